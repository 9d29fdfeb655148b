package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Solver#warmUp}: it plays games until told to stop, and changes no game played later. */
class WarmUpTest {
  /** Words over six letters, full of families: hard-mode checks do real work on them. */
  private static final List<String> WORDS =
      EngineTestSupport.randomWords(new Random(20_261_125), 240, 5, 6);

  private static Solver solver() {
    WordList words = WordList.of(WORDS);
    return Solver.of(words, words);
  }

  /** The hard-mode games of every tenth answer, each a line of guesses. */
  private static List<List<String>> games(Solver solver) {
    List<List<String>> games = new ArrayList<>();
    for (int a = 0; a < WORDS.size(); a += 10) {
      games.add(EngineTestSupport.playOut(solver, Mode.HARD, WORDS.get(a)));
    }
    return games;
  }

  @Test
  void gamesAfterAWarmUpAreTheGamesOfAFreshSolver() {
    List<List<String>> fresh = games(solver());
    // Lists of this test's own, so once that solver is collected the next one has a new engine,
    // with an empty memo: the warm-up fills it.
    Solver warmed = null;
    for (int i = 0; i < 20 && warmed == null; i++) {
      System.gc();
      Solver candidate = solver();
      if (candidate.engine().tableIfBuilt() == null) {
        warmed = candidate;
      }
    }
    assertTrue(warmed != null, "the first solver's engine was never collected");
    assertTrue(warmed.warmUp(Mode.HARD, Duration.ofSeconds(2)) > 0, "no guess played");
    assertEquals(fresh, games(warmed));
  }

  @Test
  void stopsBeforeTheFirstGuessWhenOutOfTimeOrInterrupted() {
    Solver solver = solver();
    assertEquals(0, solver.warmUp(Mode.HARD, Duration.ZERO));
    Thread.currentThread().interrupt();
    try {
      assertEquals(0, solver.warmUp(Mode.NORMAL, Duration.ofMinutes(1)));
      assertTrue(Thread.currentThread().isInterrupted(), "the interrupt status was cleared");
    } finally {
      Thread.interrupted();
    }
  }
}
