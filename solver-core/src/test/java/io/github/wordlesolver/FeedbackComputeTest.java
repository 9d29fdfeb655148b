package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.util.List;
import java.util.function.BinaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.CsvSource;
import org.quicktheories.core.Gen;

/**
 * {@link Feedback#compute}: the marking rule, against docs/dev/DOMAIN.md's table and a reference.
 */
class FeedbackComputeTest {
  private static final long SEED = 0x5EED_F00DL;
  private static final int EXAMPLES = 3000;

  /** A guess and an answer of the same length. */
  record Pair(String guess, String answer) {}

  /** Pairs of lengths 2..10 over the first {@code letters} letters: repeated letters abound. */
  static Gen<Pair> pairs(int letters) {
    return in -> {
      int n = Gens.between(in, 2, 10);
      return new Pair(Gens.word(in, n, letters), Gens.word(in, n, letters));
    };
  }

  /** The property: a marker agrees with {@link ReferenceMarks} on every generated pair. */
  private static void assertAgreesWithReference(BinaryOperator<String> marker, int letters) {
    int[] tried = {0};
    qt().withFixedSeed(SEED)
        .withExamples(EXAMPLES)
        .forAll(pairs(letters))
        .check(
            p -> {
              tried[0]++;
              return marker
                  .apply(p.guess(), p.answer())
                  .equals(ReferenceMarks.marks(p.guess(), p.answer()));
            });
    // QuickTheories skips values it has already tried, so a few hundred repeats may be dropped.
    assertTrue(tried[0] >= EXAMPLES * 3 / 4, "only " + tried[0] + " examples run");
  }

  private static String library(String guess, String answer) {
    return Feedback.compute(guess, answer).toString();
  }

  // ------------------------------------------------------------ docs/dev/DOMAIN.md's worked table

  @ParameterizedTest(name = "{0} vs {1} -> {2}")
  @CsvFileSource(resources = "/io/github/wordlesolver/worked-marks.csv")
  void workedTable(String guess, String answer, String marks) {
    assertEquals(marks, ReferenceMarks.marks(guess, answer), "reference");
    Feedback f = Feedback.compute(guess, answer);
    assertEquals(marks, f.toString());
    assertEquals(marks, ReferenceMarks.text(f), "code " + f.code());
    assertEquals(5, f.length());
  }

  @ParameterizedTest(name = "{0} vs {1} -> {2}")
  @CsvSource({
    "ab, ab, GG",
    "ab, ba, YY",
    "aa, ab, G-",
    "aa, ba, -G",
    "ab, aa, G-",
    "aab, bba, Y-Y",
    "aaa, abc, G--",
    "caa, aab, -GY",
    "abcdefghij, jabcdefghi, YYYYYYYYYY",
    "aaaaaaaaaa, aaaaaaaaaa, GGGGGGGGGG",
    "aaaaabbbbb, bbbbbaaaaa, YYYYYYYYYY",
    "aaaaaaaaab, baaaaaaaaa, YGGGGGGGGY",
  })
  void smallHandCases(String guess, String answer, String marks) {
    assertEquals(marks, ReferenceMarks.marks(guess, answer), "reference");
    assertEquals(marks, Feedback.compute(guess, answer).toString());
  }

  @Test
  void codeIsBaseThreeWithFirstPositionMostSignificant() {
    // GY--G is 21002 in base 3 = 2*81 + 1*27 + 2 = 191. (Feedback's class comment says 164, which
    // is 20002 in base 3: an arithmetic slip in the documentation, not in the code.)
    Feedback f = Feedback.compute("abcde", "aqbqe");
    assertEquals("GY--G", f.toString());
    assertEquals(191, f.code());
    assertEquals(Integer.parseInt("21002", 3), f.code());
    assertEquals(0, Feedback.compute("abc", "xyz").code());
    assertEquals(1, Feedback.compute("abc", "cxx").code());
    assertEquals(2, Feedback.compute("abc", "xxc").code());
    assertEquals(18, Feedback.compute("abc", "axx").code());
  }

  @Test
  void upperCaseIsFolded() {
    assertEquals(Feedback.compute("speed", "abide"), Feedback.compute("SPEED", "AbIdE"));
    assertEquals("--Y-Y", Feedback.compute("SpEeD", "abide").toString());
  }

