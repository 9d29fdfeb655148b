package io.github.wordlesolver.proof;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Runs proof tasks somewhere: on this machine's cores ({@link #inProcess}) or on a cluster (an
 * implementation outside this library, for example on a distributed executor). Whatever runs them,
 * a task's result depends only on the task.
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

  /** Returns a runner that proves the tasks with {@code prover} on {@code threads} threads. */
  static TaskRunner inProcess(OpenerProver prover, int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("at least one thread: " + threads);
    }
    return (tasks, done) -> {
      ExecutorService pool =
          Executors.newFixedThreadPool(
              threads,
              r -> {
                Thread t = new Thread(r, "wordle-proof");
                t.setDaemon(true);
                return t;
              });
      try {
        List<Future<OpenerResult>> futures = new ArrayList<>(tasks.size());
        for (OpenerTask task : tasks) {
          futures.add(
              pool.submit(
                  () -> {
                    OpenerResult result = prover.prove(task);
                    done.accept(result);
                    return result;
                  }));
        }
        List<OpenerResult> results = new ArrayList<>(tasks.size());
        for (int i = 0; i < futures.size(); i++) {
          try {
            results.add(futures.get(i).get());
          } catch (ExecutionException e) {
            throw new IllegalStateException(
                "proving '" + tasks.get(i).opener() + "' failed: " + e.getCause(), e.getCause());
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
          }
        }
        return results;
      } finally {
        pool.shutdownNow();
      }
    };
  }
}
