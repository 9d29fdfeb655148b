package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The concurrency defects a review found, each pinned by a test that failed before its fix:
 * self-play ranked positions inside {@code ConcurrentHashMap.computeIfAbsent} (a long ranking held
 * up every game once the map had to grow), and a solver ranked openers under one lock for every
 * mode. (The tree-search memo's race is tested in {@code engine.MemoTest}.)
 */
class ReviewedRacesTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(100);
  private static final WordList EXTRA = EngineTestSupport.allowed(30);
  private static final WordList MORE_ANSWERS = EngineTestSupport.answers(600);

  /** Entropy, but the first one-answer position it is asked about waits for other positions. */
  private static final class StallingScorer implements Scorer {
    private final int othersNeeded;
    private final AtomicReference<Thread> stalled = new AtomicReference<>();
    private final AtomicInteger othersCalls = new AtomicInteger();
    private final AtomicBoolean timedOut = new AtomicBoolean();

    StallingScorer(int othersNeeded) {
      this.othersNeeded = othersNeeded;
    }

    @Override
    public String name() {
      return "stalling";
    }

    @Override
    public double cost(Partition p) {
      Thread me = Thread.currentThread();
      if (p.candidates() == 1 && stalled.compareAndSet(null, me)) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (othersCalls.get() < othersNeeded && System.nanoTime() < deadline) {
          Thread.onSpinWait();
          try {
            Thread.sleep(1);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            break;
          }
        }
        timedOut.set(othersCalls.get() < othersNeeded);
      } else if (stalled.get() != null && stalled.get() != me) {
        othersCalls.incrementAndGet();
      }
      return -p.entropyBits();
    }
  }

  @Test
  void aLongDecisionDoesNotHoldUpOtherGames() throws Exception {
    Solver plain = Solver.builder(MORE_ANSWERS, EXTRA).scorer(Scorers.entropy()).build();
    int guesses = plain.guesses().size();
    // A hundred more rankings after the stall: past at least one growth of the decisions map.
    // With the decision computed inside computeIfAbsent, the growth waits for the stalled
    // decision, which waits for the others: stuck until the scorer gives up.
    StallingScorer scorer = new StallingScorer(100 * guesses);
    Solver solver = Solver.builder(MORE_ANSWERS, EXTRA).scorer(scorer).build();
    ForkJoinPool pool = new ForkJoinPool(4);
    try {
      SimulationResult result =
          pool.submit(() -> SelfPlay.of(solver).withMode(Mode.NORMAL).run())
              .get(2, TimeUnit.MINUTES);
      assertTrue(scorer.stalled.get() != null, "no one-answer position was ranked");
      assertFalse(scorer.timedOut.get(), "other games waited for the stalled decision");
      assertEquals(SelfPlay.of(plain).withMode(Mode.NORMAL).run().plays(), result.plays());
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void rankingOneModesOpenersDoesNotBlockAnotherMode() throws Exception {
    CountDownLatch normalStarted = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    Scorer blocking =
        new Scorer() {
          @Override
          public String name() {
            return "blocking";
          }

          @Override
          public double cost(Partition p) {
            if (p.rules().mode() == Mode.NORMAL) {
              normalStarted.countDown();
              try {
                release.await(30, TimeUnit.SECONDS);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            }
            return -p.entropyBits();
          }
        };
    Solver solver = Solver.builder(ANSWERS, EXTRA).scorer(blocking).build();
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      Future<List<Suggestion>> normal =
          threads.submit(() -> solver.newGame(Mode.NORMAL).suggest(1));
      assertTrue(normalStarted.await(30, TimeUnit.SECONDS));
      // The normal-mode opening ranking is under way and stuck; the hard one must not wait for it.
      Future<List<Suggestion>> hard = threads.submit(() -> solver.newGame(Mode.HARD).suggest(1));
      List<Suggestion> hardBest = hard.get(20, TimeUnit.SECONDS);
      assertFalse(normal.isDone(), "the normal ranking was released early");
      release.countDown();
      assertEquals(
          hardBest.get(0).word(),
          normal.get(30, TimeUnit.SECONDS).get(0).word(),
          "no mode restricts the first guess");
    } finally {
      release.countDown();
      threads.shutdownNow();
    }
  }
}
