package io.github.wordlesolver.examples.multi;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.examples.assist.Tiles;
import io.github.wordlesolver.host.ShareGrid;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Text helpers the multi-board sessions and commands share. Stateless. */
public final class MultiText {
  /** Why hard mode and its options are refused with several boards: every front end says this. */
  public static final String NO_HARD_MODE = "hard mode does not apply to multi-board games";

  /** Why the options of a single board's strategy are refused with several boards. */
  public static final String OWN_STRATEGY = "multi-board games have their own strategy";

  private MultiText() {}

  /**
   * Returns the game's name: Dordle, Quordle, Octordle, or {@code N-board Wordle} (the library's
   * {@link ShareGrid#name}, the share grid's title).
   */
  public static String name(int boards) {
    return ShareGrid.name(boards);
  }

  /**
   * Returns one row of boards side by side: each board's tiles for {@code word}, or blanks of the
   * same width where {@code marks} holds null (a board solved earlier).
   */
  public static String row(Tiles tiles, String word, List<? extends @Nullable Feedback> marks) {
    StringBuilder out = new StringBuilder();
    String blank =
        " "
            .repeat(
                tiles.isColored()
                    ? 3 * word.codePointCount(0, word.length())
                    : word.codePointCount(0, word.length()) * 2 + 1);
    for (int b = 0; b < marks.size(); b++) {
      Feedback f = marks.get(b);
      out.append(b == 0 ? "" : "  ").append(f == null ? blank : tiles.row(word, f));
    }
    return out.toString().stripTrailing();
  }

  /**
   * Parses the marks of several boards, one token each (any mark form {@link Feedback#parse}
   * reads).
   *
   * @throws IllegalArgumentException naming the board (from 1) and the bad token
   */
  public static List<Feedback> parseMarks(List<String> tokens) {
    List<Feedback> out = new ArrayList<>(tokens.size());
    for (int b = 0; b < tokens.size(); b++) {
      try {
        out.add(Feedback.parse(tokens.get(b)));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("board " + (b + 1) + ": " + e.getMessage(), e);
      }
    }
    return out;
  }
}
