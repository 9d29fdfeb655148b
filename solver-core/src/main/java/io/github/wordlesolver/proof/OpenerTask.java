package io.github.wordlesolver.proof;

import io.github.wordlesolver.Mode;
import java.io.Serializable;

/**
 * One unit of a proof job: find the exact total of an opener, or show that it is at least {@code
 * bound} ({@link Kind#SEARCH}); or find the opener's bound without search, cut short at {@code
 * bound} ({@link Kind#DEEP_BOUND}). Self-contained and serialisable, so that any worker that holds
 * the lists with these fingerprints can run it (in this process or on another machine). Immutable.
 *
 * @param answers the fingerprint of the answer list ({@link Fingerprints#of})
 * @param guesses the fingerprint of the guess list
 * @param mode the hard-mode rule
 * @param maxGuesses the guesses a game allows
 * @param opener the first guess
 * @param bound the total at or above which the opener is out; {@link #NO_BOUND} for none
 * @param kind what is wanted
 */
public record OpenerTask(
    String answers, String guesses, Mode mode, int maxGuesses, String opener, int bound, Kind kind)
    implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The bound that bounds nothing out: the exact total is wanted. */
  public static final int NO_BOUND = Integer.MAX_VALUE / 4;

  /** What a task asks for. */
  public enum Kind {
    /** The exact total below the bound, or a lower bound at or above it, by search. */
    SEARCH,
    /**
     * A lower bound without search ({@link OpenerProver#deepBound(String, int)}): exactly the value
     * that method returns for the bound, never exact. Milliseconds of CPU.
     */
    DEEP_BOUND
  }

  /** A {@link Kind#SEARCH} task. */
  public OpenerTask(
      String answers, String guesses, Mode mode, int maxGuesses, String opener, int bound) {
    this(answers, guesses, mode, maxGuesses, opener, bound, Kind.SEARCH);
  }
}
