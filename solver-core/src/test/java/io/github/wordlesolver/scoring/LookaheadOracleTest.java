package io.github.wordlesolver.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Partitions;
import io.github.wordlesolver.internal.GuessEstimate;
import io.github.wordlesolver.testing.EngineTestSupport;
import io.github.wordlesolver.testing.ExhaustiveOptimum;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The {@code lookahead} scorer's costs against a model written here from its documentation, by
 * brute force on slices of the original lists: follow-ups are every guess the hard-mode rule in
 * force allows (a breadth larger than the guess list), estimates are {@code 2m - 1} or {@code m(1 +
 * log12 m)}, and endgames (at most 24 candidates) are each bucket's optimal total within the
 * guesses left, found by exhaustive search ({@link ExhaustiveOptimum}). The follow-ups' rules are
 * written here too.
 */
class LookaheadOracleTest {
  private static final long UNIT = 1_000_000;
  private static final int WIDE = 100_000;

  /** Marks, G/Y/-, by the game's rule. */
  static String marks(String guess, String answer) {
    int n = guess.length();
    char[] m = new char[n];
    int[] unused = new int[128];
    for (int i = 0; i < n; i++) {
      if (guess.charAt(i) == answer.charAt(i)) {
        m[i] = 'G';
      } else {
        unused[answer.charAt(i)]++;
      }
    }
    for (int i = 0; i < n; i++) {
      if (m[i] != 'G') {
        m[i] = unused[guess.charAt(i)]-- > 0 ? 'Y' : '-';
      }
    }
    return new String(m);
  }

  /** Whether {@code word} may be guessed after {@code turns} ({guess, marks} pairs). */
  static boolean allowed(Mode mode, List<String[]> turns, String word) {
    for (String[] t : turns) {
      String guess = t[0];
      String m = t[1];
      if (mode == Mode.STRICT && !marks(guess, word).equals(m)) {
        return false;
      }
      if (mode == Mode.HARD) {
        int[] revealed = new int[128];
        for (int i = 0; i < guess.length(); i++) {
          if (m.charAt(i) == 'G' && word.charAt(i) != guess.charAt(i)) {
            return false;
          }
          if (m.charAt(i) != '-') {
            revealed[guess.charAt(i)]++;
          }
        }
        for (int i = 0; i < guess.length(); i++) {
          char c = guess.charAt(i);
          if (word.chars().filter(x -> x == c).count() < revealed[c]) {
            return false;
          }
        }
      }
    }
    return true;
  }

