package io.github.wordlesolver.solver;

import java.util.Locale;

/**
 * One ranked guess, with what a person needs to judge it. Immutable and thread-safe.
 *
 * @param word the guess
 * @param score the scorer's cost; lower is better
 * @param entropyBits the information the marks are expected to give, in bits
 * @param worstCase the most answers that can remain after it
 * @param expectedRemaining the expected number of answers remaining after it
 * @param patterns the number of different marks it can get
 * @param possibleAnswer whether it can itself be the answer
 */
public record Suggestion(
    String word,
    double score,
    double entropyBits,
    int worstCase,
    double expectedRemaining,
    int patterns,
    boolean possibleAnswer) {

  /**
   * Creates a suggestion from its figures, as {@link Game#suggest} does.
   *
   * @deprecated the library makes suggestions ({@link Game#suggest}, {@link Game#evaluate}); a
   *     program that needs one of its own, a test for instance, calls {@link #of}, which keeps
   *     these parameters when the record grows. A record's canonical constructor must be public and
   *     takes every component, so its parameters change when one is added, which only a major
   *     version may do.
   */
  @Deprecated(since = "1.1")
  public Suggestion {}

  /**
   * Returns a suggestion with these figures (see the record's components), unchecked: a program
   * that ranks guesses itself, or a test, makes its suggestions here rather than with the
   * constructor, whose parameters change whenever the record grows. Costs one allocation.
   *
   * @since 1.1
   */
  public static Suggestion of(
      String word,
      double score,
      double entropyBits,
      int worstCase,
      double expectedRemaining,
      int patterns,
      boolean possibleAnswer) {
    return new Suggestion(
        word, score, entropyBits, worstCase, expectedRemaining, patterns, possibleAnswer);
  }

  /**
   * Returns a one-line explanation, e.g. {@code salet: 5.83 bits, 71.3 expected left, 221 at worst,
   * 148 patterns}, ending with {@code , could be the answer} when it could.
   */
  public String explain() {
    return String.format(
        Locale.ROOT,
        "%s: %.2f bits, %.1f expected left, %d at worst, %d patterns%s",
        word,
        entropyBits,
        expectedRemaining,
        worstCase,
        patterns,
        possibleAnswer ? ", could be the answer" : "");
  }
}
