package io.github.wordlesolver;

/**
 * The mark one position of a guess receives. The {@link #digit() digit} is the base-3 value this
 * mark contributes to a {@link Feedback} code.
 */
public enum Mark {
  /** No (further) copy of the letter is in the answer; canonical symbol {@code -}, digit 0. */
  GRAY('-', 0),
  /** The letter is in the answer at another position; canonical symbol {@code Y}, digit 1. */
  YELLOW('Y', 1),
  /** The letter is in the answer at this position; canonical symbol {@code G}, digit 2. */
  GREEN('G', 2);

  private static final Mark[] BY_DIGIT = values();

  private final char symbol;
  private final int digit;

  Mark(char symbol, int digit) {
    this.symbol = symbol;
    this.digit = digit;
  }

  /** Returns the canonical text symbol: {@code G}, {@code Y} or {@code -}. */
  public char symbol() {
    return symbol;
  }

  /** Returns the base-3 digit: green 2, yellow 1, gray 0. */
  public int digit() {
    return digit;
  }

  /**
   * Returns the mark of a base-3 digit.
   *
   * @throws IllegalArgumentException if {@code digit} is not 0, 1 or 2
   */
  public static Mark ofDigit(int digit) {
    if (digit < 0 || digit > 2) {
      throw new IllegalArgumentException("mark digit must be 0, 1 or 2: " + digit);
    }
    return BY_DIGIT[digit];
  }
}
