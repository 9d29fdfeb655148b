package io.github.wordlesolver.proof;

import io.github.wordlesolver.internal.Parallel;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Runs tasks with one prover on a caller's executor and the calling thread ({@link
 * TaskRunner#inProcess(OpenerProver, Executor)}), one result slot per task. Thread-safe.
 */
final class ExecutorRunner implements TaskRunner {
  private final OpenerProver prover;
  private final Executor executor;

  ExecutorRunner(OpenerProver prover, Executor executor) {
    this.prover = prover;
    this.executor = java.util.Objects.requireNonNull(executor, "executor");
  }

  @Override
  public List<OpenerResult> run(List<OpenerTask> tasks, Consumer<OpenerResult> done) {
    OpenerResult[] results = new OpenerResult[tasks.size()];
    Parallel.forEach(
        executor,
        tasks.size(),
        i -> {
          OpenerTask task = tasks.get(i);
          OpenerResult result;
          try {
            result = prover.prove(task);
          } catch (RuntimeException e) {
            throw new IllegalStateException("proving '" + task.opener() + "' failed: " + e, e);
          }
          done.accept(result);
          results[i] = result;
        });
    return List.copyOf(Arrays.asList(results));
  }
}
