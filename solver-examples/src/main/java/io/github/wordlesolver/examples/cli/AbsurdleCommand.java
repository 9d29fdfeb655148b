package io.github.wordlesolver.examples.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.absurdle.Absurdle;
import io.github.wordlesolver.absurdle.AbsurdleGame;
import io.github.wordlesolver.absurdle.AbsurdleLine;
import io.github.wordlesolver.absurdle.AbsurdleMinimum;
import io.github.wordlesolver.absurdle.AbsurdleSolver;
import io.github.wordlesolver.examples.assist.LineInput;
import io.github.wordlesolver.examples.text.Excerpt;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code wordle absurdle}: qntm's adversarial Wordle ({@link Absurdle}). Without options the user
 * plays: one guess a line (a terminal or a pipe), the host's marks and the number of answers left
 * after each, until the guess is the only answer left. {@code --solver} watches the exact solver
 * win instead.
 *
 * <ul>
 *   <li>{@code --solve [--json] [--threads N]}: searches every first word; prints the minimum, the
 *       number of first words that win in it and a line for each. {@code --json}: {@code
 *       {"minimumGuesses":…, "winningFirstWords":[{"word":…, "line":[…]}, …], "millis":…}}.
 *   <li>{@code --from GUESS,GUESS}: the fewest guesses still needed after those guesses, and a line
 *       that achieves it ({@code --json}: {@code {"from":[…], "remaining":…, "fewestGuesses":…,
 *       "line":[…], "millis":…}}).
 *   <li>{@code --target WORD [--from …] [--max-guesses N]}: challenge mode, the shortest line that
 *       forces the host to end on the word ({@code --json}: {@code {"target":…, "line":[…] or null,
 *       "millis":…}}); exit status 1 if there is none within the limit.
 * </ul>
 */
@Command(
    name = "absurdle",
    mixinStandardHelpOptions = true,
    description = {
      "Plays Absurdle, the adversarial Wordle: there is no secret word; after each guess the host"
          + " keeps the largest group of answers that share the marks (ties: fewer greens, then"
          + " fewer yellows, then the smaller code) and shows its marks. You win when your guess"
          + " is the only answer left.",
      "--solver watches the solver win; --solve finds the fewest guesses that always win and"
          + " every first word that does; --from GUESS,GUESS solves a position; --target WORD is"
          + " challenge mode."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:success (or the game ended)",
      "1:no line ends on the target within" + " --max-guesses",
      "2:usage error or bad word"
    })
final class AbsurdleCommand implements Callable<Integer> {
  @Mixin ListOptions lists = new ListOptions();

  @Option(names = "--solver", description = "watch the solver win the game")
  boolean solverPlays;

  @Option(
      names = "--solve",
      description =
          "search every first word: the fewest guesses that"
              + " always win, with every first word that does and a line for each")
  boolean solve;

  @Option(
      names = "--from",
      paramLabel = "GUESS,GUESS",
      split = ",",
      description =
          "a position: the guesses played so far; prints the fewest guesses still"
              + " needed and a line")
  @Nullable List<String> from;

  @Option(
      names = "--target",
      paramLabel = "WORD",
      description = "challenge mode: the shortest line that forces the host to end on WORD")
  @Nullable String target;

