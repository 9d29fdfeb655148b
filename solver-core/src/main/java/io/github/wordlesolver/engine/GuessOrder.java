package io.github.wordlesolver.engine;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.internal.GuessEstimate;
import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The order in which a node's guesses are tried, on which the search's determinism rests: a scan of
 * the pool keeps the guesses that split the set below the cutoff, by the lower bound {@code 3n - t
 * - c}, then (a group of equal bounds at a time) by an estimate of the subtree, then by guess
 * index; in normal mode only the first guess of each partition. Thread-safe (each thread scans in
 * its own scratch).
 */
final class GuessOrder {
  private final SearchSpace space;
  private final SingletonSplits splits;
  private final MarkTable table;
  private final Rule rule;
  private final int solvedCode;

  /** {@link #estimateMilli} by bucket size. */
  private final long[] estimates;

  GuessOrder(SearchSpace space, SingletonSplits splits) {
    this.space = space;
    this.splits = splits;
    this.table = space.table;
    this.rule = space.rule;
    this.solvedCode = space.solvedCode;
    this.estimates = estimatesMilli(table.answers().size());
  }

  /**
   * Returns every guess of {@code options} in the order the search tries them, preparing every
   * group: what {@link FeasibilityCheck} tries in rounds and tests of the order read.
   */
  int[] guesses(Options options, int[] set) {
    for (int i = 0; has(options, i, set); i++) {
      // Prepares every group.
    }
    return Arrays.copyOf(options.guess, options.size);
  }

  /**
   * Returns the guesses {@link OptimalSearch} tries at {@code node} under {@code cutoff}, in the
   * order it tries them (what the scan keeps): for tests of the order, the cut-offs and the
   * normal-mode dedupe. The node must hold at least three answers.
   */
  int[] order(Node node, int cutoff) {
    if (node.depth() == 2) {
      int g = splits.finishInTwo(new Memo.Key(node.set(), 2, null), node, null, null).guess;
      return g < 0 ? new int[0] : new int[] {g};
    }
    Options quick = candidateSplit(node.set());
    Options options =
        quick != null
            ? quick
            : scan(node.set(), rule.allowed(node.revealed()), cutoff, false, null);
    return guesses(options, node.set());
  }

  /**
   * The distinct useful guesses of a node, best bound first; prepared a group of equal bounds at a
   * time ({@link #has}), as the search stops at the first bound that reaches its best total.
   */
  static final class Options {
    /** The guesses prepared so far, in the order the search tries them. */
    int size;

    /** The least bound among guesses the scan dropped for reaching the cutoff. */
    int droppedBound = SearchSpace.INFEASIBLE;

    final int[] guess;
    final int[] lower;
    final int[] parts;

    /** The guesses not yet prepared, as {@code bound << 32 | guess}, in ascending order. */
    final long[] pending;

    int taken;

    /** The node's slice, its guesses the node's pool, or null to read the table. */
    @Nullable CodeSlice slice;

    Options(int capacity, long[] pending) {
      guess = new int[capacity];
      lower = new int[capacity];
      parts = new int[capacity];
      this.pending = pending;
    }

    /** One guess that is the node's best, with nothing pending. */
    static Options only(int guess, int lower, int parts) {
      Options one = new Options(1, new long[0]);
      one.guess[0] = guess;
      one.lower[0] = lower;
      one.parts[0] = parts;
      one.size = 1;
      return one;
    }
  }

  /**
   * Returns whether {@code options} has an {@code i}-th guess, preparing the next group of equal
   * bounds when needed: in normal mode one guess per distinct partition (the first, compared
   * exactly, not just by hash), ordered by estimate, then guess index. Equal partitions have equal
   * bounds, so each group is deduplicated on its own.
   */
  boolean has(Options options, int i, int[] set) {
    while (i >= options.size && options.taken < options.pending.length) {
      prepareGroup(options, set);
    }
    return i < options.size;
  }

