package io.github.wordlesolver.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mark;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.RefusalException;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/**
 * {@link HostedGame} plays the host's rules: marks by a marker written here, the guess limit, the
 * end of the game, refusals as data that use no turn, the share grid and keyboard as a player sees
 * them, and one reading of typed accents.
 */
class HostedGameTest {
  /** The original lists: every word of the examples below is in them. */
  static final Solver ORIGINAL =
      Solver.of(EngineTestSupport.answers(2315), EngineTestSupport.allowed(1));

  /** A small pair, where suggestions are cheap. */
  static final Solver SMALL =
      Solver.of(EngineTestSupport.answers(200), EngineTestSupport.allowed(7));

  static String reference(String guess, String answer) {
    return Feedback.of(EngineTestSupport.referenceCode(guess, answer), guess.length()).toString();
  }

  /** A game: a secret of the guess list and typed words, mostly guesses, some not. */
  record Script(String secret, Mode mode, List<String> typed) {}

  static Gen<Script> scripts(Solver solver) {
    WordList guesses = solver.guesses();
    WordList answers = solver.answers();
    return in -> {
      Mode mode = Mode.values()[between(in, 0, 2)];
      String secret =
          between(in, 0, 9) < 8
              ? answers.get(between(in, 0, answers.size() - 1))
              : guesses.get(between(in, 0, guesses.size() - 1));
      List<String> typed = new ArrayList<>();
      for (int n = between(in, 0, 12); typed.size() < n; ) {
        int kind = between(in, 0, 99);
        typed.add(
            kind < 5
                ? "xyzzy"
                : kind < 8
                    ? "cran"
                    : kind < 12
                        ? secret
                        : kind < 50
                            ? answers.get(between(in, 0, answers.size() - 1))
                            : guesses.get(between(in, 0, guesses.size() - 1)));
      }
      return new Script(secret, mode, typed);
    };
  }

  static int between(RandomnessSource in, int lo, int hi) {
    return Generate.range(lo, hi).generate(in);
  }

  @Test
  void everyGuessGetsTheMarksOfAnIndependentMarkerOrARefusalThatUsesNoTurn() {
    int[] seen = new int[4]; // played, refused, won, lost
    qt().withFixedSeed(0x4057L)
        .withExamples(300)
        .forAll(scripts(ORIGINAL))
        .checkAssert(
            s -> {
              HostedGame game = HostedGame.of(ORIGINAL, s.mode(), s.secret());
              Game player = ORIGINAL.newGame(s.mode()); // the player's view, kept here
              for (String typed : s.typed()) {
                int before = game.played().size();
                Optional<Refusal> expected = expectedRefusal(game, player, typed);
                Move move = game.guess(typed);
                assertEquals(expected, move.refusal(), typed);
                if (!move.isPlayed()) {
                  seen[1]++;
                  assertSame(game, move.game(), "a refused guess changes nothing");
                  assertEquals(List.of(), move.marks());
                  continue;
                }
                seen[0]++;
                String marks = reference(typed, s.secret());
                assertEquals(List.of(Feedback.parse(marks)), move.marks(), typed);
                player = player.apply(typed, Feedback.parse(marks));
                game = move.game();
                assertEquals(before + 1, game.played().size());
                assertEquals(player.history(), game.board(0).history());
              }
              boolean won = player.isSolved();
              boolean lost = !won && player.history().size() == 6;
              assertEquals(
                  won
                      ? HostedGame.Status.WON
                      : lost ? HostedGame.Status.LOST : HostedGame.Status.PLAYING,
                  game.status());
              assertEquals(won || lost ? 0 : 6 - player.history().size(), game.guessesLeft());
              assertEquals(won || lost, game.isOver());
              seen[2] += won ? 1 : 0;
              seen[3] += lost ? 1 : 0;
            });
    assertTrue(seen[0] > 500 && seen[1] > 200, "played and refused: " + seen[0] + ", " + seen[1]);
    assertTrue(seen[2] > 5 && seen[3] > 5, "won and lost games: " + seen[2] + ", " + seen[3]);
  }

  /** The refusal the host owes {@code typed}, from the rules written out here. */
  private static Optional<Refusal> expectedRefusal(HostedGame game, Game player, String typed) {
    if (player.isSolved()) {
      return Optional.of(Refusal.gameWon());
    }
    if (player.history().size() == 6) {
      return Optional.of(Refusal.noGuessesLeft(6, 6));
    }
    if (typed.length() != 5) {
      return Optional.of(Refusal.wrongLength(typed, typed.length(), 5));
    }
    if (!ORIGINAL.guesses().contains(typed)) {
      return Optional.of(Refusal.notInGuessList(typed));
    }
    return player.mode().refusal(player.constraints(), typed);
  }

