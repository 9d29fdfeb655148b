package io.github.wordlesolver.engine;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.WordList;

/**
 * Computes one guess's codes against every answer, fast. Each answer's letters are packed five bits
 * apiece into an int, and the letters it holds at least once and at least twice into the two halves
 * of a long. For a five-letter guess whose letters appear at most twice, a mark then needs only the
 * greens (one XOR and a few word operations on the packed letters) and, per position, whether the
 * answer has one more copy of that letter than the guess has left of it: those ten bits index a
 * 1,024-entry table of codes made once for the guess's pattern of repeated letters. Other guesses
 * (a letter three times, or another length) take a general branch-free rule: a slot per distinct
 * letter starts with the answer's count, greens use up copies, and the remaining copies turn the
 * leftmost non-green occurrences yellow. Agrees with {@link
 * io.github.wordlesolver.Feedback#compute} on every pair (tested).
 *
 * <p>Immutable and thread-safe; {@link #fill} allocates only a few small arrays per call.
 */
final class RowKernel {
  private static final int LETTERS = Alphabet.MAX_LETTERS;

  /** The low four bits of each five-bit letter field. */
  private static final int LOW = 0b01111_01111_01111_01111_01111;

  /** The top bit of each five-bit letter field. */
  private static final int HIGH = LOW << 1 & ~LOW;

  /** Gathers bits 0, 5, 10, 15 and 20 into bits 16 to 20 (every product term is distinct). */
  private static final int GATHER = 1 << 16 | 1 << 12 | 1 << 8 | 1 << 4 | 1;

  /**
   * The code tables of five-letter guesses, by pattern of repeated letters (the guess's letters
   * renamed in order of first appearance, read as a base-5 number): index {@code green | have <<
   * 5}, where bit {@code p} of {@code green} says position {@code p} is green and bit {@code p} of
   * {@code have} that the answer holds more copies of its letter than the guess has left of {@code
   * p}. Null for patterns with a letter three or more times.
   */
  private static final byte[][] CODES_BY_PATTERN = codeTables();

  private final int length;
  private final int answers;
  private final byte[] letters;
  private final byte[] counts;

  /** Five-letter answers: letter {@code p} in bits {@code 5p..5p+4}. */
  private final int[] packed;

  /**
   * Five-letter answers: bit {@code c} set if letter {@code c} appears, bit {@code 32 + c} twice.
   */
  private final long[] held;

  RowKernel(WordList answerList) {
    this.length = answerList.wordLength();
    this.answers = answerList.size();
    this.letters = new byte[answers * length];
    this.counts = new byte[answers * LETTERS];
    this.packed = new int[length == 5 ? answers : 0];
    this.held = new long[length == 5 ? answers : 0];
    for (int a = 0; a < answers; a++) {
      for (int p = 0; p < length; p++) {
        int c = RuleKernels.letter(answerList, a, p);
        letters[a * length + p] = (byte) c;
        int count = counts[a * LETTERS + c]++;
        if (length == 5) {
          packed[a] |= c << 5 * p;
          held[a] |= count < 2 ? 1L << (c + 32 * count) : 0;
        }
      }
    }
  }

  /** Writes the codes of guess {@code g} against every answer into {@code out[base..]}. */
  void fill(WordList guesses, int g, byte[] out, int base) {
    Row row = new Row(guesses, g);
    byte[] codes = length == 5 ? CODES_BY_PATTERN[row.pattern()] : null;
    if (codes != null) {
      fill5(row, codes, out, base);
      return;
    }
    for (int a = 0; a < answers; a++) {
      out[base + a] = (byte) row.code(a);
    }
  }

  /** The five-letter row: packed greens and held bits index the pattern's code table. */
  private void fill5(Row row, byte[] codes, byte[] out, int base) {
    int guess = 0;
    int[] shift = new int[5];
    for (int p = 0; p < 5; p++) {
      guess |= row.guessLetters[p] << 5 * p;
      shift[p] = row.guessLetters[p] + 32 * Integer.bitCount(row.before[p]);
    }
    final int s0 = shift[0];
    final int s1 = shift[1];
    final int s2 = shift[2];
    final int s3 = shift[3];
    final int s4 = shift[4];
    final int[] words = packed;
    final long[] has = held;
    for (int a = 0; a < answers; a++) {
      final int diff = words[a] ^ guess;
      final int differs = ((diff & LOW) + LOW | diff) & HIGH;
      final int green = ((~differs & HIGH) >>> 4) * GATHER >>> 16 & 31;
      final long h = has[a];
      final int have =
          ((int) (h >>> s0) & 1)
              | ((int) (h >>> s1) & 1) << 1
              | ((int) (h >>> s2) & 1) << 2
              | ((int) (h >>> s3) & 1) << 3
              | ((int) (h >>> s4) & 1) << 4;
      out[base + a] = codes[green | have << 5];
    }
  }

