package io.github.wordlesolver;

import io.github.wordlesolver.internal.Texts;
import org.jspecify.annotations.Nullable;

/**
 * Words packed into a {@code long}, and the marking rule on packed words: the one function every
 * mark the library computes comes from (the engine's table kernel is checked against it). A packed
 * word holds the alphabet index of letter {@code i} (0-based from the left) in bits {@code
 * 5*(length-1-i)} to {@code 5*(length-1-i)+4}, so packed words of one length and alphabet sort in
 * alphabet order. A code holds the mark of position {@code i} as base-3 digit {@code length-1-i}
 * (green 2, yellow 1, gray 0), so position 0 is the most significant digit.
 *
 * <p>Stateless, allocation-free (but for {@link #unpack}) and thread-safe.
 */
final class Packing {
  /** The shortest supported word. */
  static final int MIN_LENGTH = 2;

  /** The longest supported word; {@code 3^10 - 1} still fits an unsigned 16-bit code. */
  static final int MAX_LENGTH = 10;

  /** Bits a letter. */
  static final int BITS = 5;

  private static final int[] POW3 = new int[MAX_LENGTH + 1];

  static {
    POW3[0] = 1;
    for (int i = 1; i <= MAX_LENGTH; i++) {
      POW3[i] = POW3[i - 1] * 3;
    }
  }

  private Packing() {}

  /** Returns {@code 3^n} for {@code 0 <= n <= MAX_LENGTH}. */
  static int pow3(int n) {
    return POW3[n];
  }

  /** Returns the letter index at {@code position} of a packed word of {@code length} letters. */
  static int letter(long packed, int position, int length) {
    return (int) (packed >>> (BITS * (length - 1 - position))) & 31;
  }

  /**
   * Returns the feedback code of {@code guess} against {@code answer}, both packed words of {@code
   * length} letters: greens first, then yellows left to right while unused copies remain.
   */
  static int code(long guess, long answer, int length) {
    long same = guess ^ answer;
    int green = 0;
    for (int i = 0, shift = BITS * (length - 1); i < length; i++, shift -= BITS) {
      if (((same >>> shift) & 31) == 0) {
        green |= 1 << i;
      }
    }
    int used = green;
    int code = 0;
    for (int i = 0, shift = BITS * (length - 1); i < length; i++, shift -= BITS) {
      int mark = 0;
      if ((green & (1 << i)) != 0) {
        mark = 2;
      } else {
        long letter = (guess >>> shift) & 31;
        for (int j = 0, aShift = BITS * (length - 1); j < length; j++, aShift -= BITS) {
          if ((used & (1 << j)) == 0 && ((answer >>> aShift) & 31) == letter) {
            used |= 1 << j;
            mark = 1;
            break;
          }
        }
      }
      code = code * 3 + mark;
    }
    return code;
  }

  /**
   * Packs a word, or returns -1 if it is not {@code length} letters of {@code alphabet} (case and
   * accents are read as {@link Alphabet#indexOf} reads them).
   */
  static long pack(CharSequence word, int length, Alphabet alphabet) {
    return pack(word, length, alphabet, true);
  }

  /**
   * Packs a word, reading letters the alphabet lacks as their accent-folded form only if {@code
   * foldAccents}; returns -1 if it is not {@code length} letters of the alphabet.
   */
  static long pack(CharSequence word, int length, Alphabet alphabet, boolean foldAccents) {
    String w = Alphabet.normalize(word);
    long packed = 0;
    int n = 0;
    for (int i = 0; i < w.length(); n++) {
      int cp = w.codePointAt(i);
      i += Character.charCount(cp);
      int letter =
          n >= length ? -1 : foldAccents ? alphabet.indexOf(cp) : alphabet.exactIndexOf(cp);
      if (letter < 0) {
        return -1;
      }
      packed = (packed << BITS) | letter;
    }
    return n == length ? packed : -1;
  }

