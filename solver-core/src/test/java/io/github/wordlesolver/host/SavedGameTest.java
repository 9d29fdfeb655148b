package io.github.wordlesolver.host;

import static io.github.wordlesolver.host.HostedGameTest.ORIGINAL;
import static io.github.wordlesolver.host.HostedGameTest.SMALL;
import static io.github.wordlesolver.host.HostedGameTest.between;
import static io.github.wordlesolver.host.HostedGameTest.reference;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.solver.Game;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The saved form: pinned byte for byte, read back to the same game for every kind of game
 * (QuickTheories round trips), and refused with the line, column and what was expected when it is
 * not the form or not a game the solver can play, whatever the damage.
 */
class SavedGameTest {
  /** {@code sha256sum answers.txt} of the test lists, computed by coreutils. */
  private static final String ANSWERS =
      "ecc0269bce8250738f277c63103ed81a0d9904549a6d6da2c7cd6d32cca401f0";

  /** {@code cat answers.txt allowed.txt | sha256sum}: the solver's guess list, answers first. */
  private static final String GUESSES =
      "d76833a30436057778724790ab5877902e6fe7eb81789a9cc013153a117b6ab1";

  private static final MultiSolver MULTI = MultiSolver.of(ORIGINAL);

  private static final String HOSTED =
      "wordle-game 1\n"
          + "lists "
          + ANSWERS
          + " "
          + GUESSES
          + "\n"
          + "rules mode=HARD boards=1 maxGuesses=6\n"
          + "title Wordle day 12\n"
          + "secrets cigar\n"
          + "turn rebut Y----\n"
          + "turn cigar GGGGG\n"
          + "end\n";

  @Test
  void theFormIsPinnedByteForByte() {
    HostedGame game =
        HostedGame.of(ORIGINAL, Mode.HARD, "cigar")
            .withTitle("Wordle day 12")
            .guess("rebut")
            .game()
            .guess("CIGAR")
            .game();
    assertEquals(HOSTED, SavedGame.of(game).toString());
    assertEquals(HOSTED, SavedGame.of(SavedGame.parse(HOSTED).toHostedGame(ORIGINAL)).toString());

    MultiGame multi =
        MULTI
            .newGame(2)
            .apply("cigar", List.of(Feedback.parse("GGGGG"), Feedback.parse("----Y")))
            .apply("rebut", List.of(Feedback.parse("GGGGG")));
    assertEquals(
        "wordle-game 1\nlists "
            + ANSWERS
            + " "
            + GUESSES
            + "\nrules mode=NORMAL boards=2 maxGuesses=7\n"
            + "turn cigar GGGGG ----Y\nturn rebut GGGGG\nend\n",
        SavedGame.of(multi).toString());
    HostedGame given = HostedGame.of(MULTI, List.of("cigar", "rebut")).guess("crane").game();
    String text = SavedGame.of(given.giveUp()).toString();
    assertTrue(text.endsWith("secrets cigar rebut\nturn crane GYY-- -Y--Y\ngiven-up\nend\n"), text);
  }

  @Test
  void hostedGamesOfOneBoardReadBackAsTheSameGame() {
    qt().withFixedSeed(0x5A7EL)
        .withExamples(150)
        .forAll(HostedGameTest.scripts(ORIGINAL).zip(titles(), (s, t) -> new Object[] {s, t}))
        .checkAssert(
            pair -> {
              HostedGameTest.Script s = (HostedGameTest.Script) pair[0];
              HostedGame game = HostedGame.of(ORIGINAL, s.mode(), s.secret());
              String title = (String) pair[1];
              game = title.isEmpty() ? game : game.withTitle(title);
              for (String typed : s.typed()) {
                game = game.guess(typed).game();
              }
              if (s.typed().size() % 3 == 1) {
                game = game.giveUp();
              }
              String text = SavedGame.of(game).toString();
              SavedGame parsed = SavedGame.parse(text);
              assertEquals(text, parsed.toString());
              HostedGame back = parsed.toHostedGame(ORIGINAL);
              assertSameHostedGame(game, back, text);
              Game player = parsed.toGame(ORIGINAL);
              assertEquals(game.board(0).history(), player.history(), text);
              assertEquals(game.board(0).candidates(), player.candidates(), text);
              Game view = SavedGame.parse(SavedGame.of(game.board(0)).toString()).toGame(ORIGINAL);
              assertEquals(game.board(0).history(), view.history(), text);
              assertEquals(game.mode(), view.mode(), text);
            });
  }

