package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The hard-mode rules ({@link Mode}) against rules written here from their definitions, on every
 * history of one and two turns over small alphabets: the NYT rule (greens stay, revealed letters
 * are used at least as often as one turn revealed them) and the strict rule (the guess would have
 * got the same marks as every guess so far, that is, it could be the answer).
 */
class ModeRuleTest {
  /** Marks by the game's rule, written independently: 2 green, 1 yellow, 0 gray. */
  private static int[] marks(String guess, String answer) {
    int n = guess.length();
    int[] marks = new int[n];
    int[] unused = new int[128];
    for (int i = 0; i < n; i++) {
      if (guess.charAt(i) == answer.charAt(i)) {
        marks[i] = 2;
      } else {
        unused[answer.charAt(i)]++;
      }
    }
    for (int i = 0; i < n; i++) {
      if (marks[i] != 2 && unused[guess.charAt(i)]-- > 0) {
        marks[i] = 1;
      }
    }
    return marks;
  }

  /** The NYT rule, from its definition. */
  private static boolean nytAllows(List<String[]> turns, String word) {
    for (String[] turn : turns) {
      String guess = turn[0];
      int[] m = marks(guess, turn[1]);
      int[] revealed = new int[128];
      for (int i = 0; i < guess.length(); i++) {
        if (m[i] == 2 && word.charAt(i) != guess.charAt(i)) {
          return false;
        }
        if (m[i] > 0) {
          revealed[guess.charAt(i)]++;
        }
      }
      for (char c = 'a'; c <= 'z'; c++) {
        if (count(word, c) < revealed[c]) {
          return false;
        }
      }
    }
    return true;
  }

  /** The strict rule, from its definition: the word gets every turn's marks. */
  private static boolean strictAllows(List<String[]> turns, String word) {
    for (String[] turn : turns) {
      if (!java.util.Arrays.equals(marks(turn[0], word), marks(turn[0], turn[1]))) {
        return false;
      }
    }
    return true;
  }

  private static int count(String word, char c) {
    int n = 0;
    for (int i = 0; i < word.length(); i++) {
      n += word.charAt(i) == c ? 1 : 0;
    }
    return n;
  }

  private static Constraints constraints(List<String[]> turns, int length) {
    Constraints c = Constraints.none(length);
    for (String[] turn : turns) {
      c = c.after(turn[0], Feedback.compute(turn[0], turn[1]));
    }
    return c;
  }

  private static List<String> allWords(int length, int letters) {
    List<String> out = new ArrayList<>();
    int total = (int) Math.pow(letters, length);
    for (int k = 0; k < total; k++) {
      char[] w = new char[length];
      for (int p = length - 1, x = k; p >= 0; p--, x /= letters) {
        w[p] = (char) ('a' + x % letters);
      }
      out.add(new String(w));
    }
    return out;
  }

  /** Checks every rule on every word after {@code turns}, through all three entry points. */
  private static void checkAll(List<String[]> turns, WordList words, int length, int[] tally) {
    Constraints revealed = constraints(turns, length);
    for (int i = 0; i < words.size(); i++) {
      String word = words.get(i);
      boolean hard = nytAllows(turns, word);
      boolean strict = strictAllows(turns, word);
      tally[0] += hard ? 0 : 1;
      tally[1] += strict ? 0 : 1;
      tally[2] += hard && !strict ? 1 : 0;
      Supplier<String> where = () -> turnsText(turns) + " then " + word;
      assertTrue(Mode.NORMAL.allows(revealed, words, i), where);
      assertTrue(Mode.NORMAL.allows(revealed, word), where);
      assertEquals(hard, Mode.HARD.allows(revealed, words, i), where);
      assertEquals(hard, Mode.HARD.allows(revealed, word), where);
      assertEquals(strict, Mode.STRICT.allows(revealed, words, i), where);
      assertEquals(strict, Mode.STRICT.allows(revealed, word), where);
      assertEquals(hard, Mode.HARD.whyIllegal(revealed, word) == null, where);
      assertEquals(strict, Mode.STRICT.whyIllegal(revealed, word) == null, where);
      assertNull(Mode.NORMAL.whyIllegal(revealed, word), where);
    }
    // The bulk filter, over a pool that skips every third word, in place.
    int[] pool =
        java.util.stream.IntStream.range(0, words.size()).filter(i -> i % 3 != 1).toArray();
    for (Mode mode : Mode.values()) {
      int[] expected =
          java.util.Arrays.stream(pool)
              .filter(
                  i ->
                      mode == Mode.NORMAL
                          || (mode == Mode.HARD
                              ? nytAllows(turns, words.get(i))
                              : strictAllows(turns, words.get(i))))
              .toArray();
      int[] out = pool.clone();
      int n = mode.filter(revealed, words, out, out);
      assertArrayEquals(
          expected, java.util.Arrays.copyOf(out, n), () -> mode + " after " + turnsText(turns));
    }
  }

