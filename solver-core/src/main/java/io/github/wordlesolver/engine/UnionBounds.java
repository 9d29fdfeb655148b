package io.github.wordlesolver.engine;

import java.util.Arrays;

/**
 * Lower bounds inferred, in normal mode, for sets that are unions of a guess's buckets, recorded
 * when a guess is cut off: the buckets whose marks differ in one position only (or in two gray
 * ones) make up the bucket that a guess with an uninformative letter there would leave, and in
 * normal mode a union of disjoint sets costs at least the sum of their costs (an optimal strategy
 * for the union is a strategy for each part). Thread-safe (each thread groups in its own space).
 */
final class UnionBounds {
  private final MarkTable table;
  private final int solvedCode;
  private final int[] weights;
  private final ThreadLocal<int[]> bucketOfCode;

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
   * Records, for the node below guess {@code g} with {@code depth} guesses left, the bounds of the
   * unions around bucket {@code cut}: per position, the buckets that differ from it there only;
   * per two positions gray in its marks, the nine that differ there only. Bucket {@code b} is
   * {@code members[starts[b]..starts[b + 1])} and costs at least {@code bound[b]}.
   */
  void record(
      Memo<Memo.Entry> memo,
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
    for (int k = 0; k < weights.length; k++) {
      int wk = weights[k];
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

  private int pick(int[] of, int code, int[] picked, int n) {
    int b = code == solvedCode ? -1 : of[code];
    if (b >= 0) {
      picked[n++] = b;
    }
    return n;
  }

  private static void store(
      Memo<Memo.Entry> memo,
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
      return; // no better than the bound any set of this size gets without the memo
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
    memo.record(new Memo.Entry(new Memo.Key(union, depth, null), value, false, -1));
  }
}