  @Test
  void theShareGridIsTheNytsAndTheKeyboardKeepsEachLettersBestMark() {
    HostedGame game = HostedGame.of(ORIGINAL, Mode.NORMAL, "abbey").withTitle("Wordle 1,234");
    Move move = game.guess("kebab");
    assertEquals("kebab -YGYY", move.toString());
    game = move.game();
    Keyboard keys = game.keyboard(0);
    assertEquals(
        "green B, yellow A E, gray K, unused C D F G H I J L M N O P Q R S T U V W X Y Z",
        keys.toString());
    assertEquals(Optional.of(Mark.GREEN), keys.mark('B'));
    assertEquals(Optional.of(Mark.YELLOW), keys.mark('e'));
    assertEquals(Optional.empty(), keys.mark('z'));
    game = game.guess("abbey").game();
    assertEquals(HostedGame.Status.WON, game.status());
    ShareGrid grid = game.shareGrid();
    assertEquals("Wordle 1,234 2/6\n\n⬛🟨🟩🟨🟨\n🟩🟩🟩🟩🟩", grid.toString());
    assertEquals("Wordle 1,234 2/6", grid.header());
    assertTrue(grid.isWon() && !grid.isHard() && grid.turns() == 2 && grid.solvedAt(0) == 2);
    assertEquals(Optional.of(Feedback.parse("-YGYY")), grid.marks(0, 0));

    HostedGame hard = HostedGame.of(ORIGINAL, Mode.HARD, "cigar");
    for (int i = 0; i < 6; i++) {
      hard = hard.guess("rebut").game(); // Y----: a yellow may stay in place in hard mode
    }
    assertEquals(HostedGame.Status.LOST, hard.status());
    assertEquals(
        "Wordle X/6*\n\n" + "\n🟨⬛⬛⬛⬛".repeat(6).substring(1), hard.shareGrid().toString());
  }

  @Test
  void theKeyboardAgreesWithAKeyboardComputedHere() {
    qt().withFixedSeed(0x4B5L)
        .withExamples(200)
        .forAll(scripts(ORIGINAL))
        .checkAssert(
            s -> {
              HostedGame game = HostedGame.of(ORIGINAL, Mode.NORMAL, s.secret());
              for (String typed : s.typed()) {
                game = game.guess(typed).game();
              }
              int[] best = new int[26];
              java.util.Arrays.fill(best, -1);
              for (String guess : game.played()) {
                String marks = reference(guess, s.secret());
                for (int i = 0; i < 5; i++) {
                  int mark = "-YG".indexOf(marks.charAt(i));
                  best[guess.charAt(i) - 'a'] = Math.max(best[guess.charAt(i) - 'a'], mark);
                }
              }
              Keyboard keys = game.keyboard(0);
              for (char c = 'a'; c <= 'z'; c++) {
                int b = best[c - 'a'];
                assertEquals(
                    b < 0 ? Optional.empty() : Optional.of(Mark.ofDigit(b)), keys.mark(c), "" + c);
              }
            });
  }

  @Test
  void theEndOfAGameIsARefusalAsData() {
    HostedGame won = HostedGame.of(ORIGINAL, Mode.NORMAL, "cigar").guess("cigar").game();
    assertEquals(Optional.of(Refusal.gameWon()), won.refusal("crane"));
    assertEquals(Refusal.Kind.GAME_WON, won.guess("crane").refusal().orElseThrow().kind());
    assertEquals("game_won", Refusal.Kind.GAME_WON.code());
    assertThrows(IllegalStateException.class, won::bestGuess);

    HostedGame given = HostedGame.of(ORIGINAL, Mode.NORMAL, "cigar").guess("crane").game().giveUp();
    assertEquals(HostedGame.Status.LOST, given.status());
    assertTrue(given.isGivenUp());
    Refusal over = given.refusal("cigar").orElseThrow();
    assertEquals(Refusal.Kind.GAME_OVER, over.kind());
    assertEquals("game_over", over.kind().code());
    assertEquals("the game is over (given up): start a new one", over.message());
    assertSame(won, won.giveUp(), "a game over already stays as it was");

    HostedGame lost = HostedGame.of(ORIGINAL, Mode.NORMAL, "cigar");
    for (int i = 0; i < 6; i++) {
      lost = lost.guess("crane").game();
    }
    Refusal none = lost.refusal("cigar").orElseThrow();
    assertEquals(Refusal.Kind.NO_GUESSES_LEFT, none.kind());
    assertEquals("no_guesses_left", none.kind().code());
    assertEquals(6, none.count().getAsInt());
    assertEquals(6, none.max().getAsInt());
    assertEquals("no guesses left: all 6 were played", none.message());
    assertEquals(0, lost.guessesLeft());
  }

