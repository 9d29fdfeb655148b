package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.quicktheories.QuickTheory.qt;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;

/**
 * {@link Constraints}: {@code test} must be exactly the consistency predicate of
 * docs/dev/DOMAIN.md, the builder must throw exactly when no word is consistent, and the result
 * must not depend on the order of the turns.
 */
class ConstraintsPropertyTest {
  private static final long SEED = 0xC0457A1L;

  /** A history, the answer it was played against (if any), and words to try. */
  record Scenario(String answer, List<Turn> history, List<String> probes) {}

  private static Turn turn(String guess, String answer) {
    return new Turn(guess, ReferenceMarks.feedback(guess, answer));
  }

  private static Turn turn(String text) {
    return Turn.parse(text);
  }

  /** Returns {@code word} with two positions swapped or one letter changed. */
  private static String mutate(RandomnessSource in, String word, int letters) {
    char[] w = word.toCharArray();
    int i = Gens.between(in, 0, w.length - 1);
    if (Gens.between(in, 0, 1) == 0) {
      int j = Gens.between(in, 0, w.length - 1);
      char t = w[i];
      w[i] = w[j];
      w[j] = t;
    } else {
      w[i] = (char) ('a' + Gens.between(in, 0, letters));
    }
    return new String(w);
  }

  /**
   * Histories of 1-6 guesses against a random answer, lengths 2..7, alphabets of 2 to 5 letters;
   * the marks come from the reference marker. Probes: the answer, random words, and near misses.
   */
  static Gen<Scenario> playedScenarios() {
    return in -> {
      int n = Gens.between(in, 2, 7);
      int letters = Gens.between(in, 2, 5);
      String answer = Gens.word(in, n, letters);
      List<Turn> history = new ArrayList<>();
      int turns = Gens.between(in, 1, 6);
      for (int t = 0; t < turns; t++) {
        String guess =
            Gens.between(in, 0, 4) == 0 ? mutate(in, answer, letters) : Gens.word(in, n, letters);
        history.add(turn(guess, answer));
      }
      List<String> probes = new ArrayList<>();
      probes.add(answer);
      for (int i = 0; i < 30; i++) {
        probes.add(Gens.word(in, n, letters + 1));
      }
      for (int i = 0; i < 15; i++) {
        probes.add(mutate(in, Gens.between(in, 0, 1) == 0 ? answer : probes.get(i), letters));
      }
      return new Scenario(answer, history, probes);
    };
  }

  // ---------------------------------------------------------------- (a) played histories

  @Test
  void testIsTheConsistencyPredicateOnPlayedHistories() {
    int[] outcomes = new int[2];
    qt().withFixedSeed(SEED)
        .withExamples(1500)
        .forAll(playedScenarios())
        .checkAssert(
            s -> {
              Constraints c = Constraints.of(s.history()); // never throws: the answer fits
              assertEquals(s.history().size(), c.turns());
              assertTrue(c.test(s.answer()), "the answer itself");
              for (String w : s.probes()) {
                boolean expected = ReferenceMarks.consistent(w, s.history());
                assertEquals(expected, c.test(w), w);
                assertEquals(expected, c.test(w.toUpperCase(Locale.ROOT)), w);
                assertEquals(expected, c.testPacked(Gens.pack(w)), w);
                outcomes[expected ? 1 : 0]++;
              }
            });
    // The probes must exercise both answers, or the property would be vacuous.
    assertTrue(outcomes[0] > 10_000, "inconsistent probes: " + outcomes[0]);
    assertTrue(outcomes[1] > 3_000, "consistent probes: " + outcomes[1]);
  }

  @Test
  void builderStepByStepEqualsOfAndToBuilderContinues() {
    qt().withFixedSeed(SEED)
        .withExamples(500)
        .forAll(playedScenarios())
        .checkAssert(
            s -> {
              int n = s.answer().length();
              Constraints.Builder b = Constraints.builder(n);
              Constraints previous = Constraints.none(n);
              for (Turn t : s.history()) {
                Constraints continued = previous.toBuilder().add(t).build();
                b.add(t);
                assertEquals(b.build(), continued);
                assertEquals(b.build().turns(), continued.turns());
                previous = continued;
              }
              assertEquals(Constraints.of(s.history()), b.build());
              assertEquals(Constraints.of(s.history()).toString(), b.build().toString());
            });
  }

