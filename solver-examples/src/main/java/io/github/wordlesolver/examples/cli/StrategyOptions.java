package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The strategy options the engine commands share, as a picocli mixin: {@code --scorer NAME}, {@code
 * --hard} (the NYT rule, {@link Mode#HARD}) and {@code --strict} ({@link Mode#STRICT}).
 *
 * <p>Not thread-safe: picocli fills the fields, then the command reads them once.
 */
final class StrategyOptions {
  @Option(
      names = "--scorer",
      paramLabel = "NAME",
      description =
          "how guesses are scored: entropy, expected, lookahead, minimax, parts or a"
              + " plug-in scorer's name (default: lookahead)")
  @Nullable String scorer;

  @Option(
      names = "--hard",
      description = "hard mode (NYT rule): greens stay in place, revealed letters are reused")
  boolean hard;

  @Option(
      names = "--strict",
      description = "strict hard mode: every guess must fit all marks so far")
  boolean strict;

  /**
   * Returns the scorer {@code --scorer} names, or null when the option is absent (the solver's
   * default then applies).
   *
   * @throws IllegalArgumentException if no scorer has that name; the message lists the names
   */
  @Nullable Scorer scorerOrNull() {
    String name = scorer;
    return name == null ? null : Scorers.byName(name.strip().toLowerCase(Locale.ROOT));
  }

  /**
   * Returns the mode the options choose.
   *
   * @throws ParameterException if both {@code --hard} and {@code --strict} are given
   */
  Mode mode(CommandLine commandLine) {
    if (hard && strict) {
      throw new ParameterException(
          commandLine, "--hard and --strict are two different rules: give at most one");
    }
    return hard ? Mode.HARD : strict ? Mode.STRICT : Mode.NORMAL;
  }

  /** Returns how text output names the mode, e.g. {@code hard mode (NYT rule)}. */
  static String describe(Mode mode) {
    return switch (mode) {
      case HARD -> "hard mode (NYT rule)";
      case STRICT -> "strict hard mode";
      case NORMAL -> "normal mode";
    };
  }
}
