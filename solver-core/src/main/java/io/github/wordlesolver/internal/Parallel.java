package io.github.wordlesolver.internal;

import java.util.concurrent.CancellationException;
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
 *
 * <p><b>Stopping.</b> The caller's {@linkplain Stop#current() current stop} is made current, as a
 * stop of this call's own, on every thread while it runs an item of the call, so that the items'
 * polls (the rankings', the engine searches') see it. Once it is cancelled (the caller is
 * interrupted, or the stop it runs under is cancelled), items not yet claimed are skipped and the
 * call throws {@link CancellationException} once the items already started have returned. The
 * caller's wait for those honours interrupts: an interrupt cancels this call's stop, so that items
 * that poll it return early, and stays set on the caller's thread. When the call returns or throws,
 * no item of it is running anywhere and every helper task has returned or will return at once
 * without work: the executor gets its threads back.
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
    Run run = new Run(n, item, Stop.current().child(null));
    int helpers = Math.min(n - 1, helpers(executor));
    for (int h = 0; h < helpers && !run.allClaimed(); h++) {
      try {
        executor.execute(run::help);
      } catch (RejectedExecutionException e) {
        break; // the calling thread does the rest
      }
    }
    run.help();
    run.awaitStarted();
  }

  /** One call's shared state: the next item, the items finished, the first failure, its stop. */
  private static final class Run {
    private final int n;
    private final IntConsumer item;
    private final Stop stop;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicInteger finished = new AtomicInteger();
    private final AtomicReference<@Nullable Throwable> failure = new AtomicReference<>();
    private volatile boolean skipped;
    private final Object lock = new Object();

    Run(int n, IntConsumer item, Stop stop) {
      this.n = n;
      this.item = item;
      this.stop = stop;
    }

    boolean allClaimed() {
      return next.get() >= n;
    }

    /** Works on the call's items with its stop current on this thread. */
    void help() {
      if (allClaimed()) {
        return; // started late: nothing left, nothing to install
      }
      try (Stop.Scope scope = stop.install()) {
        work();
      }
    }

    /**
     * Takes items until none is left (or one failed), counting each as finished; once the stop is
     * cancelled, takes them without running them.
     */
    private void work() {
      for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
        try {
          if (failure.get() == null) {
            if (stop.isCancelled()) {
              skipped = true;
            } else {
              item.accept(i);
            }
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

    /**
     * Waits for the items other threads started, then rethrows a failure, or throws {@link
     * CancellationException} if items were skipped. An interrupt cancels the call's stop (items
     * that poll it return early) and is set again on the thread before returning.
     */
    void awaitStarted() {
      boolean interrupted = false;
      synchronized (lock) {
        while (finished.get() < n) {
          try {
            lock.wait();
          } catch (InterruptedException e) {
            interrupted = true;
            stop.cancel();
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
      if (skipped) {
        throw new CancellationException("cancelled: " + n + " parallel items not all run");
      }
    }
  }
}
