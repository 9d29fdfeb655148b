package io.github.wordlesolver.multi;

import io.github.wordlesolver.GameStatistics;
import io.github.wordlesolver.selfplay.Tally;
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
 * @param mostGuesses the most guesses any game took (named {@code maxGuesses} in 1.0, which reads
 *     as the limit: see {@link GameStatistics})
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
    int mostGuesses,
    int[] histogram,
    long millis,
    List<Play> plays,
    int allowedGuesses)
    implements GameStatistics {

  /**
   * One game: its answers, board by board, and the guesses played.
   *
   * @param answers the secret answers, board 1 first
   * @param played the guesses played, in order (named {@code guesses} in 1.0)
   */
  public record Play(List<String> answers, List<String> played) {
    /** Copies the lists. */
    public Play {
      answers = List.copyOf(answers);
      played = List.copyOf(played);
    }

    /**
     * Returns the guesses played, in order.
     *
     * @deprecated use {@link #played()} instead: {@code guesses()} names a guess list ({@link
     *     io.github.wordlesolver.solver.Solver#guesses()}) everywhere else
     */
    @Deprecated(since = "1.1")
    public List<String> guesses() {
      return played;
    }

    /** Returns {@code answer1,answer2,...: guess1 guess2 ...}, the form of {@code --games-out}. */
    @Override
    public String toString() {
      return String.join(",", answers) + ": " + String.join(" ", played);
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
      int mostGuesses,
      int[] histogram,
      long millis,
      List<Play> plays,
      int allowedGuesses) {
    return new MultiSimulationResult(
        boards, games, solved, totalGuesses, mostGuesses, histogram, millis, plays, allowedGuesses);
  }

  /**
   * Returns the most guesses any game took.
   *
   * @deprecated use {@link #mostGuesses()} instead: {@code maxGuesses} names the limit everywhere
   *     else ({@link MultiGame#maxGuesses()}), which is {@link #allowedGuesses()} here
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
    return o instanceof MultiSimulationResult r
        && boards == r.boards
        && Tally.sameFigures(this, r)
        && plays.equals(r.plays);
  }

  @Override
  public int hashCode() {
    return Objects.hash(boards, Tally.hashFigures(this), plays);
  }

  /** Returns the figures, without the plays. */
  @Override
  public String toString() {
    return "MultiSimulationResult[boards=" + boards + ", " + Tally.figures(this, millis) + "]";
  }
}
