package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.TreeFormat;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code wordle tree} on small word lists in temporary files. */
class TreeCommandTest {
  /** Original answers of a few crowded families (-ight, -atch, -ound, -aker, -ill). */
  static final List<String> ANSWERS =
      WordLists.originalAnswers().asList().stream()
          .filter(
              w ->
                  w.endsWith("ight")
                      || w.endsWith("atch")
                      || w.endsWith("ound")
                      || w.endsWith("aker")
                      || w.endsWith("ill"))
          .toList();

  /** Every 80th other allowed guess, and salet. */
  static final List<String> OTHERS = others();

  static final Solver SOLVER = Solver.of(WordList.of(ANSWERS), WordList.of(OTHERS));

  static List<String> others() {
    List<String> words = new ArrayList<>();
    List<String> allowed = WordLists.originalAllowed().asList();
    for (int i = 0; i < allowed.size(); i += 80) {
      words.add(allowed.get(i));
    }
    words.add("salet");
    return List.copyOf(words);
  }

  static final List<String> JSON_KEYS =
      List.of(
          "opener",
          "exact",
          "hard",
          "totalGuesses",
          "average",
          "maxGuesses",
          "histogram",
          "millis");

  @TempDir Path dir;
  Path answers;
  Path guesses;

  @BeforeEach
  void writeLists() throws IOException {
    answers = write("answers.txt", "# crowded families\n" + String.join("\n", ANSWERS) + "\n");
    guesses = write("guesses.txt", String.join("\n", OTHERS) + "\n");
  }

  private Path write(String name, String text) throws IOException {
    Path file = dir.resolve(name);
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }

  /** Runs {@code wordle tree} on the lists with more arguments. */
  private Cli.Result tree(String... args) {
    List<String> all =
        new ArrayList<>(
            List.of("tree", "--answers", answers.toString(), "--guesses", guesses.toString()));
    all.addAll(List.of(args));
    return run(all.toArray(new String[0]));
  }

  /** Runs with {@code --json}, checks success and the key order, and returns the object. */
  private JsonObject json(String... args) {
    List<String> all = new ArrayList<>(List.of(args));
    all.add("--json");
    Cli.Result result = tree(all.toArray(new String[0]));
    assertEquals(0, result.status(), result::toString);
    assertEquals("", result.err(), result::toString);
    assertEquals(1, result.lines().size(), result::toString);
    JsonObject object = JsonParser.parseString(result.lines().get(0)).getAsJsonObject();
    assertEquals(JSON_KEYS, List.copyOf(object.keySet()), result::toString);
    JsonOutput.assertMillis(object, result);
    return object;
  }

  /** Asserts that the JSON figures are the tree's. */
  private static void assertFigures(
      DecisionTree tree, boolean exact, boolean hard, JsonObject json) {
    assertEquals(tree.opener(), json.get("opener").getAsString());
    assertEquals(exact, json.get("exact").getAsBoolean());
    assertEquals(hard, json.get("hard").getAsBoolean());
    assertEquals(tree.totalGuesses(), json.get("totalGuesses").getAsLong());
    assertEquals(tree.average(), json.get("average").getAsDouble(), 1e-12);
    assertEquals(tree.mostGuesses(), json.get("maxGuesses").getAsInt());
    int[] histogram = tree.histogram();
    JsonObject bars = json.getAsJsonObject("histogram");
    List<String> keys = new ArrayList<>();
    for (int k = 1; k <= tree.mostGuesses(); k++) {
      keys.add(Integer.toString(k));
    }
    assertEquals(keys, List.copyOf(bars.keySet()));
    for (Map.Entry<String, JsonElement> bar : bars.entrySet()) {
      assertEquals(
          histogram[Integer.parseInt(bar.getKey())], bar.getValue().getAsInt(), bar.getKey());
    }
  }

  @Test
  void theListsAreSmallButNotTrivial() {
    assertTrue(ANSWERS.size() >= 30 && ANSWERS.size() <= 60, ANSWERS::toString);
    assertFalse(ANSWERS.contains("salet"));
  }

