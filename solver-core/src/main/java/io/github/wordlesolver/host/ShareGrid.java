package io.github.wordlesolver.host;

import io.github.wordlesolver.Feedback;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The result a player shares, as the NYT's Wordle writes it: a header with the game's title and
 * score ({@code Wordle 1,234 3/6}, {@code X/6} when lost, {@code *} after it in hard mode), a blank
 * line, then one row of 🟩 🟨 ⬛ per guess. With several boards the header is followed by a line
 * with the guess that solved each board ({@code X} if none), and each row holds the boards side by
 * side, blank where a board was already solved. {@link #toString()} is that text; the rest are its
 * facts.
 *
 * <pre>{@code
 * Wordle 3/6*
 *
 * ⬛🟨⬛⬛⬛
 * ⬛🟩🟩⬛🟨
 * 🟩🟩🟩🟩🟩
 * }</pre>
 *
 * Immutable and thread-safe; made by {@link HostedGame#shareGrid()}.
 *
 * @since 1.2
 */
public final class ShareGrid {
  private final String title;
  private final int maxGuesses;
  private final boolean hard;
  private final boolean won;
  private final int[] solvedAt;

  /** The guesses played: the rows. */
  private final int turns;

  /**
   * The marks shown, guess by guess and, within a guess, board by board (those of guess {@code g}
   * on board {@code b} at {@code g * boards + b}), or null where the board was solved before. One
   * dimension: NullAway's strict mode reads a nullable element of a two-dimensional array as a
   * nullable row.
   */
  private final @Nullable Feedback[] cells;

  /**
   * Makes the grid of {@code cells.length / solvedAt.length} guesses on {@code solvedAt.length}
   * boards; see {@link #cells} for the order of {@code cells}.
   */
  ShareGrid(
      String title,
      int maxGuesses,
      boolean hard,
      boolean won,
      int[] solvedAt,
      @Nullable Feedback[] cells) {
    this.title = title;
    this.maxGuesses = maxGuesses;
    this.hard = hard;
    this.won = won;
    this.solvedAt = solvedAt.clone();
    this.turns = cells.length / solvedAt.length;
    this.cells = cells.clone();
  }

  /**
   * Returns the name of a game of {@code boards} boards, the default title of its share grid:
   * {@code Wordle}, {@code Dordle}, {@code Quordle}, {@code Octordle}, {@code Sedecordle}, {@code
   * Duotrigordle}, or {@code N-board Wordle}.
   */
  public static String name(int boards) {
    return switch (boards) {
      case 1 -> "Wordle";
      case 2 -> "Dordle";
      case 4 -> "Quordle";
      case 8 -> "Octordle";
      case 16 -> "Sedecordle";
      case 32 -> "Duotrigordle";
      default -> boards + "-board Wordle";
    };
  }

  /** Returns the game's title, the header's first part, e.g. {@code Wordle 1,234}. */
  public String title() {
    return title;
  }

  /** Returns the number of boards. */
  public int boards() {
    return solvedAt.length;
  }

  /** Returns the number of guesses played: the rows. */
  public int turns() {
    return turns;
  }

  /** Returns the guesses the game allows. */
  public int maxGuesses() {
    return maxGuesses;
  }

  /** Returns whether the game was played in a hard mode (the header's {@code *}). */
  public boolean isHard() {
    return hard;
  }

  /** Returns whether the game is won (the header's score is a number, not {@code X}). */
  public boolean isWon() {
    return won;
  }

  /** Returns the guess number (from 1) that solved board {@code b} (from 0), or 0 if none did. */
  public int solvedAt(int b) {
    return solvedAt[b];
  }

  /**
   * Returns the marks row {@code guess} (from 0) shows on board {@code b} (from 0), or empty where
   * the board was solved before that guess.
   *
   * @throws IndexOutOfBoundsException if there is no such guess or board
   */
  public Optional<Feedback> marks(int guess, int b) {
    Objects.checkIndex(guess, turns);
    Objects.checkIndex(b, solvedAt.length);
    return Optional.ofNullable(cells[guess * solvedAt.length + b]);
  }

  /**
   * Returns the header: the title and the score, e.g. {@code Wordle 3/6*} or {@code Quordle X/9}.
   */
  public String header() {
    return title + " " + (won ? String.valueOf(turns) : "X") + "/" + maxGuesses + (hard ? "*" : "");
  }

  /** Returns the text a player pastes; see the class comment. */
  @Override
  public String toString() {
    StringBuilder grid = new StringBuilder(header()).append('\n');
    if (solvedAt.length > 1) {
      for (int b = 0; b < solvedAt.length; b++) {
        grid.append(b == 0 ? "" : " ").append(solvedAt[b] > 0 ? String.valueOf(solvedAt[b]) : "X");
      }
      grid.append('\n');
    }
    int boards = solvedAt.length;
    for (int guess = 0; guess < turns; guess++) {
      StringBuilder line = new StringBuilder();
      for (int b = 0; b < boards; b++) {
        Feedback f = cells[guess * boards + b];
        int width = f != null ? f.length() : lengthOf(guess);
        line.append(b == 0 ? "" : " ").append(f == null ? "  ".repeat(width) : f.toEmoji());
      }
      grid.append('\n').append(line.toString().stripTrailing());
    }
    return grid.toString();
  }

  /**
   * Returns the length of the marks of row {@code guess} (some board has them: every row has one
   * unsolved).
   */
  private int lengthOf(int guess) {
    int boards = solvedAt.length;
    for (int b = 0; b < boards; b++) {
      Feedback f = cells[guess * boards + b];
      if (f != null) {
        return f.length();
      }
    }
    return 0;
  }

  /** Equal when every fact is equal. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof ShareGrid that
        && title.equals(that.title)
        && maxGuesses == that.maxGuesses
        && hard == that.hard
        && won == that.won
        && Arrays.equals(solvedAt, that.solvedAt)
        && Arrays.equals(cells, that.cells);
  }

  @Override
  public int hashCode() {
    return title.hashCode() * 31 + Arrays.hashCode(cells);
  }
}
