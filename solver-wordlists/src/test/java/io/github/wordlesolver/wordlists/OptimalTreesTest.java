package io.github.wordlesolver.wordlists;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.TreeVerifier;
import java.util.List;
import org.junit.jupiter.api.Test;

class OptimalTreesTest {
  @Test
  void normalTreeHasTheProvenOptimum() {
    DecisionTree tree = OptimalTrees.salet(Mode.NORMAL);
    assertEquals("salet", tree.opener());
    assertEquals(7920, tree.totalGuesses());
    assertEquals(5, tree.maxGuesses());
    assertEquals(2315, tree.answers().size());
    assertEquals(7920, TreeVerifier.verify(tree, 5).totalGuesses());
  }

  @Test
  void hardTreeHasTheProvenOptimum() {
    DecisionTree tree = OptimalTrees.salet(Mode.HARD);
    assertEquals(8122, tree.totalGuesses());
    // Optimal trees are not unique: the published one has 14 answers at six guesses, ours 16.
    assertEquals(6, tree.maxGuesses());
    assertEquals(8122, TreeVerifier.verify(tree, 6).totalGuesses());
  }

  @Test
  void strictTreeFitsEveryMarkAndNeverTakesMoreThanSix() {
    DecisionTree tree = OptimalTrees.salet(Mode.STRICT);
    assertEquals(8125, tree.totalGuesses());
    assertEquals(6, tree.maxGuesses());
    assertEquals(8125, TreeVerifier.verify(tree, 6).totalGuesses());
  }

  @Test
  void solverPlaysEveryAnswerAlongTheTree() {
    for (Mode mode : Mode.values()) {
      Solver solver = OptimalTrees.optimalSolver();
      DecisionTree tree = OptimalTrees.salet(mode);
      for (int a = 0; a < solver.answers().size(); a += 7) {
        String answer = solver.answers().get(a);
        Game game = solver.newGame(mode);
        StringBuilder played = new StringBuilder();
        while (!game.isSolved()) {
          String guess = game.bestGuess();
          played.append(guess).append(' ');
          game = game.apply(guess, Feedback.compute(guess, answer));
        }
        assertEquals(String.join(" ", tree.play(a)), played.toString().strip(), answer);
      }
    }
  }

  @Test
  void histogramsMatchThePublishedOnes() {
    assertArrayEquals(new int[] {0, 0, 85, 1222, 956, 52},
        OptimalTrees.salet(Mode.NORMAL).histogram());
  }
}
