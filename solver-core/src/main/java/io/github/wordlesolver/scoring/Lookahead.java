package io.github.wordlesolver.scoring;

import io.github.wordlesolver.internal.GuessEstimate;
import java.util.List;

/**
 * Estimates the total number of guesses needed to find every candidate after a guess: the guess
 * itself for each candidate, plus, for each bucket, the best of its {@code breadth} best follow-up
 * guesses by entropy, searched {@code depth} levels deep; below that a bucket of {@code m}
 * candidates is {@linkplain #estimate estimated} from its size alone. At or below {@value #ENDGAME}
 * candidates every bucket is costed exactly within the guesses left ({@link
 * Partition#optimalTotal}). Built on the {@link Partition} interface alone, so a scorer of one's
 * own can do all it does. Immutable.
 */
final class Lookahead implements Scorer {
  /** At or below this many candidates, buckets are costed and played exactly. */
  static final int ENDGAME = 24;

  static final Lookahead DEFAULT = new Lookahead(1, 24, 6);

  /** Costs are summed in millionths of a guess, so equal splits get equal costs. */
  private static final long UNIT = 1_000_000;

  /** The extra cost of a bucket that cannot be solved within the guesses left. */
  private static final int OVER_LIMIT = 1_000_000;

  /** The guesses allowed when a bucket cannot be solved within the guesses left. */
  private static final int UNLIMITED = 20;

  private final int depth;
  private final int shortlist;
  private final int breadth;

  Lookahead(int depth, int shortlist, int breadth) {
    if (depth < 0 || depth > 2 || shortlist < 1 || breadth < 1) {
      throw new IllegalArgumentException(
          "lookahead needs depth 0..2 and widths >= 1: depth "
              + depth
              + ", shortlist "
              + shortlist
              + ", breadth "
              + breadth);
    }
    this.depth = depth;
    this.shortlist = shortlist;
    this.breadth = breadth;
  }

  @Override
  public String name() {
    return "lookahead";
  }

  @Override
  public int shortlist() {
    return shortlist;
  }

  @Override
  public int exactEndgame() {
    return ENDGAME;
  }

  /** Returns the estimated total (exact at or below {@value #ENDGAME} candidates). */
  @Override
  public double cost(Partition partition) {
    if (partition.candidates() <= ENDGAME && partition.guessesLeft() > 0) {
      return endgameCost(partition);
    }
    return (double) splitCost(partition, depth, Long.MAX_VALUE) / UNIT;
  }

  /**
   * The exact total when few candidates remain: each bucket's optimal subtree within the guesses
   * left, so a guess that risks running out of guesses costs more than any that does not.
   */
  private static double endgameCost(Partition partition) {
    long total = partition.candidates();
    for (int k = 0; k < partition.patterns(); k++) {
      if (!partition.isSolved(k)) {
        int value = partition.optimalTotal(k, partition.guessesLeft());
        if (value < 0) {
          // Too few guesses left whatever comes next: still prefer the fewest guesses overall.
          value = OVER_LIMIT + partition.optimalTotal(k, UNLIMITED);
        }
        total += value;
      }
    }
    return total;
  }

  /**
   * The split's cost: its candidates once each, plus every unsolved bucket, until {@code bound}.
   */
  private long splitCost(Partition partition, int levels, long bound) {
    long total = partition.candidates() * UNIT;
    for (int k = 0; k < partition.patterns() && total < bound; k++) {
      if (!partition.isSolved(k)) {
        int size = partition.size(k);
        total += size <= 2 || levels == 0 ? estimate(size) : bestCost(partition, k, levels - 1);
      }
    }
    return total;
  }

  /** The best cost over the {@code breadth} best follow-ups of bucket {@code k}. */
  private long bestCost(Partition partition, int k, int levels) {
    long floor = (2L * partition.size(k) - 1) * UNIT;
    long best = Long.MAX_VALUE;
    List<Partition> followUps = partition.followUps(k, SimpleScorer.ENTROPY, breadth);
    for (int i = 0; i < followUps.size() && best > floor; i++) {
      best = Math.min(best, splitCost(followUps.get(i), levels, best));
    }
    return best;
  }

  /**
   * Estimated total guesses, in millionths, to find each of {@code m >= 1} candidates with no
   * information yet used ({@link GuessEstimate#totalMillionths}, the one place it is written).
   */
  static long estimate(int m) {
    return GuessEstimate.totalMillionths(m);
  }

  /** Equal when the settings are equal: such scorers play alike. */
  @Override
  public boolean equals(@org.jspecify.annotations.Nullable Object o) {
    return o instanceof Lookahead that
        && depth == that.depth
        && shortlist == that.shortlist
        && breadth == that.breadth;
  }

  @Override
  public int hashCode() {
    return (depth * 31 + shortlist) * 31 + breadth;
  }

  @Override
  public String toString() {
    return "lookahead(depth " + depth + ", shortlist " + shortlist + ", breadth " + breadth + ")";
  }
}
