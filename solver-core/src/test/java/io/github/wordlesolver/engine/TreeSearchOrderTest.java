package io.github.wordlesolver.engine;

import static io.github.wordlesolver.engine.SearchCase.array;
import static io.github.wordlesolver.engine.SearchCase.list;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The order in which the tree search tries guesses, against a model written from the class javadoc:
 * a candidate that splits the set into singletons alone; at two guesses left the first perfect
 * split in list order; otherwise every guess the rule allows that splits the set, whose bound
 * {@code 3n - t - c} is below the cutoff, in normal mode one per distinct partition (the first),
 * ordered by that bound, then the estimate, then the guess index. Then what the order decides: a
 * search limited to {@code k} guesses a node is the best of the first {@code k}, and the finishing
 * guess is the first guess of the order that finishes.
 */
class TreeSearchOrderTest {
  private static final int INF = TreeSearch.INFEASIBLE;

  /** Guesses the scan dropped as twins of an earlier one, over the whole test (normal mode). */
  private int twins;

  /** Guesses the scan dropped for a bound at or above the cutoff. */
  private int cut;

  private static List<SearchCase> cases(Mode mode) {
    return SearchCase.cases(mode, 4, 10, 8, 211);
  }

  /**
   * Letter families beside random cases: where the first guess of the order is often not the best,
   * so a wider search and the finishing guess make a difference.
   */
  private static List<SearchCase> families(Mode mode) {
    List<SearchCase> out = new ArrayList<>(SearchCase.cases(mode, 3, 14, 10, 307));
    List<String> splitters = List.of("chomp", "blast", "dwarf", "thumb", "pygmy", "vinyl");
    out.add(
        new SearchCase(
            List.of(
                "batch", "catch", "hatch", "latch", "match", "patch", "watch", "pitch", "ditch",
                "witch"),
            splitters,
            mode));
    out.add(
        new SearchCase(
            List.of(
                "bound", "found", "hound", "mound", "pound", "round", "sound", "wound", "mount",
                "count"),
            splitters,
            mode));
    out.add(
        new SearchCase(
            List.of(
                "share", "shame", "shake", "shape", "shade", "shave", "snare", "stare", "spare",
                "scare", "stale", "shale"),
            splitters,
            mode));
    out.add(
        new SearchCase(
            List.of(
                "baker", "faker", "maker", "taker", "wager", "water", "later", "hater", "eater",
                "gamer", "tamer"),
            splitters,
            mode));
    return out;
  }

  /** The partition {@code g} makes of {@code set}: its unsolved buckets and its solved one. */
  private static Set<Object> partition(SearchCase c, List<Integer> set, int g) {
    Set<Object> out = new HashSet<>();
    for (Map.Entry<Integer, List<Integer>> b : c.split(set, g).entrySet()) {
      out.add(b.getKey() == c.solved ? List.of("solved", b.getValue()) : b.getValue());
    }
    return out;
  }

  /** The model's order at a node of at least three answers. */
  private List<Integer> order(
      SearchCase c, List<Integer> set, int depth, BitSet allowed, int cutoff) {
    int n = set.size();
    int perfect = -1;
    for (int a : set) {
      int g = c.guesses.indexOf(c.answers.get(a));
      if (g >= 0 && c.split(set, g).size() == n && (perfect < 0 || g < perfect)) {
        perfect = g;
      }
    }
    if (perfect >= 0) {
      return List.of(perfect);
    }
    List<long[]> kept = new ArrayList<>();
    Set<Set<Object>> seen = new HashSet<>();
    for (int g = allowed.nextSetBit(0); g >= 0; g = allowed.nextSetBit(g + 1)) {
      TreeMap<Integer, List<Integer>> parts = c.split(set, g);
      int t = parts.size();
      boolean candidate = parts.containsKey(c.solved);
      if (t == 1 && !candidate) {
        continue;
      }
      if (depth == 2) {
        if (t == n) {
          return List.of(g);
        }
        continue;
      }
      int bound = 3 * n - t - (candidate ? 1 : 0);
      if (bound >= cutoff) {
        cut++;
        continue;
      }
      if (c.mode == Mode.NORMAL && !seen.add(partition(c, set, g))) {
        twins++;
        continue;
      }
      kept.add(new long[] {bound, c.estimate(set, g), g});
    }
    kept.sort(java.util.Arrays::compare);
    List<Integer> out = new ArrayList<>();
    for (long[] k : kept) {
      out.add((int) k[2]);
    }
    return out;
  }

