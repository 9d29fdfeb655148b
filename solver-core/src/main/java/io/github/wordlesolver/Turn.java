package io.github.wordlesolver;

import io.github.wordlesolver.internal.Texts;

/**
 * One played guess and the marks it got. Immutable.
 *
 * @param guess the guessed word, {@link Alphabet#normalize normalized} (NFC, lower case)
 * @param marks its marks, of the same length
 */
public record Turn(String guess, Feedback marks) {
  /**
   * Checks the turn and normalizes the guess.
   *
   * @throws IllegalArgumentException if the guess holds anything but letters or its length differs
   *     from the marks'
   */
  public Turn {
    guess = Packing.checkLetters(guess, marks.length(), "guess");
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
          "'" + Texts.shorten(text) + "' is not GUESS:MARKS (for example salet:--Y-G)");
    }
    try {
      return new Turn(text.substring(0, colon), Feedback.parse(text.substring(colon + 1)));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "bad turn '" + Texts.shorten(text) + "': " + e.getMessage(), e);
    }
  }

  /** Returns {@code guess:marks}, the form {@link #parse} reads. */
  @Override
  public String toString() {
    return guess + ":" + marks;
  }
}
