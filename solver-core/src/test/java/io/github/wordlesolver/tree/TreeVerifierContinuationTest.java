package io.github.wordlesolver.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.WordList;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The indented format's continuation lines at their bounds: a line may continue at the last guess
 * of the line above (here the opener, which was the answer of the first line), not past it, and not
 * at guess 0. Marks checked by hand: cigar against rebut is BBBBY (the r), against sissy BGBBB (the
 * i).
 */
class TreeVerifierContinuationTest {
  private static final WordList WORDS = WordList.of("cigar", "rebut", "sissy");

  private static DecisionTree read(String text) {
    return TreeFormat.read(
        new StringReader(text), "t.txt", TreeFormat.ReadOptions.of(WORDS, WORDS));
  }

  @Test
  void aLineContinuesAtTheLastGuessOfTheLineAbove() {
    DecisionTree tree =
        read(
            """
        cigar GGGGG1
              BBBBY1 rebut GGGGG2
              BGBBB1 sissy GGGGG2
        """);
    assertEquals(List.of("cigar"), tree.play(0));
    assertEquals(List.of("cigar", "rebut"), tree.play(1));
    assertEquals(List.of("cigar", "sissy"), tree.play(2));
  }

  @Test
  void notPastItNorAtGuessZero() {
    InvalidTreeException past =
        assertThrows(
            InvalidTreeException.class,
            () ->
                read(
                    """
        cigar GGGGG1
              BBBBY2 rebut GGGGG3
        """));
    assertTrue(
        past.getMessage().contains("continues guess 2 but the line above has 1"),
        past.getMessage());
    InvalidTreeException zero =
        assertThrows(
            InvalidTreeException.class,
            () ->
                read(
                    """
        cigar GGGGG1
              BBBBY0 rebut GGGGG1
        """));
    assertTrue(zero.getMessage().contains("continues guess 0"), zero.getMessage());
  }
}
