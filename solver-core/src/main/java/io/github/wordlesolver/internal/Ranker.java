package io.github.wordlesolver.internal;

import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.solver.MarkTable;
import it.unimi.dsi.fastutil.ints.IntArrays;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/**
 * Ranks guesses for a set of candidates: every guess of a pool is split over the candidates and
 * scored, then sorted by cost, ties going to a guess that can be the answer, then to the lower
 * guess index. Each guess's cost lands in its own slot, so the ranking is the same whatever the
 * number of threads.
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
    public final int[] guesses;
    public final double[] costs;
    public final boolean[] candidate;

    Ranking(int[] guesses, double[] costs, boolean[] candidate) {
      this.guesses = guesses;
      this.costs = costs;
      this.candidate = candidate;
    }

    public int size() {
      return guesses.length;
    }
  }

  /**
   * Ranks {@code pool} over {@code candidates[0..n)} and returns the best {@code top}. A scorer
   * with a shortlist ranks exactly the pre-scorer's best {@code shortlist} guesses; when more are
   * wanted, the next ones follow in the pre-scorer's order. So the best guess never depends on
   * {@code top}: a shorter ranking is always a prefix of a longer one.
   */
  public static Ranking rank(
      MarkTable table, int[] pool, int[] candidates, int n, Scorer scorer, int top, boolean parallel) {
    return rank(table, pool, candidates, n, scorer, top, parallel, null, 0);
  }

  /**
   * As {@link #rank(MarkTable, int[], int[], int, Scorer, int, boolean)}, under a hard rule (or
   * null), with {@code guessesLeft} guesses left after the one ranked (0: unknown).
   */
  public static Ranking rank(MarkTable table, int[] pool, int[] candidates, int n, Scorer scorer,
      int top, boolean parallel, @Nullable HardRule rule, int guessesLeft) {
    int shortlist = scorer.shortlist();
    int[] guesses = pool;
    int[] followUps = pool;
    int sorted = pool.length;
    if (shortlist > 0 && shortlist < pool.length) {
      sorted = shortlist;
      int wanted = Math.max(shortlist, top);
      followUps = rank(table, pool, candidates, n, scorer.preScorer(),
          Math.max(wanted, FOLLOW_UPS), parallel, rule, guessesLeft).guesses;
      guesses = Arrays.copyOf(followUps, Math.min(wanted, followUps.length));
    }
    int size = guesses.length;
    double[] costs = new double[size];
    boolean[] candidate = new boolean[size];
    int[] asked = guesses;
    boolean deep = shortlist > 0;
    if (parallel && (deep || (long) size * n >= PARALLEL_THRESHOLD) && size > 1) {
      int chunks = Math.min(CHUNKS, size);
      int[] follow = followUps;
      IntStream.range(0, chunks).parallel().forEach(c -> score(table, follow, asked, candidates, n,
          scorer, costs, candidate, (int) ((long) size * c / chunks),
          (int) ((long) size * (c + 1) / chunks), rule, guessesLeft));
    } else {
      score(table, followUps, asked, candidates, n, scorer, costs, candidate, 0, size, rule,
          guessesLeft);
    }
    int[] order = new int[size];
    Arrays.setAll(order, i -> i);
    IntArrays.quickSort(order, 0, Math.min(sorted, size), (x, y) -> {
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
   * Returns the cost {@code scorer} gives {@code guess} in a ranking of {@code pool}: the same
   * follow-up guesses, hard rule and guesses left as {@link #rank} would use, so the cost is
   * comparable with a ranking's.
   */
  public static double costOf(MarkTable table, int[] pool, int[] candidates, int n, Scorer scorer,
      int guess, @Nullable HardRule rule, int guessesLeft) {
    int[] followUps = pool;
    if (scorer.shortlist() > 0 && scorer.shortlist() < pool.length) {
      followUps = rank(table, pool, candidates, n, scorer.preScorer(),
          Math.max(scorer.shortlist(), FOLLOW_UPS), true, rule, guessesLeft).guesses;
    }
    PartitionView view = new PartitionView(table, followUps, rule, guessesLeft);
    view.split(guess, candidates, n);
    return scorer.cost(view);
  }

  private static void score(MarkTable table, int[] pool, int[] guesses, int[] candidates, int n,
      Scorer scorer, double[] costs, boolean[] candidate, int from, int to,
      @Nullable HardRule rule, int guessesLeft) {
    PartitionView view = new PartitionView(table, pool, rule, guessesLeft);
    for (int i = from; i < to; i++) {
      view.split(guesses[i], candidates, n);
      costs[i] = scorer.cost(view);
      candidate[i] = view.guessIsCandidate();
    }
  }
}
