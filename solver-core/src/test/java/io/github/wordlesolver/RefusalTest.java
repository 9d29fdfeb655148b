package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.wordlesolver.internal.Texts;
import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * {@link Refusal} says what the sentences of 1.0.0 said, as data: its {@link Refusal#message()} is
 * exactly the old text (checked against a copy of the 1.0.0 code, kept here as the oracle), and its
 * facts are those the sentence names.
 */
@SuppressWarnings("deprecation") // the deprecated methods are checked to delegate
class RefusalTest {
  private static final long SEED = 0x2EF05A1L;

  /** {@code Mode.whyIllegal} as 1.0.0 wrote it. */
  private static @Nullable String oldWhyIllegal(
      Mode mode, Constraints revealed, CharSequence guess) {
    return switch (mode) {
      case NORMAL -> null;
      case HARD -> {
        String detail = oldHardDetail(revealed, guess);
        yield detail == null ? null : "breaks the hard-mode rule (NYT): " + detail;
      }
      case STRICT ->
          mode.allows(revealed, guess)
              ? null
              : "breaks the strict hard-mode rule: every guess must fit all marks so far ("
                  + revealed
                  + ")";
    };
  }

  private static @Nullable String oldHardDetail(Constraints revealed, CharSequence guess) {
    int length = revealed.length();
    Alphabet alphabet = revealed.alphabet();
    long packed = Packing.pack(guess, length, alphabet);
    if (packed < 0) {
      return "it is not a word of " + length + " letters of " + alphabet;
    }
    int unkept = revealed.firstUnkept(packed);
    if (unkept == Constraints.KEPT) {
      return null;
    }
    if (unkept < length) {
      return "letter "
          + (unkept + 1)
          + " must be "
          + upper(alphabet.letter(revealed.fixedAt(unkept)));
    }
    int c = unkept - length;
    int need = revealed.minCountAt(c);
    return "it must contain " + upper(alphabet.letter(c)) + (need > 1 ? " " + need + " times" : "");
  }

  private static String upper(int letter) {
    return Character.toString(Character.toUpperCase(letter));
  }

  /** {@code Packing.checkLetters}'s message as 1.0.0 wrote it, or null if it threw nothing. */
  private static @Nullable String oldCheckLetters(CharSequence word, int length, String what) {
    String w = Alphabet.normalize(word);
    int n = 0;
    for (int i = 0; i < w.length(); n++) {
      int cp = w.codePointAt(i);
      if (!Character.isLetter(cp)) {
        return what
            + " '"
            + Texts.shorten(word)
            + "' has '"
            + Character.toString(cp)
            + "' at position "
            + (n + 1)
            + ": only letters are allowed";
      }
      i += Character.charCount(cp);
    }
    return n != length
        ? what + " '" + Texts.shorten(word) + "' has " + n + " letters, expected " + length
        : null;
  }

  private static int count(String word, int letter) {
    return (int) word.codePoints().filter(c -> c == letter).count();
  }

  @Test
  void hardAndStrictRefusalsSayWhat100SaidAndCarryItsFacts() {
    int[] kinds = new int[Refusal.Kind.values().length];
    int[] repeated = new int[1];
    qt().withFixedSeed(SEED)
        .withExamples(800)
        .forAll(ConstraintsPropertyTest.playedScenarios())
        .checkAssert(
            s -> {
              Constraints revealed = Constraints.of(s.history());
              for (String word : s.probes()) {
                for (Mode mode : Mode.values()) {
                  String where = mode + " " + s.history() + " then " + word;
                  String old = oldWhyIllegal(mode, revealed, word);
                  Optional<Refusal> refusal = mode.refusal(revealed, word);
                  assertEquals(old == null, refusal.isEmpty(), where);
                  assertEquals(old, mode.whyIllegal(revealed, word), where);
                  if (refusal.isEmpty()) {
                    continue;
                  }
                  Refusal r = refusal.get();
                  kinds[r.kind().ordinal()]++;
                  assertEquals("'" + word + "' " + old, r.message(), where);
                  assertEquals(Optional.of(word), r.word(), where);
                  switch (r.kind()) {
                    case GREEN_NOT_KEPT -> {
                      int p = r.position().orElseThrow();
                      assertEquals(
                          revealed.alphabet().letter(revealed.fixedAt(p)),
                          r.letter().orElseThrow(),
                          where);
                      assertNotEquals(word.codePointAt(p), r.letter().orElseThrow(), where);
                      assertEquals(OptionalInt.empty(), r.min(), where);
                    }
                    case REVEALED_LETTER_MISSING -> {
                      int letter = r.letter().orElseThrow();
                      int need = r.min().orElseThrow();
                      assertTrue(count(word, letter) < need, where);
                      assertEquals(OptionalInt.empty(), r.position(), where);
                      repeated[0] += need > 1 ? 1 : 0;
                    }
                    case MARKS_NOT_FIT -> assertEquals(Optional.of(revealed), r.constraints());
                    default -> throw new AssertionError(where + ": " + r);
                  }
                }
              }
            });
    assertTrue(kinds[Refusal.Kind.GREEN_NOT_KEPT.ordinal()] > 1000, Arrays.toString(kinds));
    assertTrue(kinds[Refusal.Kind.REVEALED_LETTER_MISSING.ordinal()] > 500, Arrays.toString(kinds));
    assertTrue(kinds[Refusal.Kind.MARKS_NOT_FIT.ordinal()] > 1000, Arrays.toString(kinds));
    assertTrue(repeated[0] > 50, "a letter needed twice or more: " + repeated[0]);
  }

  @Test
  void repeatedLettersAreCountedInTheFactsAndTheMessage() {
    Constraints twice = Constraints.none(5).after("geese", Feedback.parse("-GY--"));
    Refusal r = Mode.HARD.refusal(twice, "crane").orElseThrow();
    assertEquals(Refusal.Kind.GREEN_NOT_KEPT, r.kind());
    assertEquals(1, r.position().orElseThrow());
    assertEquals('e', r.letter().orElseThrow());
    assertEquals("'crane' breaks the hard-mode rule (NYT): letter 2 must be E", r.message());
    Refusal missing = Mode.HARD.refusal(twice, "pelts").orElseThrow();
    assertEquals(Refusal.Kind.REVEALED_LETTER_MISSING, missing.kind());
    assertEquals('e', missing.letter().orElseThrow());
    assertEquals(2, missing.min().orElseThrow());
    assertEquals(
        "'pelts' breaks the hard-mode rule (NYT): it must contain E 2 times", missing.message());
    assertEquals(oldWhyIllegal(Mode.HARD, twice, "pelts"), Mode.HARD.whyIllegal(twice, "pelts"));
    Constraints thrice = Constraints.none(5).after("emcee", Feedback.parse("Y--YG"));
    Refusal three = Mode.HARD.refusal(thrice, "theme").orElseThrow();
    assertEquals(3, three.min().orElseThrow());
    assertEquals(
        "'theme' breaks the hard-mode rule (NYT): it must contain E 3 times", three.message());
  }

  @Test
  void notAWordInHardModeNamesTheLengthAndAlphabet() {
    Constraints revealed = Constraints.none(5).after("salet", Feedback.parse("G----"));
    for (String odd : new String[] {"cran", "cranes", "cr4ne", "crañe"}) {
      Refusal r = Mode.HARD.refusal(revealed, odd).orElseThrow();
      assertEquals(Refusal.Kind.NOT_A_WORD, r.kind(), odd);
      assertEquals(5, r.min().orElseThrow());
      assertEquals(5, r.max().orElseThrow());
      assertEquals("'" + odd + "' " + oldWhyIllegal(Mode.HARD, revealed, odd), r.message());
    }
    assertEquals(Optional.empty(), Mode.NORMAL.refusal(revealed, "cran"));
  }

  @Test
  void wordRefusalsOfTheRulesAreTheMessagesCheckWordThrows() {
    GameRules rules = GameRules.WORDLE;
    String[] words = {
      "cr4ne",
      "crane!",
      "cran",
      "cranes",
      "",
      "ÉCLAT",
      "e\u0301clat",
      "a b c",
      "x".repeat(60),
      "1".repeat(60),
      "crane",
      "CRANE",
      "añejo",
      "straße"
    };
    for (String word : words) {
      String old = oldCheckLetters(word, 5, "opener");
      Optional<Refusal> refusal = rules.refusal(word, "opener");
      assertEquals(old == null, refusal.isEmpty(), word);
      if (old == null) {
        assertEquals(Alphabet.normalize(word), rules.checkWord(word, "opener"));
        continue;
      }
      Refusal r = refusal.get();
      assertEquals(old, r.message(), word);
      assertEquals(Optional.of("opener"), r.subject());
      assertEquals(Optional.of(word), r.word());
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> rules.checkWord(word, "opener"));
      assertEquals(old, e.getMessage());
    }
    Refusal bad = rules.refusal("cr4ne", "opener").orElseThrow();
    assertEquals(Refusal.Kind.BAD_LETTER, bad.kind());
    assertEquals('4', bad.letter().orElseThrow());
    assertEquals(2, bad.position().orElseThrow());
    assertEquals("opener 'cr4ne' has '4' at position 3: only letters are allowed", bad.message());
    Refusal length = rules.refusal("cran", "opener").orElseThrow();
    assertEquals(Refusal.Kind.WRONG_LENGTH, length.kind());
    assertEquals(4, length.count().orElseThrow());
    assertEquals(5, length.min().orElseThrow());
    assertEquals(OptionalInt.empty(), length.letter());
    assertEquals("opener 'cran' has 4 letters, expected 5", length.message());
  }

  @Test
  void theMultiBoardAndGameRefusalsSayWhatTheirFactsSay() {
    assertEquals(
        "the number of boards must be 1 to 32, got 33", Refusal.boardCount(33, 32).message());
    assertEquals(
        "4 boards need 4 different answers, the list has 3", Refusal.tooFewAnswers(4, 3).message());
    assertEquals(
        "the guesses allowed must be 4 (one per board) to 64, got 3",
        Refusal.guessCount(3, 4, 64).message());
    assertEquals("the game is won: start a new one", Refusal.gameWon().message());
    Refusal guesses = Refusal.guessCount(3, 4, 64);
    assertEquals(OptionalInt.of(3), guesses.count());
    assertEquals(OptionalInt.of(4), guesses.min());
    assertEquals(OptionalInt.of(64), guesses.max());
    assertEquals(Optional.empty(), guesses.word());
    String longWord = "q".repeat(50);
    assertEquals(
        "'" + Texts.shorten(longWord) + "' has 50 letters, expected 5",
        Refusal.wrongLength(longWord, 50, 5).message());
    assertEquals(Optional.of(longWord), Refusal.wrongLength(longWord, 50, 5).word());
    assertEquals("'zzzzz' is not in the guess list", Refusal.notInGuessList("zzzzz").message());
  }

  @Test
  void codesAreStableLowerCaseNamesAndValuesCompareByFacts() {
    assertEquals("green_not_kept", Refusal.Kind.GREEN_NOT_KEPT.code());
    assertEquals("not_in_guess_list", Refusal.Kind.NOT_IN_GUESS_LIST.code());
    for (Refusal.Kind kind : Refusal.Kind.values()) {
      assertTrue(kind.code().matches("[a-z_]+"), kind.code());
    }
    assertEquals(Refusal.boardCount(0, 32), Refusal.boardCount(0, 32));
    assertEquals(Refusal.boardCount(0, 32).hashCode(), Refusal.boardCount(0, 32).hashCode());
    assertNotEquals(Refusal.boardCount(0, 32), Refusal.boardCount(33, 32));
    assertNotEquals(
        Refusal.wrongLength("cran", 4, 5),
        GameRules.WORDLE.refusal("cran", "opener").orElseThrow());
    assertEquals("GAME_WON: the game is won: start a new one", Refusal.gameWon().toString());
  }
}
