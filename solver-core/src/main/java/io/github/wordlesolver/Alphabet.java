package io.github.wordlesolver;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Collection;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The letters words are made of: at most {@value #MAX_LETTERS} distinct lower-case letters, each
 * one Unicode code point in NFC. A letter's index (its place in the alphabet) is what word lists
 * and constraints store, five bits a letter.
 *
 * <h2>Text</h2>
 *
 * Every word the library reads goes through {@link #normalize}: NFC, then each code point folded to
 * lower case by {@link Character#toLowerCase(int)}, which ignores the default locale (a Turkish
 * {@code I} becomes {@code i}, and no letter changes the length of a word). {@link #foldAccents}
 * drops accents the way Spanish and Portuguese games do ({@code á→a}, {@code ç→c}, {@code ü→u},
 * {@code ã→a}) and keeps {@code ñ}; letters without an accent to drop ({@code ß}, {@code æ}, {@code
 * ø}) stay as they are.
 *
 * <h2>Look-up</h2>
 *
 * {@link #indexOf} folds case, and reads a letter the alphabet lacks as its accent-folded form when
 * the alphabet has that: in an alphabet without {@code ú}, {@code ú} is {@code u}. So a word typed
 * with its accents is found in a list whose accents were folded.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class Alphabet {
  /** The most letters an alphabet may hold: five bits a letter. */
  public static final int MAX_LETTERS = 32;

  /** The 26 letters {@code a} to {@code z}: the alphabet of the English lists. */
  public static final Alphabet ENGLISH =
      new Alphabet("abcdefghijklmnopqrstuvwxyz".codePoints().toArray());

  private static final int COMBINING_TILDE = 0x0303;
  private static final int DIRECT = 0x250;

  private final int[] letters;

  /** Index of each code point below {@link #DIRECT}, or -1; others are searched. */
  private final byte[] direct = new byte[DIRECT];

  private Alphabet(int[] letters) {
    this.letters = letters;
    Arrays.fill(direct, (byte) -1);
    for (int i = 0; i < letters.length; i++) {
      if (letters[i] < DIRECT) {
        direct[letters[i]] = (byte) i;
      }
    }
  }

  /**
   * Returns the alphabet of the given letters, in that order (after {@link #normalize}).
   *
   * @throws IllegalArgumentException if a character is not a letter, a letter is repeated, or there
   *     are none or more than {@value #MAX_LETTERS}; the message names the letter
   */
  public static Alphabet of(CharSequence letters) {
    int[] cps = normalize(letters).codePoints().toArray();
    if (cps.length == 0 || cps.length > MAX_LETTERS) {
      throw new IllegalArgumentException(
          "an alphabet has 1 to " + MAX_LETTERS + " letters, got " + cps.length);
    }
    for (int i = 0; i < cps.length; i++) {
      if (!Character.isLetter(cps[i])) {
        throw new IllegalArgumentException(
            "'"
                + Character.toString(cps[i])
                + "' at position "
                + (i + 1)
                + " of the alphabet is not a letter");
      }
      for (int j = 0; j < i; j++) {
        if (cps[j] == cps[i]) {
          throw new IllegalArgumentException(
              "the alphabet has '" + Character.toString(cps[i]) + "' twice");
        }
      }
    }
    return Arrays.equals(cps, ENGLISH.letters) ? ENGLISH : new Alphabet(cps);
  }

  /**
   * Returns the smallest alphabet for {@code words} (each already {@link #normalize normalized}):
   * {@link #ENGLISH} when every letter is in {@code a}-{@code z}, otherwise the letters used, in
   * code point order.
   *
   * @throws IllegalArgumentException if a character is not a letter, or the words use more than
   *     {@value #MAX_LETTERS} letters (the message names the letters outside a-z)
   */
  public static Alphabet of(Collection<? extends CharSequence> words) {
    TreeSet<Integer> used = new TreeSet<>();
    boolean english = true;
    for (CharSequence word : words) {
      for (int i = 0; i < word.length(); ) {
        int cp = Character.codePointAt(word, i);
        i += Character.charCount(cp);
        if (!Character.isLetter(cp)) {
          throw new IllegalArgumentException(
              "'" + word + "' has '" + Character.toString(cp) + "', which is not a letter");
        }
        used.add(cp);
        english &= cp >= 'a' && cp <= 'z';
      }
    }
    if (english) {
      return ENGLISH;
    }
    if (used.size() > MAX_LETTERS) {
      throw tooMany(used);
    }
    return new Alphabet(used.stream().mapToInt(Integer::intValue).toArray());
  }

  /** Returns the error for a set of more than {@value #MAX_LETTERS} letters. */
  static IllegalArgumentException tooMany(Collection<Integer> letters) {
    StringBuilder extra = new StringBuilder();
    for (int cp : letters) {
      if (cp < 'a' || cp > 'z') {
        extra.append(extra.length() == 0 ? "" : " ").appendCodePoint(cp);
      }
    }
    return new IllegalArgumentException(
        "the words use "
            + letters.size()
            + " letters, more than"
            + " the "
            + MAX_LETTERS
            + " a list may use; the letters outside a-z are "
            + extra
            + " (folding accents may help)");
  }

  /**
   * Returns the alphabet holding this one's letters, in order, then those of {@code other} that
   * this one lacks.
   *
   * @throws IllegalArgumentException if together they have more than {@value #MAX_LETTERS}
   */
  public Alphabet union(Alphabet other) {
    if (other.equals(this) || isSupersetOf(other)) {
      return this;
    }
    int[] joined = Arrays.copyOf(letters, letters.length + other.letters.length);
    int n = letters.length;
    for (int cp : other.letters) {
      if (exactIndex(cp) < 0) {
        joined[n++] = cp;
      }
    }
    if (n > MAX_LETTERS) {
      TreeSet<Integer> all = new TreeSet<>();
      for (int i = 0; i < n; i++) {
        all.add(joined[i]);
      }
      throw tooMany(all);
    }
    return new Alphabet(Arrays.copyOf(joined, n));
  }

  private boolean isSupersetOf(Alphabet other) {
    for (int cp : other.letters) {
      if (exactIndex(cp) < 0) {
        return false;
      }
    }
    return true;
  }

  /** Returns the number of letters. */
  public int size() {
    return letters.length;
  }

  /** Returns the letter at {@code index}, as a code point. */
  public int letter(int index) {
    return letters[index];
  }

  /**
   * Returns the index of a letter, or -1 if the alphabet has neither it nor (see the class comment)
   * its accent-folded form. Case is folded. O(1) for Latin letters, O(size) otherwise.
   */
  public int indexOf(int codePoint) {
    int cp = Character.toLowerCase(codePoint);
    int i = exactIndex(cp);
    if (i >= 0 || cp < 0x80) {
      return i;
    }
    String folded = foldAccents(Character.toString(cp));
    return folded.codePointCount(0, folded.length()) == 1 ? exactIndex(folded.codePointAt(0)) : -1;
  }

  /** Returns the index of a letter, folding case but not accents, or -1. */
  int exactIndexOf(int codePoint) {
    return exactIndex(Character.toLowerCase(codePoint));
  }

  private int exactIndex(int cp) {
    if (cp < DIRECT) {
      return direct[cp];
    }
    for (int i = 0; i < letters.length; i++) {
      if (letters[i] == cp) {
        return i;
      }
    }
    return -1;
  }

  /** Returns whether {@link #indexOf} finds the letter. */
  public boolean contains(int codePoint) {
    return indexOf(codePoint) >= 0;
  }

  /**
   * Returns {@code text} in NFC with every code point folded to lower case (see the class comment).
   * Returns the same string for ASCII lower case text.
   */
  public static String normalize(CharSequence text) {
    String s = text.toString();
    boolean simple = true;
    for (int i = 0; i < s.length() && simple; i++) {
      char c = s.charAt(i);
      simple = c < 0x80 && (c < 'A' || c > 'Z');
    }
    if (simple) {
      return s;
    }
    String nfc = Normalizer.normalize(s, Normalizer.Form.NFC);
    StringBuilder out = new StringBuilder(nfc.length());
    nfc.codePoints().forEach(cp -> out.appendCodePoint(Character.toLowerCase(cp)));
    return out.toString();
  }

  /**
   * Returns {@code text} with its accents dropped, as Spanish and Portuguese games do: the
   * combining marks of its NFD form go, except the tilde of {@code ñ}; the result is in NFC.
   */
  public static String foldAccents(CharSequence text) {
    String s = text.toString();
    boolean ascii = true;
    for (int i = 0; i < s.length() && ascii; i++) {
      ascii = s.charAt(i) < 0x80;
    }
    if (ascii) {
      return s;
    }
    String nfd = Normalizer.normalize(s, Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder(nfd.length());
    int previous = -1;
    for (int i = 0; i < nfd.length(); ) {
      int cp = nfd.codePointAt(i);
      i += Character.charCount(cp);
      boolean mark = Character.getType(cp) == Character.NON_SPACING_MARK;
      if (!mark || (cp == COMBINING_TILDE && (previous == 'n' || previous == 'N'))) {
        out.appendCodePoint(cp);
      }
      if (!mark) {
        previous = cp;
      }
    }
    return Normalizer.normalize(out, Normalizer.Form.NFC);
  }

  /** Equal when the letters are the same, in the same order. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o == this || o instanceof Alphabet that && Arrays.equals(letters, that.letters);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(letters);
  }

  /** Returns the letters in order, e.g. {@code abcdefghijklmnñopqrstuvwxyz}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(letters.length);
    for (int cp : letters) {
      sb.appendCodePoint(cp);
    }
    return sb.toString();
  }
}