  private static Gen<String> titles() {
    return in -> {
      int kind = between(in, 0, 3);
      return kind == 0 ? "" : kind == 1 ? "Wordle 1,234" : kind == 2 ? "Día 7 – ñandú" : "x";
    };
  }

  private static void assertSameHostedGame(HostedGame game, HostedGame back, String text) {
    assertEquals(game.secrets(), back.secrets(), text);
    assertEquals(game.title(), back.title(), text);
    assertEquals(game.mode(), back.mode(), text);
    assertEquals(game.maxGuesses(), back.maxGuesses(), text);
    assertEquals(game.played(), back.played(), text);
    assertEquals(game.status(), back.status(), text);
    assertEquals(game.isGivenUp(), back.isGivenUp(), text);
    assertEquals(game.guessesLeft(), back.guessesLeft(), text);
    assertEquals(game.shareGrid(), back.shareGrid(), text);
    assertEquals(game.shareGrid().toString(), back.shareGrid().toString(), text);
    for (int b = 0; b < game.boards(); b++) {
      assertEquals(game.keyboard(b), back.keyboard(b), text);
      assertEquals(game.board(b).history(), back.board(b).history(), text);
    }
    assertEquals(text, SavedGame.of(back).toString());
  }

  @Test
  void gamesOfSeveralBoardsReadBackAsTheSameGame() {
    WordList answers = ORIGINAL.answers();
    WordList guesses = ORIGINAL.guesses();
    qt().withFixedSeed(0xB0A2L)
        .withExamples(60)
        .forAll(
            in -> {
              int boards = between(in, 1, 6);
              List<String> secrets = new ArrayList<>();
              while (secrets.size() < boards) {
                String w = answers.get(between(in, 0, answers.size() - 1));
                if (!secrets.contains(w)) {
                  secrets.add(w);
                }
              }
              List<String> typed = new ArrayList<>();
              for (int n = between(in, 0, 14); typed.size() < n; ) {
                int kind = between(in, 0, 9);
                typed.add(
                    kind < 3
                        ? secrets.get(between(in, 0, boards - 1))
                        : guesses.get(between(in, 0, guesses.size() - 1)));
              }
              return new Object[] {secrets, typed};
            })
        .checkAssert(
            pair -> {
              @SuppressWarnings("unchecked")
              List<String> secrets = (List<String>) pair[0];
              @SuppressWarnings("unchecked")
              List<String> typed = (List<String>) pair[1];
              HostedGame game = HostedGame.of(MULTI, secrets);
              MultiGame player = MULTI.newGame(secrets.size());
              for (String guess : typed) {
                Move move = game.guess(guess);
                game = move.game();
                if (!player.isSolved()) { // a player's game goes on past the limit
                  List<Feedback> marks = new ArrayList<>();
                  for (String secret : secrets) {
                    marks.add(Feedback.parse(reference(guess, secret)));
                  }
                  player = player.apply(guess, marks);
                }
              }
              String text = SavedGame.of(game).toString();
              assertEquals(text, SavedGame.parse(text).toString());
              assertSameHostedGame(game, SavedGame.parse(text).toHostedGame(MULTI), text);

              String own = SavedGame.of(player).toString();
              MultiGame back = SavedGame.parse(own).toMultiGame(MULTI);
              assertEquals(player.played(), back.played(), own);
              assertEquals(player.history(), back.history(), own);
              assertEquals(player.toString(), back.toString(), own);
              for (int b = 0; b < secrets.size(); b++) {
                assertEquals(player.board(b).candidates(), back.board(b).candidates(), own);
                assertEquals(player.solvedAt(b), back.solvedAt(b), own);
              }
              assertEquals(own, SavedGame.of(back).toString());
            });
  }

  /** A line of {@link #HOSTED} replaced, with the error expected: line, column, expected. */
  private record Damage(int line, String replacement, int errorLine, int column, String expected) {}

