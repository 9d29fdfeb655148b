package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static io.github.wordlesolver.examples.cli.Cli.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.wordlesolver.Progress;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.absurdle.Absurdle;
import io.github.wordlesolver.absurdle.AbsurdleGame;
import io.github.wordlesolver.absurdle.AbsurdleMinimum;
import io.github.wordlesolver.wordlists.WordLists;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AbsurdleCommandTest {
  private static final List<String> ANSWERS = WordLists.originalAnswers().asList().subList(0, 25);
  private static final List<String> OTHERS =
      WordLists.original().guesses().asList().subList(2315, 2615);

  @TempDir Path dir;

  private String[] smallLists() throws Exception {
    Path answers = dir.resolve("answers.txt");
    Path guesses = dir.resolve("guesses.txt");
    Files.write(answers, ANSWERS);
    Files.write(guesses, OTHERS);
    return new String[] {"--answers", answers.toString(), "--guesses", guesses.toString()};
  }

  private static String[] args(String[] lists, String... more) {
    List<String> all = new ArrayList<>(List.of("absurdle"));
    all.addAll(List.of(lists));
    all.addAll(List.of(more));
    return all.toArray(String[]::new);
  }

  @Test
  void playsThroughAPipeToAWin() {
    Absurdle absurdle = Absurdle.of(WordLists.originalAnswers(), WordLists.original().guesses());
    AbsurdleGame game = absurdle.play(List.of("raise", "yauld", "tench"));
    assertEquals(1, game.remaining());
    String last = game.remainingAnswers().get(0);
    Cli.Result result = runWithInput("xyzzy\nRAISE\n\nyauld\ntench\n" + last + "\n", "absurdle");
    assertEquals(0, result.status(), result::toString);
    assertEquals("", result.err(), result::toString);
    List<String> lines = result.lines();
    assertTrue(lines.contains("'xyzzy' is not in the guess list; try again."), result::toString);
    AbsurdleGame one = absurdle.play(List.of("raise"));
    assertTrue(
        lines.contains("raise " + one.lastMarks() + "  " + one.remaining() + " answers left"),
        result::toString);
    assertTrue(lines.contains(last + " GGGGG"), result::toString);
    assertEquals("Won in 4 guesses.", lines.get(lines.size() - 1));
    Cli.Result quit = runWithInput("raise\n", "absurdle");
    assertTrue(
        quit.out().contains("Gave up after 1 guesses with " + one.remaining()), quit::toString);
  }

  @Test
  void solveJsonHasTheDocumentedShapeAndMatchesTheLibrary() throws Exception {
    Cli.Result result = run(args(smallLists(), "--solve", "--json", "--threads", "2"));
    assertEquals(0, result.status(), result::toString);
    JsonObject json = JsonParser.parseString(result.out()).getAsJsonObject();
    assertEquals(Set.of("minimumGuesses", "winningFirstWords", "millis"), json.keySet());
    JsonOutput.assertMillis(json, result);
    Absurdle absurdle =
        Absurdle.of(
            WordList.of(ANSWERS), WordList.union(WordList.of(ANSWERS), WordList.of(OTHERS)));
    AbsurdleMinimum minimum = absurdle.solver().minimum(1, Progress.none());
    assertEquals(minimum.minimumGuesses(), json.get("minimumGuesses").getAsInt());
    JsonArray words = json.getAsJsonArray("winningFirstWords");
    assertEquals(minimum.winningFirstWords().size(), words.size());
    for (int i = 0; i < words.size(); i++) {
      JsonObject item = words.get(i).getAsJsonObject();
      assertEquals(Set.of("word", "line"), item.keySet());
      AbsurdleMinimum.WinningFirstWord expected = minimum.winningFirstWords().get(i);
      assertEquals(expected.word(), item.get("word").getAsString());
      List<String> line = new ArrayList<>();
      for (JsonElement w : item.getAsJsonArray("line")) {
        line.add(w.getAsString());
      }
      assertEquals(expected.line().played(), line);
      assertTrue(absurdle.play(line).isSolved(), line::toString);
    }
    Cli.Result text = run(args(smallLists(), "--solve"));
    assertTrue(
        text.out().startsWith("minimum: " + minimum.minimumGuesses() + " guesses always win"),
        text::toString);
    assertTrue(text.out().contains("winning first words: " + words.size()), text::toString);
  }

  @Test
  void fromAndTargetSolvePositions() throws Exception {
    String[] lists = smallLists();
    Absurdle absurdle =
        Absurdle.of(
            WordList.of(ANSWERS), WordList.union(WordList.of(ANSWERS), WordList.of(OTHERS)));
    String first = OTHERS.get(0);
    Cli.Result result = run(args(lists, "--from", first, "--json"));
    assertEquals(0, result.status(), result::toString);
    JsonObject json = JsonParser.parseString(result.out()).getAsJsonObject();
    AbsurdleGame position = absurdle.play(List.of(first));
    assertEquals(absurdle.solver().fewest(position).size(), json.get("fewestGuesses").getAsInt());
    assertEquals(position.remaining(), json.get("remaining").getAsInt());
    String target = position.remainingAnswers().get(0);
    Cli.Result challenge =
        run(args(lists, "--from", first, "--target", target, "--max-guesses", "8"));
    assertTrue(challenge.status() == 0 || challenge.status() == 1, challenge::toString);
    assertTrue(challenge.out().startsWith("target " + target + ": "), challenge::toString);
    assertError(
        run(args(lists, "--from", first + ",xyzzy")),
        2,
        "wordle absurdle",
        "--from: 'xyzzy' is not in the guess list");
    assertError(
        run(args(lists, "--target", "zzzzz")),
        2,
        "wordle absurdle",
        "--target 'zzzzz' is not in the answer list");
    assertError(
        run(args(lists, "--solve", "--target", ANSWERS.get(0))),
        2,
        "wordle absurdle",
        "give one of --solver, --solve, --target");
    assertError(run(args(lists, "--json")), 2, "wordle absurdle", "--json goes with");
  }

  @Test
  void theSolverWinsWhenWatched() throws Exception {
    Cli.Result result = run(args(smallLists(), "--solver"));
    assertEquals(0, result.status(), result::toString);
    assertTrue(result.out().contains("solver: "), result::toString);
    assertTrue(result.out().strip().endsWith("guesses."), result::toString);
    assertTrue(result.out().contains(" GGGGG"), result::toString);
  }
}