  @Test
  void jsonHasTheHeuristicBuildersFigures() {
    DecisionTree tree = SOLVER.treeBuilder().opener("salet").heuristic(10).build();
    assertFigures(tree, false, false, json("--opener", "salet"));
    // Upper case is folded.
    assertFigures(tree, false, false, json("--opener", "SALET"));
    DecisionTree narrow = SOLVER.treeBuilder().opener("salet").heuristic(1).build();
    assertFigures(narrow, false, false, json("--opener", "salet", "--guesses-per-node", "1"));
  }

  @Test
  void exactHasTheExactBuildersFiguresAndIsNoWorse() {
    DecisionTree exact = SOLVER.treeBuilder().opener("salet").exact().build();
    JsonObject json = json("--opener", "salet", "--exact");
    assertFigures(exact, true, false, json);
    long total = json.get("totalGuesses").getAsLong();
    long heuristic = json("--opener", "salet").get("totalGuesses").getAsLong();
    long narrow =
        json("--opener", "salet", "--guesses-per-node", "1").get("totalGuesses").getAsLong();
    assertTrue(total <= heuristic, total + " vs " + heuristic);
    assertTrue(total < narrow, total + " vs " + narrow);
  }

  @Test
  void exactTextSaysProvedOptimal() {
    DecisionTree exact = SOLVER.treeBuilder().opener("salet").exact().build();
    Cli.Result result = tree("--opener", "salet", "--exact");
    assertEquals(0, result.status(), result::toString);
    String first = result.lines().get(0);
    assertTrue(
        first.startsWith(
            "salet, normal mode: "
                + exact.totalGuesses()
                + " guesses for "
                + ANSWERS.size()
                + " answers, average "),
        first);
    assertTrue(first.endsWith("at most " + exact.mostGuesses() + " (proved optimal)"), first);
    assertEquals(1 + exact.mostGuesses() + 1, result.lines().size(), result::toString);
  }

  @Test
  void hardJsonSaysHard() {
    // In hard mode the -ight family needs seven guesses here.
    DecisionTree tree =
        SOLVER.treeBuilder().opener("salet").mode(Mode.HARD).maxGuesses(7).heuristic(10).build();
    assertFigures(tree, false, true, json("--opener", "salet", "--hard", "--max-guesses", "7"));
    DecisionTree exact =
        SOLVER.treeBuilder().opener("salet").mode(Mode.HARD).maxGuesses(7).exact().build();
    assertFigures(
        exact, true, true, json("--opener", "salet", "--hard", "--exact", "--max-guesses", "7"));
    assertTrue(
        exact.totalGuesses() > SOLVER.treeBuilder().opener("salet").exact().build().totalGuesses());
    DecisionTree strict =
        SOLVER.treeBuilder().opener("salet").mode(Mode.STRICT).maxGuesses(7).heuristic(10).build();
    assertFigures(strict, false, true, json("--opener", "salet", "--strict", "--max-guesses", "7"));
    // No hard-mode play after salet finds every answer of these families: proved by a bucket,
    // named on one line, heuristic or exact.
    for (String exactness : List.of("--guesses-per-node=10", "--exact")) {
      assertError(
          tree("--opener", "salet", "--hard", exactness),
          1,
          "wordle tree",
          "wordle tree: no hard-mode play after salet finds every answer within 6 guesses: after"
              + " salet ",
          " needs more than the 5 guesses left");
    }
    assertError(tree("--opener", "salet", "--hard", "--strict"), 2, "wordle tree");
  }

  private static String format(DecisionTree tree, boolean marks) throws IOException {
    StringWriter out = new StringWriter();
    TreeFormat.write(tree, out, marks);
    return out.toString();
  }

  @Test
  void outWritesAFileThatVerifyAccepts() throws IOException {
    DecisionTree tree = SOLVER.treeBuilder().opener("salet").exact().build();
    for (boolean marks : new boolean[] {false, true}) {
      Path file = dir.resolve(marks ? "marked.txt" : "plain.txt");
      List<String> args =
          new ArrayList<>(List.of("--opener", "salet", "--exact", "--out", file.toString()));
      if (marks) {
        args.add("--marks");
      }
      JsonObject built = json(args.toArray(new String[0]));
      assertEquals(format(tree, marks), Files.readString(file, StandardCharsets.UTF_8));
      if (marks) {
        assertTrue(Files.readString(file).contains("salet ----- "), "marks written");
      }
      JsonObject verified = json("--verify", file.toString());
      assertFigures(tree, false, false, verified);
      for (String key :
          List.of("opener", "hard", "totalGuesses", "average", "maxGuesses", "histogram")) {
        assertEquals(built.get(key), verified.get(key), key);
      }
    }
  }

