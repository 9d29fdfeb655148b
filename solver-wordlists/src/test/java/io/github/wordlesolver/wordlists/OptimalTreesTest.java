package io.github.wordlesolver.wordlists;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.TreeVerifier;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OptimalTreesTest {
  @Test
  void normalTreeHasTheProvenOptimum() {
    DecisionTree tree = OptimalTrees.salet(Mode.NORMAL);
    assertEquals("salet", tree.opener());
    assertEquals(7920, tree.totalGuesses());
    assertEquals(5, tree.mostGuesses());
    assertEquals(2315, tree.answers().size());
    assertEquals(7920, TreeVerifier.verify(tree, 5).totalGuesses());
  }

  @Test
  void hardTreeHasTheProvenOptimum() {
    DecisionTree tree = OptimalTrees.salet(Mode.HARD);
    assertEquals(8122, tree.totalGuesses());
    // Optimal trees are not unique: the published one has 14 answers at six guesses, ours 16.
    assertEquals(6, tree.mostGuesses());
    assertEquals(8122, TreeVerifier.verify(tree, 6).totalGuesses());
  }

  @Test
  void strictTreeFitsEveryMarkAndNeverTakesMoreThanSix() {
    DecisionTree tree = OptimalTrees.salet(Mode.STRICT);
    assertEquals(8125, tree.totalGuesses());
    assertEquals(6, tree.mostGuesses());
    assertEquals(8125, TreeVerifier.verify(tree, 6).totalGuesses());
  }

  /** The bundled NYT trees: the reference solver's proven optima over every opener. */
  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "nyt, NORMAL, tarse, 3158, 11219, 6",
    "nyt, HARD, tarse, 3158, 11627, 6",
    "nyt-2022, NORMAL, tarse, 2309, 7883, 6",
    "nyt-2022, HARD, salet, 2309, 8097, 6"
  })
  void nytTreesHaveTheProvenOptima(
      String list, Mode mode, String opener, int answers, int total, int most) {
    ListPair lists = WordLists.named(list);
    DecisionTree tree = OptimalTrees.forLists(lists).get(mode);
    assertEquals(mode, tree.mode());
    assertEquals(opener, tree.opener());
    assertEquals(answers, tree.answers().size());
    assertEquals(lists.guesses(), tree.guesses());
    assertEquals(total, tree.totalGuesses());
    assertEquals(most, tree.mostGuesses());
    assertEquals(total, TreeVerifier.verify(tree, 6).totalGuesses());
  }

  @Test
  void openersNameEveryBundledTreeWithoutLoadingIt() {
    for (String name : WordLists.names()) {
      ListPair lists = WordLists.named(name);
      Map<Mode, String> openers = OptimalTrees.openers(lists);
      Map<Mode, DecisionTree> trees = OptimalTrees.forLists(lists);
      assertEquals(trees.keySet(), openers.keySet(), name);
      for (Mode mode : Mode.values()) {
        DecisionTree tree = OptimalTrees.tree(lists, mode);
        assertSame(trees.get(mode), tree, name + " " + mode);
        assertEquals(tree == null ? null : tree.opener(), openers.get(mode), name + " " + mode);
      }
    }
    assertEquals(Map.of(), OptimalTrees.openers(WordLists.spanish()));
  }

  @Test
  void theOptimalSolverNamesItsTreesOpenersBeforeLoadingThem() {
    Solver solver = OptimalTrees.optimalSolver(WordLists.nyt2022());
    assertEquals("tarse", solver.treeOpener(Mode.NORMAL));
    assertEquals("salet", solver.treeOpener(Mode.HARD));
    assertNull(solver.treeOpener(Mode.STRICT));
    assertEquals("salet", solver.newGame(Mode.HARD).bestGuess(), "the hard tree's opener");
  }

  @Test
  void theOneLineSolverPlaysTodaysGame() {
    Solver solver = OptimalTrees.optimalSolver();
    assertEquals(WordLists.nyt().answers(), solver.answers());
    assertEquals(WordLists.nyt().guesses(), solver.guesses());
    assertEquals("tarse", solver.opener());
    assertEquals(11219, solver.tree(Mode.NORMAL).totalGuesses());
    assertEquals(11627, solver.tree(Mode.HARD).totalGuesses());
    assertNull(solver.tree(Mode.STRICT));
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      DecisionTree tree = solver.tree(mode);
      for (int a = 0; a < solver.answers().size(); a += 11) {
        String answer = solver.answers().get(a);
        Game game = solver.newGame(mode);
        List<String> played = new java.util.ArrayList<>();
        while (!game.isSolved()) {
          String guess = game.bestGuess();
          played.add(guess);
          game = game.apply(guess, Feedback.compute(guess, answer));
        }
        assertEquals(tree.play(a), played, answer);
      }
    }
  }

  @Test
  void solverPlaysEveryAnswerAlongTheTree() {
    for (Mode mode : Mode.values()) {
      Solver solver = OptimalTrees.optimalSolver(WordLists.original());
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
    assertArrayEquals(
        new int[] {0, 0, 85, 1222, 956, 52}, OptimalTrees.salet(Mode.NORMAL).histogram());
  }
}
