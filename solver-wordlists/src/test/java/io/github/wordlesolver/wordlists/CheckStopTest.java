package io.github.wordlesolver.wordlists;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.solver.Suggestions;
import io.github.wordlesolver.solver.bundled.BundledHints;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The hard-mode check behind a suggestion stops when asked: on the Spanish lists every opener loses
 * some answer in hard mode (proved offline, see {@link OpeningRankings#everyOpenerLoses}), so a
 * solver not told so searches in vain for a first guess that wins every answer until its budget is
 * spent; with a budget of a billion nodes that would take hours. Cancelled, it hands back its
 * thread at once; with a deadline, the checks run out as with a spent budget and the best ranked
 * guess comes first, cut short.
 */
@Timeout(300)
class CheckStopTest {
  private static final long HOURS_OF_NODES = 1_000_000_000L;

  /** A solver of the Spanish lists with their hard-mode ranking, not told that openers lose. */
  private static Solver searchingInVain(ThreadPoolExecutor pool) {
    ListPair es = WordLists.spanish();
    Solver.Builder builder =
        Solver.builder(es.answers(), es.guesses()).checkBudget(HOURS_OF_NODES).executor(pool);
    BundledHints.openingRanking(builder, Mode.HARD, OpeningRankings.forLists(es).get(Mode.HARD));
    return builder.build().prepare();
  }

  private static ThreadPoolExecutor pool() {
    ThreadPoolExecutor pool =
        new ThreadPoolExecutor(2, 2, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>());
    pool.setThreadFactory(
        r -> {
          Thread t = new Thread(r, "check-stop-test");
          t.setDaemon(true); // a check that failed to stop must not keep the JVM alive
          return t;
        });
    return pool;
  }

  private static void assertIdleWithin(ThreadPoolExecutor pool, long seconds)
      throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while ((pool.getActiveCount() > 0 || !pool.getQueue().isEmpty())
        && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertEquals(0, pool.getActiveCount(), "the executor's threads are back");
    assertTrue(pool.getQueue().isEmpty(), "the executor's queue drained");
  }

  @Test
  void aCancelledCheckHandsBackItsThread() throws Exception {
    ThreadPoolExecutor pool = pool();
    try {
      Game game = searchingInVain(pool).newGame(Mode.HARD);
      CompletableFuture<Suggestions> future = game.suggestAsync(5);
      Thread.sleep(500);
      assertTrue(pool.getActiveCount() > 0, "the check is under way");
      assertTrue(future.cancel(true));
      assertIdleWithin(pool, 20);
      assertThrows(CancellationException.class, future::join);
      long completed = pool.getCompletedTaskCount();
      Thread.sleep(200);
      assertEquals(completed, pool.getCompletedTaskCount(), "nothing is left running");
      assertEquals(0, pool.getActiveCount());
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aDeadlineEndsTheChecksAsASpentBudgetDoes() throws Exception {
    ThreadPoolExecutor pool = pool();
    try {
      Solver solver = searchingInVain(pool);
      List<Suggestion> ranked = OpeningRankings.forLists(WordLists.spanish()).get(Mode.HARD);
      long start = System.nanoTime();
      Suggestions answer = solver.newGame(Mode.HARD).suggest(5, Duration.ofMillis(300));
      long took = System.nanoTime() - start;
      assertTrue(answer.isCutShort());
      // No guess was found to win every answer (none does): the ranking decides.
      assertEquals(ranked.subList(0, 5), answer.list());
      assertTrue(took < TimeUnit.SECONDS.toNanos(20), "answered in " + took / 1_000_000 + " ms");
      assertIdleWithin(pool, 20);
    } finally {
      pool.shutdownNow();
    }
  }
}
