package io.github.wordlesolver.engine;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * Lower bounds on the total of a guess, without search or one guess deep: what proofs bound openers
 * out with and what the search cuts guesses off with. Thread-safe.
 */
final class LowerBounds {
  private final SearchSpace space;
  private final SingletonSplits splits;
  private final MarkTable table;
  private final Rule rule;
  private final int solvedCode;

  /** Parts per guess over all answers, made on first use ({@link #partsOverAll()}). */
  private volatile int @Nullable [] partsOverAll;

  LowerBounds(SearchSpace space, SingletonSplits splits) {
    this.space = space;
    this.splits = splits;
    this.table = space.table;
    this.rule = space.rule;
    this.solvedCode = space.solvedCode;
  }

  /**
   * Returns a lower bound on the total of playing {@code guess} first at {@code node}, without
   * search: its answers once each, and per unsolved bucket of {@code m} answers {@code 2m - 1}, or
   * {@code 2m} when no answer of the bucket splits it into singletons. Costs one split and {@code
   * O(m²)} look-ups per bucket.
   */
  int quickBound(Node node, int guess) {
    int total = node.size();
    for (int[] bucket : Buckets.split(table, guess, node.set(), false)) {
      total += bucketBound(bucket);
    }
    return total;
  }

  /**
   * Returns a lower bound on the total of playing {@code guess} first at {@code node}, one guess
   * deeper than {@link #quickBound}: per unsolved bucket of {@code m} answers, the larger of its
   * quick bound and the least over every guess the rule allows there of {@code 3m - t - c + u} (the
   * bucket's answers once each for the next guess, then {@code 2s - 1} for each of its {@code t}
   * parts but the one it may find, {@code c}, and one more for each of the {@code u} parts of three
   * or more that no answer of the part splits into singletons). Costs one pass over the mark table
   * per bucket, cut short where a guess cannot split finely enough: about 0.1 to 0.2 s of CPU for
   * an opener of the original lists.
   */
  int deepBound(Node node, int guess) {
    return deepBound(node, guess, SearchSpace.INFEASIBLE);
  }

  /**
   * As {@link #deepBound(Node, int)}, but stops deepening once the bound reaches {@code target}:
   * returns the deep bound if it is below {@code target}, otherwise a lower bound at or above
   * {@code target} (the {@link #quickBound} itself when that reaches it, with no pass at all).
   * Buckets are deepened largest first, so an opener far above the target costs a pass or two, not
   * one per bucket.
   */
  int deepBound(Node node, int guess, int target) {
    int[][] buckets = Buckets.split(table, guess, node.set(), true);
    int total = node.size();
    for (int b : bucketBounds(node, guess, buckets, rule.allowed(node.revealed()), target)) {
      total += b;
    }
    return total;
  }

  /**
   * Returns the bounds of {@code guess}'s {@code buckets} (largest first) at {@code node} that
   * {@link #deepBound(Node, int, int)} adds up: each bucket's quick bound, raised one guess deeper
   * (over the guesses of {@code allowed} the rule leaves it) largest bucket first while the total
   * is below {@code target}.
   */
  int[] bucketBounds(Node node, int guess, int[][] buckets, int[] allowed, int target) {
    int[] bound = new int[buckets.length];
    int total = node.size();
    for (int b = 0; b < buckets.length; b++) {
      bound[b] = bucketBound(buckets[b]);
      total += bound[b];
    }
    for (int b = 0; b < buckets.length && total < target; b++) {
      int[] bucket = buckets[b];
      // A candidate that splits the bucket into singletons meets 2m - 1 one guess deeper too.
      if (bucket.length < 3 || bound[b] == 2 * bucket.length - 1) {
        continue;
      }
      Node child = node.child(table, rule, guess, bucket);
      if (child.depth() >= 3) {
        int deeper = leastGuessBound(bucket, rule.allowed(child.revealed(), allowed), bound[b]);
        if (deeper > bound[b]) {
          total += deeper - bound[b];
          bound[b] = deeper;
        }
      }
    }
    return bound;
  }

