package io.github.wordlesolver.solver;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The outcome of playing every answer of a list. The histogram and the list of plays are copied
 * when it is made, and {@link #histogram()} returns a copy; each play is kept as given (the lists
 * of {@link SelfPlay#run} are not modified after it returns), so a result is safe to share between
 * threads as long as nobody modifies those.
 *
 * @param games the number of games played
 * @param solved the games found within {@code allowedGuesses} guesses
 * @param totalGuesses the guesses of all games together (a failed game counts its guesses until it
 *     was found or abandoned)
 * @param maxGuesses the most guesses any game took
 * @param histogram {@code histogram[k]} is the number of games that took {@code k} guesses (index 0
 *     unused); a game not found within {@link io.github.wordlesolver.GameRules#MAX_GUESSES} guesses
 *     is abandoned and counted at that index
 * @param millis the wall time of the run
 * @param plays the guesses of each game, in answer-list order, the last being the answer when
 *     solved
 * @param allowedGuesses the guesses a game allowed (the rules' limit): more is a failure
 */
@SuppressWarnings("ArrayRecordComponent") // copied in and out; equals compares contents
public record SimulationResult(
    int games,
    int solved,
    long totalGuesses,
    int maxGuesses,
    int[] histogram,
    long millis,
    List<List<String>> plays,
    int allowedGuesses) {

  /**
   * Copies the histogram and the plays, so the result stays immutable.
   *
   * @deprecated the library makes results ({@link SelfPlay#run}); a program that needs one of its
   *     own, a test for instance, calls {@link #of}, which keeps these parameters when the record
   *     grows. A record's canonical constructor must be public and takes every component, so its
   *     parameters change when one is added, which only a major version may do.
   */
  @Deprecated(since = "1.1")
  public SimulationResult {
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
  public static SimulationResult of(
      int games,
      int solved,
      long totalGuesses,
      int maxGuesses,
      int[] histogram,
      long millis,
      List<List<String>> plays,
      int allowedGuesses) {
    return new SimulationResult(
        games, solved, totalGuesses, maxGuesses, histogram, millis, plays, allowedGuesses);
  }

  /** Returns a copy of the histogram. */
  @Override
  public int[] histogram() {
    return histogram.clone();
  }

  /** Equal when every figure and play is equal; the wall time {@code millis} is ignored. */
  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof SimulationResult r)) {
      return false;
    }
    return games == r.games
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
        games, solved, totalGuesses, maxGuesses, Arrays.hashCode(histogram), plays, allowedGuesses);
  }

  /** Returns the figures, without the plays. */
  @Override
  public String toString() {
    return "SimulationResult[games="
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

  /** Returns the number of games that needed more than the allowed guesses. */
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
