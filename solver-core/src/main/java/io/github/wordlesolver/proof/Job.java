package io.github.wordlesolver.proof;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Fingerprints;
import java.io.Serializable;

/**
 * The job a task belongs to: the fingerprints of both lists ({@link Fingerprints#of}), the mode and
 * the guess limit. Its {@link #toString} is the text {@link OpenerTask#job()} and {@link
 * OpenerProver#job()} return, {@code answers=<sha256> guesses=<sha256> mode=HARD maxGuesses=6},
 * which checkpoint files write in their header: it must not change. Immutable.
 *
 * @param answers the fingerprint of the answer list
 * @param guesses the fingerprint of the guess list
 * @param mode the hard-mode rule
 * @param maxGuesses the guesses a game allows
 */
record Job(String answers, String guesses, Mode mode, int maxGuesses) implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Returns the job of these lists and rules; costs a pass over each list. */
  static Job of(WordList answers, WordList guesses, GameRules rules) {
    return new Job(
        Fingerprints.of(answers.asList()),
        Fingerprints.of(guesses.asList()),
        rules.mode(),
        rules.maxGuesses());
  }

  @Override
  public String toString() {
    return "answers="
        + answers
        + " guesses="
        + guesses
        + " mode="
        + mode
        + " maxGuesses="
        + maxGuesses;
  }
}
