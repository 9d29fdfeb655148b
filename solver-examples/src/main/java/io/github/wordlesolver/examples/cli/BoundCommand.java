package io.github.wordlesolver.examples.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.examples.text.Excerpt;
import io.github.wordlesolver.proof.OpenerProver;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code wordle bound [--list NAME] [--hard] [--deep] [--json] WORD...}: prints each opener's lower
 * bound on its total of guesses over all answers, the bound {@code rank --exact --proven} rules
 * openers out with before any search ({@link OpenerProver#lowerBound}), or with {@code --deep} the
 * bound two guesses deep it rules the rest out with ({@link OpenerProver#deepLowerBound}). One line
 * {@code word bound seconds} per opener, in the order given; JSON: {@code {"list":…, "hard":…,
 * "bounds":[{"opener":…, "lowerBound":…, "millis":…}]}}, with {@code --deep} also {@code "deep":
 * true} and each bound's {@code "deepLowerBound"} (after its {@code "lowerBound"}, the time of
 * both), where {@code list} names the answers ({@code nyt} for a bundled pair, else where they came
 * from). Costs a fraction of a second of CPU per opener after the mark table is built, seconds with
 * {@code --deep}; openers are bounded one after another, each timed alone.
 */
@Command(
    name = "bound",
    mixinStandardHelpOptions = true,
    description = {
      "Prints each opener's lower bound on its total of guesses over all answers: the bound"
          + " 'rank --exact --proven' rules openers out with before searching them.",
      "Columns: opener, lower bound, seconds."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:success", "2:usage error or bad input (a word not in the guess list)"})
final class BoundCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "WORD", description = "the openers to bound")
  List<String> words = new ArrayList<>();

  @Option(
      names = "--hard",
      description = "hard mode (NYT rule): greens stay in place, revealed letters are reused")
  boolean hard;

  @Option(names = "--json", description = "print one JSON object instead of lines")
  boolean json;

  @Option(
      names = "--deep",
      description =
          "the bound two guesses deep on the large buckets: far tighter, seconds per opener")
  boolean deep;

  @Mixin ListOptions lists = new ListOptions();

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() {
    ListOptions.Lists chosen = lists.load();
    Mode mode = hard ? Mode.HARD : Mode.NORMAL;
    OpenerProver prover =
        new OpenerProver(
            chosen.answers(), chosen.guesses(), GameRules.of(chosen.guesses()).withMode(mode));
    List<String> openers = new ArrayList<>();
    for (String word : words) {
      String opener = word.strip().toLowerCase(Locale.ROOT);
      if (!prover.guesses().contains(opener)) {
        throw new IllegalArgumentException(
            "opener '"
                + Excerpt.of(word)
                + "' is not in the guess list in use ("
                + chosen.guessesName()
                + ", "
                + prover.guesses().size()
                + " words)");
      }
      openers.add(opener);
    }
    PrintWriter out = spec.commandLine().getOut();
    JsonArray bounds = new JsonArray();
    for (String opener : openers) {
      long start = System.nanoTime();
      int bound = prover.lowerBound(opener);
      int deepBound = deep ? prover.deepLowerBound(opener) : bound;
      long millis = (System.nanoTime() - start) / 1_000_000;
      if (json) {
        JsonObject item = new JsonObject();
        item.addProperty("opener", opener);
        item.addProperty("lowerBound", bound);
        if (deep) {
          item.addProperty("deepLowerBound", deepBound);
        }
        item.addProperty("millis", millis);
        bounds.add(item);
      } else {
        out.printf(Locale.ROOT, "%s %d %.2f%n", opener, deepBound, millis / 1000.0);
        out.flush();
      }
    }
    if (json) {
      JsonObject object = new JsonObject();
      String bundled = chosen.bundledName();
      object.addProperty("list", bundled != null ? bundled : chosen.answersName());
      object.addProperty("hard", hard);
      if (deep) {
        object.addProperty("deep", true);
      }
      object.add("bounds", bounds);
      SuggestionOutput.printJson(out, object);
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }
}
