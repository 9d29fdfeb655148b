package io.github.wordlesolver.wordlists;

import io.github.wordlesolver.internal.Texts;

/**
 * Thrown when a word list file breaks the format {@link WordListReader} reads: a word of another
 * length, a character that is not a letter, a repeated word, a line that is too long, invalid
 * UTF-8, more than 32 different letters, or no words at all.
 *
 * <p>The message always starts with the source and the line, {@code SOURCE, line N: PROBLEM} (just
 * {@code SOURCE: PROBLEM} when the problem is not on one line, such as an empty list), and the
 * problem quotes the offending value, e.g. {@code words.txt, line 7: 'tiger1' has '1' at position
 * 6: only letters are allowed}. A value is never quoted in full: at most its first 40 characters,
 * so a bad line of any size makes a short message. Like {@link NumberFormatException} it is an
 * {@link IllegalArgumentException}: the input was bad, not the I/O. Immutable, so thread-safe.
 */
public final class WordListFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /**
   * @serial the file name or other source name the list was read from
   */
  private final String source;

  /**
   * @serial the 1-based line number, or 0 if the problem is not on one line
   */
  private final int lineNumber;

  /**
   * @serial the offending line, trimmed and shortened, or empty
   */
  private final String value;

  /**
   * Creates the exception; the message is {@code source + ", line " + lineNumber + ": " + problem},
   * or {@code source + ": " + problem} when {@code lineNumber} is 0.
   *
   * @param source the file name or other name of the input
   * @param lineNumber the 1-based line number, or 0 if the problem is not on one line
   * @param value the offending line (trimmed), or an empty string if there is none; only its first
   *     40 characters are kept
   * @param problem what is wrong, naming the value
   * @throws IllegalArgumentException if {@code lineNumber} is negative
   */
  public WordListFormatException(String source, int lineNumber, String value, String problem) {
    super(
        lineNumber == 0
            ? source + ": " + problem
            : source + ", line " + lineNumber + ": " + problem);
    if (lineNumber < 0) {
      throw new IllegalArgumentException("negative line number " + lineNumber);
    }
    this.source = source;
    this.lineNumber = lineNumber;
    this.value = Texts.shorten(value);
  }

  /** Returns the name of the input: the path as given, or the name passed with a stream. */
  public String source() {
    return source;
  }

  /** Returns the 1-based number of the bad line, or 0 if the problem is not on one line. */
  public int lineNumber() {
    return lineNumber;
  }

  /**
   * Returns the bad line, trimmed, or an empty string if the problem is not on one line. A line of
   * more than 40 characters is cut to its first 40 and {@code …}.
   */
  public String value() {
    return value;
  }
}
