package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import org.junit.jupiter.api.Test;

/**
 * {@link Node}: a child holds one bucket of its parent, one guess fewer, and what the marks
 * revealed as the rule reads it (nothing in normal mode; in hard modes the constraints of both
 * turns after a second guess).
 */
class NodeTest {
  @Test
  void childrenHaveOneGuessFewerAndWhatTheMarksRevealed() {
    for (Mode mode : Mode.values()) {
      for (SearchCase c : SearchCase.cases(mode, 2, 20, 8, 7)) {
        int[] all = c.everyAnswer();
        Node root = new Node(all, 5, null);
        assertEquals(all.length, root.size());
        for (int g = 0; g < c.guesses.size(); g += 3) {
          Node[] children = root.children(c.table, c.rule, g, false);
          int[][] buckets = Buckets.split(c.table, g, all, false);
          assertEquals(buckets.length, children.length);
          for (int b = 0; b < buckets.length; b++) {
            Node child = children[b];
            assertArrayEquals(buckets[b], child.set());
            assertEquals(4, child.depth());
            int code = c.table.code(g, buckets[b][0]);
            // What the rule reads of them: in hard mode the greens and least counts.
            Constraints expected =
                mode == Mode.NORMAL
                    ? null
                    : RuleKernels.reads(
                        mode,
                        c.rule
                            .rules()
                            .noConstraints()
                            .after(c.guesses.get(g), Feedback.of(code, 5)));
            assertEquals(expected, child.revealed());
            // The rule after a second guess merges both turns.
            Node grandchild = child.child(c.table, c.rule, 0, child.set());
            assertEquals(3, grandchild.depth());
            if (mode == Mode.NORMAL) {
              assertNull(grandchild.revealed());
            } else {
              int second = c.table.code(0, child.set()[0]);
              assertEquals(
                  RuleKernels.reads(mode, expected.after(c.guesses.get(0), Feedback.of(second, 5))),
                  grandchild.revealed());
            }
          }
        }
      }
    }
  }
}
