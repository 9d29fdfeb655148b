package io.github.wordlesolver.examples.assist;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mark;
import io.github.wordlesolver.host.Keyboard;
import java.util.Locale;
import java.util.Map;

/**
 * Draws guesses and the keyboard, either as colored tiles (ANSI background colors, for a terminal)
 * or as plain text ({@code salet --Y-G}) for pipes, logs and {@code NO_COLOR} users. Immutable and
 * thread-safe.
 */
public final class Tiles {
  private static final String RESET = "\u001b[0m";
  private static final String GREEN = "\u001b[1;97;42m";
  private static final String YELLOW = "\u001b[1;30;43m";
  private static final String GRAY = "\u001b[1;97;100m";
  private static final String UNUSED = "\u001b[1;30;47m";
  private static final String[] KEYBOARD = {"qwertyuiop", "asdfghjkl", "zxcvbnm"};

  private static final Tiles PLAIN = new Tiles(false);
  private static final Tiles COLORED = new Tiles(true);

  private final boolean color;

  private Tiles(boolean color) {
    this.color = color;
  }

  /** Returns the plain-text drawing: words and {@code G}/{@code Y}/{@code -} marks. */
  public static Tiles plain() {
    return PLAIN;
  }

  /** Returns the drawing with ANSI colors. */
  public static Tiles colored() {
    return COLORED;
  }

  /**
   * Returns colored tiles for a terminal unless the user opted out with a non-empty {@code
   * NO_COLOR} environment variable (see no-color.org), plain text otherwise.
   */
  public static Tiles forOutput(boolean terminal, Map<String, String> environment) {
    String noColor = environment.get("NO_COLOR");
    return terminal && (noColor == null || noColor.isEmpty()) ? COLORED : PLAIN;
  }

  /** Returns whether this drawing uses colors. */
  public boolean isColored() {
    return color;
  }

  /**
   * Returns one played guess: {@code salet --Y-G} in plain text, five colored tiles otherwise.
   *
   * @throws IllegalArgumentException if the word and the marks differ in length
   */
  public String row(String word, Feedback feedback) {
    int[] letters = word.codePoints().toArray();
    if (letters.length != feedback.length()) {
      throw new IllegalArgumentException(
          "'"
              + word
              + "' has "
              + letters.length
              + " letters but the marks "
              + feedback
              + " have "
              + feedback.length());
    }
    if (!color) {
      return word + " " + feedback;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < letters.length; i++) {
      sb.append(tile(letters[i], feedback.mark(i)));
    }
    return sb.toString();
  }

  /**
   * Returns the keyboard: for each letter of the alphabet the best mark it got so far ({@link
   * Keyboard}). Colored: the QWERTY rows of tiles, with the alphabet's letters beyond a-z at the
   * end of the middle row (where a Spanish keyboard has {@code ñ}). Plain: {@code keyboard: } and
   * the keyboard's own text, {@code green C I, yellow A, gray E L S T, unused B D F ...}.
   */
  public String keyboard(Keyboard keys) {
    if (!color) {
      return "keyboard: " + keys;
    }
    Alphabet alphabet = keys.alphabet();
    StringBuilder extra = new StringBuilder();
    for (int i = 0; i < alphabet.size(); i++) {
      int cp = alphabet.letter(i);
      if (cp < 'a' || cp > 'z') {
        extra.appendCodePoint(cp);
      }
    }
    StringBuilder sb = new StringBuilder();
    for (int r = 0; r < KEYBOARD.length; r++) {
      if (r > 0) {
        sb.append('\n');
      }
      sb.append(" ".repeat(r * 2));
      String row = r == 1 ? KEYBOARD[r] + extra : KEYBOARD[r];
      row.codePoints()
          .filter(alphabet::contains)
          .forEach(
              c ->
                  sb.append(
                      keys.mark(c)
                          .map(mark -> tile(c, mark))
                          .orElse(UNUSED + ' ' + upper(c) + ' ' + RESET)));
    }
    return sb.toString();
  }

  private static String tile(int letter, Mark mark) {
    String background = mark == Mark.GREEN ? GREEN : mark == Mark.YELLOW ? YELLOW : GRAY;
    return background + ' ' + upper(letter) + ' ' + RESET;
  }

  private static String upper(int letter) {
    return Character.toString(letter).toUpperCase(Locale.ROOT);
  }
}
