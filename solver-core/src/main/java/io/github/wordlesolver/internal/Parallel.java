package io.github.wordlesolver.internal;

import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;
import org.jspecify.annotations.Nullable;

/**
 * Runs {@code n} independent items on a caller's {@link Executor}, the calling thread working too:
 * the one way the library runs work in parallel.
 *
 * <p>{@link #forEach} submits up to {@code helpers} tasks to the executor; each task, and the
 * calling thread, takes the next unclaimed item until none is left. The caller then waits only for
 * items another thread has already started. So the call finishes whatever the executor does with
 * the tasks: a small fixed pool whose threads are all busy (or blocked in the same kind of call), a
 * {@linkplain #direct direct} executor, one that rejects them ({@link RejectedExecutionException}
 * is caught: the caller does the work) or one that never runs them. A task that starts after every
 * item is claimed returns at once. The executor only decides how many threads help.
 *
 * <p>Each item must write only its own result slot; then the results do not depend on which thread
 * ran which item, nor on how many did. The first exception an item throws is rethrown to the caller
 * (once every started item has finished); items not yet claimed then are skipped.
 */
public final class Parallel {
  private Parallel() {}

  private static final Executor DEFAULT = new CallersPool();

  /**
   * Returns the default executor of every parallel entry point, where 1.0.0's parallel streams ran:
   * the fork-join pool of the thread that hands it a task if that thread is a worker of one, else
   * {@link ForkJoinPool#commonPool()}.
   */
  public static Executor defaultExecutor() {
    return DEFAULT;
  }

  /** The default executor: the caller's fork-join pool, else the common pool. */
  private static final class CallersPool implements Executor {
    static ForkJoinPool pool() {
      ForkJoinPool own = ForkJoinTask.getPool();
      return own != null ? own : ForkJoinPool.commonPool();
    }

    @Override
    public void execute(Runnable task) {
      pool().execute(task);
    }

    @Override
    public String toString() {
      return "the caller's fork-join pool, else the common pool";
    }
  }

  /** Returns an executor that runs each task on the calling thread, at once. */
  public static Executor direct() {
    return Runnable::run;
  }

  /**
   * Returns the number of helper tasks worth submitting to {@code executor}, the calling thread
   * being one more worker: the pool's parallelism for a {@link ForkJoinPool} (as a parallel stream
   * uses it), else the number of processors. Submitting more tasks than the executor has threads
   * costs little: a task that starts late finds nothing left and returns.
   */
  public static int helpers(Executor executor) {
    if (executor instanceof CallersPool) {
      return CallersPool.pool().getParallelism();
    }
    if (executor instanceof ForkJoinPool pool) {
      return pool.getParallelism();
    }
    return Runtime.getRuntime().availableProcessors();
  }

  /**
   * Runs {@code item.accept(i)} for every {@code i} in {@code 0..n-1}, on the calling thread and on
   * up to {@link #helpers(Executor)} tasks submitted to {@code executor} (fewer for fewer items).
   * Returns once every item has run. See the class comment for the guarantees.
   *
   * @throws RuntimeException or {@link Error} the first one an item threw
   */
  public static void forEach(Executor executor, int n, IntConsumer item) {
    if (n <= 0) {
      return;
    }
    if (n == 1) {
      item.accept(0);
      return;
    }
    Run run = new Run(n, item);
    int helpers = Math.min(n - 1, helpers(executor));
    for (int h = 0; h < helpers && !run.allClaimed(); h++) {
      try {
        executor.execute(run::work);
      } catch (RejectedExecutionException e) {
        break; // the calling thread does the rest
      }
    }
    run.work();
    run.awaitStarted();
  }

  /** One call's shared state: the next item, the items finished, the first failure. */
  private static final class Run {
    private final int n;
    private final IntConsumer item;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicInteger finished = new AtomicInteger();
    private final AtomicReference<@Nullable Throwable> failure = new AtomicReference<>();
    private final Object lock = new Object();

    Run(int n, IntConsumer item) {
      this.n = n;
      this.item = item;
    }

    boolean allClaimed() {
      return next.get() >= n;
    }

    /** Takes items until none is left (or one failed), counting each as finished. */
    void work() {
      for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
        try {
          if (failure.get() == null) {
            item.accept(i);
          }
        } catch (RuntimeException | Error e) {
          failure.compareAndSet(null, e);
        } finally {
          if (finished.incrementAndGet() == n) {
            synchronized (lock) {
              lock.notifyAll();
            }
          }
        }
      }
    }

    /** Waits (uninterruptibly) for the items other threads started, then rethrows a failure. */
    void awaitStarted() {
      boolean interrupted = false;
      synchronized (lock) {
        while (finished.get() < n) {
          try {
            lock.wait();
          } catch (InterruptedException e) {
            interrupted = true;
          }
        }
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
      Throwable t = failure.get();
      if (t instanceof RuntimeException r) {
        throw r;
      }
      if (t instanceof Error e) {
        throw e;
      }
    }
  }
}