  @Test
  void testRejectsOtherLengthsAndNonLetters() {
    Constraints none = Constraints.none(5);
    assertTrue(none.test("abcde"));
    assertTrue(none.test("ZZZZZ"));
    assertFalse(none.test("abcd"));
    assertFalse(none.test("abcdef"));
    assertFalse(none.test("abcd1"));
    assertFalse(none.test("abcd "));
    assertFalse(none.test(""));
    assertEquals(0, none.turns());
    assertEquals(5, none.length());
    Constraints c = Constraints.of(List.of(turn("speed:--Y-Y")));
    assertTrue(c.test("abide"));
    assertFalse(c.test("abid"));
    assertTrue(c.test("abidé"), "read as abide: a-z has no é, and é folds to e");
    assertFalse(c.test("abidø"), "ø folds to no letter of a-z");
  }

  // ---------------------------------------------------------------- (b) random marks, exhaustive

  private static final List<String> ALL_2 = Gens.allWords(2, 26);
  private static final List<String> ALL_3 = Gens.allWords(3, 26);

  /**
   * Histories of 1-4 turns whose marks are random: uniformly random codes, or the marks of the
   * guess against some random word (which keeps a fair share of histories consistent).
   */
  static Gen<List<Turn>> randomHistories(int n) {
    return in -> {
      int letters = Gens.between(in, 2, 4);
      int turns = Gens.between(in, 1, 4);
      List<Turn> history = new ArrayList<>();
      for (int t = 0; t < turns; t++) {
        String guess = Gens.word(in, n, letters);
        Feedback marks =
            switch (Gens.between(in, 0, 2)) {
              case 0 -> Feedback.of(Gens.between(in, 0, Gens.pow3(n) - 1), n);
              case 1 -> ReferenceMarks.feedback(guess, Gens.word(in, n, letters + 1));
              default -> ReferenceMarks.feedback(guess, Gens.word(in, n, 26));
            };
        history.add(new Turn(guess, marks));
      }
      return history;
    };
  }

  /**
   * Histories that use up the alphabet: the 26 letters, shuffled, are dealt into guesses whose
   * marks are mostly gray, after an optional random turn. Contradictions then come from positions
   * that no remaining letter may fill, which only the full feasibility check sees.
   */
  static Gen<List<Turn>> alphabetExhaustingHistories(int n) {
    return in -> {
      List<Character> letters = new ArrayList<>();
      for (char c = 'a'; c <= 'z'; c++) {
        letters.add(c);
      }
      letters = Gens.permutation(in, letters);
      List<Turn> history = new ArrayList<>();
      if (Gens.between(in, 0, 1) == 0) {
        String guess = Gens.word(in, n, 26);
        history.add(new Turn(guess, ReferenceMarks.feedback(guess, Gens.word(in, n, 26))));
      }
      for (int start = 0; start < 26; start += n) {
        StringBuilder guess = new StringBuilder();
        StringBuilder marks = new StringBuilder();
        for (int p = 0; p < n; p++) {
          guess.append(letters.get((start + p) % 26));
          marks.append(Gens.between(in, 0, 7) == 0 ? "GY".charAt(Gens.between(in, 0, 1)) : '-');
        }
        history.add(new Turn(guess.toString(), Feedback.parse(marks)));
      }
      return history;
    };
  }

  private static void checkExhaustively(int n, List<String> all, int examples) {
    checkExhaustively(n, all, examples, randomHistories(n));
  }

