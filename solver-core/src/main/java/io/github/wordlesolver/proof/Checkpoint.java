package io.github.wordlesolver.proof;

import org.jspecify.annotations.Nullable;

/**
 * Where a proof job records each finished task, so that a job that is stopped (killed, power lost)
 * and started again with the same checkpoint resumes without recomputing what it finished.
 * Implementations must make {@link #record} durable before returning and be thread-safe. A
 * checkpoint that outlives the process may name its job by {@link OpenerTask#job()} (or {@link
 * OpenerProver#job()}) and refuse another job's tasks.
 *
 * <p><b>Tooling, not library.</b> Like every type of this package, it serves the project's proofs
 * (the {@code wordle rank --proven}, {@code bound} and {@code worker} commands and the benchmarks
 * that prove the bundled results), not programs that play: it stays exported and compatible through
 * 1.x, and moves to a tooling module of its own in 2.0 (docs/dev/architecture.md, "Library and
 * tooling").
 */
public interface Checkpoint {
  /**
   * Returns a recorded result that settles {@code task}, or null. Enough is a result recorded for
   * an equal task. For a search (not {@link OpenerTask#isDeepBound()}), an implementation may also
   * answer from what it recorded for searches of the same opener under another bound: an exact
   * total (exact in the answer only if below the task's bound) or a lower bound at or above the
   * task's bound. A {@linkplain OpenerTask#isDeepBound() deep bound} is answered only by the result
   * of an equal task, so that a resumed job sees the very bounds it computed before.
   */
  @Nullable OpenerResult known(OpenerTask task);

  /** Records the result of a task. */
  void record(OpenerTask task, OpenerResult result);

  /** Returns the checkpoint that remembers nothing: {@link #known} is always null. */
  static Checkpoint none() {
    return NoCheckpoint.INSTANCE;
  }
}
