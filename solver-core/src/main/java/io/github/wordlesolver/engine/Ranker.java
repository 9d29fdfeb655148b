package io.github.wordlesolver.engine;

import io.github.wordlesolver.internal.Parallel;
import io.github.wordlesolver.internal.Stop;
import io.github.wordlesolver.scoring.Scorer;
import it.unimi.dsi.fastutil.ints.IntArrays;
import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/**
 * Ranks the guesses of a {@link Position}: every guess is split over the candidates and scored,
 * then sorted by cost, ties going to a guess that can be the answer, then to the lower guess index.
 * Each guess's cost lands in its own slot, so the ranking is the same whatever the number of
 * threads. A large ranking runs on the executor its caller passes and on the calling thread (see
 * {@link Parallel}); the default is {@link Parallel#defaultExecutor()}.
 */
public final class Ranker {
  /** Below this many mark look-ups a ranking runs on the calling thread. */
  private static final long PARALLEL_THRESHOLD = 200_000;

  private static final int CHUNKS = 64;

  /**
   * How many of the pre-scorer's best guesses a deep scorer may follow up with (besides the
   * bucket's own candidates): good guesses for a set are mostly good for its parts, and ranking
   * every guess for every bucket would cost {@code shortlist × guesses × candidates}.
   */
  static final int FOLLOW_UPS = 300;

  private Ranker() {}

  /**
   * A ranking: guess indices best first, with their costs and whether each can be the answer, and
   * whether a deadline cut it short.
   */
  public static final class Ranking {
    private final int[] guesses;
    private final double[] costs;
    private final boolean[] candidate;
    private final boolean cut;

    Ranking(int[] guesses, double[] costs, boolean[] candidate, boolean cut) {
      this.guesses = guesses;
      this.costs = costs;
      this.candidate = candidate;
      this.cut = cut;
    }

    /**
     * Returns whether the deadline of the ranking's {@link Stop} passed before every guess was
     * scored: the ranking then holds only the guesses scored by then (see {@link #rank}).
     */
    public boolean isCut() {
      return cut;
    }

    /** Returns the number of guesses ranked. */
    public int size() {
      return guesses.length;
    }

    /** Returns the guess index at rank {@code i} (0 is the best). */
    public int guess(int i) {
      return guesses[i];
    }

    /** Returns the cost of the guess at rank {@code i}. */
    public double cost(int i) {
      return costs[i];
    }

    /** Returns whether the guess at rank {@code i} can be the answer. */
    public boolean isCandidate(int i) {
      return candidate[i];
    }
  }

  /**
   * Ranks the position's guesses and returns the best {@code top}, in parallel when the work is
   * large. A scorer with a shortlist ranks exactly the pre-scorer's best {@code shortlist} guesses;
   * when more are wanted, the next ones follow in the pre-scorer's order. So the best guess never
   * depends on {@code top}: a shorter ranking is always a prefix of a longer one.
   */
  public static Ranking rank(Position at, Scorer scorer, int top) {
    return rank(at, scorer, top, Parallel.defaultExecutor());
  }

  /**
   * As {@link #rank(Position, Scorer, int)}, large rankings running on {@code executor} and the
   * calling thread (any executor works, even a busy or one-thread pool). The ranking does not
   * depend on the executor.
   *
   * <p>It polls the calling thread's {@link Stop#current() current stop} between guesses, on every
   * thread that scores them. Cancelled, it throws {@link CancellationException}. Past the stop's
   * deadline, the guesses not yet scored are left out ({@link Ranking#isCut()}): the ranking holds
   * those scored by then, in the usual order (for a scorer with a shortlist, the shortlist is the
   * pre-scorer's best among the guesses it scored by then); which ones those are depends on timing
   * and threads. A guess whose scoring the deadline stops (a deep scorer's exact endgame) is left
   * out too. It always holds at least one guess: if none was scored by the deadline, the first it
   * would have scored (the pre-scorer's best so far, or the position's first allowed guess) is
   * scored whatever the time. Without a deadline, or when it does not pass, the ranking is the same
   * as ever.
   */
  public static Ranking rank(Position at, Scorer scorer, int top, Executor executor) {
    return rank(at, scorer, top, executor, null);
  }