  private void prepareGroup(Options options, int[] set) {
    int n = set.length;
    long[] pending = options.pending;
    int first = options.taken;
    int bound = (int) (pending[first] >>> 32);
    int end = first;
    while (end < pending.length && (int) (pending[end] >>> 32) == bound) {
      end++;
    }
    options.taken = end;
    Scratch scratch = space.scratch();
    int[] counts = scratch.counts;
    int[] touched = scratch.touched;
    int[] labelOf = scratch.labelOf;
    int[] labels = scratch.labels(n);
    Long2IntOpenHashMap seen = scratch.seen;
    seen.clear();
    int[] keep = new int[end - first];
    int[] parts = new int[end - first];
    long[] estimate = new long[end - first];
    int kept = 0;
    boolean normal = rule.mode() == Mode.NORMAL;
    for (int k = first; k < end; k++) {
      int g = (int) pending[k];
      int t = label(g, set, options.slice, labelOf, counts, touched, labels);
      long hash = normal ? hash(labels, n) : 0; // only normal mode merges equal partitions
      long est = 0;
      for (int c = 0; c < t; c++) {
        int code = touched[c];
        if (code != solvedCode) {
          est += estimates[counts[code]];
        }
        counts[code] = 0;
        labelOf[code] = 0;
      }
      // Equal partitions have equal subtrees only in normal mode: in hard modes two guesses that
      // split alike still reveal different letters, which allow different guesses later.
      int twin = normal ? seen.get(hash) : -1;
      if (twin >= 0 && samePartition(keep[twin], set, labels, labelOf, touched)) {
        continue;
      }
      if (twin < 0 && normal) {
        seen.put(hash, kept);
      }
      keep[kept] = g;
      parts[kept] = t;
      estimate[kept] = est;
      kept++;
    }
    int[] order = new int[kept];
    Arrays.setAll(order, i -> i);
    IntArrays.quickSort(
        order,
        (x, y) ->
            estimate[x] != estimate[y]
                ? Long.compare(estimate[x], estimate[y])
                : Integer.compare(keep[x], keep[y]));
    int start = options.size;
    for (int i = 0; i < kept; i++) {
      options.guess[start + i] = keep[order[i]];
      options.lower[start + i] = bound;
      options.parts[start + i] = parts[order[i]];
    }
    options.size = start + kept;
  }

  /**
   * Scans the pool of a node with three or more guesses left ({@link SingletonSplits#finishInTwo}
   * answers those with two). A candidate that splits the set into singletons is the only option
   * ({@link #candidateSplit}). Else it only counts each guess's buckets (one pass over its
   * mark-table row) and drops guesses that do not split the set, and guesses whose bound reaches
   * the cutoff, remembering the least such bound. The survivors are sorted by bound; their
   * partitions are compared and estimated only when the search reaches their bound ({@link #has}).
   */
  Options scan(int[] set, int[] pool, int cutoff) {
    return scan(set, pool, null, cutoff);
  }

  /**
   * As {@link #scan(int[], int[], int)}, where {@code parts}, when not null, bounds the parts each
   * guess of the pool splits the set into ({@link Pool#parts}): a guess with {@code t} parts, one
   * more if it may be the answer, goes below the cutoff only if {@code t + 1 > 3n - cutoff}, so a
   * guess whose bound says it cannot is dropped without reading its row.
   */
  Options scan(int[] set, int[] pool, int @Nullable [] parts, int cutoff) {
    Options quick = candidateSplit(set);
    return quick != null ? quick : scan(set, pool, parts, cutoff, true, null);
  }

  /**
   * As {@link #scan(int[], int[], int)}, but without first looking for a candidate that splits the
   * set into singletons ({@link #candidateSplit}); with {@code stopAtExact} it returns only the
   * first guess of the order when that guess's bound is its exact total (it leaves no bucket above
   * two), as no later guess can then do better. With {@code slice}, the node's own (its guesses the
   * pool, its answers the set), it gathers each row of the slice as it counts it.
   */
  Options scan(int[] set, int[] pool, int cutoff, boolean stopAtExact, @Nullable CodeSlice slice) {
    return scan(set, pool, null, cutoff, stopAtExact, slice);
  }

