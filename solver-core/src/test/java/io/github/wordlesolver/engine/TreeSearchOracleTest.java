package io.github.wordlesolver.engine;

import static io.github.wordlesolver.engine.SearchCase.list;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The exact {@link TreeSearch} against the optimal total of a set within a depth by exhaustive
 * search over every allowed guess ({@link io.github.wordlesolver.testing.ExhaustiveOptimum},
 * through {@link SearchCase}): its value, the tree its best guesses play, feasibility, finishing
 * guesses, cutoffs, bounds, budgets and cancellation. Small random slices of the original lists,
 * plus letter families where hard modes are traps. The engine's rule owners have their own tests
 * ({@link BucketsTest}, {@link NodeTest}, {@link RuleTest}).
 */
class TreeSearchOracleTest {
  private static final int INF = TreeSearch.INFEASIBLE;

  /** Random small cases: answers and extra guesses drawn from the original lists. */
  private static List<SearchCase> cases(Mode mode, int count, int answers, int extra) {
    return cases(mode, count, answers, extra, 7);
  }

  private static List<SearchCase> cases(Mode mode, int count, int answers, int extra, long seed) {
    return SearchCase.cases(mode, count, answers, extra, seed);
  }

  /** The total of the tree that {@link TreeSearch#bestGuess} plays from {@code node}. */
  private static int playedTotal(SearchCase c, TreeSearch search, Node node, BitSet allowed) {
    if (node.size() == 0) {
      return 0;
    }
    int g = search.bestGuess(node);
    assertTrue(allowed.get(g), () -> c.mode + ": " + c.guesses.get(g) + " is not allowed");
    assertTrue(c.rule.allows(node.revealed(), g));
    int total = node.size();
    for (Node child : node.children(c.table, c.rule, g, true)) {
      int code = c.table.code(g, child.set()[0]);
      total += playedTotal(c, search, child, c.after(allowed, g, code));
    }
    return total;
  }

  // ---------------------------------------------------------------- the exact search

