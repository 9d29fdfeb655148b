package io.github.wordlesolver.solver;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The suggestions of one call with a deadline ({@link Game#suggest(int, java.time.Duration)},
 * {@link Game#suggestAsync}): the guesses, best first, and whether the deadline cut the work short,
 * so that they are the best found by then rather than those {@link Game#suggest(int)} returns.
 * Immutable and thread-safe.
 *
 * @since 1.2
 */
public final class Suggestions {
  private final List<Suggestion> list;
  private final boolean cutShort;

  private Suggestions(List<Suggestion> list, boolean cutShort) {
    this.list = List.copyOf(list);
    this.cutShort = cutShort;
  }

  static Suggestions of(List<Suggestion> list, boolean cutShort) {
    if (list.isEmpty()) {
      throw new IllegalArgumentException("a call's suggestions hold at least one guess");
    }
    return new Suggestions(list, cutShort);
  }

  /**
   * Returns the suggestions, best first: at least one, at most the number asked for (fewer when the
   * deadline cut the ranking short, or fewer guesses are allowed). Unmodifiable.
   */
  public List<Suggestion> list() {
    return list;
  }

  /** Returns the first suggestion: the guess to play. */
  public Suggestion best() {
    return list.get(0);
  }

  /**
   * Returns whether the deadline passed before the work was done, so that these are the best found
   * by then (see {@link Game#suggest(int, java.time.Duration)} for what that is); false when they
   * are exactly what {@link Game#suggest(int)} returns.
   */
  public boolean isCutShort() {
    return cutShort;
  }

  /** Equal when the lists are equal and both were, or were not, cut short. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Suggestions that && cutShort == that.cutShort && list.equals(that.list);
  }

  @Override
  public int hashCode() {
    return list.hashCode() * 31 + (cutShort ? 1 : 0);
  }

  /** Returns the words, best first, and {@code (cut short)} if they were. */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    for (Suggestion s : list) {
      out.append(out.length() == 0 ? "" : " ").append(s.word());
    }
    return cutShort ? out + " (cut short)" : out.toString();
  }
}
