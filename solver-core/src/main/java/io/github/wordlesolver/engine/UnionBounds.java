package io.github.wordlesolver.engine;

import java.util.Arrays;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

/**
 * Lower bounds for unions of a guess's buckets, recorded in normal mode when the guess is cut off
 * ({@link OptimalSearch#solveBuckets}), as the reference solver (github.com/alex1770/wordle) does:
 * per position, the buckets whose marks differ from the cut bucket's there only, and per two
 * positions gray in its marks, the nine that differ there only. Such a union is the bucket that a
 * guess with an uninformative letter in those positions leaves, and long tails of such guesses
 * follow a good one; the search looks the bound up before it searches that bucket ({@link
 * OptimalSearch}'s sibling bounds). In normal mode a union of disjoint sets costs at least the sum
 * of their costs, since an optimal strategy for the union is one for each part: the bound is the
 * sum of the buckets' bounds, the searched ones' included. Thread-safe (each thread groups codes in
 * its own array).
 */
final class UnionBounds {
  private final MarkTable table;
  private final int solvedCode;

  /** The weight of each position's mark in a code: 1, 3, 9, ... */
  private final int[] weights;

  /** Per thread: the bucket of each code of the guess being recorded, -1 for none. */
  private final ThreadLocal<int[]> bucketOfCode;

  private final LongAdder recorded = new LongAdder();

  UnionBounds(MarkTable table) {
    this.table = table;
    this.solvedCode = table.solvedCode();
    int length = table.guesses().wordLength();
    weights = new int[length];
    for (int k = 0, w = 1; k < length; k++, w *= 3) {
      weights[k] = w;
    }
    int codes = table.codeCount();
    bucketOfCode =
        ThreadLocal.withInitial(
            () -> {
              int[] of = new int[codes];
              Arrays.fill(of, -1);
              return of;
            });
  }

  /**
   * Gives {@code memo} (the search's memo's {@code record}) the bounds of the unions around bucket
   * {@code cut} of guess {@code g}, for the nodes below it with {@code depth} guesses left; bucket
   * {@code b} is {@code members[starts[b]..starts[b + 1])}, ascending, and costs at least {@code
   * bound[b]}. A union whose bound is no more than {@code 2} per answer, which the search knows
   * without the memo, is not recorded.
   */
  void record(
      Consumer<Memo.Entry> memo,
      int depth,
      int g,
      int[] members,
      int[] starts,
      int count,
      int[] bound,
      int cut) {
    int[] of = bucketOfCode.get();
    for (int b = 0; b < count; b++) {
      of[table.code(g, members[starts[b]])] = b;
    }
    int s = table.code(g, members[starts[cut]]);
    int[] picked = new int[9];
    for (int wk : weights) {
      int base = s - (s / wk % 3) * wk;
      int n = 0;
      for (int c = 0; c < 3; c++) {
        n = pick(of, base + c * wk, picked, n);
      }
      store(memo, depth, members, starts, bound, picked, n);
    }
    for (int k = 0; k < weights.length; k++) {
      for (int j = k + 1; j < weights.length; j++) {
        int wk = weights[k];
        int wj = weights[j];
        if (s / wk % 3 != 0 || s / wj % 3 != 0) {
          continue;
        }
        int n = 0;
        for (int c = 0; c < 3; c++) {
          for (int d = 0; d < 3; d++) {
            n = pick(of, s + c * wk + d * wj, picked, n);
          }
        }
        store(memo, depth, members, starts, bound, picked, n);
      }
    }
    for (int b = 0; b < count; b++) {
      of[table.code(g, members[starts[b]])] = -1;
    }
  }

  /** Adds the bucket of {@code code}, if any (the answer found is none), to {@code picked}. */
  private int pick(int[] of, int code, int[] picked, int n) {
    int b = code == solvedCode ? -1 : of[code];
    if (b >= 0) {
      picked[n++] = b;
    }
    return n;
  }

  /** Records the union of the {@code n} buckets picked, if two or more and worth it. */
  private void store(
      Consumer<Memo.Entry> memo,
      int depth,
      int[] members,
      int[] starts,
      int[] bound,
      int[] picked,
      int n) {
    if (n < 2) {
      return;
    }
    long sum = 0;
    int size = 0;
    for (int i = 0; i < n; i++) {
      sum += bound[picked[i]];
      size += starts[picked[i] + 1] - starts[picked[i]];
    }
    if (sum <= 2L * size) {
      return;
    }
    int[] union = new int[size];
    int at = 0;
    for (int i = 0; i < n; i++) {
      int b = picked[i];
      int m = starts[b + 1] - starts[b];
      System.arraycopy(members, starts[b], union, at, m);
      at += m;
    }
    Arrays.sort(union);
    int value = (int) Math.min(sum, SearchSpace.INFEASIBLE);
    memo.accept(new Memo.Entry(new Memo.Key(union, depth, null), value, false, -1));
    recorded.increment();
  }

  /** Returns how many bounds have been recorded (for tests). */
  long recorded() {
    return recorded.sum();
  }
}