  private static void checkExhaustively(
      int n, List<String> all, int examples, Gen<List<Turn>> histories) {
    int[] outcomes = new int[2];
    int[] checks = {0};
    qt().withFixedSeed(SEED + n)
        .withExamples(examples)
        .forAll(histories)
        .checkAssert(
            history -> {
              int h = history.size();
              String[] expected = new String[h];
              for (int t = 0; t < h; t++) {
                expected[t] = ReferenceMarks.text(history.get(t).marks());
              }
              // prefix[i]: how many leading turns all.get(i) is consistent with.
              int[] prefix = new int[all.size()];
              int longest = 0;
              for (int i = 0; i < all.size(); i++) {
                String w = all.get(i);
                int k = 0;
                while (k < h
                    && ReferenceMarks.marks(history.get(k).guess(), w).equals(expected[k])) {
                  k++;
                }
                prefix[i] = k;
                longest = Math.max(longest, k);
              }
              // The builder accepts exactly the turns of the longest consistent prefix.
              Constraints.Builder b = Constraints.builder(n);
              for (int t = 0; t < longest; t++) {
                b.add(history.get(t));
              }
              if (longest < h) {
                Turn bad = history.get(longest);
                Constraints before = b.build();
                InconsistentFeedbackException e =
                    assertThrows(
                        InconsistentFeedbackException.class,
                        () -> b.add(bad),
                        "no word fits the first " + (longest + 1) + " turns");
                assertEquals(longest + 1, e.turnNumber(), e.getMessage());
                assertTrue(e.getMessage().contains("turn " + (longest + 1)), e.getMessage());
                assertEquals(before, b.build(), "a failed add leaves the builder unchanged");
                assertEquals(longest, b.build().turns());
                InconsistentFeedbackException whole =
                    assertThrows(
                        InconsistentFeedbackException.class, () -> Constraints.of(history));
                assertEquals(longest + 1, whole.turnNumber());
              }
              Constraints c = b.build();
              for (int p = 0; p < n; p++) {
                int fixed = c.fixedLetter(p);
                for (char l = 'a'; fixed >= 0 && l <= 'z'; l++) {
                  if (c.isExcluded(l, p) != (l != fixed)) {
                    fail(l + "@" + p + " with " + fixed + " fixed there: " + c);
                  }
                }
              }
              for (int i = 0; i < all.size(); i++) {
                boolean consistent = prefix[i] >= longest;
                String w = all.get(i);
                if (c.test(w) != consistent) {
                  assertEquals(
                      consistent,
                      c.test(w),
                      w + " after " + history.subList(0, longest) + " (" + c + ")");
                }
                if (consistent) {
                  checkGetters(c, w);
                }
                checks[0]++;
              }
              outcomes[longest < h ? 0 : 1]++;
            });
    assertTrue(outcomes[0] >= examples / 10, "inconsistent histories: " + outcomes[0]);
    assertTrue(outcomes[1] >= examples / 10, "consistent histories: " + outcomes[1]);
    assertTrue(checks[0] >= examples / 2 * all.size(), "words checked: " + checks[0]);
  }

  /** The getters must be sound: a consistent word meets every rule they report. */
  private static void checkGetters(Constraints c, String w) {
    int[] counts = new int[26];
    for (int p = 0; p < w.length(); p++) {
      char l = w.charAt(p);
      counts[l - 'a']++;
      if (c.isExcluded(l, p)) {
        fail(w + ": " + l + "@" + p + " is excluded by " + c);
      }
      int fixed = c.fixedLetter(p);
      if (fixed >= 0 && fixed != l) {
        fail(w + ": position " + p + " is fixed to " + fixed + " by " + c);
      }
    }
    for (char l = 'a'; l <= 'z'; l++) {
      int count = counts[l - 'a'];
      if (count < c.minCount(l) || count > c.maxCount(l)) {
        fail(w + ": " + count + " copies of " + l + " outside the bounds of " + c);
      }
    }
  }

  @Test
  void builderThrowsExactlyWhenNoTwoLetterWordFits() {
    checkExhaustively(2, ALL_2, 1500);
  }

  @Test
  void builderThrowsExactlyWhenNoThreeLetterWordFits() {
    checkExhaustively(3, ALL_3, 400);
  }

  @Test
  void builderThrowsExactlyWhenTheAlphabetRunsOut() {
    checkExhaustively(2, ALL_2, 1000, alphabetExhaustingHistories(2));
    checkExhaustively(3, ALL_3, 150, alphabetExhaustingHistories(3));
  }

