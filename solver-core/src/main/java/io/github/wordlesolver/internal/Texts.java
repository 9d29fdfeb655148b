package io.github.wordlesolver.internal;

/**
 * Quoting of user input in messages: never more than a short prefix of a value, so that a megabyte
 * of bad input makes a one-line error. A leaf: depends on nothing of the project.
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
}