  @Option(
      names = "--max-guesses",
      paramLabel = "N",
      defaultValue = "6",
      description = "the longest line --target looks for (default: ${DEFAULT-VALUE})")
  int maxGuesses;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "threads for --solve (default: the number of processors)")
  @Nullable Integer threads;

  @Option(names = "--json", description = "print one JSON object (with --solve, --from, --target)")
  boolean json;

  @ParentCommand
  @SuppressWarnings("NullAway.Init")
  WordleCommand parent;

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() throws IOException, InterruptedException {
    int modes = (solverPlays ? 1 : 0) + (solve ? 1 : 0) + (target != null ? 1 : 0);
    if (modes > 1) {
      throw new ParameterException(spec.commandLine(), "give one of --solver, --solve, --target");
    }
    if (solve && from != null) {
      throw new ParameterException(
          spec.commandLine(),
          "--solve searches from the start: use" + " --from without --solve for a position");
    }
    if (maxGuesses < 1) {
      throw new ParameterException(
          spec.commandLine(), "--max-guesses must be at least 1, got " + maxGuesses);
    }
    Integer t = threads;
    if (t != null && t < 1) {
      throw new ParameterException(spec.commandLine(), "--threads must be at least 1, got " + t);
    }
    ListOptions.Lists chosen = lists.loadForVariants();
    Absurdle absurdle = Absurdle.of(chosen.answers(), chosen.guesses());
    PrintWriter out = spec.commandLine().getOut();
    AbsurdleGame position = position(absurdle);
    if (solve) {
      return solve(absurdle, out, t == null ? Runtime.getRuntime().availableProcessors() : t);
    }
    String theTarget = target;
    if (theTarget != null) {
      return challenge(absurdle, position, theTarget.strip().toLowerCase(Locale.ROOT), out);
    }
    if (from != null && !solverPlays) {
      return fewest(absurdle, position, out);
    }
    if (json) {
      throw new ParameterException(
          spec.commandLine(), "--json goes with --solve, --from or --target");
    }
    if (solverPlays) {
      return watch(absurdle, position, out);
    }
    return play(position, out);
  }

  /** Returns the position after {@code --from}, naming a bad guess. */
  private AbsurdleGame position(Absurdle absurdle) {
    AbsurdleGame game = absurdle.start();
    List<String> guesses = from;
    if (guesses == null) {
      return game;
    }
    for (String raw : guesses) {
      String guess = raw.strip().toLowerCase(Locale.ROOT);
      Optional<Refusal> why = game.refusal(guess);
      if (why.isPresent()) {
        throw new IllegalArgumentException("--from: " + why.get().message());
      }
      game = game.guess(guess);
    }
    return game;
  }

  private int play(AbsurdleGame start, PrintWriter out) throws IOException {
    AbsurdleGame game = start;
    out.println(
        "Absurdle: "
            + game.remaining()
            + " answers possible. Type a guess a line;"
            + " win by guessing the only answer left.");
    try (LineInput input = LineInput.open(parent.stdin())) {
      while (!game.isSolved()) {
        out.flush();
        String line = input.readLine("guess " + (game.turns() + 1) + ": ");
        if (line == null) {
          out.println(
              "Gave up after "
                  + game.turns()
                  + " guesses with "
                  + game.remaining()
                  + " answers left.");
          return WordleCommand.EXIT_OK;
        }
        String guess = line.strip().toLowerCase(Locale.ROOT);
        if (guess.isEmpty()) {
          continue;
        }
        Optional<Refusal> why = game.refusal(guess);
        if (why.isPresent()) {
          out.println(why.get().message() + "; try again.");
          continue;
        }
        game = game.guess(guess);
        printTurn(out, game);
      }
    }
    out.println("Won in " + game.turns() + " guesses.");
    out.flush();
    return WordleCommand.EXIT_OK;
  }

  private static void printTurn(PrintWriter out, AbsurdleGame game) {
    Turn last = game.history().get(game.history().size() - 1);
    out.println(
        last.guess()
            + " "
            + last.marks()
            + (game.isSolved()
                ? ""
                : "  "
                    + game.remaining()
                    + (game.remaining() == 1 ? " answer" : " answers")
                    + " left"));
  }

  private int watch(Absurdle absurdle, AbsurdleGame start, PrintWriter out) {
    AbsurdleSolver solver = absurdle.solver();
    AbsurdleGame game = start;
    out.println("The solver plays Absurdle (" + game.remaining() + " answers possible).");
    while (!game.isSolved()) {
      String guess = solver.nextGuess(game);
      out.println("solver: " + guess);
      game = game.guess(guess);
      printTurn(out, game);
      out.flush();
    }
    out.println("Won in " + game.turns() + " guesses.");
    return WordleCommand.EXIT_OK;
  }

  private int solve(Absurdle absurdle, PrintWriter out, int threadCount)
      throws InterruptedException {
    long start = System.nanoTime();
    AbsurdleMinimum minimum;
    try (ProgressBar bar = ProgressBar.onTerminal("searching every first word")) {
      minimum = absurdle.solver().minimum(threadCount, bar);
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (json) {
      JsonObject object = new JsonObject();
      object.addProperty("minimumGuesses", minimum.minimumGuesses());
      JsonArray words = new JsonArray();
      for (AbsurdleMinimum.WinningFirstWord w : minimum.winningFirstWords()) {
        JsonObject item = new JsonObject();
        item.addProperty("word", w.word());
        item.add("line", array(w.line()));
        words.add(item);
      }
      object.add("winningFirstWords", words);
      object.addProperty("millis", millis);
      SuggestionOutput.printJson(out, object);
      return WordleCommand.EXIT_OK;
    }
    int m = minimum.minimumGuesses();
    out.println("minimum: " + m + " guesses always win");
    out.println(
        "proof: all "
            + minimum.firstWordsSearched()
            + " first words searched; none wins"
            + " in "
            + (m - 1)
            + (m - 1 >= 3 && minimum.fewestAfterFirst() > minimum.mostPatterns()
                ? " (every first guess leaves at least "
                    + minimum.fewestAfterFirst()
                    + " answers, more than the "
                    + minimum.mostPatterns()
                    + " marks any guess can give)"
                : ""));
    out.println("winning first words: " + minimum.winningFirstWords().size());
    for (AbsurdleMinimum.WinningFirstWord w : minimum.winningFirstWords()) {
      out.println(w.line());
    }
    out.println(
        String.format(Locale.ROOT, "time %.1f s on %d threads", millis / 1000.0, threadCount));
    return WordleCommand.EXIT_OK;
  }

  private int fewest(Absurdle absurdle, AbsurdleGame position, PrintWriter out) {
    if (position.isSolved()) {
      throw new IllegalArgumentException(
          "--from: the game is won by '"
              + position.history().get(position.history().size() - 1).guess()
              + "': nothing left to solve");
    }
    long start = System.nanoTime();
    AbsurdleLine line = absurdle.solver().fewest(position);
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (json) {
      JsonObject object = new JsonObject();
      object.add("from", array(played(position)));
      object.addProperty("remaining", position.remaining());
      object.addProperty("fewestGuesses", line.size());
      object.add("line", array(line.played()));
      object.addProperty("millis", millis);
      SuggestionOutput.printJson(out, object);
      return WordleCommand.EXIT_OK;
    }
    for (Turn turn : position.history()) {
      out.println(turn.guess() + " " + turn.marks());
    }
    out.println(
        position.remaining() + " answers left; fewest guesses still needed: " + line.size());
    out.println("line: " + line);
    return WordleCommand.EXIT_OK;
  }

  private int challenge(Absurdle absurdle, AbsurdleGame position, String word, PrintWriter out) {
    if (position.isSolved()) {
      throw new IllegalArgumentException("--from: the game is already won");
    }
    if (!absurdle.answers().contains(word)) {
      throw new IllegalArgumentException(
          "--target '" + Excerpt.of(word) + "' is not in the answer list");
    }
    if (!position.remainingAnswers().contains(word)) {
      throw new IllegalArgumentException(
          "--target '"
              + word
              + "' is no longer possible after"
              + " --from ("
              + position.remaining()
              + " answers left)");
    }
    long start = System.nanoTime();
    Optional<AbsurdleLine> line = absurdle.solver().challenge(position, word, maxGuesses);
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (json) {
      JsonObject object = new JsonObject();
      object.addProperty("target", word);
      object.add(
          "line",
          line.isPresent() ? array(line.get().played()) : com.google.gson.JsonNull.INSTANCE);
      object.addProperty("millis", millis);
      SuggestionOutput.printJson(out, object);
    } else if (line.isPresent()) {
      out.println("target " + word + ": " + line.get().size() + " guesses: " + line.get());
    } else {
      out.println("target " + word + ": no line of at most " + maxGuesses + " guesses ends on it");
    }
    return line.isPresent() ? WordleCommand.EXIT_OK : WordleCommand.EXIT_NO_ANSWER;
  }

  private static List<String> played(AbsurdleGame game) {
    return game.history().stream().map(Turn::guess).toList();
  }

  private static JsonArray array(AbsurdleLine line) {
    return array(line.played());
  }

  private static JsonArray array(List<String> words) {
    JsonArray array = new JsonArray();
    words.forEach(array::add);
    return array;
  }
}
