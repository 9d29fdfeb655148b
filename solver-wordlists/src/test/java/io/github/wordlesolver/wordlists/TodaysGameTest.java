package io.github.wordlesolver.wordlists;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Real games on the bundled NYT lists, answers outside the lists included. */
class TodaysGameTest {
  private static List<Turn> turns(String answer, String... guesses) {
    List<Turn> turns = new ArrayList<>();
    for (String g : guesses) {
      turns.add(new Turn(g, Feedback.compute(g, answer)));
    }
    return turns;
  }

  /**
   * The game of the issue: on the 2022 list, salet, courd and whoop leave one answer, bingo, and
   * bingo's real marks against gizmo used to be refused as a typing error. Today's list has gizmo;
   * the list of 2022 goes on with the accepted words that fit.
   */
  @Test
  void gizmoIsFoundOnBothNytLists() {
    List<Turn> three = turns("gizmo", "salet", "courd", "whoop");
    Solver old = OptimalTrees.optimalSolver(WordLists.nyt2022());
    Game before = old.resume(Mode.NORMAL, three);
    assertEquals(List.of("bingo"), before.candidates().words());
    Game after = before.apply(new Turn("bingo", Feedback.compute("bingo", "gizmo")));
    assertTrue(after.isWidened());
    assertTrue(after.candidates().words().contains("gizmo"), after.candidates()::toString);
    assertEquals(
        "the answer is not in the 2,309 likely answers: "
            + after.candidates().size()
            + " other accepted word"
            + (after.candidates().size() == 1 ? " fits" : "s fit"),
        after.widenedNote());
    Game today = OptimalTrees.optimalSolver().resume(Mode.NORMAL, three);
    assertFalse(today.isWidened());
    assertTrue(today.candidates().words().contains("gizmo"));
  }

  /**
   * The largest set of accepted words one turn can leave when no answer fits (708 after sials
   * --Y-G, found offline over every guess and mark pattern): the game goes on, off the tree, with
   * suggestions among all guesses, in normal and hard mode.
   */
  @Test
  void theLargestWidenedSetAfterOneTurnIsPlayed() {
    Solver solver = OptimalTrees.optimalSolver();
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      Game game = solver.newGame(mode).apply("sials", Feedback.parse("--Y-G"));
      assertTrue(game.isWidened());
      assertEquals(708, game.candidates().size());
      String best = game.bestGuess();
      assertNull(solver.tree(mode).nextGuess(game.history()), "the tree has no branch here");
      assertEquals(best, game.suggest(3).get(0).word());
      String answer = game.candidates().words().get(354);
      while (!game.isSolved()) {
        String guess = game.bestGuess();
        game = game.apply(guess, Feedback.compute(guess, answer));
        assertTrue(game.history().size() <= 7, game::toString);
      }
    }
  }
}
