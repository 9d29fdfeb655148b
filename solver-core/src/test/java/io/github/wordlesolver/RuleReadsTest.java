package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What {@link RuleReads} promises beyond {@link Mode#reads} and {@link Mode#readsAfter} (which
 * {@link ModeRuleTest} checks against their meaning): the projection of a projection is itself, a
 * turn that adds nothing costs no object, and the merged projection is the projection of the merged
 * constraints.
 */
class RuleReadsTest {
  private static final WordList WORDS = WordList.of(List.of("salet", "crane", "trace", "react"));

  @Test
  void theProjectionIsIdempotentAndSharesItsArrays() {
    Constraints c = Constraints.none(5).after("salet", Feedback.parse("--YYY"));
    Constraints reduced = RuleReads.greensAndLeastCounts(c);
    assertNotSame(c, reduced);
    assertSame(reduced, RuleReads.greensAndLeastCounts(reduced));
    assertSame(c.fixed, reduced.fixed);
    assertSame(c.min, reduced.min);
    assertEquals(c.turns(), reduced.turns());
  }

  @Test
  void aTurnThatAddsNothingCostsNoObject() {
    Constraints reduced =
        RuleReads.greensAndLeastCounts(Constraints.none(5).after("crane", Feedback.parse("YY--Y")));
    // All gray: no green and no letter shown, so nothing the projection reads changes.
    int trace = WORDS.indexOf("trace");
    Feedback gray = Feedback.parse("-----");
    assertSame(reduced, RuleReads.greensAndLeastCountsAfter(reduced, WORDS.packedAt(trace), gray));
  }

  @Test
  void theMergedProjectionIsTheProjectionOfTheMerge() {
    Constraints c = Constraints.none(5).after("salet", Feedback.parse("-Y-YY"));
    int crane = WORDS.indexOf("crane");
    Feedback marks = Feedback.compute("crane", "react");
    Constraints merged =
        RuleReads.greensAndLeastCountsAfter(
            RuleReads.greensAndLeastCounts(c), WORDS.packedAt(crane), marks);
    assertEquals(RuleReads.greensAndLeastCounts(c.after("crane", marks)), merged);
    assertEquals(c.turns() + 1, merged.turns());
    assertTrue(RuleReads.requiresAllOf(merged, RuleReads.greensAndLeastCounts(c)));
  }
}
