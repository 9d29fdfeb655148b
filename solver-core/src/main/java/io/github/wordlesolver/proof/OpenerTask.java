package io.github.wordlesolver.proof;

import io.github.wordlesolver.Mode;
import java.io.Serializable;

/**
 * One unit of a proof job: find the exact total of an opener, or show that it is at least {@code
 * bound}. Self-contained and serialisable, so that any worker that holds the lists with these
 * fingerprints can run it (in this process or on another machine). Immutable.
 *
 * @param answers the fingerprint of the answer list ({@link Fingerprints#of})
 * @param guesses the fingerprint of the guess list
 * @param mode the hard-mode rule
 * @param maxGuesses the guesses a game allows
 * @param opener the first guess
 * @param bound the total at or above which the opener is out; {@link #NO_BOUND} for none
 */
public record OpenerTask(String answers, String guesses, Mode mode, int maxGuesses, String opener,
    int bound) implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The bound that bounds nothing out: the exact total is wanted. */
  public static final int NO_BOUND = Integer.MAX_VALUE / 4;
}
