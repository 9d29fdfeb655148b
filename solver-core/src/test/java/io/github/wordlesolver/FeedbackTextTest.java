package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.quicktheories.core.Gen;

/** {@link Feedback} as text and as a value: parse, format, codes, {@link Mark}. */
class FeedbackTextTest {
  private static final long SEED = 0xFEEDBACCL;
  private static final int EXAMPLES = 2000;

  private static final String GREEN = "\uD83D\uDFE9"; // 🟩 U+1F7E9
  private static final String YELLOW = "\uD83D\uDFE8"; // 🟨 U+1F7E8
  private static final String BLACK = "\u2B1B"; // ⬛
  private static final String ORANGE = "\uD83D\uDFE7"; // 🟧 U+1F7E7, high-contrast green
  private static final String BLUE = "\uD83D\uDFE6"; // 🟦 U+1F7E6, high-contrast yellow
  private static final String WHITE = "\u2B1C"; // ⬜
  private static final String VS16 = "\uFE0F";

  /**
   * Every accepted spelling of one mark, indexed [notation][digit] with digit 0 gray, 1 yellow, 2
   * green, written here from the documentation (not from the parser).
   */
  private static final String[][] NOTATIONS = {
    {"-", "Y", "G"},
    {"-", "y", "g"},
    {".", "Y", "G"},
    {"_", "y", "g"},
    {"0", "1", "2"},
    {BLACK, YELLOW, GREEN},
    {WHITE, BLUE, ORANGE},
    {BLACK + VS16, YELLOW + VS16, GREEN + VS16},
    {WHITE + VS16, BLUE + VS16, ORANGE + VS16},
  };

  /** Random feedback of every length 2..10 with a uniformly random code. */
  static Gen<Feedback> feedbacks() {
    return in -> {
      int n = Gens.between(in, 2, 10);
      return Feedback.of(Gens.between(in, 0, Gens.pow3(n) - 1), n);
    };
  }

  /** All feedback values of lengths 2..maxLength. */
  static List<Feedback> allFeedback(int maxLength) {
    List<Feedback> all = new ArrayList<>();
    for (int n = 2; n <= maxLength; n++) {
      for (int code = 0; code < Gens.pow3(n); code++) {
        all.add(Feedback.of(code, n));
      }
    }
    return all;
  }

  private static int[] digits(Feedback f) {
    String text = ReferenceMarks.text(f);
    int[] d = new int[text.length()];
    for (int i = 0; i < d.length; i++) {
      d[i] = "-YG".indexOf(text.charAt(i));
    }
    return d;
  }

  /** Spells {@code f} in one notation. */
  static String spell(Feedback f, int notation) {
    StringBuilder sb = new StringBuilder();
    for (int d : digits(f)) {
      sb.append(NOTATIONS[notation][d]);
    }
    return sb.toString();
  }

  /** The code in base 3 with exactly {@code length} digits. */
  static String base3(Feedback f) {
    StringBuilder s = new StringBuilder(Integer.toString(f.code(), 3));
    while (s.length() < f.length()) {
      s.insert(0, '0');
    }
    return s.toString();
  }

  // ---------------------------------------------------------------- round trips

  @Test
  void toStringIsTheCanonicalTextOfTheCode() {
    for (Feedback f : allFeedback(7)) {
      assertEquals(ReferenceMarks.text(f), f.toString());
    }
    qt().withFixedSeed(SEED)
        .withExamples(EXAMPLES)
        .forAll(feedbacks())
        .check(f -> f.toString().equals(ReferenceMarks.text(f)));
  }

  @Test
  void parseOfToStringRoundTrips() {
    qt().withFixedSeed(SEED)
        .withExamples(EXAMPLES)
        .forAll(feedbacks())
        .check(
            f ->
                Feedback.parse(f.toString()).equals(f)
                    && Feedback.parse(f.toString(), f.length()).equals(f));
  }

  @Test
  void parseOfToEmojiRoundTrips() {
    qt().withFixedSeed(SEED)
        .withExamples(EXAMPLES)
        .forAll(feedbacks())
        .check(f -> f.toEmoji().equals(spell(f, 5)) && Feedback.parse(f.toEmoji()).equals(f));
  }

