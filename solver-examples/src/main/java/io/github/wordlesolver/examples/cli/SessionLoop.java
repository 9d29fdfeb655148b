package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.examples.assist.GameSession;
import io.github.wordlesolver.examples.assist.LineInput;
import io.github.wordlesolver.examples.assist.Session;
import java.io.PrintWriter;

/**
 * The one loop of the interactive commands: {@code wordle play} and {@code wordle assist}, on one
 * board and many, read lines into a {@link Session}; {@code wordle play --solver-plays} lets the
 * solver type the guesses. Stateless.
 */
final class SessionLoop {
  private SessionLoop() {}

  /**
   * Shows the prompt, reads a line and prints the session's reply, until the session is over or the
   * input ends (then prints what {@link Session#endOfInput()} says, if anything). The caller has
   * printed {@link Session#start()}. {@code afterRead} runs after each read, the last (end of
   * input) included.
   */
  static void readLines(PrintWriter out, LineInput input, Session session, Runnable afterRead) {
    while (!session.isOver()) {
      out.flush();
      String line = input.readLine(session.prompt());
      afterRead.run();
      if (line == null) {
        String last = session.endOfInput();
        if (last != null) {
          CommandSolvers.print(out, last);
        }
        break;
      }
      CommandSolvers.print(out, session.handle(line));
    }
    out.flush();
  }

  /** Prints {@link Session#start()}, then {@link #readLines} with nothing to run after a read. */
  static void run(PrintWriter out, LineInput input, Session session) {
    CommandSolvers.print(out, session.start());
    readLines(out, input, session, () -> {});
  }

  /**
   * Prints {@code intro}, then lets the solver play: each of its guesses as {@code solver: WORD}
   * and the game's reply, until the game is over.
   */
  static void solverPlays(PrintWriter out, GameSession session, String intro) {
    out.println(intro);
    while (!session.isOver()) {
      String guess = session.bestGuess();
      out.println("solver: " + guess);
      CommandSolvers.print(out, session.handle(guess));
      out.flush();
    }
    out.flush();
  }
}
