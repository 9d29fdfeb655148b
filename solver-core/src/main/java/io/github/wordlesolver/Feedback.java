package io.github.wordlesolver;

import io.github.wordlesolver.internal.Texts;
import org.jspecify.annotations.Nullable;

/**
 * The marks of one guess: an immutable value packed as a base-3 integer.
 *
 * <h2>Encoding</h2>
 *
 * For a word of {@code n} letters the {@link #code() code} is {@code Σ digit(i) · 3^(n-1-i)}, where
 * position {@code i} counts from 0 at the left and the digit is 2 for green, 1 for yellow and 0 for
 * gray. The first position is thus the most significant trit, and the code read in base 3 spells
 * the marks in digit notation: {@code GY--G} is {@code 21002₃ = 191}. All gray is 0, all green is
 * {@code 3^n - 1}.
 *
 * <h2>Text</h2>
 *
 * {@link #toString()} gives the canonical text: {@code G} green, {@code Y} yellow, {@code -} gray,
 * e.g. {@code --Y-G}. {@link #parse} accepts, per mark, {@code G}/{@code g}, {@code Y}/{@code y},
 * {@code -}, {@code .} or {@code _} for gray, the digits {@code 2}/{@code 1}/{@code 0}, and the
 * squares of a shared result: 🟩 and 🟧 (high contrast) green, 🟨 and 🟦 (high contrast) yellow, ⬛
 * and ⬜ gray; an emoji variation selector (U+FE0F) after a square is ignored.
 *
 * <p>Instances of up to five marks are cached; {@link #of} never allocates for them. Instances are
 * immutable and thread-safe.
 */
public final class Feedback {
  /** The fewest marks a feedback can have. */
  public static final int MIN_LENGTH = Packing.MIN_LENGTH;

  /** The most marks a feedback can have. */
  public static final int MAX_LENGTH = Packing.MAX_LENGTH;

  private static final int CACHED_LENGTHS = 5;
  private static final Feedback[][] CACHE = new Feedback[CACHED_LENGTHS + 1][];

  static {
    for (int length = MIN_LENGTH; length <= CACHED_LENGTHS; length++) {
      Feedback[] all = new Feedback[Packing.pow3(length)];
      for (int code = 0; code < all.length; code++) {
        all[code] = new Feedback(code, length);
      }
      CACHE[length] = all;
    }
  }

  private final int code;
  private final int length;

  private Feedback(int code, int length) {
    this.code = code;
    this.length = length;
  }

  /**
   * Returns the feedback with the given code.
   *
   * @throws IllegalArgumentException if {@code length} is outside 2..10 or {@code code} outside
   *     {@code 0..3^length-1}
   */
  public static Feedback of(int code, int length) {
    checkLength(length);
    if (code < 0 || code >= Packing.pow3(length)) {
      throw new IllegalArgumentException(
          "feedback code " + code + " is out of range for " + length + " letters");
    }
    return length <= CACHED_LENGTHS ? CACHE[length][code] : new Feedback(code, length);
  }

  /** Returns the feedback of {@code length} greens: the guess was the answer. */
  public static Feedback allGreen(int length) {
    checkLength(length);
    return of(Packing.pow3(length) - 1, length);
  }

  /** Returns the feedback built from one mark per position. */
  public static Feedback of(Mark... marks) {
    checkLength(marks.length);
    int code = 0;
    for (Mark mark : marks) {
      code = code * 3 + mark.digit();
    }
    return of(code, marks.length);
  }

  /**
   * Returns the marks {@code guess} gets against {@code answer}, with the game's rule for repeated
   * letters: exact matches are green and use up their copy of the letter; then, left to right, a
   * letter is yellow while an unused copy of it remains in the answer, otherwise gray. Words may
   * use any letters; both are {@link Alphabet#normalize normalized} first (NFC, lower case), so
   * case never matters.
   *
   * @throws IllegalArgumentException if the words differ in length, have fewer than 2 or more than
   *     10 letters, or hold anything but letters
   */
  public static Feedback compute(CharSequence guess, CharSequence answer) {
    long plainGuess = Packing.packPlain(guess);
    long plainAnswer = Packing.packPlain(answer);
    int length = guess.length();
    if ((plainGuess | plainAnswer) >= 0 && length == answer.length()) {
      return of(Packing.code(plainGuess, plainAnswer, length), length);
    }
    return computeAnyLetters(guess, answer);
  }

  /** {@link #compute} for words that are not plain a–z: normalized, in any alphabet. */
  private static Feedback computeAnyLetters(CharSequence guess, CharSequence answer) {
    int length = Packing.letters(guess);
    if (length < MIN_LENGTH || length > MAX_LENGTH) {
      throw new IllegalArgumentException(
          "guess '"
              + Texts.shorten(guess)
              + "' has "
              + length
              + " letters: words must have "
              + MIN_LENGTH
              + " to "
              + MAX_LENGTH);
    }
    Alphabet alphabet = Alphabet.ENGLISH;
    long g = Packing.pack(guess, length, alphabet, false);
    long a = Packing.pack(answer, length, alphabet, false);
    if (g < 0 || a < 0) {
      // Other letters: an alphabet of just the two words' letters (at most 20).
      String gw = Packing.checkLetters(guess, length, "guess");
      String aw = Packing.checkLetters(answer, length, "answer");
      alphabet = Alphabet.of(java.util.List.of(gw, aw));
      g = Packing.pack(gw, length, alphabet);
      a = Packing.pack(aw, length, alphabet);
    }
    return of(Packing.code(g, a, length), length);
  }

