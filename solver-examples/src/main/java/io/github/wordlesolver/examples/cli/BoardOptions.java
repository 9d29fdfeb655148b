package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.examples.multi.MultiText;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.solver.Solver;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The multi-board options of {@code play}, {@code assist}, {@code suggest} and {@code simulate}, as
 * a picocli mixin: {@code --boards N} (1 to 32; without it the commands play one board as before)
 * and {@code --max-guesses G} (default {@code N + 5}; {@code --guesses} already names the
 * guess-list file).
 *
 * <p>Not thread-safe: picocli fills the fields, then the command reads them once.
 */
final class BoardOptions {
  @Option(
      names = "--boards",
      paramLabel = "N",
      description =
          "play N boards at once (2 Dordle, 4 Quordle, 8 Octordle; 1 to "
              + MultiSolver.MAX_BOARDS
              + "): one guess goes into every unsolved board")
  @Nullable Integer boards;

  @Option(
      names = "--max-guesses",
      paramLabel = "G",
      description = "with --boards: the guesses allowed (default: boards + 5)")
  @Nullable Integer guesses;

  /** Returns whether {@code --boards} was given. */
  boolean multi() {
    return boards != null;
  }

  /** Returns the number of boards ({@code --boards}; call only when {@link #multi()}). */
  int boards() {
    Integer n = boards;
    return n == null ? 1 : n;
  }

  /**
   * Checks the options against {@code solver}'s lists and returns the guesses allowed.
   *
   * @throws ParameterException naming the bad value, if {@code --max-guesses} comes without {@code
   *     --boards} or the counts are out of range
   */
  int check(CommandLine commandLine, Solver solver) {
    Integer n = boards;
    Integer g = guesses;
    if (n == null) {
      if (g != null) {
        throw new ParameterException(commandLine, "--max-guesses goes with --boards N");
      }
      return solver.rules().maxGuesses();
    }
    int allowed = g == null ? MultiSolver.defaultGuesses(n) : g;
    Optional<Refusal> why = MultiSolver.of(solver).refusal(n, allowed);
    if (why.isPresent()) {
      throw new ParameterException(
          commandLine,
          (g != null && n >= 1 && n <= MultiSolver.MAX_BOARDS
                  ? "--max-guesses " + g
                  : "--boards " + n)
              + ": "
              + why.get().message());
    }
    return allowed;
  }

  /**
   * Refuses the hard-mode options with {@code --boards}: {@code hardOption} when {@code hard},
   * {@code --check-budget} when {@code budgetGiven}.
   *
   * @throws ParameterException saying that hard mode does not apply to multi-board games
   */
  static void refuseHardMode(
      CommandLine commandLine, boolean hard, String hardOption, boolean budgetGiven) {
    refuse(commandLine, hard, hardOption, MultiText.NO_HARD_MODE);
    refuse(commandLine, budgetGiven, "--check-budget", MultiText.NO_HARD_MODE);
  }

  /**
   * Refuses {@code option} with {@code --boards} when {@code given}.
   *
   * @throws ParameterException saying the option does not apply to multi-board games
   */
  static void refuse(CommandLine commandLine, boolean given, String option, String why) {
    if (given) {
      throw new ParameterException(commandLine, option + " does not go with --boards: " + why);
    }
  }
}
