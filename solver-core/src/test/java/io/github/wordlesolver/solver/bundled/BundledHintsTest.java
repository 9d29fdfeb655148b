package io.github.wordlesolver.solver.bundled;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.SolverTestAccess;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every door of {@link BundledHints} once: what the builder holds, and the two hints reaching the
 * solver it builds. Loading the class checks that every member it names still exists with its type:
 * a renamed one fails every test here.
 */
class BundledHintsTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(80);
  private static final WordList GUESSES = WordList.union(ANSWERS, EngineTestSupport.allowed(90));

  @Test
  void theGettersReadWhatTheBuilderHoldsNow() {
    Solver.Builder builder = Solver.builder(ANSWERS, GUESSES);
    assertSame(ANSWERS, BundledHints.answers(builder));
    assertSame(GUESSES, BundledHints.guesses(builder));
    assertEquals(Scorers.lookahead(), BundledHints.scorer(builder));
    assertEquals(6, BundledHints.maxGuesses(builder));
    builder.scorer(Scorers.entropy()).maxGuesses(5);
    assertEquals(Scorers.entropy(), BundledHints.scorer(builder));
    assertEquals(5, BundledHints.maxGuesses(builder));
  }

  @Test
  void anOpeningRankingIsServedAsGiven() {
    List<Suggestion> ranked = Solver.of(ANSWERS, GUESSES).newGame().suggest(30);
    List<Suggestion> reversed = new ArrayList<>(ranked);
    Collections.reverse(reversed);
    assertNotEquals(ranked, reversed);
    Solver.Builder builder = Solver.builder(ANSWERS, GUESSES);
    BundledHints.openingRanking(builder, Mode.NORMAL, reversed);
    assertEquals(reversed.subList(0, 4), builder.build().newGame().suggest(4));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> BundledHints.openingRanking(builder, Mode.HARD, List.of()));
    assertEquals("the opening ranking in HARD is empty", e.getMessage());
  }

  @Test
  void aDeclarationReachesTheSolverForItsModeOnly() {
    Solver.Builder builder = Solver.builder(ANSWERS, GUESSES);
    BundledHints.everyOpenerLoses(builder, Mode.HARD);
    Solver solver = builder.build();
    assertTrue(SolverTestAccess.everyOpenerLoses(solver, Mode.HARD));
    assertFalse(SolverTestAccess.everyOpenerLoses(solver, Mode.STRICT));
  }

  @Test
  void aMissingMemberFailsWithItsName() {
    LinkageError method =
        assertThrows(
            LinkageError.class,
            () -> BundledHints.find("openingRankings", MethodType.methodType(void.class)));
    assertTrue(
        method.getMessage().contains("Solver$Builder.openingRankings()void"), method.getMessage());
    LinkageError field =
        assertThrows(LinkageError.class, () -> BundledHints.getter("maxGuesses", long.class));
    assertTrue(field.getMessage().contains("Solver$Builder.maxGuesses"), field.getMessage());
  }
}
