package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.SelfPlay;
import io.github.wordlesolver.solver.SimulationResult;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Simulations on small lists (150 answers, 100 more guesses): the full lists take seconds. */
class SimulateCommandTest {
  static final Set<String> FIELDS =
      Set.of(
          "games",
          "solved",
          "failed",
          "totalGuesses",
          "average",
          "maxGuesses",
          "histogram",
          "millis");

  @TempDir Path dir;

  WordList answers;
  WordList guesses;
  Path answersFile;
  Path guessesFile;

  @BeforeEach
  void writeLists() throws IOException {
    List<String> some = WordLists.originalAnswers().asList().subList(0, 150);
    List<String> more = new ArrayList<>();
    WordList allowed = WordLists.originalAllowed();
    for (int i = 0; i < allowed.size(); i += allowed.size() / 100) {
      more.add(allowed.get(i));
    }
    answers = WordList.of(some);
    guesses = WordList.union(answers, WordList.of(more));
    answersFile = dir.resolve("answers.txt");
    guessesFile = dir.resolve("guesses.txt");
    Files.write(answersFile, some, StandardCharsets.UTF_8);
    Files.write(guessesFile, more, StandardCharsets.UTF_8);
  }

  private String[] args(String... options) {
    List<String> all =
        new ArrayList<>(
            List.of(
                "simulate",
                "--answers",
                answersFile.toString(),
                "--guesses",
                guessesFile.toString()));
    all.addAll(List.of(options));
    return all.toArray(new String[0]);
  }

  /** Checks the JSON fields and their sums; returns the object. */
  static JsonObject check(Cli.Result result, int games) {
    JsonObject json = JsonOutput.parse(result);
    assertEquals(FIELDS, json.keySet(), result::toString);
    assertEquals(games, json.get("games").getAsInt());
    int solved = json.get("solved").getAsInt();
    assertEquals(games, solved + json.get("failed").getAsInt());
    int max = json.get("maxGuesses").getAsInt();
    JsonObject histogram = json.getAsJsonObject("histogram");
    List<String> keys = new ArrayList<>();
    for (int k = 1; k <= max; k++) {
      keys.add(Integer.toString(k));
    }
    assertEquals(keys, new ArrayList<>(histogram.keySet()), result::toString);
    long sum = 0;
    long total = 0;
    long withinSix = 0;
    for (int k = 1; k <= max; k++) {
      int n = histogram.get(Integer.toString(k)).getAsInt();
      assertTrue(n >= 0);
      sum += n;
      total += (long) k * n;
      withinSix += k <= 6 ? n : 0;
    }
    assertTrue(max == 0 || histogram.get(Integer.toString(max)).getAsInt() > 0);
    assertEquals(games, sum);
    assertEquals(total, json.get("totalGuesses").getAsLong());
    assertEquals(withinSix, solved);
    assertEquals((double) total / games, json.get("average").getAsDouble(), 1e-12);
    JsonOutput.assertMillis(json, result);
    return json;
  }

