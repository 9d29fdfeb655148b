package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link SingletonSplits}' helpers against models built from {@link SearchCase}'s reference
 * buckets: how many answers collide (up to a limit), whether and how well a candidate splits a set,
 * and the letter sets a splitter must meet. Sets are random subsets of small cases, in random order
 * (the first answer, guess 0, included often), and ranges inside them.
 */
class SingletonSplitsTest {
  private static SingletonSplits splits(SearchCase c) {
    return new SingletonSplits(new SearchSpace(c.table, c.rule, () -> false));
  }

  /**
   * The model's count of answers of {@code set} sharing a bucket of {@code g} with an earlier one.
   */
  private static int collisions(SearchCase c, List<Integer> set, int g) {
    return set.size() - c.split(set, g).size();
  }

  /** A random subset of the case's answers of at least {@code min}, shuffled. */
  private static int[] subset(Random random, SearchCase c, int min) {
    List<Integer> out = new ArrayList<>();
    while (out.size() < min) {
      out.clear();
      for (int a : c.everyAnswer()) {
        if (a == 0 ? random.nextBoolean() : random.nextInt(3) == 0) {
          out.add(a);
        }
      }
    }
    java.util.Collections.shuffle(out, random);
    return SearchCase.array(out);
  }

  private static List<SearchCase> cases() {
    List<SearchCase> out = new ArrayList<>(SearchCase.familyCases(Mode.NORMAL, 3, 6));
    out.addAll(SearchCase.cases(Mode.NORMAL, 3, 14, 6, 330));
    return out;
  }

  @Test
  void collisionsCountsUpToItsLimitAndLeavesSeenCodesClear() {
    Random random = new Random(34);
    for (SearchCase c : cases()) {
      SingletonSplits splits = splits(c);
      boolean[] seen = new boolean[c.table.codeCount()];
      for (int trial = 0; trial < 60; trial++) {
        int[] set = subset(random, c, 1);
        int from = random.nextInt(set.length);
        int to = from + random.nextInt(set.length - from + 1);
        int g = random.nextInt(c.guesses.size());
        List<Integer> range = SearchCase.list(Arrays.copyOfRange(set, from, to));
        int expected = collisions(c, range, g);
        for (int limit = 0; limit <= expected + 1; limit++) {
          String where = range + " guess " + g + " limit " + limit;
          assertEquals(
              Math.min(limit, expected), splits.collisions(g, set, from, to, limit, seen), where);
          for (boolean b : seen) {
            assertFalse(b, where);
          }
        }
      }
    }
  }

  @Test
  void candidatesThatSplitIntoSingletonsAndTheLeastCollisions() {
    Random random = new Random(35);
    int perfect = 0;
    int pair = 0;
    for (SearchCase c : cases()) {
      SingletonSplits splits = splits(c);
      for (int trial = 0; trial < 80; trial++) {
        int[] set = subset(random, c, 1);
        int from = random.nextInt(set.length);
        int to = from + 1 + random.nextInt(set.length - from);
        List<Integer> range = SearchCase.list(Arrays.copyOfRange(set, from, to));
        int least = 2;
        int lowest = -1;
        for (int a : range) {
          int g = c.table.guessOfAnswer(a);
          int k = collisions(c, range, g);
          least = Math.min(least, k);
          if (k == 0 && (lowest < 0 || g < lowest)) {
            lowest = g;
          }
        }
        assertEquals(lowest >= 0, splits.hasPerfectCandidate(set, from, to), range.toString());
        int[] whole = SearchCase.array(range);
        assertEquals(lowest, splits.perfectCandidate(whole), range.toString());
        assertEquals(least, splits.leastCandidateCollisions(whole), range.toString());
        perfect += least == 0 ? 1 : 0;
        pair += least == 1 ? 1 : 0;
      }
    }
    assertTrue(perfect > 20 && pair > 10, perfect + " perfect, " + pair + " with one pair");
  }

  /**
   * The letter sets kept are, by size, the smallest of the sets where two of the first twelve
   * answers differ, fewest letters first, as many as fit; each is such a set.
   */
  @Test
  void neededLettersAreTheSmallestDifferingLetterSetsInOrder() {
    Random random = new Random(36);
    for (SearchCase c : cases()) {
      SingletonSplits splits = splits(c);
      for (int trial = 0; trial < 60; trial++) {
        int[] set = subset(random, c, 1);
        int[] need = new int[1 + random.nextInt(8)];
        int m = Math.min(set.length, 12);
        List<Integer> sizes = new ArrayList<>();
        List<Integer> masks = new ArrayList<>();
        for (int i = 0; i < m; i++) {
          for (int j = 0; j < i; j++) {
            int letters = c.table.differingLetters(set[i], set[j]);
            masks.add(letters);
            sizes.add(Integer.bitCount(letters));
          }
        }
        sizes.sort(null);
        String where = SearchCase.list(set) + " room " + need.length;
        int size = splits.neededLetters(set, need);
        assertEquals(Math.min(sizes.size(), need.length), size, where);
        for (int k = 0; k < size; k++) {
          assertEquals(sizes.get(k), Integer.bitCount(need[k]), where + " set " + k);
          assertTrue(masks.contains(need[k]), where + " set " + k);
        }
      }
    }
  }
}