  /**
   * Packs a word of {@link #MIN_LENGTH} to {@link #MAX_LENGTH} plain letters {@code a}–{@code z}
   * (lower case, nothing to normalize) by {@code letter - 'a'}, or returns -1 for any other word:
   * the fast path of {@link Feedback#compute}, whose marks only compare letters for equality.
   */
  static long packPlain(CharSequence word) {
    int n = word.length();
    if (n < MIN_LENGTH || n > MAX_LENGTH) {
      return -1;
    }
    long packed = 0;
    for (int i = 0; i < n; i++) {
      int letter = word.charAt(i) - 'a';
      if (letter < 0 || letter >= 26) {
        return -1;
      }
      packed = (packed << BITS) | letter;
    }
    return packed;
  }

  /** Unpacks a packed word to text. */
  static String unpack(long packed, int length, Alphabet alphabet) {
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      sb.appendCodePoint(alphabet.letter(letter(packed, i, length)));
    }
    return sb.toString();
  }

  /** Returns the number of letters (code points) of {@code word} after normalizing it. */
  static int letters(CharSequence word) {
    String w = Alphabet.normalize(word);
    return w.codePointCount(0, w.length());
  }

  /**
   * Checks a word and returns it packed.
   *
   * @param what how to name the word in the error message, e.g. "guess"
   * @throws IllegalArgumentException naming the word and the first bad character
   */
  static long packOrThrow(CharSequence word, int length, Alphabet alphabet, String what) {
    return packOrThrow(word, length, alphabet, true, what);
  }

  /** As {@link #packOrThrow(CharSequence, int, Alphabet, String)}, folding accents or not. */
  static long packOrThrow(
      CharSequence word, int length, Alphabet alphabet, boolean foldAccents, String what) {
    long packed = pack(word, length, alphabet, foldAccents);
    if (packed >= 0) {
      return packed;
    }
    String w = Alphabet.normalize(word);
    for (int i = 0, position = 1; i < w.length(); position++) {
      int cp = w.codePointAt(i);
      if ((foldAccents ? alphabet.indexOf(cp) : alphabet.exactIndexOf(cp)) < 0) {
        throw new IllegalArgumentException(
            what
                + " '"
                + Texts.shorten(word)
                + "' has '"
                + Character.toString(cp)
                + "' at position "
                + position
                + ": "
                + lettersOf(alphabet));
      }
      i += Character.charCount(cp);
    }
    throw new IllegalArgumentException(
        what
            + " '"
            + Texts.shorten(word)
            + "' has "
            + w.codePointCount(0, w.length())
            + " letters, expected "
            + length);
  }

  /**
   * Returns {@code word} normalized, checking that it is {@code length} letters of any alphabet.
   *
   * @throws IllegalArgumentException naming the word and the first character that is not a letter,
   *     or its length
   */
  static String checkLetters(CharSequence word, int length, String what) {
    Refusal refusal = letterRefusal(word, length, what);
    if (refusal != null) {
      throw new IllegalArgumentException(refusal.message());
    }
    return Alphabet.normalize(word);
  }

  /**
   * Returns why {@code word}, named {@code what}, is not a word of {@code length} letters once
   * {@link Alphabet#normalize normalized} ({@link Refusal.Kind#BAD_LETTER} or {@link
   * Refusal.Kind#WRONG_LENGTH}), or null if it is.
   */
  static @Nullable Refusal letterRefusal(CharSequence word, int length, String what) {
    String w = Alphabet.normalize(word);
    int n = 0;
    for (int i = 0; i < w.length(); n++) {
      int cp = w.codePointAt(i);
      if (!Character.isLetter(cp)) {
        return Refusal.badLetter(what, word.toString(), cp, n);
      }
      i += Character.charCount(cp);
    }
    return n == length ? null : Refusal.wrongLength(what, word.toString(), n, length);
  }

  /** Describes the letters allowed, e.g. {@code only letters a-z are allowed}. */
  static String lettersOf(Alphabet alphabet) {
    return alphabet.equals(Alphabet.ENGLISH)
        ? "only letters a-z are allowed"
        : "only the letters " + alphabet + " are allowed";
  }
}
