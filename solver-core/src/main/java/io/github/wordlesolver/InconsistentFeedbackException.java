package io.github.wordlesolver;

/**
 * Thrown when marks cannot all be true at once: no word of the right length, whatever the word
 * list, would give them. The message says which turn broke consistency and why.
 */
public final class InconsistentFeedbackException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final int turnNumber;

  /**
   * Creates the exception.
   *
   * @param turnNumber the 1-based number of the turn that made the marks inconsistent
   * @param message the full message
   */
  public InconsistentFeedbackException(int turnNumber, String message) {
    super(message);
    this.turnNumber = turnNumber;
  }

  /** Returns the 1-based number of the turn that made the marks inconsistent. */
  public int turnNumber() {
    return turnNumber;
  }
}
