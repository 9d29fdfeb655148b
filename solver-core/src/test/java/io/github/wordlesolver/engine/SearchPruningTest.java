package io.github.wordlesolver.engine;

import static io.github.wordlesolver.engine.SearchCase.array;
import static io.github.wordlesolver.engine.SearchCase.list;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What makes the exact search's cut-offs cheap, each against a model that does without it: the
 * parts a partition pool carries bound every subset's parts, and a scan that drops guesses by them
 * tries the same guesses with the same bounds; after cut searches every value the memo holds, those
 * inferred for unions of buckets included, is the exhaustive model's exact value or a bound at or
 * below it; and the search's totals and best guesses do not change with the memo's size.
 */
class SearchPruningTest {
  private static final int INF = TreeSearch.INFEASIBLE;

  private static List<SearchCase> normalCases() {
    List<SearchCase> cases = new ArrayList<>(SearchCase.cases(Mode.NORMAL, 4, 14, 30, 322));
    cases.addAll(SearchCase.familyCases(Mode.NORMAL, 3, 12));
    return cases;
  }

  @Test
  void poolPartsAreThePartsOfTheSetAndBoundEveryBucketBelowIt() {
    int checked = 0;
    for (SearchCase c : normalCases()) {
      SearchSpace space = new SearchSpace(c.table, c.rule, () -> false);
      GuessOrder order = new GuessOrder(space, new SingletonSplits(space));
      int[] all = c.everyAnswer();
      int[] pool = space.allowed(new Node(all, 5, null), null);
      int[] parts = new int[pool.length];
      int[] kept = order.firstOfEachPartition(all, pool, parts);
      assertArrayEquals(order.firstOfEachPartition(all, pool), kept);
      for (int i = 0; i < kept.length; i++) {
        assertEquals(c.split(list(all), kept[i]).size(), parts[i], c.guesses.get(kept[i]));
        for (List<Integer> bucket : c.split(list(all), kept[(i * 7) % kept.length]).values()) {
          assertTrue(c.split(bucket, kept[i]).size() <= parts[i]);
          checked++;
        }
      }
    }
    assertTrue(checked > 1000, "buckets checked " + checked);
  }

  /**
   * Below a pool, a scan given the pool's parts keeps the guesses, in the order and with the
   * bounds, of a scan that reads every row; only the least bound of what it dropped may be lower,
   * never below the cutoff.
   */
  @Test
  void aScanWithThePoolsPartsTriesWhatAFullScanTries() {
    int compared = 0;
    int skippedSome = 0;
    for (SearchCase c : normalCases()) {
      SearchSpace space = new SearchSpace(c.table, c.rule, () -> false);
      GuessOrder order = new GuessOrder(space, new SingletonSplits(space));
      int[] all = c.everyAnswer();
      int[] pool = space.allowed(new Node(all, 5, null), null);
      int[] parts = new int[pool.length];
      int[] kept = order.firstOfEachPartition(all, pool, parts);
      parts = Arrays.copyOf(parts, kept.length);
      for (int g = 0; g < c.guesses.size(); g += 3) {
        for (List<Integer> bucket : c.split(list(all), g).values()) {
          int m = bucket.size();
          if (m < 3) {
            continue;
          }
          int[] set = array(bucket);
          for (int cutoff = 2 * m; cutoff <= 3 * m + 1; cutoff++) {
            GuessOrder.Options full = order.scan(set, kept, null, cutoff);
            int[] fullGuesses = order.guesses(full, set);
            int[] fullLower = Arrays.copyOf(full.lower, full.size);
            GuessOrder.Options pruned = order.scan(set, kept, parts, cutoff);
            int[] prunedGuesses = order.guesses(pruned, set);
            assertArrayEquals(fullGuesses, prunedGuesses, bucket + " under " + cutoff);
            assertArrayEquals(fullLower, Arrays.copyOf(pruned.lower, pruned.size));
            assertTrue(pruned.droppedBound <= full.droppedBound);
            assertTrue(pruned.droppedBound >= Math.min(cutoff, full.droppedBound));
            for (int i = 0; i < kept.length; i++) {
              skippedSome += Math.min(parts[i], m) + 1 <= 3 * m - cutoff ? 1 : 0;
            }
            compared++;
          }
        }
      }
    }
    assertTrue(compared > 500, "scans compared " + compared);
    assertTrue(skippedSome > 100, "guesses the parts dropped " + skippedSome);
  }

