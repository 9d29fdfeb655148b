package io.github.wordlesolver.solver;

import org.jspecify.annotations.Nullable;

/**
 * Thrown when marks cannot be right for the game: they contradict themselves or earlier marks
 * ({@link Reason#CONTRADICTION}: no word at all would give them), or no remaining answer of the
 * list would give them ({@link Reason#NO_ANSWER}: the history is consistent, the list has no word
 * for it). Usually the marks were mistyped; the message says so.
 */
public final class ImpossibleMarksException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** Why the marks are impossible. */
  public enum Reason {
    /** No word of the right length would give all the marks so far. */
    CONTRADICTION,
    /** The marks are consistent, but no remaining answer of the list gives them. */
    NO_ANSWER
  }

  /** @serial why the marks are impossible */
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
