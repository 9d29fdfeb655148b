package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.wordlists.OpeningRankings;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RankCommandTest {
  @TempDir Path dir;

  /** The public results of the domain notes (original lists). */
  @Test
  void publishedOpenersByEntropyMinimaxAndParts() {
    List<Suggestion> entropy =
        JsonOutput.suggestions(
            run("rank", "--scorer", "entropy", "--top", "3", "--json", "--list", "original"),
            "entropy",
            2315);
    assertEquals(3, entropy.size());
    Suggestion soare = entropy.get(0);
    assertEquals("soare", soare.word());
    assertEquals(5.886, soare.entropyBits(), 0.0005);
    assertEquals(-soare.entropyBits(), soare.score(), 1e-12);
    assertTrue(entropy.get(1).entropyBits() <= soare.entropyBits());

    List<Suggestion> minimax =
        JsonOutput.suggestions(
            run("rank", "--scorer", "minimax", "--top", "5", "--json", "--list", "original"),
            "minimax",
            2315);
    Set<String> tied = Set.of("aesir", "arise", "raise", "reais", "serai");
    for (Suggestion s : minimax) {
      assertTrue(tied.contains(s.word()), s::toString);
      assertEquals(168, s.worstCase(), s::toString);
      assertEquals(168.0, s.score(), s::toString);
    }
    // ties go to the words that can be the answer
    assertTrue(minimax.get(0).possibleAnswer() && minimax.get(1).possibleAnswer());

    List<Suggestion> parts =
        JsonOutput.suggestions(
            run("rank", "--scorer", "PARTS", "--top", "1", "--json", "--list", "original"),
            "parts",
            2315);
    assertEquals("trace", parts.get(0).word());
    assertEquals(150, parts.get(0).patterns());
    assertTrue(parts.get(0).possibleAnswer());
  }

  /** Without --list, today's NYT lists: their bundled ranking, computed without ranking. */
  @Test
  void todaysListsByDefault() {
    List<Suggestion> top =
        JsonOutput.suggestions(run("rank", "--top", "5", "--json"), "lookahead", 3158);
    assertEquals(OpeningRankings.forLists(WordLists.nyt()).get(Mode.NORMAL).subList(0, 5), top);
  }

  @Test
  void textTable() {
    Cli.Result result = run("rank", "--scorer", "entropy", "--top", "3", "--list", "original");
    assertEquals(0, result.status(), result::toString);
    assertEquals("", result.err());
    List<String> lines = result.lines();
    assertEquals(5, lines.size(), result::toString);
    assertTrue(
        lines.get(0).contains("entropy") && lines.get(0).contains("2,315 answers"),
        result::toString);
    assertTrue(
        lines
            .get(1)
            .matches(
                "\\s+#\\s+guess\\s+score\\s+bits\\s+expected\\s+worst" + "\\s+patterns\\s+answer"),
        lines.get(1));
    assertTrue(
        lines
            .get(2)
            .matches("\\s+1\\s+soare\\s+-5\\.886\\s+5\\.886\\s+62\\.30\\s+183\\s+127" + "\\s+-"),
        lines.get(2));
    assertTrue(lines.get(4).matches("\\s+3\\s+raise\\s.*\\syes"), lines.get(4));
  }

  @Test
  void agreesWithTheEngineOnACustomList() throws IOException {
    WordList answers = WordLists.originalAnswers();
    List<String> some = answers.asList().subList(0, 200);
    Path file = dir.resolve("answers.txt");
    Files.write(file, some, StandardCharsets.UTF_8);
    WordList list = WordList.of(some);
    Solver solver = Solver.of(list, list);
    for (String[] options : new String[][] {{}, {"--hard"}, {"--strict"}}) {
      List<Suggestion> expected =
          solver
              .newGame(
                  options.length == 0
                      ? Mode.NORMAL
                      : options[0].equals("--hard") ? Mode.HARD : Mode.STRICT)
              .suggest(7);
      String[] args =
          concat(
              new String[] {"rank", "--answers", file.toString(), "--top", "7", "--json"}, options);
      assertEquals(expected, JsonOutput.suggestions(run(args), "lookahead", 200));
    }
    assertEquals(
        solver.newGame().suggest(4, Scorers.expected()),
        JsonOutput.suggestions(
            run(
                "rank",
                "--answers",
                file.toString(),
                "--top",
                "4",
                "--json",
                "--scorer",
                "expected"),
            "expected",
            200));
  }

  @Test
  void exactRanksThePoolByProvedTotals() throws IOException {
    List<String> some = WordLists.originalAnswers().asList().subList(0, 60);
    Path file = dir.resolve("answers60.txt");
    Files.write(file, some, StandardCharsets.UTF_8);
    WordList list = WordList.of(some);
    Solver solver = Solver.of(list, list);
    Cli.Result result =
        run("rank", "--answers", file.toString(), "--exact", "--pool", "4", "--top", "3", "--json");
    assertEquals(0, result.status(), result.err());
    com.google.gson.JsonObject json =
        com.google.gson.JsonParser.parseString(result.out()).getAsJsonObject();
    assertEquals("exact", json.get("scorer").getAsString());
    assertEquals(60, json.get("candidates").getAsInt());
    com.google.gson.JsonArray items = json.getAsJsonArray("suggestions");
    assertEquals(3, items.size());
    long previous = 0;
    java.util.Set<String> pool = new java.util.HashSet<>();
    solver.newGame().suggest(4).forEach(s -> pool.add(s.word()));
    for (com.google.gson.JsonElement element : items) {
      com.google.gson.JsonObject item = element.getAsJsonObject();
      String word = item.get("word").getAsString();
      assertTrue(pool.contains(word), word + " is one of the 4 best by lookahead");
      long total = item.get("totalGuesses").getAsLong();
      assertEquals(total, item.get("score").getAsDouble(), 0);
      assertEquals(solver.treeBuilder().opener(word).exact().build().totalGuesses(), total, word);
      assertTrue(total >= previous, "sorted by total");
      previous = total;
      assertTrue(item.has("average") && item.has("maxGuesses"), item::toString);
      JsonOutput.assertMillis(item, result);
    }
  }

  @Test
  void topLargerThanTheGuessListGivesEveryGuess() throws IOException {
    Path file = dir.resolve("tiny.txt");
    Files.writeString(file, "cigar\nrebut\nsissy\n", StandardCharsets.UTF_8);
    List<Suggestion> all =
        JsonOutput.suggestions(
            run(
                "rank",
                "--answers",
                file.toString(),
                "--scorer",
                "minimax",
                "--top",
                "50",
                "--json"),
            "minimax",
            3);
    assertEquals(3, all.size());
  }

  @Test
  void helpNamesTheEngineCommandsAndTheirOptions() {
    Cli.Result top = run("--help");
    for (String name : new String[] {"rank", "suggest", "simulate"}) {
      assertTrue(top.out().contains("  " + name + " "), () -> name + " in " + top);
    }
    String[][] expected = {
      {"rank", "--scorer=NAME", "--top=N", "--hard", "--strict", "--json", "--list=NAME"},
      {"suggest", "--scorer=NAME", "--top=N", "--hard", "--json", "GUESS:MARKS", "--answers"},
      {
        "simulate",
        "--scorer=NAME",
        "--opener=WORD",
        "--no-opener",
        "--games-out=FILE",
        "--json",
        "--guesses=FILE"
      }
    };
    for (String[] command : expected) {
      Cli.Result help = run(command[0], "--help");
      assertEquals(0, help.status(), help::toString);
      for (String part : command) {
        assertTrue(help.out().contains(part), () -> part + " in " + help);
      }
    }
  }

  @Test
  void errors() {
    assertError(
        run("rank", "--scorer", "bogus"),
        2,
        "wordle rank",
        "'bogus'",
        "entropy",
        "expected",
        "lookahead",
        "minimax",
        "parts");
    assertError(run("rank", "--top", "0"), 2, "wordle rank", "--top", "0");
    assertError(run("rank", "--top", "many"), 2, "wordle rank", "'many'");
    assertError(run("rank", "--hard", "--strict"), 2, "wordle rank", "--hard", "--strict");
    assertError(run("rank", "--list", "klingon"), 2, "wordle rank", "'klingon'");
    assertError(
        run("rank", "--answers", dir.resolve("missing.txt").toString()),
        2,
        "wordle rank",
        "missing.txt");
    assertError(run("rank", "soare"), 2, "wordle rank", "'soare'");
  }

  static String[] concat(String[] first, String... second) {
    String[] all = new String[first.length + second.length];
    System.arraycopy(first, 0, all, 0, first.length);
    System.arraycopy(second, 0, all, first.length, second.length);
    return all;
  }
}
