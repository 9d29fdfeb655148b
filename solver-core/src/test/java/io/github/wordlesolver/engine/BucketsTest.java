package io.github.wordlesolver.engine;

import static io.github.wordlesolver.engine.SearchCase.array;
import static io.github.wordlesolver.engine.SearchCase.list;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * {@link Buckets}, the one place that splits a set by a guess's marks, against the buckets of the
 * reference marker: in code order, largest first (ties in code order), smallest first, members in
 * the set's order, one bucket by its code.
 */
class BucketsTest {
  @Test
  void bucketsAreTheModelsGroupsInCodeOrderOrLargestFirst() {
    for (SearchCase c : SearchCase.cases(Mode.NORMAL, 4, 30, 10, 7)) {
      int[] all = c.everyAnswer();
      // A shuffled set: members keep the set's order.
      List<Integer> shuffled = list(all);
      Collections.shuffle(shuffled, new Random(3));
      int[] set = array(shuffled);
      for (int g = 0; g < c.guesses.size(); g++) {
        TreeMap<Integer, List<Integer>> model = new TreeMap<>();
        for (int a : set) {
          int code = code(c, g, a);
          if (code != c.solved) {
            model.computeIfAbsent(code, k -> new ArrayList<>()).add(a);
          }
        }
        List<List<Integer>> inCodeOrder = new ArrayList<>(model.values());
        List<List<Integer>> largestFirst = new ArrayList<>(inCodeOrder);
        largestFirst.sort((x, y) -> Integer.compare(y.size(), x.size())); // stable: ties keep order
        List<List<Integer>> smallestFirst = new ArrayList<>(inCodeOrder);
        smallestFirst.sort((x, y) -> Integer.compare(x.size(), y.size()));
        assertEquals(inCodeOrder, lists(Buckets.split(c.table, g, set, false)));
        assertEquals(largestFirst, lists(Buckets.split(c.table, g, set, true)));
        assertEquals(smallestFirst, lists(Buckets.smallestFirst(c.table, g, set)));
        for (Map.Entry<Integer, List<Integer>> b : model.entrySet()) {
          assertArrayEquals(
              array(b.getValue()), Buckets.bucket(c.table, g, set, set.length, b.getKey()));
        }
        // Only the first n members are read.
        int n = set.length / 2;
        int code = c.table.code(g, set[0]);
        List<Integer> firstHalf = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          if (code(c, g, set[i]) == code) {
            firstHalf.add(set[i]);
          }
        }
        assertArrayEquals(array(firstHalf), Buckets.bucket(c.table, g, set, n, code));
      }
    }
  }

  /** The reference marker's code of guess {@code g} against answer {@code a}. */
  private static int code(SearchCase c, int g, int a) {
    return EngineTestSupport.referenceCode(c.guesses.get(g), c.answers.get(a));
  }

  private static List<List<Integer>> lists(int[][] buckets) {
    List<List<Integer>> out = new ArrayList<>();
    for (int[] b : buckets) {
      out.add(list(b));
    }
    return out;
  }
}
