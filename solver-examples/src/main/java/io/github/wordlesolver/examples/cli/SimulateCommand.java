package io.github.wordlesolver.examples.cli;

import com.google.gson.JsonObject;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.SelfPlay;
import io.github.wordlesolver.solver.SimulationResult;
import io.github.wordlesolver.solver.Solver;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code wordle simulate}: plays every answer of the list with one strategy ({@link SelfPlay})
 * and prints the guess-count histogram and a summary, or (with {@code --json}) one JSON object:
 * {@code {"games":G, "solved":S, "failed":F, "totalGuesses":T, "average":A, "maxGuesses":M,
 * "histogram":{"1":N1, ..., "M":NM}, "millis":MS}}, the histogram's keys being every guess count
 * from 1 to {@code maxGuesses} as strings. A game is solved when found within six guesses.
 *
 * <p>The strategy is the one every front end uses ({@link SolverSetup}): with the default scorer
 * on lists that have bundled optimal trees (the original lists), those trees, opener included;
 * otherwise the {@code --opener} word first (if given), then the scorer's best guess at every
 * turn. {@code --no-tree} plays the scorer instead of the trees, {@code --no-opener} lets the
 * scorer rank the first guess too. The header says which strategy was played.
 *
 * <p>{@code --games-out FILE} writes each game on a line, in answer-list order: its guesses
 * separated by single spaces, the last being the answer (unless the game was abandoned after 20
 * guesses). The file is opened before the run, so a bad path fails at once.
 *
 * <p>A progress bar is drawn on standard error only when the process has a terminal ({@link
 * ProgressBar#onTerminal}); otherwise nothing is written there unless an error occurs.
 * Cost: one ranking per distinct position reached, on all cores: seconds on the original lists
 * with the default scorer.
 */
@Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    description = {
      "Plays every answer with one strategy and prints how many guesses the games took.",
      "The strategy: the opener, then the scorer's best guess at every turn."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:success (also when some games fail: see the summary)",
      "2:usage error or bad input (scorer, opener, word list, output file)"
    })
final class SimulateCommand implements Callable<Integer> {
  private static final int BAR_WIDTH = 40;

  @Option(names = "--opener", paramLabel = "WORD",
      description = "the first guess of every game (default: the optimal tree's on the original"
          + " lists, otherwise ranked by the scorer)")
  @Nullable String opener;

  @Option(names = "--no-tree",
      description = "on the original lists, play the scorer instead of the proven-optimal salet"
          + " trees (the default strategy there in every mode)")
  boolean noTree;

  @Option(names = "--no-opener",
      description = "let the scorer rank the first guess, on the original lists too")
  boolean noOpener;

  @Option(names = "--json", description = "print one JSON object instead of the histogram")
  boolean json;

  @Option(names = "--games-out", paramLabel = "FILE",
      description = "write every game's guesses to FILE, one game a line, the answer last")
  @Nullable Path gamesOut;

  @Mixin StrategyOptions strategy = new StrategyOptions();

  @Mixin ListOptions lists = new ListOptions();

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    if (opener != null && noOpener) {
      throw new ParameterException(spec.commandLine(),
          "--opener and --no-opener contradict each other: give at most one");
    }
    Mode mode = strategy.mode(spec.commandLine());
    Scorer scorer = strategy.scorerOrNull();
    ListOptions.Lists chosen = lists.load();
    Solver solver = chosen.solver(new SolverSetup.Choice(scorer, opener, noOpener, noTree));
    Path file = gamesOut;
    try (BufferedWriter games = file == null ? null
        : Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      SimulationResult result = run(solver, mode);
      if (games != null) {
        for (List<String> play : result.plays()) {
          games.write(String.join(" ", play));
          games.newLine();
        }
      }
      print(result, solver, mode, chosen);
    }
    return WordleCommand.EXIT_OK;
  }

  /** Plays every answer, with a progress bar on standard error when in a terminal. */
  private static SimulationResult run(Solver solver, Mode mode) {
    int total = solver.answers().size();
    try (ProgressBar bar = ProgressBar.onTerminal("simulate")) {
      return SelfPlay.run(solver, mode, done -> bar.update(done, total));
    }
  }

  private void print(SimulationResult result, Solver solver, Mode mode,
      ListOptions.Lists chosen) {
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      SuggestionOutput.printJson(out, json(result));
      out.flush();
      return;
    }
    String newline = System.lineSeparator();
    out.print(SolverSetup.describe(solver, mode) + ", " + StrategyOptions.describe(mode) + ": "
        + SuggestionOutput.count(result.games(), "game", "games") + " (" + chosen.answersName()
        + "), " + SuggestionOutput.count(solver.guesses().size(), "guess", "guesses")
        + " allowed (" + chosen.guessesName() + ")");
    out.print(newline);
    out.print(newline);
    int most = 0;
    for (int k = 1; k <= result.maxGuesses(); k++) {
      most = Math.max(most, result.gamesWith(k));
    }
    char block = barCharacter();
    int keyWidth = Integer.toString(result.maxGuesses()).length();
    for (int k = 1; k <= result.maxGuesses(); k++) {
      int n = result.gamesWith(k);
      int length = n == 0 ? 0 : Math.max(1, (int) ((long) n * BAR_WIDTH / most));
      out.print(String.format(Locale.ROOT, "%" + keyWidth + "d %s%s%,d", k,
          String.valueOf(block).repeat(length), length == 0 ? "" : " ", n));
      out.print(newline);
    }
    out.print(newline);
    out.print(String.format(Locale.ROOT, "games    %,d", result.games()));
    out.print(newline);
    out.print(String.format(Locale.ROOT, "solved   %,d (within %d guesses)", result.solved(),
        result.allowedGuesses()));
    out.print(newline);
    out.print(String.format(Locale.ROOT, "failed   %,d", result.failed()));
    out.print(newline);
    out.print(String.format(Locale.ROOT, "guesses  %,d in all, %.4f a game, at most %d",
        result.totalGuesses(), result.average(), result.maxGuesses()));
    out.print(newline);
    out.print(String.format(Locale.ROOT, "time     %.1f s", result.millis() / 1000.0));
    out.print(newline);
    out.flush();
  }

  /** Returns the JSON object described in the class comment. */
  static JsonObject json(SimulationResult result) {
    JsonObject object = new JsonObject();
    object.addProperty("games", result.games());
    object.addProperty("solved", result.solved());
    object.addProperty("failed", result.failed());
    object.addProperty("totalGuesses", result.totalGuesses());
    object.addProperty("average", result.average());
    object.addProperty("maxGuesses", result.maxGuesses());
    JsonObject histogram = new JsonObject();
    for (int k = 1; k <= result.maxGuesses(); k++) {
      histogram.addProperty(Integer.toString(k), result.gamesWith(k));
    }
    object.add("histogram", histogram);
    object.addProperty("millis", result.millis());
    return object;
  }

  /** Returns a full block for the bars, or {@code #} if the output charset has no block. */
  private static char barCharacter() {
    char block = '\u2588';
    return Charset.defaultCharset().newEncoder().canEncode(block) ? block : '#';
  }
}
