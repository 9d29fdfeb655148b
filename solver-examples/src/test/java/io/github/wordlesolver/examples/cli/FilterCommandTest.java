package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.assertOutput;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FilterCommandTest {
  @TempDir Path dir;

  /** The answers that would have given every {@code guess:marks} its marks, by brute force. */
  static List<String> bruteForce(WordList answers, List<String> turns) {
    List<String> fits = new ArrayList<>();
    for (String answer : answers.asList()) {
      boolean ok = true;
      for (String turn : turns) {
        String[] parts = turn.split(":");
        ok &= Feedback.compute(parts[0], answer).toString().equals(parts[1]);
      }
      if (ok) {
        fits.add(answer);
      }
    }
    return fits;
  }

  static String turn(String guess, String answer) {
    return guess + ":" + Feedback.compute(guess, answer);
  }

  private String[] args(List<String> options, List<String> turns) {
    List<String> all = new ArrayList<>();
    all.add("filter");
    all.addAll(options);
    all.addAll(turns);
    return all.toArray(new String[0]);
  }

  private Path write(String name, String text) throws IOException {
    Path file = dir.resolve(name);
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }

  @Test
  void agreesWithBruteForceOnRandomGames() {
    WordList answers = WordLists.originalAnswers();
    WordList guesses = WordLists.originalGuesses();
    Random random = new Random(2315);
    for (int game = 0; game < 150; game++) {
      String secret = answers.get(random.nextInt(answers.size()));
      List<String> turns = new ArrayList<>();
      for (int t = 0, n = 1 + random.nextInt(3); t < n; t++) {
        turns.add(turn(guesses.get(random.nextInt(guesses.size())), secret));
      }
      List<String> expected = bruteForce(answers, turns);
      assertTrue(expected.contains(secret));
      assertOutput(run(args(List.of("--list", "original"), turns)), expected);
    }
  }

  /**
   * Today's lists, the default: secrets among all accepted words, so that some are outside the
   * answer list; the words printed are the answers that fit, or, when none does, the accepted words
   * that fit, with a note on standard error.
   */
  @Test
  void widensToTheAcceptedWordsWhenNoAnswerFits() {
    WordList answers = WordLists.nytAnswers();
    WordList guesses = WordLists.nytGuesses();
    Random random = new Random(3158);
    int widened = 0;
    for (int game = 0; game < 60; game++) {
      String secret = guesses.get(random.nextInt(guesses.size()));
      List<String> turns = new ArrayList<>();
      for (int t = 0, n = 1 + random.nextInt(3); t < n; t++) {
        turns.add(turn(guesses.get(random.nextInt(guesses.size())), secret));
      }
      List<String> expected = bruteForce(answers, turns);
      Cli.Result result = run(args(List.of(), turns));
      if (expected.isEmpty()) {
        expected = bruteForce(guesses, turns);
        widened++;
        assertEquals(
            "wordle filter: the answer is not in the 3,158 likely answers: "
                + expected.size()
                + " other accepted word"
                + (expected.size() == 1 ? " fits" : "s fit")
                + System.lineSeparator(),
            result.err());
        assertEquals(0, result.status());
        assertEquals(expected, result.lines());
        assertTrue(expected.contains(secret));
      } else {
        assertOutput(result, expected);
        assertEquals(answers.contains(secret), expected.contains(secret));
      }
    }
    assertTrue(widened >= 5, "too few widened games: " + widened);
  }

  @Test
  void agreesWithBruteForceOnTheNytLists() {
    WordList answers = WordLists.nytAnswers();
    WordList guesses = WordLists.nytGuesses();
    Random random = new Random(2309);
    for (int game = 0; game < 40; game++) {
      String secret = answers.get(random.nextInt(answers.size()));
      List<String> turns =
          List.of(
              turn(guesses.get(random.nextInt(guesses.size())), secret),
              turn(guesses.get(guesses.size() - 1 - random.nextInt(2000)), secret));
      assertOutput(run(args(List.of("--list", "nyt"), turns)), bruteForce(answers, turns));
    }
  }

  @Test
  void knownExample() {
    List<String> turns = List.of("raise:-Y--G", "clout:-----");
    List<String> expected = bruteForce(WordLists.originalAnswers(), turns);
    assertTrue(expected.contains("awake"));
    assertOutput(run(args(List.of("--list", "original"), turns)), expected);
    assertOutput(run("filter", "cigar:GGGGG"), List.of("cigar"));
  }

  @Test
  void marksInOtherNotations() {
    List<String> expected = bruteForce(WordLists.nytAnswers(), List.of("raise:-Y--G"));
    assertOutput(run("filter", "RAISE:.y..g"), expected);
    assertOutput(run("filter", "raise:01002"), expected);
    assertOutput(run("filter", "raise:\u2B1B\uD83D\uDFE8\u2B1B\u2B1B\uD83D\uDFE9"), expected);
  }

  @Test
  void exitOneWhenAValidHistoryFitsNoAcceptedWord() {
    // "cranq" is made up: real words' marks against it are consistent, but no word fits.
    List<String> turns =
        List.of(turn("crane", "cranq"), turn("crank", "cranq"), turn("crans", "cranq"));
    assertEquals(List.of("crane:GGGG-", "crank:GGGG-", "crans:GGGG-"), turns);
    assertEquals(List.of("crans"), bruteForce(WordLists.nytGuesses(), turns.subList(0, 2)));
    assertEquals(List.of(), bruteForce(WordLists.nytGuesses(), turns));
    assertError(
        run(args(List.of(), turns)),
        1,
        "wordle filter",
        "nothing fits after turn 3 (crans:GGGG-)",
        "14,855 accepted words");
  }

  @Test
  void anAcceptedWordThatIsNoAnswerIsFoundAmongTheGuesses() {
    // Solved: nothing left to note.
    assertOutput(run("filter", "aahed:GGGGG"), List.of("aahed"));
    // slave was dropped from the NYT answers of 2022 but is still a guess
    assertOutput(run("filter", "--list", "original", "slave:GGGGG"), List.of("slave"));
    assertOutput(run("filter", "--list", "nyt-2022", "slave:GGGGG"), List.of("slave"));
    // No answer of 2022 fits salet:YYGY-; two accepted words do.
    List<String> turns = List.of("salet:YYGY-");
    assertEquals(List.of(), bruteForce(WordLists.nyt2022Answers(), turns));
    Cli.Result melas = run("filter", "--list", "nyt-2022", "salet:YYGY-");
    assertEquals(bruteForce(WordLists.nyt2022Guesses(), turns), melas.lines());
    assertEquals(2, melas.lines().size());
    assertEquals(
        "wordle filter: the answer is not in the 2,309 likely answers: 2 other accepted"
            + " words fit"
            + System.lineSeparator(),
        melas.err());
  }

  @Test
  void customAnswerFile() throws IOException {
    Path answers = write("six.txt", "# six-letter words\nplanet\nplates\nrocket\nPLANTS\n");
    WordList six = WordList.of("planet", "plates", "rocket", "plants");
    assertEquals(List.of("plates"), bruteForce(six, List.of("planet:GGG-GY")));
    assertOutput(
        run("filter", "--answers", answers.toString(), "planet:GGG-GY"), List.of("plates"));
    assertOutput(
        run("filter", "--answers", answers.toString(), turn("planet", "plants")),
        List.of("plants"));
    // without --guesses the answers are the only guesses
    assertError(
        run("filter", "--answers", answers.toString(), "zzzzzz:------"),
        2,
        "wordle filter",
        "'zzzzzz'",
        "not in the guess list",
        answers.toString());
    Path guesses = write("more.txt", "zzzzzz\nplanet\n");
    assertOutput(
        run(
            "filter",
            "--answers",
            answers.toString(),
            "--guesses",
            guesses.toString(),
            "zzzzzz:------"),
        List.of("planet", "plates", "rocket", "plants"));
    assertOutput(
        run(
            "filter",
            "--answers",
            answers.toString(),
            "--guesses",
            guesses.toString(),
            "zzzzzz:------",
            "rocket:GGGGGG"),
        List.of("rocket"));
  }

  @Test
  void customGuessFileAddsToTheBundledAnswers() throws IOException {
    Path guesses = write("g.txt", "zzzzz\r\nqajaq\r\n");
    List<String> expected = bruteForce(WordLists.nytAnswers(), List.of("qajaq:-Y---"));
    assertOutput(run("filter", "--guesses", guesses.toString(), "qajaq:-Y---"), expected);
    assertOutput(
        run("filter", "--guesses", guesses.toString(), "zzzzz:-----"),
        bruteForce(WordLists.nytAnswers(), List.of("zzzzz:-----")));
    assertError(
        run("filter", "zzzzz:-----"), 2, "wordle filter", "'zzzzz'", "not in the guess list");
    // the bundled guesses are replaced, not extended
    assertError(
        run("filter", "--guesses", guesses.toString(), "aahed:-----"),
        2,
        "wordle filter",
        "'aahed'");
  }

  @Test
  void customAnswersWithABundledGuessList() throws IOException {
    Path answers = write("a.txt", "cigar\nrebut\nsissy\n");
    assertOutput(
        run("filter", "--list", "nyt", "--answers", answers.toString(), "plonk:-----"),
        List.of("cigar", "rebut", "sissy"));
    assertError(
        run("filter", "--answers", answers.toString(), "plonk:-----"),
        2,
        "wordle filter",
        "'plonk'");
    assertError(
        run(
            "filter",
            "--list",
            "nyt",
            "--answers",
            write("six.txt", "planet\n").toString(),
            "planet:GGGGGG"),
        2,
        "wordle filter",
        "6 letters",
        "nyt");
  }

  @Test
  void badTurns() {
    assertError(
        run("filter", "xyzzy:-----"),
        2,
        "wordle filter",
        "'xyzzy'",
        "not in the guess list",
        "14855");
    assertError(run("filter", "raise"), 2, "wordle filter", "'raise'", "GUESS:MARKS");
    assertError(run("filter", "raise:GGXGG"), 2, "wordle filter", "'X'", "GGXGG");
    assertError(run("filter", "raise:"), 2, "wordle filter", "'raise:'");
    assertError(run("filter", "raise:GGGGGG"), 2, "wordle filter", "'raise'");
    assertError(run("filter", "rai5e:GGGGG"), 2, "wordle filter", "'rai5e'");
    assertError(run("filter", "planet:GGGGGG"), 2, "wordle filter", "'planet:GGGGGG'", "5 letters");
  }

  @Test
  void impossibleAndInconsistentMarks() {
    assertError(run("filter", "raise:GGGYG"), 2, "wordle filter", "raise:GGGYG");
    assertError(
        run("filter", "speed:--Y-Y", "speed:G----"), 2, "wordle filter", "turn 2", "speed:G----");
    // a yellow after a gray of the same letter cannot happen
    assertError(run("filter", "eerie:-Y---"), 2, "wordle filter", "eerie:-Y---");
  }

  @Test
  void listErrors() throws IOException {
    assertError(
        run("filter", "--list", "absurdle", "raise:-----"),
        2,
        "wordle filter",
        "'absurdle'",
        "nyt, nyt-2022, original, es");
    Path missing = dir.resolve("missing.txt");
    assertError(
        run("filter", "--answers", missing.toString(), "raise:-----"),
        2,
        "wordle filter",
        missing.toString(),
        "no such file");
    Path bad = write("bad.txt", "cigar\nrebut\n\nsi55y\n");
    assertError(
        run("filter", "--answers", bad.toString(), "cigar:-----"),
        2,
        "wordle filter",
        bad.toString(),
        "line 4",
        "'si55y'");
    Path dup = write("dup.txt", "cigar\nrebut\ncigar\n");
    assertError(
        run("filter", "--guesses", dup.toString(), "cigar:-----"),
        2,
        "wordle filter",
        dup.toString(),
        "line 3",
        "repeats line 1");
    Path six = write("six.txt", "# longer\nplanet\n");
    assertError(
        run("filter", "--guesses", six.toString(), "cigar:-----"),
        2,
        "wordle filter",
        six.toString(),
        "line 2",
        "'planet'");
    Path empty = write("empty.txt", "# nothing\n");
    assertError(
        run("filter", "--answers", empty.toString(), "cigar:-----"),
        2,
        "wordle filter",
        empty.toString(),
        "no words");
    assertError(
        run("filter", "--answers", dir.toString(), "cigar:-----"),
        2,
        "wordle filter",
        dir.toString());
  }

  @Test
  void usageErrors() {
    assertError(run("filter"), 2, "wordle filter", "GUESS:MARKS");
    assertError(run("filter", "--list"), 2, "wordle filter", "--list");
    assertError(run("filter", "--bogus", "raise:-----"), 2, "wordle filter", "'--bogus'");
  }
}
