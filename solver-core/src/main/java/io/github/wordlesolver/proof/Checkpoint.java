package io.github.wordlesolver.proof;

import org.jspecify.annotations.Nullable;

/**
 * Where a proof job records each finished task, so that a job that is stopped (killed, power lost)
 * and started again with the same checkpoint resumes without recomputing what it finished.
 * Implementations must make {@link #record} durable before returning and be thread-safe.
 */
public interface Checkpoint {
  /**
   * Returns a recorded result that settles {@code task}, or null. Enough is a result recorded for
   * this task. For a {@link OpenerTask.Kind#SEARCH search}, an implementation may also answer from
   * what it recorded for searches of the same opener under another bound: an exact total (exact in
   * the answer only if below the task's bound) or a lower bound at or above the task's bound. A
   * {@link OpenerTask.Kind#DEEP_BOUND deep bound} is answered only by the result of the same task,
   * so that a resumed job sees the very bounds it computed before.
   */
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
