package io.github.wordlesolver.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.wordlists.WordLists;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/** Runs the {@code wordle} command in-process and checks its results. */
final class Cli {
  private Cli() {}

  /**
   * Writes every {@code step}-th original answer, from the first, to {@code file}, one a line, and
   * returns them: a small answer list for jobs that must run in seconds.
   */
  static List<String> writeEveryNthAnswer(Path file, int step) throws IOException {
    List<String> all = WordLists.originalAnswers().asList();
    List<String> some = new ArrayList<>();
    for (int i = 0; i < all.size(); i += step) {
      some.add(all.get(i));
    }
    Files.write(file, some, StandardCharsets.UTF_8);
    return some;
  }

  /**
   * What one run printed and returned, and its wall time in whole milliseconds as the test measured
   * it around the call (an upper bound for any time the command reports of its own work).
   */
  record Result(int status, String out, String err, long millis) {
    /** Returns the lines of standard output; checks that the last one is terminated. */
    List<String> lines() {
      if (out.isEmpty()) {
        return List.of();
      }
      String newline = System.lineSeparator();
      assertTrue(out.endsWith(newline), "unterminated output: " + out);
      return List.of(out.substring(0, out.length() - newline.length()).split(newline, -1));
    }

    @Override
    public String toString() {
      return "status " + status + ", out:\n" + out + "err:\n" + err;
    }
  }

  static Result run(String... args) {
    return runWithInput("", args);
  }

  static Result runWithInput(String stdin, String... args) {
    return runWithInput(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), args);
  }

  static Result runWithInput(InputStream stdin, String... args) {
    CommandLine commandLine = WordleCommand.newCommandLine(new WordleCommand(stdin));
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    commandLine.setOut(new PrintWriter(out));
    commandLine.setErr(new PrintWriter(err));
    long start = System.nanoTime();
    int status = commandLine.execute(args);
    long millis = (System.nanoTime() - start) / 1_000_000;
    return new Result(status, out.toString(), err.toString(), millis);
  }

  /** Asserts a successful run that printed exactly {@code lines} and nothing on standard error. */
  static void assertOutput(Result result, List<String> lines) {
    assertEquals(0, result.status(), result::toString);
    assertEquals("", result.err(), result::toString);
    assertEquals(lines, result.lines(), result::toString);
  }

  /**
   * Asserts a failed run: the status, exactly one line on standard error that starts with the
   * command's name and contains each fragment, and no stack trace or exception class name.
   */
  static void assertError(Result result, int status, String command, String... fragments) {
    assertEquals(status, result.status(), result::toString);
    String err = result.err();
    assertTrue(err.endsWith(System.lineSeparator()), result::toString);
    assertEquals(1, err.split("\\R", -1).length - 1, () -> "not one line: " + result);
    assertTrue(err.startsWith(command + ": "), result::toString);
    for (String fragment : fragments) {
      assertTrue(err.contains(fragment), () -> "missing " + fragment + " in " + result);
    }
    assertFalse(err.contains("Exception"), result::toString);
    assertFalse(err.contains("\tat "), result::toString);
    assertFalse(err.contains("picocli."), result::toString);
  }
}
