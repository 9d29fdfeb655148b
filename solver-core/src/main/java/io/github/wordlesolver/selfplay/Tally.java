package io.github.wordlesolver.selfplay;

import io.github.wordlesolver.GameStatistics;
import java.util.Arrays;
import java.util.Objects;

/**
 * The figures of a self-play run, game by game: {@link #add} each game's length and whether it was
 * won, then read the figures. Also the equality, hash and text of {@link GameStatistics} values,
 * which the result records share. Not thread-safe; a run tallies on one thread.
 */
public final class Tally {
  private final int[] histogram;
  private int games;
  private int solved;
  private long total;
  private int most;

  /** Starts a tally of games of at most {@code longest} guesses. */
  public Tally(int longest) {
    histogram = new int[longest + 1];
  }

  /** Counts a game of {@code guesses} guesses, won or not. */
  public void add(int guesses, boolean won) {
    histogram[guesses]++;
    games++;
    total += guesses;
    most = Math.max(most, guesses);
    if (won) {
      solved++;
    }
  }

  /** Returns the games counted. */
  public int games() {
    return games;
  }

  /** Returns the games won. */
  public int solved() {
    return solved;
  }

  /** Returns the guesses of all games. */
  public long totalGuesses() {
    return total;
  }

  /** Returns the most guesses any game took. */
  public int mostGuesses() {
    return most;
  }

  /** Returns the histogram, up to {@link #mostGuesses()}. */
  public int[] histogram() {
    return Arrays.copyOf(histogram, most + 1);
  }

  /** Returns whether {@code a} and {@code b} have the same figures. */
  public static boolean sameFigures(GameStatistics a, GameStatistics b) {
    return a.games() == b.games()
        && a.solved() == b.solved()
        && a.totalGuesses() == b.totalGuesses()
        && a.mostGuesses() == b.mostGuesses()
        && Arrays.equals(a.histogram(), b.histogram())
        && a.allowedGuesses() == b.allowedGuesses();
  }

  /** Returns a hash of the figures of {@code s}, consistent with {@link #sameFigures}. */
  public static int hashFigures(GameStatistics s) {
    return Objects.hash(
        s.games(),
        s.solved(),
        s.totalGuesses(),
        s.mostGuesses(),
        Arrays.hashCode(s.histogram()),
        s.allowedGuesses());
  }

  /**
   * Returns {@code games=…, solved=…, totalGuesses=…, mostGuesses=…, histogram=[…], millis=…}, the
   * figures of a result's {@code toString}.
   */
  public static String figures(GameStatistics s, long millis) {
    return "games="
        + s.games()
        + ", solved="
        + s.solved()
        + ", totalGuesses="
        + s.totalGuesses()
        + ", mostGuesses="
        + s.mostGuesses()
        + ", histogram="
        + Arrays.toString(s.histogram())
        + ", millis="
        + millis;
  }
}
