package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Mode;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code wordle rank}: prints the best first guesses by a scorer, best first, as a table or (with
 * {@code --json}) one JSON object in the form {@link SuggestionOutput} describes.
 *
 * <p>Ranks every word of the guess list over every answer: builds the mark table (guesses ×
 * answers bytes; about 30 MB and a fraction of a second on the original lists) and scores each
 * guess; {@code lookahead} then looks deeper at the best {@code max(24, N)} by entropy.
 */
@Command(
    name = "rank",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the best first guesses by a scorer, with how each splits the answers.",
      "Columns: the scorer's cost (lower is better), entropy in bits, expected answers left,"
          + " answers left at worst, distinct mark patterns, whether it can be the answer."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:success", "2:usage error or bad input (scorer, word list)"})
final class RankCommand implements Callable<Integer> {
  /** The number of suggestions when {@code --top} is not given. */
  static final int DEFAULT_TOP = 10;

  @Option(names = "--top", paramLabel = "N", defaultValue = "" + DEFAULT_TOP,
      description = "how many guesses to print (default: ${DEFAULT-VALUE})")
  int top = DEFAULT_TOP;

  @Option(names = "--json", description = "print one JSON object instead of a table")
  boolean json;

  @Mixin StrategyOptions strategy = new StrategyOptions();

  @Mixin ListOptions lists = new ListOptions();

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() {
    checkTop(spec, top);
    Mode mode = strategy.mode(spec.commandLine());
    Scorer scorer = strategy.scorerOrNull();
    ListOptions.Lists chosen = lists.load();
    Solver solver = solver(chosen, scorer);
    Game game = solver.newGame(mode);
    List<Suggestion> best = game.suggest(top);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      SuggestionOutput.printJson(out,
          SuggestionOutput.json(solver.scorer().name(), game.candidates().size(), best));
    } else {
      out.print("best first guesses by " + solver.scorer().name() + ", "
          + StrategyOptions.describe(mode) + ": "
          + SuggestionOutput.count(game.candidates().size(), "answer", "answers") + " ("
          + chosen.answersName() + "), " + SuggestionOutput.count(solver.guesses().size(),
              "guess", "guesses") + " (" + chosen.guessesName() + ")");
      out.print(System.lineSeparator());
      SuggestionOutput.printTable(out, best);
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }

  /** Returns a solver for the chosen lists with {@code scorer}, or the default one if null. */
  static Solver solver(ListOptions.Lists chosen, @Nullable Scorer scorer) {
    Solver.Builder builder = Solver.builder(chosen.answers(), chosen.guesses());
    if (scorer != null) {
      builder.scorer(scorer);
    }
    return builder.build();
  }

  /**
   * Checks a {@code --top} value.
   *
   * @throws ParameterException if it is below 1
   */
  static void checkTop(CommandSpec spec, int top) {
    if (top < 1) {
      throw new ParameterException(spec.commandLine(),
          "--top must be at least 1, got " + top);
    }
  }
}
