package io.github.wordlesolver.examples.assist;

import org.jspecify.annotations.Nullable;

/**
 * An interactive session driven line by line, the one shape of {@code wordle play} and {@code
 * wordle assist}, on one board and many: {@link #start()} once, then {@link #handle} each line read
 * after showing {@link #prompt()}, until {@link #isOver()} or the input ends ({@link
 * #endOfInput()}). Replies are lines joined with {@code \n}, without a final newline. The command
 * line runs every session with one loop; tests and bots call the methods themselves.
 */
public interface Session {
  /** Returns the introduction. */
  String start();

  /** Returns the prompt a terminal shows before each line. */
  String prompt();

  /** Returns whether the session is over: nothing more is read. */
  boolean isOver();

  /**
   * Answers one line; an empty line gets an empty reply.
   *
   * @throws IllegalStateException if the session is over
   */
  String handle(String line);

  /**
   * Ends the session because the input ended, and returns what to show then, or null for nothing:
   * by default nothing (an assistant just stops); a game gives up and shows the answer.
   */
  default @Nullable String endOfInput() {
    return null;
  }
}
