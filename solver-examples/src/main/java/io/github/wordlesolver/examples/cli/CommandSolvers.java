package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.examples.assist.Advice;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.PrintWriter;

/** The solver and the output helpers the interactive commands share. Stateless. */
final class CommandSolvers {
  private CommandSolvers() {}

  /**
   * Returns the solver for the lists the options name, with {@code scorer}: the process-wide
   * shared one for a bundled list (see {@link Advice}), a new one for list files.
   *
   * @throws IllegalArgumentException as {@link ListOptions#load()}
   */
  static Solver solver(ListOptions options, Scorer scorer) {
    String list = options.list;
    if (options.answers == null && options.guesses == null) {
      return Advice.bundled(list == null ? WordLists.ORIGINAL : list, scorer);
    }
    return Advice.create(options.load().pair(), scorer, false);
  }

  /** Prints {@code text} (lines joined with {@code \n}) line by line, if it is not empty. */
  static void print(PrintWriter out, String text) {
    if (text.isEmpty()) {
      return;
    }
    for (String line : text.split("\n", -1)) {
      out.println(line);
    }
  }
}
