package io.github.wordlesolver.host;

import io.github.wordlesolver.internal.Texts;
import org.jspecify.annotations.Nullable;

/**
 * Thrown when a text is not a saved game ({@link SavedGame#parse}), or not one the given solver can
 * play ({@code SavedGame.to...}): the message names the line and column and says what was expected
 * there and what was found, e.g. {@code saved game, line 4, column 6: expected NORMAL, HARD or
 * STRICT, found 'HRAD'}; the same facts are {@link #line()}, {@link #column()}, {@link #expected()}
 * and {@link #found()}. The fields it adds are final.
 *
 * @since 1.2
 */
public final class InvalidSavedGameException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /**
   * @serial the line, from 1
   */
  private final int line;

  /**
   * @serial the column, from 1 (in characters)
   */
  private final int column;

  /**
   * @serial what was expected there
   */
  private final String expected;

  /**
   * @serial what was found there, at most 40 characters of it
   */
  private final String found;

  /**
   * Creates the exception.
   *
   * @param line the line, from 1
   * @param column the column, from 1, in characters
   * @param expected what was expected there, e.g. {@code NORMAL, HARD or STRICT}
   * @param found what was there (shortened to 40 characters), e.g. {@code 'HRAD'} or {@code the end
   *     of the text}
   * @param cause the library's refusal of the value, if it refused it
   */
  public InvalidSavedGameException(
      int line, int column, String expected, String found, @Nullable Throwable cause) {
    super(
        "saved game, line "
            + line
            + ", column "
            + column
            + ": expected "
            + expected
            + ", found "
            + Texts.shorten(found),
        cause);
    this.line = line;
    this.column = column;
    this.expected = expected;
    this.found = Texts.shorten(found);
  }

  /** Returns the line, from 1. */
  public int line() {
    return line;
  }

  /** Returns the column, from 1, in characters. */
  public int column() {
    return column;
  }

  /** Returns what was expected at that place, in English. */
  public String expected() {
    return expected;
  }

  /** Returns what was found there, at most 40 characters of it. */
  public String found() {
    return found;
  }
}
