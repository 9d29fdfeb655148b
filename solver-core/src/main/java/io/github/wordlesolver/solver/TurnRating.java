package io.github.wordlesolver.solver;

import io.github.wordlesolver.Feedback;

/**
 * How one turn of a played game rates: what the guess did against what the best guess would have
 * done, as the NYT's WordleBot reports it. Immutable and thread-safe. See {@link Solver#rate} for
 * how the figures are computed.
 *
 * @param guess the word played
 * @param marks the marks it got
 * @param answersBefore the answers possible before the guess
 * @param answersAfter the answers possible after it (0 once found)
 * @param expectedRemaining the answers the guess leaves on average, {@code Σ size² / n}
 * @param expectedGuesses the guesses it takes on average to find the answer from here, this one
 *     included, playing on with the lookahead strategy
 * @param best the best guess at that point (the default strategy's)
 * @param bestExpectedRemaining the answers the best guess leaves on average
 * @param bestExpectedGuesses the guesses to finish on average after the best guess, it included
 * @param skill 0 to 99: 99 when the guess is as good as the best in expected guesses to finish, one
 *     point less per hundredth of a guess it is worse
 * @param luck 0 to 99: how the answers actually left compare with what the guess leaves for every
 *     possible answer; near 99 when no answer would have left fewer, about 50 for an average
 *     outcome, near 0 for the worst
 */
public record TurnRating(
    String guess,
    Feedback marks,
    int answersBefore,
    int answersAfter,
    double expectedRemaining,
    double expectedGuesses,
    String best,
    double bestExpectedRemaining,
    double bestExpectedGuesses,
    int skill,
    int luck) {

  /**
   * Creates a rating from its figures, as {@link Solver#rate} does.
   *
   * @deprecated the library makes ratings ({@link Solver#rate}, {@link Game#rate}); a program that
   *     needs one of its own, a test for instance, calls {@link #of}, which keeps these parameters
   *     when the record grows. A record's canonical constructor must be public and takes every
   *     component, so its parameters change when one is added, which only a major version may do.
   */
  @Deprecated(since = "1.1")
  public TurnRating {}

  /**
   * Returns a rating with these figures (see the record's components), unchecked: a program that
   * rates turns itself, or a test, makes its ratings here rather than with the constructor, whose
   * parameters change whenever the record grows. Costs one allocation.
   *
   * @since 1.1
   */
  public static TurnRating of(
      String guess,
      Feedback marks,
      int answersBefore,
      int answersAfter,
      double expectedRemaining,
      double expectedGuesses,
      String best,
      double bestExpectedRemaining,
      double bestExpectedGuesses,
      int skill,
      int luck) {
    return new TurnRating(
        guess,
        marks,
        answersBefore,
        answersAfter,
        expectedRemaining,
        expectedGuesses,
        best,
        bestExpectedRemaining,
        bestExpectedGuesses,
        skill,
        luck);
  }
}
