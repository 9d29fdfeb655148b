package io.github.wordlesolver.proof;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.engine.LostBuckets;
import io.github.wordlesolver.engine.Node;
import io.github.wordlesolver.engine.TreeSearch;
import io.github.wordlesolver.internal.Parallel;
import io.github.wordlesolver.internal.Stop;
import java.util.Arrays;
import java.util.concurrent.Executor;

/**
 * Proves openers for one pair of lists, one mode and guess limit (one {@linkplain #job() job}): the
 * exact total of an opener, or a lower bound at or above a bound ({@link #prove(String, int)}, or
 * {@link #prove(OpenerTask)} for the tasks of a {@link ProvenRanking}). All openers share one mark
 * table and one bounded transposition table of the exact search, so what one opener's search learns
 * about a set of answers serves the next.
 *
 * <p>Memory: the shared table keeps at most 2<sup>21</sup> sets, fewer when they would fill more
 * than about half the heap (a hard-mode set takes about 700 bytes), so a small heap can make proofs
 * slower rather than make them fail.
 *
 * <p>Interrupting a thread that proves an opener stops its search with a {@link
 * java.util.concurrent.CancellationException} (the interrupt stays set); what the search proved
 * until then stays in the shared table.
 *
 * <p>Thread-safe: many threads (one per core) may prove openers at once. Results are exact or valid
 * bounds whatever the order and the number of threads, so they are the same everywhere.
 *
 * <p><b>Tooling, not library.</b> Like every type of this package, it serves the project's proofs
 * (the {@code wordle rank --proven}, {@code bound} and {@code worker} commands and the benchmarks
 * that prove the bundled results), not programs that play: it stays exported and compatible through
 * 1.x, and moves to a tooling module of its own in 2.0 (docs/dev/architecture.md, "Library and
 * tooling").
 */
public final class OpenerProver {
  /** The most sets the shared transposition table remembers. */
  static final long MEMO = 1 << 21;

  /** The fewest, whatever the heap. */
  static final long MIN_MEMO = 1 << 14;

  /**
   * About how many bytes of heap one remembered set takes in hard modes, with its key, which holds
   * what the path revealed (measured with {@code jmap -histo} on a hard-mode proof of the original
   * lists: 1.38 GB live for 2,097,733 sets, 660 bytes each, most of it the revealed constraints).
   */
  private static final long HARD_ENTRY_BYTES = 700;

  /** The same in normal mode, estimated: the set (about 110 bytes there), its key and entry. */
  private static final long NORMAL_ENTRY_BYTES = 250;

  /**
   * The largest bucket a deep-bound task checks for a lost answer before its bound two guesses
   * deep. On today's lists in hard mode (every 50th opener the one-deep bound leaves, 2026-11-29),
   * the buckets up to 150 answers held the lost bucket of 83 of the 91 openers that lose one, for
   * 8% of the check's CPU: an opener that loses none spends most of the check on its largest
   * buckets. The bound rules most of the rest out, and an opener left to search gets the full check
   * first.
   */
  static final int SMALL_BUCKET = 150;

  private final WordList answers;
  private final WordList guesses;
  private final GameRules rules;
  private final Job job;
  private final Engine engine;
  private final TreeSearch search;
  private final Node root;
  private final int smallBucket;

  /**
   * Creates a prover for {@code answers} and {@code guesses} (the answers are added to the guesses
   * if missing) under {@code rules} (their mode and guess limit).
   */
  public OpenerProver(WordList answers, WordList guesses, GameRules rules) {
    this(answers, guesses, rules, Parallel.defaultExecutor());
  }

  /**
   * As {@link #OpenerProver(WordList, WordList, GameRules)}, building the mark table (if no other
   * user of these lists has built it yet) on {@code executor} and the calling thread, instead of
   * the default (the common fork-join pool, or the caller's). Any executor works, even a busy or
   * one-thread pool or {@code Runnable::run}; the prover keeps no reference to it. Proofs
   * themselves run on the threads that call {@link #prove(OpenerTask)}.
   */
  public OpenerProver(WordList answers, WordList guesses, GameRules rules, Executor executor) {
    this(
        answers,
        guesses,
        rules,
        memoEntries(rules.mode(), Runtime.getRuntime().maxMemory()),
        SMALL_BUCKET,
        executor);
  }

  /** As the public constructor, with a shared table of about {@code memoEntries} sets. */
  OpenerProver(WordList answers, WordList guesses, GameRules rules, long memoEntries) {
    this(answers, guesses, rules, memoEntries, SMALL_BUCKET, Parallel.defaultExecutor());
  }

  /**
   * As {@link #OpenerProver(WordList, WordList, GameRules, long)}, a deep-bound task checking for a
   * lost answer only the buckets of at most {@code smallBucket} answers instead of {@link
   * #SMALL_BUCKET}.
   */
  OpenerProver(
      WordList answers, WordList guesses, GameRules rules, long memoEntries, int smallBucket) {
    this(answers, guesses, rules, memoEntries, smallBucket, Parallel.defaultExecutor());
  }

