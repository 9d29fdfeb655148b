package io.github.wordlesolver.proof;

import org.jspecify.annotations.Nullable;

/**
 * Where a proof job records each finished task, so that a job that is stopped (killed, power
 * lost) and started again with the same checkpoint resumes without recomputing what it finished.
 * Implementations must make {@link #record} durable before returning and be thread-safe.
 */
public interface Checkpoint {
  /** Returns the result recorded for exactly this task, or null. */
  @Nullable OpenerResult known(OpenerTask task);

  /** Records the result of a task. */
  void record(OpenerTask task, OpenerResult result);

  /** Returns a checkpoint that remembers nothing. */
  static Checkpoint none() {
    return new Checkpoint() {
      @Override
      public @Nullable OpenerResult known(OpenerTask task) {
        return null;
      }

      @Override
      public void record(OpenerTask task, OpenerResult result) {}
    };
  }
}
