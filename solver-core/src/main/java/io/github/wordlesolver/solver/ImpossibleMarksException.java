package io.github.wordlesolver.solver;

import org.jspecify.annotations.Nullable;

/**
 * Thrown when marks cannot be right for the game: no remaining answer would give them, or they
 * contradict earlier marks. Usually the marks were mistyped; the message says so.
 */
public final class ImpossibleMarksException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception. */
  public ImpossibleMarksException(String message, @Nullable Throwable cause) {
    super(message, cause);
  }
}
