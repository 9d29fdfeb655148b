package io.github.wordlesolver.examples.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.List;
import org.junit.jupiter.api.Test;

class AssistantTest {
  static final Solver SOLVER = SolverSetup.bundled(WordLists.ORIGINAL);

  private static Assistant assistant() {
    return new Assistant(SOLVER, Mode.NORMAL, 5, Tiles.plain());
  }

  private static void assertContains(String text, String... parts) {
    for (String part : parts) {
      assertTrue(text.contains(part), () -> "missing '" + part + "' in:\n" + text);
    }
  }

  /** Plays the top suggestion with the marks it gets against {@code answer} until solved. */
  private static int solve(Assistant assistant, String answer) {
    for (int turn = 1; turn <= 8; turn++) {
      String guess = assistant.suggested();
      assertNotNull(guess);
      String marks = Feedback.compute(guess, answer).toString();
      String reply = assistant.handle(marks);
      assertContains(reply, guess + " " + marks);
      if (reply.contains("Solved in " + turn + (turn == 1 ? " guess" : " guesses"))) {
        return turn;
      }
      assertContains(reply, "Play ");
    }
    throw new AssertionError("not solved in 8 guesses: " + answer);
  }

  @Test
  void startsWithTheOpenerAndExplanations() {
    Assistant assistant = assistant();
    String start = assistant.start();
    assertContains(
        start,
        "2315 answers",
        "12972 allowed guesses",
        "2315 answers possible.",
        "  1. salet: ",
        " bits, ",
        "expected left",
        "at worst",
        "patterns",
        "  5. ",
        "Play salet and type the marks it gets");
    assertEquals("salet", assistant.suggested());
    assertEquals(5, start.lines().filter(l -> l.matches(" {2}\\d\\. .*")).count());
  }

  @Test
  void solvesByFollowingTheSuggestions() {
    for (String answer : List.of("cigar", "eerie", "mamma", "fuzzy")) {
      Assistant assistant = assistant();
      assistant.start();
      int guesses = solve(assistant, answer);
      assertTrue(guesses <= 6, answer + " took " + guesses);
      // A new game has started.
      assertTrue(assistant.game().history().isEmpty());
      assertEquals("salet", assistant.suggested());
    }
  }

  @Test
  void mistakesGetAMessageAndChangeNothing() {
    Assistant assistant = assistant();
    assistant.start();
    assertContains(assistant.handle("--X-G"), "Invalid mark 'X' at position 3");
    assertContains(assistant.handle("--Y-"), "have 4 positions, expected 5");
    assertContains(
        assistant.handle("GGGGY"), "all greens but one yellow never occurs", "check them");
    assertContains(assistant.handle("xyzzy --Y-G"), "'xyzzy' is not in the guess list");
    assertContains(assistant.handle("cigars --Y-G"), "has 6 letters, expected 5");
    assertContains(assistant.handle("crane"), "What marks did crane get?", "crane --Y-G");
    assertContains(
        assistant.handle("zzxqj"),
        "'zzxqj' is not a command, a word of the list or" + " marks",
        "Type help");
    assertContains(assistant.handle("top 0"), "1 to 100, got 0");
    assertContains(assistant.handle("top many"), "top N");
    assertContains(assistant.handle("hard maybe"), "hard on or hard off");
    assertContains(assistant.handle("undo now"), "'undo' takes no arguments");
    assertContains(assistant.handle("undo"), "Nothing to undo.");
    assertEquals("", assistant.handle("   "));
    assertTrue(assistant.game().history().isEmpty());
    assertEquals("salet", assistant.suggested());
  }