  private Options scan(
      int[] set,
      int[] pool,
      int @Nullable [] parts,
      int cutoff,
      boolean stopAtExact,
      @Nullable CodeSlice slice) {
    int n = set.length;
    // Parts (and the answer found) a guess needs to go below the cutoff: more than this.
    long needMore = 3L * n - cutoff;
    byte[] codes = slice == null ? null : slice.codes;
    Scratch scratch = space.scratch();
    int[] identity = scratch.identity;
    int[] counts = scratch.counts;
    int[] touched = scratch.touched;
    int[] survivors = scratch.survivors;
    int[] bounds = scratch.bounds;
    int alive = 0;
    int droppedBound = SearchSpace.INFEASIBLE;
    // A guess survives only if 3n - t - candidate < cutoff, so t >= 3n - cutoff: no more than
    // cutoff - 2n candidates may share a bucket.
    int maxCollisions = (int) Math.min(n, (long) cutoff - 2L * n);
    // The first guess in the final order so far (least bound, then estimate, then index), and
    // whether it leaves no bucket above two: then its bound is its exact total, no other guess
    // can go below it, and the search would try it first, so phase two is not needed.
    int firstGuess = -1;
    int firstLower = SearchSpace.INFEASIBLE;
    long firstEstimate = Long.MAX_VALUE;
    int firstParts = 0;
    boolean firstPairs = false;
    for (int p = 0; p < pool.length; p++) {
      int g = pool[p];
      if (parts != null && Math.min(parts[p], n) + 1 <= needMore) {
        droppedBound = Math.min(droppedBound, cutoff);
        continue;
      }
      int base = slice == null ? -1 : slice.gather(p);
      int t =
          codes != null && base >= 0
              ? MarkTable.countUnlessCollisions(
                  codes, base, identity, n, counts, touched, maxCollisions)
              : table.countUnlessCollisions(g, set, n, counts, touched, maxCollisions);
      if (t < 0) {
        droppedBound = Math.min(droppedBound, cutoff);
        continue;
      }
      boolean candidate = counts[solvedCode] > 0;
      int bound = 3 * n - t - (candidate ? 1 : 0);
      boolean contender =
          stopAtExact && bound <= firstLower && bound < cutoff && (t > 1 || candidate);
      int largest = 0;
      long est = 0;
      for (int k = 0; k < t; k++) {
        int code = touched[k];
        if (contender) {
          int size = counts[code];
          largest = Math.max(largest, size);
          est += code == solvedCode ? 0 : estimates[size];
        }
        counts[code] = 0;
      }
      if (contender
          && (bound < firstLower
              || est < firstEstimate
              || (est == firstEstimate && g < firstGuess))) {
        firstGuess = g;
        firstLower = bound;
        firstEstimate = est;
        firstParts = t;
        firstPairs = largest <= 2;
      }
      if (t == 1 && !candidate) {
        continue;
      }
      if (bound >= cutoff) {
        droppedBound = Math.min(droppedBound, bound);
        continue;
      }
      survivors[alive] = g;
      bounds[alive++] = bound;
    }
    if (firstPairs) {
      return Options.only(firstGuess, firstLower, firstParts);
    }
    // Sorted by bound, then guess: the bounds lie in [2n - 1, 3n], and the survivors come in
    // ascending guess order (pools keep the list's order), so a stable counting sort does it.
    int low = 2 * n - 1;
    int[] start = scratch.boundStarts(n + 3);
    for (int i = 0; i < alive; i++) {
      start[bounds[i] - low + 1]++;
    }
    for (int k = 1; k < n + 3; k++) {
      start[k] += start[k - 1];
    }
    long[] pending = new long[alive];
    for (int i = 0; i < alive; i++) {
      pending[start[bounds[i] - low]++] = (long) bounds[i] << 32 | survivors[i];
    }
    Arrays.fill(start, 0, n + 3, 0);
    Options options = new Options(alive, pending);
    options.droppedBound = droppedBound;
    options.slice = slice;
    return options;
  }

  /**
   * Returns the guesses of {@code pool} that split {@code set} as no guess before them in {@code
   * pool} does (the same grouping and the same answer found), in pool order: {@code pool} itself
   * when every partition is distinct. In normal mode a subset of {@code set} gets from any guess of
   * {@code pool} the partition it gets from the first guess of its class here, so the search below
   * a node may scan these alone: the same bounds, estimates and least indices, hence the same
   * values and choices. One labelling pass over the set per guess.
   */
  int[] firstOfEachPartition(int[] set, int[] pool) {
    return firstOfEachPartition(set, pool, null);
  }

