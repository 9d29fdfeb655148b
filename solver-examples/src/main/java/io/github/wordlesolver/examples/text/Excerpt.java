package io.github.wordlesolver.examples.text;

/**
 * The part of a user's value that a message repeats: never more than {@value #MAX_CHARS}
 * characters, so that a megabyte of bad input makes a one-line error. The library's own messages
 * quote bad values the same way. Stateless.
 */
public final class Excerpt {
  /** The most characters of a value a message repeats. */
  public static final int MAX_CHARS = 40;

  private Excerpt() {}

  /**
   * Returns {@code text} itself if it has at most {@value #MAX_CHARS} characters, otherwise its
   * first {@value #MAX_CHARS} characters (one fewer if the last of them would be the first half of
   * a surrogate pair) followed by {@code …}. Copies at most the prefix of a longer value.
   */
  public static String of(CharSequence text) {
    if (text.length() <= MAX_CHARS) {
      return text.toString();
    }
    int end = Character.isHighSurrogate(text.charAt(MAX_CHARS - 1)) ? MAX_CHARS - 1 : MAX_CHARS;
    return text.subSequence(0, end) + "…";
  }
}
