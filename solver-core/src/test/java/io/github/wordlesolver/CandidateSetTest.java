package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.quicktheories.core.Gen;

/** {@link CandidateSet}: filtering and bucket counting against the reference marker. */
class CandidateSetTest {
  private static final long SEED = 0xCA4D1DL;

  /** A word list over a small alphabet, a history played against one of its words, a guess. */
  record Game(List<String> words, List<Turn> history, String guess) {}

  static Gen<Game> games() {
    return in -> {
      int n = Gens.between(in, 2, 6);
      int letters = Gens.between(in, 2, 5);
      int size = Gens.between(in, 1, 120);
      Set<String> words = new LinkedHashSet<>();
      for (int i = 0; i < size; i++) {
        words.add(Gens.word(in, n, letters));
      }
      List<String> list = new ArrayList<>(words);
      String answer = list.get(Gens.between(in, 0, list.size() - 1));
      List<Turn> history = new ArrayList<>();
      int turns = Gens.between(in, 1, 4);
      for (int t = 0; t < turns; t++) {
        String guess = Gens.word(in, n, letters);
        history.add(
            Gens.between(in, 0, 4) == 0
                ? new Turn(guess, Feedback.of(Gens.between(in, 0, Gens.pow3(n) - 1), n))
                : new Turn(guess, ReferenceMarks.feedback(guess, answer)));
      }
      return new Game(list, history, Gens.word(in, n, letters + 1));
    };
  }

  private static List<String> referenceFilter(List<String> words, List<Turn> history) {
    List<String> kept = new ArrayList<>();
    for (String w : words) {
      if (ReferenceMarks.consistent(w, history)) {
        kept.add(w);
      }
    }
    return kept;
  }

  private static void assertAscending(CandidateSet set) {
    int[] indices = set.toArray();
    for (int k = 1; k < indices.length; k++) {
      assertTrue(indices[k - 1] < indices[k], "indices ascend");
    }
    for (int k = 0; k < indices.length; k++) {
      assertEquals(indices[k], set.indexAt(k));
    }
  }

  @Test
  void filterByMarksIsTheReferencePredicate() {
    qt().withFixedSeed(SEED)
        .withExamples(1000)
        .forAll(games())
        .checkAssert(
            g -> {
              WordList list = WordList.of(g.words());
              CandidateSet set = CandidateSet.all(list);
              for (Turn t : g.history()) {
                CandidateSet next = set.filter(t.guess(), t.marks());
                assertEquals(referenceFilter(set.words(), List.of(t)), next.words(), t.toString());
                assertAscending(next);
                assertSame(list, next.wordList());
                set = next;
              }
              assertEquals(referenceFilter(g.words(), g.history()), set.words());
            });
  }

  @Test
  void filterByConstraintsEqualsFilterOverTheHistory() {
    int[] outcomes = new int[2];
    qt().withFixedSeed(SEED)
        .withExamples(1000)
        .forAll(games())
        .checkAssert(
            g -> {
              WordList list = WordList.of(g.words());
              Constraints c;
              try {
                c = Constraints.of(g.history());
              } catch (InconsistentFeedbackException e) {
                assertEquals(List.of(), referenceFilter(g.words(), g.history()), e.getMessage());
                outcomes[0]++;
                return;
              }
              CandidateSet byConstraints = CandidateSet.all(list).filter(c);
              CandidateSet byTurns = CandidateSet.all(list);
              for (Turn t : g.history()) {
                byTurns = byTurns.filter(t.guess(), t.marks());
              }
              assertEquals(referenceFilter(g.words(), g.history()), byConstraints.words());
              assertEquals(byTurns, byConstraints);
              assertEquals(byTurns.hashCode(), byConstraints.hashCode());
              outcomes[1]++;
            });
    assertTrue(outcomes[0] > 50 && outcomes[1] > 500, outcomes[0] + " / " + outcomes[1]);
  }

  @Test
  void filterByEveryPatternSplitsTheSet() {
    qt().withFixedSeed(SEED)
        .withExamples(1000)
        .forAll(games())
        .checkAssert(
            g -> {
              WordList list = WordList.of(g.words());
              int n = list.wordLength();
              // Count over a filtered subset, not only the whole list.
              Turn first = g.history().get(0);
              CandidateSet set = CandidateSet.all(list).filter(first.guess(), first.marks());
              if (set.isEmpty()) {
                set = CandidateSet.all(list);
              }
              // Filtering by every pattern splits the set: sizes as the reference marks say.
              int[] expected = new int[Gens.pow3(n)];
              for (String w : set.words()) {
                expected[ReferenceMarks.code(ReferenceMarks.marks(g.guess(), w))]++;
              }
              int sum = 0;
              for (int code = 0; code < expected.length; code++) {
                CandidateSet bucket = set.filter(g.guess(), Feedback.of(code, n));
                assertEquals(expected[code], bucket.size(), g.guess() + " " + code);
                sum += bucket.size();
              }
              assertEquals(set.size(), sum);
            });
  }