  private static String turnsText(List<String[]> turns) {
    StringBuilder sb = new StringBuilder();
    for (String[] t : turns) {
      sb.append(t[0]).append(" (answer ").append(t[1]).append(") ");
    }
    return sb.toString();
  }

  @Test
  void everyOneTurnHistoryOfThreeLetterWordsOverFourLetters() {
    List<String> all = allWords(3, 4);
    WordList words = WordList.of(all);
    int[] tally = new int[3];
    for (String answer : all) {
      for (String guess : all) {
        List<String[]> turns = new ArrayList<>();
        turns.add(new String[] {guess, answer});
        checkAll(turns, words, 3, tally);
      }
    }
    // The cases are not vacuous: each rule forbids words, and the rules differ.
    assertTrue(
        tally[0] > 1000 && tally[1] > tally[0] && tally[2] > 1000,
        java.util.Arrays.toString(tally));
  }

  @Test
  void everyTwoTurnHistoryOfTwoLetterWordsOverThreeLetters() {
    List<String> all = allWords(2, 3);
    WordList words = WordList.of(all);
    int[] tally = new int[3];
    for (String answer : all) {
      for (String first : all) {
        for (String second : all) {
          checkAll(
              List.of(new String[] {first, answer}, new String[] {second, answer}),
              words,
              2,
              tally);
        }
      }
    }
    assertTrue(tally[2] > 0, java.util.Arrays.toString(tally));
  }

  @Test
  void randomTwoTurnHistoriesOfThreeLetterWordsOverThreeLetters() {
    List<String> all = allWords(3, 3);
    WordList words = WordList.of(all);
    int[] tally = new int[3];
    java.util.Random random = new java.util.Random(11);
    for (int i = 0; i < 3000; i++) {
      String answer = all.get(random.nextInt(all.size()));
      String first = all.get(random.nextInt(all.size()));
      String second = all.get(random.nextInt(all.size()));
      checkAll(
          List.of(new String[] {first, answer}, new String[] {second, answer}), words, 3, tally);
    }
    assertTrue(tally[2] > 1000, java.util.Arrays.toString(tally));
  }

  /**
   * {@link Mode#allowsNoMore} against its meaning, by brute force on three-letter words over three
   * letters: whenever it says a rule allows no more after one history than after another, no word
   * is allowed after the first but not after the second, by the rules' definitions, nor after both
   * with the same later turns. It holds for a history and the same with a turn more, and also,
   * often enough, for unrelated histories (the cases that spare a search a proof).
   */
  @Test
  void allowsNoMoreMeansNoWordIsAllowedAfterTheStrongerHistoryAlone() {
    List<String> all = allWords(3, 3);
    java.util.Random random = new java.util.Random(20261125);
    int[] unrelatedYes = new int[Mode.values().length];
    int[] unrelatedNo = new int[Mode.values().length];
    for (int i = 0; i < 3000; i++) {
      String answer = all.get(random.nextInt(all.size()));
      List<String[]> weaker = new ArrayList<>();
      for (int t = 0; t <= random.nextInt(2); t++) {
        weaker.add(new String[] {all.get(random.nextInt(all.size())), answer});
      }
      List<String[]> more = new ArrayList<>(weaker);
      more.add(new String[] {all.get(random.nextInt(all.size())), answer});
      List<String[]> unrelated =
          List.<String[]>of(
              new String[] {all.get(random.nextInt(all.size())), answer},
              new String[] {all.get(random.nextInt(all.size())), answer});
      for (Mode mode : Mode.values()) {
        assertTrue(
            mode.allowsNoMore(constraints(more, 3), constraints(weaker, 3)),
            () -> mode + " " + turnsText(more) + "/" + turnsText(weaker));
        boolean says = mode.allowsNoMore(constraints(unrelated, 3), constraints(weaker, 3));
        (says ? unrelatedYes : unrelatedNo)[mode.ordinal()]++;
        if (says) {
          checkAllowsNoMore(mode, unrelated, weaker, all, random);
        }
        checkAllowsNoMore(mode, more, weaker, all, random);
      }
    }
    for (Mode mode : List.of(Mode.HARD, Mode.STRICT)) {
      assertTrue(
          unrelatedYes[mode.ordinal()] > 100 && unrelatedNo[mode.ordinal()] > 100,
          mode + " " + unrelatedYes[mode.ordinal()] + " / " + unrelatedNo[mode.ordinal()]);
    }
    assertThrows(
        IllegalArgumentException.class,
        () -> Mode.HARD.allowsNoMore(Constraints.none(3), Constraints.none(4)));
  }

