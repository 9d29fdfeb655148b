package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code wordle filter GUESS:MARKS...}: prints the answers that would have given every listed guess
 * its marks, one a line, in the answer list's order; when no answer of the list does, the other
 * accepted guesses that do, in the guess list's order, with a note on standard error ({@link
 * Game#isWidened()}).
 *
 * <p>Each turn is parsed with {@link Turn#parse} (marks in any notation {@link
 * io.github.wordlesolver.Feedback#parse} reads) and must use a word of the guess list. Marks that
 * no word could produce, alone or together, are bad input (exit status 2, the message names the
 * turn); a valid history that no accepted word fits gives exit status 1 and a message naming the
 * turn after which nothing fits. Cost: one pass over the answers (and the guesses, when widened),
 * after the lists are loaded.
 */
@Command(
    name = "filter",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the answers that fit every GUESS:MARKS, one a line, in the answer list's order;"
          + " when none does, the other accepted words that fit.",
      "MARKS: G green, Y yellow, - gray (also g y . _ 2 1 0 or the emoji squares), for example"
          + " raise:-Y--G."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:success",
      "1:the marks are valid but no accepted word fits them",
      "2:usage error or bad input (word, marks, word list)"
    })
final class FilterCommand implements Callable<Integer> {
  @Parameters(
      arity = "1..*",
      paramLabel = "GUESS:MARKS",
      description = "a guess and the marks it got, e.g. salet:--Y-G")
  List<String> history = new ArrayList<>();

  @Mixin ListOptions lists = new ListOptions();

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() {
    ListOptions.Lists chosen = lists.load();
    List<Turn> turns = new ArrayList<>(history.size());
    for (String text : history) {
      turns.add(chosen.turn(text));
    }
    Solver solver = chosen.solver(SolverSetup.Choice.DEFAULT);
    Game game = SuggestCommand.replayed(() -> solver.resume(Mode.NORMAL, turns));
    PrintWriter out = spec.commandLine().getOut();
    String newline = System.lineSeparator();
    for (String word : game.candidates().words()) {
      out.print(word);
      out.print(newline);
    }
    out.flush();
    String note = game.widenedNote();
    if (note != null) {
      PrintWriter err = spec.commandLine().getErr();
      err.print("wordle filter: " + note);
      err.print(newline);
      err.flush();
    }
    return WordleCommand.EXIT_OK;
  }
}