  @Test
  void everyLetterGrayLeavesNoWord() {
    Constraints.Builder b =
        Constraints.builder(10)
            .add(turn("abcdefghij:----------"))
            .add(turn("klmnopqrst:----------"));
    InconsistentFeedbackException e =
        assertThrows(
            InconsistentFeedbackException.class, () -> b.add(turn("uvwxyzabcd:----------")));
    assertEquals(3, e.turnNumber());
    assertTrue(e.getMessage().contains("turn 3"), e.getMessage());
    // Length 2: A is fixed at position 1, then every other letter is grayed out.
    List<Turn> h = new ArrayList<>(List.of(turn("aa:G-")));
    for (int c = 'b'; c <= 'y'; c += 2) {
      h.add(turn("" + (char) c + (char) (c + 1) + ":--"));
    }
    h.add(turn("zz:--"));
    assertEquals(14, h.size());
    assertFalse(ALL_2.stream().anyMatch(w -> ReferenceMarks.consistent(w, h)));
    assertEquals(
        List.of("az"),
        ALL_2.stream().filter(w -> ReferenceMarks.consistent(w, h.subList(0, 13))).toList());
    assertEquals(
        List.of("az"), ALL_2.stream().filter(Constraints.of(h.subList(0, 13))::test).toList());
    e = assertThrows(InconsistentFeedbackException.class, () -> Constraints.of(h));
    assertEquals(14, e.turnNumber());
    assertTrue(e.getMessage().contains("turn 14"), e.getMessage());
  }

  // ---------------------------------------------------------------- (c) order independence

  private static Optional<Constraints> tryBuild(List<Turn> history) {
    try {
      return Optional.of(Constraints.of(history));
    } catch (InconsistentFeedbackException e) {
      return Optional.empty();
    }
  }

  @Test
  void orderOfTurnsDoesNotMatter() {
    Gen<List<List<Turn>>> histories =
        in -> {
          int n = Gens.between(in, 2, 7);
          int letters = Gens.between(in, 2, 5);
          String answer = Gens.word(in, n, letters);
          List<Turn> history = new ArrayList<>();
          int turns = Gens.between(in, 2, 6);
          for (int t = 0; t < turns; t++) {
            String guess = Gens.word(in, n, letters);
            history.add(
                Gens.between(in, 0, 3) == 0
                    ? new Turn(guess, Feedback.of(Gens.between(in, 0, Gens.pow3(n) - 1), n))
                    : turn(guess, answer));
          }
          return List.of(history, Gens.permutation(in, history));
        };
    int[] outcomes = new int[2];
    qt().withFixedSeed(SEED)
        .withExamples(2000)
        .forAll(histories)
        .checkAssert(
            pair -> {
              Optional<Constraints> a = tryBuild(pair.get(0));
              Optional<Constraints> b = tryBuild(pair.get(1));
              assertEquals(a.isPresent(), b.isPresent(), "one order throws and the other not");
              if (a.isPresent() && b.isPresent()) {
                assertEquals(a.get(), b.get());
                assertEquals(a.get().hashCode(), b.get().hashCode());
                assertEquals(a.get().toString(), b.get().toString());
              }
              outcomes[a.isPresent() ? 1 : 0]++;
            });
    assertTrue(outcomes[0] > 100 && outcomes[1] > 100, outcomes[0] + " / " + outcomes[1]);
  }

  @Test
  void equalsSeesTheRules() {
    Constraints a = Constraints.of(List.of(turn("speed:--Y-Y")));
    Constraints twice = Constraints.of(List.of(turn("speed:--Y-Y"), turn("speed:--Y-Y")));
    assertEquals(a, twice, "turns() is not part of equals");
    assertEquals(a.hashCode(), twice.hashCode());
    assertEquals(2, twice.turns());
    assertNotEquals(a, Constraints.of(List.of(turn("speed:--Y--"))));
    assertNotEquals(Constraints.none(5), Constraints.none(6));
    assertNotEquals(Constraints.none(5), a);
    assertNotEquals(a, (Object) "speed:--Y-Y");
  }

  // ---------------------------------------------------------------- (d) hand-checked cases

  private static Constraints of(String... turns) {
    List<Turn> history = new ArrayList<>();
    for (String t : turns) {
      history.add(turn(t));
    }
    return Constraints.of(history);
  }

  private static void assertPasses(Constraints c, List<Turn> history, String... words) {
    for (String w : words) {
      assertTrue(ReferenceMarks.consistent(w, history), "reference: " + w);
      assertTrue(c.test(w), w + " should pass " + c);
    }
  }

  private static void assertFails(Constraints c, List<Turn> history, String... words) {
    for (String w : words) {
      assertFalse(ReferenceMarks.consistent(w, history), "reference: " + w);
      assertFalse(c.test(w), w + " should fail " + c);
    }
  }

