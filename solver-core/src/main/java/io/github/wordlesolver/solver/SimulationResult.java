package io.github.wordlesolver.solver;

import java.util.List;

/**
 * The outcome of playing every answer of a list. Immutable.
 *
 * @param games the number of games played
 * @param solved the games found within {@code maxAllowed} guesses
 * @param totalGuesses the guesses of all games together (a failed game counts its guesses
 *     until it was found or abandoned)
 * @param maxGuesses the most guesses any game took
 * @param histogram {@code histogram[k]} is the number of games that took {@code k} guesses
 *     (index 0 unused); games past the last index were abandoned
 * @param millis the wall time of the run
 * @param plays the guesses of each game, in answer-list order, the last being the answer when
 *     solved
 */
public record SimulationResult(int games, int solved, long totalGuesses, int maxGuesses,
    int[] histogram, long millis, List<List<String>> plays) {

  /** The guesses a game may take before it counts as failed. */
  public static final int MAX_ALLOWED = 6;

  /** Returns the number of games that needed more than six guesses. */
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
