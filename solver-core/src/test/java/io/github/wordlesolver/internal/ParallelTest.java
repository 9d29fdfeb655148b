package io.github.wordlesolver.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@link Parallel#forEach}: every item once, on any executor, without deadlock. */
@Timeout(60)
class ParallelTest {
  private static void assertEachOnce(AtomicIntegerArray runs) {
    for (int i = 0; i < runs.length(); i++) {
      assertEquals(1, runs.get(i), "item " + i);
    }
  }

  @Test
  void runsEveryItemOnceOnAPool() {
    ExecutorService pool = Executors.newFixedThreadPool(3);
    try {
      AtomicIntegerArray runs = new AtomicIntegerArray(1_000);
      Parallel.forEach(pool, runs.length(), runs::incrementAndGet);
      assertEachOnce(runs);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void callingThreadDoesTheWorkWhenThePoolNeverRunsIt() throws InterruptedException {
    ExecutorService pool = Executors.newSingleThreadExecutor();
    CountDownLatch release = new CountDownLatch(1);
    try {
      pool.execute(
          () -> {
            try {
              release.await();
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          });
      Thread caller = Thread.currentThread();
      AtomicIntegerArray runs = new AtomicIntegerArray(100);
      Set<Thread> threads = ConcurrentHashMap.newKeySet();
      Parallel.forEach(
          pool,
          runs.length(),
          i -> {
            threads.add(Thread.currentThread());
            runs.incrementAndGet(i);
          });
      assertEachOnce(runs);
      assertEquals(Set.of(caller), threads);
    } finally {
      release.countDown();
      pool.shutdown();
      assertTrue(pool.awaitTermination(10, TimeUnit.SECONDS));
    }
  }

  @Test
  void nestedCallsOnAOneThreadPoolFinish() {
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try {
      AtomicIntegerArray runs = new AtomicIntegerArray(20 * 30);
      Parallel.forEach(
          pool, 20, i -> Parallel.forEach(pool, 30, j -> runs.incrementAndGet(i * 30 + j)));
      assertEachOnce(runs);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void rejectedTasksAreRunByTheCaller() {
    AtomicInteger offered = new AtomicInteger();
    AtomicIntegerArray runs = new AtomicIntegerArray(50);
    Parallel.forEach(
        task -> {
          offered.incrementAndGet();
          throw new RejectedExecutionException("full");
        },
        runs.length(),
        runs::incrementAndGet);
    assertEachOnce(runs);
    assertEquals(1, offered.get(), "stops offering after the first refusal");
  }

  @Test
  void directExecutorRunsEverythingOnTheCaller() {
    AtomicIntegerArray runs = new AtomicIntegerArray(50);
    Parallel.forEach(Parallel.direct(), runs.length(), runs::incrementAndGet);
    assertEachOnce(runs);
  }

  @Test
  void firstFailureIsRethrownAfterStartedItemsFinish() {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      IllegalStateException thrown =
          assertThrows(
              IllegalStateException.class,
              () ->
                  Parallel.forEach(
                      pool,
                      100,
                      i -> {
                        if (i == 7) {
                          throw new IllegalStateException("item 7");
                        }
                      }));
      assertEquals("item 7", thrown.getMessage());
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void defaultUsesTheCallersForkJoinPool() throws Exception {
    ForkJoinPool own = new ForkJoinPool(2);
    try {
      Set<String> names = ConcurrentHashMap.newKeySet();
      own.submit(
              () ->
                  Parallel.forEach(
                      Parallel.defaultExecutor(),
                      200,
                      i -> {
                        names.add(Thread.currentThread().getName());
                        busy();
                      }))
          .get();
      for (String name : names) {
        assertTrue(!name.contains("commonPool"), name);
      }
    } finally {
      own.shutdown();
    }
    assertSame(Parallel.defaultExecutor(), Parallel.defaultExecutor());
  }

  /**
   * An interrupt of the caller while items run: the items not started are skipped, the items that
   * poll the call's stop return early, the call throws {@link CancellationException} with the
   * interrupt kept, and when it does no item is running and the pool is idle.
   */
  @Test
  void anInterruptedCallSkipsTheRestAndHandsBackThePool() throws Exception {
    ThreadPoolExecutor pool =
        new ThreadPoolExecutor(3, 3, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>());
    try {
      int n = 10_000;
      AtomicInteger started = new AtomicInteger();
      AtomicInteger running = new AtomicInteger();
      AtomicInteger stoppedEarly = new AtomicInteger();
      CountDownLatch someStarted = new CountDownLatch(4);
      Thread caller = Thread.currentThread();
      Thread interrupter =
          new Thread(
              () -> {
                try {
                  someStarted.await();
                } catch (InterruptedException e) {
                  return;
                }
                caller.interrupt();
              });
      interrupter.start();
      CancellationException e =
          assertThrows(
              CancellationException.class,
              () ->
                  Parallel.forEach(
                      pool,
                      n,
                      i -> {
                        started.incrementAndGet();
                        running.incrementAndGet();
                        someStarted.countDown();
                        try {
                          // A long item that polls the current stop, as the rankings do.
                          long until = System.nanoTime() + 20_000_000L;
                          while (System.nanoTime() < until) {
                            if (Stop.current().isCancelled()) {
                              stoppedEarly.incrementAndGet();
                              return;
                            }
                            Thread.onSpinWait();
                          }
                        } finally {
                          running.decrementAndGet();
                        }
                      }));
      assertTrue(Thread.interrupted(), "the interrupt stays set: " + e.getMessage());
      assertEquals(0, running.get(), "no item runs once the call has thrown");
      assertTrue(started.get() < n / 10, "the rest was skipped: " + started.get());
      assertTrue(stoppedEarly.get() >= 1, "items polling the stop return early");
      interrupter.join();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while ((pool.getActiveCount() > 0 || !pool.getQueue().isEmpty())
          && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
      assertEquals(0, pool.getActiveCount(), "the pool's threads are back");
      assertTrue(pool.getQueue().isEmpty(), "the pool's queue drained");
      assertEquals(0, running.get());
    } finally {
      Thread.interrupted();
      pool.shutdownNow();
    }
  }

  /** A cancelled stop current on the caller: nothing runs but what was started, and it throws. */
  @Test
  void aCancelledStopSkipsEveryItem() {
    Stop stop = Stop.detached(0, false);
    stop.cancel();
    AtomicInteger runs = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try (Stop.Scope scope = stop.install()) {
      assertThrows(
          CancellationException.class,
          () -> Parallel.forEach(pool, 100, i -> runs.incrementAndGet()));
    } finally {
      pool.shutdownNow();
    }
    assertEquals(0, runs.get());
    assertTrue(!Stop.current().isCancelled(), "the thread's own stop is current again");
  }

  /** The caller's stop, deadline included, is current on the helpers while they run its items. */
  @Test
  void helpersSeeTheCallersStop() {
    ExecutorService pool = Executors.newFixedThreadPool(3);
    Stop stop = Stop.detached(System.nanoTime() - 1, true); // already past its deadline
    Set<Thread> sawDeadline = ConcurrentHashMap.newKeySet();
    Set<Thread> all = ConcurrentHashMap.newKeySet();
    try (Stop.Scope scope = stop.install()) {
      Parallel.forEach(
          pool,
          200,
          i -> {
            all.add(Thread.currentThread());
            if (Stop.current().isPastDeadline() && !Stop.current().isCancelled()) {
              sawDeadline.add(Thread.currentThread());
            }
            busy();
          });
    } finally {
      pool.shutdownNow();
    }
    assertEquals(all, sawDeadline);
    assertTrue(!Stop.current().isPastDeadline());
  }

  private static void busy() {
    long until = System.nanoTime() + 100_000;
    while (System.nanoTime() < until) {
      Thread.onSpinWait();
    }
  }
}
