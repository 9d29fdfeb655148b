package io.github.wordlesolver.solver;

import io.github.wordlesolver.GameStatistics;
import io.github.wordlesolver.selfplay.Tally;
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
 * @param mostGuesses the most guesses any game took (named {@code maxGuesses} in 1.0, which reads
 *     as the limit: see {@link GameStatistics})
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
    int mostGuesses,
    int[] histogram,
    long millis,
    List<List<String>> plays,
    int allowedGuesses)
    implements GameStatistics {

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
      int mostGuesses,
      int[] histogram,
      long millis,
      List<List<String>> plays,
      int allowedGuesses) {
    return new SimulationResult(
        games, solved, totalGuesses, mostGuesses, histogram, millis, plays, allowedGuesses);
  }

  /**
   * Returns the most guesses any game took.
   *
   * @deprecated use {@link #mostGuesses()} instead: {@code maxGuesses} names the limit everywhere
   *     else ({@link io.github.wordlesolver.GameRules#maxGuesses()}), which is {@link
   *     #allowedGuesses()} here
   */
  @Deprecated(since = "1.1")
  public int maxGuesses() {
    return mostGuesses;
  }

  /** Returns a copy of the histogram. */
  @Override
  public int[] histogram() {
    return histogram.clone();
  }

  /** Equal when every figure and play is equal; the wall time {@code millis} is ignored. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof SimulationResult r && Tally.sameFigures(this, r) && plays.equals(r.plays);
  }

  @Override
  public int hashCode() {
    return Objects.hash(Tally.hashFigures(this), plays);
  }

  /** Returns the figures, without the plays. */
  @Override
  public String toString() {
    return "SimulationResult[" + Tally.figures(this, millis) + "]";
  }
}
