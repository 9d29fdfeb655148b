package io.github.wordlesolver.internal;

/**
 * The estimate of the guesses a set of candidates needs, knowing only how many there are: the one
 * place it is written. The lookahead scorer sums it in millionths, the searches order their options
 * by it and the multi-board strategy sums it unrounded. Not part of the API: the engine's tuning
 * may change it. O(1), allocation-free.
 */
public final class GuessEstimate {
  /** The base of the log-shaped fit to optimal play on the original lists. */
  private static final double FIT_BASE = 12;

  private GuessEstimate() {}

  /**
   * Returns the estimate of the mean number of guesses, the one that finds it included, to find one
   * of {@code m >= 1} equally likely candidates, unrounded: {@code 1} for one, {@code 1.5} for two,
   * otherwise the larger of the all-singletons bound {@code 2 - 1/m} and {@code 1 + log12 m}. Does
   * not check {@code m}.
   */
  public static double guessesPerAnswer(int m) {
    return Math.max(2 - 1.0 / m, 1 + Math.log(m) / Math.log(FIT_BASE));
  }

  /**
   * Returns the estimate of the total guesses needed to find each of {@code m >= 1} candidates, in
   * millionths: {@code m} times {@link #guessesPerAnswer}, rounded. Does not check {@code m}.
   */
  public static long totalMillionths(int m) {
    return Math.round(m * guessesPerAnswer(m) * 1_000_000L);
  }

  /**
   * Returns {@link #totalMillionths} as a number of guesses ({@code 1} for one, {@code 3} for two).
   *
   * @throws IllegalArgumentException if {@code m < 1}
   */
  public static double total(int m) {
    return totalMillionths(checkBucket(m)) / 1e6;
  }

  /**
   * Returns {@link #guessesPerAnswer}, checking {@code m}.
   *
   * @throws IllegalArgumentException if {@code m < 1}
   */
  public static double guesses(int m) {
    return guessesPerAnswer(checkBucket(m));
  }

  private static int checkBucket(int m) {
    if (m < 1) {
      throw new IllegalArgumentException("a bucket has at least one candidate: " + m);
    }
    return m;
  }
}