  /**
   * Returns the least {@code 3m - t - c + u} over the guesses of {@code pool} for {@code set}
   * ({@link #deepBound(Node, int)}). A guess cannot split {@code set} into more parts than it
   * splits all answers into ({@link #partsOverAll}): one whose parts cannot bring the least lower
   * is not counted at all, and {@code u} is counted only for a guess whose {@code 3m - t - c} is
   * below the least so far. Stops once the least is down to {@code floor}, a bound it cannot go
   * below.
   */
  int leastGuessBound(int[] set, int[] pool, int floor) {
    int m = set.length;
    Scratch scratch = space.scratch();
    int[] counts = scratch.counts;
    int[] touched = scratch.touched;
    int[] parts = partsOverAll();
    int least = 3 * m;
    for (int g : pool) {
      if (3 * m - Math.min(m, parts[g]) - 1 >= least) {
        continue;
      }
      // A guess with more than least - 2m answers sharing parts cannot go below least.
      int t = table.countUnlessCollisions(g, set, m, counts, touched, least - 2 * m);
      if (t < 0) {
        continue;
      }
      least = Math.min(least, guessBound(g, set, t, least, scratch));
      if (least <= floor) {
        break;
      }
    }
    return least;
  }

  /**
   * Returns the bound {@code 3m - t - c + u} of guess {@code g} over {@code set} (see {@link
   * #leastGuessBound}), its {@code t} parts counted in {@code scratch}'s counts, which it clears;
   * {@code u} is counted only where the bound is below {@code least}, and no further than it.
   */
  int guessBound(int g, int[] set, int t, int least, Scratch scratch) {
    int m = set.length;
    int bound = 3 * m - t - (scratch.counts[solvedCode] > 0 ? 1 : 0);
    if (bound < least && t < m) {
      bound += unsplittableParts(g, set, t, least - bound, scratch);
    }
    MarkCounter.clear(scratch.counts, scratch.touched, t);
    return bound;
  }

  /**
   * Returns how many of the parts {@code g} splits {@code set} into (counted in {@code scratch}'s
   * counts at its first {@code t} touched codes) hold three or more answers of which none splits
   * the part into singletons, each of which costs one guess more than {@code 2s - 1}; counts no
   * further than {@code limit}. One more pass over the set and {@code O(s²)} look-ups per part.
   */
  int unsplittableParts(int g, int[] set, int t, int limit, Scratch scratch) {
    int[] counts = scratch.counts;
    int[] touched = scratch.touched;
    int[] next = scratch.partNext;
    int[] grouped = scratch.grouped;
    int at = 0;
    for (int k = 0; k < t; k++) {
      int code = touched[k];
      next[code] = -1;
      if (counts[code] >= 3) {
        next[code] = at;
        at += counts[code];
      }
    }
    if (at == 0) {
      return 0;
    }
    for (int a : set) {
      int code = table.code(g, a);
      if (next[code] >= 0) {
        grouped[next[code]++] = a;
      }
    }
    int unsplittable = 0;
    for (int k = 0; k < t && unsplittable < limit; k++) {
      int code = touched[k];
      if (counts[code] >= 3
          && !splits.hasPerfectCandidate(grouped, next[code] - counts[code], next[code])) {
        unsplittable++;
      }
    }
    return unsplittable;
  }

  /** Returns how many parts each guess splits all answers into: one pass over the table, once. */
  int[] partsOverAll() {
    int[] parts = partsOverAll;
    if (parts == null) {
      synchronized (this) {
        parts = partsOverAll;
        if (parts == null) {
          int guesses = table.guesses().size();
          int[] all = new int[table.answers().size()];
          Arrays.setAll(all, i -> i);
          Scratch scratch = space.scratch();
          int[] counted = new int[guesses];
          for (int g = 0; g < guesses; g++) {
            int t = table.count(g, all, all.length, scratch.counts, scratch.touched);
            MarkCounter.clear(scratch.counts, scratch.touched, t);
            counted[g] = t;
          }
          partsOverAll = parts = counted;
        }
      }
    }
    return parts;
  }

  /** A bucket's bound before any search: 1, 3, then 2m - 1, or 2m with no perfect candidate. */
  int bucketBound(int[] bucket) {
    return bucketBound(bucket, 0, bucket.length);
  }

  /** {@link #bucketBound(int[])} of the bucket {@code set[from..to)}. */
  int bucketBound(int[] set, int from, int to) {
    int m = to - from;
    return m >= 3 && !splits.hasPerfectCandidate(set, from, to) ? 2 * m : 2 * m - 1;
  }
}