  /** Reads the games file and replays every line against its last word. */
  private List<List<String>> replay(Path file, Mode mode) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    assertEquals(answers.size(), lines.size());
    Solver solver = Solver.of(answers, guesses);
    List<List<String>> games = new ArrayList<>();
    for (int a = 0; a < lines.size(); a++) {
      List<String> words = List.of(lines.get(a).split(" ", -1));
      assertEquals(answers.get(a), words.get(words.size() - 1), lines.get(a));
      Game game = solver.newGame(mode);
      for (String word : words) {
        assertFalse(game.isSolved(), lines.get(a));
        game = game.apply(word, Feedback.compute(word, answers.get(a)));
      }
      assertTrue(game.isSolved(), lines.get(a));
      games.add(words);
    }
    return games;
  }

  @Test
  void jsonAndGamesFileAgreeWithSelfPlay() throws IOException {
    Path out = dir.resolve("games.txt");
    JsonObject json = check(run(args("--json", "--games-out", out.toString())), 150);
    List<List<String>> games = replay(out, Mode.NORMAL);
    SimulationResult expected =
        SelfPlay.of(Solver.of(answers, guesses)).withMode(Mode.NORMAL).run();
    assertEquals(expected.plays(), games);
    assertEquals(expected.totalGuesses(), json.get("totalGuesses").getAsLong());
    assertEquals(expected.failed(), json.get("failed").getAsInt());
    // no opener for lists that are not the original ones: the scorer picks the same first guess
    String first = Solver.of(answers, guesses).newGame().suggest(1).get(0).word();
    for (List<String> game : games) {
      assertEquals(first, game.get(0));
    }
  }

  @Test
  void openerScorerAndHardMode() throws IOException {
    Path out = dir.resolve("hard.txt");
    String opener = guesses.get(160);
    assertFalse(answers.contains(opener));
    JsonObject json =
        check(
            run(
                args(
                    "--json",
                    "--opener",
                    opener.toUpperCase(java.util.Locale.ROOT),
                    "--scorer",
                    "entropy",
                    "--hard",
                    "--games-out",
                    out.toString())),
            150);
    List<List<String>> games = replay(out, Mode.HARD);
    for (List<String> game : games) {
      assertEquals(opener, game.get(0));
    }
    Solver solver =
        Solver.builder(answers, guesses).scorer(Scorers.entropy()).opener(opener).build();
    assertEquals(SelfPlay.of(solver).withMode(Mode.HARD).run().plays(), games);
    assertEquals(games.stream().mapToInt(List::size).sum(), json.get("totalGuesses").getAsInt());
    check(run(args("--json", "--strict", "--scorer", "minimax")), 150);
  }

  @Test
  void textHistogramAndSummary() {
    SimulationResult expected =
        SelfPlay.of(Solver.of(answers, guesses)).withMode(Mode.NORMAL).run();
    Cli.Result result = run(args());
    assertEquals(0, result.status(), result::toString);
    assertEquals("", result.err(), "no progress bar without a terminal");
    List<String> lines = result.lines();
    assertTrue(
        lines.get(0).startsWith("lookahead, normal mode: 150 games (" + answersFile), lines.get(0));
    assertEquals("", lines.get(1));
    int max = expected.mostGuesses();
    for (int k = 1; k <= max; k++) {
      String line = lines.get(1 + k);
      int n = expected.gamesWith(k);
      assertTrue(line.startsWith(k + " "), line);
      assertTrue(line.endsWith(" " + n), line);
      assertEquals(n > 0, line.length() > (k + " " + n).length(), line);
    }
    List<String> summary = lines.subList(2 + max, lines.size());
    assertEquals(
        List.of(
            "",
            "games    150",
            "solved   " + expected.solved() + " (within 6 guesses)",
            "failed   " + expected.failed(),
            String.format(
                java.util.Locale.ROOT,
                "guesses  %d in all, %.4f a game, at most %d",
                expected.totalGuesses(),
                expected.average(),
                max)),
        summary.subList(0, 5));
    assertTrue(summary.get(5).matches("time     \\d+\\.\\d s"), summary.get(5));
    assertEquals(6, summary.size());
  }

  @Test
  void theOriginalListsDefaultToSaletAndItsOptimalTree() throws IOException {
    // The original answers read from a file are still the original lists: the optimal tree.
    Path copy = dir.resolve("original.txt");
    Files.write(copy, WordLists.originalAnswers().asList(), StandardCharsets.UTF_8);
    Cli.Result result = run("simulate", "--answers", copy.toString(), "--list", "original");
    assertEquals(0, result.status(), result::toString);
    String header = result.out().lines().findFirst().orElse("");
    assertTrue(
        header.startsWith("salet, then the proven-optimal tree, normal mode: 2,315 games"), header);
    assertTrue(result.out().contains("guesses  7,920 in all"), result::toString);
    // --no-tree plays the scorer, and says so; other lists rank their first guess.
    String noTree = run(args("--no-tree")).out().lines().findFirst().orElse("");
    assertTrue(noTree.startsWith("lookahead, normal mode: 150 games"), noTree);
    String parts =
        run(args("--scorer", "parts", "--opener", "cigar")).out().lines().findFirst().orElse("");
    assertTrue(parts.startsWith("cigar, then parts, normal mode"), parts);
  }

  @Test
  void errors() {
    assertError(
        run(args("--opener", "zzzzz")), 2, "wordle simulate", "'zzzzz'", "not in the guess list");
    // salet is an allowed word of the original lists, but not of these small ones
    assertError(
        run(args("--opener", "salet")), 2, "wordle simulate", "'salet'", "not in the guess list");
    assertError(run(args("--opener", "sal3t")), 2, "wordle simulate", "'sal3t'");
    assertError(
        run(args("--opener", "salet", "--no-opener")),
        2,
        "wordle simulate",
        "--opener",
        "--no-opener");
    assertError(run(args("--scorer", "best")), 2, "wordle simulate", "'best'", "minimax");
    assertError(run(args("--hard", "--strict")), 2, "wordle simulate", "--hard");
    Path nowhere = dir.resolve("no/such/dir/games.txt");
    assertError(
        run(args("--games-out", nowhere.toString())),
        2,
        "wordle simulate",
        "no such file",
        nowhere.toString());
    assertError(run(args("extra")), 2, "wordle simulate", "'extra'");
  }
}
