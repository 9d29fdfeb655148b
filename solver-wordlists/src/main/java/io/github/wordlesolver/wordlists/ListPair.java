package io.github.wordlesolver.wordlists;

import io.github.wordlesolver.WordList;

/**
 * The two lists a game needs: the words that can be the answer, and the words a player may guess.
 * Every answer is also a guess. Immutable and thread-safe.
 *
 * <p>To add guesses to a list of answers, join them first: {@code new ListPair(answers,
 * WordList.union(answers, extraGuesses))}; the answers then come first in the guess list, in their
 * order, as in the bundled pairs.
 *
 * @param answers the words that can be the secret answer
 * @param guesses the words that may be guessed; holds every answer
 */
public record ListPair(WordList answers, WordList guesses) {
  /**
   * Checks the pair and writes the answers in the guesses' alphabet. Costs O(answers) lookups.
   *
   * @throws IllegalArgumentException if the lists hold words of different lengths, or an answer is
   *     not in the guess list (the message names the first such answer)
   */
  public ListPair {
    if (answers.wordLength() != guesses.wordLength()) {
      throw new IllegalArgumentException(
          "the answers have "
              + answers.wordLength()
              + " letters but the guesses "
              + guesses.wordLength());
    }
    for (int i = 0; i < answers.size(); i++) {
      if (guesses.indexOf(answers.get(i)) < 0) {
        throw new IllegalArgumentException(
            "answer '" + answers.get(i) + "' is not in the guess list");
      }
    }
    answers = answers.withAlphabet(guesses.alphabet());
  }

  /** Returns the word length of both lists. */
  public int wordLength() {
    return answers.wordLength();
  }
}
