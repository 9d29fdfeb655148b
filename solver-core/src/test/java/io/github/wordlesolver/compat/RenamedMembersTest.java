package io.github.wordlesolver.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.GameStatistics;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Progress;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.absurdle.Absurdle;
import io.github.wordlesolver.absurdle.AbsurdleGame;
import io.github.wordlesolver.absurdle.AbsurdleLine;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSelfPlay;
import io.github.wordlesolver.multi.MultiSimulationResult;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.solver.SelfPlay;
import io.github.wordlesolver.solver.SimulationResult;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.testing.EngineTestSupport;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.InvalidTreeException;
import io.github.wordlesolver.tree.TreeFormat;
import io.github.wordlesolver.tree.TreeVerifier;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The members renamed in 1.1 (one name per idea: {@code maxGuesses} a limit, {@code mostGuesses} a
 * statistic, {@code guesses()} a guess list, {@code played()} the guesses of a game, {@code
 * turns()} their number) and the new configuration of self-play and of tree reading: the new
 * members give what 1.0's did, and the deprecated 1.0 members still give the same.
 */
@SuppressWarnings("deprecation") // the point: the 1.0 names still work
class RenamedMembersTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(40);
  private static final WordList GUESSES = WordList.union(ANSWERS, EngineTestSupport.allowed(90));
  private static final Solver SOLVER = Solver.of(ANSWERS, GUESSES);

  @ParameterizedTest
  @EnumSource(
      value = Mode.class,
      names = {"NORMAL", "HARD"})
  void selfPlayOfSolverRunsAsTheStaticRunDid(Mode mode) {
    SimulationResult configured = SelfPlay.of(SOLVER).withMode(mode).run();
    SimulationResult old = SelfPlay.run(SOLVER, mode);
    assertEquals(old, configured);
    AtomicInteger reports = new AtomicInteger();
    Progress counting = (phase, done, total) -> reports.incrementAndGet();
    assertEquals(old, SelfPlay.run(SOLVER, mode, counting));
    assertEquals(ANSWERS.size(), reports.get());
    assertEquals(old, SelfPlay.of(SOLVER).withProgress(counting).withMode(mode).run());
    assertEquals(2 * ANSWERS.size(), reports.get());
    for (int a = 0; a < ANSWERS.size(); a += 7) {
      String answer = ANSWERS.get(a);
      List<String> play = SelfPlay.of(SOLVER).withMode(mode).play(answer);
      assertEquals(configured.plays().get(a), play, answer);
      assertEquals(play, SelfPlay.play(SOLVER, mode, answer), answer);
    }
    assertThrows(IllegalArgumentException.class, () -> SelfPlay.of(SOLVER).play("zzzzz"));
  }

  @Test
  void selfPlayIsNormalModeUnlessTold() {
    assertEquals(SelfPlay.of(SOLVER).withMode(Mode.NORMAL).run(), SelfPlay.of(SOLVER).run());
  }

  @Test
  void mostGuessesIsTheStatisticAndMaxGuessesItsOldName() {
    SimulationResult r = SelfPlay.of(SOLVER).run();
    int most = 0;
    for (List<String> play : r.plays()) {
      most = Math.max(most, play.size());
    }
    assertEquals(most, r.mostGuesses());
    assertEquals(r.mostGuesses(), r.maxGuesses());
    assertEquals(most + 1, r.histogram().length);
    assertEquals(SOLVER.rules().maxGuesses(), r.allowedGuesses());
    assertStatistics(r);
  }

  @Test
  void multiResultsShareTheStatisticsAndRenameTheirPlays() {
    MultiSolver multi = MultiSolver.of(SOLVER);
    MultiSimulationResult r = MultiSelfPlay.of(multi, 2).withSeed(7).run(12);
    int most = 0;
    for (MultiSimulationResult.Play play : r.plays()) {
      assertEquals(play.played(), play.guesses());
      most = Math.max(most, play.played().size());
      assertEquals(
          String.join(",", play.answers()) + ": " + String.join(" ", play.played()),
          play.toString());
    }
    assertEquals(most, r.mostGuesses());
    assertEquals(r.mostGuesses(), r.maxGuesses());
    assertStatistics(r);
    MultiGame game =
        multi
            .newGame(2)
            .apply(
                "cigar",
                r.plays().get(0).answers().stream()
                    .map(answer -> io.github.wordlesolver.Feedback.compute("cigar", answer))
                    .toList());
    assertEquals(List.of("cigar"), game.played());
    assertEquals(game.played(), game.guesses());
  }

  /** The defaults of {@link GameStatistics} from the histogram, as 1.0's records computed them. */
  private static void assertStatistics(GameStatistics s) {
    int[] h = s.histogram();
    long total = 0;
    int games = 0;
    for (int k = 0; k < h.length; k++) {
      assertEquals(h[k], s.gamesWith(k));
      total += (long) k * h[k];
      games += h[k];
    }
    assertEquals(0, s.gamesWith(-1));
    assertEquals(0, s.gamesWith(h.length));
    assertEquals(games, s.games());
    assertEquals(total, s.totalGuesses());
    assertEquals((double) total / games, s.average());
    assertEquals(s.games() - s.solved(), s.failed());
  }

  @Test
  void statisticsOfNoGames() {
    SimulationResult none = SimulationResult.of(0, 0, 0, 0, new int[1], 5, List.of(), 6);
    assertEquals(0, none.average());
    assertEquals(0, none.failed());
    assertEquals(0, none.mostGuesses());
    assertEquals(none, SimulationResult.of(0, 0, 0, 0, new int[1], 9, List.of(), 6));
    assertNotEquals(none, SimulationResult.of(0, 0, 0, 0, new int[1], 5, List.of(), 5));
    assertTrue(none.toString().contains("mostGuesses=0"), none::toString);
  }

  @Test
  void multiGuessCapIsItsOwnConstant() {
    assertEquals(64, MultiSolver.MAX_MULTI_GUESSES);
    assertEquals(MultiSolver.MAX_MULTI_GUESSES, MultiSolver.MAX_GUESSES);
    assertNotEquals(GameRules.MAX_GUESSES, MultiSolver.MAX_MULTI_GUESSES);
    MultiSolver multi = MultiSolver.of(SOLVER);
    assertTrue(multi.refusal(2, MultiSolver.MAX_MULTI_GUESSES).isEmpty());
    assertTrue(multi.refusal(2, MultiSolver.MAX_MULTI_GUESSES + 1).isPresent());
  }

  @Test
  void absurdleLinesAndGamesNameTheirGuesses() {
    Absurdle absurdle = Absurdle.of(EngineTestSupport.answers(12), GUESSES);
    AbsurdleLine line = absurdle.solver().fewest(absurdle.start());
    assertEquals(line.played(), line.guesses());
    assertEquals(line.size(), line.played().size());
    assertEquals(String.join(" ", line.played()), line.toString());
    AbsurdleGame game = absurdle.play(line.played().subList(0, 1));
    assertEquals(1, game.turns());
    assertEquals(game.turns(), game.guesses());
    assertEquals(game.history().size(), game.turns());
    assertEquals(0, absurdle.start().turns());
  }

  @ParameterizedTest
  @EnumSource(
      value = Mode.class,
      names = {"NORMAL", "HARD"})
  void treeFormatReadsWhatItWritesAsTreeVerifierDid(Mode mode) throws IOException {
    DecisionTree tree = SOLVER.treeBuilder().mode(mode).build();
    assertEquals(tree.mostGuesses(), tree.maxGuesses());
    assertEquals(tree.mostGuesses() + 1, tree.histogram().length);
    for (boolean marks : new boolean[] {false, true}) {
      StringWriter out = new StringWriter();
      TreeFormat.write(tree, out, marks);
      String text = out.toString();
      TreeFormat.ReadOptions expected = TreeFormat.ReadOptions.of(ANSWERS, GUESSES).withMode(mode);
      DecisionTree read = TreeFormat.read(new StringReader(text), "t.txt", expected);
      DecisionTree old =
          TreeVerifier.read(new StringReader(text), "t.txt", ANSWERS, GUESSES, mode, 0);
      assertEquals(tree.toString(), read.toString());
      assertEquals(read.toString(), old.toString());
      for (int a = 0; a < ANSWERS.size(); a++) {
        assertEquals(tree.play(a), read.play(a));
        assertEquals(tree.play(a), old.play(a));
      }
      int cap = tree.mostGuesses() - 1;
      InvalidTreeException capped =
          assertThrows(
              InvalidTreeException.class,
              () ->
                  TreeFormat.read(
                      new StringReader(text), "capped.txt", expected.withMaxGuesses(cap)));
      InvalidTreeException oldCapped =
          assertThrows(
              InvalidTreeException.class,
              () ->
                  TreeVerifier.read(
                      new StringReader(text), "capped.txt", ANSWERS, GUESSES, mode, cap));
      assertEquals(oldCapped.getMessage(), capped.getMessage());
      assertEquals("capped.txt", capped.source());
    }
  }

  @Test
  void readOptionsAreValues() {
    TreeFormat.ReadOptions of = TreeFormat.ReadOptions.of(ANSWERS, GUESSES);
    assertEquals(Mode.NORMAL, of.mode());
    assertEquals(0, of.maxGuesses());
    assertEquals(ANSWERS, of.answers());
    assertEquals(GUESSES, of.guesses());
    TreeFormat.ReadOptions hard = of.withMode(Mode.HARD).withMaxGuesses(6);
    assertEquals(Mode.HARD, hard.mode());
    assertEquals(6, hard.maxGuesses());
    assertEquals(Mode.NORMAL, of.mode(), "with methods leave the original alone");
    assertThrows(IllegalArgumentException.class, () -> of.withMaxGuesses(-1));
  }
}