  /**
   * As {@link #firstOfEachPartition(int[], int[])}, also writing to {@code partsOut} (room for
   * {@code pool.length}, or null) how many parts each guess kept splits {@code set} into, in the
   * order of the guesses returned: no subset of {@code set} splits into more.
   */
  int[] firstOfEachPartition(int[] set, int[] pool, int @Nullable [] partsOut) {
    int n = set.length;
    Scratch scratch = space.scratch();
    int[] counts = scratch.counts;
    int[] touched = scratch.touched;
    int[] labelOf = scratch.labelOf;
    int[] labels = scratch.labels(n);
    Long2IntOpenHashMap seen = scratch.seen;
    seen.clear();
    int[] keep = new int[pool.length];
    int kept = 0;
    for (int g : pool) {
      int t = label(g, set, null, labelOf, counts, touched, labels);
      for (int c = 0; c < t; c++) {
        counts[touched[c]] = 0;
        labelOf[touched[c]] = 0;
      }
      long hash = hash(labels, n);
      int twin = seen.get(hash);
      if (twin >= 0 && samePartition(keep[twin], set, labels, labelOf, touched)) {
        continue;
      }
      if (twin < 0) {
        seen.put(hash, kept);
      }
      if (partsOut != null) {
        partsOut[kept] = t;
      }
      keep[kept++] = g;
    }
    return kept == pool.length ? pool : Arrays.copyOf(keep, kept);
  }

  /** A hash of the first {@code n} labels (FNV-style), to find partitions that may be equal. */
  private static long hash(int[] labels, int n) {
    long hash = 0x9E3779B97F4A7C15L;
    for (int i = 0; i < n; i++) {
      hash = (hash ^ (labels[i] + 2)) * 0x100000001B3L;
    }
    return hash;
  }

  /**
   * Labels {@code set} by guess {@code g}: buckets numbered from 1 in order of first appearance,
   * the solved bucket as -1; fills {@code counts}, {@code touched} and {@code labelOf} (which the
   * caller resets) and returns the number of distinct codes.
   */
  private int label(
      int g,
      int[] set,
      @Nullable CodeSlice slice,
      int[] labelOf,
      int[] counts,
      int[] touched,
      int[] labels) {
    // A wide slice keeps its codes by column: the table's row is read in order instead.
    byte[] codes = slice == null ? null : slice.byRow();
    int base = codes == null || slice == null ? 0 : slice.row(g) * set.length;
    int t = 0;
    for (int i = 0; i < set.length; i++) {
      int code = codes != null ? codes[base + i] & 0xFF : table.code(g, set[i]);
      if (counts[code]++ == 0) {
        touched[t++] = code;
        labelOf[code] = t;
      }
      labels[i] = code == solvedCode ? -1 : labelOf[code];
    }
    return t;
  }

  /**
   * Whether guess {@code h} labels {@code set} as {@code labelsOfG} does. Equal labels mean the
   * same grouping and the same solved candidate, hence the same subtree cost. Leaves the scratch
   * arrays as it found them (zeroed).
   */
  private boolean samePartition(int h, int[] set, int[] labelsOfG, int[] labelOf, int[] touched) {
    int t = 0;
    boolean same = true;
    for (int i = 0; i < set.length && same; i++) {
      int code = table.code(h, set[i]);
      if (labelOf[code] == 0) {
        touched[t++] = code;
        labelOf[code] = t;
      }
      same = (code == solvedCode ? -1 : labelOf[code]) == labelsOfG[i];
    }
    for (int k = 0; k < t; k++) {
      labelOf[touched[k]] = 0;
    }
    return same;
  }

  /**
   * Returns a one-guess option list when a candidate splits the rest into singletons: it meets the
   * bound {@code 2n - 1}, so no other guess can do better; the lowest guess index wins ties,
   * whatever the order of the set.
   */
  @Nullable Options candidateSplit(int[] set) {
    int best = splits.perfectCandidate(set);
    if (best < 0) {
      return null;
    }
    return Options.only(best, 2 * set.length - 1, set.length);
  }

  /** Estimated total guesses for a bucket of {@code m}, in thousandths (for ordering only). */
  private static long estimateMilli(int m) {
    return Math.round(GuessEstimate.total(m) * 1e6) / 1000;
  }

  /** {@link #estimateMilli} of every bucket size up to the table's answers, looked up in scans. */
  private static long[] estimatesMilli(int answers) {
    long[] estimates = new long[answers + 1];
    for (int m = 1; m <= answers; m++) {
      estimates[m] = estimateMilli(m);
    }
    return estimates;
  }
}
