package io.github.wordlesolver.examples.cli;

import com.google.gson.JsonObject;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.examples.json.JsonViews;
import io.github.wordlesolver.examples.multi.MultiText;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.examples.text.Excerpt;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSuggestion;
import io.github.wordlesolver.multi.MultiTurn;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.ImpossibleMarksException;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.solver.Suggestions;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code wordle suggest GUESS:MARKS...}: replays a game's history and prints the best next guesses,
 * as a table or (with {@code --json}) one JSON object in the form {@link SuggestionOutput}
 * describes, with {@code "answers"} when at most {@value
 * io.github.wordlesolver.examples.json.JsonViews#ANSWERS_LIMIT} remain; in text, also the answers
 * still possible when at most {@value #LIST_LIMIT} remain. With no turns it ranks the first guess,
 * like {@code wordle rank}.
 *
 * <p>Each turn is parsed with {@link Turn#parse} and must use a word of the guess list; the history
 * is replayed with {@link Solver#resume}, so hard-mode rules apply from the second turn. Bad input
 * gives exit status 2 with the engine's message: a malformed turn, a guess not in the list, a guess
 * that breaks the chosen hard-mode rule, marks that contradict each other, a turn after an
 * all-green one. A valid history that no answer fits gives exit status 1 and a {@code no answer
 * fits} message, as in {@code wordle filter}.
 *
 * <p>With {@code --boards N} the turns are {@code GUESS:MARKS,MARKS,...} of a multi-board game (see
 * {@code suggestBoards}).
 *
 * <p>With {@code --deadline DURATION} the suggestion answers within about that time ({@link
 * Game#suggest(int, Duration)}) with the best found by then; a line after the table (in JSON,
 * {@code "cutShort":true}, and {@code false} when it was not) says when the work was cut short.
 *
 * <p>A solved game (the last marks all green) is not an error: the text says so, and the JSON has
 * {@code "candidates":1} and an empty {@code "suggestions"} array (the only case with no
 * suggestions). Exit status 0.
 */
@Command(
    name = "suggest",
    mixinStandardHelpOptions = true,
    description = {
      "Replays the turns GUESS:MARKS of a game and prints the best next guesses; lists the"
          + " answers still possible when few remain.",
      "MARKS: G green, Y yellow, - gray (also g y . _ 2 1 0 or the emoji squares), for example"
          + " salet:--Y-G."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:success (also when the game is already solved)",
      "1:the marks are valid but no answer fits them",
      "2:usage error or bad input (turn, guess, hard-mode rule, marks, word list)"
    })
final class SuggestCommand implements Callable<Integer> {
  /** The text output lists the answers left when there are at most this many. */
  static final int LIST_LIMIT = 10;

  @Parameters(
      arity = "0..*",
      paramLabel = "GUESS:MARKS",
      description =
          "a guess and the marks it got, oldest first, e.g. salet:--Y-G (or the two"
              + " as separate arguments: salet --Y-G)")
  List<String> history = new ArrayList<>();

  @Option(
      names = "--top",
      paramLabel = "N",
      defaultValue = "" + RankCommand.DEFAULT_TOP,
      description =
          "how many guesses to print, 1 to " + RankCommand.MAX_TOP + " (default: ${DEFAULT-VALUE})")
  int top = RankCommand.DEFAULT_TOP;

  @Option(names = "--json", description = "print one JSON object instead of a table")
  boolean json;

  @Option(
      names = "--deadline",
      paramLabel = "DURATION",
      description =
          "answer within DURATION (500ms, 2s, 1.5s, 1m or ISO-8601 such as PT0.5S) with the best"
              + " found by then, saying so if the work was cut short")
  @org.jspecify.annotations.Nullable
  String deadline;

  @Mixin StrategyOptions strategy = new StrategyOptions();

  @Mixin CheckBudgetOption checkBudget = new CheckBudgetOption();

  @Mixin ListOptions lists = new ListOptions();

  @Mixin BoardOptions board = new BoardOptions();

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() {
    RankCommand.checkTop(spec, top);
    Duration within = deadline == null ? null : parseDeadline(spec.commandLine(), deadline);
    if (board.multi()) {
      BoardOptions.refuse(
          spec.commandLine(), within != null, "--deadline", "it works on one board only");
      return suggestBoards();
    }
    Mode mode = strategy.mode(spec.commandLine());
    Scorer scorer = strategy.scorerOrNull();
    ListOptions.Lists chosen = lists.load();
    List<Turn> turns = chosen.turns(history, null);
    Solver solver =
        chosen.solver(checkBudget.applyTo(SolverSetup.Choice.scorer(scorer), spec.commandLine()));
    board.check(spec.commandLine(), solver);
    Game game = replay(solver, mode, turns, chosen);
    PrintWriter out = spec.commandLine().getOut();
    String newline = System.lineSeparator();
    int left = game.candidates().size();
    if (game.isSolved()) {
      if (json) {
        SuggestionOutput.printJson(
            out, SuggestionOutput.json(solver.scorer().name(), left, List.of()));
      } else {
        out.print(
            "solved: the answer is "
                + turns.get(turns.size() - 1).guess()
                + " ("
                + SuggestionOutput.count(turns.size(), "guess", "guesses")
                + ")");
        out.print(newline);
      }
      out.flush();
      return WordleCommand.EXIT_OK;
    }
    List<Suggestion> best;
    boolean cutShort = false;
    if (within == null) {
      best = game.suggest(top);
    } else {
      Suggestions timed = game.suggest(top, within);
      best = timed.list();
      cutShort = timed.isCutShort();
    }
    if (json) {
      JsonObject object = SuggestionOutput.json(solver.scorer().name(), left, best);
      SuggestionOutput.addAnswers(object, game.candidates());
      JsonViews.addWidening(object, game);
      if (within != null) {
        object.addProperty("cutShort", cutShort);
      }
      SuggestionOutput.printJson(out, object);
    } else {
      String note = game.widenedNote();
      if (note != null) {
        out.print(note);
        out.print(newline);
      }
      out.print(
          (turns.isEmpty() ? "no turns yet" : "after " + join(turns))
              + ": "
              + SuggestionOutput.count(
                  left, note == null ? "answer" : "word", note == null ? "answers" : "words")
              + " possible; best next guesses by "
              + solver.scorer().name()
              + ", "
              + StrategyOptions.describe(mode));
      out.print(newline);
      SuggestionOutput.printTable(out, best);
      if (cutShort) {
        out.print(
            "cut short at the deadline ("
                + deadline
                + "): the best found by then, "
                + SuggestionOutput.count(best.size(), "guess", "guesses")
                + " scored");
        out.print(newline);
      }
      if (left <= LIST_LIMIT) {
        out.print(
            (left == 1 ? "the answer must be: " : "possible answers: ")
                + String.join(" ", game.candidates().words()));
        out.print(newline);
      }
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }

  private static final Pattern DURATION = Pattern.compile("(\\d{1,9}(?:\\.\\d{1,9})?)(ms|s|m)");

  /**
   * Parses {@code --deadline}: a number of milliseconds, seconds or minutes ({@code 500ms}, {@code
   * 1.5s}, {@code 2m}) or an ISO-8601 duration ({@code PT0.5S}), zero or more.
   *
   * @throws ParameterException naming the value and the forms accepted
   */
  static Duration parseDeadline(CommandLine line, String text) {
    Duration parsed = null;
    Matcher m = DURATION.matcher(text.strip());
    if (m.matches()) {
      BigDecimal amount = new BigDecimal(m.group(1));
      BigDecimal nanosPerUnit =
          BigDecimal.valueOf(
              switch (m.group(2)) {
                case "ms" -> 1_000_000L;
                case "s" -> 1_000_000_000L;
                default -> 60_000_000_000L;
              });
      parsed = Duration.ofNanos(amount.multiply(nanosPerUnit).longValue());
    } else if (text.strip().toUpperCase(Locale.ROOT).startsWith("P")) {
      try {
        parsed = Duration.parse(text.strip());
      } catch (DateTimeParseException e) {
        parsed = null;
      }
    }
    if (parsed == null || parsed.isNegative()) {
      throw new ParameterException(
          line,
          "--deadline must be a duration such as 500ms, 2s, 1.5s, 1m or PT0.5S, got "
              + "'"
              + Excerpt.of(text)
              + "'");
    }
    return parsed;
  }

  /** Replays the turns; a valid history that no accepted word fits is a {@link CommandFailure}. */
  private static Game replay(Solver solver, Mode mode, List<Turn> turns, ListOptions.Lists chosen) {
    return replayed(() -> solver.resume(mode, turns));
  }

  /**
   * Returns what {@code replay} computes from the history; marks that no accepted word fits become
   * a {@link CommandFailure} (exit status 1) naming the turn after which nothing fits,
   * contradictory ones stay bad input.
   */
  static <T> T replayed(java.util.function.Supplier<T> replay) {
    try {
      return replay.get();
    } catch (ImpossibleMarksException e) {
      if (e.reason() == ImpossibleMarksException.Reason.CONTRADICTION) {
        throw e;
      }
      throw new CommandFailure(WordleCommand.EXIT_NO_ANSWER, String.valueOf(e.getMessage()));
    }
  }

  private static String join(List<Turn> turns) {
    StringJoiner joiner = new StringJoiner(" ");
    for (Turn turn : turns) {
      joiner.add(turn.toString());
    }
    return joiner.toString();
  }

  /**
   * {@code --boards N}: replays turns {@code GUESS:MARKS,MARKS,...} ({@link MultiTurn#parse}) and
   * prints the best next guesses of the multi-board strategy; with {@code --json}: {@code
   * {"boards":N, "guessesLeft":L, "remaining":[per board, 0 once solved], "solved":[true|false per
   * board], "suggestions":[{"word", "score", "expectedLeft", "boardsItFits"}, ...]}}, no
   * suggestions once every board is solved.
   */
  private int suggestBoards() {
    CommandLine line = spec.commandLine();
    BoardOptions.refuseHardMode(
        line, strategy.hard || strategy.strict, "--hard and --strict", checkBudget.given(line));
    BoardOptions.refuse(line, strategy.scorer != null, "--scorer", MultiText.OWN_STRATEGY);
    ListOptions.Lists chosen = lists.loadForVariants();
    Solver solver = chosen.solver(SolverSetup.Choice.DEFAULT);
    int allowed = board.check(line, solver);
    List<MultiTurn> turns = new ArrayList<>(history.size());
    for (int i = 0; i < history.size(); i++) {
      try {
        turns.add(MultiTurn.parse(history.get(i)));
      } catch (IllegalArgumentException e) {
        throw new ParameterException(line, "turn " + (i + 1) + ": " + e.getMessage());
      }
    }
    MultiGame game;
    try {
      game = SolverSetup.multi(solver).resume(board.boards(), allowed, turns);
    } catch (ImpossibleMarksException e) {
      if (e.reason() == ImpossibleMarksException.Reason.CONTRADICTION) {
        throw e;
      }
      throw new CommandFailure(WordleCommand.EXIT_NO_ANSWER, "no answer fits: " + e.getMessage());
    } catch (IllegalStateException e) {
      throw new IllegalArgumentException("a turn after every board was solved", e);
    }
    List<MultiSuggestion> best = game.isSolved() ? List.of() : game.suggest(top);
    PrintWriter out = line.getOut();
    if (json) {
      JsonObject object = JsonViews.boardSuggestions(game, best);
      SuggestionOutput.printJson(out, object);
      out.flush();
      return WordleCommand.EXIT_OK;
    }
    String newline = System.lineSeparator();
    StringBuilder state = new StringBuilder();
    for (int b = 0; b < game.boards(); b++) {
      state
          .append(b == 0 ? "" : ", ")
          .append("board ")
          .append(b + 1)
          .append(' ')
          .append(game.isSolved(b) ? "solved" : game.board(b).candidates().size() + " left");
    }
    out.print(
        MultiText.name(game.boards())
            + ", "
            + SuggestionOutput.count(turns.size(), "turn", "turns")
            + " of "
            + allowed
            + ": "
            + state);
    out.print(newline);
    if (game.isSolved()) {
      out.print(
          "solved: every board in "
              + SuggestionOutput.count(game.played().size(), "guess", "guesses"));
      out.print(newline);
    } else {
      out.print(
          String.format(
              Locale.ROOT,
              "%4s  %-8s %10s %13s %6s",
              "rank",
              "guess",
              "score",
              "expected left",
              "fits"));
      out.print(newline);
      for (int i = 0; i < best.size(); i++) {
        MultiSuggestion s = best.get(i);
        out.print(
            String.format(
                Locale.ROOT,
                "%4d  %-8s %10.4f %13.3f %6d",
                i + 1,
                s.word(),
                s.score(),
                s.expectedLeft(),
                s.boardsItFits()));
        out.print(newline);
      }
      for (int b : game.unsolvedBoards()) {
        String note = game.board(b).widenedNote();
        if (note != null) {
          out.print("board " + (b + 1) + ": " + note);
          out.print(newline);
        }
        List<String> words = game.board(b).candidates().words();
        if (words.size() <= LIST_LIMIT) {
          out.print(
              "board "
                  + (b + 1)
                  + (words.size() == 1 ? " must be: " : " possible: ")
                  + String.join(" ", words));
          out.print(newline);
        }
      }
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }
}
