package io.github.wordlesolver;

import java.util.List;

/**
 * An independent, deliberately simple implementation of the marking rule of docs/dev/DOMAIN.md,
 * used as the oracle of the property tests. It shares no code with {@code internal.Marking}: it
 * works on strings with a letter-count array, exactly as the rule is worded.
 *
 * <ol>
 *   <li>Every exact match is green; every other letter of the answer is an unused copy.
 *   <li>Left to right over the non-green positions of the guess: yellow if an unused copy of the
 *       letter remains (and that copy is now used), gray otherwise.
 * </ol>
 *
 * <p>Marks are written {@code G} green, {@code Y} yellow, {@code -} gray.
 */
final class ReferenceMarks {
  private ReferenceMarks() {}

  /** Returns the marks {@code guess} gets against {@code answer} (both lower-case a-z). */
  static String marks(String guess, String answer) {
    if (guess.length() != answer.length()) {
      throw new IllegalArgumentException(guess + " / " + answer);
    }
    int n = guess.length();
    char[] out = new char[n];
    int[] unused = new int[26];
    for (int i = 0; i < n; i++) {
      char g = guess.charAt(i);
      char a = answer.charAt(i);
      if (g < 'a' || g > 'z' || a < 'a' || a > 'z') {
        throw new IllegalArgumentException(guess + " / " + answer);
      }
      if (g == a) {
        out[i] = 'G';
      } else {
        out[i] = '-';
        unused[a - 'a']++;
      }
    }
    for (int i = 0; i < n; i++) {
      if (out[i] == 'G') {
        continue;
      }
      int c = guess.charAt(i) - 'a';
      if (unused[c] > 0) {
        unused[c]--;
        out[i] = 'Y';
      }
    }
    return new String(out);
  }

  /** Returns the marks as a {@link Feedback}, encoded here (not by the library's parser). */
  static Feedback feedback(String guess, String answer) {
    return Feedback.of(code(marks(guess, answer)), guess.length());
  }

  /**
   * Returns the base-3 code of marks text (G=2, Y=1, -=0, first position most significant), as the
   * class comment of {@link Feedback} defines it.
   */
  static int code(String marks) {
    int code = 0;
    for (int i = 0; i < marks.length(); i++) {
      char m = marks.charAt(i);
      int digit = m == 'G' ? 2 : m == 'Y' ? 1 : m == '-' ? 0 : -1;
      if (digit < 0) {
        throw new IllegalArgumentException(marks);
      }
      code = code * 3 + digit;
    }
    return code;
  }

  /** Decodes a base-3 code of {@code length} marks into G/Y/- text, without the library. */
  static String text(int code, int length) {
    char[] out = new char[length];
    int c = code;
    for (int i = length - 1; i >= 0; i--) {
      out[i] = "-YG".charAt(c % 3);
      c /= 3;
    }
    if (c != 0) {
      throw new IllegalArgumentException(code + " does not fit " + length + " marks");
    }
    return new String(out);
  }

  /** Returns the G/Y/- text of a feedback from its code and length only. */
  static String text(Feedback feedback) {
    return text(feedback.code(), feedback.length());
  }

  /**
   * The consistency predicate: {@code word} is consistent with the history iff every guess of the
   * history would have got exactly its marks against {@code word}.
   */
  static boolean consistent(String word, List<Turn> history) {
    for (Turn turn : history) {
      if (!isConsistent(word, turn)) {
        return false;
      }
    }
    return true;
  }

  /** Returns whether {@code word} would have given {@code turn}'s marks. */
  static boolean isConsistent(String word, Turn turn) {
    return word.length() == turn.guess().length()
        && marks(turn.guess(), word).equals(text(turn.marks()));
  }

  /** Returns how many leading turns of {@code history} {@code word} is consistent with. */
  static int consistentPrefix(String word, List<Turn> history) {
    int k = 0;
    while (k < history.size() && isConsistent(word, history.get(k))) {
      k++;
    }
    return k;
  }
}
