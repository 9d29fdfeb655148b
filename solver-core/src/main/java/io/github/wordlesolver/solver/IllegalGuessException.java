package io.github.wordlesolver.solver;

/**
 * Thrown when a game cannot take a guess: the word is not in the guess list, or hard mode forbids
 * it (the message names the rule it breaks). It adds no state to {@link IllegalArgumentException}.
 */
public final class IllegalGuessException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with a message naming the guess and the reason. */
  public IllegalGuessException(String message) {
    super(message);
  }
}
