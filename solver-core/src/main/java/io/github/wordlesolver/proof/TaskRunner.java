package io.github.wordlesolver.proof;

import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Runs proof tasks somewhere: on this machine's cores ({@link #inProcess}) or on a cluster (an
 * implementation outside this library, for example on a distributed executor, whose workers prove
 * each task with {@link OpenerProver#prove(OpenerTask)} by a prover of the task's {@linkplain
 * OpenerTask#job() job}). Whatever runs them, a task's result depends only on the task.
 *
 * <p><b>Tooling, not library.</b> Like every type of this package, it serves the project's proofs
 * (the {@code wordle rank --proven}, {@code bound} and {@code worker} commands and the benchmarks
 * that prove the bundled results), not programs that play: it stays exported and compatible through
 * 1.x, and moves to a tooling module of its own in 2.0 (docs/dev/architecture.md, "Library and
 * tooling").
 */
@FunctionalInterface
public interface TaskRunner {
  /**
   * Runs every task and returns their results in the order of {@code tasks}, calling {@code done}
   * with each result as it completes (from any thread, possibly concurrently).
   *
   * @throws RuntimeException if a task fails; the message says which
   */
  List<OpenerResult> run(List<OpenerTask> tasks, Consumer<OpenerResult> done);

  /**
   * Returns a runner that proves the tasks with {@code prover} on {@code threads} threads of this
   * process (a new pool for each {@link #run}). Thread-safe.
   *
   * @throws IllegalArgumentException if {@code threads < 1}
   */
  static TaskRunner inProcess(OpenerProver prover, int threads) {
    return new InProcessRunner(prover, threads);
  }

  /**
   * Returns a runner that proves the tasks with {@code prover} on {@code executor} and on the
   * thread that calls {@link #run}, which works too and waits only for tasks already started
   * elsewhere: any executor works, even a busy or one-thread pool or {@code Runnable::run} (every
   * task on the calling thread); tasks it rejects are run by the calling thread. The runner never
   * shuts the executor down. Results are in the order of the tasks and do not depend on the
   * executor. Thread-safe.
   */
  static TaskRunner inProcess(OpenerProver prover, Executor executor) {
    return new ExecutorRunner(prover, executor);
  }
}