  @Test
  void verifyTextNamesNoOptimality() throws IOException {
    Path file = dir.resolve("tree.txt");
    assertEquals(0, tree("--opener", "salet", "--out", file.toString()).status());
    Cli.Result result = tree("--verify", file.toString());
    assertEquals(0, result.status(), result::toString);
    assertFalse(result.out().contains("proved optimal"), result::toString);
    assertTrue(result.lines().get(0).startsWith("salet, normal mode: "), result::toString);
  }

  @Test
  void theIndentedFormatIsWrittenAndReadBack() throws IOException {
    Path file = dir.resolve("tree.selby");
    JsonObject built =
        json("--opener", "salet", "--exact", "--out", file.toString(), "--format", "selby");
    List<String> lines = Files.readAllLines(file);
    assertTrue(lines.get(0).matches("salet [BGY]{5}1 .*G{5}\\d"), lines.get(0));
    assertTrue(lines.get(1).matches(" {6}[BGY]{5}1 .*|\\s+[BGY]{5}\\d.*"), lines.get(1));
    JsonObject verified = json("--verify", file.toString());
    assertEquals(built.get("totalGuesses"), verified.get("totalGuesses"));
    assertEquals(built.get("histogram"), verified.get("histogram"));
    assertError(
        tree("--opener", "salet", "--format", "xml"),
        2,
        "wordle tree",
        "--format must be plain or selby",
        "'xml'");
  }

  @Test
  void verifyOfABadFileNamesTheFileAndLine() throws IOException {
    Path file = dir.resolve("tree.txt");
    assertEquals(0, tree("--opener", "salet", "--out", file.toString()).status());
    List<String> lines = new ArrayList<>(Files.readAllLines(file));
    // Line 3 is the first play (two comment lines first): make its last word no answer.
    String play = lines.get(2);
    lines.set(2, play.substring(0, play.lastIndexOf(' ')) + " zzzzz");
    Files.write(file, lines);
    assertError(
        tree("--verify", file.toString()), 2, "wordle tree", file.toString(), "line 3", "'zzzzz'");
  }

  @Test
  void verifyChecksTheModeAndTheCap() throws IOException {
    Path file = dir.resolve("tree.txt");
    JsonObject built = json("--opener", "salet", "--out", file.toString());
    int most = built.get("maxGuesses").getAsInt();
    assertError(
        tree("--verify", file.toString(), "--max-guesses", Integer.toString(most - 1)),
        2,
        "wordle tree",
        file.toString(),
        "more than " + (most - 1));
    // A hard-mode tree verifies in hard mode, within its cap.
    Path hard = dir.resolve("hard.txt");
    json("--opener", "salet", "--hard", "--max-guesses", "7", "--out", hard.toString());
    assertTrue(
        json("--verify", hard.toString(), "--hard", "--max-guesses", "7")
            .get("hard")
            .getAsBoolean());
    assertError(
        tree("--verify", hard.toString(), "--hard"),
        2,
        "wordle tree",
        hard.toString(),
        "more than 6");
  }

  @Test
  void verifyOfANormalModeTreeInHardModeNamesTheBrokenLine() throws IOException {
    // cigar: salet -Y--- reveals an a; pious holds none. Valid in normal mode only.
    Path small = write("small.txt", "cigar\nrebut\n");
    Path more = write("more.txt", "salet\npious\n");
    Path file = write("t.txt", "salet pious cigar\nsalet rebut\n");
    String[] normal = {
      "tree",
      "--answers",
      small.toString(),
      "--guesses",
      more.toString(),
      "--verify",
      file.toString(),
      "--json"
    };
    assertEquals(0, run(normal).status(), () -> run(normal).toString());
    assertError(
        run(
            "tree",
            "--answers",
            small.toString(),
            "--guesses",
            more.toString(),
            "--verify",
            file.toString(),
            "--hard"),
        2,
        "wordle tree",
        file.toString(),
        "line 1",
        "hard-mode rule");
  }

