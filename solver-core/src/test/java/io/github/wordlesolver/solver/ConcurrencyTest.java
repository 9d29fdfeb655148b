package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.MarkTable;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class ConcurrencyTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(100);
  private static final WordList EXTRA = EngineTestSupport.allowed(50);
  private static final int THREADS = 8;

  private static Map<String, List<String>> playSequentially(
      Solver solver, Mode mode, List<String> answers) {
    Map<String, List<String>> plays = new HashMap<>();
    for (String answer : answers) {
      plays.put(answer, EngineTestSupport.playOut(solver, mode, answer));
    }
    return plays;
  }

  /**
   * Plays {@code answers} with one fresh solver shared by {@link #THREADS} threads, each playing
   * every answer in its own order, all starting at once (so the first calls race to build the table
   * and the opening ranking). Returns each thread's plays, and checks they all saw one table.
   */
  private static List<Map<String, List<String>>> playConcurrently(
      Supplier<Solver> make, Mode mode, List<String> answers) throws Exception {
    Solver shared = make.get();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    CountDownLatch start = new CountDownLatch(1);
    Set<MarkTable> tables =
        Collections.newSetFromMap(Collections.synchronizedMap(new IdentityHashMap<>()));
    try {
      List<Future<Map<String, List<String>>>> futures = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int offset = t * answers.size() / THREADS;
        boolean backwards = t % 2 == 1;
        Callable<Map<String, List<String>>> task =
            () -> {
              start.await();
              Map<String, List<String>> plays = new HashMap<>();
              for (int i = 0; i < answers.size(); i++) {
                int k = (offset + i) % answers.size();
                String answer = answers.get(backwards ? answers.size() - 1 - k : k);
                plays.put(answer, EngineTestSupport.playOut(shared, mode, answer));
                tables.add(shared.engine().table());
              }
              return plays;
            };
        futures.add(pool.submit(task));
      }
      start.countDown();
      List<Map<String, List<String>>> results = new ArrayList<>();
      for (Future<Map<String, List<String>>> f : futures) {
        results.add(f.get(2, TimeUnit.MINUTES));
      }
      assertEquals(1, tables.size(), "every thread must see the same table");
      return results;
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void sharedSolverPlaysLikeASequentialOne() throws Exception {
    Supplier<Solver> make = () -> Solver.builder(ANSWERS, EXTRA).scorer(Scorers.entropy()).build();
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      Map<String, List<String>> expected = playSequentially(make.get(), mode, ANSWERS.asList());
      List<Map<String, List<String>>> results = playConcurrently(make, mode, ANSWERS.asList());
      for (int t = 0; t < results.size(); t++) {
        assertEquals(expected, results.get(t), mode + " thread " + t);
      }
    }
  }

  @Test
  void sharedSolverWithTheDefaultScorerPlaysLikeASequentialOne() throws Exception {
    // Lookahead ranks its shortlist in parallel and caches the opening ranking in the solver.
    Supplier<Solver> make = () -> Solver.of(ANSWERS, EXTRA);
    List<String> some = new ArrayList<>();
    for (int a = 0; a < ANSWERS.size(); a += 4) {
      some.add(ANSWERS.get(a));
    }
    Map<String, List<String>> expected = playSequentially(make.get(), Mode.NORMAL, some);
    for (Map<String, List<String>> result : playConcurrently(make, Mode.NORMAL, some)) {
      assertEquals(expected, result);
    }
  }

  @Test
  void oneGameSuggestsTheSameFromManyThreads() throws Exception {
    Solver solver = Solver.of(ANSWERS, EXTRA);
    Game game =
        solver.newGame().apply("crate", io.github.wordlesolver.Feedback.compute("crate", "humph"));
    List<Suggestion> expected =
        Solver.of(ANSWERS, EXTRA)
            .newGame()
            .apply("crate", io.github.wordlesolver.Feedback.compute("crate", "humph"))
            .suggest(10);
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<List<Suggestion>>> futures = new ArrayList<>();
      for (int t = 0; t < 2 * THREADS; t++) {
        Scorer scorer = t % 2 == 0 ? solver.scorer() : Scorers.lookahead(1, 24, 6);
        futures.add(pool.submit(() -> game.suggest(10, scorer)));
      }
      for (Future<List<Suggestion>> f : futures) {
        assertEquals(expected, f.get(2, TimeUnit.MINUTES));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static <T> T inPool(int parallelism, Callable<T> task) throws Exception {
    ForkJoinPool pool = new ForkJoinPool(parallelism);
    try {
      return pool.submit(task).get(2, TimeUnit.MINUTES);
    } finally {
      pool.shutdown();
    }
  }

  @Test
  void largeRankingIsTheSameWhateverThePool() throws Exception {
    // 300 answers × ~1,150 guesses is past the engine's threshold for ranking in parallel.
    WordList answers = EngineTestSupport.answers(300);
    WordList extra = EngineTestSupport.allowed(12);
    Callable<List<Suggestion>> rank =
        () -> {
          Solver solver = Solver.of(answers, extra);
          return solver.newGame().suggest(solver.guesses().size(), Scorers.entropy());
        };
    List<Suggestion> common = rank.call();
    assertTrue(common.size() > 1000);
    assertEquals(common, inPool(1, rank));
    assertEquals(common, inPool(3, rank));
  }

  private static void assertSameFigures(
      SimulationResult expected, SimulationResult actual, String where) {
    assertEquals(expected.games(), actual.games(), where);
    assertEquals(expected.solved(), actual.solved(), where);
    assertEquals(expected.totalGuesses(), actual.totalGuesses(), where);
    assertEquals(expected.mostGuesses(), actual.mostGuesses(), where);
    assertArrayEquals(expected.histogram(), actual.histogram(), where);
    assertEquals(expected.average(), actual.average(), where);
    assertEquals(expected.failed(), actual.failed(), where);
    assertEquals(expected.plays(), actual.plays(), where);
  }

  @Test
  void selfPlayIsTheSameInTheCommonPoolAndInASingleThreadPool() throws Exception {
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      SimulationResult common = SelfPlay.of(Solver.of(ANSWERS, EXTRA)).withMode(mode).run();
      Set<Thread> workers = ConcurrentHashMap.newKeySet();
      ForkJoinPool single = new ForkJoinPool(1);
      try {
        SimulationResult one =
            single
                .submit(
                    () ->
                        SelfPlay.of(Solver.of(ANSWERS, EXTRA))
                            .withMode(mode)
                            .withProgress(
                                (phase, done, total) -> workers.add(Thread.currentThread()))
                            .run())
                .get(2, TimeUnit.MINUTES);
        assertSameFigures(common, one, mode + " pool of 1");
        // The games ran in that pool.
        assertEquals(1, workers.size(), workers.toString());
        Thread worker = workers.iterator().next();
        assertTrue(worker instanceof ForkJoinWorkerThread, worker.toString());
        assertSame(single, ((ForkJoinWorkerThread) worker).getPool());
      } finally {
        single.shutdown();
      }
      SimulationResult four =
          inPool(4, () -> SelfPlay.of(Solver.of(ANSWERS, EXTRA)).withMode(mode).run());
      assertSameFigures(common, four, mode + " pool of 4");
      // A solver that has already played (caches warm) plays the same again.
      Solver warm = Solver.of(ANSWERS, EXTRA);
      SelfPlay.of(warm).withMode(mode).run();
      assertSameFigures(common, SelfPlay.of(warm).withMode(mode).run(), mode + " second run");
    }
  }
}
