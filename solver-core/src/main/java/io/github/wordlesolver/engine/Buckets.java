package io.github.wordlesolver.engine;

import java.util.Arrays;

/**
 * Splits a set of answers into buckets by the marks one guess gets: the one place the engine turns
 * a set and a guess into the sets below it. Thread-safe: each thread counts in space of its own.
 */
public final class Buckets {
  private Buckets() {}

  /**
   * Returns the buckets of {@code set} under {@code guess}, leaving out the answer the guess finds
   * (all green); members keep the order of {@code set}. Buckets come in code order, or with {@code
   * largestFirst} largest first (ties in code order).
   */
  public static int[][] split(MarkTable table, int guess, int[] set, boolean largestFirst) {
    return split(table, guess, set, largestFirst ? -1 : 0);
  }

  /**
   * As {@link #split(MarkTable, int, int[], boolean)}, smallest first (ties in code order): the
   * order in which a check that every bucket can be finished meets a lost bucket soonest for least
   * work, as small buckets are cheap to search.
   */
  public static int[][] smallestFirst(MarkTable table, int guess, int[] set) {
    return split(table, guess, set, 1);
  }

  /** Splits with buckets by size: descending if {@code bySize < 0}, ascending if above 0. */
  private static int[][] split(MarkTable table, int guess, int[] set, int bySize) {
    Scratch space = SCRATCH.get();
    int[] members = space.members(set.length);
    int[] starts = space.starts(table.codeCount() + 1);
    int distinct = group(table, guess, set, bySize, members, starts);
    int[][] buckets = new int[distinct][];
    for (int b = 0; b < distinct; b++) {
      buckets[b] = Arrays.copyOfRange(members, starts[b], starts[b + 1]);
    }
    return buckets;
  }

  /**
   * Groups {@code set} by the marks {@code guess} gets into {@code members}, bucket after bucket as
   * {@link #split(MarkTable, int, int[], boolean)} orders them (largest first with {@code
   * largestFirst}, else in code order), each keeping the order of {@code set}, without the answer
   * the guess finds; bucket {@code b} is {@code members[starts[b]..starts[b + 1])}. Returns the
   * number of buckets. Allocation-free: lets a search bound a guess's buckets before it makes
   * arrays of them.
   *
   * @param members room for {@code set.length} answers
   * @param starts room for one more than {@link MarkTable#codeCount()} entries
   */
  static int group(
      MarkTable table, int guess, int[] set, boolean largestFirst, int[] members, int[] starts) {
    return group(table, guess, set, largestFirst ? -1 : 0, members, starts);
  }

  private static int group(
      MarkTable table, int guess, int[] set, int bySize, int[] members, int[] starts) {
    int n = set.length;
    int solved = table.solvedCode();
    Scratch space = SCRATCH.get();
    int[] codeOf = space.codeOf(n);
    MarkCounter marks = space.marks(table.codeCount());
    int[] order = space.order;
    for (int i = 0; i < n; i++) {
      int code = table.code(guess, set[i]);
      codeOf[i] = code;
      if (code != solved) {
        marks.add(code);
      }
    }
    int distinct = marks.distinct();
    if (bySize != 0) {
      // By size, then code: each code's size and code packed in a long, sorted as numbers.
      long[] keys = space.keys;
      for (int k = 0; k < distinct; k++) {
        int code = marks.code(k);
        long size = bySize < 0 ? n - marks.count(code) : marks.count(code);
        keys[k] = size << 32 | code;
      }
      Arrays.sort(keys, 0, distinct);
      for (int k = 0; k < distinct; k++) {
        order[k] = (int) keys[k];
      }
    } else {
      // In code order: the codes seen as bits, read back lowest first (no scan of every code).
      long[] seen = space.seen;
      for (int k = 0; k < distinct; k++) {
        int code = marks.code(k);
        seen[code >>> 6] |= 1L << code;
      }
      for (int w = 0, k = 0; k < distinct; w++) {
        for (long bits = seen[w]; bits != 0; bits &= bits - 1) {
          order[k++] = w << 6 | Long.numberOfTrailingZeros(bits);
        }
        seen[w] = 0;
      }
    }
    // next[code]: where the bucket of code takes its next member (set here for every code seen).
    int[] next = space.next;
    int at = 0;
    for (int b = 0; b < distinct; b++) {
      starts[b] = at;
      int code = order[b];
      next[code] = at;
      at += marks.count(code);
    }
    starts[distinct] = at;
    for (int i = 0; i < n; i++) {
      int code = codeOf[i];
      if (code != solved) {
        members[next[code]++] = set[i];
      }
    }
    marks.clear();
    return distinct;
  }

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  /**
   * Counting space reused from split to split within a thread; the counter is empty between uses.
   */
  private static final class Scratch {
    int[] codeOf = new int[64];
    MarkCounter marks = new MarkCounter(0);
    int[] order = new int[0];
    int[] next = new int[0];
    long[] keys = new long[0];

    /** One bit per code, all zero between uses. */
    long[] seen = new long[0];

    int[] members = new int[64];
    int[] starts = new int[0];

    int[] codeOf(int n) {
      if (codeOf.length < n) {
        codeOf = new int[Math.max(n, 2 * codeOf.length)];
      }
      return codeOf;
    }

    MarkCounter marks(int codes) {
      if (order.length < codes) {
        marks = new MarkCounter(codes);
        order = new int[codes];
        next = new int[codes];
        keys = new long[codes];
        seen = new long[(codes + 63) >>> 6];
      }
      return marks;
    }

    int[] members(int n) {
      if (members.length < n) {
        members = new int[Math.max(n, 2 * members.length)];
      }
      return members;
    }

    int[] starts(int size) {
      if (starts.length < size) {
        starts = new int[size];
      }
      return starts;
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
    return Arrays.copyOf(out, m);
  }
}
