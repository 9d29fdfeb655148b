package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link MarkTable#countUnlessOver} (the Absurdle search's kernel) against a model: the codes in
 * order of first appearance and their counts when no bucket holds more than {@code max}, else -1
 * with the counts cleared; for five-letter words (one byte a code) and six-letter words (two).
 */
class MarkTableCountUnlessOverTest {
  @Test
  void countsLikeTheModelOrGivesUpPastTheLimit() {
    Random random = new Random(5);
    int gaveUp = 0;
    int counted = 0;
    for (int length : new int[] {5, 6}) {
      List<String> words = EngineTestSupport.randomWords(random, 60, length, 4);
      WordList list = WordList.of(words);
      MarkTable table = MarkTable.build(list, list);
      int[] counts = new int[table.codeCount()];
      int[] touched = new int[table.codeCount()];
      for (int g = 0; g < words.size(); g += 3) {
        for (int n : new int[] {1, 7, 30, 60}) {
          int[] set = new int[n];
          for (int i = 0; i < n; i++) {
            set[i] = (i * 7 + g) % words.size();
          }
          // The model: buckets by the reference marks, in order of first appearance.
          Map<Integer, Integer> model = new LinkedHashMap<>();
          for (int a : set) {
            model.merge(
                EngineTestSupport.referenceCode(words.get(g), words.get(a)), 1, Integer::sum);
          }
          int largest = model.values().stream().mapToInt(Integer::intValue).max().getAsInt();
          for (int max : new int[] {largest - 1, largest, largest + 1}) {
            int t = table.countUnlessOver(g, set, n, counts, touched, max);
            String where = length + " letters, guess " + g + ", " + n + " answers, max " + max;
            if (largest > max) {
              assertEquals(-1, t, where);
              gaveUp++;
            } else {
              assertEquals(model.size(), t, where);
              List<Integer> codes = new ArrayList<>(model.keySet());
              for (int k = 0; k < t; k++) {
                assertEquals(codes.get(k), touched[k], where);
                assertEquals(model.get(codes.get(k)), counts[touched[k]], where);
                counts[touched[k]] = 0;
              }
              counted++;
            }
            assertArrayEquals(new int[counts.length], counts, where + ": counts left dirty");
          }
        }
      }
    }
    assertTrue(gaveUp > 50 && counted > 50, gaveUp + " / " + counted);
  }
}
