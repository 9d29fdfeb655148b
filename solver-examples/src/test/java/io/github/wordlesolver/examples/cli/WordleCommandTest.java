package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class WordleCommandTest {
  @Test
  void helpListsTheCommandsAndExitCodes() {
    Cli.Result result = run("--help");
    assertEquals(0, result.status());
    assertEquals("", result.err());
    for (String part :
        new String[] {
          "Usage: wordle", "feedback", "filter", "help", "Exit status", "2   usage error"
        }) {
      assertTrue(result.out().contains(part), () -> part + " in " + result);
    }
  }

  @Test
  void subcommandHelp() {
    Cli.Result filter = run("filter", "--help");
    assertEquals(0, filter.status());
    for (String part :
        new String[] {"--list=NAME", "--answers=FILE", "--guesses=FILE", "GUESS:MARKS"}) {
      assertTrue(filter.out().contains(part), () -> part + " in " + filter);
    }
    Cli.Result help = run("help", "feedback");
    assertEquals(0, help.status());
    assertTrue(help.out().contains("Usage: wordle feedback"), help::toString);
  }

  @Test
  void version() {
    Cli.Result result = run("--version");
    assertEquals(0, result.status());
    assertTrue(result.out().startsWith("wordle "), result::toString);
  }

  @Test
  void usageErrorsAreOneLine() {
    assertError(run(), 2, "wordle", "missing command", "feedback", "filter");
    assertError(run("solve"), 2, "wordle", "'solve'");
    assertError(run("--bogus"), 2, "wordle", "'--bogus'");
  }

  @Test
  void everySubcommandIsRegisteredUnderItsAnnotatedName() {
    CommandLine full = WordleCommand.newCommandLine(new WordleCommand());
    assertEquals(
        List.copyOf(WordleCommand.SUBCOMMANDS.keySet()),
        List.copyOf(full.getSubcommands().keySet()));
    for (Map.Entry<String, Class<?>> sub : WordleCommand.SUBCOMMANDS.entrySet()) {
      assertEquals(sub.getKey(), new CommandLine(sub.getValue()).getCommandName());
    }
  }

  /** The tool's own start-up registers only the subcommand it runs; that changes nothing else. */
  @Test
  void aRunOfOneSubcommandParsesAsWithAll() {
    CommandLine full = WordleCommand.newCommandLine(new WordleCommand());
    for (String name : WordleCommand.SUBCOMMANDS.keySet()) {
      CommandLine lean = WordleCommand.newCommandLine(new WordleCommand(), new String[] {name});
      Set<String> expected =
          name.equals("help") ? WordleCommand.SUBCOMMANDS.keySet() : Set.of(name);
      assertEquals(expected, lean.getSubcommands().keySet(), name);
      assertEquals(
          full.getSubcommands().get(name).getUsageMessage(),
          lean.getSubcommands().get(name).getUsageMessage(),
          name);
      assertEquals(
          full.getSubcommands().get(name).isUnmatchedOptionsArePositionalParams(),
          lean.getSubcommands().get(name).isUnmatchedOptionsArePositionalParams(),
          name);
    }
    for (String[] args : new String[][] {{}, {"--help"}, {"solve"}, {"-V"}}) {
      assertEquals(
          WordleCommand.SUBCOMMANDS.keySet(),
          WordleCommand.newCommandLine(new WordleCommand(), args).getSubcommands().keySet());
    }
    CommandLine suggest =
        WordleCommand.newCommandLine(new WordleCommand(), new String[] {"suggest", "salet:-Y---"});
    StringWriter out = new StringWriter();
    suggest.setOut(new PrintWriter(out));
    assertEquals(0, suggest.execute("suggest", "salet:-Y---"));
    assertEquals(run("suggest", "salet:-Y---").out(), out.toString());
  }

  @Test
  void handlerMapsFailuresToStatusAndOneLine() {
    ErrorHandler handler = new ErrorHandler();
    CommandLine commandLine = WordleCommand.newCommandLine(new WordleCommand());
    StringWriter err = new StringWriter();
    commandLine.setErr(new PrintWriter(err));
    assertEquals(
        2,
        handler.handleExecutionException(
            new NoSuchFileException("/x/words.txt"), commandLine, null));
    assertEquals(
        2, handler.handleExecutionException(new IOException("disk\nfull"), commandLine, null));
    assertEquals(
        3, handler.handleExecutionException(new IllegalStateException("bug"), commandLine, null));
    assertEquals(
        1,
        handler.handleExecutionException(
            new CommandFailure(1, "no answer fits x"), commandLine, null));
    assertEquals(
        "wordle: no such file: /x/words.txt\n"
            + "wordle: I/O error: disk full\n"
            + "wordle: internal error: java.lang.IllegalStateException: bug\n"
            + "wordle: no answer fits x\n",
        err.toString().replace(System.lineSeparator(), "\n"));
  }
}
