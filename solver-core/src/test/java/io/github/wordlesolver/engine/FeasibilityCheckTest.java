package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.engine.TreeSearch.Budget;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link FeasibilityCheck} against the exhaustive model ({@link SearchCase#opt}), with one budget
 * shared by every check of a case, so that later checks of the same sets read the verdicts earlier
 * ones recorded: whether a node can be finished, asked twice, is the model's answer both times; the
 * guess {@link FeasibilityCheck#finishingGuess} names finishes every answer by the model, and
 * asking again, with the same budget or a fresh one, names the same guess: the first in order (or
 * -1 for a node that cannot be finished). The sets are random subsets that hold the first answer
 * (guess 0) half the time, so that the first guess in order is often guess 0.
 */
class FeasibilityCheckTest {
  private static final int INF = TreeSearch.INFEASIBLE;

  private static FeasibilityCheck check(SearchCase c) {
    SearchSpace space = new SearchSpace(c.table, c.rule, () -> false);
    SingletonSplits splits = new SingletonSplits(space);
    GuessOrder order = new GuessOrder(space, splits);
    OptimalSearch search =
        new OptimalSearch(
            space, order, splits, new LowerBounds(space, splits), Integer.MAX_VALUE, 1 << 12);
    return new FeasibilityCheck(
        space, order, splits, search, FeasibilityCheck.COMPARED_FROM, CheckRounds.FIRST_ROUND);
  }

  private static int[] subset(Random random, SearchCase c, int min) {
    List<Integer> out = new ArrayList<>();
    while (out.size() < min) {
      out.clear();
      for (int a : c.everyAnswer()) {
        if (a == 0 ? random.nextBoolean() : random.nextInt(2) == 0) {
          out.add(a);
        }
      }
    }
    return SearchCase.array(out);
  }

  @Test
  void checksWithOneBudgetAgreeWithTheModelAndWithThemselves() {
    Random random = new Random(37);
    int finishable = 0;
    int lost = 0;
    for (Mode mode : Mode.values()) {
      List<SearchCase> cases = new ArrayList<>(SearchCase.cases(mode, 3, 10, 6, 370));
      cases.addAll(SearchCase.familyCases(mode, 3, 4));
      for (SearchCase c : cases) {
        FeasibilityCheck check = check(c);
        Budget budget = new Budget(1L << 40);
        for (int trial = 0; trial < 25; trial++) {
          int[] set = subset(random, c, 3);
          int depth = 2 + random.nextInt(3);
          Node node = new Node(set, depth, null);
          List<Integer> list = SearchCase.list(set);
          boolean can = c.opt(list, depth, c.everyGuess()) != INF;
          String where = mode + " " + list + " depth " + depth;
          // Half the time the guess is asked for first, half after the verdict is recorded.
          boolean guessFirst = random.nextBoolean();
          int guess = guessFirst ? check.finishingGuess(node, budget) : -2;
          assertEquals(can, check.canFinish(node, budget), where);
          assertEquals(can, check.canFinish(node, budget), where + ", asked again");
          if (!guessFirst) {
            guess = check.finishingGuess(node, budget);
          }
          if (can) {
            assertTrue(guess >= 0, where);
            assertTrue(c.optAfter(list, depth, c.everyGuess(), guess) != INF, where + ": " + guess);
          } else {
            assertEquals(-1, guess, where);
          }
          assertEquals(guess, check.finishingGuess(node, budget), where + ", asked again");
          // The first guess in order that finishes: the same whatever the budget remembers.
          assertEquals(guess, check.finishingGuess(node, new Budget(1 << 16)), where + ", afresh");
          finishable += can ? 1 : 0;
          lost += can ? 0 : 1;
        }
      }
    }
    assertTrue(finishable > 30 && lost > 30, finishable + " finishable, " + lost + " lost");
  }
}
