package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link MarkCounter} against a map that counts the same codes in order of first appearance, count
 * after count in one counter (so a clear that leaves a code behind shows in the next count), and
 * the table's bulk counts into it against counting code by code.
 */
class MarkCounterTest {
  private static final int CODES = Feedback.codeCount(5);

  @Test
  void countsEachCodeInOrderOfFirstAppearanceAndClearsToEmpty() {
    MarkCounter counter = new MarkCounter(CODES);
    qt().withFixedSeed(0x3A5CL)
        .withExamples(2000)
        .forAll(lists().of(integers().between(0, CODES - 1)).ofSizeBetween(0, 300))
        .checkAssert(
            codes -> {
              Map<Integer, Integer> expected = new LinkedHashMap<>();
              for (int code : codes) {
                int before = expected.getOrDefault(code, 0);
                assertEquals(before, counter.add(code), "what add returns");
                expected.put(code, before + 1);
              }
              assertEquals(expected.size(), counter.distinct());
              List<Integer> seen = new ArrayList<>(expected.keySet());
              for (int k = 0; k < seen.size(); k++) {
                assertEquals(seen.get(k), counter.code(k));
                assertEquals(expected.get(seen.get(k)), counter.count(seen.get(k)));
              }
              counter.clear();
              assertEquals(0, counter.distinct());
              for (int code = 0; code < CODES; code++) {
                assertEquals(0, counter.count(code), "left after clear: " + code);
              }
            });
  }

  @Test
  void theTablesBulkCountsFillTheCounterAsAddingCodeByCodeDoes() {
    WordList answers = EngineTestSupport.answers(200);
    WordList guesses = WordList.union(answers, EngineTestSupport.allowed(40));
    MarkTable table = MarkTable.build(guesses, answers);
    int[] set = new int[answers.size() / 3];
    for (int i = 0; i < set.length; i++) {
      set[i] = 3 * i + 1;
    }
    MarkCounter bulk = new MarkCounter(table.codeCount());
    MarkCounter byHand = new MarkCounter(table.codeCount());
    for (int g = 0; g < guesses.size(); g += 7) {
      int t = table.count(g, set, set.length, bulk);
      for (int a : set) {
        byHand.add(table.code(g, a));
      }
      assertEquals(byHand.distinct(), t);
      assertArrayEquals(contents(byHand), contents(bulk), guesses.get(g));
      int largest = 0;
      for (int k = 0; k < t; k++) {
        largest = Math.max(largest, bulk.count(bulk.code(k)));
      }
      bulk.clear();
      byHand.clear();
      // Giving up leaves the counter empty; not giving up counts as count does.
      assertEquals(-1, table.countUnlessOver(g, set, set.length, bulk, largest - 1));
      assertEquals(0, bulk.distinct());
      assertEquals(t, table.countUnlessOver(g, set, set.length, bulk, largest));
      bulk.clear();
    }
    bulk.add(0);
    assertThrows(IllegalStateException.class, () -> table.count(0, set, set.length, bulk));
  }

  private static int[] contents(MarkCounter counter) {
    int[] out = new int[2 * counter.distinct()];
    for (int k = 0; k < counter.distinct(); k++) {
      out[2 * k] = counter.code(k);
      out[2 * k + 1] = counter.count(counter.code(k));
    }
    return out;
  }
}
