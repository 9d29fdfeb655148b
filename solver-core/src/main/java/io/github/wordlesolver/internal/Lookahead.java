package io.github.wordlesolver.internal;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.solver.MarkTable;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * Estimates the total number of guesses needed to find every candidate after a guess: the guess
 * itself for each candidate, plus, for each bucket, the best of its {@code breadth} best follow-up
 * guesses by entropy, searched {@code depth} levels deep; below that a bucket of {@code m}
 * candidates is estimated from its size alone. In hard modes follow-ups obey the rule as it will
 * stand after each bucket's marks.
 */
final class Lookahead implements Scorer {
  static final Lookahead DEFAULT = new Lookahead(1, 24, 6);

  private final int depth;
  private final int shortlist;
  private final int breadth;

  Lookahead(int depth, int shortlist, int breadth) {
    if (depth < 0 || depth > 2 || shortlist < 1 || breadth < 1) {
      throw new IllegalArgumentException("lookahead needs depth 0..2 and widths >= 1: depth "
          + depth + ", shortlist " + shortlist + ", breadth " + breadth);
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

  /**
   * Returns the estimated total; sums are exact integers in units of {@link #UNIT}, so equal
   * splits get equal costs whatever the order of their buckets.
   */
  @Override
  public double cost(Partition partition) {
    if (!(partition instanceof PartitionView view)) {
      long total = (long) partition.candidates() * UNIT;
      for (int k = 0; k < partition.patterns(); k++) {
        total += partition.code(k) == solvedCode(partition) ? 0 : estimate(partition.size(k));
      }
      return (double) total / UNIT;
    }
    if (view.n <= ENDGAME && view.guessesLeft > 0) {
      return endgameCost(view);
    }
    return (double) splitCost(view, depth, Long.MAX_VALUE) / UNIT;
  }

  /** At or below this many candidates, buckets are solved exactly within the guesses left. */
  static final int ENDGAME = 24;
  /** The extra cost of a bucket that cannot be solved within the guesses left. */
  private static final int OVER_LIMIT = 1_000_000;
  private static final int UNLIMITED = 20;

  /**
   * The exact total when few candidates remain: each bucket's optimal subtree within the guesses
   * left (hard-mode rules included), so a guess that risks running out of guesses costs more than
   * any that does not.
   */
  private double endgameCost(PartitionView view) {
    TreeSearch search = view.endgame();
    HardRule rule = view.rule;
    String guess = view.table.guesses().get(view.guess());
    long total = view.n;
    for (int k = 0; k < view.patterns(); k++) {
      if (!view.isSolved(k)) {
        int[] members = view.members(k);
        Arrays.sort(members);
        Constraints child = rule == null ? null : rule.after(guess, view.code(k)).constraints();
        int value = search.solve(members, view.guessesLeft, child, TreeSearch.INFEASIBLE);
        if (value >= TreeSearch.INFEASIBLE) {
          // Too few guesses left whatever comes next: still prefer the fewest guesses overall.
          value = OVER_LIMIT + search.solve(members, UNLIMITED, child, TreeSearch.INFEASIBLE);
        }
        total += value;
      }
    }
    return total;
  }

  /** Costs are summed in millionths of a guess. */
  private static final long UNIT = 1_000_000;

  private static int solvedCode(Partition partition) {
    return Marking.pow3(partition.table().answers().wordLength()) - 1;
  }

  /** Cost of the split in {@code view}: its candidates once each, plus every unsolved bucket. */
  private long splitCost(PartitionView view, int levels, long bound) {
    long total = view.n * UNIT;
    for (int k = 0; k < view.patterns() && total < bound; k++) {
      if (!view.isSolved(k)) {
        int size = view.size(k);
        HardRule rule = view.rule;
        total += size <= 2 || levels == 0 ? estimate(size)
            : bestCost(view.table, view.pool, view.members(k), levels - 1,
                rule == null ? null : rule.after(view.table.guesses().get(view.guess()), view.code(k)));
      }
    }
    return total;
  }

  /** Best cost over the {@code breadth} best follow-ups for {@code bucket}. */
  private long bestCost(MarkTable table, int[] pool, int[] bucket, int levels,
      @Nullable HardRule rule) {
    int m = bucket.length;
    int[] options = withCandidates(table, pool, bucket);
    if (rule != null) {
      options = rule.filter(table.guesses(), options);
    }
    Ranker.Ranking follow = Ranker.rank(table, options, bucket, m, BuiltInScorers.ENTROPY, breadth,
        false, rule, 0);
    PartitionView view = new PartitionView(table, options, rule, 0);
    long best = Long.MAX_VALUE;
    for (int i = 0; i < follow.size() && best > (2L * m - 1) * UNIT; i++) {
      view.split(follow.guesses[i], bucket, m);
      best = Math.min(best, splitCost(view, levels, best));
    }
    return best;
  }

  /** Returns {@code pool} plus the guess indices of the bucket's answers that it lacks. */
  private static int[] withCandidates(MarkTable table, int[] pool, int[] bucket) {
    int[] out = java.util.Arrays.copyOf(pool, pool.length + bucket.length);
    int n = pool.length;
    for (int a : bucket) {
      int g = table.guesses().indexOfPacked(table.answers().packed(a));
      if (g >= 0 && !contains(pool, g)) {
        out[n++] = g;
      }
    }
    return n == out.length ? out : java.util.Arrays.copyOf(out, n);
  }

  private static boolean contains(int[] pool, int g) {
    for (int x : pool) {
      if (x == g) {
        return true;
      }
    }
    return false;
  }

  /**
   * Estimated total guesses to find each of {@code m} candidates with no information yet used:
   * exact for one and two, otherwise the larger of the all-singletons bound {@code 2m-1} and a
   * log-shaped fit to optimal play on the original lists.
   */
  static long estimate(int m) {
    if (m <= 2) {
      return (2L * m - 1) * UNIT;
    }
    return Math.round(Math.max(2 * m - 1, m * (1 + Math.log(m) / Math.log(FIT_BASE))) * UNIT);
  }

  private static final double FIT_BASE = 12;

  @Override
  public String toString() {
    return "lookahead(depth " + depth + ", shortlist " + shortlist + ", breadth " + breadth + ")";
  }
}