  /**
   * Returns the number of distinct codes of feedback on {@code length} letters: {@code 3^length}.
   *
   * @throws IllegalArgumentException if {@code length} is outside 2..10
   */
  public static int codeCount(int length) {
    checkLength(length);
    return Packing.pow3(length);
  }

  /**
   * Parses marks in any of the notations in the class comment.
   *
   * @throws IllegalArgumentException naming the first character that is not a mark and its 1-based
   *     position, or if the number of marks is outside 2..10
   */
  public static Feedback parse(CharSequence text) {
    int code = 0;
    int marks = 0;
    for (int i = 0; i < text.length(); ) {
      int cp = Character.codePointAt(text, i);
      int width = Character.charCount(cp);
      i += width;
      if (cp == 0xFE0F) {
        continue;
      }
      int digit = digitOf(cp);
      if (digit < 0) {
        throw new IllegalArgumentException(
            "invalid mark '"
                + Character.toString(cp)
                + "' at position "
                + (marks + 1)
                + " of '"
                + Texts.shorten(text)
                + "': use G, Y or - (also g y . _ 2 1 0 or the emoji"
                + " squares)");
      }
      if (++marks > MAX_LENGTH) {
        throw new IllegalArgumentException(
            "too many marks in '" + Texts.shorten(text) + "': at most " + MAX_LENGTH);
      }
      code = code * 3 + digit;
    }
    if (marks < MIN_LENGTH) {
      throw new IllegalArgumentException(
          "too few marks in '" + Texts.shorten(text) + "': " + marks + ", at least " + MIN_LENGTH);
    }
    return of(code, marks);
  }

  /**
   * Parses marks that must have {@code length} positions.
   *
   * @throws IllegalArgumentException as {@link #parse(CharSequence)}, or if the count differs
   */
  public static Feedback parse(CharSequence text, int length) {
    Feedback feedback = parse(text);
    if (feedback.length != length) {
      throw new IllegalArgumentException(
          "marks '"
              + Texts.shorten(text)
              + "' have "
              + feedback.length
              + " positions, expected "
              + length);
    }
    return feedback;
  }

  private static int digitOf(int cp) {
    return switch (cp) {
      case 'G', 'g', '2', 0x1F7E9, 0x1F7E7 -> 2;
      case 'Y', 'y', '1', 0x1F7E8, 0x1F7E6 -> 1;
      case '-', '.', '_', '0', 0x2B1B, 0x2B1C -> 0;
      default -> -1;
    };
  }

  private static void checkLength(int length) {
    if (length < MIN_LENGTH || length > MAX_LENGTH) {
      throw new IllegalArgumentException(
          "word length " + length + " is outside " + MIN_LENGTH + ".." + MAX_LENGTH);
    }
  }

  /** Returns the packed base-3 code (see the class comment). */
  public int code() {
    return code;
  }

  /** Returns the number of positions. */
  public int length() {
    return length;
  }

  /** Returns the mark at {@code position} (0-based from the left). */
  public Mark mark(int position) {
    if (position < 0 || position >= length) {
      throw new IndexOutOfBoundsException("position " + position + " of " + length);
    }
    return Mark.ofDigit(code / Packing.pow3(length - 1 - position) % 3);
  }

  /** Returns the number of green marks. */
  public int greens() {
    return count(2);
  }

  /** Returns the number of yellow marks. */
  public int yellows() {
    return count(1);
  }

  private int count(int digit) {
    int n = 0;
    for (int c = code, i = 0; i < length; i++, c /= 3) {
      if (c % 3 == digit) {
        n++;
      }
    }
    return n;
  }

  /** Returns whether every mark is green. */
  public boolean isSolved() {
    return code == Packing.pow3(length) - 1;
  }

  /**
   * Returns whether some guess and answer can produce these marks. The only patterns that never
   * occur are all greens but one yellow: the yellow letter would need a copy elsewhere, and every
   * other position is already taken by a green.
   */
  public boolean isPossible() {
    return !(greens() == length - 1 && yellows() == 1);
  }

  /** Returns the marks as the emoji squares of a shared result (🟩 🟨 ⬛). */
  public String toEmoji() {
    StringBuilder sb = new StringBuilder(length * 2);
    for (int i = 0; i < length; i++) {
      sb.append(
          switch (mark(i)) {
            case GREEN -> "\uD83D\uDFE9";
            case YELLOW -> "\uD83D\uDFE8";
            case GRAY -> "\u2B1B";
          });
    }
    return sb.toString();
  }

  /** Returns the canonical text, one of {@code G}, {@code Y}, {@code -} per position. */
  @Override
  public String toString() {
    char[] chars = new char[length];
    for (int i = length - 1, c = code; i >= 0; i--, c /= 3) {
      chars[i] = Mark.ofDigit(c % 3).symbol();
    }
    return new String(chars);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Feedback that && that.code == code && that.length == length;
  }

  @Override
  public int hashCode() {
    return code * 31 + length;
  }
}
