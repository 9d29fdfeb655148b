package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.absurdle.Absurdle;
import io.github.wordlesolver.absurdle.AbsurdleGame;
import io.github.wordlesolver.internal.Texts;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The {@code refusal} methods of {@link Game}, {@link MultiGame}, {@link MultiSolver} and {@link
 * AbsurdleGame} say, as {@link Refusal#message()}, exactly what {@code whyIllegal} said in 1.0.0
 * (the 1.0.0 code is copied here as the oracle), and the deprecated methods still say it.
 */
@SuppressWarnings("deprecation") // the deprecated methods are checked to delegate
class GameRefusalTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(200);
  private static final WordList GUESSES = EngineTestSupport.allowed(7);
  private static final Solver SOLVER = Solver.of(ANSWERS, GUESSES);

  /** {@code Game.whyIllegal} as 1.0.0 wrote it ({@code Mode.whyIllegal} is checked elsewhere). */
  private static @Nullable String oldWhyIllegal(Game game, String guess) {
    WordList guesses = game.solver().guesses();
    int index = guesses.indexOf(guess);
    if (index < 0) {
      int letters = guess.codePointCount(0, guess.length());
      return letters != guesses.wordLength()
          ? "'"
              + Texts.shorten(guess)
              + "' has "
              + letters
              + " letters, expected "
              + guesses.wordLength()
          : "'" + Texts.shorten(guess) + "' is not in the guess list";
    }
    String why = game.mode().whyIllegal(game.constraints(), guesses.get(index));
    return why == null ? null : "'" + guess + "' " + why;
  }

  /** {@code MultiSolver.whyIllegal} as 1.0.0 wrote it. */
  private static @Nullable String oldWhyIllegal(int boards, int guesses, int answers) {
    if (boards < 1 || boards > MultiSolver.MAX_BOARDS) {
      return "the number of boards must be 1 to " + MultiSolver.MAX_BOARDS + ", got " + boards;
    }
    if (boards > answers) {
      return boards + " boards need " + boards + " different answers, the list has " + answers;
    }
    if (guesses < boards || guesses > MultiSolver.MAX_MULTI_GUESSES) {
      return "the guesses allowed must be "
          + boards
          + " (one per board) to "
          + MultiSolver.MAX_MULTI_GUESSES
          + ", got "
          + guesses;
    }
    return null;
  }

  private static List<String> probes(Random random) {
    List<String> probes = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      String word = GUESSES.get(random.nextInt(GUESSES.size()));
      probes.add(word);
      probes.add(word.toUpperCase(Locale.ROOT));
      probes.add(word.replace(word.charAt(0), word.charAt(1))); // often a repeated letter
    }
    for (int i = 0; i < 30; i++) {
      StringBuilder sb = new StringBuilder();
      int length = 1 + random.nextInt(i < 20 ? 7 : 60);
      for (int k = 0; k < length; k++) {
        sb.append((char) ('a' + random.nextInt(26)));
      }
      probes.add(sb.toString());
    }
    probes.addAll(List.of("", "cr4ne", "crañe", "e\u0301clat"));
    return probes;
  }

  @Test
  void gameRefusalsSayWhat100Said() {
    Random random = new Random(0x6A3E);
    int[] kinds = new int[Refusal.Kind.values().length];
    for (int round = 0; round < 60; round++) {
      Mode mode = Mode.values()[round % 3];
      String answer = ANSWERS.get(random.nextInt(ANSWERS.size()));
      Game game = SOLVER.newGame(mode);
      for (int turn = 0; turn < 1 + round % 4 && !game.isSolved(); turn++) {
        String guess = answer; // always allowed; a random guess the rule allows is preferred
        for (int tries = 0; tries < 200; tries++) {
          String word = GUESSES.get(random.nextInt(GUESSES.size()));
          if (game.refusal(word).isEmpty()) {
            guess = word;
            break;
          }
        }
        game = game.apply(guess, Feedback.compute(guess, answer));
        if (game.isSolved()) {
          break;
        }
        for (String probe : probes(random)) {
          String old = oldWhyIllegal(game, probe);
          Optional<Refusal> refusal = game.refusal(probe);
          String where = mode + " " + game.history() + " then " + probe;
          assertEquals(old, refusal.map(Refusal::message).orElse(null), where);
          assertEquals(old, game.whyIllegal(probe), where);
          if (refusal.isPresent()) {
            kinds[refusal.get().kind().ordinal()]++;
            assertEquals(Optional.of(probe), refusal.get().word(), where);
            Game before = game;
            IllegalGuessException e =
                assertThrows(
                    IllegalGuessException.class,
                    () -> before.apply(probe, Feedback.compute(answer, answer)));
            assertEquals(old, e.getMessage(), where);
          }
        }
      }
    }
    for (Refusal.Kind kind :
        List.of(
            Refusal.Kind.WRONG_LENGTH,
            Refusal.Kind.NOT_IN_GUESS_LIST,
            Refusal.Kind.GREEN_NOT_KEPT,
            Refusal.Kind.REVEALED_LETTER_MISSING,
            Refusal.Kind.MARKS_NOT_FIT)) {
      assertTrue(kinds[kind.ordinal()] > 20, kind + " " + Arrays.toString(kinds));
    }
  }

  @Test
  void multiBoardRefusalsSayWhat100Said() {
    MultiSolver multi = MultiSolver.of(SOLVER);
    MultiSolver tiny = MultiSolver.of(Solver.of(WordList.of("cigar", "rebut"), GUESSES));
    for (int boards = -1; boards <= MultiSolver.MAX_BOARDS + 2; boards++) {
      for (int guesses = -1; guesses <= MultiSolver.MAX_MULTI_GUESSES + 2; guesses += 3) {
        for (MultiSolver solver : List.of(multi, tiny)) {
          String old = oldWhyIllegal(boards, guesses, solver.solver().answers().size());
          Optional<Refusal> refusal = solver.refusal(boards, guesses);
          String where = boards + " boards, " + guesses + " guesses";
          assertEquals(old, refusal.map(Refusal::message).orElse(null), where);
          assertEquals(old, solver.whyIllegal(boards, guesses), where);
          if (refusal.isPresent()) {
            assertEquals(
                refusal.get().kind() == Refusal.Kind.GUESS_COUNT ? guesses : boards,
                refusal.get().count().orElseThrow(),
                where);
            int b = boards;
            int g = guesses;
            IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> solver.newGame(b, g));
            assertEquals(old, e.getMessage());
          }
        }
      }
    }
    assertEquals(Refusal.Kind.BOARD_COUNT, multi.refusal(0, 5).orElseThrow().kind());
    assertEquals(Refusal.Kind.TOO_FEW_ANSWERS, tiny.refusal(3, 8).orElseThrow().kind());
    Refusal guesses = multi.refusal(4, 3).orElseThrow();
    assertEquals(Refusal.Kind.GUESS_COUNT, guesses.kind());
    assertEquals(3, guesses.count().orElseThrow());
    assertEquals(4, guesses.min().orElseThrow());
    assertEquals(MultiSolver.MAX_MULTI_GUESSES, guesses.max().orElseThrow());

    MultiGame game = multi.newGame(4);
    for (String probe : probes(new Random(7))) {
      assertEquals(game.board(0).refusal(probe), game.refusal(probe), probe);
      assertEquals(oldWhyIllegal(game.board(0), probe), game.whyIllegal(probe), probe);
    }
  }

  @Test
  void absurdleRefusalsSayWhat100Said() {
    Absurdle absurdle = Absurdle.of(WordList.of("cigar", "rebut"), WordList.of("sissy"));
    AbsurdleGame game = absurdle.start();
    assertEquals("'sissi' is not in the guess list", game.refusal("sissi").orElseThrow().message());
    assertEquals("'sissi' is not in the guess list", game.whyIllegal("sissi"));
    Refusal length = game.refusal("sis").orElseThrow();
    assertEquals(Refusal.Kind.WRONG_LENGTH, length.kind());
    assertEquals("'sis' has 3 letters, expected 5", length.message());
    assertEquals(Optional.empty(), game.refusal("SISSY"));
    while (!game.isSolved()) {
      game = game.guess(game.remainingAnswers().get(0));
    }
    Refusal won = game.refusal("cigar").orElseThrow();
    assertEquals(Refusal.Kind.GAME_WON, won.kind());
    assertEquals("the game is won: start a new one", won.message());
    assertEquals("the game is won: start a new one", game.whyIllegal("zzz"));
  }
}
