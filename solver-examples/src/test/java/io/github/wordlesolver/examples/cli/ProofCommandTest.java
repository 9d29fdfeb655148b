package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.tree.OpenerLosesException;
import io.github.wordlesolver.tree.TreeBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rank --exact --all} and {@code --proven} with {@code --checkpoint FILE}: the printed
 * totals against trees built one by one, and a job killed with SIGKILL in another JVM, then resumed
 * from its file.
 */
class ProofCommandTest {
  @TempDir Path dir;
  private Path answers;
  private WordList words;

  @BeforeEach
  void lists() throws IOException {
    answers = dir.resolve("words.txt");
    words = WordList.of(Cli.writeEveryNthAnswer(answers, 9));
  }

  /** The exact total of every opener, by a tree built for it alone, or -1 if none fits. */
  private int exactTotal(String opener) {
    try {
      return (int) TreeBuilder.of(words, words).opener(opener).exact().build().totalGuesses();
    } catch (OpenerLosesException e) {
      return -1;
    }
  }

  @Test
  void allPrintsEveryOpenersExactTotalBelowTheBoundAndTheBoundForTheOthers() {
    int[] truth = new int[words.size()];
    for (int i = 0; i < truth.length; i++) {
      truth[i] = exactTotal(words.get(i));
    }
    // The median feasible total: half the openers below the bound, half at or above it.
    int bound =
        Arrays.stream(truth)
            .filter(t -> t >= 0)
            .sorted()
            .skip(words.size() / 2)
            .findFirst()
            .orElseThrow();
    Cli.Result result =
        run("rank", "--exact", "--all", "--bound", "" + bound, "--answers", answers.toString());
    assertEquals(0, result.status(), result::toString);
    List<String> lines = result.lines();
    assertEquals(words.size(), lines.size());
    int below = 0;
    for (int i = 0; i < lines.size(); i++) {
      String opener = words.get(i);
      if (truth[i] >= 0 && truth[i] < bound) {
        assertEquals(opener + " " + truth[i], lines.get(i));
        below++;
      } else {
        assertEquals(opener + " >=" + bound, lines.get(i));
      }
    }
    assertTrue(below > 5 && below < words.size() - 5, "the bound splits the openers: " + below);
  }

