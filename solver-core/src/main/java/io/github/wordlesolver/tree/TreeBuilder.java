package io.github.wordlesolver.tree;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.TreeSearch;
import io.github.wordlesolver.solver.MarkTable;
import io.github.wordlesolver.solver.Mode;
import io.github.wordlesolver.solver.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link DecisionTree} for one opener: exactly (minimum total guesses, proved by branch
 * and bound) or heuristically (only the best few guesses per node).
 *
 * <pre>{@code
 * DecisionTree tree = TreeBuilder.of(solver).opener("salet").exact().build();
 * tree.totalGuesses(); // 7920 on the original lists
 * }</pre>
 *
 * <p>The opener's buckets are solved in parallel on the common fork-join pool with one shared
 * memo; the tree is the same whatever the number of threads: at every node the first optimal
 * guess in a fixed order wins (bound, then an estimate from bucket sizes, then a guess that can be
 * the answer, then guess-list order). A builder is not thread-safe; build from one thread.
 */
public final class TreeBuilder {
  /** Called as the search finishes parts of the tree. */
  @FunctionalInterface
  public interface ProgressListener {
    /**
     * Reports that the subtrees of {@code done} of {@code total} answers are finished. Called from
     * worker threads, possibly concurrently; must be thread-safe and quick.
     */
    void progress(int done, int total);
  }

  /** Guesses per node of the heuristic pass that gives an exact search its first cutoffs. */
  private static final int QUICK_BREADTH = 1;

  private final Solver solver;
  private @Nullable String opener;
  private Mode mode = Mode.NORMAL;
  private int maxGuesses = 6;
  private int breadth = 10;
  private long maxCacheEntries = 4_000_000;
  private ProgressListener progress = (done, total) -> { };
  private BooleanSupplier cancelled = () -> false;

  private TreeBuilder(Solver solver) {
    this.solver = solver;
  }

  /** Returns a builder for the solver's lists; heuristic, normal mode, six guesses by default. */
  public static TreeBuilder of(Solver solver) {
    return new TreeBuilder(solver);
  }