  /**
   * Cut searches from the root under cutoffs below, at and above the optimum leave in the memo only
   * exact values and bounds at or below the exhaustive model's exact value, unions of buckets among
   * them.
   */
  @Test
  void everyValueTheMemoHoldsAfterCutSearchesIsSound() {
    int entries = 0;
    for (SearchCase c : normalCases()) {
      int[] all = c.everyAnswer();
      for (int depth = 4; depth <= 5; depth++) {
        int opt = c.opt(list(all), depth, c.everyGuess());
        for (int cutoff : new int[] {opt - 6, opt - 2, opt, opt + 1, INF}) {
          TreeSearch search = c.search();
          int value = search.solve(new Node(all, depth, null), cutoff);
          if (opt < cutoff) {
            assertEquals(opt, value, c.answers + " depth " + depth);
          } else {
            assertTrue(value >= cutoff && value <= opt, c.answers + " " + value);
          }
          Map<String, Integer> exact = new HashMap<>();
          List<Memo.Entry> held = new ArrayList<>();
          search.exactSearch().memo().forEach(held::add);
          for (Memo.Entry e : held) {
            String key = e.depth + ":" + Arrays.toString(e.set);
            int truth =
                exact.computeIfAbsent(key, k -> c.opt(list(e.set), e.depth, c.everyGuess()));
            if (e.exact) {
              assertEquals(truth, e.value, key);
            } else {
              assertTrue(e.value <= truth, key + " bound " + e.value + " above " + truth);
            }
            entries++;
          }
        }
      }
    }
    assertTrue(entries > 50, "memo entries checked " + entries);
  }

  /**
   * On 300 answers, where buckets are large enough that guesses are cut off after searching some,
   * the bounds the memo holds after cut searches, those of unions of buckets among them, are at or
   * below the exact values a fresh search finds for their sets.
   */
  @Test
  void unionBoundsOnALargerListAreAtOrBelowTheExactValues() {
    List<String> answers = io.github.wordlesolver.testing.EngineTestSupport.answerWords(400);
    SearchCase c =
        new SearchCase(
            answers,
            io.github.wordlesolver.testing.EngineTestSupport.allowedWords(20),
            Mode.NORMAL);
    int[] all = c.everyAnswer();
    TreeSearch search = c.search();
    Node root = new Node(all, 5, null);
    int opt = search.solve(root, INF);
    TreeSearch cut = c.search();
    int g = cut.bestGuess(root);
    for (Node child : root.children(c.table, c.rule, g, true)) {
      int value = search.solve(child, INF);
      for (int below : new int[] {8, 4, 2, 1}) {
        assertTrue(cut.solve(child, value - below) >= value - below);
      }
    }
    for (int below : new int[] {40, 20, 10, 5}) {
      assertTrue(cut.solve(root, opt - below) >= opt - below);
    }
    assertTrue(
        cut.exactSearch().unionsRecorded() > 10, "unions " + cut.exactSearch().unionsRecorded());
    List<Memo.Entry> bounds = new ArrayList<>();
    cut.exactSearch()
        .memo()
        .forEach(
            e -> {
              if (!e.exact && e.value < INF && e.set.length >= 3) {
                bounds.add(e);
              }
            });
    bounds.sort((a, b) -> Integer.compare(b.set.length, a.set.length));
    int checked = 0;
    for (Memo.Entry e : bounds.subList(0, Math.min(150, bounds.size()))) {
      int truth = c.search().solve(new Node(e.set, e.depth, null), INF);
      assertTrue(e.value <= truth, Arrays.toString(e.set) + " bound " + e.value + " > " + truth);
      checked++;
    }
    assertTrue(
        checked > 50,
        "bounds checked " + checked + " unions " + cut.exactSearch().unionsRecorded());
  }

  /**
   * After a cut in the bucket of some marks, exactly the unions the model names are recorded, each
   * with the sum of its buckets' bounds: per position, the answers whose marks differ from the cut
   * bucket's there at most; per two positions gray in its marks, those that differ there at most;
   * the answer the guess finds left out, and a "union" of one bucket not recorded.
   */
  @Test
  void aCutRecordsTheUnionsTheModelNamesWithTheSumOfTheirBounds() {
    SearchCase c =
        new SearchCase(
            io.github.wordlesolver.testing.EngineTestSupport.answerWords(400),
            List.of("zzzzz"),
            Mode.NORMAL);
    int[] all = c.everyAnswer();
    int checked = 0;
    for (int g = 0; g < 400; g += 37) {
      int[] members = new int[all.length];
      int[] starts = new int[c.table.codeCount() + 1];
      int count = Buckets.group(c.table, g, all, true, members, starts);
      int[] bound = new int[count];
      Map<Integer, Integer> boundOf = new HashMap<>();
      for (int b = 0; b < count; b++) {
        bound[b] = 3 * (starts[b + 1] - starts[b]) + b % 3;
        boundOf.put(c.table.code(g, members[starts[b]]), bound[b]);
      }
      for (int cut = 0; cut < count; cut += 2) {
        List<Memo.Entry> memo = new ArrayList<>();
        new UnionBounds(c.table).record(memo::add, 4, g, members, starts, count, bound, cut);
        String marks = digits(c.table.code(g, members[starts[cut]]));
        Map<List<Integer>, Integer> expected = new HashMap<>();
        for (int k = 0; k < 5; k++) {
          model(c, g, marks, k, k, boundOf, expected);
          for (int j = k + 1; j < 5; j++) {
            if (marks.charAt(k) == '0' && marks.charAt(j) == '0') {
              model(c, g, marks, k, j, boundOf, expected);
            }
          }
        }
        Map<List<Integer>, Integer> recorded = new HashMap<>();
        memo.forEach(e -> recorded.merge(list(e.set), e.value, Math::max));
        assertEquals(expected, recorded, c.guesses.get(g) + " " + marks);
        memo.forEach(e -> assertTrue(!e.exact && e.depth == 4));
        checked += expected.size();
      }
    }
    assertTrue(checked > 100, "unions checked " + checked);
  }

