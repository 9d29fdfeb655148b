package io.github.wordlesolver;

import io.github.wordlesolver.internal.Texts;
import org.jspecify.annotations.Nullable;

/**
 * Merges one turn into a {@link Constraints.Builder}, or says which contradiction stops it: the
 * marks cannot occur for the guess (a yellow after a gray of the same letter; all greens but one
 * yellow), or they contradict the turns before (a green where another letter is green, a count that
 * is both too high and too low, no word of the length fits). The messages name the turn, its guess
 * (a short prefix of it) and marks, and the contradiction.
 *
 * <p>Stateless and thread-safe; writes the builder only when the turn merges, so a builder is left
 * as it was when this throws.
 */
final class TurnMerge {
  private TurnMerge() {}

  /**
   * Merges the marks {@code feedback} of the packed guess {@code packed} into {@code b}; {@code
   * text} names the guess in messages (null: unpack it if needed). The marks have the builder's
   * length. Fills new arrays and then replaces the builder's: it never writes into arrays that
   * constraints may share.
   *
   * @throws InconsistentFeedbackException if the marks cannot occur or contradict earlier turns
   */
  static void add(
      Constraints.Builder b, long packed, Feedback feedback, @Nullable CharSequence text) {
    int length = b.length;
    Alphabet alphabet = b.alphabet;
    int turn = b.turns + 1;
    if (!feedback.isPossible()) {
      throw inconsistent(
          turn,
          where(alphabet, length, turn, packed, feedback, text),
          "all greens but one yellow"
              + " never occurs: the yellow letter would need another place, and every other place"
              + " is green");
    }
    int[] nFixed = b.fixed.clone();
    int[] nExcluded = b.excluded.clone();
    int[] nMin = b.min.clone();
    int[] nMax = b.max.clone();
    int[] shown = new int[Alphabet.MAX_LETTERS];
    int[] grayAt = new int[Alphabet.MAX_LETTERS];
    int grayLetters = 0;
    for (int p = 0; p < length; p++) {
      int c = Packing.letter(packed, p, length);
      Mark mark = feedback.mark(p);
      if (mark == Mark.GREEN) {
        shown[c]++;
        if (nFixed[p] >= 0 && nFixed[p] != c) {
          throw inconsistent(
              turn,
              where(alphabet, length, turn, packed, feedback, text),
              "position "
                  + (p + 1)
                  + " is green for "
                  + quote(alphabet, c)
                  + " but an earlier turn made it "
                  + quote(alphabet, nFixed[p]));
        }
        nFixed[p] = c;
      } else {
        nExcluded[p] |= 1 << c;
        if (mark == Mark.YELLOW) {
          if ((grayLetters & (1 << c)) != 0) {
            throw inconsistent(
                turn,
                where(alphabet, length, turn, packed, feedback, text),
                quote(alphabet, c)
                    + " is yellow at position "
                    + (p + 1)
                    + " after a gray "
                    + quote(alphabet, c)
                    + " at position "
                    + (grayAt[c] + 1)
                    + ": the game marks the earlier copy yellow"
                    + " first");
          }
          shown[c]++;
        } else if ((grayLetters & (1 << c)) == 0) {
          grayLetters |= 1 << c;
          grayAt[c] = p;
        }
      }
    }
    for (int c = 0; c < alphabet.size(); c++) {
      nMin[c] = Math.max(nMin[c], shown[c]);
      if ((grayLetters & (1 << c)) != 0) {
        nMax[c] = Math.min(nMax[c], shown[c]);
      }
      if (nMin[c] > nMax[c]) {
        throw inconsistent(
            turn,
            where(alphabet, length, turn, packed, feedback, text),
            "the answer would need at"
                + " least "
                + nMin[c]
                + " and at most "
                + nMax[c]
                + " copies of "
                + quote(alphabet, c));
      }
    }
    int all = alphabet.size() == 32 ? -1 : (1 << alphabet.size()) - 1;
    int[] allowed = new int[length];
    for (int p = 0; p < length; p++) {
      if (nFixed[p] >= 0 && (nExcluded[p] & (1 << nFixed[p])) != 0) {
        throw inconsistent(
            turn,
            where(alphabet, length, turn, packed, feedback, text),
            quote(alphabet, nFixed[p]) + " is both green and not green at position " + (p + 1));
      }
      allowed[p] = nFixed[p] >= 0 ? 1 << nFixed[p] : ~nExcluded[p] & all;
    }
    if (!LetterFeasibility.isFeasible(allowed, nMin, nMax)) {
      throw inconsistent(
          turn,
          where(alphabet, length, turn, packed, feedback, text),
          "no word of "
              + length
              + " letters fits these marks"
              + (turn > 1 ? " and the earlier ones" : ""));
    }
    b.fixed = nFixed;
    b.excluded = nExcluded;
    b.min = nMin;
    b.max = nMax;
    b.turns = turn;
  }

  private static String quote(Alphabet alphabet, int c) {
    return "'" + Character.toString(alphabet.letter(c)) + "'";
  }

  private static String where(
      Alphabet alphabet,
      int length,
      int turn,
      long packed,
      Feedback feedback,
      @Nullable CharSequence text) {
    CharSequence guess = text != null ? text : Packing.unpack(packed, length, alphabet);
    return "turn " + turn + " (" + Texts.shorten(guess) + ":" + feedback + ")";
  }

  private static InconsistentFeedbackException inconsistent(int turn, String where, String why) {
    return new InconsistentFeedbackException(turn, "impossible marks at " + where + ": " + why);
  }
}
