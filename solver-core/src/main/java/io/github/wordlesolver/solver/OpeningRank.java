package io.github.wordlesolver.solver;

import io.github.wordlesolver.internal.Stop;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * One mode's ranking of first guesses for a {@link Solver}: given by the builder, or computed once
 * on first use under this object's own lock, so only callers in the same mode wait for one another.
 * A ranking a deadline cut short is returned to its caller and not kept.
 */
final class OpeningRank {
  /** How often a caller waiting for the lock polls its stop. */
  private static final long POLL_MILLIS = 10;

  /**
   * A ranking and whether a deadline cut it short.
   *
   * @param list the ranked guesses, best first
   * @param cut whether a deadline cut the ranking short
   */
  record Ranked(List<Suggestion> list, boolean cut) {}

  private final ReentrantLock lock = new ReentrantLock();
  private volatile @Nullable List<Suggestion> ranking;

  OpeningRank(@Nullable List<Suggestion> given) {
    this.ranking = given;
  }

  /**
   * Returns the ranking, computing it with {@code compute} if it is not known yet (and keeping it
   * unless a deadline cut it short). While another thread computes it, waits, polling the calling
   * thread's current stop: cancelled, throws {@link CancellationException}; past its deadline,
   * returns an empty list (the caller ranks on its own, cut short).
   */
  List<Suggestion> get(Supplier<Ranked> compute) {
    List<Suggestion> cached = ranking;
    if (cached != null) {
      return cached;
    }
    Stop stop = Stop.current();
    try {
      while (!lock.tryLock(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
        stop.throwIfCancelled();
        if (stop.isPastDeadline()) {
          return List.of();
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CancellationException("interrupted while another thread ranked the first guess");
    }
    try {
      cached = ranking;
      if (cached == null) {
        Ranked computed = compute.get();
        cached = List.copyOf(computed.list());
        if (!computed.cut()) {
          ranking = cached;
        }
      }
      return cached;
    } finally {
      lock.unlock();
    }
  }
}
