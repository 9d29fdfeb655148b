package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code wordle filter GUESS:MARKS...}: prints the answers that would have given every listed
 * guess its marks, one a line, in the answer list's order.
 *
 * <p>Each turn is parsed with {@link Turn#parse} (marks in any notation {@link
 * io.github.wordlesolver.Feedback#parse} reads) and must use a word of the guess list. Marks that
 * no word could produce, alone or together, are bad input (exit status 2, the message names the
 * turn); a valid history that no answer of the list fits gives exit status 1 and a {@code no
 * answer fits} message. Cost: one pass over the answers, after the lists are loaded.
 */
@Command(
    name = "filter",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the answers that fit every GUESS:MARKS, one a line, in the answer list's order.",
      "MARKS: G green, Y yellow, - gray (also g y . _ 2 1 0 or the emoji squares), for example"
          + " raise:-Y--G."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:success",
      "1:the marks are valid but no answer fits them",
      "2:usage error or bad input (word, marks, word list)"
    })
final class FilterCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "GUESS:MARKS",
      description = "a guess and the marks it got, e.g. salet:--Y-G")
  List<String> history = new ArrayList<>();

  @Mixin ListOptions lists = new ListOptions();

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() {
    ListOptions.Lists chosen = lists.load();
    WordList answers = chosen.answers();
    int length = answers.wordLength();
    Constraints.Builder builder = Constraints.builder(answers.alphabet(), length);
    StringJoiner turns = new StringJoiner(" ");
    for (String text : history) {
      Turn turn = chosen.turn(text);
      builder.add(turn);
      turns.add(turn.toString());
    }
    CandidateSet left = CandidateSet.all(answers).filter(builder.build());
    if (left.isEmpty()) {
      throw new CommandFailure(WordleCommand.EXIT_NO_ANSWER, "no answer fits " + turns + " (none of"
          + " the " + answers.size() + " answers in " + chosen.answersName() + ")");
    }
    PrintWriter out = spec.commandLine().getOut();
    String newline = System.lineSeparator();
    for (String word : left.words()) {
      out.print(word);
      out.print(newline);
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }
}
