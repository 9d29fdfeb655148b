package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * {@link CodeSlice} against the reference marks: whatever it is gathered from (the table, a slice
 * kept by row, a wide slice kept by column) and however it keeps its own codes, every row it
 * gathers, every code it reads and every bucket it tests hold the marks of the guess against the
 * answer. Slices are nested three deep, each a random part of the one above, in order, and each
 * level reuses its arena's array.
 */
class CodeSliceTest {
  private static final Random RANDOM = new Random(11);
  private static final List<String> WORDS = EngineTestSupport.randomWords(RANDOM, 700, 5, 7);
  private static final WordList LIST = WordList.of(WORDS);
  private static final MarkTable TABLE = MarkTable.build(LIST, LIST);

  @Test
  void slicesHoldTheMarksWhereverTheyAreGatheredFrom() {
    int[] all = IntStream.range(0, WORDS.size()).toArray();
    int wideFromWide = 0;
    int narrowFromWide = 0;
    int narrowFromNarrow = 0;
    // One arena per level, as a search keeps one per depth: each slice finds the last one's codes.
    CodeSlice.Arena[] arenas = {
      new CodeSlice.Arena(), new CodeSlice.Arena(), new CodeSlice.Arena()
    };
    for (int round = 0; round < 20; round++) {
      // Wide or narrow at each level: 256 answers or more are kept by column.
      int[] guesses1 = part(all, 0.3 + 0.7 * RANDOM.nextDouble());
      int[] answers1 = part(all, RANDOM.nextBoolean() ? 0.6 : 0.2);
      CodeSlice top = checked(guesses1, answers1, null, arenas[0]);
      int[] guesses2 = part(guesses1, RANDOM.nextDouble());
      int[] answers2 = part(answers1, RANDOM.nextBoolean() ? 0.9 : 0.3);
      CodeSlice middle = checked(guesses2, answers2, top, arenas[1]);
      int[] guesses3 = part(guesses2, RANDOM.nextDouble());
      int[] answers3 = part(answers2, 0.2);
      checked(guesses3, answers3, middle, arenas[2]);
      wideFromWide += answers1.length >= 256 && answers2.length >= 256 ? 1 : 0;
      narrowFromWide += answers1.length >= 256 && answers2.length < 256 ? 1 : 0;
      narrowFromNarrow += answers2.length < 256 ? 1 : 0;
    }
    // Every way of gathering was met.
    assertTrue(wideFromWide > 0, "no wide slice below a wide one");
    assertTrue(narrowFromWide > 0, "no narrow slice below a wide one");
    assertTrue(narrowFromNarrow > 0, "no narrow slice below a narrow one");
  }

  @Test
  void withTwoByteCodesASliceKeepsOnlyItsListsAndReadsTheTable() {
    List<String> words = EngineTestSupport.randomWords(new Random(3), 80, 6, 4);
    WordList list = WordList.of(words);
    MarkTable table = MarkTable.build(list, list);
    int[] guesses = IntStream.range(0, words.size()).filter(g -> g % 3 != 0).toArray();
    int[] answers = IntStream.range(0, words.size()).filter(a -> a % 2 == 0).toArray();
    CodeSlice slice = CodeSlice.of(table, guesses, answers, null, new CodeSlice.Arena());
    assertNull(slice.codes);
    assertNull(slice.byRow());
    assertEquals(-1, slice.gather(0));
    for (int i = 0; i < guesses.length; i++) {
      for (int j = 0; j < answers.length; j++) {
        assertEquals(
            EngineTestSupport.referenceCode(words.get(guesses[i]), words.get(answers[j])),
            slice.code(i, j));
      }
    }
  }

  @Test
  void positionsFindAPartInOrder() {
    assertArrayEquals(
        new int[] {0, 2, 5},
        CodeSlice.positions(new int[] {3, 8, 20}, new int[] {3, 4, 8, 9, 11, 20}));
    assertArrayEquals(new int[0], CodeSlice.positions(new int[0], new int[] {1, 2}));
  }

  /** Makes a slice, gathers its rows as a scan does, and checks every code and bucket test. */
  private static CodeSlice checked(
      int[] guesses, int[] answers, @Nullable CodeSlice above, CodeSlice.Arena arena) {
    CodeSlice slice = CodeSlice.of(TABLE, guesses, answers, above, arena);
    int n = answers.length;
    String where =
        guesses.length
            + " guesses × "
            + n
            + " answers"
            + (above == null ? " from the table" : " from a slice of " + above.answers.length);
    byte[] codes = slice.codes;
    assertNotNull(codes, where);
    for (int i = 0; i < guesses.length; i++) {
      int base = slice.gather(i);
      // The row just gathered is readable where gather says, whichever way the slice keeps it.
      for (int j = 0; j < n; j++) {
        assertEquals(mark(guesses[i], answers[j]), codes[base + j] & 0xFF, where);
      }
    }
    assertEquals(n >= 256, slice.byRow() == null, where);
    for (int i = 0; i < guesses.length; i++) {
      assertEquals(i, slice.row(guesses[i]), where);
      for (int j = 0; j < n; j++) {
        assertEquals(mark(guesses[i], answers[j]), slice.code(i, j), where);
      }
    }
    // keepsWhole against the marks, on small groups of columns that one code may or may not share.
    for (int k = 0; k < 50 && n >= 2; k++) {
      int i = RANDOM.nextInt(guesses.length);
      int first = RANDOM.nextInt(n);
      int code = mark(guesses[i], answers[first]);
      int[] same =
          IntStream.range(0, n)
              .filter(j -> mark(guesses[i], answers[j]) == code)
              .limit(4)
              .toArray();
      assertTrue(slice.keepsWhole(i, same), where);
      int other = (first + 1 + RANDOM.nextInt(n - 1)) % n;
      int[] pair = first < other ? new int[] {first, other} : new int[] {other, first};
      assertEquals(code == mark(guesses[i], answers[other]), slice.keepsWhole(i, pair), where);
    }
    return slice;
  }

  private static int mark(int guess, int answer) {
    return EngineTestSupport.referenceCode(WORDS.get(guess), WORDS.get(answer));
  }

  /** Returns about {@code share} of {@code whole}, at least one, in order. */
  private static int[] part(int[] whole, double share) {
    int[] part = IntStream.of(whole).filter(x -> RANDOM.nextDouble() < share).toArray();
    return part.length > 0 ? part : new int[] {whole[RANDOM.nextInt(whole.length)]};
  }
}
