package io.github.wordlesolver.examples.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class WordleBotTest {
  private static final Solver SOLVER = SolverSetup.bundled(WordLists.ORIGINAL);
  private static final WordleBot BOT = new WordleBot(SOLVER);

  private static void assertReply(String message, String... parts) {
    String reply = BOT.reply(message);
    for (String part : parts) {
      assertTrue(reply.contains(part), () -> "missing '" + part + "' in: " + reply);
    }
  }

  @Test
  void guessAndMarksLines() {
    Game game = SOLVER.newGame().apply("salet", Feedback.parse("-Y---"));
    String best = game.suggest(1).get(0).explain();
    assertEquals(
        game.candidates().size() + " answers fit. Try " + best + ".", BOT.reply("salet -Y---"));
    assertEquals(BOT.reply("salet -Y---"), BOT.reply("SALET ⬛🟨⬛⬛⬛"));
  }

  @Test
  void guessesWithAPastedShareGrid() {
    String grid = "salet crony\nWordle 0 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟨⬛⬛⬛\n";
    CandidateSet left =
        SOLVER
            .newGame()
            .apply("salet", Feedback.parse("-Y---"))
            .apply("crony", Feedback.parse("GY---"))
            .candidates();
    assertTrue(left.contains("cigar"));
    assertReply(grid, left.size() + " answers fit. Try ");
    assertReply(
        "salet crony cigar\nWordle 0 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟨⬛⬛⬛\n" + "🟩🟩🟩🟩🟩",
        "Solved in 3. Well played!");
    // Hard mode from the header's star: crony breaks it (no A).
    assertReply(
        "salet crony\nWordle 0 3/6*\n⬛🟨⬛⬛⬛\n🟩🟨⬛⬛⬛", "That does not add up:", "hard-mode rule");
  }

  @Test
  void badMessagesGetHelpNotExceptions() {
    assertReply("", "Send your guesses on one line");
    assertReply("⬛🟨⬛⬛⬛", "Send your guesses on one line");
    assertReply("salet crony\n⬛🟨⬛⬛⬛", "I see 2 guesses but 1 rows of squares.");
    assertReply("salet --X--", "I could not read \"salet --X--\": invalid mark 'X'");
    assertReply("salet\n⬛🟨⬛⬛", "That does not add up:");
    assertReply("xyzzy -----", "That does not add up: 'xyzzy' is not in the guess list");
    assertReply("salet GGGGG\ncrane -----", "That does not add up:");
  }

  @Test
  void mainAnswersItsArguments() throws Exception {
    PrintStream saved = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
      WordleBot.main(new String[] {"salet ⬛🟨⬛⬛⬛", "crony 🟩🟨⬛⬛⬛"});
    } finally {
      System.setOut(saved);
    }
    String out = captured.toString(StandardCharsets.UTF_8);
    assertTrue(
        out.matches("(?s)\\d+ answers fit\\. Try \\w+: .*\\R") || out.startsWith("It must be "),
        out);
  }
}
