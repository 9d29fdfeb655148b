package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --check-budget N}: the hard-mode checks behind a suggestion expand at most N nodes. On the
 * Spanish list after talma {@code ----G} (436 answers) every ranked guess loses some answer; with
 * no nodes to spend the ranking decides (cuera), and with 100,000 the search finds bufia, which
 * wins every answer within the five guesses left, and puts it first.
 */
class CheckBudgetOptionTest {
  private static String firstGuess(Cli.Result result) {
    assertEquals(0, result.status(), result::toString);
    List<String> lines = result.lines();
    assertTrue(lines.size() > 2, result::toString);
    return lines.get(2).strip().split("\\s+")[1];
  }

  @Test
  void aLargerBudgetFindsTheGuessThatWinsEveryAnswer() {
    assertEquals(
        "cuera",
        firstGuess(run("suggest", "--list", "es", "--hard", "--check-budget", "0", "talma:----G")));
    assertEquals(
        "bufia",
        firstGuess(
            run("suggest", "--list", "es", "--hard", "--check-budget", "100000", "talma:----G")));
  }

  @Test
  void aNegativeBudgetOrOneWithBoardsIsRefused() {
    assertError(
        run("suggest", "--hard", "--check-budget", "-3", "salet:-----"),
        2,
        "wordle suggest",
        "--check-budget must be 0 or more, got -3");
    assertError(
        run("simulate", "--hard", "--check-budget", "-1"),
        2,
        "wordle simulate",
        "--check-budget must be 0 or more, got -1");
    assertError(
        run("suggest", "--boards", "2", "--check-budget", "5", "salet:-----,-----"),
        2,
        "wordle suggest",
        "--check-budget does not go with --boards");
    assertError(
        run("simulate", "--boards", "2", "--check-budget", "5"),
        2,
        "wordle simulate",
        "--check-budget does not go with --boards");
    assertError(
        run("assist", "--boards", "2", "--check-budget", "5"),
        2,
        "wordle assist",
        "--check-budget does not go with --boards");
    assertError(
        run("rate", "--check-budget", "x", "salet:-----"), 2, "wordle rate", "--check-budget");
    assertError(
        run("serve", "--port", "0", "--check-budget", "-2"),
        2,
        "wordle serve",
        "--check-budget must be 0 or more, got -2");
  }
}