  @Test
  void speedAbide() {
    List<Turn> h = List.of(turn("speed:--Y-Y"));
    Constraints c = of("speed:--Y-Y");
    assertPasses(c, h, "abide", "edict", "diode", "oxide", "dirge");
    // elder: two Es; fiend: E at 3 and D at 5; spade, ideas: S is gray; crane: no D.
    assertFails(c, h, "elder", "fiend", "spade", "ideas", "added", "crane", "speed");
    assertEquals(1, c.minCount('e'));
    assertEquals(1, c.maxCount('e'));
    assertEquals(1, c.minCount('d'));
    assertEquals(5, c.maxCount('d'));
    assertEquals(0, c.maxCount('s'));
    assertEquals(0, c.maxCount('p'));
    assertEquals(0, c.minCount('a'));
    assertEquals(5, c.maxCount('a'));
    assertTrue(c.isExcluded('e', 2));
    assertTrue(c.isExcluded('e', 3));
    assertFalse(c.isExcluded('e', 0));
    assertFalse(c.isExcluded('e', 4));
    assertTrue(c.isExcluded('d', 4));
    assertFalse(c.isExcluded('d', 0));
    assertTrue(c.isExcluded('s', 0));
    for (int p = 0; p < 5; p++) {
      assertEquals(-1, c.fixedLetter(p));
    }
  }

  @Test
  void eerieAbide() {
    List<Turn> h = List.of(turn("eerie:---YG"));
    Constraints c = of("eerie:---YG");
    assertPasses(c, h, "abide", "bible", "guide", "imbue");
    assertFails(c, h, "eagle", "inlet", "elite", "prize", "tease", "biele");
    assertEquals('e', c.fixedLetter(4));
    assertEquals(-1, c.fixedLetter(3));
    assertEquals(1, c.minCount('e'));
    assertEquals(1, c.maxCount('e'));
    assertEquals(0, c.maxCount('r'));
    assertEquals(1, c.minCount('i'));
    assertTrue(c.isExcluded('e', 0));
    assertTrue(c.isExcluded('e', 1));
    assertTrue(c.isExcluded('i', 3));
    assertTrue(c.isExcluded('x', 4), "a fixed position excludes every other letter");
    assertFalse(c.isExcluded('e', 4));
  }

  @Test
  void speedSteal() {
    List<Turn> h = List.of(turn("speed:G-G--"));
    Constraints c = of("speed:G-G--");
    assertPasses(c, h, "steal", "sheaf", "shear", "smelt", "swear");
    assertFails(c, h, "sleek", "spear", "sheen", "steed", "ahead");
    assertEquals('s', c.fixedLetter(0));
    assertEquals('e', c.fixedLetter(2));
    assertEquals(1, c.minCount('e'));
    assertEquals(1, c.maxCount('e'));
    assertEquals(1, c.minCount('s'));
    assertEquals(5, c.maxCount('s'));
    assertEquals(0, c.maxCount('d'));
    assertTrue(c.isExcluded('e', 3));
    assertFalse(c.isExcluded('e', 2));
    assertEquals("s?e??, d=0, e=1, p=0, s>=1, not e@4", c.toString());
  }

  @Test
  void geeseEerie() {
    List<Turn> h = List.of(turn("geese:-GY-G"));
    Constraints c = of("geese:-GY-G");
    assertPasses(c, h, "eerie", "xeyee", "aexee");
    assertFails(c, h, "there", "ewere", "ebbee", "eeeee", "reeve", "genre");
    assertEquals(3, c.minCount('e'));
    assertEquals(5, c.maxCount('e'));
    assertEquals(0, c.maxCount('g'));
    assertEquals(0, c.maxCount('s'));
    assertEquals('e', c.fixedLetter(1));
    assertEquals('e', c.fixedLetter(4));
    assertTrue(c.isExcluded('e', 2));
    assertFalse(c.isExcluded('e', 0));
  }