  @Test
  void parseOfBase3DigitsRoundTrips() {
    qt().withFixedSeed(SEED)
        .withExamples(EXAMPLES)
        .forAll(feedbacks())
        .check(f -> base3(f).equals(spell(f, 4)) && Feedback.parse(base3(f)).equals(f));
  }

  @Test
  void parseAcceptsEveryNotation() {
    qt().withFixedSeed(SEED)
        .withExamples(EXAMPLES)
        .forAll(feedbacks())
        .checkAssert(
            f -> {
              for (int notation = 0; notation < NOTATIONS.length; notation++) {
                String text = spell(f, notation);
                assertEquals(f, Feedback.parse(text), text);
                assertEquals(f, Feedback.parse(text, f.length()), text);
              }
              assertEquals(f, Feedback.parse(f.toString().toLowerCase(Locale.ROOT)));
              assertEquals(f, Feedback.parse(f.toString().replace('-', '.')));
              assertEquals(f, Feedback.parse(f.toString().replace('-', '_')));
            });
  }

  @Test
  void parseAcceptsNotationsMixedPerMark() {
    Gen<String[]> mixed =
        in -> {
          Feedback f = feedbacks().generate(in);
          StringBuilder sb = new StringBuilder();
          for (int d : digits(f)) {
            sb.append(NOTATIONS[Gens.between(in, 0, NOTATIONS.length - 1)][d]);
          }
          return new String[] {f.toString(), sb.toString()};
        };
    qt().withFixedSeed(SEED)
        .withExamples(EXAMPLES)
        .forAll(mixed.describedAs(a -> a[1]))
        .check(a -> Feedback.parse(a[1]).toString().equals(a[0]));
  }

  @Test
  void roundTripsExhaustivelyUpToSevenMarks() {
    for (Feedback f : allFeedback(7)) {
      for (int notation = 0; notation < NOTATIONS.length; notation++) {
        String text = spell(f, notation);
        assertEquals(f, Feedback.parse(text), text);
      }
      assertEquals(f, Feedback.parse(base3(f)));
    }
  }

  @Test
  void emojiExamples() {
    assertEquals("--Y-G", Feedback.parse(BLACK + BLACK + YELLOW + BLACK + GREEN).toString());
    assertEquals("--Y-G", Feedback.parse(WHITE + WHITE + BLUE + WHITE + ORANGE).toString());
    assertEquals("GY-", Feedback.parse(GREEN + VS16 + YELLOW + VS16 + BLACK + VS16).toString());
    assertEquals(BLACK + BLACK + YELLOW + BLACK + GREEN, Feedback.parse("--Y-G").toEmoji());
    assertEquals("GY-", Feedback.parse("21.").toString());
    assertEquals("GY-", Feedback.parse("gy_").toString());
  }

  // ---------------------------------------------------------------- rejections

  private static final String[] BAD = {
    "X", "x", "3", "!", " ", "B", "r", "+", "\t", "é", "\uD83D\uDFE5" /* 🟥 */, "\u2B1D",
  };

  @Test
  void badCharacterIsNamedWithItsPosition() {
    Gen<String[]> cases =
        in -> {
          Feedback f = feedbacks().generate(in);
          int k = Gens.between(in, 0, f.length() - 1);
          String bad = BAD[Gens.between(in, 0, BAD.length - 1)];
          String text = f.toString();
          return new String[] {
            text.substring(0, k) + bad + text.substring(k + 1), bad, Integer.toString(k + 1)
          };
        };
    qt().withFixedSeed(SEED)
        .withExamples(EXAMPLES)
        .forAll(cases.describedAs(a -> a[0]))
        .checkAssert(
            a -> {
              IllegalArgumentException e =
                  assertThrows(IllegalArgumentException.class, () -> Feedback.parse(a[0]));
              assertTrue(e.getMessage().contains("'" + a[1] + "'"), e.getMessage());
              assertTrue(e.getMessage().contains("position " + a[2] + " "), e.getMessage());
            });
  }

