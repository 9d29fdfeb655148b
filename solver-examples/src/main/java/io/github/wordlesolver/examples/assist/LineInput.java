package io.github.wordlesolver.examples.assist;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.Console;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jspecify.annotations.Nullable;

/**
 * Where an interactive program reads its lines: a JLine line reader (line editing, history) when
 * the user is at a terminal, plain line-by-line reading otherwise, so that scripts, bots and tests
 * can drive the same program through a pipe. Not thread-safe; close it when done (it never closes
 * the stream it reads).
 */
public abstract class LineInput implements Closeable {
  LineInput() {}

  /**
   * Returns the input for {@code stdin}: the terminal when {@code stdin} is {@link System#in} and
   * the process has an interactive console, otherwise plain UTF-8 lines from {@code stdin}.
   */
  public static LineInput open(InputStream stdin) {
    if (isInteractive(stdin)) {
      try {
        return new TerminalInput(TerminalBuilder.builder().system(true).build());
      } catch (IOException | RuntimeException e) {
        // No usable terminal after all: fall back to plain lines.
      }
    }
    return new PipeInput(stdin);
  }

  /** Returns plain UTF-8 lines from {@code in}, never the terminal. */
  public static LineInput plain(InputStream in) {
    return new PipeInput(in);
  }

  /**
   * Returns whether {@code stdin} is a person at a terminal: it is {@link System#in}, the process
   * has a console, and (on Java 22 and later, where a console may exist for redirected streams)
   * that console is a terminal.
   */
  public static boolean isInteractive(InputStream stdin) {
    return stdin == System.in && hasTerminal();
  }

  /**
   * Returns whether the process's standard streams are a terminal: it has a console and (on Java 22
   * and later, where a console may exist for redirected streams) that console is a terminal.
   */
  @SuppressWarnings("SystemConsoleNull") // Java 22+ is handled with isTerminal() below
  public static boolean hasTerminal() {
    Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      Method isTerminal = Console.class.getMethod("isTerminal");
      return Boolean.TRUE.equals(isTerminal.invoke(console));
    } catch (NoSuchMethodException e) {
      return true; // Java 17 to 21: a console means both standard streams are the terminal.
    } catch (ReflectiveOperationException | RuntimeException e) {
      return false;
    }
  }

  /** Returns whether lines come from a terminal, so output may use colors. */
  public abstract boolean isTerminal();

  /**
   * Returns the next line without its terminator, or null at the end of input. At a terminal the
   * prompt is shown and Ctrl-C gives an empty line; from a pipe the prompt is not printed.
   *
   * @throws UncheckedIOException if reading fails
   */
  public abstract @Nullable String readLine(String prompt);

  /** Plain lines from a stream, UTF-8, a leading byte order mark dropped. */
  private static final class PipeInput extends LineInput {
    private final BufferedReader reader;
    private boolean first = true;

    PipeInput(InputStream in) {
      this.reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    }

    @Override
    public boolean isTerminal() {
      return false;
    }

    @Override
    public @Nullable String readLine(String prompt) {
      try {
        String line = reader.readLine();
        if (first && line != null && line.startsWith("\uFEFF")) {
          line = line.substring(1);
        }
        first = false;
        return line;
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read standard input: " + e.getMessage(), e);
      }
    }

    @Override
    public void close() {
      // The stream belongs to the caller.
    }
  }

  /** A JLine terminal with line editing and in-memory history. */
  private static final class TerminalInput extends LineInput {
    private final Terminal terminal;
    private final LineReader reader;

    TerminalInput(Terminal terminal) {
      this.terminal = terminal;
      this.reader = LineReaderBuilder.builder().terminal(terminal).appName("wordle").build();
    }

    @Override
    public boolean isTerminal() {
      return true;
    }

    @Override
    public @Nullable String readLine(String prompt) {
      try {
        return reader.readLine(prompt);
      } catch (UserInterruptException e) {
        return "";
      } catch (EndOfFileException e) {
        return null;
      }
    }

    @Override
    public void close() throws IOException {
      terminal.close();
    }
  }
}
