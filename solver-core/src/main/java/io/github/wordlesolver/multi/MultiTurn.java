package io.github.wordlesolver.multi;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.internal.Texts;
import java.util.ArrayList;
import java.util.List;

/**
 * One turn of a multi-board game: the guess and the marks it got on each board, in board order
 * (every board, or only the boards still unsolved; see {@link MultiGame#apply}). Immutable and
 * thread-safe (the marks are copied).
 *
 * @param guess the guess as typed
 * @param marks the marks, board by board
 */
public record MultiTurn(String guess, List<Feedback> marks) {
  /** Copies the marks. */
  public MultiTurn {
    marks = List.copyOf(marks);
  }

  /**
   * Parses {@code GUESS:MARKS,MARKS,...}, the form {@code wordle suggest --boards N} takes (for
   * example {@code salet:-Y---,G----,----Y,--G--}).
   *
   * @throws IllegalArgumentException naming the bad part and, for marks, the board (counted from 1)
   */
  public static MultiTurn parse(String text) {
    int colon = text.indexOf(':');
    if (colon < 0) {
      throw new IllegalArgumentException(
          "'"
              + Texts.shorten(text)
              + "' is not GUESS:MARKS,MARKS,... (for example salet:-Y---,G----)");
    }
    String[] parts = text.substring(colon + 1).split(",", -1);
    List<Feedback> marks = new ArrayList<>(parts.length);
    for (int b = 0; b < parts.length; b++) {
      try {
        marks.add(Feedback.parse(parts[b].strip()));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "bad turn '" + Texts.shorten(text) + "': board " + (b + 1) + ": " + e.getMessage(), e);
      }
    }
    return new MultiTurn(text.substring(0, colon).strip(), marks);
  }

  /** Returns {@code guess:marks,marks,...}, the form {@link #parse} reads. */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder(guess).append(':');
    for (int b = 0; b < marks.size(); b++) {
      out.append(b == 0 ? "" : ",").append(marks.get(b));
    }
    return out.toString();
  }
}