  @Test
  void verifyOfMalformedMarksNamesTheFileAndLine() throws IOException {
    Path small = write("small.txt", "humph\nhumor\n");
    Path more = write("more.txt", "salet\n");
    Path file = write("t.txt", "salet ----- humph\nsalet ----- humph GGZ-- humor\n");
    assertError(
        run(
            "tree",
            "--answers",
            small.toString(),
            "--guesses",
            more.toString(),
            "--verify",
            file.toString()),
        2,
        "wordle tree",
        file.toString(),
        "line 2");
  }

  @Test
  void missingFileIsAUsageError() {
    Path missing = dir.resolve("missing.txt");
    assertError(tree("--verify", missing.toString()), 2, "wordle tree", missing.toString());
    assertError(
        run("tree", "--answers", missing.toString(), "--opener", "salet"),
        2,
        "wordle tree",
        missing.toString());
  }

  @Test
  void openerNotInTheListIsAUsageError() {
    assertError(tree("--opener", "crane"), 2, "wordle tree", "'crane'", "not in the guess list");
    assertError(tree("--opener", "sal3t"), 2, "wordle tree", "sal3t");
  }

  @Test
  void noTreeWithinTheCapIsExitStatusOne() {
    assertError(
        tree("--opener", "salet", "--max-guesses", "1"),
        1,
        "wordle tree",
        "no play after salet finds every answer within 1 guess: after salet ",
        " needs more than the 0 guesses left");
    assertError(
        tree("--opener", "salet", "--max-guesses", "2", "--exact"),
        1,
        "wordle tree",
        "no play after salet finds every answer within 2 guesses: after salet ",
        " needs more than the 1 guess left");
  }

  @Test
  void oneAnswerAndItsOwnOpenerFitsInOneGuess() throws IOException {
    Path one = write("one.txt", "cigar\n");
    Cli.Result result =
        run(
            "tree",
            "--answers",
            one.toString(),
            "--opener",
            "cigar",
            "--max-guesses",
            "1",
            "--json");
    assertEquals(0, result.status(), result::toString);
    assertEquals(
        1,
        JsonParser.parseString(result.lines().get(0))
            .getAsJsonObject()
            .get("totalGuesses")
            .getAsInt());
  }

  @Test
  void maxGuessesOutOfRangeIsAUsageError() {
    assertError(tree("--opener", "salet", "--max-guesses", "0"), 2, "wordle tree", "1..20");
    assertError(tree("--opener", "salet", "--max-guesses", "21"), 2, "wordle tree", "1..20");
  }

  @Test
  void openerAndVerifyTogetherOrNeitherAreUsageErrors() throws IOException {
    Path file = dir.resolve("tree.txt");
    assertEquals(0, tree("--opener", "salet", "--out", file.toString()).status());
    assertError(tree("--opener", "salet", "--verify", file.toString()), 2, "wordle tree");
    assertError(tree(), 2, "wordle tree");
    assertError(tree("--json"), 2, "wordle tree");
  }

  @Test
  void fileErrorsSayWhatIsWrongAndWhere() throws IOException {
    Path bad = dir.resolve("bad.txt");
    Files.write(bad, new byte[] {'s', 'a', 'l', 'e', 't', '\n', 'c', 'i', 'g', (byte) 0xFF, 'r'});
    assertError(
        tree("--verify", bad.toString()),
        2,
        "wordle tree",
        bad.toString(),
        "line 2",
        "not valid UTF-8",
        "0xFF",
        "offset 9");
    Path missing = dir.resolve("no-such-dir").resolve("x.txt");
    assertError(
        tree("--opener", "salet", "--out", missing.toString()),
        2,
        "wordle tree",
        "cannot write " + missing,
        "there is no directory");
    assertError(
        tree("--opener", "salet", "--out", dir.toString()), 2, "wordle tree", "it is a directory");
    assertError(
        tree("--verify", dir.resolve("none.txt").toString()), 2, "wordle tree", "no such file");
  }
}
