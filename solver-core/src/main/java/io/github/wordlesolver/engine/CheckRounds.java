package io.github.wordlesolver.engine;

import io.github.wordlesolver.engine.TreeSearch.Budget;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

/**
 * The rounds of growing budgets in which a feasibility check tries a node's own guesses, so that a
 * few guesses slow to prove lost do not spend the budget before a later one is found to win.
 */
final class CheckRounds {
  private CheckRounds() {}

  /** The nodes each guess of {@link #firstWinning} may spend in the first round; ×4 each round. */
  static final long FIRST_ROUND = 256;

  /** The nodes {@link #firstWinning} spends in rounds before it tries the rest in order. */
  private static final long IN_ROUNDS = 1 << 15;

  /**
   * Tries {@code guesses} (in the search's order) in rounds and returns the first in order that
   * {@code wins}, or -1 if every one is lost. In the first round each guess may spend {@code
   * firstRound} nodes of {@code budget} ({@value #FIRST_ROUND} but in tests), and each later round
   * gives the guesses still undecided before the first known to win four times as many; once the
   * rounds have spent {@value #IN_ROUNDS} nodes, the guesses left are tried in order without a
   * limit. A few guesses can take thousands of nodes each to prove lost while a later one wins in a
   * hundred, so when the budget runs out the first guess found to win is returned, though an
   * undecided one comes before it; with none found, the check runs out as any does. The rounds do
   * not depend on the budget's size: a larger budget follows the same path further.
   */
  static int firstWinning(int[] guesses, Budget budget, long firstRound, IntPredicate wins) {
    int won = -1; // the index of the first guess known to win
    int[] undecided = IntStream.range(0, guesses.length).toArray();
    int count = guesses.length;
    long start = budget.left;
    long cap = firstRound;
    try {
      while (count > 0) {
        int next = 0;
        for (int k = 0; k < count && (won < 0 || undecided[k] < won); k++) {
          int i = undecided[k];
          if (cap < Long.MAX_VALUE && start - budget.left >= IN_ROUNDS) {
            // Out of rounds: this one and the rest of the round go to the last, in order.
            undecided[next++] = i;
            continue;
          }
          budget.floor = cap == Long.MAX_VALUE ? Long.MIN_VALUE : budget.left - cap;
          try {
            if (wins.test(guesses[i])) {
              won = i;
            }
          } catch (OverBudgetException e) {
            if (budget.left < 0) {
              throw e;
            }
            undecided[next++] = i;
          } finally {
            budget.floor = Long.MIN_VALUE;
          }
        }
        count = next;
        cap =
            cap >= Long.MAX_VALUE / 4 || start - budget.left >= IN_ROUNDS
                ? Long.MAX_VALUE
                : 4 * cap;
      }
    } catch (OverBudgetException e) {
      if (won < 0) {
        throw e;
      }
    }
    return won < 0 ? -1 : guesses[won];
  }
}
