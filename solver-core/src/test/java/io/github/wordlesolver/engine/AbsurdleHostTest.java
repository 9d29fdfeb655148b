package io.github.wordlesolver.engine;

import static io.github.wordlesolver.testing.EngineTestSupport.randomWords;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The host's rule without a table against the search's, which applies the same rule to the rows of
 * a {@link MarkTable}: the same bucket and marks for every guess on random sets, for words of four
 * to six letters (six-letter codes take the table's two-byte rows).
 */
class AbsurdleHostTest {

  private static int[] randomSet(Random random, int answers) {
    TreeSet<Integer> set = new TreeSet<>();
    int size = 1 + random.nextInt(Math.min(answers, 60));
    while (set.size() < size) {
      set.add(random.nextInt(answers));
    }
    return set.stream().mapToInt(Integer::intValue).toArray();
  }

  private static void assertAgrees(WordList guesses, WordList answers, long seed) {
    AbsurdleHost host = new AbsurdleHost(guesses, answers);
    AbsurdleSearch search = new AbsurdleSearch(MarkTable.build(guesses, answers), 1 << 10);
    Random random = new Random(seed);
    int[] all = new int[answers.size()];
    java.util.Arrays.setAll(all, i -> i);
    for (int round = 0; round < 30; round++) {
      int[] set = round == 0 ? all : randomSet(random, answers.size());
      for (int g = 0; g < guesses.size(); g++) {
        AbsurdleHost.Kept kept = host.kept(g, set);
        String where = "guess " + guesses.get(g) + ", set of " + set.length;
        assertEquals(search.keptCode(g, set), kept.marks().code(), where);
        assertArrayEquals(search.kept(g, set), kept.answers(), where);
      }
    }
  }

  @Test
  void keepsWhatTheSearchKeepsOnTheOriginalLists() {
    WordList answers = EngineTestSupport.answers(300);
    WordList guesses = WordList.union(answers, EngineTestSupport.allowed(97));
    assertAgrees(guesses, answers.withAlphabet(guesses.alphabet()), 1);
  }

  @Test
  void keepsWhatTheSearchKeepsOnRandomListsOfFourToSixLetters() {
    for (int length = 4; length <= 6; length++) {
      Random random = new Random(length);
      List<String> words = randomWords(random, 200, length, 4 + length);
      WordList guesses = WordList.of(words);
      WordList answers = WordList.of(words.subList(0, 120)).withAlphabet(guesses.alphabet());
      assertAgrees(guesses, answers, length);
    }
  }

  @Test
  void refusesAnEmptySet() {
    WordList words = WordList.of(List.of("abc", "abd"));
    AbsurdleHost host = new AbsurdleHost(words, words);
    assertThrows(IllegalArgumentException.class, () -> host.kept(0, new int[0]));
  }
}
