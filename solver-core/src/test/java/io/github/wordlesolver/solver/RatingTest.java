package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Rating a played game: figures recomputed independently, and skill and luck at their ends. */
class RatingTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(200);
  private static final WordList EXTRA = EngineTestSupport.allowed(40);
  private static final Solver SOLVER = Solver.of(ANSWERS, EXTRA);

  private static List<Turn> play(List<String> guesses, String answer) {
    List<Turn> turns = new ArrayList<>();
    for (String g : guesses) {
      turns.add(new Turn(g, Feedback.compute(g, answer)));
    }
    return turns;
  }

  /** Plays the solver's own guesses to the answer. */
  private static List<String> solverLine(Mode mode, String answer) {
    return EngineTestSupport.playOut(SOLVER, mode, answer);
  }

  @Test
  void playingTheBestGuessRatesFullSkillAndTheCountsAreRight() {
    for (String answer : List.of(ANSWERS.get(0), ANSWERS.get(77), ANSWERS.get(150))) {
      List<String> line = solverLine(Mode.NORMAL, answer);
      List<TurnRating> ratings = SOLVER.rate(Mode.NORMAL, play(line, answer));
      assertEquals(line.size(), ratings.size());
      List<String> possible = new ArrayList<>(ANSWERS.asList());
      for (int t = 0; t < ratings.size(); t++) {
        TurnRating r = ratings.get(t);
        assertEquals(line.get(t), r.guess());
        assertEquals(line.get(t), r.best(), "the solver's own guess is the best");
        assertEquals(99, r.skill());
        assertEquals(possible.size(), r.answersBefore());
        String guess = line.get(t);
        Feedback marks = Feedback.compute(guess, answer);
        assertEquals(marks, r.marks());
        // Expected remaining and luck, recounted from the marks alone.
        Map<Feedback, Integer> buckets = new HashMap<>();
        for (String w : possible) {
          buckets.merge(Feedback.compute(guess, w), 1, Integer::sum);
        }
        double expected = 0;
        for (int size : buckets.values()) {
          expected += (double) size * size / possible.size();
        }
        assertEquals(expected, r.expectedRemaining(), 1e-9);
        int left = marks.isSolved() ? 0 : buckets.get(marks);
        assertEquals(left, r.answersAfter());
        double more = 0;
        double same = 0;
        for (Map.Entry<Feedback, Integer> b : buckets.entrySet()) {
          int leaves = b.getKey().isSolved() ? 0 : b.getValue();
          more += leaves > left ? b.getValue() : 0;
          same += leaves == left ? b.getValue() : 0;
        }
        assertEquals(Math.round(99 * (more + same / 2) / possible.size()), r.luck());
        assertTrue(r.expectedGuesses() >= 1 && r.bestExpectedGuesses() >= 1);
        possible.removeIf(w -> !Feedback.compute(guess, w).equals(marks));
      }
      assertEquals(0, ratings.get(ratings.size() - 1).answersAfter());
    }
  }

  @Test
  void aPoorGuessRatesLowSkillAndLuckFollowsTheBucketLeft() {
    String answer = ANSWERS.get(10);
    // The guess whose largest bucket is the largest: poor against the solver's best.
    String poor =
        SOLVER
            .newGame()
            .suggest(SOLVER.guesses().size(), io.github.wordlesolver.scoring.Scorers.minimax())
            .stream()
            .reduce((a, b) -> b)
            .get()
            .word();
    TurnRating r = SOLVER.rate(Mode.NORMAL, play(List.of(poor), answer)).get(0);
    assertTrue(r.skill() < 60, "skill " + r.skill() + " for " + r);
    assertTrue(r.expectedGuesses() > r.bestExpectedGuesses());
    // Luck: the answer whose bucket is the largest for this guess is the unluckiest.
    Game start = SOLVER.newGame();
    Map<Feedback, List<String>> buckets = new HashMap<>();
    for (String w : ANSWERS.asList()) {
      buckets.computeIfAbsent(Feedback.compute(poor, w), k -> new ArrayList<>()).add(w);
    }
    List<String> largest = buckets.values().stream().max((a, b) -> a.size() - b.size()).get();
    List<String> smallest =
        buckets.entrySet().stream()
            .filter(e -> !e.getKey().isSolved())
            .map(Map.Entry::getValue)
            .min((a, b) -> a.size() - b.size())
            .get();
    int unlucky = SOLVER.rate(Mode.NORMAL, play(List.of(poor), largest.get(0))).get(0).luck();
    int lucky = SOLVER.rate(Mode.NORMAL, play(List.of(poor), smallest.get(0))).get(0).luck();
    assertTrue(unlucky < 30 && lucky > 90, unlucky + " / " + lucky);
    assertEquals(start.candidates().size(), r.answersBefore());
  }

  @Test
  void badHistoriesAreRefused() {
    assertThrows(
        IllegalGuessException.class,
        () -> SOLVER.rate(Mode.NORMAL, List.of(new Turn("zzzzz", Feedback.parse("-----")))));
    assertThrows(
        ImpossibleMarksException.class,
        () -> SOLVER.rate(Mode.NORMAL, List.of(new Turn(ANSWERS.get(0), Feedback.parse("GGGGY")))));
  }
}