  @Test
  void aTextThatIsNotTheFormIsRefusedWhereItGoesWrong() {
    List<Damage> cases =
        List.of(
            new Damage(1, "wordle-gam 1", 1, 1, "'wordle-game'"),
            new Damage(1, "wordle-game 2", 1, 13, "version 1"),
            new Damage(1, "wordle-game  1", 1, 13, "a version number after one space"),
            new Damage(2, "lists " + ANSWERS.substring(1) + " " + GUESSES, 2, 7, "64 hex digits"),
            new Damage(2, "lists " + ANSWERS.toUpperCase() + " " + GUESSES, 2, 7, "hex digits"),
            new Damage(2, "lists " + ANSWERS, 2, 71, "the fingerprint of the guess list"),
            new Damage(3, "rules mode=HRAD boards=1 maxGuesses=6", 3, 7, "mode=NORMAL, mode=HARD"),
            new Damage(3, "rules mode=HARD boards=0 maxGuesses=6", 3, 17, "boards=N with N from 1"),
            new Damage(3, "rules mode=HARD boards=01 maxGuesses=6", 3, 17, "boards=N"),
            new Damage(3, "rules mode=HARD boards=1 maxGuesses=65", 3, 26, "from 1 to 64"),
            new Damage(3, "rules mode=HARD boards=2 maxGuesses=7", 3, 7, "no hard mode"),
            new Damage(3, "rules mode=HARD boards=1 maxGuesses=6 ", 3, 38, "no space at the end"),
            new Damage(4, "", 4, 1, "'title', 'secrets', 'turn', 'given-up' or 'end'"),
            new Damage(4, "title \u0007", 4, 7, "a title"),
            new Damage(6, "turn rebut Y-X--", 6, 12, "G (green), Y (yellow) and - (gray)"),
            new Damage(6, "turn rebut Y---- GGGGG", 6, 18, "the end of the line"),
            new Damage(6, "turn", 6, 5, "a guess"),
            new Damage(6, "turn rebu Y----", 6, 6, "a word of 5 letters"),
            new Damage(7, "turn cigar GGGG", 7, 12, "5 marks, as the turns before"),
            new Damage(8, "turn crane -----", 8, 1, "'end': every board is solved"),
            new Damage(8, "given-up", 8, 1, "a game that is over is not given up"),
            new Damage(8, "ends", 8, 1, "'turn', 'given-up' or 'end'"));
    for (Damage d : cases) {
      List<String> lines = new ArrayList<>(HOSTED.lines().toList());
      lines.set(d.line() - 1, d.replacement());
      String text = String.join("\n", lines) + "\n";
      InvalidSavedGameException e =
          assertThrows(InvalidSavedGameException.class, () -> SavedGame.parse(text), d.toString());
      assertEquals(d.errorLine(), e.line(), d + ": " + e.getMessage());
      assertEquals(d.column(), e.column(), d + ": " + e.getMessage());
      assertTrue(e.expected().contains(d.expected()), d + ": " + e.getMessage());
      assertTrue(
          e.getMessage()
              .startsWith("saved game, line " + d.errorLine() + ", column " + d.column() + ": "),
          e.getMessage());
    }
    InvalidSavedGameException after =
        assertThrows(InvalidSavedGameException.class, () -> SavedGame.parse(HOSTED + "\n"));
    assertEquals(9, after.line());
    assertEquals("the end of the text after 'end'", after.expected());
    assertEquals(
        "saved game, line 4, column 1: expected 'title', 'secrets', 'turn', 'given-up' or 'end',"
            + " found an empty line",
        assertThrows(
                InvalidSavedGameException.class,
                () -> SavedGame.parse(HOSTED.replace("title", "\ntitle")))
            .getMessage());
    assertEquals(
        SavedGame.parse(HOSTED), SavedGame.parse(HOSTED.replace("\n", "\r\n")), "CR LF is read");
  }

  @Test
  void aTextCutShortNeverReadsAsAShorterGame() {
    for (int end = 0; end < HOSTED.length() - 1; end++) {
      String prefix = HOSTED.substring(0, end);
      InvalidSavedGameException e =
          assertThrows(InvalidSavedGameException.class, () -> SavedGame.parse(prefix), prefix);
      assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
    }
    assertEquals(
        SavedGame.parse(HOSTED), SavedGame.parse(HOSTED.substring(0, HOSTED.length() - 1)));
  }