  @Test
  void arrayRarer() {
    List<Turn> h = List.of(turn("array:YYG--"));
    Constraints c = of("array:YYG--");
    assertPasses(c, h, "rarer", "tarre", "barre", "terra");
    assertFails(c, h, "carry", "racer", "barra", "arrow", "rarra");
    assertEquals(1, c.minCount('a'));
    assertEquals(1, c.maxCount('a'));
    assertEquals(2, c.minCount('r'));
    assertEquals(5, c.maxCount('r'));
    assertEquals(0, c.maxCount('y'));
    assertEquals('r', c.fixedLetter(2));
    assertTrue(c.isExcluded('a', 0));
    assertTrue(c.isExcluded('a', 3));
    assertTrue(c.isExcluded('r', 1));
    assertFalse(c.isExcluded('a', 1));
  }

  @Test
  void severalTurnsMerge() {
    // crane, then speed, against the answer abide.
    List<Turn> h = List.of(turn("crane", "abide"), turn("speed", "abide"));
    assertEquals("--Y-G", h.get(0).marks().toString());
    Constraints c = Constraints.of(h);
    assertPasses(c, h, "abide", "adide");
    assertFails(c, h, "aside", "alive", "adieu", "abede");
    assertEquals('e', c.fixedLetter(4));
    assertEquals(1, c.minCount('a'));
    assertEquals(1, c.minCount('e'));
    assertEquals(1, c.maxCount('e'));
    assertEquals(1, c.minCount('d'));
    assertTrue(c.isExcluded('a', 2));
    assertTrue(c.isExcluded('d', 4));
  }

