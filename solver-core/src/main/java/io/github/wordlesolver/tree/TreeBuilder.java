package io.github.wordlesolver.tree;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Progress;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.engine.LostBuckets;
import io.github.wordlesolver.engine.MarkTable;
import io.github.wordlesolver.engine.Node;
import io.github.wordlesolver.engine.Ranker;
import io.github.wordlesolver.engine.Rule;
import io.github.wordlesolver.engine.TreeSearch;
import io.github.wordlesolver.internal.Parallel;
import io.github.wordlesolver.internal.Stop;
import io.github.wordlesolver.scoring.Scorers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link DecisionTree} for one opener: exactly (minimum total guesses, proved by branch
 * and bound) or heuristically (only the best few guesses per node).
 *
 * <pre>{@code
 * DecisionTree tree = TreeBuilder.of(answers, guesses).opener("salet").exact().build();
 * tree.totalGuesses(); // 7920 on the original lists
 * }</pre>
 *
 * <p>The opener's buckets are solved in parallel with one shared memo, on the builder's {@linkplain
 * #executor(Executor) executor} (by default the common fork-join pool, or the one {@link #build} is
 * called in) and on the thread that calls {@link #build}; the mark table is built there too. The
 * tree is the same whatever the number of threads: at every node the first optimal guess in a fixed
 * order wins (bound, then an estimate from bucket sizes, then a guess that can be the answer, then
 * guess-list order).
 *
 * <p>A builder used for several openers in turn, with the same mode, guess cap, search and memo
 * size, keeps one mark table and one memo for all of them (the table's answers ordered by the first
 * opener's marks): what one opener's search learns about a set of answers serves the next, and no
 * table is built again. The builder then holds that table (about 30 MB on the original lists) and
 * memo while it lives. A builder is not thread-safe; build from one thread.
 *
 * <p>Cost of {@link #build}: the exact {@code salet} trees of the original lists take about 1.5 s
 * each in a whole {@code wordle tree} command (JVM start and mark table included), the exact {@code
 * tarse} trees of today's NYT lists about 30 s (normal) and 40 s (hard) on two cores
 * (docs/performance.md, docs/todays-game.md).
 */
public final class TreeBuilder {
  private final WordList answers;
  private final WordList guesses;
  private final GameRules rules;
  private @Nullable String opener;
  private Mode mode = Mode.NORMAL;
  private int maxGuesses;
  private int breadth = 10;
  private long maxCacheEntries = 4_000_000;
  private Progress progress = Progress.none();
  private BooleanSupplier cancelled = () -> false;
  private Executor executor = Parallel.defaultExecutor();

  /** The table and searches of the last build, kept for the next opener with equal settings. */
  private @Nullable Searches last;

  private TreeBuilder(WordList answers, WordList guesses) {
    this.guesses = WordList.union(answers, guesses);
    this.answers = answers.withAlphabet(this.guesses.alphabet());
    this.rules = GameRules.of(this.guesses);
    this.maxGuesses = rules.maxGuesses();
  }

  /**
   * Returns a builder for trees that find every word of {@code answers}, guessing words of {@code
   * guesses} (the answers are added if missing, as in a {@code Solver}); heuristic, normal mode,
   * six guesses by default.
   *
   * @throws IllegalArgumentException if the word lengths differ or together the lists use more than
   *     32 letters
   */
  public static TreeBuilder of(WordList answers, WordList guesses) {
    return new TreeBuilder(answers, guesses);
  }

  /**
   * Sets the first guess; by default the best first guess by the {@code lookahead} scorer in the
   * builder's mode (a second or two on the original lists).
   */
  public TreeBuilder opener(String word) {
    this.opener = word;
    return this;
  }

  /** Sets the mode: {@link Mode#HARD} and {@link Mode#STRICT} restrict every later guess. */
  public TreeBuilder mode(Mode mode) {
    this.mode = mode;
    return this;
  }

  /**
   * Caps the guesses any answer may take (1 to 20; 6 by default).
   *
   * @throws IllegalArgumentException if outside 1..20
   */
  public TreeBuilder maxGuesses(int maxGuesses) {
    if (maxGuesses < 1 || maxGuesses > GameRules.MAX_GUESSES) {
      throw new IllegalArgumentException(
          "max guesses must be 1.." + GameRules.MAX_GUESSES + ": " + maxGuesses);
    }
    this.maxGuesses = maxGuesses;
    return this;
  }

  /** Searches every useful guess at every node: the result is optimal. */
  public TreeBuilder exact() {
    this.breadth = Integer.MAX_VALUE;
    return this;
  }

  /**
   * Tries only the best {@code guessesPerNode} guesses at each node (by the search's order): fast,
   * not proved optimal. The default is 10. Where that finds no tree within the guess cap, the
   * opener's bucket is searched exactly, so a tree within the cap is found whenever one exists.
   *
   * @throws IllegalArgumentException if below 1
   */
  public TreeBuilder heuristic(int guessesPerNode) {
    if (guessesPerNode < 1) {
      throw new IllegalArgumentException("guesses per node must be at least 1: " + guessesPerNode);
    }
    this.breadth = guessesPerNode;
    return this;
  }

  /**
   * Bounds the memo of solved sets (4,000,000 by default; each costs its set's size in ints).
   *
   * @deprecated tuning tooling, public only for tests: the memo's size changes how fast a tree is
   *     built, never which tree. No replacement is needed. May be removed in 2.0.
   */
  @Deprecated(since = "1.1")
  public TreeBuilder maxCacheEntries(long entries) {
    return memoEntries(entries);
  }

  /** Bounds the memo of solved sets (4,000,000 by default): how tests make it small. */
  TreeBuilder memoEntries(long entries) {
    this.maxCacheEntries = entries;
    return this;
  }

  /**
   * Sets the progress listener: phase {@code "answers"}, as the search finishes the subtrees of the
   * opener's buckets, {@code done} of {@code total} answers; from worker threads, possibly
   * concurrently.
   */
  public TreeBuilder progress(Progress listener) {
    this.progress = listener;
    return this;
  }

  /**
   * Sets the cancellation check, polled every few thousand nodes; when it returns true the build
   * throws {@link java.util.concurrent.CancellationException}. An interrupt of the thread that
   * calls {@link #build} stops it the same way, check or not (the interrupt stays set).
   */
  public TreeBuilder cancelled(BooleanSupplier check) {
    this.cancelled = check;
    return this;
  }

  /**
   * Sets the executor on which {@link #build} works beside the calling thread: building the mark
   * table, ranking the default opener and solving the opener's buckets. If not set, where 1.0.0's
   * parallel streams ran: {@link java.util.concurrent.ForkJoinPool#commonPool()}, or the fork-join
   * pool of the thread that calls {@link #build} if it is a worker of one.
   *
   * <p>The calling thread works too and waits only for buckets the executor's threads have already
   * started, so any executor works, even a small fixed pool whose threads are all busy or {@code
   * Runnable::run} (everything on the calling thread); tasks it rejects are done by the calling
   * thread. The builder never shuts it down. The tree does not depend on the executor.
   */
  public TreeBuilder executor(Executor executor) {
    this.executor = java.util.Objects.requireNonNull(executor, "executor");
    return this;
  }

  /**
   * Builds the tree.
   *
   * @throws IllegalArgumentException if the opener is not in the guess list
   * @throws OpenerLosesException if no tree finds every answer within the guess cap; its message
   *     names a bucket of the opener that no play finishes in time ({@code no hard-mode play after
   *     salet finds every answer within 6 guesses: after salet ----- (23 answers) some answer needs
   *     more than the 5 guesses left}). In hard modes a quick check looks for such a bucket before
   *     the search, so most such openers fail within a second
   * @throws java.util.concurrent.CancellationException if cancelled
   */
  public DecisionTree build() {
    GameRules played = rules.withMode(mode).withMaxGuesses(maxGuesses);
    String first = opener != null ? opener : defaultOpener(Engine.shared(played, answers, guesses));
    int g0 = guesses.indexOf(first);
    if (g0 < 0) {
      throw new IllegalArgumentException("opener '" + first + "' is not in the guess list");
    }
    Searches searches =
        last != null && last.fits(played, breadth, maxCacheEntries)
            ? last
            : new Searches(played, guesses.get(g0));
    last = searches;
    int[] order = searches.order;
    MarkTable table = searches.table;
    Rule rule = searches.rule;
    TreeSearch search = searches.search;
    int[] all = new int[answers.size()];
    Arrays.setAll(all, i -> i);
    Node root = rule.node(all, maxGuesses, played.noConstraints());
    Node[] children = root.children(table, rule, g0, false);
    // In hard modes many openers lose some answer: a quick check proves most of them lost in a
    // fraction of a second, where the search would take minutes.
    int lost = mode == Mode.NORMAL ? -1 : LostBuckets.firstProvedLost(search, children);
    if (lost >= 0) {
      throw new OpenerLosesException(
          LostBuckets.message(mode, first, maxGuesses, table, g0, children[lost]));
    }
    int[] values = new int[children.length];
    int total = answers.size();
    int inBuckets = 0;
    for (Node child : children) {
      inBuckets += child.size();
    }
    // The answer the opener itself finds (if it is one) is done from the start.
    AtomicInteger done = new AtomicInteger(total - inBuckets);
    // A heuristic that finds no tree within the cap for a bucket searches that bucket exactly, so
    // a tree within the cap is found whenever one exists.
    TreeSearch[] searchOf = new TreeSearch[children.length];
    Parallel.forEach(
        executor,
        children.length,
        b -> {
          searchOf[b] = search;
          values[b] = search.solve(children[b], TreeSearch.INFEASIBLE);
          if (values[b] >= TreeSearch.INFEASIBLE && breadth != Integer.MAX_VALUE) {
            searchOf[b] =
                new TreeSearch(table, rule, Integer.MAX_VALUE, maxCacheEntries, stopped());
            values[b] = searchOf[b].solve(children[b], TreeSearch.INFEASIBLE);
          }
          progress.update("answers", done.addAndGet(children[b].size()), total);
        });
    int infeasible = LostBuckets.firstLost(children, values);
    if (infeasible >= 0) {
      throw new OpenerLosesException(
          LostBuckets.message(mode, first, maxGuesses, table, g0, children[infeasible]));
    }
    int[][] paths = new int[answers.size()][];
    for (int b = 0; b < children.length; b++) {
      extract(searchOf[b], children[b], new int[] {g0}, paths);
    }
    // Back from the reordered answers to the list's order.
    int[][] plays = new int[answers.size()][];
    for (int a = 0; a < answers.size(); a++) {
      plays[order[a]] = paths[a] == null ? new int[] {g0} : paths[a];
    }
    return new DecisionTree(guesses, answers, mode, plays);
  }

  /**
   * Returns the searches' cancel hook: the builder's current check (so a later build's check is the
   * one that counts), or the current stop of the thread searching ({@link Stop}: the interrupt of
   * the thread calling {@link #build}, whose stop the helpers share).
   */
  private BooleanSupplier stopped() {
    return () -> cancelled.getAsBoolean() || Stop.current().isCancelled();
  }

  /**
   * A mark table and the searches over it for one set of settings, shared by the openers built with
   * them. Answers are reordered by the first opener's marks: each of its buckets is one run of
   * columns, so the rows read for any set below it span a few cache lines instead of the whole row
   * (openers alike in letters, as a ranking's are, split alike and keep most of that).
   */
  private final class Searches {
    final GameRules played;
    final int breadth;
    final long memo;
    final int[] order;
    final MarkTable table;
    final Rule rule;
    final TreeSearch search;

    Searches(GameRules played, String opener) {
      this.played = played;
      this.breadth = TreeBuilder.this.breadth;
      this.memo = maxCacheEntries;
      this.order = orderByCode(opener, answers);
      this.table = MarkTable.build(guesses, reorder(answers, order), executor);
      this.rule = new Rule(played, guesses);
      this.search = new TreeSearch(table, rule, breadth, memo, stopped());
    }

    boolean fits(GameRules rules, int searchBreadth, long memoEntries) {
      return played.equals(rules) && breadth == searchBreadth && memo == memoEntries;
    }
  }

  /** Returns the best first guess by the lookahead scorer in the builder's mode. */
  private String defaultOpener(Engine engine) {
    int[] all = new int[answers.size()];
    Arrays.setAll(all, i -> i);
    int left = maxGuesses > 1 ? maxGuesses - 1 : GameRules.MAX_GUESSES;
    int best =
        Ranker.rank(
                engine.position(mode, all, engine.rules().noConstraints(), left),
                Scorers.lookahead(),
                1,
                executor)
            .guess(0);
    return guesses.get(best);
  }

  /** Returns the answer indices sorted by the marks {@code guess} gets, then by index. */
  private static int[] orderByCode(String guess, WordList answers) {
    int n = answers.size();
    int[] codes = new int[n];
    Integer[] boxed = new Integer[n];
    for (int a = 0; a < n; a++) {
      codes[a] = Feedback.compute(guess, answers.get(a)).code();
      boxed[a] = a;
    }
    Arrays.sort(boxed, Comparator.comparingInt((Integer a) -> codes[a]).thenComparingInt(a -> a));
    int[] order = new int[n];
    for (int a = 0; a < n; a++) {
      order[a] = boxed[a];
    }
    return order;
  }

  /** Returns {@code words} in the given order. */
  private static WordList reorder(WordList words, int[] order) {
    List<String> out = new ArrayList<>(order.length);
    for (int index : order) {
      out.add(words.get(index));
    }
    return WordList.of(words.alphabet(), out);
  }

  /** Records the play of every answer under {@code node}, following the search's best guesses. */
  private static void extract(TreeSearch search, Node node, int[] prefix, int[][] paths) {
    MarkTable table = search.table();
    int g = search.bestGuess(node);
    int[] path = Arrays.copyOf(prefix, prefix.length + 1);
    path[prefix.length] = g;
    for (Node child : node.children(table, search.rule(), g, false)) {
      extract(search, child, path, paths);
    }
    for (int a : node.set()) {
      if (table.code(g, a) == table.solvedCode()) {
        paths[a] = path;
      }
    }
  }
}
