package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.WordList;
import io.github.wordlesolver.examples.assist.LineInput;
import io.github.wordlesolver.examples.assist.Tiles;
import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Mode;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code wordle play}: a game of Wordle in the terminal ({@link PlaySession}). The answer is
 * random, chosen by {@code --seed}, or the original puzzle of {@code --day N}. With {@code
 * --solver} the solver plays the same game instead, and every guess it makes is printed.
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

  @Option(names = "--seed", paramLabel = "N",
      description = "pick the answer with this random seed (the same game every time)")
  @Nullable Long seed;

  @Option(names = "--day", paramLabel = "N",
      description = "play original puzzle N: 0 is cigar (2021-06-19), up to 2314")
  @Nullable Integer day;

  @Option(names = "--hard", description = "hard mode (NYT rule)")
  boolean hard;

  @Option(names = "--solver", description = "watch the solver play the game instead")
  boolean solverPlays;

  @ParentCommand
  @SuppressWarnings("NullAway.Init")
  WordleCommand parent;

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    Long theSeed = seed;
    Integer theDay = day;
    if (theSeed != null && theDay != null) {
      throw new ParameterException(spec.commandLine(), "give --seed or --day, not both");
    }
    Solver solver = CommandSolvers.solver(lists, Scorers.lookahead());
    WordList answers = solver.answers();
    String answer;
    long number;
    if (theDay != null) {
      answer = WordLists.originalAnswer(theDay);
      number = theDay;
      if (!answers.contains(answer)) {
        throw new IllegalArgumentException("the answer of day " + theDay
            + " is not in the answer list in use (" + answers.size() + " words)");
      }
    } else {
      int index = theSeed != null ? PlaySession.pick(theSeed, answers.size())
          : ThreadLocalRandom.current().nextInt(answers.size());
      answer = answers.get(index);
      number = index;
    }
    Mode mode = hard ? Mode.HARD : Mode.NORMAL;
    PrintWriter out = spec.commandLine().getOut();
    if (solverPlays) {
      Tiles tiles = Tiles.forOutput(LineInput.isInteractive(parent.stdin()), System.getenv());
      PlaySession session = new PlaySession(solver, mode, answer, number, tiles);
      out.println("The solver plays" + (hard ? " in hard mode" : "") + ".");
      while (!session.isOver()) {
        String guess = session.game().bestGuess();
        out.println("solver: " + guess);
        CommandSolvers.print(out, session.handle(guess));
        out.flush();
      }
      out.flush();
      return WordleCommand.EXIT_OK;
    }
    try (LineInput input = LineInput.open(parent.stdin())) {
      Tiles tiles = Tiles.forOutput(input.isTerminal(), System.getenv());
      PlaySession session = new PlaySession(solver, mode, answer, number, tiles);
      CommandSolvers.print(out, session.start());
      while (!session.isOver()) {
        out.flush();
        String line = input.readLine(session.prompt());
        CommandSolvers.print(out, line == null ? session.giveUp() : session.handle(line));
      }
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }
}
