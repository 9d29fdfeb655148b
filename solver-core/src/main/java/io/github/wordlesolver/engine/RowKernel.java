package io.github.wordlesolver.engine;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.WordList;

/**
 * Computes one guess's codes against every answer, fast: the answers' letters and letter counts
 * are laid out once in flat byte arrays, and each pair then costs a handful of byte compares with
 * no nested loop. The guess's distinct letters get slots; a slot starts with the answer's count of
 * that letter, greens use up copies, and the remaining copies turn the leftmost non-green
 * occurrences yellow. Agrees with {@link io.github.wordlesolver.Feedback#compute} on every pair
 * (tested).
 *
 * <p>Immutable and thread-safe; {@link #fill} allocates only a few small arrays per call.
 */
final class RowKernel {
  private static final int LETTERS = Alphabet.MAX_LETTERS;

  private final int length;
  private final int answers;
  private final byte[] letters;
  private final byte[] counts;

  RowKernel(WordList answerList) {
    this.length = answerList.wordLength();
    this.answers = answerList.size();
    this.letters = new byte[answers * length];
    this.counts = new byte[answers * LETTERS];
    for (int a = 0; a < answers; a++) {
      for (int p = 0; p < length; p++) {
        int c = answerList.letter(a, p);
        letters[a * length + p] = (byte) c;
        counts[a * LETTERS + c]++;
      }
    }
  }

  /** Writes the codes of guess {@code g} against every answer into {@code out[base..]}. */
  void fill(WordList guesses, int g, byte[] out, int base) {
    Row row = new Row(guesses, g);
    if (length == 5) {
      fill5(row, out, base);
      return;
    }
    for (int a = 0; a < answers; a++) {
      out[base + a] = (byte) row.code(a);
    }
  }

  /** The five-letter row, unrolled with everything in locals: the common case. */
  private void fill5(Row row, byte[] out, int base) {
    final int g0 = row.guessLetters[0];
    final int s0 = row.same[0];
    final int g1 = row.guessLetters[1];
    final int s1 = row.same[1];
    final int b1 = row.before[1];
    final int g2 = row.guessLetters[2];
    final int s2 = row.same[2];
    final int b2 = row.before[2];
    final int g3 = row.guessLetters[3];
    final int s3 = row.same[3];
    final int b3 = row.before[3];
    final int g4 = row.guessLetters[4];
    final int s4 = row.same[4];
    final int b4 = row.before[4];
    final byte[] l = letters;
    final byte[] c = counts;
    for (int a = 0, off = 0, co = 0; a < answers; a++, off += 5, co += LETTERS) {
      final int green = (((l[off] ^ g0) - 1) >>> 31)
          | ((((l[off + 1] ^ g1) - 1) >>> 31) << 1)
          | ((((l[off + 2] ^ g2) - 1) >>> 31) << 2)
          | ((((l[off + 3] ^ g3) - 1) >>> 31) << 3)
          | ((((l[off + 4] ^ g4) - 1) >>> 31) << 4);
      final int notGreen = ~green;
      final int m0 = (green >>> 0 & 1) * 2
          + ((~green >>> 0 & 1) & (-(c[co + g0] - Integer.bitCount(s0 & green)) >>> 31));
      final int m1 = (green >>> 1 & 1) * 2
          + ((~green >>> 1 & 1) & (-(c[co + g1] - Integer.bitCount(s1 & green)
              - Integer.bitCount(b1 & notGreen)) >>> 31));
      final int m2 = (green >>> 2 & 1) * 2
          + ((~green >>> 2 & 1) & (-(c[co + g2] - Integer.bitCount(s2 & green)
              - Integer.bitCount(b2 & notGreen)) >>> 31));
      final int m3 = (green >>> 3 & 1) * 2
          + ((~green >>> 3 & 1) & (-(c[co + g3] - Integer.bitCount(s3 & green)
              - Integer.bitCount(b3 & notGreen)) >>> 31));
      final int m4 = (green >>> 4 & 1) * 2
          + ((~green >>> 4 & 1) & (-(c[co + g4] - Integer.bitCount(s4 & green)
              - Integer.bitCount(b4 & notGreen)) >>> 31));
      out[base + a] = (byte) ((((m0 * 3 + m1) * 3 + m2) * 3 + m3) * 3 + m4);
    }
  }

  /** As {@link #fill(WordList, int, byte[], int)}, for codes that need 16 bits. */
  void fill(WordList guesses, int g, char[] out, int base) {
    Row row = new Row(guesses, g);
    for (int a = 0; a < answers; a++) {
      out[base + a] = (char) row.code(a);
    }
  }

  /**
   * The per-guess set-up. For position {@code p}: {@code same[p]} marks every position holding
   * the same letter, {@code before[p]} those of them left of {@code p}. Then {@code p} is yellow
   * when it is not green and the answer's copies of its letter, less that letter's greens, exceed
   * its non-green copies further left: two popcounts, no state carried between positions.
   */
  private final class Row {
    private final byte[] guessLetters = new byte[length];
    private final int[] same = new int[length];
    private final int[] before = new int[length];

    Row(WordList guesses, int g) {
      for (int p = 0; p < length; p++) {
        guessLetters[p] = (byte) guesses.letter(g, p);
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
        int spare = counts[countOff + guessLetters[p]] - Integer.bitCount(same[p] & green)
            - Integer.bitCount(before[p] & notGreen);
        int isYellow = (isGreen ^ 1) & (-spare >>> 31);
        code = code * 3 + 2 * isGreen + isYellow;
      }
      return code;
    }
  }
}