  @Test
  void aGameTheSolverCannotPlayIsRefusedAtItsLine() {
    InvalidSavedGameException lists =
        assertThrows(
            InvalidSavedGameException.class, () -> SavedGame.parse(HOSTED).toHostedGame(SMALL));
    assertEquals(2, lists.line());
    assertEquals(7, lists.column());
    assertTrue(lists.expected().startsWith("the fingerprint of this solver's answer list, "));

    InvalidSavedGameException marks =
        assertThrows(
            InvalidSavedGameException.class,
            () ->
                SavedGame.parse(HOSTED.replace("rebut Y----", "rebut -Y---"))
                    .toHostedGame(ORIGINAL));
    assertEquals(
        "saved game, line 6, column 12: expected Y----, the marks of 'rebut' against the secret,"
            + " found '-Y---'",
        marks.getMessage());

    String unknown = HOSTED.replace("rebut Y----", "xyzzy -----");
    for (Runnable restore :
        List.<Runnable>of(
            () -> SavedGame.parse(unknown).toHostedGame(ORIGINAL),
            () -> SavedGame.parse(unknown).toGame(ORIGINAL))) {
      InvalidSavedGameException e = assertThrows(InvalidSavedGameException.class, restore::run);
      assertEquals(6, e.line());
      assertEquals(6, e.column());
      assertTrue(e.expected().contains("'xyzzy' is not in the guess list"), e.getMessage());
    }

    String hard = HOSTED.replace("turn rebut Y----\n", "turn sissy -G---\nturn crane GYY--\n");
    InvalidSavedGameException rule =
        assertThrows(
            InvalidSavedGameException.class, () -> SavedGame.parse(hard).toHostedGame(ORIGINAL));
    assertEquals(7, rule.line());
    assertTrue(rule.expected().contains("breaks the hard-mode rule (NYT)"), rule.getMessage());
    assertEquals(
        SavedGame.parse(hard.replace("mode=HARD", "mode=NORMAL")).toHostedGame(ORIGINAL).played(),
        List.of("sissy", "crane", "cigar"));

    String impossible =
        "wordle-game 1\nlists "
            + ANSWERS
            + " "
            + GUESSES
            + "\nrules mode=NORMAL boards=1 maxGuesses=6\nturn rebut Y----\nturn rebut -----\nend\n";
    InvalidSavedGameException nothing =
        assertThrows(
            InvalidSavedGameException.class, () -> SavedGame.parse(impossible).toGame(ORIGINAL));
    assertEquals(5, nothing.line());
    assertEquals(12, nothing.column());
    assertTrue(
        nothing.expected().startsWith("marks that fit the turns before"), nothing.getMessage());
    InvalidSavedGameException noSecrets =
        assertThrows(
            InvalidSavedGameException.class,
            () -> SavedGame.parse(impossible).toHostedGame(ORIGINAL));
    assertEquals(4, noSecrets.line());

    String two = SavedGame.of(MULTI.newGame(2)).toString();
    InvalidSavedGameException boards =
        assertThrows(InvalidSavedGameException.class, () -> SavedGame.parse(two).toGame(ORIGINAL));
    assertEquals(3, boards.line());
    assertEquals(19, boards.column());
    String seven = HOSTED.replace("maxGuesses=6", "maxGuesses=7");
    InvalidSavedGameException limit =
        assertThrows(
            InvalidSavedGameException.class, () -> SavedGame.parse(seven).toHostedGame(ORIGINAL));
    assertEquals("maxGuesses=6, the solver's rules", limit.expected());
    assertEquals(26, limit.column());
  }

  @Test
  void damageAnywhereIsRefusedAsDataOrReadsAsAGameNeverAnotherError() {
    int[] outcomes = new int[2];
    String base = HOSTED.replace("turn cigar GGGGG\n", "turn crane GYY--\n");
    qt().withFixedSeed(0xDA3AL)
        .withExamples(2000)
        .forAll(
            in -> {
              StringBuilder text = new StringBuilder(base);
              for (int edits = between(in, 1, 3); edits > 0; edits--) {
                int at = between(in, 0, text.length() - 1);
                String pool = "abcrGY- \n\r=0169é";
                char c = pool.charAt(between(in, 0, pool.length() - 1));
                switch (between(in, 0, 2)) {
                  case 0 -> text.deleteCharAt(at);
                  case 1 -> text.insert(at, c);
                  default -> text.setCharAt(at, c);
                }
              }
              return text.toString();
            })
        .checkAssert(
            text -> {
              try {
                HostedGame game = SavedGame.parse(text).toHostedGame(ORIGINAL);
                assertEquals(SavedGame.of(game), SavedGame.parse(text));
                outcomes[0]++;
              } catch (InvalidSavedGameException e) {
                assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
                outcomes[1]++;
              }
            });
    assertTrue(outcomes[0] > 10 && outcomes[1] > 1000, outcomes[0] + " read, " + outcomes[1]);
    String accented = HOSTED.replace("turn rebut", "turn rébut");
    InvalidSavedGameException spelling =
        assertThrows(
            InvalidSavedGameException.class,
            () -> SavedGame.parse(accented).toHostedGame(ORIGINAL));
    assertEquals("'rebut', as the guess list writes it", spelling.expected());
    assertEquals(6, spelling.column());
  }
}
