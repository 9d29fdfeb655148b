package io.github.wordlesolver.multi;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The outcome of seeded multi-board self-play ({@link MultiSelfPlay}). Immutable and thread-safe:
 * the histogram and the plays are copied, and {@link #histogram()} returns a copy.
 *
 * @param boards the boards of each game
 * @param games the number of games played
 * @param solved the games whose boards were all solved within {@code allowedGuesses} guesses
 * @param totalGuesses the guesses of all games together (a lost game counts its guesses until every
 *     board was solved or it was abandoned)
 * @param maxGuesses the most guesses any game took
 * @param histogram {@code histogram[k]} is the number of games that took {@code k} guesses
 * @param millis the wall time of the run
 * @param plays each game's answers and guesses, in game order
 * @param allowedGuesses the guesses a game allowed: more is a loss
 */
@SuppressWarnings("ArrayRecordComponent") // copied in and out; equals compares contents
public record MultiSimulationResult(
    int boards,
    int games,
    int solved,
    long totalGuesses,
    int maxGuesses,
    int[] histogram,
    long millis,
    List<Play> plays,
    int allowedGuesses) {

  /**
   * One game: its answers, board by board, and the guesses played.
   *
   * @param answers the secret answers, board 1 first
   * @param guesses the guesses in order
   */
  public record Play(List<String> answers, List<String> guesses) {
    /** Copies the lists. */
    public Play {
      answers = List.copyOf(answers);
      guesses = List.copyOf(guesses);
    }

    /** Returns {@code answer1,answer2,...: guess1 guess2 ...}, the form of {@code --games-out}. */
    @Override
    public String toString() {
      return String.join(",", answers) + ": " + String.join(" ", guesses);
    }
  }

  /**
   * Copies the histogram and the plays, so the result stays immutable.
   *
   * @deprecated the library makes results ({@link MultiSelfPlay#run}); a program that needs one of
   *     its own, a test for instance, calls {@link #of}, which keeps these parameters when the
   *     record grows. A record's canonical constructor must be public and takes every component, so
   *     its parameters change when one is added, which only a major version may do.
   */
  @Deprecated(since = "1.1")
  public MultiSimulationResult {
    histogram = histogram.clone();
    plays = List.copyOf(plays);
  }

  /**
   * Returns a result with these figures (see the record's components), copying the histogram and
   * the plays: a program that plays games itself, or a test, makes its results here rather than
   * with the constructor, whose parameters change whenever the record grows. Costs the copies.
   *
   * @since 1.1
   */
  public static MultiSimulationResult of(
      int boards,
      int games,
      int solved,
      long totalGuesses,
      int maxGuesses,
      int[] histogram,
      long millis,
      List<Play> plays,
      int allowedGuesses) {
    return new MultiSimulationResult(
        boards, games, solved, totalGuesses, maxGuesses, histogram, millis, plays, allowedGuesses);
  }

  /** Returns a copy of the histogram. */
  @Override
  public int[] histogram() {
    return histogram.clone();
  }

  /** Equal when every figure and play is equal; the wall time {@code millis} is ignored. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof MultiSimulationResult r
        && boards == r.boards
        && games == r.games
        && solved == r.solved
        && totalGuesses == r.totalGuesses
        && maxGuesses == r.maxGuesses
        && Arrays.equals(histogram, r.histogram)
        && plays.equals(r.plays)
        && allowedGuesses == r.allowedGuesses;
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        boards,
        games,
        solved,
        totalGuesses,
        maxGuesses,
        Arrays.hashCode(histogram),
        plays,
        allowedGuesses);
  }

  /** Returns the figures, without the plays. */
  @Override
  public String toString() {
    return "MultiSimulationResult[boards="
        + boards
        + ", games="
        + games
        + ", solved="
        + solved
        + ", totalGuesses="
        + totalGuesses
        + ", maxGuesses="
        + maxGuesses
        + ", histogram="
        + Arrays.toString(histogram)
        + ", millis="
        + millis
        + "]";
  }

  /** Returns the number of games lost. */
  public int failed() {
    return games - solved;
  }

  /** Returns the average number of guesses per game. */
  public double average() {
    return games == 0 ? 0 : (double) totalGuesses / games;
  }

  /** Returns the number of games that took exactly {@code guesses} guesses. */
  public int gamesWith(int guesses) {
    return guesses >= 0 && guesses < histogram.length ? histogram[guesses] : 0;
  }
}
