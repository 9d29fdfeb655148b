package io.github.wordlesolver.solver;

import org.jspecify.annotations.Nullable;

/**
 * Thrown when marks cannot be right for the game: they contradict themselves or earlier marks
 * ({@link Reason#CONTRADICTION}: no word at all would give them), or no allowed guess would give
 * them all ({@link Reason#NO_ANSWER}: the history is consistent, but the guess list has no word for
 * it). An answer outside the answer list is no reason: the game then goes on with the guesses that
 * fit ({@link Game#isWidened()}). The message names the turn after which nothing fits. The field it
 * adds ({@link #reason()}) is final.
 */
public final class ImpossibleMarksException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** Why the marks are impossible. */
  public enum Reason {
    /** No word of the right length would give all the marks so far. */
    CONTRADICTION,
    /** The marks are consistent, but no word of the guess list gives them all. */
    NO_ANSWER
  }

  /**
   * @serial why the marks are impossible
   */
  private final Reason reason;

  /** Creates the exception. */
  public ImpossibleMarksException(Reason reason, String message, @Nullable Throwable cause) {
    super(message, cause);
    this.reason = reason;
  }

  /** Returns why the marks are impossible. */
  public Reason reason() {
    return reason;
  }
}
