package io.github.wordlesolver.examples.serve;

import java.time.Duration;

/**
 * The bounds of one server, in one place: the largest request body, the request threads, the work
 * of one Absurdle suggestion, how long a request waits for the strategy's self-play and how long
 * that may run. {@link WordleServer}'s public entry points use the defaults its constants name;
 * tests start servers with smaller ones. Immutable.
 *
 * @param maxBody the largest request body accepted, in bytes
 * @param threads the number of request threads
 * @param absurdleBudget the most work of one Absurdle suggestion, in rows of the table of marks
 *     ({@link io.github.wordlesolver.absurdle.AbsurdleSolver})
 * @param strategyWait the longest a request waits for a self-play under way before a 503
 * @param strategyDeadline the longest one mode's self-play may run before it is abandoned
 */
record Limits(
    int maxBody,
    int threads,
    long absurdleBudget,
    Duration strategyWait,
    Duration strategyDeadline) {
  /**
   * Checks the bounds.
   *
   * @throws IllegalArgumentException if the body limit or the number of threads is below 1, or
   *     another bound is negative
   */
  Limits {
    if (maxBody < 1 || threads < 1) {
      throw new IllegalArgumentException(
          "the body limit and the number of threads must be positive: " + maxBody + ", " + threads);
    }
    if (absurdleBudget < 0 || strategyWait.isNegative() || strategyDeadline.isNegative()) {
      throw new IllegalArgumentException(
          "the Absurdle budget and the strategy's wait and deadline cannot be negative");
    }
  }

  /** Returns these bounds for {@code maxBody} and {@code threads}, the others the defaults. */
  static Limits of(int maxBody, int threads) {
    return new Limits(
        maxBody,
        threads,
        WordleServer.ABSURDLE_BUDGET,
        Duration.ofMillis(WordleServer.STRATEGY_WAIT_MILLIS),
        Duration.ofMillis(WordleServer.STRATEGY_DEADLINE_MILLIS));
  }

  /** Returns these bounds with another Absurdle budget. */
  Limits withAbsurdleBudget(long rows) {
    return new Limits(maxBody, threads, rows, strategyWait, strategyDeadline);
  }

  /** Returns these bounds with another wait for, and deadline of, the strategy's self-play. */
  Limits withStrategy(Duration wait, Duration deadline) {
    return new Limits(maxBody, threads, absurdleBudget, wait, deadline);
  }
}
