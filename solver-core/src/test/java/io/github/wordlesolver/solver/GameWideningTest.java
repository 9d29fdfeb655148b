package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.testing.EngineTestSupport;
import io.github.wordlesolver.tree.DecisionTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Games whose answer is an allowed guess outside the answer list: each state's candidates against a
 * brute-force filter by the reference marker (the answers that fit, or, when none does, the guesses
 * that fit), played to the end in every mode, with a tree that stops applying, on several boards,
 * rated; and the error when nothing fits at all.
 */
class GameWideningTest {
  private static final List<String> ANSWER_WORDS = EngineTestSupport.answerWords(300);
  private static final List<String> ALLOWED_WORDS = EngineTestSupport.allowedWords(4);
  private static final Solver SOLVER =
      Solver.of(WordList.of(ANSWER_WORDS), WordList.of(ALLOWED_WORDS));

  /** The words of {@code words} that would have given every turn of {@code history} its marks. */
  private static List<String> fitting(List<String> words, List<Turn> history) {
    List<String> out = new ArrayList<>();
    for (String word : words) {
      boolean fits = true;
      for (Turn turn : history) {
        fits &= EngineTestSupport.referenceCode(turn.guess(), word) == turn.marks().code();
      }
      if (fits) {
        out.add(word);
      }
    }
    return out;
  }

  /** The candidates a game must have after {@code history}: the answers, else the guesses. */
  private static List<String> expectedCandidates(Solver solver, List<Turn> history) {
    List<String> answers = fitting(solver.answers().asList(), history);
    return answers.isEmpty() ? fitting(solver.guesses().asList(), history) : answers;
  }

  /**
   * Plays {@code answer}, a guess outside the answer list, to the end, checking every state;
   * returns the guesses played.
   */
  private static List<String> playChecked(Solver solver, Mode mode, String answer) {
    assertFalse(solver.answers().contains(answer), answer);
    Game game = solver.newGame(mode);
    List<String> played = new ArrayList<>();
    while (!game.isSolved()) {
      assertTrue(played.size() < 12, "no end in sight for " + answer + ": " + played);
      String guess = game.bestGuess();
      assertNull(game.whyIllegal(guess), "the suggestion must be legal");
      played.add(guess);
      game = game.apply(guess, Feedback.compute(guess, answer));
      List<String> expected = expectedCandidates(solver, game.history());
      assertEquals(expected, game.candidates().words(), answer + " after " + played);
      boolean widened = fitting(solver.answers().asList(), game.history()).isEmpty();
      assertEquals(widened, game.isWidened(), answer + " after " + played);
      if (widened && !game.isSolved()) {
        assertEquals(
            String.format(
                Locale.ROOT,
                "the answer is not in the %,d likely answers:" + " %d other accepted word%s",
                solver.answers().size(),
                expected.size(),
                expected.size() == 1 ? " fits" : "s fit"),
            game.widenedNote());
        if (!game.isSolved()) {
          for (Suggestion s : game.suggest(5)) {
            assertEquals(expected.contains(s.word()), s.possibleAnswer(), s.word());
          }
        }
      } else {
        assertNull(game.widenedNote());
      }
    }
    assertTrue(game.isWidened(), "the answer " + answer + " was found without widening");
    return played;
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void answersOutsideTheListAreFoundInEveryMode(Mode mode) {
    int games = 0;
    for (int i = 0; i < ALLOWED_WORDS.size(); i += 211) {
      String answer = ALLOWED_WORDS.get(i);
      List<String> played = playChecked(SOLVER, mode, answer);
      assertEquals(answer, played.get(played.size() - 1));
      assertEquals(played, SelfPlay.of(SOLVER).withMode(mode).play(answer));
      games++;
    }
    assertTrue(games >= 10, "too few games: " + games);
  }

  @Test
  void selfPlayOfOneAnswerIsTheGameOfTheWholeRun() {
    SimulationResult run = SelfPlay.of(SOLVER).withMode(Mode.HARD).run();
    for (int a = 0; a < ANSWER_WORDS.size(); a += 29) {
      assertEquals(
          run.plays().get(a), SelfPlay.of(SOLVER).withMode(Mode.HARD).play(ANSWER_WORDS.get(a)));
    }
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> SelfPlay.of(SOLVER).withMode(Mode.NORMAL).play("xyzzy"));
    assertEquals("'xyzzy' is not in the guess list", e.getMessage());
  }

  @Test
  void theAnswersOfTheListStillPlayAsBefore() {
    for (int a = 0; a < ANSWER_WORDS.size(); a += 37) {
      Game game = SOLVER.newGame();
      String answer = ANSWER_WORDS.get(a);
      while (!game.isSolved()) {
        String guess = game.bestGuess();
        game = game.apply(guess, Feedback.compute(guess, answer));
        assertFalse(game.isWidened(), answer);
      }
    }
  }

  @Test
  void aTreeThatNoLongerAppliesIsLeftForTheSearch() {
    DecisionTree tree = SOLVER.treeBuilder().opener("salet").build();
    Solver withTree = Solver.builder(SOLVER.answers(), SOLVER.guesses()).tree(tree).build();
    int checked = 0;
    for (int i = 0; i < ALLOWED_WORDS.size(); i += 97) {
      String answer = ALLOWED_WORDS.get(i);
      Game game = withTree.newGame().apply("salet", Feedback.compute("salet", answer));
      if (!game.isWidened()) {
        continue;
      }
      checked++;
      assertNull(tree.nextGuess(game.history()), "the tree has no branch for these marks");
      List<String> played = new ArrayList<>(List.of("salet"));
      while (!game.isSolved()) {
        String guess = game.bestGuess();
        played.add(guess);
        game = game.apply(guess, Feedback.compute(guess, answer));
        assertTrue(played.size() <= 8, answer + ": " + played);
      }
    }
    assertTrue(checked >= 3, "too few games widened after salet: " + checked);
  }