  /** Makes the code table of every five-letter pattern whose letters appear at most twice. */
  private static byte[][] codeTables() {
    byte[][] tables = new byte[3125][];
    int[] label = new int[5];
    for (int pattern = 0; pattern < 3125; pattern++) {
      int maxLabel = -1;
      boolean canonical = true;
      for (int p = 0, rest = pattern; p < 5; p++, rest /= 5) {
        label[4 - p] = rest % 5;
      }
      int[] uses = new int[5];
      for (int p = 0; p < 5 && canonical; p++) {
        canonical = label[p] <= maxLabel + 1 && ++uses[label[p]] <= 2;
        maxLabel = Math.max(maxLabel, label[p]);
      }
      if (canonical) {
        tables[pattern] = codeTable(label);
      }
    }
    return tables;
  }

  /**
   * The codes of one pattern. Position {@code p} is yellow when it is not green and the answer's
   * copies of its letter exceed that letter's greens plus its non-green copies left of {@code p};
   * only the answer's copies up to the guess's own count matter, which the have bits give.
   */
  private static byte[] codeTable(int[] label) {
    byte[] table = new byte[1024];
    for (int index = 0; index < 1024; index++) {
      int green = index & 31;
      int have = index >>> 5;
      int code = 0;
      for (int p = 0; p < 5; p++) {
        int same = 0;
        int before = 0;
        for (int q = 0; q < 5; q++) {
          if (label[q] == label[p]) {
            same |= 1 << q;
            before |= q < p ? 1 << q : 0;
          }
        }
        int isGreen = green >>> p & 1;
        int copies = Integer.bitCount(have & same);
        boolean yellow =
            isGreen == 0
                && copies > Integer.bitCount(same & green) + Integer.bitCount(before & ~green);
        code = code * 3 + (isGreen == 1 ? 2 : yellow ? 1 : 0);
      }
      table[index] = (byte) code;
    }
    return table;
  }

  /** As {@link #fill(WordList, int, byte[], int)}, for codes that need 16 bits. */
  void fill(WordList guesses, int g, char[] out, int base) {
    Row row = new Row(guesses, g);
    for (int a = 0; a < answers; a++) {
      out[base + a] = (char) row.code(a);
    }
  }

  /**
   * Writes the codes of guess {@code g} against the answers {@code set[0..n-1]} into {@code
   * out[0..n-1]}: the general rule, with no table. O(n).
   */
  void codes(WordList guesses, int g, int[] set, int n, int[] out) {
    Row row = new Row(guesses, g);
    for (int i = 0; i < n; i++) {
      out[i] = row.code(set[i]);
    }
  }

  /**
   * The per-guess set-up. For position {@code p}: {@code same[p]} marks every position holding the
   * same letter, {@code before[p]} those of them left of {@code p}. Then {@code p} is yellow when
   * it is not green and the answer's copies of its letter, less that letter's greens, exceed its
   * non-green copies further left: two popcounts, no state carried between positions.
   */
  private final class Row {
    private final byte[] guessLetters = new byte[length];
    private final int[] same = new int[length];
    private final int[] before = new int[length];

    Row(WordList guesses, int g) {
      for (int p = 0; p < length; p++) {
        guessLetters[p] = (byte) RuleKernels.letter(guesses, g, p);
      }
      for (int p = 0; p < length; p++) {
        for (int q = 0; q < length; q++) {
          if (guessLetters[q] == guessLetters[p]) {
            same[p] |= 1 << q;
            if (q < p) {
              before[p] |= 1 << q;
            }
          }
        }
      }
    }

    /** The letters renamed in order of first appearance, read as a base-5 number (5 letters). */
    int pattern() {
      int firsts = firstOccurrences();
      int pattern = 0;
      for (int p = 0; p < length; p++) {
        int first = Integer.numberOfTrailingZeros(same[p]);
        int label = Integer.bitCount(firsts & ((1 << first) - 1));
        pattern = pattern * 5 + label;
      }
      return pattern;
    }

    /** Positions holding the first occurrence of their letter. */
    private int firstOccurrences() {
      int first = 0;
      for (int p = 0; p < length; p++) {
        first |= before[p] == 0 ? 1 << p : 0;
      }
      return first;
    }

    /** Branch-free: data-dependent marks would mispredict on almost every pair. */
    int code(int a) {
      int off = a * length;
      int countOff = a * LETTERS;
      int green = 0;
      for (int p = 0; p < length; p++) {
        green |= (((letters[off + p] ^ guessLetters[p]) - 1) >>> 31) << p;
      }
      int notGreen = ~green;
      int code = 0;
      for (int p = 0; p < length; p++) {
        int isGreen = (green >>> p) & 1;
        int spare =
            counts[countOff + guessLetters[p]]
                - Integer.bitCount(same[p] & green)
                - Integer.bitCount(before[p] & notGreen);
        int isYellow = (isGreen ^ 1) & (-spare >>> 31);
        code = code * 3 + 2 * isGreen + isYellow;
      }
      return code;
    }
  }
}