  @Test
  void solveIsTheOptimumAndBestGuessPlaysIt() {
    int feasible = 0;
    int infeasible = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 4, 9, 8)) {
        int[] all = c.everyAnswer();
        for (int depth = 1; depth <= 4; depth++) {
          int expected = c.opt(list(all), depth, c.everyGuess());
          TreeSearch search = c.search();
          Node root = new Node(all, depth, null);
          Supplier<String> where = () -> mode + " " + c.answers + " depth";
          assertEquals(expected, search.solve(root, INF), where);
          assertEquals(expected < INF, search.canFinish(root, 1_000_000), where);
          assertEquals(expected < INF, c.search().canFinish(root, 1_000_000), where);
          if (expected < INF) {
            feasible++;
            assertEquals(expected, playedTotal(c, search, root, c.everyGuess()), where);
            assertEquals(expected, playedTotal(c, c.search(), root, c.everyGuess()), where);
            int finishing = c.search().finishingGuess(root, 1_000_000);
            assertTrue(finishing >= 0, where);
            assertTrue(c.optAfter(list(all), depth, c.everyGuess(), finishing) < INF, where);
          } else {
            infeasible++;
            assertEquals(-1, c.search().finishingGuess(root, 1_000_000), where);
          }
          assertTrue(search.nodes() >= 0);
          assertTrue(search.memoSize() >= 0);
        }
      }
    }
    assertTrue(feasible > 20 && infeasible > 10, feasible + " / " + infeasible);
  }

  /**
   * With two guesses left the finishing guess is the model's: the lowest-index answer of the set
   * that splits it into singletons, else the first allowed guess that does, else none. Checked at
   * the children of every first guess, where hard modes have revealed letters that rule out some
   * splitters.
   */
  @Test
  void twoGuessesLeftFinishWithTheFirstPerfectSplitter() {
    int byAnswer = 0;
    int byOther = 0;
    int none = 0;
    int ruledOut = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : SearchCase.familyCases(mode, 6, 40)) {
        int[] all = c.everyAnswer();
        Node root = new Node(all, 3, null);
        for (int g = 0; g < c.guesses.size(); g++) {
          for (Node child : root.children(c.table, c.rule, g, true)) {
            if (child.size() < 3) {
              continue;
            }
            List<Integer> set = list(child.set());
            BitSet allowed = c.after(c.everyGuess(), g, c.table.code(g, child.set()[0]));
            int expected = firstPerfectSplitter(c, set, allowed);
            String where = mode + " " + c.guesses.get(g) + " leaves " + set;
            assertEquals(expected, c.search().finishingGuess(child, 1_000_000), where);
            assertEquals(expected >= 0, c.search().canFinish(child, 1_000_000), where);
            if (expected < 0) {
              none++;
            } else if (set.contains(c.answers.indexOf(c.guesses.get(expected)))) {
              byAnswer++;
            } else {
              byOther++;
            }
            if (firstPerfectSplitter(c, set, c.everyGuess()) != expected) {
              ruledOut++;
            }
          }
        }
      }
    }
    String counts = byAnswer + " / " + byOther + " / " + none + " / " + ruledOut;
    assertTrue(byAnswer > 10 && byOther > 10 && none > 10 && ruledOut > 0, counts);
  }

  /** The model's first perfect splitter of {@code set}: an answer of it first, then any. */
  private static int firstPerfectSplitter(SearchCase c, List<Integer> set, BitSet allowed) {
    int best = -1;
    for (int a : set) {
      int g = c.guesses.indexOf(c.answers.get(a));
      if (c.split(set, g).size() == set.size() && (best < 0 || g < best)) {
        best = g;
      }
    }
    for (int g = allowed.nextSetBit(0); best < 0 && g >= 0; g = allowed.nextSetBit(g + 1)) {
      if (c.split(set, g).size() == set.size()) {
        best = g;
      }
    }
    return best;
  }

  /**
   * Feasibility where hard modes lose: answers made of letter families (a stem with one open
   * position), so that many guesses are lost and the search proves losses through buckets that
   * earlier guesses left lost; and, for each first guess, whether it still finishes them.
   */
  @Test
  void feasibilityIsTheModelsOnLetterFamilies() {
    int feasible = 0;
    int infeasible = 0;
    int[] firstGuesses = new int[2]; // that finish, that lose
    for (Mode mode : Mode.values()) {
      for (SearchCase c : SearchCase.familyCases(mode, 12, 6)) {
        int[] all = c.everyAnswer();
        for (int depth = 2; depth <= 4; depth++) {
          boolean expected = c.opt(list(all), depth, c.everyGuess()) < INF;
          String where = mode + " " + c.answers + " depth " + depth;
          assertEquals(
              expected, c.search().canFinish(new Node(all, depth, null), 1_000_000), where);
          if (expected) {
            feasible++;
          } else {
            infeasible++;
          }
          // Each first guess, against the model, with one search for all of them.
          checkEachFirstGuess(c, c.search(), depth, where, firstGuesses);
        }
      }
    }
    assertTrue(feasible > 20 && infeasible > 20, feasible + " / " + infeasible);
    assertTrue(
        firstGuesses[0] > 100 && firstGuesses[1] > 100, firstGuesses[0] + " / " + firstGuesses[1]);
  }

  /**
   * A bucket that lost a guess loses a later guess that keeps it whole and reveals at least as
   * much: with that comparison made from three guesses left (the search makes it from four, where
   * these small cases seldom reach it), each first guess's verdict is still the model's, with three
   * to five guesses, in both hard modes.
   */
  @Test
  void aLostBucketKeptWholeUnderStrongerConstraintsLosesAgain() {
    int[] firstGuesses = new int[2]; // that finish, that lose
    for (Mode mode : List.of(Mode.HARD, Mode.STRICT)) {
      for (int extra : new int[] {6, 12, 20}) {
        for (SearchCase c : SearchCase.familyCases(mode, 20, extra)) {
          for (int depth = 4; depth <= 5; depth++) {
            TreeSearch search =
                new TreeSearch(c.table, c.rule, Integer.MAX_VALUE, 1 << 12, () -> false, 3, 256);
            checkEachFirstGuess(
                c, search, depth, mode + " " + c.answers + " depth " + depth, firstGuesses);
          }
        }
      }
    }
    assertTrue(
        firstGuesses[1] > 300 && firstGuesses[0] > 300, firstGuesses[1] + " / " + firstGuesses[0]);
  }

  /**
   * Checks {@link TreeSearch#canFinishAfter} at the root of {@code c} with {@code depth} guesses,
   * for every first guess in turn on one {@code search}, against the model; counts the guesses that
   * finish in {@code tally[0]} and those that lose in {@code tally[1]}.
   */
  private static void checkEachFirstGuess(
      SearchCase c, TreeSearch search, int depth, String where, int[] tally) {
    int[] all = c.everyAnswer();
    for (int g = 0; g < c.guesses.size(); g++) {
      boolean after = c.optAfter(list(all), depth, c.everyGuess(), g) < INF;
      assertEquals(
          after,
          search.canFinishAfter(new Node(all, depth, null), g, new TreeSearch.Budget(1_000_000)),
          where + " after " + c.guesses.get(g));
      tally[after ? 0 : 1]++;
    }
  }

  @Test
  void aCutoffGivesTheOptimumBelowItAndAValidBoundAtOrAboveIt() {
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 3, 8, 6)) {
        int[] all = c.everyAnswer();
        int depth = 4;
        int exact = c.opt(list(all), depth, c.everyGuess());
        if (exact >= INF) {
          continue;
        }
        TreeSearch shared = c.search();
        for (int cutoff = 1; cutoff <= exact + 2; cutoff++) {
          for (TreeSearch search : List.of(shared, c.search())) {
            int v = search.solve(new Node(all, depth, null), cutoff);
            String where = mode + " " + c.answers + " cutoff " + cutoff + " exact " + exact;
            if (exact < cutoff) {
              assertEquals(exact, v, where);
            } else {
              assertTrue(v >= cutoff && v <= exact, where + ": " + v);
            }
          }
        }
        assertEquals(exact, shared.solve(new Node(all, depth, null), INF));
      }
    }
  }

  @Test
  void eachGuessFirstHasItsOptimumAndBoundsBelowIt() {
    int checked = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 3, 9, 6)) {
        int[] all = c.everyAnswer();
        int depth = 4;
        TreeSearch search = c.search();
        Node root = new Node(all, depth, null);
        for (int g = 0; g < c.guesses.size(); g++) {
          int exact = c.optAfter(list(all), depth, c.everyGuess(), g);
          int quick = search.quickBound(root, g);
          int deep = search.deepBound(root, g);
          String where = mode + " " + c.answers + " " + c.guesses.get(g);
          // The documented quick bound, from the model's buckets.
          int expectedQuick = all.length;
          for (Map.Entry<Integer, List<Integer>> b : c.split(list(all), g).entrySet()) {
            if (b.getKey() != c.solved) {
              expectedQuick += c.bucketBound(b.getValue());
            }
          }
          assertEquals(expectedQuick, quick, where);
          assertTrue(deep >= quick, where);
          if (exact < INF) {
            assertEquals(exact, search.solveAfter(root, g, INF), where);
            assertTrue(deep <= exact, where + ": " + deep + " > " + exact);
            // Against a cutoff, each with a memo of its own: exact just above the optimum; at or
            // below it a bound at or above the cutoff, which no bound exceeds the optimum by.
            assertEquals(exact, c.search().solveAfter(root, g, exact + 1), where);
            for (int cutoff = exact; cutoff >= exact - 4; cutoff--) {
              int refuted = c.search().solveAfter(root, g, cutoff);
              assertTrue(
                  refuted >= cutoff && refuted <= exact, where + " " + cutoff + ": " + refuted);
            }
            checked++;
          } else {
            assertTrue(search.solveAfter(root, g, INF) >= INF, where);
          }
        }
      }
    }
    assertTrue(checked > 100, "checked " + checked);
  }

  @Test
  void aNarrowSearchFindsARealTreeNeverBetterThanTheOptimum() {
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 4, 9, 6)) {
        int[] all = c.everyAnswer();
        int exact = c.opt(list(all), 6, c.everyGuess());
        for (int breadth = 1; breadth <= 3; breadth++) {
          TreeSearch narrow = new TreeSearch(c.table, c.rule, breadth, 1 << 10, () -> false);
          int v = narrow.solve(new Node(all, 6, null), INF);
          assertTrue(v >= exact, mode + " " + c.answers + " breadth " + breadth);
        }
      }
    }
  }

  @Test
  void cancellingAndRunningOutOfBudgetStopTheSearch() {
    // More answers than a candidate is tried on, so the root needs a search.
    SearchCase c = cases(Mode.NORMAL, 1, 40, 6).get(0);
    int[] all = c.everyAnswer();
    TreeSearch cancelled = new TreeSearch(c.table, c.rule, Integer.MAX_VALUE, 1 << 10, () -> true);
    assertThrows(CancellationException.class, () -> cancelled.solve(new Node(all, 5, null), INF));
    TreeSearch cancelledToo =
        new TreeSearch(c.table, c.rule, Integer.MAX_VALUE, 1 << 10, () -> true);
    assertThrows(
        CancellationException.class, () -> cancelledToo.canFinish(new Node(all, 5, null), 1000));
    assertThrows(OverBudgetException.class, () -> c.search().canFinish(new Node(all, 5, null), 0));
    assertSame(c.table, c.search().table());
    assertSame(c.rule, c.search().rule());
  }

  @Test
  void oneBudgetBoundsASeriesOfChecks() {
    SearchCase c = cases(Mode.HARD, 1, 12, 8).get(1); // the _ight family: a search at every depth
    int[] all = c.everyAnswer();
    Node four = new Node(all, 4, null);
    Node three = new Node(all, 3, null);
    // Each check spends exactly the nodes it expands.
    TreeSearch fresh = c.search();
    TreeSearch.Budget budget = new TreeSearch.Budget(1_000_000);
    boolean canFour = fresh.canFinish(four, budget);
    long first = fresh.nodes();
    assertTrue(first > 1, "too small an instance: " + first);
    assertEquals(1_000_000 - first, budget.left());
    boolean canThree = fresh.canFinish(three, budget);
    assertEquals(1_000_000 - fresh.nodes(), budget.left());
    // Decided nodes are remembered in the budget: checking them again under it is free.
    long left = budget.left();
    assertEquals(canFour, fresh.canFinish(four, budget));
    assertEquals(canThree, fresh.canFinish(three, budget));
    assertEquals(left, budget.left());
    // Not in the search: under a new budget the check searches again.
    assertThrows(OverBudgetException.class, () -> fresh.canFinish(four, new TreeSearch.Budget(0)));
    // What one check left is all the next may spend: a budget that covers the first check
    // alone runs out in the second, whose search the first did not do.
    TreeSearch again = c.search();
    TreeSearch.Budget shared = new TreeSearch.Budget(first);
    assertEquals(canFour, again.canFinish(four, shared));
    assertEquals(0, shared.left());
    assertTrue(fresh.nodes() > first);
    assertThrows(OverBudgetException.class, () -> again.canFinish(three, shared));
    assertEquals(0, shared.left());
    assertThrows(
        OverBudgetException.class,
        () -> c.search().finishingGuess(four, new TreeSearch.Budget(first - 1)));
    assertThrows(IllegalArgumentException.class, () -> new TreeSearch.Budget(-1));
  }

  /**
   * A check's result depends only on its node and budget: on a search that has run other checks,
   * and the same ones, each check needs exactly the nodes it needed on a fresh search, and with one
   * fewer runs out (or, for a finishing guess, returns one that its rounds found to win).
   */
  @Test
  void aCheckDependsOnlyOnItsNodeAndBudget() {
    int searched = 0;
    for (Mode mode : List.of(Mode.HARD, Mode.STRICT)) {
      for (SearchCase c : cases(mode, 4, 14, 8, 41)) {
        int[] all = c.everyAnswer();
        List<Node> roots = new ArrayList<>();
        for (int depth = 3; depth <= 5; depth++) {
          roots.add(new Node(all, depth, null));
        }
        for (int g = 0; g < c.guesses.size(); g += 3) {
          for (Node child : new Node(all, 4, null).children(c.table, c.rule, g, false)) {
            roots.add(child);
          }
        }
        long[] needed = new long[roots.size()];
        int[] first = new int[roots.size()];
        for (int i = 0; i < roots.size(); i++) {
          TreeSearch.Budget budget = new TreeSearch.Budget(1_000_000);
          first[i] = c.search().finishingGuess(roots.get(i), budget);
          needed[i] = 1_000_000 - budget.left();
        }
        TreeSearch used = c.search();
        TreeSearch.Budget everything = new TreeSearch.Budget(1_000_000);
        for (Node root : roots) {
          used.canFinish(root, everything);
          used.finishingGuess(root, 1_000_000);
        }
        for (int i = 0; i < roots.size(); i++) {
          Node root = roots.get(i);
          String where =
              mode + " " + c.answers + " " + root.size() + " answers, depth " + root.depth();
          TreeSearch.Budget exact = new TreeSearch.Budget(needed[i]);
          assertEquals(first[i], used.finishingGuess(root, exact), where);
          assertEquals(0, exact.left(), where);
          if (needed[i] > 0) {
            searched++;
            long fewer = needed[i] - 1;
            int found;
            try {
              found = used.finishingGuess(root, new TreeSearch.Budget(fewer));
            } catch (OverBudgetException e) {
              found = -1;
            }
            assertTrue(
                found < 0
                    || found != first[i]
                        && c.search().canFinishAfter(root, found, new TreeSearch.Budget(1_000_000)),
                where + ": " + found);
            TreeSearch.Budget exactly = new TreeSearch.Budget(1_000_000);
            boolean can = c.search().canFinish(root, exactly);
            long spent = 1_000_000 - exactly.left();
            assertEquals(can, used.canFinish(root, new TreeSearch.Budget(spent)), where);
            if (spent > 0) {
              assertThrows(
                  OverBudgetException.class,
                  () -> used.canFinish(root, new TreeSearch.Budget(spent - 1)),
                  where);
            }
          }
        }
      }
    }
    assertTrue(searched > 40, "too few searched checks: " + searched);
  }

  @Test
  void smallSetsNeedNoSearch() {
    SearchCase c = cases(Mode.HARD, 1, 9, 6).get(0);
    TreeSearch search = c.search();
    assertEquals(0, search.solve(new Node(new int[0], 3, null), INF));
    assertEquals(1, search.solve(new Node(new int[] {4}, 1, null), INF));
    assertEquals(INF, search.solve(new Node(new int[] {4}, 0, null), INF));
    assertEquals(INF, search.solve(new Node(new int[] {4, 5}, 1, null), INF));
    assertEquals(3, search.solve(new Node(new int[] {4, 5}, 2, null), INF));
    assertEquals(0, search.nodes());
    // Either of two costs the same: the lower guess index, whatever the order.
    assertEquals(4, search.bestGuess(new Node(new int[] {5, 4}, 2, null)));
    assertEquals(4, search.bestGuess(new Node(new int[] {4}, 1, null)));
    assertTrue(search.canFinish(new Node(new int[0], 0, null), 0));
    assertTrue(!search.canFinish(new Node(new int[] {4, 5}, 1, null), 0));
    assertEquals(-1, search.finishingGuess(new Node(new int[] {4, 5}, 1, null), 0));
    assertEquals(-1, search.finishingGuess(new Node(new int[0], 2, null), 0));
    assertEquals(5, search.finishingGuess(new Node(new int[] {5}, 1, null), 0));
  }

  /**
   * Three answers no guess of the list tells apart (they differ only where "zzzzy" has no letter):
   * with three guesses left they are found by guessing them in turn, without a node, when the
   * answers are guesses; when they are not, no number of guesses finds them all. And a candidate
   * that leaves no bucket larger than the guesses after it settles a set at once.
   */
  @Test
  void asManyAnswersAsGuessesLeftAreFoundOnlyIfTheyCanBeGuessed() {
    WordList answers = WordList.of(List.of("aaaab", "aaaac", "aaaad"));
    WordList guesses = WordList.union(answers, WordList.of(List.of("zzzzy")));
    int[] all = {0, 1, 2};
    for (Mode mode : Mode.values()) {
      TreeSearch guessable = searchOf(answers, guesses, mode);
      assertTrue(guessable.canFinish(new Node(all, 3, null), 0), mode + ": three with three");
      assertTrue(!guessable.canFinish(new Node(all, 2, null), 1_000), mode + ": three with two");
      WordList others = WordList.of(List.of("zzzzy", "zzzzx"));
      TreeSearch unguessable = searchOf(answers, others, mode);
      assertTrue(!unguessable.canFinish(new Node(all, 5, null), 1_000), mode + ": not guessable");
    }
    // Guessed first, "aaaab" leaves {aaaac, aaaad}, {aaabb}, {aaacc}: with three guesses left,
    // buckets of at most two are found in turn, so the set is settled without a node. With two
    // left no answer splits the five into singletons, and that takes a search.
    WordList five = WordList.of(List.of("aaaab", "aaaac", "aaaad", "aaabb", "aaacc"));
    TreeSearch search = searchOf(five, five, Mode.HARD);
    int[] fiveAll = {0, 1, 2, 3, 4};
    assertTrue(search.canFinish(new Node(fiveAll, 3, null), 0));
    assertThrows(OverBudgetException.class, () -> search.canFinish(new Node(fiveAll, 2, null), 0));
    assertEquals(0, search.nodes());
  }

  /** An exact search of {@code answers} with {@code guesses} (which need not hold them). */
  private static TreeSearch searchOf(WordList answers, WordList guesses, Mode mode) {
    return new TreeSearch(
        MarkTable.build(guesses, answers),
        new Rule(GameRules.of(guesses).withMode(mode), guesses),
        Integer.MAX_VALUE,
        1 << 8,
        () -> false);
  }
}
