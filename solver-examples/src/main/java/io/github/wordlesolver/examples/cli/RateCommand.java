package io.github.wordlesolver.examples.cli;

import com.google.gson.JsonObject;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.examples.json.JsonViews;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.examples.text.Excerpt;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.TurnRating;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code wordle rate GUESS:MARKS... [--answer WORD] [--hard] [--json]}: rates a played game turn by
 * turn, as the NYT's WordleBot does ({@link Solver#rate}: answers left, expected answers left and
 * guesses to finish for the guess and for the best guess, skill and luck 0 to 99).
 *
 * <p>Turns are {@code GUESS:MARKS} or {@code GUESS MARKS}; with {@code --answer} a bare guess gets
 * its marks computed, and given marks are checked against the answer. {@code --json} prints one
 * object, {@code {"turns":[{"guess", "marks", "answersBefore", "answersAfter", "expectedRemaining",
 * "expectedGuesses", "best", "bestExpectedRemaining", "bestExpectedGuesses", "skill", "luck"},
 * ...], "widened", "note"}} ({@link JsonViews#addWidening}), the fields {@code POST /rate} answers
 * with too. The answer may be any accepted word: one outside the answer list is rated among the
 * guesses that fit. Bad input gives exit status 2; a valid history that no accepted word fits, 1.
 */
@Command(
    name = "rate",
    mixinStandardHelpOptions = true,
    description = {
      "Rates a played game turn by turn: the answers each guess left, how it compares with the"
          + " best guess in expected guesses to finish (skill, 0-99) and how lucky its marks"
          + " were (luck, 0-99).",
      "Turns: GUESS:MARKS or GUESS MARKS; with --answer, bare guesses."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:success",
      "1:the marks are valid but no accepted word fits them",
      "2:usage error or bad input (turn, guess, marks, answer, word list)"
    })
final class RateCommand implements Callable<Integer> {
  @Parameters(
      arity = "1..*",
      paramLabel = "GUESS:MARKS",
      description = "the turns played, oldest first, e.g. salet:--Y-G (or salet --Y-G)")
  List<String> history = new ArrayList<>();

  @Option(
      names = "--answer",
      paramLabel = "WORD",
      description = "the answer, if known: marks may be left out and are checked")
  @Nullable String answer;

  @Option(names = "--json", description = "print one JSON object instead of a table")
  boolean json;

  @Mixin StrategyOptions strategy = new StrategyOptions();

  @Mixin CheckBudgetOption checkBudget = new CheckBudgetOption();

  @Mixin ListOptions lists = new ListOptions();

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() {
    Mode mode = strategy.mode(spec.commandLine());
    ListOptions.Lists chosen = lists.load();
    String secret = answer;
    if (secret != null && !chosen.guesses().contains(secret)) {
      throw new IllegalArgumentException(
          "--answer '"
              + Excerpt.of(secret)
              + "' is not in the guess list ("
              + chosen.guessesName()
              + ")");
    }
    List<Turn> turns = chosen.turns(history, secret);
    Solver solver =
        chosen.solver(
            checkBudget.applyTo(
                SolverSetup.Choice.scorer(strategy.scorerOrNull()), spec.commandLine()));
    List<TurnRating> ratings = SuggestCommand.replayed(() -> solver.rate(mode, turns));
    Game game = solver.resume(mode, turns);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      JsonObject object = JsonViews.ratings(ratings);
      JsonViews.addWidening(object, game);
      SuggestionOutput.printJson(out, object);
    } else {
      out.printf(
          Locale.ROOT,
          "%-4s %-8s %-7s %7s %9s %9s  %-8s %9s %9s %5s %4s%n",
          "turn",
          "guess",
          "marks",
          "answers",
          "expected",
          "guesses",
          "best",
          "expected",
          "guesses",
          "skill",
          "luck");
      for (int i = 0; i < ratings.size(); i++) {
        TurnRating r = ratings.get(i);
        out.printf(
            Locale.ROOT,
            "%-4d %-8s %-7s %7s %9.2f %9.3f  %-8s %9.2f %9.3f %5d %4d%n",
            i + 1,
            r.guess(),
            r.marks(),
            r.answersBefore() + ">" + r.answersAfter(),
            r.expectedRemaining(),
            r.expectedGuesses(),
            r.best(),
            r.bestExpectedRemaining(),
            r.bestExpectedGuesses(),
            r.skill(),
            r.luck());
      }
      String note = game.widenedNote();
      if (note != null) {
        out.println(note);
      }
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }
}
