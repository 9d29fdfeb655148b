package io.github.wordlesolver.examples.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Turns every failure into one line on the error writer, {@code wordle COMMAND: MESSAGE}, and the
 * documented exit status (see {@link WordleCommand}). Flushes the output writer first, so that
 * results printed before the error come before it. Stateless and thread-safe.
 */
final class ErrorHandler implements IParameterExceptionHandler, IExecutionExceptionHandler {
  /** Reports a command line that does not parse: exit status 2. */
  @Override
  public int handleParseException(ParameterException ex, String[] args) {
    CommandLine commandLine = ex.getCommandLine();
    String name = commandLine.getCommandSpec().qualifiedName();
    String message = ex.getMessage();
    report(
        commandLine,
        oneLine(message == null ? "bad arguments" : message) + " (see '" + name + " --help')");
    return WordleCommand.EXIT_USAGE;
  }

  /**
   * Reports a failure of a command: a {@link CommandFailure} with its status; bad input ({@link
   * IllegalArgumentException}, which covers word list format and inconsistent marks) and I/O errors
   * with status 2; anything else as an internal error, status 3.
   */
  @Override
  public int handleExecutionException(
      Exception ex, CommandLine commandLine, ParseResult parseResult) {
    int status;
    String message;
    if (ex instanceof CommandFailure failure) {
      status = failure.exitCode();
      message = ex.getMessage();
    } else if (ex instanceof IllegalArgumentException || ex instanceof UncheckedIOException) {
      status = WordleCommand.EXIT_USAGE;
      message = ex.getMessage();
    } else if (ex instanceof IOException io) {
      status = WordleCommand.EXIT_USAGE;
      message = describe(io);
    } else {
      status = WordleCommand.EXIT_INTERNAL;
      message = "internal error: " + ex;
    }
    report(commandLine, oneLine(message == null ? ex.getClass().getSimpleName() : message));
    return status;
  }

  private static void report(CommandLine commandLine, String message) {
    commandLine.getOut().flush();
    PrintWriter err = commandLine.getErr();
    err.println(commandLine.getCommandSpec().qualifiedName() + ": " + message);
    err.flush();
  }

  /** Describes an I/O failure without exception class names where possible. */
  static String describe(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file: " + e.getMessage();
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied: " + e.getMessage();
    }
    String message = e.getMessage();
    return "I/O error: "
        + (message == null || message.isBlank() ? e.getClass().getSimpleName() : message);
  }

  /** Joins the lines of a message so that every error is exactly one line. */
  static String oneLine(String message) {
    return message.strip().replaceAll("\\s*[\\r\\n]+\\s*", " ");
  }
}
