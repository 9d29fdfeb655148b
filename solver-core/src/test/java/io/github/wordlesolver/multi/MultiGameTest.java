package io.github.wordlesolver.multi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.RefusalException;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.solver.IllegalGuessException;
import io.github.wordlesolver.solver.ImpossibleMarksException;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/**
 * Multi-board games on the original lists: seeded self-play replayed board by board against a
 * marker written here, the strategy's wins on a sample of seeded games per board count, the
 * documented seeding, determinism across thread counts, and the errors of {@link MultiGame#apply}.
 */
class MultiGameTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(2315);
  static final MultiSolver SOLVER =
      MultiSolver.of(Solver.of(ANSWERS, EngineTestSupport.allowed(1)));

  /** The marking rule, written independently: greens first, then yellows left to right. */
  static String marks(String guess, String answer) {
    char[] out = new char[guess.length()];
    int[] unused = new int[128];
    for (int i = 0; i < guess.length(); i++) {
      if (guess.charAt(i) == answer.charAt(i)) {
        out[i] = 'G';
      } else {
        unused[answer.charAt(i)]++;
      }
    }
    for (int i = 0; i < guess.length(); i++) {
      if (out[i] != 'G') {
        char c = guess.charAt(i);
        out[i] = unused[c] > 0 ? 'Y' : '-';
        unused[c] = Math.max(0, unused[c] - 1);
      }
    }
    return new String(out);
  }

  /** The answers still possible after {@code guesses} on a board whose answer is {@code answer}. */
  private static List<String> bruteForce(List<String> guesses, String answer) {
    List<String> out = new ArrayList<>();
    for (String candidate : EngineTestSupport.answerWords(ANSWERS.size())) {
      boolean fits = true;
      for (String g : guesses) {
        fits &= marks(g, candidate).equals(marks(g, answer));
      }
      if (fits) {
        out.add(candidate);
      }
    }
    return out;
  }

  @Test
  void theMarkerHere() {
    assertEquals("--Y-Y", marks("speed", "abide"));
    assertEquals("---YG", marks("eerie", "abide"));
    assertEquals("YYG--", marks("array", "rarer"));
    assertEquals("-GY-G", marks("geese", "eerie"));
  }

  /**
   * Replays each game board by board: the guesses are allowed words; every answer is guessed; the
   * game ends with the last board's answer; whenever a board had one answer left, a pinned answer
   * was played; and the game's candidates agree with a brute-force filter by the marker here.
   */
  private static void replay(MultiSimulationResult.Play play, boolean checkCandidates) {
    List<String> answers = play.answers();
    List<String> guesses = play.played();
    assertEquals(answers.size(), new HashSet<>(answers).size(), play::toString);
    MultiGame game = SOLVER.newGame(answers.size(), MultiSolver.defaultGuesses(answers.size()));
    for (int t = 0; t < guesses.size(); t++) {
      String guess = guesses.get(t);
      assertTrue(SOLVER.solver().guesses().contains(guess), guess);
      Set<String> pinned = new HashSet<>();
      for (int b : game.unsolvedBoards()) {
        if (checkCandidates) {
          assertEquals(
              bruteForce(guesses.subList(0, t), answers.get(b)),
              game.board(b).candidates().words(),
              () -> play + " board " + b);
        }
        if (game.board(b).candidates().size() == 1) {
          pinned.add(game.board(b).candidates().words().get(0));
        }
      }
      assertTrue(pinned.isEmpty() || pinned.contains(guess), () -> play + " ignored " + pinned);
      List<Feedback> marks = new ArrayList<>();
      for (String answer : answers) {
        marks.add(Feedback.parse(marks(guess, answer)));
      }
      game = game.apply(guess, marks);
      for (int b = 0; b < answers.size(); b++) {
        boolean found = guesses.subList(0, t + 1).contains(answers.get(b));
        assertEquals(found, game.isSolved(b), play::toString);
      }
    }
    assertTrue(game.isSolved(), play::toString);
    assertTrue(answers.contains(guesses.get(guesses.size() - 1)), play::toString);
  }

  private static void wins(int boards, int games, long seed) {
    MultiSelfPlay selfPlay = MultiSelfPlay.of(SOLVER, boards).withSeed(seed);
    MultiSimulationResult result = selfPlay.run(games);
    assertEquals(MultiSolver.defaultGuesses(boards), result.mostGuesses());
    assertEquals(games, result.games());
    assertEquals(0, result.failed(), result::toString);
    long total = 0;
    for (int i = 0; i < games; i++) {
      MultiSimulationResult.Play play = result.plays().get(i);
      assertEquals(selfPlay.answers(i), play.answers());
      replay(play, i < 5);
      assertTrue(play.played().size() <= boards + 5, play::toString);
      total += play.played().size();
    }
    assertEquals(total, result.totalGuesses());
  }

  @Test
  void dordleWins() {
    wins(2, 150, 11);
  }

  @Test
  void quordleWins() {
    wins(4, 120, 12);
  }

  @Test
  void octordleWins() {
    wins(8, 50, 13);
  }

  @Test
  void seedingIsTheDocumentedOne() {
    for (long seed : new long[] {0, 1, -7, Long.MAX_VALUE}) {
      for (int i = 0; i < 50; i++) {
        // The class comment's derivation, written out again.
        SplittableRandom random = new SplittableRandom(new SplittableRandom(seed).nextLong() + i);
        List<String> expected = new ArrayList<>();
        while (expected.size() < 8) {
          String word = ANSWERS.get(random.nextInt(ANSWERS.size()));
          if (!expected.contains(word)) {
            expected.add(word);
          }
        }
        assertEquals(expected, MultiSelfPlay.of(SOLVER, 8).withSeed(seed).answers(i));
      }
    }
    assertFalse(
        MultiSelfPlay.of(SOLVER, 4)
            .withSeed(1)
            .answers(0)
            .equals(MultiSelfPlay.of(SOLVER, 4).withSeed(2).answers(0)));
    MultiSolver two =
        MultiSolver.of(Solver.of(WordList.of("cigar", "rebut"), WordList.of("salet")));
    IllegalArgumentException few =
        assertThrows(IllegalArgumentException.class, () -> MultiSelfPlay.of(two, 3));
    assertTrue(few.getMessage().contains("the list has 2"), few::getMessage);
  }

  @Test
  void aSelfPlayIsAValueEachWithMakesANewOne() {
    MultiSelfPlay quordle = MultiSelfPlay.of(SOLVER, 4);
    List<String> opening = List.of(ANSWERS.get(10), ANSWERS.get(20));
    MultiSelfPlay fixed = quordle.withSeed(3).withOpening(opening);
    assertEquals(MultiSelfPlay.of(SOLVER, 4).answers(0), quordle.answers(0)); // seed 0 kept
    assertFalse(quordle.answers(0).equals(fixed.answers(0)));
    MultiSimulationResult played = fixed.run(6);
    assertEquals(6, played.games());
    for (MultiSimulationResult.Play play : played.plays()) {
      int n = Math.min(opening.size(), play.played().size());
      assertEquals(opening.subList(0, n), play.played().subList(0, n), play::toString);
    }
    IllegalArgumentException bad =
        assertThrows(IllegalArgumentException.class, () -> quordle.withOpening(List.of("zzzzz")));
    assertTrue(bad.getMessage().startsWith("opening: "), bad::getMessage);
    assertThrows(IllegalArgumentException.class, () -> quordle.withMaxGuesses(3));
    assertThrows(IllegalArgumentException.class, () -> quordle.run(-1));
    assertThrows(IllegalArgumentException.class, () -> quordle.answers(-1));
    assertEquals(0, quordle.run(0).games());
  }

  @Test
  void sameResultsOnOneThreadAndMany() throws Exception {
    ForkJoinPool one = new ForkJoinPool(1);
    ForkJoinPool three = new ForkJoinPool(3);
    try {
      MultiSelfPlay selfPlay = MultiSelfPlay.of(SOLVER, 4).withMaxGuesses(9).withSeed(5);
      MultiSimulationResult a = one.submit(() -> selfPlay.run(40)).get();
      MultiSimulationResult b = three.submit(() -> selfPlay.run(40)).get();
      assertEquals(a, b);
      MultiSimulationResult prefix = selfPlay.run(20);
      assertEquals(a.plays().subList(0, 20), prefix.plays());
    } finally {
      one.shutdown();
      three.shutdown();
    }
  }

  @Test
  void applyChecksEveryBoard() {
    MultiGame game = SOLVER.newGame(4);
    assertEquals(9, game.maxGuesses());
    assertEquals("soare", game.bestGuess());
    RefusalException count =
        assertThrows(
            RefusalException.class,
            () -> SOLVER.newGame(4).apply("salet", List.of(Feedback.parse("-----"))));
    assertEquals(Refusal.wrongMarksCount(1, 4, 4), count.refusal().orElseThrow());
    assertEquals("expected the marks of 4 boards, got 1", count.getMessage());
    assertThrows(
        IllegalGuessException.class,
        () ->
            game.apply(
                "zzzzz",
                List.of(
                    Feedback.parse("-----"),
                    Feedback.parse("-----"),
                    Feedback.parse("-----"),
                    Feedback.parse("-----"))));
    // Marks no word gives (four greens and a yellow) on board 3.
    ImpossibleMarksException impossible =
        assertThrows(
            ImpossibleMarksException.class,
            () ->
                game.apply(
                    "salet",
                    List.of(
                        Feedback.parse("-----"),
                        Feedback.parse("-----"),
                        Feedback.parse("GGGGY"),
                        Feedback.parse("-----"))));
    assertTrue(impossible.getMessage().startsWith("board 3: "), impossible::getMessage);
    IllegalArgumentException parse =
        assertThrows(IllegalArgumentException.class, () -> MultiTurn.parse("salet:-----,--x--"));
    assertTrue(parse.getMessage().contains("board 2"), parse::getMessage);
    assertEquals("salet:-----,GGGGG", MultiTurn.parse("salet:-----,GGGGG").toString());
  }

  @Test
  void solvedBoardsTakeNoMoreMarks() {
    MultiGame game = SOLVER.newGame(2, 7);
    game =
        game.apply(
            "cigar", List.of(Feedback.parse("GGGGG"), Feedback.parse(marks("cigar", "rebut"))));
    assertTrue(game.isSolved(0));
    assertEquals(1, game.solvedAt(0));
    assertFalse(game.isSolved(1));
    // One marks for the one unsolved board, or two with the solved board's ignored.
    MultiGame one = game.apply("rebut", List.of(Feedback.parse("GGGGG")));
    MultiGame two = game.apply("rebut", List.of(Feedback.parse("-----"), Feedback.parse("GGGGG")));
    assertTrue(one.isSolved());
    assertTrue(two.isSolved());
    assertEquals(List.of("cigar", "rebut"), one.played());
    assertEquals(1, one.board(0).history().size());
    MultiGame done = one;
    assertThrows(
        IllegalStateException.class, () -> done.apply("cigar", List.of(Feedback.parse("GGGGG"))));
  }

  @Test
  void limitsAreChecked() {
    assertNotNull(SOLVER.whyIllegal(0, 5));
    assertNotNull(SOLVER.whyIllegal(33, 40));
    assertNotNull(SOLVER.whyIllegal(4, 3));
    assertNotNull(SOLVER.whyIllegal(4, 65));
    assertEquals(null, SOLVER.whyIllegal(32, 37));
    assertThrows(IllegalArgumentException.class, () -> SOLVER.newGame(0));
  }
}
