package io.github.wordlesolver.engine;

import it.unimi.dsi.fastutil.ints.IntArrays;

/**
 * Splits a set of answers into buckets by the marks one guess gets: the one place the engine
 * turns a set and a guess into the sets below it. Thread-safe: each thread counts in space
 * of its own.
 */
public final class Buckets {
  private Buckets() {}

  /**
   * Returns the buckets of {@code set} under {@code guess}, leaving out the answer the guess
   * finds (all green); members keep the order of {@code set}. Buckets come in code order, or
   * with {@code largestFirst} largest first (ties in code order).
   */
  public static int[][] split(MarkTable table, int guess, int[] set, boolean largestFirst) {
    return split(table, guess, set, largestFirst ? -1 : 0);
  }

  /**
   * As {@link #split(MarkTable, int, int[], boolean)}, smallest first (ties in code order): the
   * order in which a check that every bucket can be finished meets a lost bucket soonest for
   * least work, as small buckets are cheap to search.
   */
  public static int[][] smallestFirst(MarkTable table, int guess, int[] set) {
    return split(table, guess, set, 1);
  }

  /** Splits with buckets by size: descending if {@code bySize < 0}, ascending if above 0. */
  private static int[][] split(MarkTable table, int guess, int[] set, int bySize) {
    int n = set.length;
    int codes = table.codeCount();
    int solved = table.solvedCode();
    Scratch space = SCRATCH.get();
    int[] codeOf = space.codeOf(n);
    int[] counts = space.counts(codes);
    int[] slot = space.slot;
    int distinct = 0;
    for (int i = 0; i < n; i++) {
      int code = table.code(guess, set[i]);
      codeOf[i] = code;
      if (code != solved && counts[code]++ == 0) {
        distinct++;
      }
    }
    int[] order = new int[distinct];
    for (int code = 0, k = 0; k < distinct; code++) {
      if (counts[code] > 0 && code != solved) {
        order[k++] = code;
      }
    }
    if (bySize != 0) {
      IntArrays.mergeSort(order, (x, y) -> bySize * Integer.compare(counts[x], counts[y]));
    }
    int[][] buckets = new int[distinct][];
    for (int b = 0; b < distinct; b++) {
      slot[order[b]] = b;
      buckets[b] = new int[counts[order[b]]];
      counts[order[b]] = 0; // from here on, how many members bucket b has so far
    }
    for (int i = 0; i < n; i++) {
      if (codeOf[i] != solved) {
        int b = slot[codeOf[i]];
        buckets[b][counts[codeOf[i]]++] = set[i];
      }
    }
    for (int code : order) {
      counts[code] = 0;
    }
    return buckets;
  }

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  /** Counting space reused from split to split within a thread; counts are zero between uses. */
  private static final class Scratch {
    int[] codeOf = new int[64];
    int[] counts = new int[0];
    int[] slot = new int[0];

    int[] codeOf(int n) {
      if (codeOf.length < n) {
        codeOf = new int[Math.max(n, 2 * codeOf.length)];
      }
      return codeOf;
    }

    int[] counts(int codes) {
      if (counts.length < codes) {
        counts = new int[codes];
        slot = new int[codes];
      }
      return counts;
    }
  }

  /** Returns the members of {@code set[0..n)} that give {@code guess} the marks {@code code}. */
  public static int[] bucket(MarkTable table, int guess, int[] set, int n, int code) {
    int[] out = new int[n];
    int m = 0;
    for (int i = 0; i < n; i++) {
      if (table.code(guess, set[i]) == code) {
        out[m++] = set[i];
      }
    }
    return java.util.Arrays.copyOf(out, m);
  }
}