  private void assertOrder(SearchCase c, TreeSearch search, Node node, BitSet allowed, int cutoff) {
    List<Integer> set = list(node.set());
    List<Integer> expected = order(c, set, node.depth(), allowed, cutoff);
    assertEquals(
        expected,
        list(search.order(node, cutoff)),
        c.mode + " " + set + " depth " + node.depth() + " cutoff " + cutoff);
  }

  @Test
  void theScanKeepsTheDocumentedGuessesInTheDocumentedOrder() {
    int firstGuessPerfect = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : cases(mode)) {
        TreeSearch search = c.search();
        int[] all = new int[c.answers.size()];
        java.util.Arrays.setAll(all, i -> i);
        int n = all.length;
        for (int depth = 2; depth <= 5; depth++) {
          Node root = new Node(all, depth, null);
          for (int cutoff : new int[] {INF, 3 * n, 3 * n - 2, 2 * n + 3, 2 * n}) {
            assertOrder(c, search, root, c.everyGuess(), cutoff);
          }
          // Below the root: the buckets of every guess, with what the guess revealed.
          for (int g = 0; g < c.guesses.size(); g++) {
            for (Map.Entry<Integer, List<Integer>> b : c.split(list(all), g).entrySet()) {
              if (b.getValue().size() >= 3 && b.getKey() != c.solved && depth > 2) {
                Node child = root.child(c.table, c.rule, g, array(b.getValue()));
                BitSet allowed = c.after(c.everyGuess(), g, b.getKey());
                int m = b.getValue().size();
                for (int cutoff : new int[] {INF, 3 * m - 1, 2 * m + 1}) {
                  assertOrder(c, search, child, allowed, cutoff);
                }
              }
            }
          }
        }
        if (mode == Mode.NORMAL) {
          // Sets the first guess of the list (an answer) splits into singletons: it alone.
          for (int size = 3; size <= 5; size++) {
            for (List<Integer> set : subsetsWithFirst(n, size)) {
              if (c.split(set, 0).size() == size) {
                firstGuessPerfect++;
                for (int depth = 2; depth <= 3; depth++) {
                  Node node = new Node(array(set), depth, null);
                  assertArrayEquals(new int[] {0}, search.order(node, INF), set.toString());
                  assertOrder(c, search, node, c.everyGuess(), INF);
                }
              }
            }
          }
        }
      }
    }
    // The model's rules were each in play.
    assertTrue(twins > 50, "twins " + twins);
    assertTrue(cut > 50, "cut " + cut);
    assertTrue(firstGuessPerfect > 10, "first guess perfect " + firstGuessPerfect);
  }

  /**
   * The feasibility check scans a node with the node's own slice of the mark table, gathered from
   * the slice above: the guesses it keeps and their order (normal mode's twins merged, each group
   * of equal bounds sorted by estimate) are those of the scan that reads the table, at the root and
   * below it, with and without the shortcut of a first guess that leaves only pairs.
   */
  @Test
  void theScanOfANodesSliceKeepsWhatTheScanOfTheTableKeeps() {
    int nodes = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : families(mode)) {
        SearchSpace space = new SearchSpace(c.table, c.rule, () -> false);
        GuessOrder order = new GuessOrder(space, new SingletonSplits(space));
        int[] all = c.everyAnswer();
        Node root = new Node(all, 4, null);
        int[] pool = space.allowed(root, null);
        for (boolean stopAtExact : new boolean[] {false, true}) {
          CodeSlice top = CodeSlice.of(c.table, pool, all, null, new CodeSlice.Arena());
          assertEquals(
              list(order.guesses(order.scan(all, pool, INF, stopAtExact, null), all)),
              list(order.guesses(order.scan(all, pool, INF, stopAtExact, top), all)),
              mode + " " + c.answers);
          for (int g = 0; g < c.guesses.size(); g++) {
            for (Map.Entry<Integer, List<Integer>> b : c.split(list(all), g).entrySet()) {
              if (b.getValue().size() < 3 || b.getKey() == c.solved) {
                continue;
              }
              Node child = root.child(c.table, c.rule, g, array(b.getValue()));
              int[] set = child.set();
              int[] allowed = space.allowed(child, top.guesses);
              CodeSlice here = CodeSlice.of(c.table, allowed, set, top, new CodeSlice.Arena());
              assertEquals(
                  list(order.guesses(order.scan(set, allowed, INF, stopAtExact, null), set)),
                  list(order.guesses(order.scan(set, allowed, INF, stopAtExact, here), set)),
                  mode + " " + c.answers + " after " + c.guesses.get(g) + " " + b.getValue());
              nodes++;
            }
          }
        }
      }
    }
    assertTrue(nodes > 100, "nodes below the root " + nodes);
  }

  /** The sets of {@code size} answers of {@code 0..n-1} that hold answer 0, in order. */
  private static List<List<Integer>> subsetsWithFirst(int n, int size) {
    List<List<Integer>> out = new ArrayList<>();
    for (int mask = 0; mask < 1 << n; mask++) {
      if ((mask & 1) == 1 && Integer.bitCount(mask) == size) {
        List<Integer> set = new ArrayList<>();
        for (int a = 0; a < n; a++) {
          if ((mask >> a & 1) == 1) {
            set.add(a);
          }
        }
        out.add(set);
      }
    }
    return out;
  }

  /** The total of a search that tries only the first {@code k} guesses of the order. */
  private int narrow(
      SearchCase c,
      List<Integer> set,
      int depth,
      BitSet allowed,
      int k,
      Map<String, Integer> memo) {
    int n = set.size();
    if (n == 0) {
      return 0;
    }
    if (depth <= 0) {
      return INF;
    }
    if (n == 1) {
      return 1;
    }
    if (depth == 1) {
      return INF;
    }
    if (n == 2) {
      return 3;
    }
    String key = set + "/" + depth + "/" + allowed;
    Integer known = memo.get(key);
    if (known != null) {
      return known;
    }
    int best = INF;
    List<Integer> order = order(c, set, depth, allowed, INF);
    for (int g : order.subList(0, Math.min(k, order.size()))) {
      int total = n;
      for (Map.Entry<Integer, List<Integer>> b : c.split(set, g).entrySet()) {
        if (b.getKey() != c.solved) {
          total =
              Math.min(
                  INF,
                  total
                      + narrow(
                          c, b.getValue(), depth - 1, c.after(allowed, g, b.getKey()), k, memo));
        }
      }
      best = Math.min(best, total);
    }
    memo.put(key, best);
    return best;
  }

  /**
   * Each partition of {@code set} by the guesses of {@code pool}, with the least guess giving it.
   */
  private static Map<Set<Object>, Integer> firstByPartition(
      SearchCase c, List<Integer> set, int[] pool) {
    Map<Set<Object>, Integer> first = new HashMap<>();
    for (int g : pool) {
      first.merge(partition(c, set, g), g, Math::min);
    }
    return first;
  }

  /**
   * {@link GuessOrder#firstOfEachPartition} keeps, in pool order, exactly the first guess of each
   * distinct partition of the set (the model's buckets and the answer found); and on every bucket
   * below the set the guesses kept give every partition that the whole pool gives, each first from
   * the same guess: what lets the search below a normal-mode node scan them alone.
   */
  @Test
  void firstOfEachPartitionKeepsTheFirstGuessOfEachPartitionForTheSetAndBelowIt() {
    int subsets = 0;
    int dropped = 0;
    List<SearchCase> cases = new ArrayList<>(families(Mode.NORMAL));
    cases.addAll(SearchCase.cases(Mode.NORMAL, 4, 14, 30, 322));
    // Guesses that split a family alike: fizzy, fuzzy and jiffy set found apart (one grouping),
    // zappy and kyack nothing.
    cases.add(
        new SearchCase(
            List.of("bound", "found", "hound", "mound", "pound", "round", "sound", "wound"),
            List.of("fizzy", "fuzzy", "jiffy", "hippy", "hummy", "zappy", "kyack", "mound"),
            Mode.NORMAL));
    for (SearchCase c : cases) {
      SearchSpace space = new SearchSpace(c.table, c.rule, () -> false);
      GuessOrder order = new GuessOrder(space, new SingletonSplits(space));
      int[] all = c.everyAnswer();
      int[] pool = space.allowed(new Node(all, 4, null), null);
      int[] kept = order.firstOfEachPartition(all, pool);
      Map<Set<Object>, Integer> first = firstByPartition(c, list(all), pool);
      List<Integer> expected = new ArrayList<>(new TreeMap<>(invert(first)).keySet());
      assertEquals(expected, list(kept), c.answers::toString);
      dropped += pool.length - kept.length;
      for (int g = 0; g < c.guesses.size(); g++) {
        for (List<Integer> bucket : c.split(list(all), g).values()) {
          if (bucket.size() >= 2) {
            assertEquals(
                firstByPartition(c, bucket, pool),
                firstByPartition(c, bucket, kept),
                c.answers + " after " + c.guesses.get(g) + " " + bucket);
            subsets++;
          }
        }
      }
    }
    assertTrue(dropped >= 3, "guesses dropped " + dropped);
    assertTrue(subsets > 100, "subsets " + subsets);
  }

  private static Map<Integer, Set<Object>> invert(Map<Set<Object>, Integer> map) {
    Map<Integer, Set<Object>> out = new HashMap<>();
    map.forEach((k, v) -> out.put(v, k));
    return out;
  }

  @Test
  void aSearchOfBreadthKIsTheBestOfTheFirstKGuessesAtEveryNode() {
    int widerChanged = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : families(mode)) {
        int[] all = new int[c.answers.size()];
        java.util.Arrays.setAll(all, i -> i);
        for (int depth = 3; depth <= 5; depth++) {
          int previous = INF;
          for (int k = 1; k <= 3; k++) {
            int expected = narrow(c, list(all), depth, c.everyGuess(), k, new HashMap<>());
            TreeSearch search = new TreeSearch(c.table, c.rule, k, 1 << 12, () -> false);
            assertEquals(
                expected,
                search.solve(new Node(all, depth, null), INF),
                mode + " " + c.answers + " depth " + depth + " breadth " + k);
            widerChanged += k > 1 && expected != previous ? 1 : 0;
            previous = expected;
          }
        }
      }
    }
    // One guess more per node changed the total (or made a tree possible) on some cases.
    assertTrue(widerChanged >= 10, "a wider search changed the total " + widerChanged);
  }

  /** A search whose finishing guesses start with rounds of {@code firstRound} nodes a guess. */
  private static TreeSearch inRounds(SearchCase c, long firstRound) {
    return new TreeSearch(c.table, c.rule, Integer.MAX_VALUE, 1 << 12, () -> false, 4, firstRound);
  }

  /**
   * When the budget runs out before the guesses before a winning one are decided, the rounds still
   * return the winning guess: under every budget too small for the first guess of the order, the
   * finishing guess is a guess that finishes every answer (by the oracle) or the check runs out;
   * and on some budgets the rounds find one where the search in order (its first winning guess ends
   * {@link TreeSearch#canFinish}) runs out.
   */
  @Test
  void roundsThatRunOutReturnAGuessFoundToWin() {
    int rescued = 0;
    for (Mode mode : List.of(Mode.HARD, Mode.STRICT)) {
      for (SearchCase c : families(mode)) {
        int[] all = new int[c.answers.size()];
        java.util.Arrays.setAll(all, i -> i);
        List<Integer> set = list(all);
        for (int depth = 3; depth <= 5; depth++) {
          Node root = new Node(all, depth, null);
          TreeSearch.Budget enough = new TreeSearch.Budget(1_000_000);
          inRounds(c, 1).finishingGuess(root, enough);
          long needed = 1_000_000 - enough.left();
          for (long nodes = 0; nodes < needed; nodes++) {
            String where = mode + " " + c.answers + " depth " + depth + ", " + nodes + " nodes";
            int guess;
            try {
              guess = inRounds(c, 1).finishingGuess(root, new TreeSearch.Budget(nodes));
            } catch (OverBudgetException e) {
              continue;
            }
            assertTrue(
                guess >= 0 && c.optAfter(set, depth, c.everyGuess(), guess) < INF,
                where + ": " + guess);
            try {
              c.search().canFinish(root, nodes);
            } catch (OverBudgetException e) {
              rescued++;
            }
          }
        }
      }
    }
    assertTrue(rescued >= 3, "budgets where only the rounds found a winning guess: " + rescued);
  }

  @Test
  void theFinishingGuessIsTheFirstOfTheOrderThatFinishesEveryAnswer() {
    int notTheOptimalGuess = 0;
    int none = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : families(mode)) {
        int[] all = new int[c.answers.size()];
        java.util.Arrays.setAll(all, i -> i);
        List<Integer> set = list(all);
        for (int depth = 2; depth <= 5; depth++) {
          int expected = -1;
          for (int g : order(c, set, depth, c.everyGuess(), INF)) {
            if (c.optAfter(set, depth, c.everyGuess(), g) < INF) {
              expected = g;
              break;
            }
          }
          Node root = new Node(all, depth, null);
          String where = mode + " " + c.answers + " depth " + depth;
          assertEquals(expected, c.search().finishingGuess(root, 1_000_000), where);
          // The same with rounds that leave guesses undecided, given the budget to decide them.
          for (long firstRound : new long[] {1, 3, 16}) {
            assertEquals(
                expected,
                inRounds(c, firstRound).finishingGuess(root, 1_000_000),
                where + ", first round " + firstRound);
          }
          none += expected < 0 ? 1 : 0;
          if (expected >= 0 && expected != c.search().bestGuess(root)) {
            notTheOptimalGuess++;
          }
        }
      }
    }
    assertTrue(notTheOptimalGuess >= 5, "not the optimal guess " + notTheOptimalGuess);
    assertTrue(none > 3, "none " + none);
  }

  /**
   * The finishing guess of a node is the first of its order that finishes, whatever its budget
   * learnt before: here it first checked the same set with more revealed (after a guess that gives
   * every answer the same marks, such as tazza on the -atch family), where it found another guess,
   * which also finishes every answer with less revealed, but is not the first in order there.
   */
  @Test
  void theFinishingGuessDoesNotDependOnWhatTheSearchCheckedBefore() {
    int otherGuess = 0;
    for (Mode mode : List.of(Mode.HARD, Mode.STRICT)) {
      List<SearchCase> cases = new ArrayList<>(families(mode));
      List<String> splitters = List.of("chomp", "blast", "dwarf", "thumb", "pygmy", "vinyl");
      cases.add(
          new SearchCase(
              List.of("batch", "catch", "hatch", "latch", "match", "patch", "watch"),
              concat(splitters, "tazza"),
              mode));
      // cbhlx splits these four into singletons, but tazza's marks (A second, a T) forbid it.
      List<String> withPerfectSplit = concat(concat(splitters, "tazza"), "cbhlx");
      cases.add(
          new SearchCase(List.of("batch", "catch", "hatch", "latch"), withPerfectSplit, mode));
      cases.add(
          new SearchCase(
              List.of("bound", "found", "hound", "mound", "pound", "round", "sound", "wound"),
              concat(splitters, "zonzu"),
              mode));
      for (SearchCase c : cases) {
        int[] all = new int[c.answers.size()];
        java.util.Arrays.setAll(all, i -> i);
        for (int depth = 3; depth <= 5; depth++) {
          Node root = new Node(all, depth, null);
          int expected = c.search().finishingGuess(root, 1_000_000);
          for (int g = 0; g < c.guesses.size(); g++) {
            int code = c.table.code(g, all[0]);
            if (!keepsWhole(c, g, all) || code == c.solved) {
              continue;
            }
            TreeSearch search = c.search();
            Node stronger = new Node(all, depth, c.rule.after(null, g, code));
            TreeSearch.Budget budget = new TreeSearch.Budget(1_000_000);
            int first = search.finishingGuess(stronger, budget);
            assertEquals(
                expected,
                search.finishingGuess(root, budget),
                mode + " " + c.answers + " depth " + depth + " after " + c.guesses.get(g));
            otherGuess += first >= 0 && first != expected ? 1 : 0;
          }
        }
      }
    }
    assertTrue(otherGuess >= 5, "another guess with more revealed " + otherGuess);
  }

  private static List<String> concat(List<String> words, String word) {
    List<String> out = new ArrayList<>(words);
    out.add(word);
    return out;
  }

  private static boolean keepsWhole(SearchCase c, int g, int[] set) {
    for (int a : set) {
      if (c.table.code(g, a) != c.table.code(g, set[0])) {
        return false;
      }
    }
    return true;
  }
}
