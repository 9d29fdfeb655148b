package io.github.wordlesolver.examples.cli;

import java.io.PrintWriter;

/** The output helper the interactive commands share. Stateless. */
final class CommandSolvers {
  private CommandSolvers() {}

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