  /**
   * As {@link #rank(Position, Scorer, int, Executor)}; a null {@code executor} keeps the ranking on
   * the calling thread, and then it may count in the caller's {@code marks}. Such a ranking is one
   * a scorer makes inside a guess's cost (follow-ups): a deadline never cuts it, which would change
   * the cost; only a cancellation stops it.
   */
  static Ranking rank(
      Position at,
      Scorer scorer,
      int top,
      @Nullable Executor executor,
      @Nullable MarkCounter marks) {
    boolean cuttable = executor != null;
    int[] pool = at.pool();
    int shortlist = scorer.shortlist();
    int[] guesses = pool;
    int[] followUps = at.followUpPool;
    int sorted = pool.length;
    if (shortlist > 0 && shortlist < pool.length) {
      sorted = shortlist;
      int wanted = Math.max(shortlist, top);
      followUps =
          rank(at, scorer.preScorer(), Math.max(wanted, FOLLOW_UPS), executor, marks).guesses;
      guesses = Arrays.copyOf(followUps, Math.min(wanted, followUps.length));
    }
    Position scored = at.withFollowUps(followUps);
    int size = guesses.length;
    double[] costs = new double[size];
    boolean[] candidate = new boolean[size];
    boolean[] done = new boolean[size];
    int[] asked = guesses;
    int n = at.candidates.length;
    boolean deep = shortlist > 0;
    if (executor != null && (deep || (long) size * n >= PARALLEL_THRESHOLD) && size > 1) {
      // Build the table here if needed, not inside a chunk: there the other workers would wait
      // on its lock and its parallel fill would run on one thread.
      at.engine.table(executor);
      int chunks = Math.min(CHUNKS, size);
      Parallel.forEach(
          executor,
          chunks,
          c ->
              score(
                  scored,
                  scorer,
                  asked,
                  costs,
                  candidate,
                  done,
                  (int) ((long) size * c / chunks),
                  (int) ((long) size * (c + 1) / chunks),
                  null,
                  cuttable));
    } else {
      score(scored, scorer, asked, costs, candidate, done, 0, size, marks, cuttable);
    }
    // Past a deadline: the guesses scored, in the order they were asked in.
    int[] order = new int[size];
    int kept = 0;
    int keptSorted = 0;
    for (int i = 0; i < size; i++) {
      if (done[i]) {
        order[kept++] = i;
        if (i < sorted) {
          keptSorted++;
        }
      }
    }
    boolean cut = kept < size;
    if (kept == 0 && size > 0) {
      try (Stop.Scope unlimited = Stop.current().withoutDeadline().install()) {
        score(scored, scorer, asked, costs, candidate, done, 0, 1, marks, false);
      }
      order[kept++] = 0;
      keptSorted = 1;
    }
    IntArrays.quickSort(
        order,
        0,
        Math.min(keptSorted, kept),
        (x, y) -> {
          int c = Double.compare(costs[x], costs[y]);
          if (c != 0) {
            return c;
          }
          if (candidate[x] != candidate[y]) {
            return candidate[x] ? -1 : 1;
          }
          return Integer.compare(asked[x], asked[y]);
        });
    int k = Math.min(top, kept);
    int[] bestGuesses = new int[k];
    double[] bestCosts = new double[k];
    boolean[] bestCandidate = new boolean[k];
    for (int i = 0; i < k; i++) {
      bestGuesses[i] = asked[order[i]];
      bestCosts[i] = costs[order[i]];
      bestCandidate[i] = candidate[order[i]];
    }
    return new Ranking(bestGuesses, bestCosts, bestCandidate, cut);
  }

  /**
   * Returns the cost {@code scorer} gives {@code guess} in a ranking of the position: the same
   * follow-up guesses, rule and guesses left as {@link #rank} would use, so the cost is comparable
   * with a ranking's.
   */
  public static double costOf(Position at, Scorer scorer, int guess) {
    return costOf(at, scorer, guess, Parallel.defaultExecutor());
  }

  /**
   * As {@link #costOf(Position, Scorer, int)}, the pre-scorer's ranking running on {@code
   * executor}.
   */
  public static double costOf(Position at, Scorer scorer, int guess, Executor executor) {
    int[] followUps = at.followUpPool;
    if (scorer.shortlist() > 0 && scorer.shortlist() < at.pool().length) {
      followUps =
          rank(at, scorer.preScorer(), Math.max(scorer.shortlist(), FOLLOW_UPS), executor, null)
              .guesses;
    }
    Position scored = at.withFollowUps(followUps);
    return scorer.cost(PartitionView.reusable(scored, counter(scored)).split(guess));
  }

  /**
   * Scores {@code guesses[from..to)} into their slots, marking each one {@code done}. A ranking of
   * the caller's ({@code cuttable}) polls the thread's current stop between guesses: cancelled, it
   * throws; past its deadline, it stops, as it does when the deadline stops a guess's own scoring.
   * A ranking inside a scorer's cost does not poll (its guesses cost little; the ranking around it
   * polls between its own guesses).
   */
  private static void score(
      Position at,
      Scorer scorer,
      int[] guesses,
      double[] costs,
      boolean[] candidate,
      boolean[] done,
      int from,
      int to,
      @Nullable MarkCounter given,
      boolean cuttable) {
    PartitionView view = PartitionView.reusable(at, given != null ? given : counter(at));
    if (!cuttable) {
      for (int i = from; i < to; i++) {
        view.split(guesses[i]);
        costs[i] = scorer.cost(view);
        candidate[i] = view.guessIsCandidate();
        done[i] = true;
      }
      return;
    }
    Stop stop = Stop.current();
    for (int i = from; i < to; i++) {
      stop.throwIfCancelled();
      if (stop.isPastDeadline()) {
        return;
      }
      view.split(guesses[i]);
      try {
        costs[i] = scorer.cost(view);
      } catch (CancellationException e) {
        if (stop.isCancelled()) {
          throw e;
        }
        return; // the deadline stopped the scorer's own search: this guess is not scored
      }
      candidate[i] = view.guessIsCandidate();
      done[i] = true;
    }
  }

  private static MarkCounter counter(Position at) {
    return new MarkCounter(PartitionView.codeCount(at));
  }
}