  @Test
  void aGuessThatBreaksTheHardRuleIsRefusedByTheModesOwnCheck() {
    HostedGame game = HostedGame.of(ORIGINAL, Mode.HARD, "cigar").guess("sissy").game(); // -G---
    Move move = game.guess("crane");
    Refusal refusal = move.refusal().orElseThrow();
    assertEquals(Refusal.Kind.GREEN_NOT_KEPT, refusal.kind());
    assertEquals(Mode.HARD.refusal(game.board(0).constraints(), "crane"), Optional.of(refusal));
    assertEquals("'crane' breaks the hard-mode rule (NYT): letter 2 must be I", refusal.message());
    assertEquals(5, move.game().guessesLeft(), "no turn used");
  }

  @Test
  void aSecretMustBeAGuessAndItsRefusalIsData() {
    RefusalException e =
        assertThrows(RefusalException.class, () -> HostedGame.of(ORIGINAL, Mode.NORMAL, "xyzzy"));
    assertEquals(Refusal.notInGuessList("xyzzy"), e.refusal().orElseThrow());
    assertEquals("'xyzzy' is not in the guess list", e.getMessage());
    MultiSolver multi = MultiSolver.of(ORIGINAL);
    RefusalException board =
        assertThrows(RefusalException.class, () -> HostedGame.of(multi, List.of("cigar", "cran")));
    assertEquals(1, board.refusal().orElseThrow().board().getAsInt());
    assertEquals("board 2: 'cran' has 4 letters, expected 5", board.getMessage());
    IllegalArgumentException same =
        assertThrows(
            IllegalArgumentException.class, () -> HostedGame.of(multi, List.of("cigar", "CIGAR")));
    assertEquals("boards 1 and 2 have the same secret 'cigar'", same.getMessage());
    RefusalException count =
        assertThrows(RefusalException.class, () -> HostedGame.of(multi, List.of()));
    assertEquals(Refusal.Kind.BOARD_COUNT, count.refusal().orElseThrow().kind());
    assertThrows(
        IllegalArgumentException.class,
        () -> HostedGame.of(ORIGINAL, Mode.NORMAL, "cigar").withTitle("two\nlines"));
  }

  @Test
  void aWordTypedWithAccentsIsPlayedAsTheListReadsIt() {
    // Accents the English alphabet lacks are read as the bare letters.
    HostedGame game = HostedGame.of(ORIGINAL, Mode.NORMAL, "CIGÁR");
    assertEquals(List.of("cigar"), game.secrets());
    Move move = game.guess("cígar");
    assertEquals("cigar", move.guess());
    assertEquals(List.of(Feedback.allGreen(5)), move.marks());

    // A list whose accents were folded, as the bundled Spanish one: ñ is a letter of its own.
    Alphabet spanish = Alphabet.of("abcdefghijklmnñopqrstuvwxyz");
    WordList words = WordList.of(spanish, List.of("arbol", "cañon", "canon", "mosca", "bañar"));
    Solver solver = Solver.of(words, words);
    HostedGame hosted = HostedGame.of(solver, Mode.HARD, "cañón");
    assertEquals(List.of("cañon"), hosted.secrets());
    for (String[] c : new String[][] {{"árbol", "arbol"}, {"CANÓN", "canon"}, {"bañár", "bañar"}}) {
      Move m = hosted.guess(c[0]);
      assertEquals(c[1], m.guess(), c[0]);
      assertEquals(List.of(Feedback.compute(c[1], "cañon")), m.marks(), c[0]);
    }
    // An accent that folds to no word of the list, and ñ typed as n: refusals, never marks.
    assertEquals(Optional.of(Refusal.notInGuessList("sálta")), hosted.guess("sálta").refusal());
    assertTrue(hosted.guess("bánar").refusal().isPresent(), "ñ is not n");
    // Hard mode reads the typed word as the list does.
    HostedGame after = hosted.guess("canon").game(); // GG-GG against cañon
    assertEquals(after.refusal("canon"), after.refusal("cánón"));
    assertEquals(Refusal.Kind.GREEN_NOT_KEPT, after.refusal("árbol").orElseThrow().kind());
  }

