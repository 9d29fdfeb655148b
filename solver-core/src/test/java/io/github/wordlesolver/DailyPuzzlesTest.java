package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * {@link DailyPuzzles}: each round is the answers once each, in the order of the documented key
 * (checked against a reference written here from the class comment: digests as hex strings in a
 * sorted map), whatever the order of the list; puzzle numbers, days and answers agree.
 */
class DailyPuzzlesTest {
  private static final long SEED = 0x5EED_DA11L;
  private static final LocalDate EPOCH = LocalDate.of(2026, 1, 1);

  /** A name, a set of distinct words in some order, and a round. */
  record Case(String name, List<String> words, List<String> shuffled, int round) {}

  private static Gen<Case> cases() {
    return in -> {
      int size = Gens.between(in, 1, 40);
      LinkedHashSet<String> set = new LinkedHashSet<>();
      while (set.size() < size) {
        set.add(Gens.word(in, 5, 6));
      }
      List<String> words = new ArrayList<>(set);
      String name = Gens.word(in, Gens.between(in, 1, 8), 26);
      return new Case(name, words, Gens.permutation(in, words), Gens.between(in, 0, 1000));
    };
  }

  /** The order of a round by the class comment: hex digests sort as unsigned bytes do. */
  private static List<String> reference(String name, List<String> words, long round)
      throws Exception {
    Map<String, String> byKey = new TreeMap<>();
    for (String w : words) {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      byte[] digest = sha.digest((name + "\n" + round + "\n" + w).getBytes(StandardCharsets.UTF_8));
      // Words are distinct and digests of distinct inputs do not collide in practice; the word
      // after the digest keeps the key unique either way and orders equal digests by word.
      byKey.put(HexFormat.of().formatHex(digest) + " " + w, w);
    }
    return new ArrayList<>(byKey.values());
  }

  @Test
  void eachRoundIsTheReferenceOrderWhateverTheListsOrder() {
    qt().withFixedSeed(SEED)
        .withExamples(300)
        .forAll(cases())
        .checkAssert(
            c -> {
              DailyPuzzles daily = DailyPuzzles.of(c.name(), WordList.of(c.words()), EPOCH);
              DailyPuzzles shuffled = DailyPuzzles.of(c.name(), WordList.of(c.shuffled()), EPOCH);
              List<String> order = daily.round(c.round());
              try {
                assertEquals(reference(c.name(), c.words(), c.round()), order);
              } catch (Exception e) {
                throw new AssertionError(e);
              }
              assertEquals(order, shuffled.round(c.round()));
              assertEquals(new HashSet<>(c.words()), new HashSet<>(order));
              assertEquals(c.words().size(), order.size());
            });
  }

  @Test
  void puzzlesDaysAndAnswersAgree() {
    qt().withFixedSeed(SEED)
        .withExamples(200)
        .forAll(cases())
        .checkAssert(
            c -> {
              WordList list = WordList.of(c.words());
              DailyPuzzles daily = DailyPuzzles.of(c.name(), list, EPOCH);
              int n = list.size();
              for (int k = c.round() * n; k < c.round() * n + Math.min(n, 50); k++) {
                LocalDate day = daily.day(k);
                assertEquals(EPOCH.plusDays(k), day);
                assertEquals(OptionalInt.of(k), daily.puzzle(day));
                assertEquals(daily.round(k / n).get(k % n), daily.answer(k));
                assertEquals(daily.answer(k), daily.answer(day));
              }
            });
  }

  @Test
  void anotherNameOrRoundGivesAnotherOrderOfTheSameWords() {
    WordList list = WordList.of(Gens.allWords(3, 5).subList(0, 100));
    DailyPuzzles a = DailyPuzzles.of("alpha", list, EPOCH);
    DailyPuzzles b = DailyPuzzles.of("beta", list, EPOCH);
    assertNotEquals(a.round(0), b.round(0));
    assertNotEquals(a.round(0), a.round(1));
    assertEquals(new HashSet<>(a.round(0)), new HashSet<>(b.round(0)));
    assertNotEquals(list.asList(), a.round(0), "not the list's own order");
    // The last round asked for is kept: asking again returns the same list.
    assertSame(a.round(1), a.round(1));
    assertEquals(a, DailyPuzzles.of("alpha", list, EPOCH));
    assertNotEquals(a, b);
    assertNotEquals(a, DailyPuzzles.of("alpha", list, EPOCH.plusDays(1)));
  }

  @Test
  void badInputIsRefusedNamingIt() {
    WordList list = WordList.of("cigar", "rebut", "sissy");
    DailyPuzzles daily = DailyPuzzles.of("mine", list, EPOCH);
    assertEquals(OptionalInt.empty(), daily.puzzle(EPOCH.minusDays(1)));
    assertEquals(OptionalInt.empty(), daily.puzzle(EPOCH.plusDays(1L + Integer.MAX_VALUE)));
    IllegalArgumentException before =
        assertThrows(IllegalArgumentException.class, () -> daily.answer(EPOCH.minusDays(3)));
    assertTrue(before.getMessage().contains("2025-12-29"), before.getMessage());
    assertTrue(before.getMessage().contains("2026-01-01"), before.getMessage());
    IllegalArgumentException negative =
        assertThrows(IllegalArgumentException.class, () -> daily.answer(-1));
    assertTrue(negative.getMessage().contains("-1"), negative.getMessage());
    assertThrows(IllegalArgumentException.class, () -> daily.day(-5));
    assertThrows(IllegalArgumentException.class, () -> daily.round(-1));
    assertThrows(IllegalArgumentException.class, () -> DailyPuzzles.of("", list, EPOCH));
    // Far puzzles are answered: a round past the first of the int range.
    assertTrue(list.contains(daily.answer(Integer.MAX_VALUE)));
  }
}