  @Test
  void aRatingFollowsTheGameOutsideTheList() {
    String answer = ALLOWED_WORDS.get(400);
    List<String> played = playChecked(SOLVER, Mode.NORMAL, answer);
    List<Turn> history = new ArrayList<>();
    for (String guess : played) {
      history.add(new Turn(guess, Feedback.compute(guess, answer)));
    }
    List<TurnRating> ratings = SOLVER.rate(Mode.NORMAL, history);
    assertEquals(played.size(), ratings.size());
    assertEquals(0, ratings.get(ratings.size() - 1).answersAfter());
    for (int t = 0; t + 1 < ratings.size(); t++) {
      assertEquals(
          expectedCandidates(SOLVER, history.subList(0, t + 1)).size(),
          ratings.get(t).answersAfter(),
          "turn " + (t + 1));
    }
  }

  @Test
  void aWidenedGameResumesAndTogglesHardMode() {
    String answer = ALLOWED_WORDS.get(800);
    // Played in hard mode, so that the history keeps the hard rule once toggled on (1.2 refuses a
    // history that breaks it: see ErrorsAsDataTest).
    List<String> played = playChecked(SOLVER, Mode.HARD, answer);
    List<Turn> history = new ArrayList<>();
    for (String guess : played.subList(0, played.size() - 1)) {
      history.add(new Turn(guess, Feedback.compute(guess, answer)));
    }
    Game resumed = SOLVER.resume(Mode.NORMAL, history);
    assertEquals(expectedCandidates(SOLVER, history), resumed.candidates().words());
    assertTrue(resumed.isWidened());
    Game hard = resumed.withMode(Mode.HARD);
    assertEquals(resumed.candidates(), hard.candidates());
    assertEquals(resumed.isWidened(), hard.isWidened());
    assertEquals(Mode.HARD, hard.mode());
  }

  @Test
  void nothingThatFitsIsAnErrorNamingTheTurn() {
    Solver tiny = Solver.of(WordList.of("mossy", "cigar"), WordList.of("missy", "sissy", "rebut"));
    Game game = tiny.newGame().apply("rebut", Feedback.parse("-----"));
    assertEquals(List.of("mossy"), game.candidates().words());
    assertFalse(game.isWidened());
    Game widened = game.apply("mossy", Feedback.parse("G-GGG"));
    assertTrue(widened.isWidened());
    assertEquals(List.of("missy"), widened.candidates().words());
    assertEquals(
        "the answer is not in the 2 likely answers: 1 other accepted word fits",
        widened.widenedNote());
    Game solved = widened.apply("missy", Feedback.parse("GGGGG"));
    assertTrue(solved.isSolved());
    assertTrue(solved.isWidened());
    assertNull(solved.widenedNote(), "nothing left to tell once solved");
    ImpossibleMarksException e =
        assertThrows(
            ImpossibleMarksException.class,
            () ->
                tiny.resume(
                    Mode.NORMAL,
                    List.of(
                        Turn.parse("rebut:-----"),
                        Turn.parse("mossy:G-GG-"),
                        Turn.parse("missy:GGGGG"))));
    assertEquals(ImpossibleMarksException.Reason.NO_ANSWER, e.reason());
    assertEquals(
        "nothing fits after turn 2 (mossy:G-GG-): none of the 5 accepted words gives"
            + " all the marks so far; check them",
        e.getMessage());
    // Once widened, marks that the widened candidates do not give are refused the same way.
    e =
        assertThrows(
            ImpossibleMarksException.class, () -> widened.apply("sissy", Feedback.parse("--GGG")));
    assertEquals(ImpossibleMarksException.Reason.NO_ANSWER, e.reason());
    assertTrue(
        e.getMessage().startsWith("nothing fits after turn 3 (sissy:--GGG)"), e.getMessage());
  }

  @Test
  void aBoardOutsideTheListIsPlayedToTheEnd() {
    MultiSolver quordle = MultiSolver.of(SOLVER);
    List<String> answers =
        List.of(
            ALLOWED_WORDS.get(100),
            ANSWER_WORDS.get(7),
            ALLOWED_WORDS.get(1500),
            ANSWER_WORDS.get(200));
    MultiGame game = quordle.newGame(answers.size());
    boolean widened = false;
    while (!game.isSolved()) {
      assertTrue(game.played().size() < 16, "no end in sight: " + game.played());
      String guess = game.bestGuess();
      List<Feedback> marks = new ArrayList<>();
      for (String answer : answers) {
        marks.add(Feedback.compute(guess, answer));
      }
      game = game.apply(guess, marks);
      for (int b = 0; b < answers.size(); b++) {
        Game board = game.board(b);
        widened |= board.isWidened();
        if (!game.isSolved(b)) {
          assertEquals(expectedCandidates(SOLVER, board.history()), board.candidates().words());
        }
      }
    }
    assertTrue(widened, "a board outside the list was never widened");
    for (String answer : answers) {
      assertTrue(game.played().contains(answer), answer);
    }
    assertNotNull(game.toString());
  }
}
