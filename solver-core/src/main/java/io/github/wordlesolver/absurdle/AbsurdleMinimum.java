package io.github.wordlesolver.absurdle;

import java.util.List;

/**
 * The result of {@link AbsurdleSolver#minimum}: the fewest guesses that always win from the start,
 * with every first word that wins in that many and one winning line for each.
 *
 * <p>The proof that one fewer is impossible is the search itself: every one of {@link
 * #firstWordsSearched()} first words was searched exhaustively with one guess fewer, and none won.
 * When the minimum is above 2, part of that proof is a counting bound: no guess gives more than
 * {@link #mostPatterns()} distinct marks, and the first guess leaves at least {@link
 * #fewestAfterFirst()} answers, so when that is larger no second guess can split them into
 * singletons. Immutable and thread-safe (the list of first words is copied).
 *
 * @param minimumGuesses the fewest guesses that always win
 * @param winningFirstWords every first word that wins in {@code minimumGuesses}, in guess-list
 *     order, each with one line
 * @param firstWordsSearched how many first words were searched (the whole guess list)
 * @param mostPatterns the most distinct marks any guess gives over all answers
 * @param fewestAfterFirst the fewest answers any first guess leaves
 */
public record AbsurdleMinimum(
    int minimumGuesses,
    List<WinningFirstWord> winningFirstWords,
    int firstWordsSearched,
    int mostPatterns,
    int fewestAfterFirst) {
  /** Copies the list. */
  public AbsurdleMinimum {
    winningFirstWords = List.copyOf(winningFirstWords);
  }

  /**
   * A first word that wins in the minimum, with one line that does.
   *
   * @param word the first word
   * @param line a winning line, starting with {@code word}
   */
  public record WinningFirstWord(String word, AbsurdleLine line) {}
}
