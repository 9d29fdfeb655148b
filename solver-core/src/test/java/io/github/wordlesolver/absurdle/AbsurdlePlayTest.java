package io.github.wordlesolver.absurdle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.WordList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Playing Absurdle applies the host's rule alone: it never builds the solver's table of marks. */
class AbsurdlePlayTest {
  private static final WordList ANSWERS =
      WordList.of(List.of("cigar", "rebut", "sissy", "humph", "awake", "blush", "focal", "evade"));
  private static final WordList GUESSES = WordList.of(List.of("raise", "salet", "crane"));

  @Test
  void playingGuessesDoesNotBuildTheSearch() {
    Absurdle absurdle = Absurdle.of(ANSWERS, GUESSES);
    AbsurdleGame game = absurdle.play(List.of("raise", "salet"));
    assertEquals(2, game.turns());
    assertFalse(absurdle.hasSearch(), "playing built the search's table");
    absurdle.solver();
    assertTrue(absurdle.hasSearch(), "the solver did not build the search");
  }

  @Test
  void playsTheSameWithOrWithoutTheSearch() {
    Absurdle fresh = Absurdle.of(ANSWERS, GUESSES);
    Absurdle solved = Absurdle.of(ANSWERS, GUESSES);
    solved.solver();
    List<String> history = List.of("crane", "raise", "cigar");
    assertEquals(fresh.play(history).history(), solved.play(history).history());
    assertEquals(fresh.play(history).remainingAnswers(), solved.play(history).remainingAnswers());
  }
}