  @Test
  void commandsAndNotations() {
    Assistant assistant = assistant();
    assistant.start();
    // Emoji pasted from a share grid, with the word: salet against cigar is -Y---.
    String reply = assistant.handle("salet ⬛🟨⬛⬛⬛");
    assertContains(reply, "salet -Y---");
    Game game = assistant.game();
    int left = game.candidates().size();
    assertContains(reply, left + " answers possible.");

    String list = assistant.handle("left");
    assertTrue(list.startsWith(left + " answers possible:\n  "), list);
    assertEquals(
        game.candidates().words(),
        List.of(list.substring(list.indexOf('\n') + 1).strip().split("\\s+")));

    assertContains(assistant.handle("top 2"), "  1. ", "  2. ");
    assertFalse(assistant.handle("top 2").contains("  3. "));
    assertEquals(2, assistant.top());

    // Marks no remaining answer can get: undo is suggested.
    assertContains(
        assistant.handle("crane GGGGG"),
        "Impossible marks at turn 2 (crane:GGGGG)",
        "check them, or type undo if an earlier turn was wrong.");

    // Hard mode: a guess without the revealed A is rejected with the rule.
    assertContains(assistant.handle("hard on"), "Hard mode on", "Play ");
    assertContains(assistant.handle("crony ---G-"), "breaks the hard-mode rule", "must contain A");
    assertContains(assistant.handle("hard"), "Hard mode is on");
    assertEquals(1, assistant.game().history().size());
    assertContains(assistant.handle("hard off"), "Hard mode off");

    // WORD:MARKS and digits also work; undo takes it back.
    assertContains(assistant.handle("crony:00000"), "crony -----");
    assertEquals(2, assistant.game().history().size());
    // A history that broke the hard rule cannot be switched to hard mode.
    assertContains(
        assistant.handle("hard on"),
        "Hard mode stays off: turn 2: 'crony' breaks the hard-mode rule (NYT): it must contain A.");
    assertContains(assistant.handle("hard"), "Hard mode is off");
    assertContains(assistant.handle("undo"), "Took back crony -----");
    assertContains(assistant.handle("undo"), "Took back salet -Y---", "2315 answers possible");
    assertTrue(assistant.game().history().isEmpty());

    assertContains(assistant.handle("help"), "undo", "hard on|off", "top N", "left", "new", "quit");
    assertEquals("Bye.", assistant.handle("quit"));
    assertTrue(assistant.isOver());
    assertThrows(IllegalStateException.class, () -> assistant.handle("left"));
  }

  @Test
  void joinsMidGameAndUndoesAWin() {
    Assistant assistant = assistant();
    assistant.start();
    // The player already played two words of their own.
    assistant.handle("crane " + Feedback.compute("crane", "cigar"));
    assistant.handle("moist " + Feedback.compute("moist", "cigar"));
    assertEquals(2, assistant.game().history().size());
    assertTrue(assistant.game().candidates().contains("cigar"));
    assertContains(assistant.handle("cigar GGGGG"), "Solved in 3 guesses", "New game");
    assertContains(assistant.handle("undo"), "Back to the last game", "took back cigar GGGGG");
    assertEquals(2, assistant.game().history().size());
    assertContains(assistant.handle("new"), "New game.", "2315 answers possible");
  }

  /**
   * Today's lists, and an answer that is an accepted word outside them: the assistant says so once,
   * on the turn the marks leave the list, and goes on to find it.
   */
  @Test
  void anAnswerOutsideTheListIsSaidOnceAndFound() {
    Solver nyt = SolverSetup.bundled(WordLists.NYT);
    String answer = "melas";
    assertFalse(nyt.answers().contains(answer));
    Assistant assistant = new Assistant(nyt, Mode.NORMAL, 5, Tiles.plain());
    assertContains(assistant.start(), "3158 answers", "Play tarse");
    int notes = 0;
    boolean solved = false;
    for (int turn = 1; turn <= 6 && !solved; turn++) {
      String guess = assistant.suggested();
      String reply = assistant.handle(Feedback.compute(guess, answer).toString());
      boolean note = reply.contains("The answer is not in the 3,158 likely answers: ");
      notes += note ? 1 : 0;
      assertEquals(note, assistant.game().isWidened() && notes == 1 && note, reply);
      solved = reply.contains("Solved in " + turn);
    }
    assertTrue(solved, "melas not found in six guesses");
    assertEquals(1, notes);
  }

  @Test
  void oneAnswerLeftIsNamed() {
    WordList words = WordList.of("cigar", "cider", "civic");
    Assistant assistant = new Assistant(Solver.of(words, words), Mode.HARD, 3, Tiles.plain());
    assertContains(assistant.start(), "3 answers possible: cigar, cider, civic.");
    String reply = assistant.handle("cider GG--G");
    assertContains(reply, "cider GG--G", "1 answer possible: cigar. Play cigar.");
    assertEquals("cigar", assistant.suggested());
    assertContains(assistant.handle("GGGGG"), "cigar GGGGG", "Solved in 2 guesses");
    assertThrows(
        IllegalArgumentException.class, () -> new Assistant(SOLVER, Mode.NORMAL, 0, Tiles.plain()));
  }

  @Test
  void tilesAreColoredOnlyWhenAsked() {
    Feedback marks = Feedback.parse("GY-GG");
    assertEquals("cigar GY-GG", Tiles.plain().row("cigar", marks));
    String colored = Tiles.colored().row("cigar", marks);
    assertContains(colored, "\u001b[", " C ", " I ", " R ");
    assertTrue(Tiles.forOutput(true, java.util.Map.of()).isColored());
    assertFalse(Tiles.forOutput(true, java.util.Map.of("NO_COLOR", "1")).isColored());
    assertTrue(Tiles.forOutput(true, java.util.Map.of("NO_COLOR", "")).isColored());
    assertFalse(Tiles.forOutput(false, java.util.Map.of()).isColored());
  }
}
