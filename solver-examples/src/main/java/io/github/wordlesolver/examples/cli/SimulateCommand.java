package io.github.wordlesolver.examples.cli;

import com.google.gson.JsonObject;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.examples.json.JsonViews;
import io.github.wordlesolver.examples.multi.MultiText;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.multi.MultiSelfPlay;
import io.github.wordlesolver.multi.MultiSimulationResult;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.solver.SelfPlay;
import io.github.wordlesolver.solver.SimulationResult;
import io.github.wordlesolver.solver.Solver;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code wordle simulate}: plays every answer of the list with one strategy ({@link SelfPlay}) and
 * prints the guess-count histogram and a summary, or (with {@code --json}) one JSON object: {@code
 * {"games":G, "solved":S, "failed":F, "totalGuesses":T, "average":A, "maxGuesses":M,
 * "histogram":{"1":N1, ..., "M":NM}, "millis":MS}}, the histogram's keys being every guess count
 * from 1 to {@code maxGuesses} as strings. A game is solved when found within six guesses.
 *
 * <p>The strategy is the one every front end uses ({@link SolverSetup}): with the default scorer on
 * lists that have bundled optimal trees (today's NYT lists, those of 2022 and the original lists),
 * those trees, opener included; otherwise the {@code --opener} word first (if given), then the
 * scorer's best guess at every turn. {@code --no-tree} plays the scorer instead of the trees,
 * {@code --no-opener} lets the scorer rank the first guess too. The header says which strategy was
 * played.
 *
 * <p>{@code --games-out FILE} writes each game on a line, in answer-list order: its guesses
 * separated by single spaces, the last being the answer (unless the game was abandoned after 20
 * guesses). The file is opened before the run, so a bad path fails at once.
 *
 * <p>With {@code --boards N} it plays {@code --games K} seeded multi-board games instead (see
 * {@code simulateBoards}).
 *
 * <p>A progress bar is drawn on standard error only when the process has a terminal ({@link
 * ProgressBar#onTerminal}); otherwise nothing is written there unless an error occurs. Cost: one
 * ranking per distinct position reached, on all cores: seconds on the bundled lists with the
 * default scorer.
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
  @Option(
      names = "--opener",
      paramLabel = "WORD",
      description =
          "the first guess of every game (default: the optimal tree's on the bundled"
              + " English lists, otherwise ranked by the scorer)")
  @Nullable String opener;

  @Option(
      names = "--no-tree",
      description =
          "play the scorer instead of the bundled proven-optimal trees (the default"
              + " strategy on the bundled English lists)")
  boolean noTree;

  @Option(
      names = "--no-opener",
      description = "let the scorer rank the first guess, on the bundled lists too")
  boolean noOpener;

  @Option(names = "--json", description = "print one JSON object instead of the histogram")
  boolean json;

  @Option(
      names = "--games-out",
      paramLabel = "FILE",
      description = "write every game's guesses to FILE, one game a line, the answer last")
  @Nullable Path gamesOut;

  @Mixin StrategyOptions strategy = new StrategyOptions();

  @Mixin CheckBudgetOption checkBudget = new CheckBudgetOption();

  @Mixin ListOptions lists = new ListOptions();

  @Mixin BoardOptions board = new BoardOptions();

  @Option(
      names = "--games",
      paramLabel = "K",
      description = "with --boards: how many seeded games to play (default: ${DEFAULT-VALUE})",
      defaultValue = "1000")
  int games = 1000;

  @Option(
      names = "--opening",
      paramLabel = "WORD,WORD,...",
      split = ",",
      description =
          "with --boards: open every game with these fixed guesses (a baseline, e.g."
              + " chomp,grind,salty), then play the strategy")
  List<String> opening = new ArrayList<>();

  @Option(
      names = "--seed",
      paramLabel = "S",
      description =
          "with --boards: the seed the games' answers are drawn with (default:"
              + " ${DEFAULT-VALUE})",
      defaultValue = "0")
  long seed;

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    if (board.multi()) {
      return simulateBoards();
    }
    CommandLine line = spec.commandLine();
    for (String option : new String[] {"--games", "--seed", "--opening"}) {
      if (line.getParseResult().hasMatchedOption(option)) {
        throw new ParameterException(line, option + " goes with --boards N (multi-board games)");
      }
    }
    if (opener != null && noOpener) {
      throw new ParameterException(
          spec.commandLine(), "--opener and --no-opener contradict each other: give at most one");
    }
    Mode mode = strategy.mode(spec.commandLine());
    Scorer scorer = strategy.scorerOrNull();
    ListOptions.Lists chosen = lists.load();
    Solver solver =
        chosen.solver(
            checkBudget.applyTo(
                new SolverSetup.Choice(scorer, opener, noOpener, noTree), spec.commandLine()));
    board.check(spec.commandLine(), solver);
    Path file = gamesOut;
    try (BufferedWriter games =
        file == null ? null : Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
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
    try (ProgressBar bar = ProgressBar.onTerminal("simulate")) {
      return SelfPlay.of(solver).withMode(mode).withProgress(bar).run();
    }
  }

  private void print(SimulationResult result, Solver solver, Mode mode, ListOptions.Lists chosen) {
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      SuggestionOutput.printJson(out, json(result));
      out.flush();
      return;
    }
    String newline = System.lineSeparator();
    out.print(
        SolverSetup.describe(solver, mode)
            + ", "
            + StrategyOptions.describe(mode)
            + ": "
            + SuggestionOutput.count(result.games(), "game", "games")
            + " ("
            + chosen.answersName()
            + "), "
            + SuggestionOutput.count(solver.guesses().size(), "guess", "guesses")
            + " allowed ("
            + chosen.guessesName()
            + ")");
    out.print(newline);
    out.print(newline);
    HistogramPrinter.print(out, result, 1, "solved", result.millis());
    out.flush();
  }

  /** Returns the JSON object described in the class comment ({@link JsonViews#simulation}). */
  static JsonObject json(SimulationResult result) {
    return JsonViews.simulation(result);
  }

  /**
   * {@code --boards N}: plays {@code --games K} seeded games ({@link MultiSelfPlay}, seed {@code
   * --seed S}) and prints the histogram and a summary, or with {@code --json} exactly {@code
   * {"boards":N, "games":K, "won":W, "failed":F, "totalGuesses":T, "average":A, "maxGuesses":M,
   * "histogram":{"1":…, ..., "M":…}, "millis":MS}} ({@link JsonViews#boardSimulation}). {@code
   * --games-out} writes a line per game: {@code answer1,...,answerN: guess1 guess2 ...}.
   */
  private int simulateBoards() throws IOException {
    CommandLine line = spec.commandLine();
    BoardOptions.refuseHardMode(
        line, strategy.hard || strategy.strict, "--hard and --strict", checkBudget.given(line));
    BoardOptions.refuse(line, strategy.scorer != null, "--scorer", MultiText.OWN_STRATEGY);
    BoardOptions.refuse(
        line,
        opener != null || noOpener || noTree,
        "--opener, --no-opener and --no-tree",
        MultiText.OWN_STRATEGY);
    if (games < 1 || games > 10_000_000) {
      throw new ParameterException(line, "--games must be 1 to 10000000, got " + games);
    }
    ListOptions.Lists chosen = lists.loadForVariants();
    Solver solver = chosen.solver(SolverSetup.Choice.DEFAULT);
    int allowed = board.check(line, solver);
    int boards = board.boards();
    Path file = gamesOut;
    MultiSimulationResult result;
    try (BufferedWriter out =
        file == null ? null : Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      try (ProgressBar bar = ProgressBar.onTerminal("simulate")) {
        result =
            MultiSelfPlay.of(SolverSetup.multi(solver), boards)
                .withMaxGuesses(allowed)
                .withSeed(seed)
                .withOpening(opening)
                .withProgress(bar)
                .run(games);
      }
      if (out != null) {
        for (MultiSimulationResult.Play play : result.plays()) {
          out.write(play.toString());
          out.newLine();
        }
      }
    }
    PrintWriter out = line.getOut();
    if (json) {
      JsonObject object = JsonViews.boardSimulation(result);
      SuggestionOutput.printJson(out, object);
      out.flush();
      return WordleCommand.EXIT_OK;
    }
    String newline = System.lineSeparator();
    out.print(
        MultiText.name(boards)
            + " ("
            + boards
            + " boards, "
            + allowed
            + " guesses), "
            + (opening.isEmpty() ? SolverSetup.multi(solver).opener() : String.join(", ", opening))
            + " then the multi-board strategy: "
            + SuggestionOutput.count(games, "seeded game", "seeded games")
            + " (seed "
            + seed
            + ", "
            + chosen.answersName()
            + ")");
    out.print(newline);
    out.print(newline);
    HistogramPrinter.print(out, result, Math.max(1, boards), "won", result.millis());
    out.flush();
    return WordleCommand.EXIT_OK;
  }
}
