package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.examples.assist.GameSession;
import io.github.wordlesolver.examples.assist.LineInput;
import io.github.wordlesolver.examples.assist.Tiles;
import io.github.wordlesolver.examples.multi.MultiPlaySession;
import io.github.wordlesolver.examples.multi.MultiText;
import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.examples.text.Excerpt;
import io.github.wordlesolver.multi.MultiSelfPlay;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code wordle play}: a game of Wordle in the terminal ({@link PlaySession}). The answer is
 * random, chosen by {@code --seed}, or the original list's answer of a day ({@code --day N}, {@code
 * --date}, {@code --today}), played with the chosen lists' guesses and titled {@code Original list,
 * day N}: since 2022 the NYT's answer of a day is another word. With {@code --solver} the solver
 * plays the same game instead, and every guess it makes is printed.
 *
 * <p>With {@code --boards N} it plays N boards at once ({@link MultiPlaySession}): {@code N + 5}
 * guesses unless {@code --max-guesses} says otherwise, answers drawn by {@code --seed}.
 *
 * <p>Reads one guess a line (JLine at a terminal, plain lines from a pipe); prints colored tiles
 * and keyboard at a terminal, plain marks otherwise; ends with the share grid. Exit status 0 when
 * the game ends, won or lost.
 */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = {
      "Plays Wordle: six tries to find a secret word. Each guess gets marks: G green (right"
          + " place), Y yellow (elsewhere in the word), - gray (no more of it).",
      "The answer is random, or set by --seed or --day; --solver watches the solver play it."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:the game ended", "2:usage error or bad word list"})
final class PlayCommand implements Callable<Integer> {
  @Mixin ListOptions lists = new ListOptions();

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "pick the answer with this random seed (the same game every time)")
  @Nullable Long seed;

  @Option(
      names = "--day",
      paramLabel = "N",
      description =
          "play the original list's answer of day N: 0 is cigar (2021-06-19), up to"
              + " 2314 (not the NYT's puzzle N)")
  @Nullable Integer day;

  @Option(
      names = "--date",
      paramLabel = "YYYY-MM-DD",
      description = "play the original list's answer of that date (2021-06-19 to 2027-10-20)")
  @Nullable String date;

  @Option(names = "--today", description = "play the original list's answer of today")
  boolean today;

  @Option(names = "--hard", description = "hard mode (NYT rule)")
  boolean hard;

  @Option(names = "--solver", description = "watch the solver play the game instead")
  boolean solverPlays;

  @Mixin BoardOptions board = new BoardOptions();

  @ParentCommand
  @SuppressWarnings("NullAway.Init")
  WordleCommand parent;

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  /**
   * Returns the day of the original list that {@code --day}, {@code --date} or {@code --today}
   * names, or null.
   *
   * @throws ParameterException if more than one is given, or a date is malformed or has no puzzle
   */
  private @Nullable Integer puzzleDay() {
    int given = (day != null ? 1 : 0) + (date != null ? 1 : 0) + (today ? 1 : 0);
    if (given > 1) {
      throw new ParameterException(spec.commandLine(), "give one of --day, --date, --today");
    }
    String text = date;
    LocalDate when;
    if (text != null) {
      try {
        when = LocalDate.parse(text.strip());
      } catch (DateTimeParseException e) {
        throw new ParameterException(
            spec.commandLine(), "--date '" + Excerpt.of(text) + "' is not a date YYYY-MM-DD");
      }
    } else if (today) {
      when = LocalDate.now();
    } else {
      return day;
    }
    try {
      return WordLists.originalDay(when);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), String.valueOf(e.getMessage()));
    }
  }

  @Override
  public Integer call() throws IOException {
    if (board.multi()) {
      return playBoards();
    }
    Long theSeed = seed;
    Integer theDay = puzzleDay();
    if (theSeed != null && theDay != null) {
      throw new ParameterException(
          spec.commandLine(), "give --seed or one of --day, --date, --today, not both");
    }
    ListOptions.Lists chosen = lists.load();
    Solver solver = chosen.solver(SolverSetup.Choice.DEFAULT);
    board.check(spec.commandLine(), solver);
    WordList answers = solver.answers();
    boolean original = WordLists.ORIGINAL.equals(chosen.bundledName());
    String answer;
    String title;
    if (theDay != null) {
      answer = WordLists.originalAnswer(theDay);
      if (!solver.guesses().contains(answer)) {
        throw new ParameterException(
            spec.commandLine(),
            "--day, --date and --today pick the"
                + " original list's answers, and '"
                + answer
                + "' is not in "
                + chosen.guessesName()
                + ": use them with --list nyt, nyt-2022 or original");
      }
      title = PlaySession.title(theDay);
    } else {
      int index =
          theSeed != null
              ? PlaySession.pick(theSeed, answers.size())
              : ThreadLocalRandom.current().nextInt(answers.size());
      answer = answers.get(index);
      // On the original lists an answer's index is its day; other lists have no order by date.
      title = original ? PlaySession.title(index) : null;
    }
    Mode mode = hard ? Mode.HARD : Mode.NORMAL;
    return play(
        tiles -> new PlaySession(solver, mode, answer, title, tiles),
        "The solver plays" + (hard ? " in hard mode" : "") + ".");
  }

  /**
   * Plays the game {@code session} makes with the tiles of the output: the solver types the guesses
   * with {@code --solver-plays} (after {@code solverIntro}), else the lines read do.
   */
  private int play(Function<Tiles, GameSession> session, String solverIntro) throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    if (solverPlays) {
      Tiles tiles = Tiles.forOutput(LineInput.isInteractive(parent.stdin()), System.getenv());
      SessionLoop.solverPlays(out, session.apply(tiles), solverIntro);
      return WordleCommand.EXIT_OK;
    }
    try (LineInput input = LineInput.open(parent.stdin())) {
      SessionLoop.run(
          out, input, session.apply(Tiles.forOutput(input.isTerminal(), System.getenv())));
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }

  /**
   * Plays {@code --boards N}: the answers are those of game 0 of a seeded run ({@link
   * MultiSelfPlay#answers}) with {@code --seed}, else of a random seed.
   */
  private int playBoards() throws IOException {
    CommandLine line = spec.commandLine();
    BoardOptions.refuse(line, hard, "--hard", MultiText.NO_HARD_MODE);
    BoardOptions.refuse(
        line,
        day != null || date != null || today,
        "--day, --date, --today",
        "they pick one answer of the original list");
    ListOptions.Lists chosen = lists.loadForVariants();
    Solver solver = chosen.solver(SolverSetup.Choice.DEFAULT);
    int allowed = board.check(line, solver);
    MultiSolver multi = SolverSetup.multi(solver);
    Long theSeed = seed;
    long s = theSeed != null ? theSeed : ThreadLocalRandom.current().nextLong();
    List<String> answers = MultiSelfPlay.of(multi, board.boards()).withSeed(s).answers(0);
    return play(
        tiles -> new MultiPlaySession(multi, answers, allowed, tiles),
        "The solver plays " + MultiText.name(board.boards()) + ".");
  }
}
