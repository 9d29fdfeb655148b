package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import org.junit.jupiter.api.Test;

/**
 * What a feasibility verdict decides: a set lost where some constraints are known is lost where the
 * rule allows no more, a set won is won where it allows at least as much, with the guess found only
 * under the very constraints it was searched under; nothing else is decided. The comparisons are
 * the mode's, and a verdict keeps a bounded number of constraints, dropping implied ones.
 */
class VerdictTest {
  private static final WordList GUESSES = WordList.of("crane", "slate", "abbey", "xcxxx");
  private static final Memo.Key KEY = new Memo.Key(new int[] {1, 2, 3}, 3, null);
  private static final Constraints NONE = Constraints.none(5);

  /** C is green first. */
  private static final Constraints GREEN_C = NONE.after("crane", Feedback.parse("G----"));

  /** As {@link #GREEN_C}, and L is green second. */
  private static final Constraints GREEN_C_L = GREEN_C.after("slate", Feedback.parse("-G---"));

  private static Rule rule(Mode mode) {
    return new Rule(GameRules.of(GUESSES).withMode(mode), GUESSES);
  }

  @Test
  void aSetLostUnderSomeConstraintsIsLostUnderStrongerOnesOnly() {
    Verdict lost = Verdict.lost(KEY, rule(Mode.HARD), GREEN_C);
    assertEquals(0, lost.decide(GREEN_C));
    assertEquals(0, lost.decide(GREEN_C_L));
    assertEquals(-1, lost.decide(NONE));
    assertEquals(-1, lost.guessUnder(GREEN_C));
  }

  @Test
  void aSetWonUnderSomeConstraintsIsWonUnderWeakerOnesWithTheGuessOnlyUnderTheSame() {
    Verdict won = Verdict.won(KEY, rule(Mode.HARD), GREEN_C, 7);
    assertEquals(1, won.decide(GREEN_C));
    assertEquals(1, won.decide(NONE));
    assertEquals(-1, won.decide(GREEN_C_L));
    assertEquals(7, won.guessUnder(GREEN_C));
    assertEquals(-1, won.guessUnder(NONE));
  }

  @Test
  void theComparisonIsTheModes() {
    // A yellow C first and grays for R, A, N, E, against a yellow C second and a gray X: hard
    // mode reads only that C is needed, so each allows as much as the other; strict mode also
    // reads the excluded places and the grays, so neither decides the other.
    Constraints yellowFirst = NONE.after("crane", Feedback.parse("Y----"));
    Constraints yellowSecond = NONE.after("xcxxx", Feedback.parse("-Y---"));
    assertEquals(0, Verdict.lost(KEY, rule(Mode.HARD), yellowFirst).decide(yellowSecond));
    assertEquals(-1, Verdict.lost(KEY, rule(Mode.STRICT), yellowFirst).decide(yellowSecond));
    assertEquals(1, Verdict.won(KEY, rule(Mode.HARD), yellowFirst, 2).decide(yellowSecond));
    assertEquals(-1, Verdict.won(KEY, rule(Mode.STRICT), yellowFirst, 2).decide(yellowSecond));
    // In normal mode nothing is revealed: one verdict decides every node of the set.
    assertEquals(0, Verdict.lost(KEY, rule(Mode.NORMAL), null).decide(null));
  }

  @Test
  void aVerdictKnownAlreadyChangesNothingAndAWeakerLossReplacesAStrongerOne() {
    Rule hard = rule(Mode.HARD);
    Verdict lost = Verdict.lost(KEY, hard, GREEN_C);
    assertSame(lost, lost.merge(Verdict.lost(KEY, hard, GREEN_C_L)));
    assertSame(lost, lost.merge(Verdict.lost(KEY, hard, GREEN_C)));
    Verdict won = Verdict.won(KEY, hard, GREEN_C, 7);
    assertSame(won, won.merge(Verdict.won(KEY, hard, GREEN_C, 9)));
    Verdict both = Verdict.lost(KEY, hard, GREEN_C_L).merge(Verdict.won(KEY, hard, NONE, 3));
    assertEquals(0, both.decide(GREEN_C_L));
    assertEquals(1, both.decide(NONE));
    assertEquals(3, both.guessUnder(NONE));
  }

  @Test
  void itKeepsTheNewestConstraintsOfEachKind() {
    Rule hard = rule(Mode.HARD);
    // One green each, in different places: no two of them compare.
    Constraints[] greens = new Constraints[Verdict.KEPT + 1];
    String[] marks = {"G----", "-G---", "--G--", "---G-", "----G"};
    for (int i = 0; i < greens.length; i++) {
      greens[i] = NONE.after("crane", Feedback.parse(marks[i]));
    }
    Verdict lost = Verdict.lost(KEY, hard, greens[0]);
    Verdict won = Verdict.won(KEY, hard, greens[0], 0);
    for (int i = 1; i < greens.length; i++) {
      lost = lost.merge(Verdict.lost(KEY, hard, greens[i]));
      won = won.merge(Verdict.won(KEY, hard, greens[i], i));
    }
    assertEquals(-1, lost.decide(greens[0]));
    assertEquals(-1, won.decide(greens[0]));
    for (int i = 1; i < greens.length; i++) {
      assertEquals(0, lost.decide(greens[i]));
      assertEquals(i, won.guessUnder(greens[i]));
    }
  }
}