  @Test
  void badCharacterAfterEmojiCountsMarks() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Feedback.parse(GREEN + VS16 + GREEN + "X" + GREEN + GREEN));
    assertTrue(
        e.getMessage().contains("'X'") && e.getMessage().contains("position 3 "), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "G", "-", GREEN, GREEN + VS16, VS16 + VS16})
  void tooFewMarks(String text) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Feedback.parse(text), text);
    assertTrue(e.getMessage().contains("too few"), e.getMessage());
  }

  @Test
  void tooManyMarks() {
    for (int n = 11; n <= 20; n++) {
      for (int notation = 0; notation < NOTATIONS.length; notation++) {
        String text = NOTATIONS[notation][n % 3].repeat(n);
        IllegalArgumentException e =
            assertThrows(IllegalArgumentException.class, () -> Feedback.parse(text), text);
        assertTrue(e.getMessage().contains("too many"), e.getMessage());
      }
    }
    assertEquals(10, Feedback.parse("GGGGGYYYYY").length());
  }

  @Test
  void parseWithLengthChecksTheCount() {
    assertEquals("GY-", Feedback.parse("GY-", 3).toString());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Feedback.parse("GY-", 5));
    assertTrue(e.getMessage().contains("GY-"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Feedback.parse("GY-GY", 4));
    assertThrows(IllegalArgumentException.class, () -> Feedback.parse("GY-X", 4));
  }

  // ---------------------------------------------------------------- isPossible

  /**
   * The definition: some guess and answer produce the marks. Marks do not change when the same
   * renaming of letters is applied to guess and answer, so every answer shape (letter i is the
   * first occurrence of a new letter or a repeat of an earlier one) with guesses over the answer's
   * letters plus one absent letter reaches every reachable pattern.
   */
  static boolean[] reachable(int n) {
    boolean[] reachable = new boolean[Gens.pow3(n)];
    answerShapes(new char[n], 0, 0, reachable);
    return reachable;
  }

  private static void answerShapes(char[] answer, int pos, int distinct, boolean[] reachable) {
    if (pos == answer.length) {
      String a = new String(answer);
      for (String guess : Gens.allWords(answer.length, distinct + 1)) {
        reachable[ReferenceMarks.code(ReferenceMarks.marks(guess, a))] = true;
      }
      return;
    }
    for (int c = 0; c <= distinct; c++) {
      answer[pos] = (char) ('a' + c);
      answerShapes(answer, pos + 1, Math.max(distinct, c + 1), reachable);
    }
  }

  @Test
  void isPossibleExactlyWhenSomePairProducesIt() {
    for (int n = 2; n <= 6; n++) {
      boolean[] reachable = reachable(n);
      int impossible = 0;
      for (int code = 0; code < reachable.length; code++) {
        Feedback f = Feedback.of(code, n);
        String text = ReferenceMarks.text(code, n);
        boolean greensButOneYellow =
            text.chars().filter(ch -> ch == 'G').count() == n - 1
                && text.chars().filter(ch -> ch == 'Y').count() == 1;
        assertEquals(reachable[code], f.isPossible(), text);
        assertEquals(!greensButOneYellow, reachable[code], text);
        if (!reachable[code]) {
          impossible++;
        }
      }
      assertEquals(n, impossible, "one impossible pattern per position of the yellow");
      if (n == 5) {
        assertEquals(238, reachable.length - impossible);
      }
    }
  }

  // ---------------------------------------------------------------- codes, marks, values

  @Test
  void ofChecksRanges() {
    for (int n = 2; n <= 10; n++) {
      int max = Gens.pow3(n) - 1;
      final int len = n;
      assertEquals(max, Feedback.of(max, n).code());
      assertEquals(n, Feedback.of(0, n).length());
      assertThrows(IllegalArgumentException.class, () -> Feedback.of(-1, len));
      assertThrows(IllegalArgumentException.class, () -> Feedback.of(max + 1, len));
      assertThrows(IllegalArgumentException.class, () -> Feedback.of(Integer.MIN_VALUE, len));
      assertThrows(IllegalArgumentException.class, () -> Feedback.of(Integer.MAX_VALUE, len));
      assertEquals("G".repeat(n), Feedback.allGreen(n).toString());
      assertTrue(Feedback.allGreen(n).isSolved());
      assertFalse(Feedback.of(max - 1, n).isSolved());
    }
    assertEquals(2, Feedback.MIN_LENGTH);
    assertEquals(10, Feedback.MAX_LENGTH);
  }

  @ParameterizedTest
  @ValueSource(ints = {-1, 0, 1, 11, 12})
  void ofRefusesLengthsOutsideTwoToTen(int n) {
    assertThrows(IllegalArgumentException.class, () -> Feedback.of(0, n), "length " + n);
    assertThrows(IllegalArgumentException.class, () -> Feedback.allGreen(n), "length " + n);
  }

  @Test
  void ofMarksBuildsTheCode() {
    assertEquals(
        "GY--G", Feedback.of(Mark.GREEN, Mark.YELLOW, Mark.GRAY, Mark.GRAY, Mark.GREEN).toString());
    assertEquals(
        191, Feedback.of(Mark.GREEN, Mark.YELLOW, Mark.GRAY, Mark.GRAY, Mark.GREEN).code());
    assertThrows(IllegalArgumentException.class, () -> Feedback.of(Mark.GREEN));
    assertThrows(IllegalArgumentException.class, () -> Feedback.of(new Mark[11]));
    qt().withFixedSeed(SEED)
        .withExamples(EXAMPLES)
        .forAll(feedbacks())
        .check(
            f -> {
              Mark[] marks = new Mark[f.length()];
              for (int i = 0; i < marks.length; i++) {
                marks[i] = f.mark(i);
              }
              return Feedback.of(marks).equals(f);
            });
  }

  @Test
  void markReadsEachPosition() {
    qt().withFixedSeed(SEED)
        .withExamples(EXAMPLES)
        .forAll(feedbacks())
        .checkAssert(
            f -> {
              String text = ReferenceMarks.text(f);
              int greens = 0;
              int yellows = 0;
              for (int i = 0; i < f.length(); i++) {
                assertEquals(text.charAt(i), f.mark(i).symbol(), text + " at " + i);
                greens += f.mark(i) == Mark.GREEN ? 1 : 0;
                yellows += f.mark(i) == Mark.YELLOW ? 1 : 0;
              }
              assertEquals(greens, f.greens(), text);
              assertEquals(yellows, f.yellows(), text);
              assertEquals(greens == f.length(), f.isSolved(), text);
              assertThrows(IndexOutOfBoundsException.class, () -> f.mark(-1));
              assertThrows(IndexOutOfBoundsException.class, () -> f.mark(f.length()));
            });
  }

  @Test
  void markDigitsAndSymbols() {
    assertEquals(List.of(Mark.GRAY, Mark.YELLOW, Mark.GREEN), List.of(Mark.values()));
    assertEquals(0, Mark.GRAY.digit());
    assertEquals(1, Mark.YELLOW.digit());
    assertEquals(2, Mark.GREEN.digit());
    assertEquals('-', Mark.GRAY.symbol());
    assertEquals('Y', Mark.YELLOW.symbol());
    assertEquals('G', Mark.GREEN.symbol());
    for (Mark m : Mark.values()) {
      assertSame(m, Mark.ofDigit(m.digit()));
    }
    assertThrows(IllegalArgumentException.class, () -> Mark.ofDigit(-1));
    assertThrows(IllegalArgumentException.class, () -> Mark.ofDigit(3));
  }

  @ParameterizedTest
  @ValueSource(ints = {2, 3, 4, 5, 6, 7, 8, 9, 10})
  void equalsAndHashCode(int n) {
    int max = Gens.pow3(n) - 1;
    for (int code : new int[] {0, 1, max / 2, max}) {
      Feedback a = Feedback.of(code, n);
      Feedback b = Feedback.parse(ReferenceMarks.text(code, n));
      assertEquals(a, b);
      assertEquals(a.hashCode(), b.hashCode());
      if (n <= 5) {
        assertSame(a, b, "lengths up to 5 are cached");
      }
      assertNotEquals(a, Feedback.of(code == 0 ? 1 : 0, n));
      assertNotEquals(null, a);
      assertNotEquals(a, (Object) a.toString());
    }
    if (n < 10) {
      // The same code with another length is another value.
      assertNotEquals(Feedback.of(0, n), Feedback.of(0, n + 1));
      assertNotEquals(Feedback.of(1, n), Feedback.of(1, n + 1));
    }
  }
}
