package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Solver.Builder#openingRanking}: served as given up to its size, ranked beyond it. */
class OpeningRankingTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(150);
  private static final WordList GUESSES = WordList.union(ANSWERS, EngineTestSupport.allowed(60));

  @Test
  void aGivenRankingIsServedAndOnlyLongerOnesAreRanked() {
    Solver plain = Solver.of(ANSWERS, GUESSES);
    List<Suggestion> ranked = plain.newGame().suggest(30);
    Solver given = Solver.builder(ANSWERS, GUESSES).openingRanking(Mode.NORMAL, ranked).build();
    assertEquals(ranked, given.newGame().suggest(30));
    assertEquals(ranked.subList(0, 3), given.newGame().suggest(3));
    assertEquals(plain.newGame().suggest(40), given.newGame().suggest(40));
    assertEquals(plain.newGame(Mode.HARD).suggest(5), given.newGame(Mode.HARD).suggest(5));
    // Trusted as given: another order is served in that order.
    List<Suggestion> reversed = new ArrayList<>(ranked);
    Collections.reverse(reversed);
    Solver trusting =
        Solver.builder(ANSWERS, GUESSES).openingRanking(Mode.NORMAL, reversed).build();
    assertEquals(reversed.subList(0, 5), trusting.newGame().suggest(5));
    assertEquals(reversed.get(0).word(), trusting.newGame().bestGuess());
  }

  /**
   * The hints hold for the scorer and guess limit in force when they were given: another scorer
   * drops the rankings, another limit drops the rankings and the declarations; the same ones keep
   * them.
   */
  @Test
  void anotherScorerOrGuessLimitDropsTheHints() {
    List<Suggestion> ranked = Solver.of(ANSWERS, GUESSES).newGame().suggest(30);
    List<Suggestion> reversed = new ArrayList<>(ranked);
    Collections.reverse(reversed);
    Solver kept =
        Solver.builder(ANSWERS, GUESSES)
            .openingRanking(Mode.NORMAL, reversed)
            .everyOpenerLoses(Mode.HARD)
            .scorer(Scorers.lookahead())
            .maxGuesses(GameRules.DEFAULT_MAX_GUESSES)
            .build();
    assertEquals(reversed.subList(0, 3), kept.newGame().suggest(3));
    assertTrue(kept.everyOpenerLoses(Mode.HARD));
    Solver rescored =
        Solver.builder(ANSWERS, GUESSES)
            .openingRanking(Mode.NORMAL, reversed)
            .everyOpenerLoses(Mode.HARD)
            .scorer(Scorers.entropy())
            .build();
    assertEquals(
        Solver.builder(ANSWERS, GUESSES).scorer(Scorers.entropy()).build().newGame().suggest(3),
        rescored.newGame().suggest(3));
    assertNotEquals(reversed.subList(0, 3), rescored.newGame().suggest(3));
    assertTrue(rescored.everyOpenerLoses(Mode.HARD));
    Solver relimited =
        Solver.builder(ANSWERS, GUESSES)
            .openingRanking(Mode.NORMAL, reversed)
            .everyOpenerLoses(Mode.HARD)
            .maxGuesses(7)
            .build();
    assertEquals(
        Solver.builder(ANSWERS, GUESSES).maxGuesses(7).build().newGame().suggest(3),
        relimited.newGame().suggest(3));
    assertNotEquals(reversed.subList(0, 3), relimited.newGame().suggest(3));
    assertFalse(relimited.everyOpenerLoses(Mode.HARD));
  }

  @Test
  void aBadRankingIsRefusedByName() {
    Solver.Builder builder = Solver.builder(ANSWERS, GUESSES);
    Suggestion first = Solver.of(ANSWERS, GUESSES).newGame().suggest(1).get(0);
    assertThrows(
        IllegalArgumentException.class, () -> builder.openingRanking(Mode.NORMAL, List.of()));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> builder.openingRanking(Mode.NORMAL, List.of(first, first)));
    assertTrue(e.getMessage().contains("repeats '" + first.word() + "'"), e.getMessage());
    Suggestion stranger = Suggestion.of("qqqqq", 1, 1, 1, 1, 1, false);
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> builder.openingRanking(Mode.HARD, List.of(first, stranger)));
    assertTrue(e.getMessage().contains("'qqqqq'"), e.getMessage());
  }
}
