package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.Random;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * What the search relies on when it filters a child's guesses from its parent's ({@link
 * Rule#allowed(Constraints, int[])}): along any path, what a node allows its parent allowed, so
 * filtering the parent's allowed guesses gives exactly the guesses filtered from the whole list.
 */
class RuleNarrowsTest {
  @Test
  void aChildAllowsOnlyWhatItsParentAllowed() {
    WordList answers = EngineTestSupport.answers(300);
    WordList guesses = WordList.union(answers, EngineTestSupport.allowed(20));
    Random random = new Random(11);
    int narrowed = 0;
    for (Mode mode : Mode.values()) {
      Rule rule = new Rule(GameRules.of(guesses).withMode(mode), guesses);
      for (int path = 0; path < 40; path++) {
        String answer = answers.get(random.nextInt(answers.size()));
        @Nullable Constraints revealed = null;
        int[] parent = rule.allowed(null);
        for (int turn = 0; turn < 4; turn++) {
          int guess = parent[random.nextInt(parent.length)];
          int code = Feedback.compute(guesses.get(guess), answer).code();
          revealed = rule.after(revealed, guess, code);
          int[] child = rule.allowed(revealed);
          for (int g : child) {
            assertTrue(
                java.util.Arrays.binarySearch(parent, g) >= 0,
                mode + ": " + guesses.get(g) + " allowed below but not above");
          }
          assertArrayEquals(child, rule.allowed(revealed, parent), mode.toString());
          narrowed += child.length < parent.length ? 1 : 0;
          parent = child;
        }
      }
    }
    assertTrue(narrowed > 100, "paths that narrowed: " + narrowed);
  }
}