  /**
   * {@link Mode#reads} against its meaning, by brute force on three-letter words over three
   * letters: two histories whose reads are equal allow the same words by the rules' definitions,
   * now and with the same later turn merged into both; and what the rule reads after a turn is the
   * same merged into the reads as into the whole constraints (what a search relies on when it keeps
   * only the reads). In hard mode, unrelated histories often read alike.
   */
  @Test
  void equalReadsAllowTheSameWordsNowAndLater() {
    List<String> all = allWords(3, 3);
    java.util.Random random = new java.util.Random(20261126);
    int alike = 0;
    for (int i = 0; i < 3000; i++) {
      String answer = all.get(random.nextInt(all.size()));
      List<String[]> one =
          List.<String[]>of(new String[] {all.get(random.nextInt(all.size())), answer});
      List<String[]> two =
          List.<String[]>of(
              new String[] {all.get(random.nextInt(all.size())), answer},
              new String[] {all.get(random.nextInt(all.size())), answer});
      String[] later = {all.get(random.nextInt(all.size())), answer};
      Feedback marks = Feedback.compute(later[0], later[1]);
      for (Mode mode : Mode.values()) {
        Constraints a = constraints(one, 3);
        Constraints b = constraints(two, 3);
        assertEquals(
            mode.reads(a.after(later[0], marks)),
            mode.reads(mode.reads(a).after(later[0], marks)),
            () -> mode + " " + turnsText(one));
        if (mode != Mode.NORMAL) {
          WordList words = WordList.of(all);
          Constraints next = mode.readsAfter(mode.reads(a), words, words.indexOf(later[0]), marks);
          assertEquals(
              mode.reads(a.after(later[0], marks)),
              next,
              () -> mode + " " + turnsText(one) + later[0]);
        }
        assertEquals(a.turns(), mode.reads(a).turns());
        if (mode == Mode.NORMAL || !mode.reads(a).equals(mode.reads(b))) {
          continue;
        }
        alike += mode == Mode.HARD ? 1 : 0;
        List<String[]> oneLater = new ArrayList<>(one);
        oneLater.add(later);
        List<String[]> twoLater = new ArrayList<>(two);
        twoLater.add(later);
        for (String word : all) {
          boolean hard = mode == Mode.HARD;
          assertEquals(
              hard ? nytAllows(one, word) : strictAllows(one, word),
              hard ? nytAllows(two, word) : strictAllows(two, word),
              () -> mode + ": " + word + " after " + turnsText(one) + "/ " + turnsText(two));
          assertEquals(
              hard ? nytAllows(oneLater, word) : strictAllows(oneLater, word),
              hard ? nytAllows(twoLater, word) : strictAllows(twoLater, word),
              () ->
                  mode
                      + ": "
                      + word
                      + " after "
                      + turnsText(oneLater)
                      + "/ "
                      + turnsText(twoLater));
        }
      }
    }
    assertTrue(alike > 100, "hard-mode histories read alike: " + alike);
  }

  /**
   * Checks that no word is allowed after {@code stronger} but not after {@code weaker}, now and
   * with each of a few later turns (toward the answer of {@code stronger}) merged into both.
   */
  private static void checkAllowsNoMore(
      Mode mode,
      List<String[]> stronger,
      List<String[]> weaker,
      List<String> all,
      java.util.Random random) {
    String answer = stronger.get(0)[1];
    for (int later = 0; later < 4; later++) {
      List<String[]> s = new ArrayList<>(stronger);
      List<String[]> w = new ArrayList<>(weaker);
      if (later > 0) {
        String[] turn = {all.get(random.nextInt(all.size())), answer};
        s.add(turn);
        w.add(turn);
      }
      for (String word : all) {
        boolean afterStronger =
            mode == Mode.NORMAL || (mode == Mode.HARD ? nytAllows(s, word) : strictAllows(s, word));
        boolean afterWeaker =
            mode == Mode.NORMAL || (mode == Mode.HARD ? nytAllows(w, word) : strictAllows(w, word));
        assertTrue(
            !afterStronger || afterWeaker,
            () -> mode + ": " + word + " after " + turnsText(s) + "but not after " + turnsText(w));
      }
    }
  }