  /** Sets the first guess; by default the solver's opener, else its best suggestion. */
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
    if (maxGuesses < 1 || maxGuesses > 20) {
      throw new IllegalArgumentException("max guesses must be 1..20: " + maxGuesses);
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

  /** Bounds the memo of solved sets (4,000,000 by default; each costs its set's size in ints). */
  public TreeBuilder maxCacheEntries(long entries) {
    this.maxCacheEntries = entries;
    return this;
  }

  /** Sets the progress listener. */
  public TreeBuilder progress(ProgressListener listener) {
    this.progress = listener;
    return this;
  }

  /**
   * Sets the cancellation check, polled every few thousand nodes; when it returns true the build
   * throws {@link java.util.concurrent.CancellationException}.
   */
  public TreeBuilder cancelled(BooleanSupplier check) {
    this.cancelled = check;
    return this;
  }

  /**
   * Builds the tree.
   *
   * @throws IllegalArgumentException if the opener is not in the guess list
   * @throws TreeSearchException if no tree finds every answer within the guess cap
   * @throws java.util.concurrent.CancellationException if cancelled
   */
  public DecisionTree build() {
    WordList guesses = solver.guesses();
    WordList answers = solver.answers();
    String first = opener != null ? opener : solver.newGame(mode).bestGuess();
    int g0 = guesses.indexOf(first);
    if (g0 < 0) {
      throw new IllegalArgumentException("opener '" + first + "' is not in the guess list");
    }
    // Answers reordered by the opener's marks: each of its buckets is one run of columns, so the
    // rows read for any set below it span a few cache lines instead of the whole row.
    int[] order = orderByCode(solver.table(), g0, answers.size());
    MarkTable table = MarkTable.build(guesses, reorder(answers, order));
    TreeSearch search = new TreeSearch(table, mode, breadth, maxCacheEntries, cancelled);
    // An exact search starts from the value of a quick heuristic tree: a tight cutoff from the
    // first guess on. The optimum is at most that value, so cutoff value + 1 cannot miss it.
    TreeSearch quick = breadth == Integer.MAX_VALUE
        ? new TreeSearch(table, mode, QUICK_BREADTH, maxCacheEntries, cancelled) : null;
    int[][] buckets = split(table, g0, allAnswers(answers.size()));
    int[] values = new int[buckets.length];
    int total = answers.size();
    int inBuckets = 0;
    for (int[] bucket : buckets) {
      inBuckets += bucket.length;
    }
    // The answer the opener itself finds (if it is one) is done from the start.
    AtomicInteger done = new AtomicInteger(total - inBuckets);
    // A heuristic that finds no tree within the cap for a bucket searches that bucket exactly, so
    // a tree within the cap is found whenever one exists.
    TreeSearch[] searchOf = new TreeSearch[buckets.length];
    IntStream.range(0, buckets.length).parallel().forEach(b -> {
      Constraints constraints = childConstraints(table, g0, buckets[b][0]);
      int cutoff = TreeSearch.INFEASIBLE;
      if (quick != null) {
        int upper = quick.solve(buckets[b], maxGuesses - 1, constraints, TreeSearch.INFEASIBLE);
        cutoff = upper >= TreeSearch.INFEASIBLE ? upper : upper + 1;
      }
      searchOf[b] = search;
      values[b] = search.solve(buckets[b], maxGuesses - 1, constraints, cutoff);
      if (values[b] >= TreeSearch.INFEASIBLE && breadth != Integer.MAX_VALUE) {
        searchOf[b] = new TreeSearch(table, mode, Integer.MAX_VALUE, maxCacheEntries, cancelled);
        values[b] = searchOf[b].solve(buckets[b], maxGuesses - 1, constraints,
            TreeSearch.INFEASIBLE);
      }
      progress.progress(done.addAndGet(buckets[b].length), total);
    });
    int[][] paths = new int[answers.size()][];
    for (int b = 0; b < buckets.length; b++) {
      if (values[b] >= TreeSearch.INFEASIBLE) {
        throw new TreeSearchException("no tree from '" + first + "' finds every answer within "
            + maxGuesses + " guesses");
      }
      List<Integer> prefix = List.of(g0);
      extract(searchOf[b], table, buckets[b], maxGuesses - 1,
          childConstraints(table, g0, buckets[b][0]), prefix, paths);
    }
    // Back from the reordered answers to the list's order.
    int[][] plays = new int[answers.size()][];
    for (int a = 0; a < answers.size(); a++) {
      plays[order[a]] = paths[a] == null ? new int[] {g0} : paths[a];
    }
    return new DecisionTree(guesses, answers, mode, plays);
  }

  /** Returns the answer indices sorted by the marks {@code guess} gets, then by index. */
  private static int[] orderByCode(MarkTable table, int guess, int answers) {
    Integer[] boxed = new Integer[answers];
    for (int a = 0; a < answers; a++) {
      boxed[a] = a;
    }
    java.util.Arrays.sort(boxed, java.util.Comparator
        .comparingInt((Integer a) -> table.code(guess, a)).thenComparingInt(a -> a));
    int[] order = new int[answers];
    for (int a = 0; a < answers; a++) {
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
    return WordList.of(out);
  }

  private @Nullable Constraints childConstraints(MarkTable table, int guess, int answer) {
    if (mode == Mode.NORMAL) {
      return null;
    }
    return Constraints.builder(solver.wordLength()).add(solver.guesses().get(guess),
        Feedback.of(table.code(guess, answer), solver.wordLength())).build();
  }

  private void extract(TreeSearch search, MarkTable table, int[] set, int depth,
      @Nullable Constraints constraints, List<Integer> prefix, int[][] paths) {
    int g = search.bestGuess(set, depth, constraints);
    List<Integer> path = new ArrayList<>(prefix);
    path.add(g);
    for (int[] bucket : split(table, g, set)) {
      Constraints child = constraints == null ? null : constraints.toBuilder()
          .add(solver.guesses().get(g), Feedback.of(table.code(g, bucket[0]), solver.wordLength()))
          .build();
      extract(search, table, bucket, depth - 1, child, path, paths);
    }
    for (int a : set) {
      if (table.code(g, a) == solvedCode()) {
        paths[a] = path.stream().mapToInt(Integer::intValue).toArray();
      }
    }
  }

  private int solvedCode() {
    return Feedback.allGreen(solver.wordLength()).code();
  }

  private static int[] allAnswers(int n) {
    int[] all = new int[n];
    for (int i = 0; i < n; i++) {
      all[i] = i;
    }
    return all;
  }

  /** Splits a set by a guess into its unsolved buckets, in code order. */
  private int[][] split(MarkTable table, int guess, int[] set) {
    int codes = solvedCode() + 1;
    int[] counts = new int[codes];
    for (int a : set) {
      counts[table.code(guess, a)]++;
    }
    List<int[]> buckets = new ArrayList<>();
    int[][] byCode = new int[codes][];
    for (int c = 0; c < codes - 1; c++) {
      if (counts[c] > 0) {
        byCode[c] = new int[counts[c]];
        buckets.add(byCode[c]);
      }
    }
    int[] fill = new int[codes];
    for (int a : set) {
      int c = table.code(guess, a);
      if (c != codes - 1) {
        byCode[c][fill[c]++] = a;
      }
    }
    return buckets.toArray(new int[0][]);
  }
}
