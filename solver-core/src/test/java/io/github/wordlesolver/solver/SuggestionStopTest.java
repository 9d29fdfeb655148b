package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Stopping a suggestion: a cancelled asynchronous one, or one whose thread is interrupted, stops
 * the ranking of every first guess of the original lists (seconds of work), hands back the
 * executor's threads and drains its queue, and leaves nothing running; a deadline answers with what
 * was scored by then, cut short, and a deadline that does not pass changes nothing.
 */
@Timeout(300)
class SuggestionStopTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(2315);
  private static final WordList GUESSES = WordList.union(ANSWERS, EngineTestSupport.allowed(1));

  private static ThreadPoolExecutor pool() {
    return new ThreadPoolExecutor(3, 3, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>());
  }

  /** Waits until the pool runs nothing and queues nothing, and says so. */
  private static void assertIdle(ThreadPoolExecutor pool) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while ((pool.getActiveCount() > 0 || !pool.getQueue().isEmpty())
        && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertEquals(0, pool.getActiveCount(), "the executor's threads are back");
    assertTrue(pool.getQueue().isEmpty(), "the executor's queue drained");
  }

  /** Waits until the scorer has been asked about a guess: the ranking is under way. */
  private static void awaitScoring(CountingScorer scorer) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (scorer.costed.get() == 0 && System.nanoTime() < deadline) {
      Thread.sleep(1);
    }
    assertTrue(scorer.costed.get() > 0, "the ranking started");
  }

  /** Asserts that the scorer is asked nothing more: no work is left running. */
  private static long assertSettled(CountingScorer scorer) throws InterruptedException {
    long settled = scorer.costed.get();
    Thread.sleep(300);
    assertEquals(settled, scorer.costed.get(), "nothing is left running");
    return settled;
  }

  @Test
  void aCancelledAsyncSuggestionStopsAndHandsBackItsThreads() throws Exception {
    ThreadPoolExecutor pool = pool();
    try {
      CountingScorer scorer = new CountingScorer();
      Solver solver = Solver.builder(ANSWERS, GUESSES).scorer(scorer).executor(pool).build();
      solver.prepare(); // the table first, so that the cancel meets the ranking
      CompletableFuture<Suggestions> future = solver.newGame().suggestAsync(5);
      awaitScoring(scorer);
      assertTrue(future.cancel(true));
      assertIdle(pool);
      long settled = assertSettled(scorer);
      // A whole ranking asks about the 24 guesses of the shortlist; the cancel stopped it after
      // the few that three threads had under way.
      assertTrue(settled < 12, "the ranking stopped early: " + settled + " guesses scored");
      assertTrue(future.isCancelled());
      assertThrows(CancellationException.class, future::join);
      // Nothing of the stopped ranking is kept: the next suggestion ranks in full, as ever.
      List<Suggestion> after = solver.newGame().suggest(5);
      assertEquals(Solver.of(ANSWERS, GUESSES).newGame().suggest(5), after);
      assertIdle(pool);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void anAsyncSuggestionTimedOutWithOrTimeoutStopsToo() throws Exception {
    ThreadPoolExecutor pool = pool();
    try {
      CountingScorer scorer = new CountingScorer();
      Solver solver = Solver.builder(ANSWERS, GUESSES).scorer(scorer).executor(pool).build();
      solver.prepare();
      CompletableFuture<Suggestions> future =
          solver.newGame().suggestAsync(5).orTimeout(1, TimeUnit.MILLISECONDS);
      ExecutionException e = assertThrows(ExecutionException.class, future::get);
      assertTrue(e.getCause() instanceof TimeoutException, e.toString());
      assertIdle(pool);
      long settled = assertSettled(scorer);
      assertTrue(settled < 12, "the ranking stopped early: " + settled);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void anInterruptStopsASuggestionOnEveryThread() throws Exception {
    ThreadPoolExecutor pool = pool();
    try {
      CountingScorer scorer = new CountingScorer();
      Solver solver = Solver.builder(ANSWERS, GUESSES).scorer(scorer).executor(pool).build();
      solver.prepare();
      AtomicReference<Throwable> thrown = new AtomicReference<>();
      AtomicReference<Boolean> interruptKept = new AtomicReference<>();
      Thread asker =
          new Thread(
              () -> {
                try {
                  solver.newGame(Mode.HARD).suggest(5);
                } catch (Throwable t) {
                  thrown.set(t);
                }
                interruptKept.set(Thread.currentThread().isInterrupted());
              });
      asker.start();
      awaitScoring(scorer);
      asker.interrupt();
      asker.join(TimeUnit.SECONDS.toMillis(60));
      assertFalse(asker.isAlive(), "the asking thread returned");
      assertTrue(thrown.get() instanceof CancellationException, String.valueOf(thrown.get()));
      assertEquals(Boolean.TRUE, interruptKept.get());
      assertIdle(pool);
      assertTrue(assertSettled(scorer) < 12);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aDeadlineAnswersWithTheGuessesScoredByThen() throws Exception {
    CountingScorer scorer = new CountingScorer();
    Solver solver = Solver.builder(ANSWERS, GUESSES).scorer(scorer).build();
    solver.prepare();
    Suggestions now = solver.newGame().suggest(5, Duration.ZERO);
    assertTrue(now.isCutShort());
    assertFalse(now.list().isEmpty());
    assertTrue(now.list().size() <= 5);
    for (Suggestion s : now.list()) {
      assertTrue(GUESSES.contains(s.word()), s.word());
    }
    // Past the deadline only the one guess a ranking always holds was scored (one per thread
    // that had started at most).
    assertTrue(scorer.costed.get() <= Runtime.getRuntime().availableProcessors() + 1);
    // A ranking cut short is not kept: without a deadline the opening is ranked in full.
    List<Suggestion> full = solver.newGame().suggest(5);
    assertEquals(Solver.of(ANSWERS, GUESSES).newGame().suggest(5), full);
    // Once the work is done, a deadline that does not pass changes nothing.
    Suggestions late = solver.newGame().suggest(5, Duration.ofHours(1));
    assertFalse(late.isCutShort());
    assertEquals(full, late.list());
    assertEquals(full.get(0), late.best());
  }

  @Test
  void aDeadlineThatDoesNotPassGivesExactlyTheSuggestions() throws Exception {
    WordList answers = EngineTestSupport.answers(300);
    WordList guesses = WordList.union(answers, EngineTestSupport.allowed(20));
    Solver solver = Solver.of(answers, guesses);
    for (Mode mode : Mode.values()) {
      Game game = solver.newGame(mode);
      for (String answer : List.of("cigar", "shake", "rebut", "sissy")) {
        if (!answers.contains(answer)) {
          continue;
        }
        Game at = game;
        while (!at.isSolved() && at.guessesLeft() > 0) {
          List<Suggestion> plain = at.suggest(3);
          Suggestions timed = at.suggest(3, Duration.ofMinutes(10));
          assertEquals(plain, timed.list(), mode + " " + at);
          assertFalse(timed.isCutShort());
          Suggestions async = at.suggestAsync(3, Duration.ofMinutes(10)).get();
          assertEquals(timed, async);
          assertEquals(plain, at.suggestAsync(3).get().list());
          String guess = plain.get(0).word();
          at = at.apply(guess, Feedback.compute(guess, answer));
        }
      }
    }
  }

  @Test
  void badArgumentsAreRefusedBeforeAnyWork() {
    Game game = Solver.of(EngineTestSupport.answers(50), EngineTestSupport.answers(50)).newGame();
    IllegalArgumentException negative =
        assertThrows(IllegalArgumentException.class, () -> game.suggest(3, Duration.ofSeconds(-1)));
    assertTrue(negative.getMessage().contains("-1"), negative.getMessage());
    assertThrows(IllegalArgumentException.class, () -> game.suggest(0, Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> game.suggestAsync(0));
    Game solved = game.apply("cigar", Feedback.parse("GGGGG"));
    assertThrows(IllegalStateException.class, () -> solved.suggestAsync(1, Duration.ZERO));
    // A deadline too long for nanoseconds is none.
    assertFalse(game.suggest(2, Duration.ofSeconds(Long.MAX_VALUE)).isCutShort());
  }
}
