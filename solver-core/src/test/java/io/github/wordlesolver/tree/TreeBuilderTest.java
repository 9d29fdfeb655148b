package io.github.wordlesolver.tree;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.solver.Solver;
import org.junit.jupiter.api.Test;

/** The builder's settings and defaults. */
class TreeBuilderTest {
  private static final WordList ANSWERS = WordList.of(TreeTestLists.ANSWERS.subList(0, 100));
  private static final WordList OTHERS = WordList.of(TreeTestLists.ALLOWED.subList(0, 100));
  private static final Solver SOLVER = Solver.of(ANSWERS, OTHERS);

  @Test
  void withoutAnOpenerTheSolversBestGuessOpens() {
    assertEquals(SOLVER.newGame().bestGuess(), SOLVER.treeBuilder().build().opener());
    assertEquals(
        SOLVER.newGame(Mode.HARD).bestGuess(),
        SOLVER.treeBuilder().mode(Mode.HARD).build().opener());
    Solver fixed = Solver.builder(ANSWERS, OTHERS).opener("crate").build();
    assertEquals("crate", fixed.treeBuilder().build().opener());
    String other = ANSWERS.get(1);
    assertEquals(other, fixed.treeBuilder().opener(other).build().opener());
  }

  @Test
  void theTreeKeepsTheSolversListsAndTheMode() {
    for (Mode mode : Mode.values()) {
      DecisionTree tree = SOLVER.treeBuilder().opener("CRATE").mode(mode).build();
      assertEquals("crate", tree.opener());
      assertEquals(SOLVER.answers(), tree.answers());
      assertEquals(SOLVER.guesses(), tree.guesses());
      assertEquals(mode, tree.mode());
      assertTrue(
          tree.toString().contains("crate")
              && tree.toString().contains(Long.toString(tree.totalGuesses())),
          tree::toString);
      int[] histogram = tree.histogram();
      assertEquals(tree.mostGuesses() + 1, histogram.length);
      assertEquals(0, histogram[0]);
      long total = 0;
      int answers = 0;
      for (int k = 1; k < histogram.length; k++) {
        total += (long) k * histogram[k];
        answers += histogram[k];
      }
      assertEquals(tree.totalGuesses(), total);
      assertEquals(ANSWERS.size(), answers);
      assertEquals((double) total / answers, tree.average(), 1e-12);
    }
  }

  @Test
  void badSettingsAreRejected() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> SOLVER.treeBuilder().opener("zzzzz").build());
    assertTrue(e.getMessage().contains("'zzzzz'"), e::getMessage);
    assertThrows(IllegalArgumentException.class, () -> SOLVER.treeBuilder().maxGuesses(0));
    assertThrows(IllegalArgumentException.class, () -> SOLVER.treeBuilder().maxGuesses(21));
    assertThrows(IllegalArgumentException.class, () -> SOLVER.treeBuilder().heuristic(0));
    SOLVER.treeBuilder().maxGuesses(1).maxGuesses(20).heuristic(1);
  }

  @Test
  void theCapIsHonouredAndNamedWhenItCannotBe() {
    DecisionTree free = SOLVER.treeBuilder().opener("crate").exact().build();
    int most = free.mostGuesses();
    DecisionTree capped = SOLVER.treeBuilder().opener("crate").exact().maxGuesses(most).build();
    assertEquals(free.totalGuesses(), capped.totalGuesses());
    OpenerLosesException e =
        assertThrows(
            OpenerLosesException.class,
            () -> SOLVER.treeBuilder().opener("crate").exact().maxGuesses(2).build());
    assertTrue(
        e.getMessage()
                .startsWith(
                    "no play after crate finds every answer within 2" + " guesses: after crate ")
            && e.getMessage().endsWith(" needs more than the 1 guess" + " left"),
        e::getMessage);
  }

  @Test
  void aSingleAnswerOpenedWithItselfTakesOneGuess() {
    Solver one = Solver.of(WordList.of("cigar"), WordList.of("rebut"));
    DecisionTree tree = one.treeBuilder().opener("cigar").maxGuesses(1).exact().build();
    assertEquals(1, tree.totalGuesses());
    assertArrayEquals(new int[] {0, 1}, tree.histogram());
    DecisionTree two = one.treeBuilder().opener("rebut").maxGuesses(2).exact().build();
    assertEquals(2, two.totalGuesses());
    assertThrows(
        OpenerLosesException.class, () -> one.treeBuilder().opener("rebut").maxGuesses(1).build());
  }
}