  @Test
  void rejectsBadWords() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Feedback.compute("spe3d", "abide"));
    assertTrue(
        e.getMessage().contains("spe3d")
            && e.getMessage().contains("'3'")
            && e.getMessage().contains("position 4"),
        e.getMessage());
    // Any letters: é is a letter of its own, not e.
    assertEquals("----Y", Feedback.compute("speed", "abidé").toString());
    assertEquals("GGGGG", Feedback.compute("ÑANDÚ", "ñandú").toString());
    e = assertThrows(IllegalArgumentException.class, () -> Feedback.compute("speed", "abid-"));
    assertTrue(
        e.getMessage().contains("abid-") && e.getMessage().contains("position 5"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Feedback.compute("speed", "abides"));
    assertThrows(IllegalArgumentException.class, () -> Feedback.compute("speeds", "abide"));
    assertThrows(IllegalArgumentException.class, () -> Feedback.compute("a", "a"));
    assertThrows(IllegalArgumentException.class, () -> Feedback.compute("", ""));
    assertThrows(
        IllegalArgumentException.class, () -> Feedback.compute("abcdefghijk", "abcdefghijk"));
  }

  @Test
  void guessEqualsAnswerIsSolved() {
    for (String w : List.of("aa", "speed", "abcdefghij", "zzzzzzz")) {
      Feedback f = Feedback.compute(w, w);
      assertTrue(f.isSolved(), w);
      assertEquals(Feedback.allGreen(w.length()), f);
    }
  }

  // ---------------------------------------------------------------- properties

  @Test
  void agreesWithReferenceOverFiveLetters() {
    assertAgreesWithReference(FeedbackComputeTest::library, 5);
  }

  @Test
  void agreesWithReferenceOverThreeLetters() {
    assertAgreesWithReference(FeedbackComputeTest::library, 3);
  }

  @ParameterizedTest(name = "length {0} over {1} letters: {2} pairs")
  @CsvSource({"2, 4, 256", "3, 4, 4096", "4, 3, 6561", "5, 3, 59049"})
  void agreesWithReferenceExhaustivelyOnShortWords(int length, int letters, int pairs) {
    List<String> all = Gens.allWords(length, letters);
    int checked = 0;
    for (String g : all) {
      for (String a : all) {
        String expected = ReferenceMarks.marks(g, a);
        Feedback f = Feedback.compute(g, a);
        if (!expected.equals(f.toString())) {
          assertEquals(expected, f.toString(), g + " vs " + a);
        }
        checked++;
      }
    }
    assertEquals(pairs, checked);
  }

  @Test
  void symmetricCountsOfYellowsAndGreens() {
    // Greens + yellows is the size of the letter multiset intersection: symmetric in the pair.
    qt().withFixedSeed(SEED)
        .withExamples(1000)
        .forAll(pairs(4))
        .check(
            p -> {
              Feedback ab = Feedback.compute(p.guess(), p.answer());
              Feedback ba = Feedback.compute(p.answer(), p.guess());
              return ab.greens() == ba.greens()
                  && ab.greens() + ab.yellows() == ba.greens() + ba.yellows()
                  && ab.isPossible();
            });
  }

  // ---------------------------------------------------------------- the property has teeth

  /**
   * The first public bug of docs/dev/DOMAIN.md: yellows are assigned left to right before greens
   * are looked for, so a later exact match may find its copy already taken.
   */
  static String yellowsBeforeGreens(String guess, String answer) {
    int n = guess.length();
    char[] out = new char[n];
    int[] unused = new int[26];
    for (int i = 0; i < n; i++) {
      unused[answer.charAt(i) - 'a']++;
      out[i] = '-';
    }
    for (int i = 0; i < n; i++) {
      int c = guess.charAt(i) - 'a';
      if (guess.charAt(i) != answer.charAt(i) && unused[c] > 0) {
        unused[c]--;
        out[i] = 'Y';
      }
    }
    for (int i = 0; i < n; i++) {
      int c = guess.charAt(i) - 'a';
      if (guess.charAt(i) == answer.charAt(i) && unused[c] > 0) {
        unused[c]--;
        out[i] = 'G';
      }
    }
    return new String(out);
  }

  /** The second public bug: a letter is yellow whenever it occurs anywhere in the answer. */
  static String yellowWheneverPresent(String guess, String answer) {
    int n = guess.length();
    char[] out = new char[n];
    for (int i = 0; i < n; i++) {
      char g = guess.charAt(i);
      out[i] = g == answer.charAt(i) ? 'G' : answer.indexOf(g) >= 0 ? 'Y' : '-';
    }
    return new String(out);
  }

  @Test
  void buggyMarkersReproduceDomainExamples() {
    assertEquals("Y--Y-", yellowsBeforeGreens("eerie", "abide"));
    assertEquals("--YYY", yellowWheneverPresent("speed", "abide"));
    // Both agree with the reference when no letter repeats, so the bugs hide in random words.
    assertEquals(ReferenceMarks.marks("crane", "trace"), yellowsBeforeGreens("crane", "trace"));
    assertEquals(ReferenceMarks.marks("crane", "trace"), yellowWheneverPresent("crane", "trace"));
  }

  @Test
  void propertyCatchesYellowsBeforeGreens() {
    assertFalsified(FeedbackComputeTest::yellowsBeforeGreens);
  }

  @Test
  void propertyCatchesYellowWheneverPresent() {
    assertFalsified(FeedbackComputeTest::yellowWheneverPresent);
  }

  private static void assertFalsified(BinaryOperator<String> buggy) {
    for (int letters : new int[] {3, 5}) {
      AssertionError e =
          assertThrows(
              AssertionError.class,
              () -> assertAgreesWithReference(buggy, letters),
              "the property over " + letters + " letters missed the bug");
      assertTrue(e.getMessage().contains("falsified"), e.getMessage());
    }
    // And the buggy marker really is wrong on a generated counterexample: count disagreements over
    // the same generator without stopping at the first one.
    int[] disagreements = {0};
    qt().withFixedSeed(SEED)
        .withExamples(EXAMPLES)
        .forAll(pairs(5))
        .checkAssert(
            p -> {
              if (!buggy
                  .apply(p.guess(), p.answer())
                  .equals(ReferenceMarks.marks(p.guess(), p.answer()))) {
                disagreements[0]++;
              }
            });
    assertNotEquals(0, disagreements[0]);
    assertTrue(disagreements[0] >= EXAMPLES / 100, "only " + disagreements[0] + " disagreements");
  }
}
