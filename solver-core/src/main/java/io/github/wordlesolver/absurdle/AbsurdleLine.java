package io.github.wordlesolver.absurdle;

import java.util.List;

/**
 * A line of play that ends an Absurdle game: the guesses in order, the last of them the only answer
 * left, which the host marks all green. Immutable and thread-safe (the guesses are copied).
 *
 * @param guesses the guesses, at least one
 */
public record AbsurdleLine(List<String> guesses) {
  /**
   * Copies the guesses.
   *
   * @throws IllegalArgumentException if there are none
   */
  public AbsurdleLine {
    guesses = List.copyOf(guesses);
    if (guesses.isEmpty()) {
      throw new IllegalArgumentException("a line has at least one guess");
    }
  }

  /** Returns the number of guesses. */
  public int size() {
    return guesses.size();
  }

  /** Returns the guesses separated by spaces. */
  @Override
  public String toString() {
    return String.join(" ", guesses);
  }
}
