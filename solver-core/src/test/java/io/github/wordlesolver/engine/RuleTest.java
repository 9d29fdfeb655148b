package io.github.wordlesolver.engine;

import static io.github.wordlesolver.engine.SearchCase.list;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Rule}: what it reads of a turn ({@link Rule#after}) and the guesses it allows next ({@link
 * Rule#allows}, {@link Rule#allowed}) against the hard-mode rules written from their definitions
 * ({@link EngineTestSupport#turnAllows}). That a child allows only what its parent did is {@link
 * RuleNarrowsTest}'s.
 */
class RuleTest {
  @Test
  void theRuleAllowsWhatTheModelAllows() {
    for (Mode mode : Mode.values()) {
      for (SearchCase c : SearchCase.cases(mode, 2, 20, 20, 7)) {
        assertSame(mode, c.rule.mode());
        assertSame(mode, c.rule.rules().mode());
        assertEquals(c.guesses, c.rule.guesses().asList());
        int[] every = c.rule.allowed(null);
        assertEquals(c.guesses.size(), every.length);
        assertSame(
            every,
            c.rule.allowed(c.rule.rules().noConstraints(), every),
            "nothing revealed: the pool itself");
        for (int g = 0; g < c.guesses.size(); g += 2) {
          for (int a = 0; a < c.answers.size(); a += 3) {
            int code = c.table.code(g, a);
            Constraints revealed = c.rule.after(null, g, code);
            if (mode == Mode.NORMAL) {
              assertNull(revealed);
              assertSame(every, c.rule.allowed(revealed));
              continue;
            }
            List<Integer> expected = new ArrayList<>();
            for (int h = 0; h < c.guesses.size(); h++) {
              boolean allowed =
                  EngineTestSupport.turnAllows(mode, c.guesses.get(g), code, c.guesses.get(h));
              assertEquals(allowed, c.rule.allows(revealed, h));
              if (allowed) {
                expected.add(h);
              }
            }
            assertEquals(expected, list(c.rule.allowed(revealed)));
            int[] odd = new int[] {1, 3, 5, 7};
            List<Integer> expectedOdd = new ArrayList<>();
            for (int h : odd) {
              if (expected.contains(h)) {
                expectedOdd.add(h);
              }
            }
            int[] got = c.rule.allowed(revealed, odd);
            assertEquals(expectedOdd, list(got));
            if (expectedOdd.size() == odd.length) {
              assertSame(odd, got);
            }
          }
        }
      }
    }
  }
}