  private OpenerProver(
      WordList answers,
      WordList guesses,
      GameRules rules,
      long memoEntries,
      int smallBucket,
      Executor executor) {
    this.smallBucket = smallBucket;
    this.guesses = WordList.union(answers, guesses);
    this.answers = answers.withAlphabet(this.guesses.alphabet());
    this.rules = rules;
    this.job = Job.of(this.answers, this.guesses, rules);
    this.engine = Engine.shared(rules, this.answers, this.guesses);
    this.search =
        new TreeSearch(
            engine.table(executor),
            engine.rule(rules.mode()),
            Integer.MAX_VALUE,
            memoEntries,
            Stop::searchMustStop);
    int[] all = new int[this.answers.size()];
    Arrays.setAll(all, i -> i);
    this.root = engine.rule(rules.mode()).node(all, rules.maxGuesses(), rules.noConstraints());
  }

  /**
   * Returns how many sets the shared table keeps with {@code maxHeap} bytes of heap: as many as
   * fill about half of it, a power of two from {@link #MIN_MEMO} to {@link #MEMO}. A smaller table
   * can make a proof slower, never different.
   */
  static long memoEntries(Mode mode, long maxHeap) {
    long perEntry = mode == Mode.NORMAL ? NORMAL_ENTRY_BYTES : HARD_ENTRY_BYTES;
    return Long.highestOneBit(Math.max(MIN_MEMO, Math.min(MEMO, maxHeap / 2 / perEntry)));
  }

  /** Returns the guess list (the answers first). */
  public WordList guesses() {
    return guesses;
  }

  /** Returns the answer list. */
  public WordList answers() {
    return answers;
  }

  /** Returns the rules proved under. */
  public GameRules rules() {
    return rules;
  }

  /**
   * Returns the job of this prover, as one line of text: the fingerprints of its lists, its mode
   * and guess limit ({@link OpenerTask#job()}), equal to the job of every task it can prove. A
   * worker that holds several provers picks the one whose job is the task's. Costs nothing.
   */
  public String job() {
    return job.toString();
  }

  /**
   * Returns a search task for {@code opener} with {@code bound}.
   *
   * @throws IllegalArgumentException if the opener is not a guess
   */
  OpenerTask task(String opener, int bound) {
    return OpenerTask.search(job, guesses.get(index(opener)), bound);
  }

  /**
   * Returns a deep-bound task for {@code opener} cut short at {@code target}.
   *
   * @throws IllegalArgumentException if the opener is not a guess
   */
  OpenerTask boundTask(String opener, int target) {
    return OpenerTask.deepBound(job, guesses.get(index(opener)), target);
  }

  /**
   * Proves {@code opener} against {@code bound}: its exact total if below {@code bound}, otherwise
   * a lower bound at or above it, as {@link #prove(OpenerTask)} does for the opener's search task.
   * A bound of {@link Integer#MAX_VALUE} (or any bound larger than every total) asks for the exact
   * total whatever it is; the result of an opener that loses some answer is then never exact
   * ({@link OpenerResult#losesSomeAnswer()}). Thread-safe; costs an exact search.
   *
   * @throws IllegalArgumentException if the opener is not a guess
   */
  public OpenerResult prove(String opener, int bound) {
    return prove(task(opener, Math.min(bound, OpenerTask.NO_BOUND)));
  }

  /**
   * Runs a task of this prover's job. A search: the opener's exact total if it is below the task's
   * bound, else a lower bound at or above it; costs an exact search, milliseconds for an opener far
   * above its bound, seconds for a good one. In hard modes the search is preceded by a check that
   * proves most openers that lose some answer lost ({@link LostBuckets}: milliseconds for most, at
   * most a few seconds), where the search would take minutes; such an opener's result {@linkplain
   * OpenerResult#losesSomeAnswer() loses some answer}, not exact. A deep bound: the opener's {@link
   * #lowerBound(String) lower bound} and, where that is below the task's bound, its {@link
   * #deepLowerBound(String) deep lower bound}, each cut short at the task's bound, or in hard modes
   * the result of an opener that loses some answer if the check above, on the opener's buckets of
   * at most {@value #SMALL_BUCKET} answers, proves it; never exact. Thread-safe.
   *
   * @throws IllegalArgumentException if the task belongs to another job ({@link #job()}: other
   *     lists, mode or guess limit); the message names the opener and both jobs
   */
  public OpenerResult prove(OpenerTask task) {
    if (!task.jobValue().equals(job)) {
      throw new IllegalArgumentException(
          "the task for '"
              + task.opener()
              + "' belongs to another job ("
              + task.job()
              + ") than this prover's ("
              + job
              + ")");
    }
    int g = index(task.opener());
    if (task.isDeepBound()) {
      return new OpenerResult(guesses.get(g), proofBound(g, task.bound()), false);
    }
    if (provedLost(g, Integer.MAX_VALUE)) {
      return new OpenerResult(guesses.get(g), OpenerTask.NO_BOUND, false);
    }
    int value = search.solveAfter(root, g, task.bound());
    return new OpenerResult(guesses.get(g), value, value < task.bound());
  }