  @Test
  void filterByMarksOfTheWorkedTable() {
    WordList list = WordList.of("abide", "erase", "steal", "crepe", "ideas");
    CandidateSet all = CandidateSet.all(list);
    assertEquals(List.of("abide"), all.filter("speed", Feedback.parse("--Y-Y")).words());
    assertEquals(List.of("erase"), all.filter("speed", Feedback.parse("Y-YY-")).words());
    assertEquals(List.of("steal"), all.filter("speed", Feedback.parse("G-G--")).words());
    assertEquals(List.of("crepe"), all.filter("speed", Feedback.parse("-YGY-")).words());
    assertEquals(List.of("ideas"), all.filter("speed", Feedback.parse("Y-G-Y")).words());
    assertThrows(IllegalArgumentException.class, () -> all.filter("spee", Feedback.parse("-----")));
  }

  @Test
  void filterReturnsThisWhenNothingIsRemoved() {
    WordList list = WordList.of("abide", "aside", "amide");
    CandidateSet all = CandidateSet.all(list);
    assertSame(all, all.filter(i -> true));
    assertSame(all, all.filter(Constraints.none(5)));
    assertTrue(all.filter(i -> false).isEmpty());
    assertEquals(List.of("abide", "amide"), all.filter(i -> i != 1).words());
  }

  @Test
  void ofValidatesIndices() {
    WordList list = WordList.of("ab", "cd", "ef", "gh");
    assertEquals(List.of("ab", "ef", "gh"), CandidateSet.of(list, 0, 2, 3).words());
    assertTrue(CandidateSet.of(list).isEmpty());
    assertEquals(0, CandidateSet.of(list).size());
    int[] indices = {1, 3};
    CandidateSet set = CandidateSet.of(list, indices);
    indices[0] = 0;
    assertEquals(List.of("cd", "gh"), set.words(), "of copies its argument");
    set.toArray()[0] = 2;
    assertEquals(1, set.indexAt(0), "toArray returns a copy");
  }

  /** Out of range, repeated, descending, or more than the list holds. */
  static Stream<int[]> badIndices() {
    return Stream.of(
        new int[] {-1},
        new int[] {4},
        new int[] {1, 1},
        new int[] {2, 1},
        new int[] {0, 3, 2},
        new int[] {0, 1, 2, 3, 4});
  }

  @ParameterizedTest
  @MethodSource("badIndices")
  void ofRefusesIndicesNotAscendingWithinTheList(int[] bad) {
    WordList list = WordList.of("ab", "cd", "ef", "gh");
    assertThrows(
        IllegalArgumentException.class,
        () -> CandidateSet.of(list, bad),
        java.util.Arrays.toString(bad));
  }

  @Test
  void wordsContainsAndOrder() {
    WordList list = WordList.of("zz", "ab", "mm", "ba");
    CandidateSet set = CandidateSet.of(list, 0, 2, 3);
    assertEquals(List.of("zz", "mm", "ba"), set.words(), "list order, not alphabetical");
    assertThrows(UnsupportedOperationException.class, () -> set.words().add("ab"));
    assertTrue(set.contains(0));
    assertFalse(set.contains(1));
    assertTrue(set.contains("MM"));
    assertFalse(set.contains("ab"));
    assertFalse(set.contains("xy"));
    assertFalse(set.contains("m"));
    List<Integer> seen = new ArrayList<>();
    set.forEach(seen::add);
    assertEquals(List.of(0, 2, 3), seen);
    assertSame(list, set.wordList());
    assertEquals(4, CandidateSet.all(list).size());
    assertEquals(list.asList(), CandidateSet.all(list).words());
  }

  @Test
  void lengthErrors() {
    WordList list = WordList.of("crane", "abide");
    CandidateSet all = CandidateSet.all(list);
    assertThrows(IllegalArgumentException.class, () -> all.filter("cran", Feedback.parse("----")));
    assertThrows(IllegalArgumentException.class, () -> all.filter("crane", Feedback.parse("----")));
    assertThrows(
        IllegalArgumentException.class, () -> all.filter("cra1e", Feedback.parse("-----")));
    assertThrows(IllegalArgumentException.class, () -> all.filter(Constraints.none(4)));
  }

  @Test
  void equalsAndHashCode() {
    WordList list = WordList.of("crane", "abide", "speed");
    assertEquals(CandidateSet.of(list, 0, 2), CandidateSet.all(list).filter(i -> i != 1));
    assertEquals(
        CandidateSet.of(list, 0, 2).hashCode(),
        CandidateSet.all(list).filter(i -> i != 1).hashCode());
    assertNotEquals(CandidateSet.of(list, 0, 2), CandidateSet.of(list, 0, 1));
    assertNotEquals(CandidateSet.of(list, 0), CandidateSet.of(WordList.of("crane", "steal"), 0));
    assertNotEquals(CandidateSet.of(list, 0), (Object) List.of("crane"));
    assertTrue(CandidateSet.all(list).toString().startsWith("3 candidates"));
  }
}
