package io.github.wordlesolver.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RejectedExecutionException;
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

  private static void busy() {
    long until = System.nanoTime() + 100_000;
    while (System.nanoTime() < until) {
      Thread.onSpinWait();
    }
  }
}
