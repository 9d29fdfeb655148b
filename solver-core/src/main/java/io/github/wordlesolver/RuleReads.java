package io.github.wordlesolver;

import java.util.Arrays;

/**
 * What the hard-mode rules read of {@link Constraints}: the projection onto greens and least counts
 * that {@link Mode#HARD} reads ({@link Mode#reads}, {@link Mode#readsAfter}), and the comparisons
 * behind {@link Mode#allowsNoMore}. Whether one word keeps what was revealed stays with the
 * constraints ({@link Constraints#keepsRevealed}), next to their other tests.
 *
 * <p>Stateless and thread-safe; the constraints it makes share their arrays and never write them.
 */
final class RuleReads {
  /**
   * By word length, the excluded places that exclude nothing and the most counts that allow any
   * count: shared by the constraints {@link #greensAndLeastCounts} returns, and never written.
   */
  private static final int[][] NOTHING_EXCLUDED = new int[Packing.MAX_LENGTH + 1][];

  private static final int[][] ANY_COUNT = new int[Packing.MAX_LENGTH + 1][];

  static {
    for (int length = 0; length <= Packing.MAX_LENGTH; length++) {
      NOTHING_EXCLUDED[length] = new int[length];
      ANY_COUNT[length] = new int[Alphabet.MAX_LETTERS];
      Arrays.fill(ANY_COUNT[length], length);
    }
  }

  private RuleReads() {}

  /**
   * Returns whether {@code stronger} fixes every green {@code weaker} fixes and needs every letter
   * at least as often. Same alphabet and length.
   */
  static boolean requiresAllOf(Constraints stronger, Constraints weaker) {
    for (int p = 0; p < stronger.length; p++) {
      if (weaker.fixed[p] >= 0 && weaker.fixed[p] != stronger.fixed[p]) {
        return false;
      }
    }
    for (int c : weaker.countedLetters) {
      if (weaker.min[c] > stronger.min[c]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns whether {@code stronger} excludes every letter from every place {@code weaker} excludes
   * it from and allows every letter at most as often. Same alphabet and length.
   */
  static boolean excludesAllOf(Constraints stronger, Constraints weaker) {
    for (int p = 0; p < stronger.length; p++) {
      if ((weaker.excluded[p] & ~stronger.excluded[p]) != 0) {
        return false;
      }
    }
    for (int c : weaker.countedLetters) {
      if (weaker.max[c] < stronger.max[c]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns constraints with the greens and least counts of {@code c} and nothing else (no excluded
   * place, no most count), after as many turns: what {@link Mode#HARD} reads. {@code c} itself if
   * it holds nothing else already; else the arrays are shared, so it costs one object.
   */
  static Constraints greensAndLeastCounts(Constraints c) {
    int[] none = NOTHING_EXCLUDED[c.length];
    int[] any = ANY_COUNT[c.length];
    if (c.excluded == none && c.max == any) {
      return c;
    }
    return new Constraints(c.alphabet, c.length, c.turns, c.fixed, none, c.min, any);
  }

  /**
   * Returns {@link #greensAndLeastCounts} of {@code c} with the marks {@code feedback} of the
   * packed guess {@code packed} merged in, trusted to be marks that the guess gets from some word
   * {@code c} allows (not checked): a new green fixes its place, and each letter needs at least as
   * many copies as the guess's greens and yellows show of it. {@code c} itself, when reduced
   * already and the turn adds nothing. Costs no object when it adds nothing, else one or two arrays
   * and the constraints.
   */
  static Constraints greensAndLeastCountsAfter(Constraints c, long packed, Feedback feedback) {
    int length = c.length;
    int[] fixed = c.fixed;
    int[] min = c.min;
    int code = feedback.code();
    int[] newFixed = fixed;
    int[] newMin = min;
    // Positions from the last: the code's least significant trit is the last position's mark.
    long letters = packed;
    int marks = code;
    int shownLetters = 0;
    for (int p = length - 1; p >= 0; p--, letters >>>= 5, marks /= 3) {
      int mark = marks % 3;
      if (mark == 0) {
        continue;
      }
      int l = (int) letters & 31;
      shownLetters |= 1 << l;
      if (mark == 2 && fixed[p] != l) {
        if (newFixed == fixed) {
          newFixed = fixed.clone();
        }
        newFixed[p] = l;
      }
    }
    for (int rest = shownLetters; rest != 0; rest &= rest - 1) {
      int l = Integer.numberOfTrailingZeros(rest);
      int shown = 0;
      letters = packed;
      marks = code;
      for (int p = 0; p < length; p++, letters >>>= 5, marks /= 3) {
        shown += marks % 3 != 0 && ((int) letters & 31) == l ? 1 : 0;
      }
      if (shown > min[l]) {
        if (newMin == min) {
          newMin = min.clone();
        }
        newMin[l] = shown;
      }
    }
    int[] none = NOTHING_EXCLUDED[length];
    int[] any = ANY_COUNT[length];
    if (newFixed == fixed && newMin == min && c.excluded == none && c.max == any) {
      return c;
    }
    return new Constraints(c.alphabet, length, c.turns + 1, newFixed, none, newMin, any);
  }
}