  /**
   * Returns the lower bound on the opener's total that proofs rule openers out with before any
   * search: never above the opener's exact total (an opener that loses some answer has none, and
   * any bound holds). Deterministic: the same lists, rules and opener give the same bound, whatever
   * was proved before. Thread-safe; costs a fraction of a second of CPU on today's lists once the
   * mark table is built.
   *
   * @throws IllegalArgumentException if the opener is not a guess
   * @since 1.1
   */
  public int lowerBound(String opener) {
    return search.deepBound(root, index(opener));
  }

  /**
   * Returns a lower bound on the opener's total two guesses deep on its buckets of 24 answers or
   * more, one guess deep on the others: at least {@link #lowerBound(String)} and far tighter (on
   * today's lists a median 11 to 16 guesses under the true total in normal mode, 129 to 145 in hard
   * mode, against about 300 and 600 for {@link #lowerBound(String)}; docs/proofs.md), never above
   * the exact total. Deterministic: the same lists, rules and opener give the same bound, whatever
   * was computed before. Thread-safe; costs seconds of CPU for an opener on today's lists (a minute
   * for the worst openers, whose largest buckets hold a thousand answers).
   *
   * @throws IllegalArgumentException if the opener is not a guess
   * @since 1.2
   */
  public int deepLowerBound(String opener) {
    return search.twoDeepBound(root, index(opener), OpenerTask.NO_BOUND);
  }

  /**
   * The bound a proof rules opener {@code g} out with, cut short at {@code target}: one guess deep,
   * then, where that is below {@code target}, in hard modes {@link OpenerTask#NO_BOUND} for an
   * opener proved to lose some answer in a bucket of at most {@value #SMALL_BUCKET} answers, else
   * two guesses deep ({@link #deepLowerBound}), which costs seconds but settles most openers that
   * would otherwise be searched. An opener it leaves below {@code target} is searched, and its
   * search task checks every bucket first.
   */
  private int proofBound(int g, int target) {
    int shallow = search.deepBound(root, g, target);
    if (shallow >= target) {
      return shallow;
    }
    return provedLost(g, smallBucket) ? OpenerTask.NO_BOUND : search.twoDeepBound(root, g, target);
  }

  /**
   * Whether opener {@code g} is proved to lose some answer ({@link LostBuckets}) in a bucket of at
   * most {@code largest} answers: in hard modes only, where about half of the openers that pass the
   * one-deep bound lose one, milliseconds each.
   */
  private boolean provedLost(int g, int largest) {
    return rules.mode() != Mode.NORMAL
        && LostBuckets.firstProvedLost(
                search, root.children(engine.table(), engine.rule(rules.mode()), g, false), largest)
            >= 0;
  }

  /**
   * Returns a lower bound on the opener's total found without search ({@link
   * TreeSearch#quickBound}): what decides which openers a proof must search at all.
   *
   * @deprecated tuning tooling, public only for the benchmarks: a looser bound than the one proofs
   *     use, which is {@link #lowerBound(String)}. May be removed in 2.0.
   */
  @Deprecated(since = "1.1")
  public int quickBound(String opener) {
    return quickBound(index(opener));
  }

  /** {@link #quickBound(String)} of guess {@code g}: how a proof orders its extra seeds. */
  int quickBound(int g) {
    return search.quickBound(root, g);
  }

  /**
   * Returns a lower bound on the opener's total one guess deeper than {@link #quickBound} ({@link
   * TreeSearch#deepBound}): about 0.1 to 0.2 s of CPU on the original lists, and much tighter for
   * the large buckets that make most of a total.
   *
   * @deprecated named after how it is computed; use {@link #lowerBound(String)}, the same bound,
   *     named for what it is. May be removed in 2.0.
   */
  @Deprecated(since = "1.1")
  @SuppressWarnings("InlineMeSuggester") // @InlineMe would make the API depend on Error Prone
  public int deepBound(String opener) {
    return lowerBound(opener);
  }

  /**
   * As {@link #deepBound(String)}, cut short once the bound reaches {@code target}: the deep bound
   * if below {@code target}, else a bound at or above it.
   *
   * @deprecated tuning tooling, public only for the benchmarks: {@link ProvenRanking} cuts its
   *     bounds short itself; users who want an opener's bound call {@link #lowerBound(String)}. May
   *     be removed in 2.0.
   */
  @Deprecated(since = "1.1")
  public int deepBound(String opener, int target) {
    return lowerBound(opener, target);
  }

  /**
   * As {@link #lowerBound(String)}, cut short once the bound reaches {@code target}: the bound if
   * below {@code target}, else a bound at or above it. What a deep-bound task computes.
   *
   * @throws IllegalArgumentException if the opener is not a guess
   */
  int lowerBound(String opener, int target) {
    return search.deepBound(root, index(opener), target);
  }

  private int index(String opener) {
    int g = guesses.indexOf(opener);
    if (g < 0) {
      throw new IllegalArgumentException("'" + opener + "' is not in the guess list");
    }
    return g;
  }
}
