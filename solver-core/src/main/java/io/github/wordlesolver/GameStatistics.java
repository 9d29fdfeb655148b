package io.github.wordlesolver;

/**
 * The figures of a self-play run, the same for one board ({@link
 * io.github.wordlesolver.solver.SimulationResult}) and many ({@link
 * io.github.wordlesolver.multi.MultiSimulationResult}): how many games, how many won, how many
 * guesses they took. A game's guesses count until it was won or abandoned; a game is won when it
 * was solved within {@link #allowedGuesses()} guesses.
 *
 * <p>The names are the library's one name per idea: {@code maxGuesses} is always a limit (the
 * guesses a game allows, as in {@link GameRules#maxGuesses()}), {@link #mostGuesses()} always a
 * statistic (the most guesses any game took), here and in {@link
 * io.github.wordlesolver.tree.DecisionTree#mostGuesses()}.
 *
 * <p>Implementations are immutable values; the default methods derive from the others.
 *
 * @since 1.1
 */
public interface GameStatistics {
  /** Returns the number of games played. */
  int games();

  /** Returns the games won: solved within {@link #allowedGuesses()} guesses. */
  int solved();

  /** Returns the guesses of all games together. */
  long totalGuesses();

  /** Returns the most guesses any game took, 0 when no game was played. */
  int mostGuesses();

  /**
   * Returns {@code h} where {@code h[k]} games took {@code k} guesses ({@code h[0]} is 0): a new
   * array on each call. The library's results end at {@code mostGuesses()} (length {@code
   * mostGuesses() + 1}).
   */
  int[] histogram();

  /** Returns the guesses a game allowed (the rules' limit): more is a loss. */
  int allowedGuesses();

  /** Returns the number of games lost: {@code games() - solved()}. */
  default int failed() {
    return games() - solved();
  }

  /** Returns the average number of guesses per game, 0 when no game was played. */
  default double average() {
    return games() == 0 ? 0 : (double) totalGuesses() / games();
  }

  /**
   * Returns the number of games that took exactly {@code guesses} guesses (0 outside the range).
   */
  default int gamesWith(int guesses) {
    int[] histogram = histogram();
    return guesses >= 0 && guesses < histogram.length ? histogram[guesses] : 0;
  }
}
