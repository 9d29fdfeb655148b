package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static io.github.wordlesolver.examples.cli.Cli.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class AssistCommandTest {
  private static final Pattern PLAY =
      Pattern.compile("Play (\\w+)( and type the marks it gets.*|[.])$");

  @Test
  void scriptedGameThroughAPipeIsSolved() {
    String answer = "vivid";
    Game game = SolverSetup.bundled(WordLists.NYT).newGame();
    StringBuilder script = new StringBuilder("bogus!\n");
    for (int turn = 0; turn < 8 && !game.isSolved(); turn++) {
      String guess = game.suggest(1).get(0).word();
      Feedback marks = Feedback.compute(guess, answer);
      script.append(turn == 0 ? marks.toEmoji() : marks.toString()).append('\n');
      game = game.apply(guess, marks);
    }
    assertTrue(game.isSolved());
    // Ends at the end of input, without quit.
    Cli.Result result = runWithInput(script.toString(), "assist", "--top", "2");
    assertEquals(0, result.status(), result::toString);
    assertEquals("", result.err(), result::toString);
    String out = result.out();
    assertTrue(out.startsWith("Wordle assistant: 3158 answers"), result::toString);
    assertTrue(out.contains("Invalid mark 'b' at position 1 of 'bogus!'"), result::toString);
    assertTrue(
        out.contains("Solved in " + game.history().size() + " guesses! Well done."),
        result::toString);
    assertTrue(out.contains("vivid GGGGG"), result::toString);
    assertFalse(out.contains("\u001b["), "no colors in a pipe");
    assertFalse(out.contains("  3. "), "--top 2");
  }

  /** Drives the command like a person: reads each suggestion, answers with its marks. */
  @Test
  void interactiveSessionThroughAPipedStream() throws Exception {
    String answer = "eerie";
    PipedInputStream stdin = new PipedInputStream(1 << 16);
    OutputStream keyboard = new PipedOutputStream(stdin);
    LineQueue screen = new LineQueue();
    CommandLine commandLine = WordleCommand.newCommandLine(new WordleCommand(stdin));
    commandLine.setOut(new PrintWriter(screen, true));
    StringWriter err = new StringWriter();
    commandLine.setErr(new PrintWriter(err));
    AtomicInteger status = new AtomicInteger(-1);
    Thread session = new Thread(() -> status.set(commandLine.execute("assist", "--hard")));
    session.setDaemon(true);
    session.start();
    int guesses = 0;
    boolean solved = false;
    try {
      for (int lines = 0; lines < 500 && !solved; lines++) {
        String line = screen.next(60);
        Matcher play = PLAY.matcher(line);
        if (play.find()) { // also "1 answer possible: eerie. Play eerie."
          assertTrue(++guesses <= 6, "too many guesses");
          type(keyboard, Feedback.compute(play.group(1), answer).toString());
        }
        solved = line.startsWith("Solved in ");
      }
      assertTrue(solved);
      type(keyboard, "left");
      type(keyboard, "quit");
      String line;
      do {
        line = screen.next(60);
      } while (!line.equals("Bye."));
    } finally {
      keyboard.close();
      session.join(60_000);
    }
    assertFalse(session.isAlive());
    assertEquals(0, status.get(), err::toString);
    assertEquals("", err.toString());
  }

  private static void type(OutputStream keyboard, String line) throws IOException {
    keyboard.write((line + "\n").getBytes(StandardCharsets.UTF_8));
    keyboard.flush();
  }

  @Test
  void badOptionsAreUsageErrors() {
    assertError(run("assist", "--top", "0"), 2, "wordle assist", "--top must be 1 to 100");
    assertError(
        run("assist", "--scorer", "nope"), 2, "wordle assist", "unknown scorer 'nope'", "entropy");
    assertError(run("assist", "--list", "klingon"), 2, "wordle assist", "unknown word list");
  }

  @Test
  void helpDescribesTheInput() {
    Cli.Result result = run("assist", "--help");
    assertEquals(0, result.status());
    for (String part :
        new String[] {"--hard", "--top=N", "--scorer=NAME", "--list=NAME", "WORD MARKS", "undo"}) {
      assertTrue(result.out().contains(part), () -> part + " in " + result);
    }
  }

  @Test
  void anotherWordThanTheSuggestionIsRated() {
    Cli.Result other = Cli.runWithInput("crane --Y-G\nquit\n", "assist");
    assertTrue(other.out().contains("You played crane instead of tarse: skill "), other::toString);
    Cli.Result same = Cli.runWithInput("tarse --Y-G\nquit\n", "assist");
    assertTrue(!same.out().contains("You played"), same::toString);
  }
}
