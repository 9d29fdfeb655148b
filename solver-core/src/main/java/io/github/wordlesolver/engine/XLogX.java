package io.github.wordlesolver.engine;

/**
 * Cached {@code x·ln x} and {@code ln x} for the bucket sizes entropy sums over. Sums are taken in
 * fixed point ({@link #fixed}, units of 2^-32) so that they are exact integers: equal multisets of
 * bucket sizes give bit-identical entropies whatever the order of the buckets, and the tie rule,
 * not rounding, decides between equal splits.
 */
final class XLogX {
  static final double FIXED_ONE = 0x1p32;
  static final double INV_LN2 = 1 / Math.log(2);
  private static final int CACHED = 1 << 15;
  private static final double[] X_LN_X = new double[CACHED];
  private static final double[] LN = new double[CACHED];

  static {
    for (int x = 1; x < CACHED; x++) {
      LN[x] = Math.log(x);
      X_LN_X[x] = x * LN[x];
    }
  }

  private XLogX() {}

  static double of(int x) {
    return x < CACHED ? X_LN_X[x] : x * Math.log(x);
  }

  /** Returns {@code x·ln x} in fixed point, units of 2^-32. */
  static long fixed(int x) {
    return Math.round(of(x) * FIXED_ONE);
  }

  static double log(int x) {
    return x < CACHED ? LN[x] : Math.log(x);
  }
}
