package io.github.wordlesolver.engine;

import static io.github.wordlesolver.engine.SearchCase.array;
import static io.github.wordlesolver.engine.SearchCase.list;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The tree search's bounds and cut-offs, which change how much it searches, not what it finds:
 * {@link TreeSearch#deepBound} against its documented formula; {@link TreeSearch#solveAfter} under
 * every cutoff; what {@link TreeSearch#solve} answers without expanding a node (a cutoff at or
 * below the set's bound {@code 2n - 1}, a node the memo knows exactly, a bound the memo knows at or
 * above the cutoff); a set a candidate splits into singletons, or a node two guesses from the end,
 * costs one expansion; and the feasibility check's budget is the number of nodes it expands. Where
 * bounds and shortcuts decide which of equally good guesses is played, the chosen guess is the
 * first optimal one in the documented order. The optimum comes from the exhaustive model ({@link
 * SearchCase#opt}); {@link TreeSearch#nodes} counts expansions (a count, deterministic on one
 * thread).
 */
class TreeSearchBoundsTest {
  private static final int INF = TreeSearch.INFEASIBLE;

  /** Random small cases from the original lists (another seed than the oracle test's). */
  private static List<SearchCase> cases(Mode mode, int count, int answers, int extra) {
    return SearchCase.cases(mode, count, answers, extra, 101);
  }

  private static int[] all(SearchCase c) {
    int[] all = new int[c.answers.size()];
    java.util.Arrays.setAll(all, i -> i);
    return all;
  }

  /** The model's {@code 3m - t - c} of guess {@code h} on {@code bucket}. */
  private static int oneGuessBound(SearchCase c, List<Integer> bucket, int h) {
    TreeMap<Integer, List<Integer>> parts = c.split(bucket, h);
    return 3 * bucket.size() - parts.size() - (parts.containsKey(c.solved) ? 1 : 0);
  }

  /**
   * The model's {@code 3m - t - c + u} of guess {@code h} on {@code bucket}, where {@code u} counts
   * its parts of three or more that no answer of the part splits into singletons.
   */
  private static int deepGuessBound(SearchCase c, List<Integer> bucket, int h) {
    int unsplittable = 0;
    for (List<Integer> part : c.split(bucket, h).values()) {
      unsplittable += part.size() >= 3 && c.bucketBound(part) == 2 * part.size() ? 1 : 0;
    }
    return oneGuessBound(c, bucket, h) + unsplittable;
  }

  /** {@link TreeSearch#deepBound}'s documented value, from the model's buckets and rule. */
  private static int deepModel(SearchCase c, List<Integer> set, int depth, BitSet allowed, int g) {
    int total = set.size();
    for (Map.Entry<Integer, List<Integer>> b : c.split(set, g).entrySet()) {
      if (b.getKey() == c.solved) {
        continue;
      }
      List<Integer> bucket = b.getValue();
      int m = bucket.size();
      int quick = c.bucketBound(bucket);
      if (m < 3 || depth - 1 < 3) {
        total += quick;
        continue;
      }
      BitSet next = c.after(allowed, g, b.getKey());
      int least = 3 * m;
      for (int h = next.nextSetBit(0); h >= 0; h = next.nextSetBit(h + 1)) {
        least = Math.min(least, deepGuessBound(c, bucket, h));
      }
      total += Math.max(quick, least);
    }
    return total;
  }

  @Test
  void theDeepBoundIsItsFormulaAtEveryDepthAndNeverAboveTheOptimum() {
    int deeper = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 2, 12, 8)) {
        int[] all = all(c);
        TreeSearch search = c.search();
        for (int depth = 2; depth <= 5; depth++) {
          Node root = new Node(all, depth, null);
          for (int g = 0; g < c.guesses.size(); g++) {
            String where = mode + " " + c.answers + " " + c.guesses.get(g) + " depth " + depth;
            int expected = deepModel(c, list(all), depth, c.everyGuess(), g);
            int deep = search.deepBound(root, g);
            assertEquals(expected, deep, where);
            // Cut short at a target: the deep bound below it, a bound in [target, deep] at or
            // above.
            for (int target = all.length; target <= deep + 1; target++) {
              int cut = search.deepBound(root, g, target);
              if (deep < target) {
                assertEquals(deep, cut, where + " target " + target);
              } else if (search.quickBound(root, g) >= target) {
                assertEquals(search.quickBound(root, g), cut, where + " target " + target);
              } else {
                assertTrue(cut >= target && cut <= deep, where + " target " + target + ": " + cut);
              }
            }
            if (deep > search.quickBound(root, g)) {
              deeper++;
            }
            if (depth == 4) {
              int exact = c.optAfter(list(all), depth, c.everyGuess(), g);
              assertTrue(deep <= exact, where + ": " + deep + " > " + exact);
            }
          }
        }
      }
    }
    // The formula is not just the quick bound on these lists.
    assertTrue(deeper > 20, "deeper " + deeper);
  }

  /**
   * The reference's choice at a node: the least key (total, the bound {@code n + Σ(2|b| - 1)}, the
   * estimate, the guess index) over the guesses of {@code allowed} that split {@code set}; null if
   * none finishes. Sets {@code ties[0]} to how many guesses share the least total.
   */
  private static long @Nullable [] reference(
      SearchCase c, List<Integer> set, int depth, BitSet allowed, int[] ties) {
    long[] best = null;
    int optimal = 0;
    for (int g = allowed.nextSetBit(0); g >= 0; g = allowed.nextSetBit(g + 1)) {
      TreeMap<Integer, List<Integer>> parts = c.split(set, g);
      if (parts.size() == 1 && !parts.containsKey(c.solved)) {
        continue;
      }
      int total = c.optAfter(set, depth, allowed, g);
      long[] key = {total, oneGuessBound(c, set, g), c.estimate(set, g), g};
      if (best == null || java.util.Arrays.compare(key, best) < 0) {
        optimal = best != null && best[0] == total ? optimal + 1 : 1;
        best = key;
      } else if (key[0] == best[0]) {
        optimal++;
      }
    }
    ties[0] = optimal;
    return best == null || best[0] >= INF ? null : best;
  }

  @Test
  void theChosenGuessIsTheFirstOptimalOneInTheDocumentedOrder() {
    int ties = 0;
    int children = 0;
    int[] tied = new int[1];
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 4, 10, 8)) {
        int[] all = all(c);
        List<Integer> set = list(all);
        for (int depth = 2; depth <= 4; depth++) {
          long[] best = reference(c, set, depth, c.everyGuess(), tied);
          if (best == null) {
            continue;
          }
          ties += tied[0] > 1 ? 1 : 0;
          String where = mode + " " + c.answers + " depth " + depth;
          Node root = new Node(all, depth, null);
          assertEquals(
              c.guesses.get((int) best[3]), c.guesses.get(c.search().bestGuess(root)), where);
          TreeSearch solved = c.search();
          assertEquals(best[0], solved.solve(root, INF), where);
          assertEquals(best[3], solved.bestGuess(root), where);
          // Below the root, where the search's shortcuts (a first guess that leaves no bucket
          // above two) decide too: each bucket of three or more of every guess, after its marks.
          for (int g = 0; g < c.guesses.size() && depth >= 3; g++) {
            for (Map.Entry<Integer, List<Integer>> b : c.split(set, g).entrySet()) {
              if (b.getValue().size() < 3 || b.getKey() == c.solved) {
                continue;
              }
              BitSet allowed = c.after(c.everyGuess(), g, b.getKey());
              long[] below = reference(c, b.getValue(), depth - 1, allowed, tied);
              if (below == null) {
                continue;
              }
              children++;
              ties += tied[0] > 1 ? 1 : 0;
              Node child = root.child(c.table, c.rule, g, array(b.getValue()));
              assertEquals(
                  c.guesses.get((int) below[3]),
                  c.guesses.get(c.search().bestGuess(child)),
                  where + " after " + c.guesses.get(g) + " " + b.getValue());
            }
          }
        }
      }
    }
    assertTrue(ties > 10, "ties " + ties);
    assertTrue(children > 100, "children " + children);
  }

  /**
   * Where the scan's shortcut decides: when the first guess of the order leaves no bucket above
   * two, its bound is its total and the search tries nothing else. At nodes (random subsets of
   * letter-family cases, three guesses left, no candidate splitting them into singletons) where two
   * or more guesses of the least bound leave only pairs and singletons, the search takes the one
   * the documented order puts first. Such guesses all have the same estimate (a bucket of {@code m
   * <= 9} is estimated at {@code 2m - 1}, its share of the bound), so the index decides.
   */
  @Test
  void theShortcutTakesTheFirstOfTheGuessesThatLeaveOnlyPairs() {
    int byIndex = 0;
    int[] tied = new int[1];
    for (Mode mode : Mode.values()) {
      Random random = new Random(17 + mode.ordinal());
      for (SearchCase c : SearchCase.familyCases(mode, 3, 6)) {
        int n = c.answers.size();
        for (int k = 0; k < 60; k++) {
          List<Integer> set = randomSubset(random, n, 5 + random.nextInt(4));
          if (c.bucketBound(set) < 2 * set.size()) {
            continue; // a candidate splits the set into singletons: not the scan's shortcut
          }
          long[] best = reference(c, set, 3, c.everyGuess(), tied);
          if (best == null) {
            continue;
          }
          String where = mode + " " + c.answers + " " + set;
          assertEquals(
              c.guesses.get((int) best[3]),
              c.guesses.get(c.search().bestGuess(new Node(array(set), 3, null))),
              where);
          // The guesses that leave only pairs at the least bound, with their estimates.
          long least = Long.MAX_VALUE;
          List<long[]> pairs = new ArrayList<>();
          for (int g = 0; g < c.guesses.size(); g++) {
            TreeMap<Integer, List<Integer>> parts = c.split(set, g);
            if (parts.size() == 1 && !parts.containsKey(c.solved)) {
              continue;
            }
            long bound = oneGuessBound(c, set, g);
            if (bound < least) {
              least = bound;
              pairs.clear();
            }
            if (bound == least && parts.values().stream().allMatch(b -> b.size() <= 2)) {
              pairs.add(new long[] {c.estimate(set, g), g});
            }
          }
          if (pairs.size() >= 2) {
            byIndex++;
            assertTrue(pairs.stream().allMatch(p -> p[0] == pairs.get(0)[0]), where);
          }
        }
      }
    }
    assertTrue(byIndex > 20, "nodes where the index decides " + byIndex);
  }

  /** A random set of {@code size} of the answers {@code 0..n-1}, ascending. */
  private static List<Integer> randomSubset(Random random, int n, int size) {
    List<Integer> all = new ArrayList<>();
    for (int a = 0; a < n; a++) {
      all.add(a);
    }
    Collections.shuffle(all, random);
    List<Integer> set = new ArrayList<>(all.subList(0, Math.min(size, n)));
    Collections.sort(set);
    return set;
  }

  @Test
  void solveAfterIsExactBelowItsCutoffAndABoundAtOrAboveIt() {
    int failed = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 2, 9, 6)) {
        int[] all = all(c);
        int depth = 4;
        Node root = new Node(all, depth, null);
        TreeSearch shared = c.search();
        for (int g = 0; g < c.guesses.size(); g++) {
          int exact = c.optAfter(list(all), depth, c.everyGuess(), g);
          int top = Math.min(exact, 4 * all.length) + 2;
          // The guess's bound n + sum(2|b| - 1) over its unsolved buckets: never undercut.
          int guessBound = all.length;
          for (Map.Entry<Integer, List<Integer>> b : c.split(list(all), g).entrySet()) {
            guessBound += b.getKey() == c.solved ? 0 : 2 * b.getValue().size() - 1;
          }
          for (int cutoff = all.length; cutoff <= top; cutoff++) {
            for (TreeSearch search : List.of(shared, c.search())) {
              int v = search.solveAfter(root, g, cutoff);
              String where =
                  mode
                      + " "
                      + c.answers
                      + " "
                      + c.guesses.get(g)
                      + " cutoff "
                      + cutoff
                      + " exact "
                      + exact
                      + " got "
                      + v;
              if (exact < cutoff) {
                assertEquals(exact, v, where);
              } else {
                failed++;
                // Past INFEASIBLE (no tree within the depth) a bound may add up higher.
                assertTrue(v >= cutoff && (v <= exact || exact >= INF), where);
              }
              assertTrue(v >= guessBound, where + " below the guess's bound " + guessBound);
            }
          }
        }
      }
    }
    assertTrue(failed > 100, "failed " + failed);
  }

  @Test
  void aCutoffAtOrBelowTheSetsBoundIsAnsweredWithoutSearch() {
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 2, 9, 6)) {
        int[] all = all(c);
        int n = all.length;
        for (int depth = 2; depth <= 5; depth++) {
          for (int cutoff = 1; cutoff <= 2 * n - 1; cutoff++) {
            TreeSearch search = c.search();
            assertEquals(2 * n - 1, search.solve(new Node(all, depth, null), cutoff));
            assertEquals(0, search.nodes(), mode + " depth " + depth + " cutoff " + cutoff);
          }
          // Just above the bound the node is searched.
          TreeSearch search = c.search();
          int v = search.solve(new Node(all, depth, null), 2 * n);
          assertTrue(v >= 2 * n - 1);
          assertTrue(search.nodes() > 0);
        }
      }
    }
  }

  @Test
  void aGuessWhoseQuickBoundReachesTheCutoffIsAnsweredWithoutSearch() {
    int couldExpand = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 2, 9, 6)) {
        int[] all = all(c);
        for (int depth = 3; depth <= 5; depth++) {
          Node root = new Node(all, depth, null);
          for (int g = 0; g < c.guesses.size(); g++) {
            int quick = c.search().quickBound(root, g);
            for (int cutoff = all.length; cutoff <= quick; cutoff++) {
              TreeSearch search = c.search();
              int v = search.solveAfter(root, g, cutoff);
              String where =
                  mode + " " + c.guesses.get(g) + " depth " + depth + " cutoff " + cutoff;
              assertTrue(v >= cutoff, where + ": " + v);
              assertEquals(0, search.nodes(), where);
            }
            for (List<Integer> b : c.split(list(all), g).values()) {
              couldExpand += b.size() >= 3 ? 1 : 0;
            }
          }
        }
      }
    }
    // Buckets a search would have expanded.
    assertTrue(couldExpand > 100, "buckets of three or more " + couldExpand);
  }

  @Test
  void theMemoAnswersANodeItKnowsExactlyOrBoundedAtTheCutoff() {
    int bounds = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 3, 9, 6)) {
        int[] all = all(c);
        int depth = 4;
        int exact = c.opt(list(all), depth, c.everyGuess());
        Node root = new Node(all, depth, null);
        // An exact value: every later solve of the node is a look-up, whatever the cutoff.
        TreeSearch search = c.search();
        assertEquals(exact, search.solve(root, INF));
        long expanded = search.nodes();
        assertTrue(expanded > 0);
        for (int cutoff = 2 * all.length; cutoff <= Math.min(exact, 40) + 2; cutoff++) {
          int v = search.solve(root, cutoff);
          assertEquals(expanded, search.nodes(), mode + " " + c.answers + " cutoff " + cutoff);
          assertEquals(exact, v);
        }
        if (exact >= INF) {
          continue;
        }
        // A bound: a look-up for every cutoff at or below it, a new search above it.
        for (int cutoff = 2 * all.length; cutoff <= exact; cutoff++) {
          TreeSearch fresh = c.search();
          int bound = fresh.solve(root, cutoff);
          assertTrue(bound >= cutoff && bound <= exact, "bound " + bound);
          long before = fresh.nodes();
          for (int lower = 2 * all.length; lower <= bound; lower++) {
            assertEquals(bound, fresh.solve(root, lower));
            assertEquals(before, fresh.nodes(), mode + " " + c.answers + " " + lower);
            bounds++;
          }
          assertEquals(exact, fresh.solve(root, INF));
          // A new search, unless the first already proved the value (a set a candidate splits
          // into singletons but one pair is answered exactly, 2n, whatever the cutoff).
          assertTrue(fresh.nodes() > before || bound == exact, "no new search above " + bound);
          assertEquals(exact, fresh.solve(root, bound + 1));
        }
      }
    }
    assertTrue(bounds > 20, "bounds " + bounds);
  }

  @Test
  void aSetACandidateSplitsIntoSingletonsOrTwoGuessesFromTheEndCostsOneExpansion() {
    int perfect = 0;
    int lastTwo = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 3, 9, 6)) {
        int[] all = all(c);
        // Every 3- to 5-answer subset of the first answers that a candidate splits fully.
        for (int mask = 0; mask < 1 << 8; mask++) {
          int bits = mask;
          int[] set =
              java.util.stream.IntStream.range(0, 8).filter(i -> (bits >> i & 1) != 0).toArray();
          if (set.length < 3 || set.length > 5) {
            continue;
          }
          List<Integer> members = list(set);
          boolean splits = c.bucketBound(members) == 2 * set.length - 1;
          for (int depth = 2; depth <= 3; depth++) {
            if (!splits && depth > 2) {
              continue;
            }
            // A perfect candidate meets the set's bound 2n - 1; else at depth 2 the model.
            int exact = splits ? 2 * set.length - 1 : c.opt(members, depth, c.everyGuess());
            TreeSearch search = c.search();
            Node node = new Node(set, depth, null);
            assertEquals(exact, search.solve(node, INF), mode + " " + members + " " + depth);
            assertEquals(1, search.nodes(), mode + " " + members + " depth " + depth);
            perfect += splits ? 1 : 0;
            lastTwo += depth == 2 ? 1 : 0;
          }
        }
        assertTrue(all.length >= 8);
      }
    }
    assertTrue(perfect > 50 && lastTwo > 50, perfect + " / " + lastTwo);
  }

  @Test
  void bestGuessUsesWhatTheMemoKnowsExactlyAndRecordsWhatItSolves() {
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 3, 9, 6)) {
        int[] all = all(c);
        int depth = 4;
        Node root = new Node(all, depth, null);
        int exact = c.opt(list(all), depth, c.everyGuess());
        if (exact >= INF) {
          continue;
        }
        int expected = c.search().bestGuess(root);
        assertTrue(c.optAfter(list(all), depth, c.everyGuess(), expected) == exact);
        // After a solve: a look-up, or one expansion where the solve proved the value without
        // naming a guess (a set a candidate splits into singletons but one pair); then recorded.
        TreeSearch solved = c.search();
        solved.solve(root, INF);
        long before = solved.nodes();
        assertEquals(expected, solved.bestGuess(root));
        assertTrue(solved.nodes() - before <= 1, mode + " " + c.answers);
        long named = solved.nodes();
        assertEquals(expected, solved.bestGuess(root));
        assertEquals(named, solved.nodes());
        // After a failed solve (a bound in the memo): solved again, the same guess.
        TreeSearch bounded = c.search();
        assertTrue(bounded.solve(root, exact) >= exact);
        assertEquals(expected, bounded.bestGuess(root), mode + " " + c.answers);
        // Solved by bestGuess: recorded, so the second call is a look-up.
        TreeSearch fresh = c.search();
        assertEquals(expected, fresh.bestGuess(root));
        long once = fresh.nodes();
        assertEquals(expected, fresh.bestGuess(root));
        assertEquals(once, fresh.nodes());
      }
    }
  }

  /** Pairs in both orders, and single answers. */
  static Stream<int[]> oneOrTwoAnswers() {
    return Stream.of(
        new int[] {0, 3},
        new int[] {3, 0},
        new int[] {5, 2},
        new int[] {2, 5},
        new int[] {0},
        new int[] {4});
  }

  @ParameterizedTest
  @MethodSource("oneOrTwoAnswers")
  void oneOrTwoAnswersGoToTheLowerGuessIndexAtAnyDepth(int[] set) {
    SearchCase c = cases(Mode.NORMAL, 1, 9, 6).get(0);
    for (int depth = 1; depth <= 3; depth++) {
      TreeSearch search = c.search();
      int lowest = java.util.Arrays.stream(set).min().getAsInt();
      assertEquals(
          lowest,
          search.bestGuess(new Node(set, depth, null)),
          java.util.Arrays.toString(set) + " depth " + depth);
      assertEquals(0, search.nodes());
    }
  }

  @Test
  void aSearchCancelledBeforeItStartsStopsAtItsFirstExpansion() {
    SearchCase c = cases(Mode.NORMAL, 1, 9, 6).get(0);
    // A set a candidate splits into singletons needs exactly one expansion.
    for (int[] set : new int[][] {{0, 1, 2}, {1, 2, 3}, {2, 3, 4}, {0, 4, 8}}) {
      if (c.bucketBound(list(set)) != 2 * set.length - 1) {
        continue;
      }
      TreeSearch once = c.search();
      assertEquals(2 * set.length - 1, once.solve(new Node(set, 3, null), INF));
      assertEquals(1, once.nodes());
      TreeSearch cancelled =
          new TreeSearch(c.table, c.rule, Integer.MAX_VALUE, 1 << 10, () -> true);
      assertThrows(
          java.util.concurrent.CancellationException.class,
          () -> cancelled.solve(new Node(set, 3, null), INF));
      // Three with three guesses left are settled without a search; forty need one.
      TreeSearch cancelledToo =
          new TreeSearch(c.table, c.rule, Integer.MAX_VALUE, 1 << 10, () -> true);
      assertTrue(cancelledToo.canFinish(new Node(set, 3, null), 0));
      SearchCase forty = cases(Mode.NORMAL, 1, 40, 6).get(0);
      TreeSearch cancelledFortyToo =
          new TreeSearch(forty.table, forty.rule, Integer.MAX_VALUE, 1 << 10, () -> true);
      assertThrows(
          java.util.concurrent.CancellationException.class,
          () -> cancelledFortyToo.canFinish(new Node(all(forty), 3, null), 10));
      return;
    }
    throw new AssertionError("no set of three that a candidate splits");
  }

  @Test
  void smallNodesFinishAsTheRulesSay() {
    SearchCase c = cases(Mode.HARD, 1, 9, 6).get(0);
    TreeSearch search = c.search();
    // Two answers with two or more guesses left: the lower index finishes both.
    for (int depth = 2; depth <= 4; depth++) {
      assertEquals(4, search.finishingGuess(new Node(new int[] {4, 5}, depth, null), 0));
      assertEquals(4, search.finishingGuess(new Node(new int[] {5, 4}, depth, null), 0));
    }
    // No guess left: nothing can be found.
    assertTrue(!search.canFinish(new Node(new int[] {4}, 0, null), 0));
    assertTrue(!search.canFinish(new Node(new int[] {4, 5, 6}, 0, null), 0));
    assertEquals(0, search.nodes());
    assertEquals(0, search.memoSize());
    int[] all = all(c);
    search.solve(new Node(all, 4, null), INF);
    assertTrue(search.memoSize() > 0);
  }

  @Test
  void theFeasibilityBudgetIsTheNumberOfNodesItExpands() {
    int checked = 0;
    int searched = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode, 3, 12, 6)) {
        int[] all = all(c);
        for (int depth = 3; depth <= 5; depth++) {
          Node root = new Node(all, depth, null);
          TreeSearch search = c.search();
          TreeSearch.Budget budget = new TreeSearch.Budget(1_000_000);
          boolean can = search.canFinish(root, budget);
          long needed = search.nodes();
          assertEquals(needed, 1_000_000 - budget.left());
          assertEquals(c.opt(list(all), depth, c.everyGuess()) < INF, can);
          // Asked again under the same budget: a look-up (or, for a set a candidate settles, no
          // search at all).
          assertEquals(can, search.canFinish(root, budget));
          assertEquals(needed, search.nodes());
          assertEquals(can, c.search().canFinish(root, needed));
          String where = mode + " " + c.answers + " depth " + depth + " needs " + needed;
          if (needed > 0) {
            assertThrows(
                OverBudgetException.class, () -> c.search().canFinish(root, needed - 1), where);
            searched++;
          }
          int guess = c.search().finishingGuess(root, 1_000_000);
          if (can) {
            assertTrue(c.optAfter(list(all), depth, c.everyGuess(), guess) < INF, where);
          } else {
            assertEquals(-1, guess, where);
          }
          checked++;
        }
      }
    }
    assertTrue(checked > 30 && searched > 5, checked + " checked, " + searched + " searched");
  }
}
