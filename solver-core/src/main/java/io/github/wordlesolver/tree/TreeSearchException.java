package io.github.wordlesolver.tree;

/** Thrown when no decision tree meets the requested limits. */
public final class TreeSearchException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with a message that names the opener and the limit. */
  public TreeSearchException(String message) {
    super(message);
  }
}
