package io.github.wordlesolver.host;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.Mark;
import io.github.wordlesolver.Turn;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The keyboard a Wordle page shows: for each letter of the alphabet, the best mark it got so far
 * (green over yellow over gray), or none while it was not played. {@link #toString()} renders it as
 * text, e.g. {@code green C I, yellow A, gray E L S T, unused B D F G H J K M N O P Q R U V W X Y
 * Z}. Immutable and thread-safe.
 *
 * @since 1.2
 */
public final class Keyboard {
  private static final byte UNUSED = -1;

  private final Alphabet alphabet;

  /** Per letter of the alphabet, the best mark's digit, or {@link #UNUSED}. */
  private final byte[] best;

  private Keyboard(Alphabet alphabet, byte[] best) {
    this.alphabet = alphabet;
    this.best = best;
  }

  /**
   * Returns the keyboard after {@code turns}: each letter's best mark over them.
   *
   * @throws IllegalArgumentException if a guess holds a letter the alphabet lacks
   */
  public static Keyboard of(Alphabet alphabet, List<Turn> turns) {
    byte[] best = new byte[alphabet.size()];
    Arrays.fill(best, UNUSED);
    for (Turn turn : turns) {
      int[] letters = turn.guess().codePoints().toArray();
      for (int i = 0; i < letters.length; i++) {
        int k = alphabet.indexOf(letters[i]);
        if (k < 0) {
          throw new IllegalArgumentException(
              "'" + turn.guess() + "' has a letter outside " + alphabet);
        }
        best[k] = (byte) Math.max(best[k], turn.marks().mark(i).digit());
      }
    }
    return new Keyboard(alphabet, best);
  }

  /** Returns the alphabet whose letters the keyboard has. */
  public Alphabet alphabet() {
    return alphabet;
  }

  /**
   * Returns the best mark {@code letter} (a code point, any case, read as {@link Alphabet#indexOf}
   * reads it) got so far, or empty if it was not played.
   *
   * @throws IllegalArgumentException if the alphabet has no such letter
   */
  public Optional<Mark> mark(int letter) {
    int k = alphabet.indexOf(letter);
    if (k < 0) {
      throw new IllegalArgumentException(
          "'" + Character.toString(letter) + "' is not a letter of " + alphabet);
    }
    return best[k] == UNUSED ? Optional.empty() : Optional.of(Mark.ofDigit(best[k]));
  }

  /**
   * Returns the letters in alphabet order, upper case, each after the best mark it got: {@code
   * green C I, yellow A, gray E L S T, unused B D F ...}; a group with no letter is left out.
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    String[] names = {"green", "yellow", "gray", "unused"};
    int[] digits = {Mark.GREEN.digit(), Mark.YELLOW.digit(), Mark.GRAY.digit(), UNUSED};
    for (int g = 0; g < names.length; g++) {
      StringBuilder letters = new StringBuilder();
      for (int k = 0; k < best.length; k++) {
        if (best[k] == digits[g]) {
          letters
              .append(' ')
              .append(Character.toString(alphabet.letter(k)).toUpperCase(Locale.ROOT));
        }
      }
      if (letters.length() > 0) {
        out.append(out.length() == 0 ? "" : ", ").append(names[g]).append(letters);
      }
    }
    return out.toString();
  }

  /** Equal when the alphabets and every letter's best mark are equal. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Keyboard that
        && alphabet.equals(that.alphabet)
        && Arrays.equals(best, that.best);
  }

  @Override
  public int hashCode() {
    return alphabet.hashCode() * 31 + Arrays.hashCode(best);
  }
}
