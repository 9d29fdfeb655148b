package io.github.wordlesolver.engine;

import static io.github.wordlesolver.testing.EngineTestSupport.randomWords;
import static io.github.wordlesolver.testing.EngineTestSupport.referenceCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.wordlesolver.WordList;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The search's test of "one guess splits this set into singletons" (a letter-pair filter, then a
 * scan) against brute force over every guess with the reference marker, on sets full of answers
 * that differ in one position only: the sets the filter cuts hardest.
 */
class AbsurdleSearchTest {

  /** Brute force: the first guess by index whose marks over {@code set} are all different. */
  private static int firstSplitter(WordList guesses, WordList answers, int[] set) {
    for (int g = 0; g < guesses.size(); g++) {
      BitSet seen = new BitSet();
      boolean distinct = true;
      for (int a : set) {
        int code = referenceCode(guesses.get(g), answers.get(a));
        if (seen.get(code)) {
          distinct = false;
          break;
        }
        seen.set(code);
      }
      if (distinct) {
        return g;
      }
    }
    return -1;
  }

  /** A random set of 2 to {@code most} answers, sorted, drawn with families of near twins. */
  private static int[] randomSet(Random random, WordList answers, int most) {
    TreeSet<Integer> set = new TreeSet<>();
    int size = 2 + random.nextInt(most - 1);
    while (set.size() < size) {
      int a = random.nextInt(answers.size());
      set.add(a);
      // Add answers one letter away from a: the pairs the filter reasons about.
      for (int b = 0; b < answers.size() && set.size() < size; b++) {
        if (random.nextInt(3) == 0 && oneApart(answers.get(a), answers.get(b))) {
          set.add(b);
        }
      }
    }
    return set.stream().mapToInt(Integer::intValue).toArray();
  }

  private static boolean oneApart(String x, String y) {
    int differ = 0;
    for (int i = 0; i < x.length(); i++) {
      differ += x.charAt(i) != y.charAt(i) ? 1 : 0;
    }
    return differ == 1;
  }

  private static void assertSplitsAsBruteForce(
      WordList guesses, WordList answers, long seed, int sets, int most) {
    AbsurdleSearch search = new AbsurdleSearch(MarkTable.build(guesses, answers), 1 << 12);
    Random random = new Random(seed);
    int splittable = 0;
    for (int i = 0; i < sets; i++) {
      int[] set = randomSet(random, answers, most);
      int expected = firstSplitter(guesses, answers, set);
      List<String> words = new ArrayList<>();
      for (int a : set) {
        words.add(answers.get(a));
      }
      // Won in two exactly when a guess splits the set: the line is that guess, then the answer.
      int[] line = search.line(set, 2, -1);
      if (expected < 0) {
        assertNull(line, () -> "no guess splits " + words);
      } else {
        splittable++;
        assertNotNull(line, () -> guesses.get(expected) + " splits " + words);
        assertEquals(guesses.get(expected), guesses.get(line[0]), words::toString);
      }
    }
    // Both outcomes must be exercised, or the comparison proves little.
    assertEquals(true, splittable > 0 && splittable < sets, "splittable " + splittable);
  }

  private static List<String> read(String name) {
    String resource = "/io/github/wordlesolver/tree/" + name;
    try (InputStream in = AbsurdleSearchTest.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .map(String::strip)
          .filter(w -> !w.isEmpty())
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void splittingMatchesBruteForceOnTinyAlphabets() {
    Random random = new Random(7);
    for (int alphabet = 3; alphabet <= 5; alphabet++) {
      WordList answers = WordList.of(new TreeSet<>(randomWords(random, 90, 5, alphabet)));
      WordList guesses =
          WordList.union(
              answers, WordList.of(new TreeSet<>(randomWords(random, 150, 5, alphabet + 1))));
      assertSplitsAsBruteForce(guesses, answers, alphabet, 60, 60);
    }
  }

  @Test
  void splittingMatchesBruteForceOnEnglishFamilies() {
    WordList answers = WordList.of(read("answers-sample.txt"));
    WordList guesses = WordList.union(answers, WordList.of(read("allowed-sample.txt")));
    assertSplitsAsBruteForce(guesses, answers, 11, 40, 14);
  }
}
