package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * One place decides that normal mode tracks nothing of the marks ({@link Rule}): the nodes its
 * factory makes ({@link Rule#node}), what it tracks of a game's constraints ({@link Rule#tracked}),
 * the constraints after a turn ({@link Rule#after}) and so every node below, all hold null in
 * normal mode and what was revealed in the hard modes.
 */
class RuleTrackingTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(120);
  private static final WordList GUESSES = WordList.union(ANSWERS, EngineTestSupport.allowed(20));

  @Test
  void normalModeTracksNothingAndTheHardModesTrackWhatTheMarksRevealed() {
    MarkTable table = MarkTable.build(GUESSES, ANSWERS);
    String guess = GUESSES.get(7);
    String answer = ANSWERS.get(3);
    Feedback marks = Feedback.compute(guess, answer);
    Constraints revealed = Constraints.none(5).after(guess, marks);
    int[] set = IntStream.range(0, ANSWERS.size()).filter(a -> revealedFits(revealed, a)).toArray();
    assertTrue(set.length > 2, "answers left: " + set.length);
    for (Mode mode : Mode.values()) {
      Rule rule = new Rule(GameRules.of(GUESSES).withMode(mode), GUESSES);
      Node node = rule.node(set, 4, revealed);
      assertSame(set, node.set(), mode.name());
      assertEquals(4, node.depth(), mode.name());
      Node[] children = node.children(table, rule, 0, false);
      if (mode == Mode.NORMAL) {
        assertNull(node.revealed());
        assertNull(rule.tracked(revealed));
        assertNull(rule.after(null, 7, marks.code()));
        for (Node child : children) {
          assertNull(child.revealed(), "a child in normal mode");
        }
      } else {
        assertSame(revealed, node.revealed(), mode.name());
        assertSame(revealed, rule.tracked(revealed), mode.name());
        assertEquals(
            RuleKernels.reads(mode, revealed), rule.after(null, 7, marks.code()), mode.name());
        for (Node child : children) {
          assertNotNull(child.revealed(), mode + ": a child");
          assertEquals(revealed.turns() + 1, child.revealed().turns(), mode + ": a child");
        }
      }
      assertEquals(3, children[0].depth(), mode.name());
    }
  }

  private static boolean revealedFits(Constraints revealed, int answer) {
    return revealed.test(ANSWERS.get(answer));
  }
}
