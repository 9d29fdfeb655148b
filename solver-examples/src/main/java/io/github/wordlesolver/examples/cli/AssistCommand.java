package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.examples.assist.Assistant;
import io.github.wordlesolver.examples.assist.LineInput;
import io.github.wordlesolver.examples.assist.Tiles;
import io.github.wordlesolver.examples.multi.MultiAssistant;
import io.github.wordlesolver.examples.multi.MultiText;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Solver;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
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
 * {@code wordle assist}: the interactive assistant ({@link Assistant}). It suggests a guess; the
 * user types back the marks the game gave it, or {@code WORD MARKS} for another word, and gets the
 * next suggestion; commands undo turns, toggle hard mode and list the answers left.
 *
 * <p>With {@code --boards N} it assists a multi-board game ({@link MultiAssistant}): each turn is
 * the guess and the marks of every board, e.g. {@code salet -Y--- G---- ----Y --G--}.
 *
 * <p>At a terminal it reads lines with JLine (line editing, history) and draws colored tiles
 * (unless {@code NO_COLOR} is set); otherwise it reads plain UTF-8 lines from standard input and
 * prints plain text with no prompt, flushing after each reply, so a script or a bot can drive it.
 * It stops at {@code quit} or the end of input, with exit status 0.
 */
@Command(
    name = "assist",
    mixinStandardHelpOptions = true,
    description = {
      "Suggests guesses for a game you play elsewhere: type the marks each guess got (--Y-G,"
          + " 00102 or the emoji squares), or WORD MARKS if you played another word.",
      "Commands: undo, hard on|off, top N, left, new, help, quit."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:success", "2:usage error or bad word list"})
final class AssistCommand implements Callable<Integer> {
  @Mixin ListOptions lists = new ListOptions();

  @Option(names = "--hard", description = "start in hard mode (NYT rule)")
  boolean hard;

  @Option(
      names = "--top",
      paramLabel = "N",
      defaultValue = "5",
      description =
          "how many suggestions to show, 1 to "
              + Assistant.MAX_TOP
              + " (default: ${DEFAULT-VALUE})")
  int top = 5;

  @Option(
      names = "--scorer",
      paramLabel = "NAME",
      description =
          "how to rank guesses: entropy, minimax, expected, parts or lookahead (the"
              + " default), or a plug-in scorer's name")
  @Nullable String scorer;

  @Mixin BoardOptions board = new BoardOptions();

  @Mixin CheckBudgetOption checkBudget = new CheckBudgetOption();

  @ParentCommand
  @SuppressWarnings("NullAway.Init")
  WordleCommand parent;

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    if (top < 1 || top > Assistant.MAX_TOP) {
      throw new ParameterException(
          spec.commandLine(), "--top must be 1 to " + Assistant.MAX_TOP + ", got " + top);
    }
    if (board.multi()) {
      return assistBoards();
    }
    String scorerName = scorer;
    Solver solver =
        lists
            .load()
            .solver(
                checkBudget.applyTo(
                    SolverSetup.Choice.scorer(
                        scorerName == null
                            ? null
                            : Scorers.byName(scorerName.strip().toLowerCase(Locale.ROOT))),
                    spec.commandLine()));
    board.check(spec.commandLine(), solver);
    PrintWriter out = spec.commandLine().getOut();
    try (LineInput input = LineInput.open(parent.stdin())) {
      Tiles tiles = Tiles.forOutput(input.isTerminal(), System.getenv());
      Mode mode = hard ? Mode.HARD : Mode.NORMAL;
      Assistant assistant = new Assistant(solver, mode, top, tiles);
      CommandSolvers.print(out, assistant.start());
      // While a person types the first line; a script's first line comes at once.
      Thread warmUp = input.isTerminal() ? SolverSetup.warmUpInBackground(solver, mode) : null;
      SessionLoop.readLines(
          out,
          input,
          assistant,
          () -> {
            if (warmUp != null) {
              warmUp.interrupt();
            }
          });
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }

  /** The assistant for {@code --boards N} ({@link MultiAssistant}). */
  private int assistBoards() throws IOException {
    CommandLine line = spec.commandLine();
    BoardOptions.refuseHardMode(line, hard, "--hard", checkBudget.given(line));
    BoardOptions.refuse(line, scorer != null, "--scorer", MultiText.OWN_STRATEGY);
    Solver solver = lists.loadForVariants().solver(SolverSetup.Choice.DEFAULT);
    int allowed = board.check(line, solver);
    PrintWriter out = line.getOut();
    try (LineInput input = LineInput.open(parent.stdin())) {
      Tiles tiles = Tiles.forOutput(input.isTerminal(), System.getenv());
      SessionLoop.run(
          out,
          input,
          new MultiAssistant(SolverSetup.multi(solver), board.boards(), allowed, top, tiles));
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }
}
