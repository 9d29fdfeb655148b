package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The tree search's memo: an exact value is never replaced by a bound, whatever the order or
 * interleaving of the writes (the old memo read, then wrote, so a bound computed from a stale read
 * could land on top of an exact value); and it keeps taking new nodes past its capacity, evicting
 * old ones (the old memo simply stopped remembering), without growing past it.
 */
class MemoTest {
  private static Memo.Key key(int... set) {
    return new Memo.Key(set, 4, null);
  }

  @Test
  void anExactValueIsNeverReplacedByABound() {
    Memo<Memo.Entry> memo = new Memo<>(1024);
    Memo.Key k = key(1, 2, 3);
    memo.record(new Memo.Entry(k, 7, false, -1));
    memo.record(new Memo.Entry(k, 9, true, 42));
    // A bound computed before the exact value was known arrives late: the stale-read write.
    memo.record(new Memo.Entry(k, 8, false, -1));
    memo.record(new Memo.Entry(k, 12, false, -1));
    Memo.Entry e = memo.get(k);
    assertNotNull(e);
    assertTrue(e.exact);
    assertEquals(9, e.value);
    assertEquals(42, e.guess);
    // Bounds only go up.
    Memo.Key other = key(4, 5, 6);
    memo.record(new Memo.Entry(other, 10, false, -1));
    memo.record(new Memo.Entry(other, 6, false, -1));
    assertEquals(10, memo.get(other).value);
  }

  /**
   * A run of a larger array finds the entry of the set it spells, merged as {@code get(key)}
   * merges, and only that: not another depth, a shorter or longer run, or other members.
   */
  @Test
  void aRunOfAnArrayFindsTheEntryOfTheSetItSpells() {
    Memo<Memo.Entry> memo = new Memo<>(1 << 12);
    for (int i = 0; i < 500; i++) {
      memo.record(new Memo.Entry(new Memo.Key(new int[] {i, i + 1, i + 2}, 3, null), i, false, -1));
    }
    int[] members = {9, 7, 40, 41, 42, 43, 5};
    Memo.Entry e = memo.get(members, 2, 5, 3, null);
    assertNotNull(e);
    assertEquals(40, e.value);
    assertNull(memo.get(key(40, 41, 42))); // key() is depth 4
    assertNull(memo.get(members, 2, 5, 4, null));
    assertNull(memo.get(members, 2, 6, 3, null));
    assertNull(memo.get(members, 2, 4, 3, null));
    assertEquals(41, memo.get(members, 3, 6, 3, null).value);
    memo.record(new Memo.Entry(new Memo.Key(new int[] {40, 41, 42}, 3, null), 45, true, 7));
    Memo.Entry exact = memo.get(members, 2, 5, 3, null);
    assertTrue(exact.exact);
    assertEquals(45, exact.value);
    assertEquals(
        new Memo.Key(new int[] {40, 41, 42}, 3, null).hashCode(),
        Memo.Key.hash(members, 2, 5, 3, null));
  }

  @Test
  void racingWritersNeverLoseAnExactValue() throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      for (int round = 0; round < 200; round++) {
        Memo<Memo.Entry> memo = new Memo<>(64);
        Memo.Key k = key(round, round + 1, round + 2);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> writers = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
          boolean exact = t == 0;
          writers.add(
              threads.submit(
                  () -> {
                    start.await();
                    for (int i = 0; i < 200; i++) {
                      memo.record(new Memo.Entry(k, exact ? 50 : i % 60, exact, exact ? 7 : -1));
                    }
                    return null;
                  }));
        }
        start.countDown();
        for (Future<?> f : writers) {
          f.get(30, TimeUnit.SECONDS);
        }
        Memo.Entry e = memo.get(k);
        assertNotNull(e);
        assertTrue(e.exact && e.value == 50 && e.guess == 7, "round " + round);
      }
    } finally {
      threads.shutdownNow();
    }
  }

  @Test
  void keepsLearningPastItsCapacityWithinItsCapacity() {
    Memo<Memo.Entry> memo = new Memo<>(256);
    assertEquals(256, memo.capacity());
    for (int i = 0; i < 10_000; i++) {
      memo.record(new Memo.Entry(key(i, i + 1, i + 2, i + 3), i, true, i));
      // The newest node is always remembered.
      Memo.Entry e = memo.get(key(i, i + 1, i + 2, i + 3));
      assertNotNull(e, "node " + i);
      assertEquals(i, e.value);
    }
    assertTrue(memo.size() <= 256, "size " + memo.size());
    int remembered = 0;
    for (int i = 0; i < 10_000; i++) {
      remembered += memo.get(key(i, i + 1, i + 2, i + 3)) == null ? 0 : 1;
    }
    assertTrue(remembered > 100 && remembered <= 256, "remembered " + remembered);
    assertNull(new Memo<Memo.Entry>(16).get(key(1)));
  }
}
