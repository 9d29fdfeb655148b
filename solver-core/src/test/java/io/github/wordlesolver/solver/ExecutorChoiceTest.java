package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.multi.MultiSelfPlay;
import io.github.wordlesolver.multi.MultiSimulationResult;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.testing.CountingExecutor;
import io.github.wordlesolver.testing.EngineTestSupport;
import io.github.wordlesolver.testing.ThreadRecordingScorer;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Work runs where the caller says ({@link Solver.Builder#executor}): self-play, multi-board
 * self-play and rankings run on the caller's executor and the calling thread, never on the common
 * pool, and give what the default gives, on a one-thread pool and on the calling thread alone too.
 */
@Timeout(300)
class ExecutorChoiceTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(120);
  private static final WordList EXTRA = EngineTestSupport.allowed(45);

  private static Solver solver(ThreadRecordingScorer scorer, Executor executor) {
    return Solver.builder(ANSWERS, EXTRA).scorer(scorer).executor(executor).build();
  }

  /** Asserts that every thread named is the test's own or one of {@code executor}'s. */
  private static void assertRanOnlyOn(
      CountingExecutor executor, String caller, Set<String> threads) {
    assertFalse(threads.isEmpty());
    for (String name : threads) {
      assertFalse(name.contains("commonPool"), "ran on the common pool: " + threads);
      assertTrue(
          name.equals(caller) || executor.owns(name), name + " is not the caller's: " + threads);
    }
  }

  @Test
  void selfPlayRunsOnTheCallersExecutorAndGivesTheDefaultsResult() {
    List<List<String>> byDefault =
        SelfPlay.of(Solver.builder(ANSWERS, EXTRA).build()).withMode(Mode.NORMAL).run().plays();
    String caller = Thread.currentThread().getName();
    try (CountingExecutor executor = new CountingExecutor("caller-pool", 2)) {
      ThreadRecordingScorer scorer = new ThreadRecordingScorer(Scorers.lookahead());
      Set<String> progressThreads = ConcurrentHashMap.newKeySet();
      SimulationResult onExecutor =
          SelfPlay.of(solver(scorer, executor))
              .withMode(Mode.NORMAL)
              .withProgress(
                  (phase, done, total) -> progressThreads.add(Thread.currentThread().getName()))
              .run();
      assertEquals(byDefault, onExecutor.plays());
      // Handed tasks, not started ones: on a busy machine the calling thread may finish every
      // game before a pool thread starts.
      assertTrue(executor.given() > 0, "no task was handed to the caller's executor");
      assertRanOnlyOn(executor, caller, scorer.threads());
      assertRanOnlyOn(executor, caller, progressThreads);
    }
  }

  @Test
  void selfPlayIsTheSameOnOneThreadAndOnTheCallingThreadAlone() {
    List<List<String>> byDefault =
        SelfPlay.of(Solver.builder(ANSWERS, EXTRA).build()).withMode(Mode.HARD).run().plays();
    try (CountingExecutor one = new CountingExecutor("one-thread", 1)) {
      ThreadRecordingScorer scorer = new ThreadRecordingScorer(Scorers.lookahead());
      assertEquals(byDefault, SelfPlay.of(solver(scorer, one)).withMode(Mode.HARD).run().plays());
      assertTrue(one.given() > 0);
    }
    String caller = Thread.currentThread().getName();
    ThreadRecordingScorer scorer = new ThreadRecordingScorer(Scorers.lookahead());
    assertEquals(
        byDefault, SelfPlay.of(solver(scorer, Runnable::run)).withMode(Mode.HARD).run().plays());
    assertEquals(Set.of(caller), scorer.threads());
  }

  @Test
  void rankingsRunOnTheCallersExecutor() {
    String caller = Thread.currentThread().getName();
    List<Suggestion> byDefault = Solver.builder(ANSWERS, EXTRA).build().newGame().suggest(10);
    try (CountingExecutor executor = new CountingExecutor("rank-pool", 2)) {
      ThreadRecordingScorer scorer = new ThreadRecordingScorer(Scorers.lookahead());
      List<Suggestion> suggested = solver(scorer, executor).newGame().suggest(10);
      assertEquals(byDefault, suggested);
      assertTrue(executor.given() > 0, "the ranking gave its executor no task");
      assertRanOnlyOn(executor, caller, scorer.threads());
    }
  }

  @Test
  void multiSelfPlayRunsOnTheSolversExecutor() {
    MultiSimulationResult byDefault =
        MultiSelfPlay.of(MultiSolver.of(Solver.of(ANSWERS, EXTRA)), 2).withSeed(7).run(12);
    try (CountingExecutor executor = new CountingExecutor("multi-pool", 2)) {
      Solver solver = Solver.builder(ANSWERS, EXTRA).executor(executor).build();
      Set<String> threads = ConcurrentHashMap.newKeySet();
      MultiSimulationResult onExecutor =
          MultiSelfPlay.of(MultiSolver.of(solver), 2)
              .withSeed(7)
              .withProgress((phase, done, total) -> threads.add(Thread.currentThread().getName()))
              .run(12);
      assertEquals(byDefault.plays(), onExecutor.plays());
      assertTrue(executor.given() > 0);
      assertRanOnlyOn(executor, Thread.currentThread().getName(), threads);
    }
  }

  @Test
  void withExecutorSharesEverythingButTheExecutor() {
    Solver solver = Solver.of(ANSWERS, EXTRA);
    Executor direct = Runnable::run;
    Solver copy = solver.withExecutor(direct);
    assertSame(direct, copy.executor());
    assertSame(copy, copy.withExecutor(direct));
    assertEquals(solver.rules(), copy.rules());
    assertEquals(solver.newGame().suggest(5), copy.newGame().suggest(5));
    assertEquals(solver.newGame(Mode.HARD).bestGuess(), copy.newGame(Mode.HARD).bestGuess());
  }
}
