package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Solver;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code --check-budget N} as a picocli mixin: the most nodes the exact checks behind one hard-mode
 * suggestion may expand ({@link Solver.Builder#checkBudget}), for the commands that suggest or play
 * hard-mode guesses.
 *
 * <p>Not thread-safe: picocli fills the field, then the command reads it once.
 */
final class CheckBudgetOption {
  @Option(
      names = "--check-budget",
      paramLabel = "N",
      description =
          "in hard modes, the most nodes the exact checks behind one suggestion may"
              + " expand (default: "
              + Solver.DEFAULT_CHECK_BUDGET
              + "); more finds a guess that"
              + " wins every answer on larger sets, and can take seconds")
  long nodes = Solver.DEFAULT_CHECK_BUDGET;

  /** Whether the option was given. */
  boolean given(CommandLine commandLine) {
    return commandLine.getParseResult().hasMatchedOption("--check-budget");
  }

  /**
   * Returns {@code choice} with this budget.
   *
   * @throws ParameterException if the budget is negative
   */
  SolverSetup.Choice applyTo(SolverSetup.Choice choice, CommandLine commandLine) {
    if (nodes < 0) {
      throw new ParameterException(commandLine, "--check-budget must be 0 or more, got " + nodes);
    }
    return choice.withCheckBudget(nodes);
  }
}
