package io.github.wordlesolver.tree;

/**
 * Thrown when the requested opener loses: no decision tree that starts with it finds every answer
 * within the guesses allowed, in the mode asked for. The message names a bucket of the opener that
 * no play finishes in time, and can be shown to a user as it is. It adds no state to {@link
 * RuntimeException}.
 */
public final class OpenerLosesException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with a message that names the opener and the limit. */
  public OpenerLosesException(String message) {
    super(message);
  }
}
