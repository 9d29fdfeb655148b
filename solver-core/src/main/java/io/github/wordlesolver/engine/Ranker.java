package io.github.wordlesolver.engine;

import io.github.wordlesolver.internal.Parallel;
import io.github.wordlesolver.scoring.Scorer;
import it.unimi.dsi.fastutil.ints.IntArrays;
import java.util.Arrays;
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

  /** A ranking: guess indices best first, with their costs and whether each can be the answer. */
  public static final class Ranking {
    private final int[] guesses;
    private final double[] costs;
    private final boolean[] candidate;

    Ranking(int[] guesses, double[] costs, boolean[] candidate) {
      this.guesses = guesses;
      this.costs = costs;
      this.candidate = candidate;
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
   */
  public static Ranking rank(Position at, Scorer scorer, int top, Executor executor) {
    return rank(at, scorer, top, executor, null);
  }

  /**
   * As {@link #rank(Position, Scorer, int, Executor)}; a null {@code executor} keeps the ranking on
   * the calling thread, and then it may count in the caller's {@code marks}.
   */
  static Ranking rank(
      Position at,
      Scorer scorer,
      int top,
      @Nullable Executor executor,
      @Nullable MarkCounter marks) {
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
                  (int) ((long) size * c / chunks),
                  (int) ((long) size * (c + 1) / chunks),
                  null));
    } else {
      score(scored, scorer, asked, costs, candidate, 0, size, marks);
    }
    int[] order = new int[size];
    Arrays.setAll(order, i -> i);
    IntArrays.quickSort(
        order,
        0,
        Math.min(sorted, size),
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
    int k = Math.min(top, size);
    int[] bestGuesses = new int[k];
    double[] bestCosts = new double[k];
    boolean[] bestCandidate = new boolean[k];
    for (int i = 0; i < k; i++) {
      bestGuesses[i] = asked[order[i]];
      bestCosts[i] = costs[order[i]];
      bestCandidate[i] = candidate[order[i]];
    }
    return new Ranking(bestGuesses, bestCosts, bestCandidate);
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

  private static void score(
      Position at,
      Scorer scorer,
      int[] guesses,
      double[] costs,
      boolean[] candidate,
      int from,
      int to,
      @Nullable MarkCounter given) {
    PartitionView view = PartitionView.reusable(at, given != null ? given : counter(at));
    for (int i = from; i < to; i++) {
      view.split(guesses[i]);
      costs[i] = scorer.cost(view);
      candidate[i] = view.guessIsCandidate();
    }
  }

  private static MarkCounter counter(Position at) {
    return new MarkCounter(PartitionView.codeCount(at));
  }
}
