package io.github.wordlesolver;

import io.github.wordlesolver.internal.Marking;

/**
 * One played guess and the marks it got. Immutable.
 *
 * @param guess the guessed word, lower case
 * @param feedback its marks, of the same length
 */
public record Turn(String guess, Feedback feedback) {
  /**
   * Checks the turn and folds the guess to lower case.
   *
   * @throws IllegalArgumentException if the guess is not letters a-z or its length differs from
   *     the feedback's
   */
  public Turn {
    Marking.packOrThrow(guess, feedback.length(), "guess");
    guess = guess.toLowerCase(java.util.Locale.ROOT);
  }

  /**
   * Parses {@code GUESS:MARKS}, the form the command line tool takes (e.g. {@code salet:--Y-G}).
   *
   * @throws IllegalArgumentException naming the bad part
   */
  public static Turn parse(String text) {
    int colon = text.indexOf(':');
    if (colon < 0) {
      throw new IllegalArgumentException(
          "'" + text + "' is not GUESS:MARKS (for example salet:--Y-G)");
    }
    try {
      return new Turn(text.substring(0, colon), Feedback.parse(text.substring(colon + 1)));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("bad turn '" + text + "': " + e.getMessage(), e);
    }
  }

  /** Returns {@code guess:marks}, the form {@link #parse} reads. */
  @Override
  public String toString() {
    return guess + ":" + feedback;
  }
}
