package io.github.wordlesolver.solver;

import io.github.wordlesolver.internal.Stop;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import org.jspecify.annotations.Nullable;

/**
 * Suggestions with a deadline or on another thread ({@link Game#suggest(int, Duration)}, {@link
 * Game#suggestAsync}): the {@link Stop} a {@link GuessChoice} runs under, and the future that
 * cancels it. Stateless.
 */
final class TimedChoice {
  private TimedChoice() {}

  /** From this many nanoseconds on (146 years), a deadline is none. */
  private static final long NO_DEADLINE = Long.MAX_VALUE / 2;

  /** As {@link Game#suggest(int, Duration)}. */
  static Suggestions suggest(Game game, int n, Duration deadline) {
    long start = System.nanoTime();
    long nanos = nanos(deadline);
    check(game, n);
    Stop stop = Stop.current().withDeadline(start + nanos, nanos < NO_DEADLINE);
    try (Stop.Scope scope = stop.install()) {
      return run(game, n);
    }
  }

  /**
   * As {@link Game#suggestAsync(int, Duration)}, or without a deadline if {@code deadline} is null.
   */
  static CompletableFuture<Suggestions> suggestAsync(
      Game game, int n, @Nullable Duration deadline) {
    long start = System.nanoTime();
    long nanos = deadline == null ? 0 : nanos(deadline);
    check(game, n);
    Stop stop = Stop.detached(start + nanos, deadline != null && nanos < NO_DEADLINE);
    CompletableFuture<Suggestions> future = new CompletableFuture<>();
    // However the future completes (cancelled, timed out, completed by hand or by the work), the
    // work stops at its next poll if it is still running.
    future.whenComplete((result, failure) -> stop.cancel());
    Runnable work =
        () -> {
          if (future.isDone()) {
            return;
          }
          try (Stop.Scope scope = stop.child(Thread.currentThread()).install()) {
            future.complete(run(game, n));
          } catch (RuntimeException | Error e) {
            future.completeExceptionally(e);
          }
        };
    try {
      game.solver().executor().execute(work);
    } catch (RejectedExecutionException e) {
      future.completeExceptionally(e);
    }
    return future;
  }

  private static Suggestions run(Game game, int n) {
    GuessChoice choice = new GuessChoice(game);
    List<Suggestion> list = choice.suggest(n, game.solver().scorer());
    return Suggestions.of(list, choice.isCut());
  }

  /** Refuses what {@link GuessChoice#suggest} would refuse, before any work is handed over. */
  private static void check(Game game, int n) {
    if (n < 1) {
      throw new IllegalArgumentException("number of suggestions must be at least 1: " + n);
    }
    if (game.isSolved()) {
      throw new IllegalStateException("the game is solved");
    }
  }

  /** Returns the deadline in nanoseconds, a duration too long for them as the longest. */
  private static long nanos(Duration deadline) {
    if (deadline.isNegative()) {
      throw new IllegalArgumentException("a deadline cannot be negative: " + deadline);
    }
    try {
      return deadline.toNanos();
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }
}
