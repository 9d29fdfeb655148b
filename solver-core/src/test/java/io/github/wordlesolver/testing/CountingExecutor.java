package io.github.wordlesolver.testing;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A caller's executor for the tests of where work runs: a fixed pool of named daemon threads
 * ({@code prefix-N}) that counts the tasks it was given. Close it when done.
 */
public final class CountingExecutor implements Executor, AutoCloseable {
  private final String prefix;
  private final ExecutorService pool;
  private final AtomicInteger given = new AtomicInteger();

  /** Returns an executor of {@code threads} threads named {@code prefix-N}. */
  public CountingExecutor(String prefix, int threads) {
    this.prefix = prefix;
    AtomicInteger n = new AtomicInteger();
    this.pool =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread t = new Thread(r, prefix + "-" + n.getAndIncrement());
              t.setDaemon(true);
              return t;
            });
  }

  @Override
  public void execute(Runnable task) {
    given.incrementAndGet();
    pool.execute(task);
  }

  /** Returns the number of tasks handed to this executor. */
  public int given() {
    return given.get();
  }

  /** Returns whether the thread named {@code threadName} is one of this executor's threads. */
  public boolean owns(String threadName) {
    return threadName.startsWith(prefix + "-");
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