  @Test
  void severalBoardsAreHostedWithTheirShareGridAndKeyboards() {
    MultiSolver multi = MultiSolver.of(ORIGINAL);
    List<String> secrets = List.of("cigar", "rebut", "sissy", "humph");
    HostedGame game = HostedGame.of(multi, secrets);
    assertEquals(9, game.maxGuesses());
    assertEquals("Quordle", game.title());
    for (String guess : List.of("rebut", "crane", "cigar", "humph", "sissy")) {
      Move move = game.guess(guess);
      List<Feedback> expected = new ArrayList<>();
      for (String secret : secrets) {
        expected.add(Feedback.parse(reference(guess, secret)));
      }
      assertEquals(expected, move.marks(), guess);
      game = move.game();
    }
    assertEquals(HostedGame.Status.WON, game.status());
    assertEquals(
        List.of(3, 1, 5, 4),
        List.of(game.solvedAt(0), game.solvedAt(1), game.solvedAt(2), game.solvedAt(3)));
    String e = "          "; // a board solved before the row: two spaces a letter
    assertEquals(
        "Quordle 5/9\n3 1 5 4\n\n"
            + emoji("rebut", secrets)
            + "\n"
            + emoji("crane", List.of("cigar"))
            + " "
            + e
            + " "
            + emoji("crane", List.of("sissy", "humph"))
            + "\n"
            + emoji("cigar", List.of("cigar"))
            + " "
            + e
            + " "
            + emoji("cigar", List.of("sissy", "humph"))
            + "\n"
            + e
            + " "
            + e
            + " "
            + emoji("humph", List.of("sissy", "humph"))
            + "\n"
            + e
            + " "
            + e
            + " "
            + emoji("sissy", List.of("sissy")),
        game.shareGrid().toString());
    ShareGrid grid = game.shareGrid();
    assertEquals(5, grid.turns());
    assertEquals(4, grid.boards());
    assertEquals(Optional.of(Feedback.parse(reference("crane", "sissy"))), grid.marks(1, 2));
    assertEquals(Optional.empty(), grid.marks(1, 1), "board 2 was solved by the first guess");
    assertEquals(Optional.of(Feedback.allGreen(5)), grid.marks(4, 2));
    assertThrows(IndexOutOfBoundsException.class, () -> grid.marks(5, 0));
    assertThrows(IndexOutOfBoundsException.class, () -> grid.marks(0, 4));
    assertThrows(IndexOutOfBoundsException.class, () -> grid.marks(-1, 0));
    assertEquals(grid, game.shareGrid());
    assertEquals(grid.hashCode(), game.shareGrid().hashCode());
    assertFalse(grid.equals(HostedGame.of(multi, secrets).guess("rebut").game().shareGrid()));
    assertEquals(Keyboard.of(Alphabet.ENGLISH, game.board(1).history()), game.keyboard(1));
    assertEquals(1, game.board(1).history().size(), "a board takes no turn after it is solved");
    assertEquals(Optional.of(Refusal.gameWon()), game.refusal("crane"));

    HostedGame lost = HostedGame.of(multi, List.of("cigar", "rebut"));
    for (int i = 0; i < 7; i++) {
      lost = lost.guess("crane").game();
    }
    assertEquals(HostedGame.Status.LOST, lost.status());
    assertEquals(Optional.of(Refusal.noGuessesLeft(7, 7)), lost.refusal("cigar"));
    assertTrue(lost.shareGrid().toString().startsWith("Dordle X/7\nX X\n\n"));
  }

  private static String emoji(String guess, List<String> secrets) {
    List<String> parts = new ArrayList<>();
    for (String secret : secrets) {
      parts.add(Feedback.parse(reference(guess, secret)).toEmoji());
    }
    return String.join(" ", parts);
  }

  @Test
  void theHintIsTheSolversBestGuessForTheSameHistory() {
    HostedGame game = HostedGame.of(SMALL, Mode.HARD, SMALL.answers().get(17));
    game = game.guess(SMALL.answers().get(3)).game();
    Game player = SMALL.resume(Mode.HARD, game.board(0).history());
    assertEquals(player.bestGuess(), game.bestGuess());
    assertEquals(Mode.HARD, game.mode());
    assertTrue(
        game.toString().startsWith("Wordle [" + SMALL.answers().get(3).toLowerCase(Locale.ROOT)));
    assertFalse(game.isOver());
  }

  @Test
  void aKeyboardRefusesWhatIsNoLetterOfItsAlphabet() {
    Keyboard keys =
        Keyboard.of(Alphabet.ENGLISH, List.of(new Turn("crane", Feedback.parse("G----"))));
    assertThrows(IllegalArgumentException.class, () -> keys.mark('1'));
    assertEquals(Optional.of(Mark.GREEN), keys.mark('C'));
    assertEquals(Optional.of(Mark.GRAY), keys.mark('é'));
  }
}