  @Test
  void noHistoryAllowsEveryWordInEveryMode() {
    Constraints none = Constraints.none(5);
    for (Mode mode : Mode.values()) {
      assertTrue(mode.allows(none, "crane"), mode.name());
      assertTrue(mode.allows(none, WordList.of("crane", "salet"), 1), mode.name());
      assertNull(mode.whyIllegal(none, "crane"), mode.name());
    }
  }

  @Test
  void wordsOfAnotherShapeAreAllowedOnlyInNormalMode() {
    Constraints revealed = Constraints.none(5).after("crane", Feedback.parse("-----"));
    for (String odd : List.of("cran", "cranes", "cr4ne", "crañe")) {
      assertTrue(Mode.NORMAL.allows(revealed, odd), odd);
      assertFalse(Mode.HARD.allows(revealed, odd), odd);
      assertFalse(Mode.STRICT.allows(revealed, odd), odd);
      assertNotNull(Mode.HARD.whyIllegal(revealed, odd), odd);
    }
    assertEquals(
        "breaks the hard-mode rule (NYT): it is not a word of 5 letters of " + Alphabet.ENGLISH,
        Mode.HARD.whyIllegal(revealed, "cran"));
  }

  @Test
  void theHardRuleSaysWhichGreenOrLetterIsMissing() {
    Constraints revealed = Constraints.none(5).after("salet", Feedback.parse("G-Y--"));
    assertEquals(
        "breaks the hard-mode rule (NYT): letter 1 must be S",
        Mode.HARD.whyIllegal(revealed, "crane"));
    assertEquals(
        "breaks the hard-mode rule (NYT): it must contain L",
        Mode.HARD.whyIllegal(revealed, "sharp"));
    assertNull(Mode.HARD.whyIllegal(revealed, "sloth"));
    Constraints twice = Constraints.none(5).after("geese", Feedback.parse("-YY--"));
    assertEquals(
        "breaks the hard-mode rule (NYT): it must contain E 2 times",
        Mode.HARD.whyIllegal(twice, "crane"));
    assertNull(Mode.HARD.whyIllegal(twice, "elder"));
    // The first letter of the alphabet is counted like any other.
    Constraints withA = Constraints.none(5).after("crane", Feedback.parse("--Y--"));
    assertEquals(
        "breaks the hard-mode rule (NYT): it must contain A", Mode.HARD.whyIllegal(withA, "sloth"));
    Constraints later = Constraints.none(5).after("crane", Feedback.parse("----G"));
    assertEquals(
        "breaks the hard-mode rule (NYT): letter 5 must be E",
        Mode.HARD.whyIllegal(later, "salet"));
  }

  @Test
  void theStrictRuleNamesWhatTheMarksSay() {
    Constraints revealed = Constraints.none(5).after("salet", Feedback.parse("G-Y--"));
    // Allowed in hard mode (S first, an L) but it has a T, which the marks excluded.
    assertNull(Mode.HARD.whyIllegal(revealed, "sloth"));
    assertEquals(
        "breaks the strict hard-mode rule: every guess must fit all marks so far ("
            + revealed
            + ")",
        Mode.STRICT.whyIllegal(revealed, "sloth"));
    assertNull(Mode.STRICT.whyIllegal(revealed, "sculk"));
  }

  @Test
  void aListOverAnotherAlphabetIsRefusedInHardModes() {
    Alphabet spanish = Alphabet.of("abcdefghijklmnñopqrstuvwxyz");
    WordList words = WordList.of(spanish, List.of("caños", "salet"));
    Constraints revealed = Constraints.none(5).after("crane", Feedback.parse("-----"));
    assertThrows(IllegalArgumentException.class, () -> Mode.HARD.allows(revealed, words, 1));
    assertThrows(IllegalArgumentException.class, () -> Mode.STRICT.allows(revealed, words, 1));
    assertThrows(
        IllegalArgumentException.class,
        () -> Mode.HARD.filter(revealed, words, new int[] {0, 1}, new int[2]));
  }
}