  @Test
  void aJobKilledWithSigkillResumesFromItsCheckpointAndPrintsTheSameResult() throws Exception {
    String[] job = {
      "rank", "--exact", "--all", "--bound", "100000", "--answers", answers.toString()
    };
    Cli.Result whole = run(job);
    assertEquals(0, whole.status(), whole::toString);
    Path file = dir.resolve("job.ckpt");
    List<String> command =
        new ArrayList<>(
            List.of(
                ProcessHandle.current().info().command().orElse("java"),
                "-cp",
                System.getProperty("java.class.path"),
                WordleCommand.class.getName()));
    command.addAll(List.of(withCheckpoint(job, file)));
    Process child =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("child.out").toFile())
            .start();
    try {
      long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
      // Past the bounds without search (a line per opener) and 20 searches into the next phase.
      while (recorded(file) < words.size() + 20
          && child.isAlive()
          && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
      assertTrue(child.isAlive(), "the job ended before it could be killed");
    } finally {
      child.destroyForcibly(); // SIGKILL: no shutdown hook, no flush
      child.waitFor(1, TimeUnit.MINUTES);
    }
    int before = recorded(file);
    assertTrue(
        before >= words.size() + 20 && before < 2 * words.size(), "killed midway: " + before);
    // A line torn by the kill (or by power loss) is ignored and cut off.
    String first = Files.readAllLines(file).get(1);
    Files.writeString(file, first.substring(0, first.length() / 2), StandardOpenOption.APPEND);
    String[] resumed = withCheckpoint(job, file);
    Cli.Result again = run(resumed);
    assertEquals(whole.out(), again.out(), again::toString);
    // Nothing recorded before the kill ran again: per opener one bound and one search line.
    List<String> lines = Files.readAllLines(file);
    Set<String> bounded = new HashSet<>();
    Set<String> searched = new HashSet<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] fields = line.split(" ");
      assertTrue(
          (fields[3].equals("deep2") ? bounded : searched).add(fields[0]), "recomputed: " + line);
    }
    assertEquals(words.size(), bounded.size());
    assertEquals(words.size(), searched.size());
    // Started once more, it runs nothing and prints the same.
    assertEquals(whole.out(), run(resumed).out());
    assertEquals(lines, Files.readAllLines(file));
  }

  @Test
  void aCheckpointAnswersJobsWithOtherCutoffsFromWhatItProved() throws IOException {
    Path file = dir.resolve("all.ckpt");
    assertEquals(
        0,
        run(withCheckpoint(
                new String[] {
                  "rank", "--exact", "--all", "--bound", "100000", "--answers", answers.toString()
                },
                file))
            .status());
    List<String> lines = Files.readAllLines(file);
    // Every opener's exact total is recorded: a lower cutoff and a proven ranking need no search.
    String[] lower = {
      "rank", "--exact", "--all", "--bound", "800", "--answers", answers.toString()
    };
    assertEquals(run(lower).out(), run(withCheckpoint(lower, file)).out());
    String[] top = {
      "rank", "--exact", "--proven", "--top", "3", "--answers", answers.toString(), "--json"
    };
    assertEquals(withoutMillis(run(top)), withoutMillis(run(withCheckpoint(top, file))));
    // Only bounds without search are added, for the new cutoffs (milliseconds each).
    List<String> after = Files.readAllLines(file);
    assertEquals(lines, after.subList(0, lines.size()));
    assertTrue(
        after.subList(lines.size(), after.size()).stream()
            .allMatch(line -> line.endsWith(" deep2")),
        "nothing searched again");
  }

  @Test
  void aCheckpointOfVersion11IsReadAndItsOneDeepBoundsComputedAgain() throws IOException {
    Path file = dir.resolve("old.ckpt");
    String[] top = {
      "rank", "--exact", "--proven", "--top", "3", "--answers", answers.toString(), "--json"
    };
    Cli.Result whole = run(withCheckpoint(top, file));
    List<String> lines = Files.readAllLines(file);
    // As 1.1 wrote it: its bounds, one guess deep, end in "deep".
    List<String> old = new ArrayList<>();
    for (String line : lines) {
      old.add(line.endsWith(" deep2") ? line.substring(0, line.length() - 1) : line);
    }
    assertTrue(old.stream().anyMatch(line -> line.endsWith(" deep")), "no bound in " + lines);
    Files.write(file, old);
    assertEquals(withoutMillis(whole), withoutMillis(run(withCheckpoint(top, file))));
    // The old bounds answer nothing: each is computed again, the searches are not.
    List<String> after = Files.readAllLines(file);
    assertEquals(old, after.subList(0, old.size()));
    assertEquals(
        lines.stream().filter(line -> line.endsWith(" deep2")).sorted().toList(),
        after.subList(old.size(), after.size()).stream().sorted().toList());
  }

  /** The JSON a run printed, without its time. */
  private static JsonObject withoutMillis(Cli.Result result) {
    JsonObject json = JsonOutput.parse(result);
    json.remove("millis");
    return json;
  }

  private static String[] withCheckpoint(String[] job, Path file) {
    List<String> args = new ArrayList<>(List.of(job));
    args.addAll(List.of("--checkpoint", file.toString()));
    return args.toArray(new String[0]);
  }

  /** The number of complete task lines in the checkpoint file so far. */
  private static int recorded(Path file) throws IOException {
    if (!Files.exists(file)) {
      return 0;
    }
    String text = Files.readString(file);
    return Math.max(0, (int) text.chars().filter(c -> c == '\n').count() - 1);
  }

  @Test
  void aCheckpointOfAnotherJobOrWithABadLineIsRefusedNamingTheFile() throws IOException {
    Path file = dir.resolve("normal.ckpt");
    String[] normal =
        withCheckpoint(
            new String[] {
              "rank", "--exact", "--proven", "--top", "2", "--answers", answers.toString()
            },
            file);
    assertEquals(0, run(normal).status());
    List<String> hard = new ArrayList<>(List.of(normal));
    hard.add("--hard");
    assertError(run(hard.toArray(new String[0])), 2, "wordle rank", file.toString(), "another job");
    Files.writeString(file, "salet 12 x true\n", StandardOpenOption.APPEND);
    int line = Files.readAllLines(file).size();
    assertError(run(normal), 2, "wordle rank", file + ", line " + line, "'salet 12 x true'");
  }
}
