package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.proof.OpenerProver;
import io.github.wordlesolver.tree.OpenerLosesException;
import io.github.wordlesolver.tree.TreeBuilder;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code wordle bound}: each opener's lower bound is the proofs' ({@link OpenerProver#lowerBound})
 * and never above the exact total of a tree built for the opener; the JSON shape; bad words.
 */
class BoundCommandTest {
  private static final List<String> OPENERS = List.of("salet", "crane", "fuzzy");

  @TempDir Path dir;
  private Path answers;
  private WordList words;

  @BeforeEach
  void lists() throws IOException {
    answers = dir.resolve("words.txt");
    words = WordList.of(Cli.writeEveryNthAnswer(answers, 9));
  }

  private String[] args(String... more) {
    String[] all = new String[3 + more.length];
    all[0] = "bound";
    all[1] = "--list=original";
    all[2] = "--answers=" + answers;
    System.arraycopy(more, 0, all, 3, more.length);
    return all;
  }

  @Test
  void printsTheProofsBoundOfEachOpenerNeverAboveItsExactTotal() {
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      String[] words = OPENERS.toArray(String[]::new);
      Cli.Result result = run(mode == Mode.HARD ? args(with("--hard", words)) : args(words));
      assertEquals(0, result.status(), result::toString);
      List<String> lines = result.lines();
      assertEquals(OPENERS.size(), lines.size(), result::toString);
      OpenerProver prover = prover(mode);
      for (int i = 0; i < OPENERS.size(); i++) {
        String opener = OPENERS.get(i);
        String[] fields = lines.get(i).split(" ");
        assertEquals(3, fields.length, lines.get(i));
        assertEquals(opener, fields[0]);
        int bound = Integer.parseInt(fields[1]);
        assertEquals(prover.lowerBound(opener), bound, mode + " " + opener);
        assertTrue(fields[2].matches("\\d+\\.\\d\\d"), lines.get(i));
        int exact = exactTotal(opener, mode);
        assertTrue(exact < 0 || bound <= exact, mode + " " + opener + ": " + bound + " > " + exact);
        assertTrue(bound > 2 * this.words.size(), mode + " " + opener + ": " + bound);
      }
    }
  }

  @Test
  void jsonNamesTheListsTheModeAndEachBound() {
    Cli.Result result = run(args("--hard", "--json", "CRANE", "salet"));
    JsonObject json = JsonOutput.parse(result);
    assertEquals(answers.toString(), json.get("list").getAsString());
    assertTrue(json.get("hard").getAsBoolean());
    JsonArray bounds = json.getAsJsonArray("bounds");
    assertEquals(2, bounds.size());
    OpenerProver prover = prover(Mode.HARD);
    for (int i = 0; i < 2; i++) {
      JsonObject item = bounds.get(i).getAsJsonObject();
      String opener = List.of("crane", "salet").get(i);
      assertEquals(opener, item.get("opener").getAsString());
      assertEquals(prover.lowerBound(opener), item.get("lowerBound").getAsInt());
      assertTrue(item.get("millis").getAsJsonPrimitive().isNumber(), item::toString);
      assertTrue(item.get("millis").getAsString().matches("\\d+"), item::toString);
      assertEquals(3, item.size(), item::toString);
    }
    assertEquals(3, json.size(), json::toString);
    JsonObject bundled = JsonOutput.parse(run("bound", "--list", "original", "--json", "salet"));
    assertEquals("original", bundled.get("list").getAsString());
    assertEquals(false, bundled.get("hard").getAsBoolean());
  }

  /**
   * {@code --deep} prints the bound two guesses deep: the prover's, at or above the one-guess-deep
   * bound, never above the exact total, and above it for some opener (else the test shows nothing);
   * in JSON beside the one-guess-deep bound.
   */
  @Test
  void deepPrintsTheBoundTwoGuessesDeepBetweenTheShallowBoundAndTheExactTotal() throws IOException {
    // Every third answer: buckets large enough to be bounded two guesses deep.
    answers = dir.resolve("more-words.txt");
    words = WordList.of(Cli.writeEveryNthAnswer(answers, 3));
    int tighter = 0;
    List<String> openers = List.of("salet", "crane", "mummy");
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      String[] given = with("--deep", openers.toArray(String[]::new));
      Cli.Result result = run(mode == Mode.HARD ? args(with("--hard", given)) : args(given));
      assertEquals(0, result.status(), result::toString);
      OpenerProver prover = prover(mode);
      for (int i = 0; i < openers.size(); i++) {
        String opener = openers.get(i);
        String[] fields = result.lines().get(i).split(" ");
        assertEquals(opener, fields[0]);
        int deep = Integer.parseInt(fields[1]);
        assertEquals(prover.deepLowerBound(opener), deep, mode + " " + opener);
        int shallow = prover.lowerBound(opener);
        assertTrue(deep >= shallow, mode + " " + opener + ": " + deep + " < " + shallow);
        int exact = exactTotal(opener, mode);
        assertTrue(exact < 0 || deep <= exact, mode + " " + opener + ": " + deep + " > " + exact);
        tighter += deep > shallow ? 1 : 0;
      }
    }
    assertTrue(tighter >= 3, "openers the deep bound raised: " + tighter);
    JsonObject json = JsonOutput.parse(run(args("--deep", "--json", "salet")));
    assertTrue(json.get("deep").getAsBoolean());
    JsonObject item = json.getAsJsonArray("bounds").get(0).getAsJsonObject();
    OpenerProver prover = prover(Mode.NORMAL);
    assertEquals(prover.lowerBound("salet"), item.get("lowerBound").getAsInt());
    assertEquals(prover.deepLowerBound("salet"), item.get("deepLowerBound").getAsInt());
    assertEquals(4, item.size(), item::toString);
  }

  @Test
  void aWordOutsideTheGuessListIsAnErrorNamingIt() {
    assertError(run(args("salet", "zzzzz")), 2, "wordle bound", "'zzzzz'", "not in the guess list");
    String huge = "q".repeat(100_000);
    Cli.Result result = run(args(huge));
    assertError(result, 2, "wordle bound", "not in the guess list");
    assertTrue(result.err().length() < 300, "a short prefix only: " + result.err().length());
    assertEquals(2, run("bound").status(), "a word is required");
  }

  private static String[] with(String first, String[] rest) {
    String[] all = new String[rest.length + 1];
    all[0] = first;
    System.arraycopy(rest, 0, all, 1, rest.length);
    return all;
  }

  private OpenerProver prover(Mode mode) {
    WordList guesses = WordLists.originalGuesses();
    return new OpenerProver(words, guesses, GameRules.of(guesses).withMode(mode));
  }

  /** The exact total of a tree built for the opener alone, or -1 if none finds every answer. */
  private int exactTotal(String opener, Mode mode) {
    try {
      return (int)
          TreeBuilder.of(words, WordLists.originalGuesses())
              .opener(opener)
              .mode(mode)
              .exact()
              .build()
              .totalGuesses();
    } catch (OpenerLosesException e) {
      return -1;
    }
  }
}
