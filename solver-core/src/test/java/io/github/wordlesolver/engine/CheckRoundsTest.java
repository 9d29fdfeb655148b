package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.engine.TreeSearch.Budget;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

/**
 * {@link CheckRounds#firstWinning} against its contract, with synthetic guesses whose cost and
 * outcome are fixed in advance: each spends its nodes one at a time from the budget the way a check
 * does (running out when {@code left} falls below {@code floor} or below zero), so every round, cap
 * and hand-over to the last round shows in the trace of calls.
 */
class CheckRoundsTest {
  /** The nodes the rounds spend before the rest go in order ({@code IN_ROUNDS}, 2^15). */
  private static final long IN_ROUNDS = 1 << 15;

  /** One call of the predicate: the guess, the nodes spent before it, and its allowance. */
  private record Call(int guess, long spentBefore, long allowance) {}

  /** Guess {@code i} spends {@code cost[i]} nodes, then wins if {@code winner[i]}. */
  private static final class Guesses implements IntPredicate {
    final long[] cost;
    final boolean[] winner;
    final Budget budget;
    final long start;
    final List<Call> calls = new ArrayList<>();

    Guesses(long[] cost, boolean[] winner, Budget budget) {
      this.cost = cost;
      this.winner = winner;
      this.budget = budget;
      this.start = budget.left;
    }

    @Override
    public boolean test(int g) {
      long allowance = budget.floor == Long.MIN_VALUE ? -1 : budget.left - budget.floor;
      calls.add(new Call(g, start - budget.left, allowance));
      for (long n = 0; n < cost[g]; n++) {
        if (--budget.left < budget.floor || budget.left < 0) {
          throw new OverBudgetException("test");
        }
      }
      return winner[g];
    }
  }

  private static int[] identity(int n) {
    int[] guesses = new int[n];
    for (int i = 0; i < n; i++) {
      guesses[i] = i;
    }
    return guesses;
  }

  private static int firstWinner(boolean[] winner) {
    for (int i = 0; i < winner.length; i++) {
      if (winner[i]) {
        return i;
      }
    }
    return -1;
  }

  /**
   * With a budget that does not run out, the first guess in order that wins (or -1), whatever the
   * costs; and the trace keeps the documented rounds: a call has a limit exactly while the rounds
   * have spent fewer than 2^15 nodes, the limit of a guess's k-th call is {@code firstRound}·4^k,
   * and the nodes spent are those of the calls, no more.
   */
  @Test
  void firstWinnerInOrderAndRoundsAsDocumented() {
    Random random = new Random(32);
    for (int trial = 0; trial < 300; trial++) {
      int n = 1 + random.nextInt(12);
      long firstRound = 1 + random.nextInt(300);
      long[] cost = new long[n];
      boolean[] winner = new boolean[n];
      for (int i = 0; i < n; i++) {
        // Mostly cheap, some past a few rounds, a few past all of them.
        int kind = random.nextInt(10);
        cost[i] =
            kind < 6
                ? random.nextInt(50)
                : kind < 9 ? random.nextInt(5_000) : IN_ROUNDS + random.nextInt(20_000);
        winner[i] = random.nextInt(3) == 0;
      }
      Budget budget = new Budget(Long.MAX_VALUE / 2);
      Guesses guesses = new Guesses(cost, winner, budget);
      int found = CheckRounds.firstWinning(identity(n), budget, firstRound, guesses);
      String where = "trial " + trial;
      assertEquals(firstWinner(winner), found, where);
      assertEquals(Long.MIN_VALUE, budget.floor, where);

      int[] tries = new int[n];
      long spent = 0;
      for (Call call : guesses.calls) {
        assertEquals(call.spentBefore() >= IN_ROUNDS, call.allowance() < 0, where + " " + call);
        if (call.allowance() >= 0) {
          long expected = firstRound;
          for (int k = 0; k < tries[call.guess()]; k++) {
            expected *= 4;
          }
          assertEquals(expected, call.allowance(), where + " " + call);
          spent += Math.min(cost[call.guess()], call.allowance() + 1);
        } else {
          spent += cost[call.guess()];
        }
        tries[call.guess()]++;
      }
      assertEquals(spent, Long.MAX_VALUE / 2 - budget.left, where);
    }
  }

  /**
   * The hand-over at exactly 2^15 nodes: once the rounds have spent that many, the next guess goes
   * to the last round, without a limit, so a budget of exactly the two guesses' costs suffices.
   */
  @Test
  void guessesLeftOnceTheRoundsHaveSpentTheirShareGoInOrderWithoutLimit() {
    long[] cost = {IN_ROUNDS, IN_ROUNDS + 5_000};
    boolean[] winner = {false, true};
    Budget budget = new Budget(cost[0] + cost[1]);
    Guesses guesses = new Guesses(cost, winner, budget);
    assertEquals(1, CheckRounds.firstWinning(identity(2), budget, IN_ROUNDS, guesses));
    assertEquals(0, budget.left);
    assertEquals(List.of(new Call(0, 0, IN_ROUNDS), new Call(1, IN_ROUNDS, -1)), guesses.calls);
  }

  /**
   * A guess past its round that leaves the budget at zero has not run it out: a later guess that
   * wins without expanding a node is still found and returned.
   */
  @Test
  void aBudgetLeftAtZeroHasNotRunOut() {
    long firstRound = 8;
    long[] cost = {1_000, 0};
    boolean[] winner = {true, true};
    Budget budget = new Budget(firstRound + 1);
    Guesses guesses = new Guesses(cost, winner, budget);
    assertEquals(1, CheckRounds.firstWinning(identity(2), budget, firstRound, guesses));
  }

  /**
   * When the budget runs out, the first guess found to win is returned though an undecided one
   * comes before it; with none found, the check runs out.
   */
  @Test
  void runningOutReturnsTheWinnerFoundOrThrows() {
    long[] cost = {100, 2};
    Budget budget = new Budget(150);
    Guesses guesses = new Guesses(cost, new boolean[] {true, true}, budget);
    assertEquals(1, CheckRounds.firstWinning(identity(2), budget, 4, guesses));
    assertTrue(budget.left < 0);

    Budget small = new Budget(150);
    Guesses losers = new Guesses(cost, new boolean[] {true, false}, small);
    assertThrows(
        OverBudgetException.class, () -> CheckRounds.firstWinning(identity(2), small, 4, losers));
  }
}
