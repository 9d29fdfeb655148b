package io.github.wordlesolver.internal;

/**
 * The marking rule on packed words: the one hot function every table, filter and test is built
 * on. A packed word holds letter {@code i} (0-based from the left, {@code a} = 0) in bits
 * {@code 5*(length-1-i)} to {@code 5*(length-1-i)+4}, so packed words of one length sort
 * alphabetically. A code holds the mark of position {@code i} as base-3 digit {@code length-1-i}
 * (green 2, yellow 1, gray 0), so position 0 is the most significant digit.
 *
 * <p>Stateless, allocation-free and thread-safe.
 */
public final class Marking {
  /** The shortest supported word. */
  public static final int MIN_LENGTH = 2;
  /** The longest supported word; {@code 3^10 - 1} still fits an unsigned 16-bit code. */
  public static final int MAX_LENGTH = 10;

  private static final int[] POW3 = new int[MAX_LENGTH + 1];

  static {
    POW3[0] = 1;
    for (int i = 1; i <= MAX_LENGTH; i++) {
      POW3[i] = POW3[i - 1] * 3;
    }
  }

  private Marking() {}

  /** Returns {@code 3^n} for {@code 0 <= n <= MAX_LENGTH}. */
  public static int pow3(int n) {
    return POW3[n];
  }

  /** Returns the letter (0..25) at {@code position} of a packed word of {@code length} letters. */
  public static int letter(long packed, int position, int length) {
    return (int) (packed >>> (5 * (length - 1 - position))) & 31;
  }

  /**
   * Returns the feedback code of {@code guess} against {@code answer}, both packed words of
   * {@code length} letters: greens first, then yellows left to right while unused copies remain.
   */
  public static int code(long guess, long answer, int length) {
    long same = guess ^ answer;
    int green = 0;
    for (int i = 0, shift = 5 * (length - 1); i < length; i++, shift -= 5) {
      if (((same >>> shift) & 31) == 0) {
        green |= 1 << i;
      }
    }
    int used = green;
    int yellow = 0;
    for (int i = 0, shift = 5 * (length - 1); i < length; i++, shift -= 5) {
      if ((green & (1 << i)) != 0) {
        continue;
      }
      long letter = (guess >>> shift) & 31;
      for (int j = 0, aShift = 5 * (length - 1); j < length; j++, aShift -= 5) {
        if ((used & (1 << j)) == 0 && ((answer >>> aShift) & 31) == letter) {
          used |= 1 << j;
          yellow |= 1 << i;
          break;
        }
      }
    }
    return fold(green, yellow, length);
  }

  /** Folds per-position green and yellow bit masks (bit {@code i} = position {@code i}) into a code. */
  public static int fold(int green, int yellow, int length) {
    int code = 0;
    for (int i = 0; i < length; i++) {
      code = code * 3 + ((green >>> i) & 1) * 2 + ((yellow >>> i) & 1);
    }
    return code;
  }

  /**
   * Packs a word, or returns -1 if it is not {@code length} letters {@code a}-{@code z} (upper
   * case is folded to lower case).
   */
  public static long pack(CharSequence word, int length) {
    if (word.length() != length) {
      return -1;
    }
    long packed = 0;
    for (int i = 0; i < length; i++) {
      int letter = letterIndex(word.charAt(i));
      if (letter < 0) {
        return -1;
      }
      packed = (packed << 5) | letter;
    }
    return packed;
  }

  /** Returns 0..25 for {@code a}-{@code z} or {@code A}-{@code Z}, otherwise -1. */
  public static int letterIndex(char c) {
    if (c >= 'a' && c <= 'z') {
      return c - 'a';
    }
    if (c >= 'A' && c <= 'Z') {
      return c - 'A';
    }
    return -1;
  }

  /** Unpacks a packed word to lower-case text. */
  public static String unpack(long packed, int length) {
    char[] chars = new char[length];
    for (int i = 0; i < length; i++) {
      chars[i] = (char) ('a' + letter(packed, i, length));
    }
    return new String(chars);
  }

  /**
   * Checks a word and returns it packed.
   *
   * @param what how to name the word in the error message, e.g. "guess"
   * @throws IllegalArgumentException naming the word and the first bad character
   */
  public static long packOrThrow(CharSequence word, int length, String what) {
    long packed = pack(word, length);
    if (packed >= 0) {
      return packed;
    }
    for (int i = 0, position = 1; i < word.length(); position++) {
      int cp = Character.codePointAt(word, i);
      if (cp > 0xFFFF || letterIndex((char) cp) < 0) {
        throw new IllegalArgumentException(
            what + " '" + word + "' has '" + new String(Character.toChars(cp)) + "' at position "
                + position + ": only letters a-z are allowed");
      }
      i += Character.charCount(cp);
    }
    throw new IllegalArgumentException(
        what + " '" + word + "' has " + word.length() + " letters, expected " + length);
  }
}
