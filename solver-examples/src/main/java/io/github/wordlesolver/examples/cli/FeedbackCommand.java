package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.Feedback;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code wordle feedback GUESS ANSWER}: prints the marks {@code GUESS} gets against {@code ANSWER}
 * in canonical form ({@code G} green, {@code Y} yellow, {@code -} gray), e.g. {@code --Y-Y} for
 * speed against abide. Any two words of the same length (2 to 10 letters a-z, either case) are
 * accepted; no word list is consulted.
 *
 * <p>{@code wordle feedback -} reads lines {@code GUESS ANSWER} (separated by white space; UTF-8)
 * from standard input and prints one marks line for each, in order. It stops at the first bad line
 * (blank lines included) with exit status 2 and one error line naming the line number and the bad
 * value; the marks of the lines before it have been printed. Output is buffered and flushed
 * whenever no more input is waiting, so a program can also feed it one line at a time and read each
 * answer back. Cost: O(1) per line, no per-line allocation beyond the line and its marks.
 */
@Command(
    name = "feedback",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the marks GUESS gets against ANSWER: G green, Y yellow, - gray (speed abide"
          + " gives --Y-Y).",
      "With - instead of the words, reads 'GUESS ANSWER' lines from standard input and prints one"
          + " marks line for each."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:success", "2:usage error or bad input (the message names the line)"})
final class FeedbackCommand implements Callable<Integer> {
  private static final String STDIN = "-";
  private static final String NEWLINE = System.lineSeparator();

  @Parameters(
      index = "0",
      paramLabel = "GUESS",
      description = "the guessed word, or - to read GUESS ANSWER lines from standard input")
  String guess = "";

  @Parameters(index = "1", arity = "0..1", paramLabel = "ANSWER", description = "the answer")
  @Nullable String answer;

  @ParentCommand
  @SuppressWarnings("NullAway.Init")
  WordleCommand parent;

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    String theAnswer = answer;
    if (guess.equals(STDIN)) {
      if (theAnswer != null) {
        throw new ParameterException(
            spec.commandLine(),
            "'-' reads GUESS ANSWER lines from standard input and takes no ANSWER, got '"
                + theAnswer
                + "'");
      }
      return batch();
    }
    if (theAnswer == null) {
      throw new ParameterException(
          spec.commandLine(),
          "missing ANSWER after '" + guess + "' (or give - to read GUESS ANSWER lines)");
    }
    PrintWriter out = spec.commandLine().getOut();
    out.print(mark(guess, theAnswer));
    out.print(NEWLINE);
    out.flush();
    return WordleCommand.EXIT_OK;
  }

  /**
   * Returns the marks of one pair.
   *
   * @throws IllegalArgumentException naming the bad word
   */
  static String mark(String guess, String answer) {
    int length = guess.length();
    if (length < Feedback.MIN_LENGTH || length > Feedback.MAX_LENGTH) {
      throw new IllegalArgumentException(
          "guess '"
              + guess
              + "' has "
              + length
              + (length == 1 ? " letter" : " letters")
              + ": words have "
              + Feedback.MIN_LENGTH
              + " to "
              + Feedback.MAX_LENGTH);
    }
    return Feedback.compute(guess, answer).toString();
  }

  private int batch() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    BufferedReader in =
        new BufferedReader(new InputStreamReader(parent.stdin(), StandardCharsets.UTF_8), 1 << 16);
    int lineNumber = 0;
    while (true) {
      if (!in.ready()) {
        out.flush();
      }
      String line = in.readLine();
      if (line == null) {
        break;
      }
      lineNumber++;
      if (lineNumber == 1 && line.startsWith("\uFEFF")) {
        line = line.substring(1);
      }
      out.print(markLine(line, lineNumber));
      out.print(NEWLINE);
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }

  /** Splits a {@code GUESS ANSWER} line by hand (no regex) and marks it. */
  private static String markLine(String line, int lineNumber) {
    int n = line.length();
    int guessStart = skipBlanks(line, 0);
    int guessEnd = skipWord(line, guessStart);
    int answerStart = skipBlanks(line, guessEnd);
    int answerEnd = skipWord(line, answerStart);
    if (guessStart == guessEnd || answerStart == answerEnd || skipBlanks(line, answerEnd) != n) {
      throw new IllegalArgumentException(
          "standard input, line "
              + lineNumber
              + ": expected GUESS ANSWER, got '"
              + line.strip()
              + "'");
    }
    try {
      return mark(line.substring(guessStart, guessEnd), line.substring(answerStart, answerEnd));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "standard input, line " + lineNumber + ": " + e.getMessage(), e);
    }
  }

  private static int skipBlanks(String line, int i) {
    while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
      i++;
    }
    return i;
  }

  private static int skipWord(String line, int i) {
    while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
      i++;
    }
    return i;
  }
}