  @Test
  void yellowAfterGrayOfTheSameLetterIsImpossible() {
    // speed: the E at position 3 gray, the E at position 4 yellow; the game would mark the first
    // copy yellow first.
    InconsistentFeedbackException e =
        assertThrows(InconsistentFeedbackException.class, () -> of("speed:---Y-"));
    assertEquals(1, e.turnNumber());
    assertTrue(e.getMessage().contains("turn 1"), e.getMessage());
    // The mirror image is fine: --Y-- (first E yellow, second gray).
    assertTrue(of("speed:--Y--").test("eclat"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"GGGGY", "GGYGG", "YGGGG"})
  void fourGreensAndOneYellowIsImpossible(String marks) {
    InconsistentFeedbackException e =
        assertThrows(InconsistentFeedbackException.class, () -> of("speed:" + marks), marks);
    assertEquals(1, e.turnNumber());
    assertTrue(e.getMessage().contains("turn 1"), e.getMessage());
  }

  @Test
  void greenConflictAcrossTurns() {
    Constraints.Builder b = Constraints.builder(5).add(turn("speed:G----"));
    Constraints before = b.build();
    InconsistentFeedbackException e =
        assertThrows(InconsistentFeedbackException.class, () -> b.add(turn("crane:G----")));
    assertEquals(2, e.turnNumber());
    assertTrue(
        e.getMessage().contains("turn 2") && e.getMessage().contains("crane"), e.getMessage());
    assertEquals(before, b.build());
    assertEquals(1, b.build().turns());
    // The builder stays usable after the failure.
    assertEquals(2, b.add(turn("crane:-----")).build().turns());
  }

  @Test
  void minAboveMaxAcrossTurns() {
    InconsistentFeedbackException e =
        assertThrows(InconsistentFeedbackException.class, () -> of("speed:--Y--", "eerie:YY---"));
    assertEquals(2, e.turnNumber());
    assertTrue(
        e.getMessage().contains("turn 2") && e.getMessage().contains("eerie"), e.getMessage());
    e = assertThrows(InconsistentFeedbackException.class, () -> of("speed:G----", "sassy:-----"));
    assertEquals(2, e.turnNumber());
    e =
        assertThrows(
            InconsistentFeedbackException.class,
            () -> of("crane:-----", "bobby:-----", "stale:--Y--"));
    assertEquals(3, e.turnNumber(), e.getMessage());
    assertTrue(e.getMessage().contains("turn 3"), e.getMessage());
  }

  @Test
  void contradictionOnlyAMatchingFinds() {
    // A exactly once, not at 2 or 3; B exactly once, not at 2 or 3: both need position 1.
    List<Turn> h = List.of(turn("xaa:-Y-"), turn("xbb:-Y-"));
    assertTrue(ALL_3.stream().anyMatch(w -> ReferenceMarks.consistent(w, h.subList(0, 1))));
    assertFalse(ALL_3.stream().anyMatch(w -> ReferenceMarks.consistent(w, h)));
    InconsistentFeedbackException e =
        assertThrows(InconsistentFeedbackException.class, () -> Constraints.of(h));
    assertEquals(2, e.turnNumber());
    assertTrue(e.getMessage().contains("turn 2"), e.getMessage());
  }

  @Test
  void argumentErrors() {
    assertThrows(IllegalArgumentException.class, () -> Constraints.of(List.of()));
    assertThrows(IllegalArgumentException.class, () -> Constraints.builder(1));
    assertThrows(IllegalArgumentException.class, () -> Constraints.builder(11));
    assertThrows(IllegalArgumentException.class, () -> Constraints.none(0));
    Constraints.Builder b = Constraints.builder(5);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> b.add("spee", Feedback.parse("----")));
    assertFalse(
        e instanceof InconsistentFeedbackException, "a length error is not a contradiction");
    e = assertThrows(IllegalArgumentException.class, () -> b.add("spe3d", Feedback.parse("-----")));
    assertFalse(e instanceof InconsistentFeedbackException);
    assertTrue(e.getMessage().contains("spe3d"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> b.add("speeds", Feedback.parse("-----")));
    assertEquals(0, b.build().turns());
    assertThrows(IllegalArgumentException.class, () -> Constraints.none(5).minCount('1'));
    assertThrows(IllegalArgumentException.class, () -> Constraints.none(5).isExcluded('-', 0));
  }

  // ---------------------------------------------------------------- (e) hard mode

  private static boolean keeps(Constraints c, String word) {
    return c.keepsRevealed(Gens.pack(word));
  }

  @Test
  void keepsRevealedHandCases() {
    Constraints abide = of("speed:--Y-Y");
    assertTrue(keeps(abide, "ideas"));
    assertTrue(keeps(abide, "speed"), "a yellow may stay in place");
    assertTrue(keeps(abide, "spend"), "gray letters may be reused");
    assertTrue(keeps(abide, "dense"));
    assertFalse(keeps(abide, "crane"), "no D");
    assertFalse(keeps(abide, "dingo"), "no E");

    Constraints steal = of("speed:G-G--");
    assertTrue(keeps(steal, "sheaf"));
    assertTrue(keeps(steal, "spees"));
    assertTrue(keeps(steal, "smelt"));
    assertFalse(keeps(steal, "ahead"), "S must stay at 1");
    assertFalse(keeps(steal, "slate"), "E must stay at 3");

    Constraints rarer = of("array:YYG--");
    assertTrue(keeps(rarer, "rarer"));
    assertTrue(keeps(rarer, "terra"));
    assertTrue(keeps(rarer, "arrar"));
    assertFalse(keeps(rarer, "carat"), "one R is not enough: two were revealed");
    assertFalse(keeps(rarer, "error"), "no A");

    Constraints none = Constraints.none(5);
    assertTrue(keeps(none, "zzzzz"));
  }

  /** The NYT rule from docs/dev/DOMAIN.md, turn by turn. */
  private static boolean keepsRevealedReference(List<Turn> history, String word) {
    for (Turn t : history) {
      String marks = ReferenceMarks.text(t.marks());
      int[] revealed = new int[26];
      for (int p = 0; p < marks.length(); p++) {
        char g = t.guess().charAt(p);
        if (marks.charAt(p) == 'G' && word.charAt(p) != g) {
          return false;
        }
        if (marks.charAt(p) != '-') {
          revealed[g - 'a']++;
        }
      }
      for (int c = 0; c < 26; c++) {
        char letter = (char) ('a' + c);
        if (word.chars().filter(ch -> ch == letter).count() < revealed[c]) {
          return false;
        }
      }
    }
    return true;
  }

  @Test
  void keepsRevealedMatchesTheNytRule() {
    int[] outcomes = new int[2];
    qt().withFixedSeed(SEED)
        .withExamples(1000)
        .forAll(playedScenarios())
        .checkAssert(
            s -> {
              Constraints c = Constraints.of(s.history());
              for (String w : s.probes()) {
                boolean expected = keepsRevealedReference(s.history(), w);
                assertEquals(expected, keeps(c, w), () -> w + " after " + s.history());
                outcomes[expected ? 1 : 0]++;
              }
            });
    assertTrue(outcomes[0] > 1000 && outcomes[1] > 1000, outcomes[0] + " / " + outcomes[1]);
  }
}
