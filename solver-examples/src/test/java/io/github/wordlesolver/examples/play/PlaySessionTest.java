package io.github.wordlesolver.examples.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.examples.assist.SessionCommand;
import io.github.wordlesolver.examples.assist.Tiles;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import org.junit.jupiter.api.Test;

class PlaySessionTest {
  private static final Solver SOLVER = SolverSetup.bundled(WordLists.ORIGINAL);

  @Test
  void keyboardKeepsTheBestMarkOfEachLetter() {
    PlaySession session =
        new PlaySession(SOLVER, Mode.NORMAL, "abbey", PlaySession.title(7), Tiles.plain());
    // kebab against abbey: k gray, e yellow, b green, a yellow, b yellow.
    String reply = session.handle("kebab");
    assertTrue(
        reply.startsWith("kebab -YGYY\nkeyboard: green B, yellow A E, gray K, unused C D"), reply);
    reply = session.handle("abbey");
    assertTrue(reply.contains("Solved in 2/6."), reply);
    assertEquals("Original list, day 7 2/6\n\n⬛🟨🟩🟨🟨\n🟩🟩🟩🟩🟩", session.shareGrid());
    assertTrue(session.isOver());
    assertTrue(session.isWon());
    assertThrows(IllegalStateException.class, () -> session.handle("crane"));
  }

  @Test
  void coloredTilesAndHardModeHeader() {
    PlaySession session =
        new PlaySession(SOLVER, Mode.HARD, "cigar", PlaySession.title(1234), Tiles.colored());
    String reply = session.handle("salet");
    assertTrue(reply.contains("\u001b[") && reply.contains(" A "), reply);
    assertEquals("guess 2/6> ", session.prompt());
    assertEquals("The answer was cigar.", session.giveUp());
    assertTrue(session.isOver());
    assertFalse(session.isWon());
    assertEquals("Original list, day 1,234 X/6*\n\n⬛🟨⬛⬛⬛", session.shareGrid());
  }

  @Test
  void theSessionCommandsAreReadBeforeGuessesInAnyCase() {
    for (String quit : new String[] {"quit", "EXIT", " q "}) {
      PlaySession session = new PlaySession(SOLVER, Mode.NORMAL, "cigar", null, Tiles.plain());
      assertEquals(session.start(), session.handle(" Help "));
      assertEquals(session.start(), session.handle("?"));
      assertEquals("", session.handle("  "));
      assertFalse(session.isOver());
      assertTrue(session.handle(quit).contains("cigar"), quit);
      assertTrue(session.isOver(), quit);
    }
    assertEquals(SessionCommand.QUIT, SessionCommand.of("Quit"));
    assertEquals(SessionCommand.HELP, SessionCommand.of("?"));
    assertEquals(null, SessionCommand.of("quits"));
    assertEquals(null, SessionCommand.of("crane"));
  }

  @Test
  void theAnswerMustBeAGuess() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> new PlaySession(SOLVER, Mode.NORMAL, "xyzzy", null, Tiles.plain()));
    assertEquals("'xyzzy' is not in the guess list", e.getMessage());
    assertEquals(PlaySession.pick(42, 2315), PlaySession.pick(42, 2315));
  }

  @Test
  void anAnswerOutsideTheListIsPlayedToTheEnd() {
    // aahed is a guess, never an answer of the original list: the game widens to find it.
    PlaySession session = new PlaySession(SOLVER, Mode.NORMAL, "aahed", null, Tiles.plain());
    while (!session.isOver()) {
      session.handle(session.game().bestGuess());
    }
    assertTrue(session.isWon());
    assertTrue(session.game().isWidened());
    assertEquals(
        "aahed", session.game().history().get(session.game().history().size() - 1).guess());
  }

  @Test
  void aGameThatIsNoOriginalPuzzleClaimsNoNumber() {
    PlaySession session = new PlaySession(SOLVER, Mode.NORMAL, "cigar", null, Tiles.plain());
    session.handle("cigar");
    assertEquals("Wordle 1/6\n\n🟩🟩🟩🟩🟩", session.shareGrid());
  }
}
