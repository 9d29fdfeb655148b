package io.github.wordlesolver.solver;

import java.util.List;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * One mode's ranking of first guesses for a {@link Solver}: given by the builder, or computed once
 * on first use under this object's own lock, so only callers in the same mode wait for one another.
 */
final class OpeningRank {
  private @Nullable List<Suggestion> ranking;

  OpeningRank(@Nullable List<Suggestion> given) {
    this.ranking = given;
  }

  /** Returns the ranking, computing it with {@code compute} if it is not known yet. */
  synchronized List<Suggestion> get(Supplier<List<Suggestion>> compute) {
    List<Suggestion> cached = ranking;
    if (cached == null) {
      cached = List.copyOf(compute.get());
      ranking = cached;
    }
    return cached;
  }
}