  static Map<String, List<String>> buckets(String guess, List<String> set) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (String a : set) {
      out.computeIfAbsent(marks(guess, a), k -> new ArrayList<>()).add(a);
    }
    return out;
  }

  static List<String[]> plus(List<String[]> turns, String guess, String m) {
    List<String[]> out = new ArrayList<>(turns);
    out.add(new String[] {guess, m});
    return out;
  }

  /** The documented estimate, in millionths. */
  static long estimate(int m) {
    if (m <= 2) {
      return (2L * m - 1) * UNIT;
    }
    return Math.round(Math.max(2 * m - 1, m * (1 + Math.log(m) / Math.log(12))) * UNIT);
  }

  /** The model of the lookahead and of the exact endgame over one pair of lists and a mode. */
  static final class Model {
    final List<String> guesses;
    final Mode mode;
    final ExhaustiveOptimum optimum;

    Model(List<String> guesses, Mode mode) {
      this.guesses = guesses;
      this.mode = mode;
      this.optimum = new ExhaustiveOptimum(guesses, mode);
    }

    /** The split cost of {@code g} over {@code set}, {@code levels} follow-up levels deep. */
    long splitCost(List<String> set, String g, int levels, List<String[]> turns) {
      long total = set.size() * UNIT;
      for (Map.Entry<String, List<String>> b : buckets(g, set).entrySet()) {
        if (b.getKey().indexOf('-') < 0 && b.getKey().indexOf('Y') < 0) {
          continue;
        }
        int size = b.getValue().size();
        if (size <= 2 || levels == 0) {
          total += estimate(size);
        } else {
          List<String[]> after = plus(turns, g, b.getKey());
          long best = Long.MAX_VALUE;
          for (String h : guesses) {
            if (allowed(mode, after, h)) {
              best = Math.min(best, splitCost(b.getValue(), h, levels - 1, after));
            }
          }
          total += best;
        }
      }
      return total;
    }

    /**
     * The documented endgame cost: candidates, plus each bucket's optimum within the guesses left
     * (from the exhaustive model); a bucket that cannot be finished within them costs a million
     * plus its optimum within twenty.
     */
    long endgame(List<String> set, String g, int guessesLeft) {
      return endgameBy(optimum, set, g, guessesLeft);
    }
  }

  /** {@link Model#endgame}, with the bucket optima of {@code optimum}. */
  static long endgameBy(ExhaustiveOptimum optimum, List<String> set, String g, int guessesLeft) {
    int solved = (int) Math.pow(3, g.length()) - 1;
    long total = set.size();
    for (Map.Entry<Integer, List<String>> b : ExhaustiveOptimum.split(set, g).entrySet()) {
      if (b.getKey() == solved) {
        continue;
      }
      BitSet after = optimum.after(optimum.everyGuess(), g, b.getKey());
      int value = optimum.total(b.getValue(), guessesLeft, after);
      if (value >= ExhaustiveOptimum.INFEASIBLE) {
        value = 1_000_000 + optimum.total(b.getValue(), 20, after);
      }
      total += value;
    }
    return total;
  }

  private static List<String> union(List<String> answers, List<String> extra) {
    Set<String> all = new LinkedHashSet<>(answers);
    all.addAll(extra);
    return new ArrayList<>(all);
  }

  // ------------------------------------------------------------------ estimates and follow-ups

  private static final List<String> ANSWERS = EngineTestSupport.answerWords(60);
  private static final List<String> GUESSES = union(ANSWERS, EngineTestSupport.allowedWords(160));
  private static final List<String> OPENERS =
      List.of("salet", "crate", "cigar", "those", "humph", "qajaq", "fuzzy", "vivid");

  private static Partition split(
      List<String> answers, List<String> guesses, Mode mode, int guessesLeft, String word) {
    return Partitions.split(WordList.of(answers), WordList.of(guesses), mode, guessesLeft, word);
  }

  private static List<String> guessesWith(String... words) {
    return union(GUESSES, List.of(words));
  }

  @Test
  void depthZeroIsTheCandidatesPlusEachBucketsEstimate() {
    Scorer flat = Scorers.lookahead(0, 24, 6);
    List<String> guesses = guessesWith(OPENERS.toArray(String[]::new));
    Model model = new Model(guesses, Mode.NORMAL);
    for (String g : OPENERS) {
      double expected = (double) model.splitCost(ANSWERS, g, 0, List.of()) / UNIT;
      assertEquals(expected, flat.cost(split(ANSWERS, guesses, Mode.NORMAL, 5, g)), 0, g);
    }
  }

  @Test
  void oneLevelDeepTakesTheBestFollowUpTheRuleAllowsInEveryMode() {
    Scorer wide = Scorers.lookahead(1, 24, WIDE);
    List<String> guesses = guessesWith(OPENERS.toArray(String[]::new));
    Map<Mode, List<Long>> byMode = new HashMap<>();
    for (Mode mode : Mode.values()) {
      Model model = new Model(guesses, mode);
      for (String g : OPENERS) {
        long expected = model.splitCost(ANSWERS, g, 1, List.of());
        byMode.computeIfAbsent(mode, m -> new ArrayList<>()).add(expected);
        assertEquals(
            (double) expected / UNIT,
            wide.cost(split(ANSWERS, guesses, mode, 5, g)),
            0,
            mode + " " + g);
      }
    }
  }

  /** Twenty-five words {@code ?ight}, and guesses that tell their first letters apart. */
  private static final List<String> FAMILY = family();

  private static final List<String> FAMILY_GUESSES =
      union(FAMILY, List.of("qqqqq", "bcdfq", "mnprq", "vwxyq", "jklsq", "aeouq"));

  private static List<String> family() {
    List<String> words = new ArrayList<>();
    for (char c = 'a'; c <= 'z'; c++) {
      if (c != 'q') {
        words.add(c + "ight");
      }
    }
    return words;
  }

  @Test
  void oneLevelFollowUpsObeyEachRuleOnAFamily() {
    // After "light" (-GGGG for all but itself) the hard modes must keep IGHT; after "qqqqq" (all
    // gray) the NYT rule allows anything but the strict rule forbids every word with a Q, which
    // are the guesses that split the family.
    Scorer wide = Scorers.lookahead(1, 24, WIDE);
    Map<Mode, List<Long>> byMode = new HashMap<>();
    for (Mode mode : Mode.values()) {
      Model model = new Model(FAMILY_GUESSES, mode);
      for (String g : List.of("light", "qqqqq", "bcdfq")) {
        long expected = model.splitCost(FAMILY, g, 1, List.of());
        byMode.computeIfAbsent(mode, m -> new ArrayList<>()).add(expected);
        assertEquals(
            (double) expected / UNIT,
            wide.cost(split(FAMILY, FAMILY_GUESSES, mode, 5, g)),
            0,
            mode + " " + g);
        // Six follow-ups (the default breadth) may miss the best, never beat it.
        assertTrue(
            Scorers.lookahead().cost(split(FAMILY, FAMILY_GUESSES, mode, 5, g))
                >= (double) expected / UNIT,
            mode + " " + g);
      }
    }
    assertNotEquals(byMode.get(Mode.NORMAL).get(0), byMode.get(Mode.HARD).get(0));
    assertEquals(byMode.get(Mode.NORMAL).get(1), byMode.get(Mode.HARD).get(1));
    assertNotEquals(byMode.get(Mode.HARD).get(1), byMode.get(Mode.STRICT).get(1));
  }

  @Test
  void twoLevelsDeepInNormalMode() {
    List<String> answers = ANSWERS.subList(0, 40);
    List<String> guesses = union(answers, EngineTestSupport.allowedWords(400));
    Scorer deep = Scorers.lookahead(2, 24, WIDE);
    Model model = new Model(guesses, Mode.NORMAL);
    for (String g : List.of(answers.get(0), answers.get(7), guesses.get(guesses.size() - 1))) {
      long expected = model.splitCost(answers, g, 2, List.of());
      assertEquals(
          (double) expected / UNIT, deep.cost(split(answers, guesses, Mode.NORMAL, 5, g)), 0, g);
    }
  }

  @Test
  void theDefaultFollowsUpWithFewerGuessesSoNeverCostsLessThanTheWidest() {
    Scorer wide = Scorers.lookahead(1, 24, WIDE);
    List<String> guesses = guessesWith(OPENERS.toArray(String[]::new));
    for (Mode mode : Mode.values()) {
      for (String g : OPENERS) {
        Partition p = split(ANSWERS, guesses, mode, 5, g);
        double chosen = Scorers.lookahead().cost(p);
        assertTrue(chosen >= wide.cost(p), mode + " " + g);
        assertTrue(chosen > ANSWERS.size(), mode + " " + g);
      }
    }
  }

  @Test
  void estimatesAreTheDocumentedFormula() {
    for (int m = 1; m <= 3000; m++) {
      assertEquals(estimate(m), Lookahead.estimate(m), "m = " + m);
      assertEquals(estimate(m) / 1e6, GuessEstimate.total(m), 0, "m = " + m);
    }
    assertThrows(IllegalArgumentException.class, () -> GuessEstimate.total(0));
  }

  // ------------------------------------------------------------------ the exact endgame

  private static final List<String> SMALL = EngineTestSupport.answerWords(20);
  private static final List<String> SMALL_GUESSES =
      union(SMALL, EngineTestSupport.allowedWords(500));

  @Test
  void atMost24CandidatesEachBucketCostsItsOptimumWithinTheGuessesLeft() {
    Model model = new Model(SMALL_GUESSES, Mode.NORMAL);
    List<String> words =
        List.of(
            SMALL.get(0), SMALL.get(5), SMALL.get(19), SMALL_GUESSES.get(SMALL_GUESSES.size() - 1));
    for (int left = 1; left <= 4; left++) {
      for (String g : words) {
        Partition p = split(SMALL, SMALL_GUESSES, Mode.NORMAL, left, g);
        double expected = model.endgame(SMALL, g, left);
        String where = g + " with " + left + " left";
        assertEquals(expected, Scorers.lookahead().cost(p), 0, where);
        // The exact endgame does not depend on the lookahead's settings.
        assertEquals(expected, Scorers.lookahead(0, 1, 1).cost(p), 0, where);
        assertEquals(expected, Scorers.lookahead(2, 3, 2).cost(p), 0, where);
      }
    }
  }

  @Test
  void exactly24CandidatesAreAnEndgameAnd25AreNot() {
    List<String> guesses =
        union(EngineTestSupport.answerWords(25), EngineTestSupport.allowedWords(900));
    Model model = new Model(guesses, Mode.NORMAL);
    List<String> answers = EngineTestSupport.answerWords(24);
    String g = guesses.get(guesses.size() - 1);
    assertEquals(
        (double) model.endgame(answers, g, 3),
        Scorers.lookahead().cost(split(answers, guesses, Mode.NORMAL, 3, g)),
        0);
    List<String> more = EngineTestSupport.answerWords(25);
    assertEquals(
        (double) model.splitCost(more, g, 0, List.of()) / UNIT,
        Scorers.lookahead(0, 24, 6).cost(split(more, guesses, Mode.NORMAL, 3, g)),
        0);
  }

  @Test
  void theEndgameFollowsTheHardRules() {
    List<String> answers = SMALL.subList(0, 14);
    List<String> guesses = union(answers, EngineTestSupport.allowedWords(900));
    Map<Mode, List<Double>> byMode = new HashMap<>();
    for (Mode mode : Mode.values()) {
      Model model = new Model(guesses, mode);
      for (int left = 1; left <= 3; left++) {
        for (String g : List.of(answers.get(0), answers.get(3), answers.get(13))) {
          double expected = model.endgame(answers, g, left);
          byMode.computeIfAbsent(mode, m -> new ArrayList<>()).add(expected);
          assertEquals(
              expected,
              Scorers.lookahead().cost(split(answers, guesses, mode, left, g)),
              0,
              mode + " " + g + " with " + left + " left");
        }
      }
    }
  }

  @Test
  void aFamilyCostsMoreInHardModeWhereOnlyItsMembersMayBeGuessed() {
    // After "light" every answer is _ight: hard modes must keep IGHT and guess one at a time.
    List<String> answers =
        List.of("fight", "might", "night", "right", "sight", "tight", "wight", "bight");
    List<String> guesses = union(answers, List.of("light", "frown", "numbs", "twerp", "mbira"));
    Map<Mode, List<Double>> byMode = new HashMap<>();
    for (Mode mode : Mode.values()) {
      Model model = new Model(guesses, mode);
      for (int left = 1; left <= 5; left++) {
        double expected = model.endgame(answers, "light", left);
        byMode.computeIfAbsent(mode, m -> new ArrayList<>()).add(expected);
        assertEquals(
            expected,
            Scorers.lookahead().cost(split(answers, guesses, mode, left, "light")),
            0,
            mode + " with " + left + " left");
      }
    }
    assertNotEquals(byMode.get(Mode.NORMAL), byMode.get(Mode.HARD));
    assertEquals(byMode.get(Mode.HARD), byMode.get(Mode.STRICT));
  }

  @Test
  void aStrictEndgameMayNotReuseGrayLetters() {
    // After "qqqqq" (all gray) the NYT rule allows every guess, the strict rule none with a Q.
    List<String> answers = FAMILY.subList(0, 9);
    List<String> guesses = union(answers, List.of("qqqqq", "abcdq", "efghq"));
    Map<Mode, List<Double>> byMode = new HashMap<>();
    for (Mode mode : Mode.values()) {
      Model model = new Model(guesses, mode);
      for (int left = 1; left <= 5; left++) {
        double expected = model.endgame(answers, "qqqqq", left);
        byMode.computeIfAbsent(mode, m -> new ArrayList<>()).add(expected);
        assertEquals(
            expected,
            Scorers.lookahead().cost(split(answers, guesses, mode, left, "qqqqq")),
            0,
            mode + " with " + left + " left");
      }
    }
    assertEquals(byMode.get(Mode.NORMAL), byMode.get(Mode.HARD));
    assertNotEquals(byMode.get(Mode.HARD), byMode.get(Mode.STRICT));
  }

  /** The marks of position {@code i} in {@code code}, for words of {@code n} letters. */
  private static int markAt(int code, int i, int n) {
    return code / (int) Math.pow(3, n - 1 - i) % 3;
  }

  /** The hard rule without its yellows and counts: only the greens stay in place. */
  private static boolean keepsGreens(String guess, int code, String word) {
    for (int i = 0; i < guess.length(); i++) {
      if (markAt(code, i, guess.length()) == 2 && word.charAt(i) != guess.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** The hard rule with each revealed letter held once, however often it was revealed. */
  private static boolean keepsLettersOnce(String guess, int code, String word) {
    for (int i = 0; i < guess.length(); i++) {
      if (markAt(code, i, guess.length()) > 0 && word.indexOf(guess.charAt(i)) < 0) {
        return false;
      }
    }
    return keepsGreens(guess, code, word);
  }

  /**
   * Hard-mode endgames on families of answers that differ in one letter (such as {@code _ight}, and
   * families with a letter twice, such as {@code s_eep}), after guesses that mark the family's
   * letters yellow or a letter twice: the library's cost is the oracle's in every case. The cases
   * are ones where the hard rule's yellows and letter counts decide: an oracle that keeps only the
   * greens, or each revealed letter only once, gets other costs for some of them (checked here), so
   * a library that dropped either part of the rule would fail.
   */
  @Test
  void hardEndgamesWhereTheYellowsAndTheLetterCountsDecide() {
    List<String> answers = EngineTestSupport.answerWords(2315);
    List<String> doubled = new ArrayList<>();
    for (String word : answers) {
      if (word.chars().distinct().count() < word.length()) {
        doubled.add(word);
      }
    }
    List<List<String>> families = new ArrayList<>(families(answers, 5, 8));
    families.addAll(families(doubled, 4, 8));
    List<String> openers = List.of("thing", "eerie", "sissy", "crane", "lolly", "geese");
    List<String> guesses = new ArrayList<>(EngineTestSupport.allowedWords(200));
    families.forEach(guesses::addAll);
    guesses = union(guesses, openers);
    ExhaustiveOptimum hard = new ExhaustiveOptimum(guesses, Mode.HARD);
    ExhaustiveOptimum greens = new ExhaustiveOptimum(guesses, LookaheadOracleTest::keepsGreens);
    ExhaustiveOptimum once = new ExhaustiveOptimum(guesses, LookaheadOracleTest::keepsLettersOnce);
    int cases = 0;
    int yellowsDecide = 0;
    int countsDecide = 0;
    for (List<String> family : families) {
      for (String g : openers) {
        for (int left = 2; left <= 3; left++) {
          long expected = endgameBy(hard, family, g, left);
          assertEquals(
              (double) expected,
              Scorers.lookahead().cost(split(family, guesses, Mode.HARD, left, g)),
              0,
              g + " over " + family + " with " + left + " left");
          cases++;
          yellowsDecide += endgameBy(greens, family, g, left) != expected ? 1 : 0;
          countsDecide += endgameBy(once, family, g, left) != expected ? 1 : 0;
        }
      }
    }
    assertTrue(cases >= 20, "cases: " + cases);
    assertTrue(yellowsDecide > 0, "no case where the yellows decide, of " + cases);
    assertTrue(countsDecide > 0, "no case where the letter counts decide, of " + cases);
  }

  /**
   * The first {@code most} families of at least {@code least} words of {@code words} that agree in
   * every position but one, in the order of their first word; each family at most eight words.
   */
  private static List<List<String>> families(List<String> words, int least, int most) {
    Map<String, List<String>> byPattern = new LinkedHashMap<>();
    for (String word : words) {
      for (int i = 0; i < word.length(); i++) {
        String pattern = word.substring(0, i) + '_' + word.substring(i + 1);
        byPattern.computeIfAbsent(pattern, k -> new ArrayList<>()).add(word);
      }
    }
    List<List<String>> out = new ArrayList<>();
    for (List<String> family : byPattern.values()) {
      if (family.size() >= least && out.size() < most) {
        out.add(List.copyOf(family.subList(0, Math.min(8, family.size()))));
      }
    }
    return out;
  }

  @Test
  void withNoGuessLeftTheEndgameIsNotExact() {
    Model model = new Model(SMALL_GUESSES, Mode.NORMAL);
    for (String g : List.of(SMALL.get(0), SMALL.get(11))) {
      Partition p = split(SMALL, SMALL_GUESSES, Mode.NORMAL, 0, g);
      assertEquals(
          (double) model.splitCost(SMALL, g, 0, List.of()) / UNIT,
          Scorers.lookahead(0, 24, 6).cost(p),
          0,
          g);
    }
  }

  // ------------------------------------------------------------------ settings

  @Test
  void settingsAreCheckedAndMakeEquality() {
    assertThrows(IllegalArgumentException.class, () -> Scorers.lookahead(-1, 24, 6));
    assertThrows(IllegalArgumentException.class, () -> Scorers.lookahead(3, 24, 6));
    assertThrows(IllegalArgumentException.class, () -> Scorers.lookahead(1, 0, 6));
    assertThrows(IllegalArgumentException.class, () -> Scorers.lookahead(1, 24, 0));
    Scorers.lookahead(0, 1, 1);
    Scorers.lookahead(2, 1, 1);
    Scorer scorer = Scorers.lookahead(1, 24, 6);
    assertEquals(Scorers.lookahead(), scorer);
    assertEquals(Scorers.lookahead().hashCode(), scorer.hashCode());
    assertNotEquals(scorer, Scorers.lookahead(2, 24, 6));
    assertNotEquals(scorer, Scorers.lookahead(1, 23, 6));
    assertNotEquals(scorer, Scorers.lookahead(1, 24, 5));
    assertNotEquals(scorer, Scorers.entropy());
    assertNotEquals(scorer.hashCode(), Scorers.lookahead(2, 24, 6).hashCode());
    assertNotEquals(scorer.hashCode(), Scorers.lookahead(1, 23, 6).hashCode());
    assertNotEquals(scorer.hashCode(), Scorers.lookahead(1, 24, 5).hashCode());
    assertEquals("lookahead(depth 1, shortlist 24, breadth 6)", scorer.toString());
    assertEquals("lookahead", scorer.name());
    assertEquals(24, scorer.shortlist());
    assertEquals(7, Scorers.lookahead(1, 7, 6).shortlist());
    assertEquals(24, scorer.exactEndgame());
  }
}
