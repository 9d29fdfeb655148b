package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bound two guesses deep ({@link TreeSearch#twoDeepBound}), against the exact search on 400
 * answers in normal and hard mode: never above an opener's exact total, never below the bound one
 * guess deep and above it for many openers; cut short at a target exactly as its contract says; and
 * the same whatever was bounded or searched before.
 */
class DeepBoundsTest {
  private static final int INF = TreeSearch.INFEASIBLE;

  private static SearchCase lists(Mode mode) {
    return new SearchCase(
        EngineTestSupport.answerWords(400), EngineTestSupport.allowedWords(30), mode);
  }

  @Test
  void theBoundLiesBetweenTheShallowBoundAndTheExactTotal() {
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      SearchCase c = lists(mode);
      Node root = new Node(c.everyAnswer(), 6, null);
      TreeSearch search = c.search();
      int tighter = 0;
      int checked = 0;
      for (int g = 0; g < c.guesses.size(); g += 29) {
        int exact = search.solveAfter(root, g, INF);
        int shallow = search.deepBound(root, g);
        int deep = search.twoDeepBound(root, g, INF);
        assertTrue(deep >= shallow, mode + " " + c.guesses.get(g) + ": " + deep + " < " + shallow);
        assertTrue(deep <= exact, mode + " " + c.guesses.get(g) + ": " + deep + " > " + exact);
        tighter += deep > shallow ? 1 : 0;
        checked++;
      }
      assertTrue(checked >= 20, mode + " openers " + checked);
      assertTrue(tighter >= 4, mode + ": raised " + tighter + " of " + checked);
    }
  }

  /**
   * Below its target the bound is the bound without a target; at or above, at least the target; and
   * every bound is the same in a fresh search, in another order, after exact searches of the
   * openers (whose memo the bound must not read).
   */
  @Test
  void theBoundDependsOnlyOnItsOpenerAndTarget() {
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      SearchCase c = lists(mode);
      Node root = new Node(c.everyAnswer(), 6, null);
      List<Integer> openers = new ArrayList<>();
      for (int g = 3; g < c.guesses.size(); g += 41) {
        openers.add(g);
      }
      TreeSearch first = c.search();
      List<Integer> full = new ArrayList<>();
      for (int g : openers) {
        full.add(first.twoDeepBound(root, g, INF));
      }
      TreeSearch second = c.search();
      for (int i = openers.size() - 1; i >= 0; i--) {
        int g = openers.get(i);
        second.solveAfter(root, g, INF);
        for (int target : new int[] {full.get(i) - 7, full.get(i), full.get(i) + 1}) {
          int cut = second.twoDeepBound(root, g, target);
          if (full.get(i) < target) {
            assertEquals(full.get(i), cut, mode + " " + c.guesses.get(g) + " under " + target);
          } else {
            assertTrue(cut >= target, mode + " " + c.guesses.get(g) + ": " + cut + " < " + target);
          }
        }
        assertEquals(full.get(i), second.twoDeepBound(root, g, INF), mode + " " + c.guesses.get(g));
      }
    }
  }

  /**
   * An opener's search against a cutoff, its buckets bounded two guesses deep and searched smallest
   * first: below the cutoff the exact total (the answers once each plus each bucket's optimum,
   * solved on its own in another search), at or above it a bound from the cutoff up to that total.
   */
  @Test
  void aSearchAgainstACutoffIsExactBelowItAndABoundAtOrAboveIt() {
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      SearchCase c = lists(mode);
      Node root = new Node(c.everyAnswer(), 6, null);
      int checked = 0;
      for (int g = 5; g < c.guesses.size(); g += 37) {
        TreeSearch oracle = c.search();
        long exact = root.size();
        for (Node child : root.children(c.table, c.rule, g, false)) {
          if (c.table.code(g, child.set()[0]) != c.solved) {
            exact += oracle.solve(child, INF);
          }
        }
        if (exact >= INF) {
          continue;
        }
        String where = mode + " " + c.guesses.get(g);
        assertEquals(exact, c.search().solveAfter(root, g, (int) exact + 1), where);
        for (int cutoff : new int[] {(int) exact, (int) exact - 5, (int) exact - 40}) {
          int bound = c.search().solveAfter(root, g, cutoff);
          assertTrue(bound >= cutoff && bound <= exact, where + " under " + cutoff + ": " + bound);
        }
        checked++;
      }
      assertTrue(checked >= 15, mode + " openers " + checked);
    }
  }
}
