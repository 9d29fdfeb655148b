package io.github.wordlesolver.internal;

import java.util.Locale;

/**
 * Quoting of user input in messages: never more than a short prefix of a value, so that a megabyte
 * of bad input makes a one-line error; the one quoting helper of the project's modules. A leaf:
 * depends on nothing of the project. Stateless and thread-safe.
 */
public final class Texts {
  /** The most characters of a value a message repeats. */
  public static final int SHOWN = 40;

  private Texts() {}

  /** Returns {@code text}, or its first {@value #SHOWN} characters and {@code …} if longer. */
  public static String shorten(CharSequence text) {
    if (text.length() <= SHOWN) {
      return text.toString();
    }
    int end = SHOWN;
    if (Character.isHighSurrogate(text.charAt(end - 1))) {
      end--;
    }
    return text.subSequence(0, end) + "…";
  }

  /**
   * Returns {@code text} {@linkplain #shorten shortened} and quoted: in single quotes, with control
   * characters, spaces other than U+0020 and other invisible characters written as {@code \}{@code
   * uXXXX}, so that a message stays on one short line.
   */
  public static String quote(CharSequence text) {
    String shown = shorten(text);
    StringBuilder sb = new StringBuilder(shown.length() + 2).append('\'');
    for (int i = 0; i < shown.length(); i++) {
      char c = shown.charAt(i);
      int type = Character.getType(c);
      if (Character.isISOControl(c)
          || type == Character.FORMAT
          || type == Character.UNASSIGNED
          || (Character.isSpaceChar(c) && c != ' ')) {
        sb.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append('\'').toString();
  }
}
