package io.github.wordlesolver.proof;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Runs tasks with one prover on a fixed number of threads of this process ({@link
 * TaskRunner#inProcess}): a pool of daemon threads per {@link #run}, shut down when it returns.
 * Thread-safe.
 */
final class InProcessRunner implements TaskRunner {
  private final OpenerProver prover;
  private final int threads;

  InProcessRunner(OpenerProver prover, int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("at least one thread: " + threads);
    }
    this.prover = prover;
    this.threads = threads;
  }

  OpenerProver prover() {
    return prover;
  }

  int threads() {
    return threads;
  }

  @Override
  public List<OpenerResult> run(List<OpenerTask> tasks, Consumer<OpenerResult> done) {
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
  }
}
