package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The refusal of {@link Mode#HARD} ({@link Mode#whyIllegal}) comes from the check that decides
 * ({@link Constraints#firstUnkept}): on random played histories, a word is refused exactly when it
 * is not allowed, and the clause names what a reference reading of the turns (sharing no code with
 * the library) finds first: the leftmost green the word lacks, else the first letter in alphabet
 * order it holds fewer times than some turn's greens and yellows showed.
 */
class HardRuleRefusalTest {
  private static final long SEED = 0x4A3D7L;

  private static final String PREFIX = "breaks the hard-mode rule (NYT): ";

  /** The refusal's clause from the turns alone, or null if the word keeps what they revealed. */
  private static @Nullable String referenceClause(List<Turn> history, String word) {
    int length = word.length();
    for (int p = 0; p < length; p++) {
      for (Turn turn : history) {
        char green = turn.guess().charAt(p);
        if (turn.marks().toString().charAt(p) == 'G' && word.charAt(p) != green) {
          return "letter " + (p + 1) + " must be " + Character.toUpperCase(green);
        }
      }
    }
    for (char c = 'a'; c <= 'z'; c++) {
      int need = 0;
      for (Turn turn : history) {
        int shown = 0;
        for (int p = 0; p < length; p++) {
          char mark = turn.marks().toString().charAt(p);
          shown += turn.guess().charAt(p) == c && mark != '-' ? 1 : 0;
        }
        need = Math.max(need, shown);
      }
      int have = 0;
      for (int p = 0; p < length; p++) {
        have += word.charAt(p) == c ? 1 : 0;
      }
      if (have < need) {
        return "it must contain "
            + Character.toUpperCase(c)
            + (need > 1 ? " " + need + " times" : "");
      }
    }
    return null;
  }

  @Test
  void everyRefusalNamesTheFirstRuleBrokenAndOnlyRefusedWordsGetOne() {
    int[] seen = new int[4]; // allowed, green refused, letter refused, letter refused 3+ times
    qt().withFixedSeed(SEED)
        .withExamples(1500)
        .forAll(ConstraintsPropertyTest.playedScenarios())
        .checkAssert(
            s -> {
              Constraints revealed = Constraints.of(s.history());
              for (String word : s.probes()) {
                String expected = referenceClause(s.history(), word);
                String why = Mode.HARD.whyIllegal(revealed, word);
                String where = s.history() + " then " + word;
                assertEquals(expected == null ? null : PREFIX + expected, why, where);
                assertEquals(why == null, Mode.HARD.allows(revealed, word), where);
                assertEquals(
                    why == null,
                    Mode.HARD.allows(revealed, WordList.of(word), 0),
                    () -> "the list check: " + where);
                seen[
                    expected == null
                        ? 0
                        : expected.startsWith("letter")
                            ? 1
                            : expected.matches(".* [3-9] times") ? 3 : 2]++;
              }
            });
    // Every kind of refusal must come up, or the property would be vacuous.
    assertTrue(seen[0] > 5_000, "allowed: " + seen[0]);
    assertTrue(seen[1] > 5_000, "a green missing: " + seen[1]);
    assertTrue(seen[2] > 2_000, "a letter missing: " + seen[2]);
    assertTrue(seen[3] > 100, "a letter missing that was revealed 3+ times: " + seen[3]);
  }
}
