package io.github.wordlesolver;

import java.util.Arrays;

/**
 * Decides whether any string of letters meets per-position and per-letter rules: a flow of letters
 * into positions where letter {@code c} fills between {@code min[c]} and {@code max[c]} positions
 * and may fill position {@code p} only if {@code allowed[p]} has bit {@code c}.
 *
 * <p>First the minimum copies are routed (capacities {@code min}), then the rest (capacities {@code
 * max}); augmenting paths never lower a letter's flow, so the minimums hold at the end. At most 32
 * letters and 10 positions, so plain depth-first augmentation is fast enough.
 */
final class LetterFeasibility {
  private static final int LETTERS = Alphabet.MAX_LETTERS;

  private LetterFeasibility() {}

  /** Returns whether some word of {@code allowed.length} letters satisfies the rules. */
  static boolean isFeasible(int[] allowed, int[] min, int[] max) {
    int positions = allowed.length;
    int[] flow = new int[LETTERS];
    int[] letterAt = new int[positions];
    Arrays.fill(letterAt, -1);
    int placed = 0;
    int required = 0;
    for (int c = 0; c < LETTERS; c++) {
      required += min[c];
    }
    if (required > positions) {
      return false;
    }
    for (int phase = 0; phase < 2; phase++) {
      int[] cap = phase == 0 ? min : max;
      for (int c = 0; c < LETTERS; c++) {
        while (flow[c] < cap[c]
            && placed < positions
            && augment(c, allowed, letterAt, new boolean[positions])) {
          flow[c]++;
          placed++;
        }
      }
      if (phase == 0 && placed < required) {
        return false;
      }
    }
    return placed == positions;
  }

  /** Finds a free position for one more copy of {@code letter}, displacing others (Kuhn). */
  private static boolean augment(int letter, int[] allowed, int[] letterAt, boolean[] seen) {
    for (int p = 0; p < allowed.length; p++) {
      if (seen[p] || (allowed[p] & (1 << letter)) == 0) {
        continue;
      }
      seen[p] = true;
      if (letterAt[p] < 0 || augment(letterAt[p], allowed, letterAt, seen)) {
        letterAt[p] = letter;
        return true;
      }
    }
    return false;
  }
}
