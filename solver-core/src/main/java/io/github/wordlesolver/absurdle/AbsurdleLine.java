package io.github.wordlesolver.absurdle;

import java.util.List;

/**
 * A line of play that ends an Absurdle game: the guesses in order, the last of them the only answer
 * left, which the host marks all green. Immutable and thread-safe (the guesses are copied).
 *
 * @param played the guesses, at least one, in the order they are played (named {@code guesses} in
 *     1.0)
 */
public record AbsurdleLine(List<String> played) {
  /**
   * Copies the guesses.
   *
   * @throws IllegalArgumentException if there are none
   */
  public AbsurdleLine {
    played = List.copyOf(played);
    if (played.isEmpty()) {
      throw new IllegalArgumentException("a line has at least one guess");
    }
  }

  /**
   * Returns the guesses, in the order they are played.
   *
   * @deprecated use {@link #played()} instead: {@code guesses()} names a guess list ({@link
   *     Absurdle#guesses()}) everywhere else
   */
  @Deprecated(since = "1.1")
  public List<String> guesses() {
    return played;
  }

  /** Returns the number of guesses. */
  public int size() {
    return played.size();
  }

  /** Returns the guesses separated by spaces. */
  @Override
  public String toString() {
    return String.join(" ", played);
  }
}
