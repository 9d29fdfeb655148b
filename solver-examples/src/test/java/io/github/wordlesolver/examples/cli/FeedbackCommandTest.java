package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.assertOutput;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static io.github.wordlesolver.examples.cli.Cli.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FeedbackCommandTest {
  /** The worked cases of the domain notes. */
  @ParameterizedTest
  @CsvSource({
    "speed, abide, --Y-Y",
    "speed, erase, Y-YY-",
    "speed, steal, G-G--",
    "speed, crepe, -YGY-",
    "abbey, kebab, YYGY-",
    "eerie, abide, ---YG",
    "llama, label, GYY--",
    "geese, eerie, -GY-G",
    "array, rarer, YYG--",
    "cigar, cigar, GGGGG",
    "SPEED, Abide, --Y-Y",
    "planet, plates, GGG-GY",
    "ab, ba, YY"
  })
  void marksOnePair(String guess, String answer, String marks) {
    assertOutput(run("feedback", guess, answer), List.of(marks));
  }

  /** An obviously correct marking: greens, then yellows left to right from unused letters. */
  static String reference(String guess, String answer) {
    char[] marks = new char[guess.length()];
    int[] unused = new int[26];
    for (int i = 0; i < guess.length(); i++) {
      if (guess.charAt(i) == answer.charAt(i)) {
        marks[i] = 'G';
      } else {
        marks[i] = '-';
        unused[answer.charAt(i) - 'a']++;
      }
    }
    for (int i = 0; i < guess.length(); i++) {
      if (marks[i] == '-' && unused[guess.charAt(i) - 'a'] > 0) {
        marks[i] = 'Y';
        unused[guess.charAt(i) - 'a']--;
      }
    }
    return new String(marks);
  }

  @Test
  void batchAgreesWithAReferenceOnRepeatedLetters() {
    WordList answers = WordLists.originalAnswers();
    List<String> repeated = new ArrayList<>();
    for (String word : answers.asList()) {
      if (word.chars().distinct().count() < 5) {
        repeated.add(word);
      }
    }
    Random random = new Random(20210619);
    StringBuilder input = new StringBuilder();
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < 5000; i++) {
      String guess = repeated.get(random.nextInt(repeated.size()));
      String answer =
          i % 2 == 0
              ? repeated.get(random.nextInt(repeated.size()))
              : answers.get(random.nextInt(answers.size()));
      input.append(guess).append(' ').append(answer).append('\n');
      expected.add(reference(guess, answer));
    }
    assertOutput(runWithInput(input.toString(), "feedback", "-"), expected);
  }

  @Test
  void batchToleratesBomCrlfTabsAndCase() {
    String input = "\uFEFFspeed abide\r\n\t eerie\t\tABIDE  \r\nGeese eerie";
    assertOutput(runWithInput(input, "feedback", "-"), List.of("--Y-Y", "---YG", "-GY-G"));
  }

  @Test
  void batchOfNothingPrintsNothing() {
    assertOutput(runWithInput("", "feedback", "-"), List.of());
  }

  /** Correctness only: the speed is measured by the command in the README, not asserted. */
  @Test
  void batchMarksAHundredThousandLines() {
    WordList answers = WordLists.originalAnswers();
    Random random = new Random(1);
    StringBuilder input = new StringBuilder(1_200_000);
    for (int i = 0; i < 100_000; i++) {
      input
          .append(answers.get(random.nextInt(answers.size())))
          .append(' ')
          .append(answers.get(random.nextInt(answers.size())))
          .append('\n');
    }
    Cli.Result result = runWithInput(input.toString(), "feedback", "-");
    assertEquals(0, result.status(), result.err());
    List<String> lines = result.lines();
    assertEquals(100_000, lines.size());
    String[] pairs = input.toString().split("\n");
    for (int i = 0; i < lines.size(); i += 997) {
      String[] pair = pairs[i].split(" ");
      assertEquals(Feedback.compute(pair[0], pair[1]).toString(), lines.get(i), pairs[i]);
    }
  }

  @Test
  void batchStopsAtTheFirstBadLine() {
    Cli.Result result =
        runWithInput("speed abide\neerie abide\nspeed\nabbey kebab\n", "feedback", "-");
    assertError(result, 2, "wordle feedback", "line 3", "'speed'");
    assertEquals(List.of("--Y-Y", "---YG"), result.lines());
  }

  @Test
  void batchReportsEachKindOfBadLine() {
    assertError(
        runWithInput("speed abide extra\n", "feedback", "-"),
        2,
        "wordle feedback",
        "line 1",
        "'speed abide extra'");
    assertError(
        runWithInput("speed abide\n\n", "feedback", "-"),
        2,
        "wordle feedback",
        "line 2",
        "expected GUESS ANSWER");
    assertError(
        runWithInput("speed abide\r\nsp3ed abide\r\n", "feedback", "-"),
        2,
        "wordle feedback",
        "line 2",
        "'sp3ed'",
        "'3'");
    assertError(
        runWithInput("speed abides\n", "feedback", "-"),
        2,
        "wordle feedback",
        "line 1",
        "'abides'");
    assertError(runWithInput("a b\n", "feedback", "-"), 2, "wordle feedback", "line 1", "'a'");
    assertError(
        runWithInput("speed ab1de\n", "feedback", "-"), 2, "wordle feedback", "line 1", "'ab1de'");
  }

  @Test
  void badWordsAreOneLineErrors() {
    assertError(run("feedback", "sp3ed", "abide"), 2, "wordle feedback", "'sp3ed'");
    assertError(run("feedback", "speed", "abides"), 2, "wordle feedback", "'abides'");
    assertError(run("feedback", "speeds", "abide"), 2, "wordle feedback", "'abide'");
    assertError(run("feedback", "x", "y"), 2, "wordle feedback", "'x'", "1 letter");
    assertError(
        run("feedback", "abcdefghijk", "abcdefghijk"),
        2,
        "wordle feedback",
        "'abcdefghijk'",
        "11 letters");
    assertError(run("feedback", "", "abide"), 2, "wordle feedback", "''");
  }

  @Test
  void usageErrors() {
    assertError(run("feedback"), 2, "wordle feedback", "GUESS");
    assertError(run("feedback", "speed"), 2, "wordle feedback", "missing ANSWER", "'speed'");
    assertError(run("feedback", "-", "abide"), 2, "wordle feedback", "'abide'");
    assertError(run("feedback", "speed", "abide", "extra"), 2, "wordle feedback", "'extra'");
    assertError(
        run("feedback", "--frobnicate", "speed", "abide"), 2, "wordle feedback", "'--frobnicate'");
  }
}
