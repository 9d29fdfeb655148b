package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Every door of {@link RuleKernels} once, against what the public API says of the same words, and
 * what happens when a kernel goes missing. Loading the class at all checks that every kernel it
 * names still exists with its type: a renamed kernel fails every test here.
 */
class RuleKernelsTest {
  private static final WordList WORDS =
      WordList.of("crane", "slate", "cigar", "rebut", "sissy", "humph", "awake", "blush");
  private static final Constraints NONE = Constraints.none(5);
  private static final Constraints GREEN_C = NONE.after("crane", Feedback.parse("G----"));
  private static final Constraints GRAY = NONE.after("crane", Feedback.parse("-----"));

  @Test
  void allowsAndFilterSayWhatTheRuleSaysOfTheWords() {
    int[] pool = IntStream.range(0, WORDS.size()).toArray();
    for (Mode mode : Mode.values()) {
      for (Constraints revealed : List.of(NONE, GREEN_C, GRAY)) {
        int[] expected =
            IntStream.range(0, WORDS.size())
                .filter(i -> mode.allows(revealed, WORDS.get(i)))
                .toArray();
        for (int i = 0; i < WORDS.size(); i++) {
          assertEquals(
              mode.allows(revealed, WORDS.get(i)),
              RuleKernels.allows(mode, revealed, WORDS, i),
              mode + " " + revealed + " " + WORDS.get(i));
        }
        int[] out = new int[pool.length];
        int n = RuleKernels.filter(mode, revealed, WORDS, pool, out);
        assertArrayEquals(expected, Arrays.copyOf(out, n), mode + " " + revealed);
      }
    }
    // Not every word passes somewhere, or the comparison above proves little.
    assertFalse(RuleKernels.allows(Mode.HARD, GREEN_C, WORDS, WORDS.indexOf("slate")));
    assertTrue(RuleKernels.allows(Mode.HARD, GREEN_C, WORDS, WORDS.indexOf("cigar")));
  }

  @Test
  void allowsNoMoreComparesWhatTheRuleReads() {
    assertTrue(RuleKernels.allowsNoMore(Mode.HARD, GREEN_C, NONE));
    assertFalse(RuleKernels.allowsNoMore(Mode.HARD, NONE, GREEN_C));
    assertTrue(RuleKernels.allowsNoMore(Mode.NORMAL, NONE, GREEN_C));
  }

  @Test
  void readsAndReadsAfterKeepWhatTheRuleReads() {
    assertSame(GRAY, RuleKernels.reads(Mode.NORMAL, GRAY));
    assertSame(GRAY, RuleKernels.reads(Mode.STRICT, GRAY));
    Constraints hard = RuleKernels.reads(Mode.HARD, GRAY);
    assertNotEquals(GRAY, hard, "hard mode does not read the grays");
    assertEquals(hard, RuleKernels.reads(Mode.HARD, hard));
    Feedback marks = Feedback.compute("slate", "cloud");
    int slate = WORDS.indexOf("slate");
    for (Mode mode : List.of(Mode.HARD, Mode.STRICT)) {
      assertEquals(
          RuleKernels.reads(mode, GREEN_C.after("slate", marks)),
          RuleKernels.readsAfter(mode, RuleKernels.reads(mode, GREEN_C), WORDS, slate, marks),
          mode.name());
    }
    assertSame(GREEN_C, RuleKernels.readsAfter(Mode.NORMAL, GREEN_C, WORDS, slate, marks));
  }

  @Test
  void letterIsTheAlphabetIndexOfTheLetter() {
    for (int i = 0; i < WORDS.size(); i++) {
      for (int p = 0; p < 5; p++) {
        assertEquals(
            WORDS.alphabet().indexOf(WORDS.get(i).charAt(p)), RuleKernels.letter(WORDS, i, p));
      }
    }
  }

  @Test
  void theKernelsExceptionsPassThroughAsThrown() {
    Alphabet spanish = Alphabet.of("abcdefghijklmnñopqrstuvwxyz");
    WordList other = WordList.of(spanish, List.of("caños", "salet"));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> RuleKernels.allows(Mode.HARD, GRAY, other, 1));
    assertEquals(IllegalArgumentException.class, e.getClass());
    assertTrue(e.getMessage().startsWith("constraints over the letters "), e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> RuleKernels.filter(Mode.HARD, GRAY, other, new int[] {0, 1}, new int[2]));
    assertThrows(
        IllegalArgumentException.class,
        () -> RuleKernels.allowsNoMore(Mode.HARD, NONE, Constraints.none(4)));
    assertThrows(
        IndexOutOfBoundsException.class,
        () -> RuleKernels.filter(Mode.NORMAL, NONE, WORDS, new int[] {0, 1}, new int[1]));
  }

  @Test
  void aMissingKernelFailsWithItsName() {
    LinkageError e =
        assertThrows(
            LinkageError.class,
            () ->
                RuleKernels.find(
                    Mode.class, "allowz", MethodType.methodType(boolean.class, Constraints.class)));
    assertEquals(LinkageError.class, e.getClass());
    assertTrue(e.getMessage().contains("io.github.wordlesolver.Mode.allowz"), e.getMessage());
  }

  @Test
  void aFoundKernelIsTheMethodItNames() throws Throwable {
    // What the static handles come from, called here after class initialisation, where a test
    // can see it (the handles themselves are made once, before any test runs).
    MethodHandle reads =
        RuleKernels.find(
            Mode.class, "reads", MethodType.methodType(Constraints.class, Constraints.class));
    Constraints revealed = NONE.after("crane", Feedback.parse("G-Y--"));
    assertEquals(
        RuleKernels.reads(Mode.HARD, revealed), (Constraints) reads.invoke(Mode.HARD, revealed));
  }
}
