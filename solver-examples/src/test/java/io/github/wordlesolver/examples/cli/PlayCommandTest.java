package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static io.github.wordlesolver.examples.cli.Cli.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class PlayCommandTest {
  private static Cli.Result play(String input, String... args) {
    String[] all = new String[args.length + 1];
    all[0] = "play";
    System.arraycopy(args, 0, all, 1, args.length);
    Cli.Result result = runWithInput(input, all);
    assertEquals(0, result.status(), result::toString);
    assertEquals("", result.err(), result::toString);
    assertFalse(result.out().contains("\u001b["), "no colors in a pipe");
    return result;
  }

  private static void assertContains(Cli.Result result, String... parts) {
    for (String part : parts) {
      assertTrue(result.out().contains(part), () -> "missing '" + part + "' in " + result);
    }
  }

  @Test
  void seededGameDrivenToAWin() {
    // Today's lists by default: their answers have no order by date, so the game has no number.
    int index = PlaySession.pick(42, 3158);
    String answer = WordLists.nytAnswers().get(index);
    String other = answer.equals("crane") ? "slate" : "crane";
    Cli.Result result =
        play(
            "xyzzy\n" + other + "\ncranes\n\n" + answer.toUpperCase(Locale.ROOT) + "\n",
            "--seed",
            "42");
    assertContains(
        result,
        "Guess the 5-letter word in 6 tries",
        "'xyzzy' is not in the guess list; try again (no turn used).",
        "'cranes' has 6 letters, expected 5; try again (no turn used).",
        other + " " + io.github.wordlesolver.Feedback.compute(other, answer),
        "keyboard: ",
        answer + " GGGGG",
        "Solved in 2/6.",
        "\nWordle 2/6\n");
    // The same seed gives the same answer.
    assertContains(play(answer + "\n", "--seed", "42"), "Genius! Solved in 1/6.");
    // On the original lists an answer's index is its day, and the game is named after the list.
    int day = PlaySession.pick(42, 2315);
    String original = WordLists.originalAnswers().get(day);
    assertContains(
        play(original + "\n", "--seed", "42", "--list", "original"),
        String.format(Locale.US, "Original list, day %,d 1/6", day));
  }

  @Test
  void dayZeroIsCigarAndTheGridIsShared() {
    Cli.Result result = play("salet\ncrony\ncigar\n", "--day", "0");
    List<String> lines = result.lines();
    int header = lines.indexOf("Original list, day 0 3/6");
    assertTrue(header > 0, result::toString);
    assertEquals(
        List.of("", "⬛🟨⬛⬛⬛", "🟩🟨⬛⬛⬛", "🟩🟩🟩🟩🟩"),
        lines.subList(header + 1, lines.size()),
        result::toString);
    assertContains(
        result,
        "salet -Y---",
        "keyboard: yellow A, gray E L S T, unused B C D",
        "crony GY---",
        "keyboard: green C, yellow A R, gray E L N O S T Y, unused B D F");
  }

  @Test
  void sixWrongGuessesLoseAndShowTheAnswer() {
    Cli.Result result = play("salet\ncrony\nhumid\nbawdy\nfight\nplumb\nextra\n", "--day", "0");
    assertContains(result, "Out of guesses. The answer was cigar.", "Original list, day 0 X/6");
    assertFalse(result.out().contains("extra"), "the game ended before the seventh guess");
    List<String> lines = result.lines();
    assertEquals(
        6, lines.subList(lines.indexOf("Original list, day 0 X/6") + 2, lines.size()).size());
  }

  @Test
  void hardModeRejectsGuessesThatIgnoreRevealedLetters() {
    Cli.Result result = play("salet\ncrony\nquit\n", "--day", "0", "--hard");
    assertContains(
        result,
        "(hard mode",
        "'crony' breaks the hard-mode rule (NYT): it must"
            + " contain A; try again (no turn used).",
        "The answer was cigar.");
  }

  @Test
  void endOfInputRevealsTheAnswer() {
    assertContains(play("salet\n", "--day", "1"), "The answer was rebut.");
  }

  @Test
  void solverPlaysTheSameGame() {
    Cli.Result result = play("", "--day", "0", "--solver");
    List<String> lines = result.lines();
    assertEquals("The solver plays.", lines.get(0));
    // Today's lists and their tree: tarse first.
    assertEquals("solver: tarse", lines.get(1));
    assertEquals("tarse -YY--", lines.get(2));
    assertTrue(result.out().contains("cigar GGGGG"), result::toString);
    String last = lines.get(lines.size() - 1);
    assertEquals("🟩🟩🟩🟩🟩", last, result::toString);
    assertTrue(
        lines.stream().anyMatch(l -> l.matches("Original list, day 0 [1-6]/6")), result::toString);
  }

  @Test
  void usageErrors() {
    assertError(
        run("play", "--day", "2315"),
        2,
        "wordle play",
        "puzzle number 2315 is outside" + " 0..2314");
    assertError(run("play", "--day", "1", "--seed", "2"), 2, "wordle play", "not both");
    assertError(run("play", "--seed", "x"), 2, "wordle play", "'x'");
  }

  @Test
  void datesPickOriginalPuzzlesAndOtherListsClaimNoNumber() {
    Cli.Result byDate = runWithInput("quit\n", "play", "--date", "2021-06-20");
    assertTrue(
        byDate.out().contains("The answer was " + WordLists.originalAnswer(1) + "."),
        byDate::toString);
    Cli.Result byDay = runWithInput("rebut\n", "play", "--day", "1");
    assertTrue(byDay.out().contains("Original list, day 1 1/6"), byDay::toString);
    Cli.Result today = runWithInput("quit\n", "play", "--today");
    assertEquals(0, today.status(), today::toString);
    assertError(
        run("play", "--date", "2020-01-01"),
        2,
        "wordle play",
        "the original list has no" + " answer for 2020-01-01",
        "2021-06-19");
    assertError(run("play", "--date", "June 20"), 2, "wordle play", "'June 20'", "YYYY-MM-DD");
    // The days pick the original list's answers: any list that accepts them plays them.
    Cli.Result nytDay = runWithInput("humph\n", "play", "--day", "3", "--list", "nyt-2022");
    assertTrue(nytDay.out().contains("Original list, day 3 1/6"), nytDay::toString);
    assertError(
        run("play", "--day", "3", "--list", "es"),
        2,
        "wordle play",
        "'humph'",
        "--list nyt, nyt-2022 or original");
    assertError(
        run("play", "--day", "3", "--date", "2022-01-01"),
        2,
        "wordle play",
        "one of --day, --date, --today");
    // A seeded game on the NYT list is no original puzzle: its share grid has no number.
    Cli.Result nyt = runWithInput("quit\n", "play", "--list", "nyt", "--seed", "5", "--solver");
    assertTrue(nyt.out().lines().anyMatch(l -> l.matches("Wordle [1-6X]/6")), nyt::toString);
  }
}