  /** The model's union of the answers whose marks differ from {@code marks} at most at k and j. */
  private static void model(
      SearchCase c,
      int g,
      String marks,
      int k,
      int j,
      Map<Integer, Integer> boundOf,
      Map<List<Integer>, Integer> expected) {
    List<Integer> union = new ArrayList<>();
    java.util.Set<Integer> codes = new java.util.TreeSet<>();
    for (int a = 0; a < c.answers.size(); a++) {
      int code =
          io.github.wordlesolver.testing.EngineTestSupport.referenceCode(
              c.guesses.get(g), c.answers.get(a));
      String other = digits(code);
      boolean near = true;
      for (int p = 0; p < 5; p++) {
        near &= p == k || p == j || other.charAt(p) == marks.charAt(p);
      }
      if (near && code != c.solved) {
        union.add(a);
        codes.add(code);
      }
    }
    int sum = 0;
    for (int code : codes) {
      sum += boundOf.get(code);
    }
    if (codes.size() >= 2 && sum > 2 * union.size()) {
      expected.put(union, sum);
    }
  }

  /** The marks of a code as five base-3 digits, the first position first. */
  private static String digits(int code) {
    StringBuilder out = new StringBuilder();
    for (int p = 0; p < 5; p++) {
      out.insert(0, (char) ('0' + code % 3));
      code /= 3;
    }
    return out.toString();
  }

  /** A memo of a few entries evicts nearly all it learns; the totals and guesses stay the same. */
  @Test
  void totalsAndBestGuessesDoNotDependOnTheMemosSize() {
    for (SearchCase c : normalCases()) {
      int[] all = c.everyAnswer();
      Node root = new Node(all, 5, null);
      TreeSearch large = c.search();
      TreeSearch small = new TreeSearch(c.table, c.rule, Integer.MAX_VALUE, 4, () -> false);
      assertEquals(large.solve(root, INF), small.solve(root, INF), c.answers::toString);
      assertEquals(large.bestGuess(root), small.bestGuess(root), c.answers::toString);
    }
  }

  /**
   * Before an opener's buckets are searched, each bound above {@code 2m} (what a bucket's search
   * would start from) is recorded in the memo as a bound, and the bucket's search then answers a
   * cutoff at or below it without expanding a node; lower bounds and buckets of two answers are not
   * recorded.
   */
  @Test
  void anOpenersBucketBoundsAreRecordedAsBoundsThatAnswerTheBucketsSearches() {
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      SearchCase c =
          new SearchCase(
              io.github.wordlesolver.testing.EngineTestSupport.answerWords(400),
              io.github.wordlesolver.testing.EngineTestSupport.allowedWords(30),
              mode);
      Node root = new Node(c.everyAnswer(), 6, null);
      TreeSearch search = c.search();
      OptimalSearch exact = search.exactSearch();
      int g = 0; // the first guess of the list
      int[][] buckets = Buckets.split(c.table, g, root.set(), true);
      int[] bound = new int[buckets.length];
      for (int b = 0; b < buckets.length; b++) {
        bound[b] = 2 * buckets[b].length + (b % 2 == 0 ? 7 : 0);
      }
      exact.rememberBounds(root, g, buckets, bound);
      int recorded = 0;
      for (int b = 0; b < buckets.length; b++) {
        Node child = root.child(c.table, c.rule, g, buckets[b]);
        Memo.Entry known = exact.memo().get(exact.key(child));
        String where = mode + " bucket " + b + " of " + buckets[b].length;
        if (buckets[b].length > 2 && b % 2 == 0) {
          assertTrue(known != null && !known.exact && known.value == bound[b], where);
          long nodes = search.nodes();
          assertEquals(bound[b], exact.solve(child, bound[b]), where);
          assertEquals(nodes, search.nodes(), where);
          recorded++;
        } else {
          assertTrue(known == null, where);
        }
      }
      assertTrue(recorded >= 5, mode + " recorded " + recorded);
    }
  }
}
