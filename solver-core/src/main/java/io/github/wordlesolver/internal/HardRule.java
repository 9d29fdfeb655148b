package io.github.wordlesolver.internal;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.solver.Mode;
import java.util.Arrays;

/**
 * Which guesses a hard mode allows after some turns: the mode's rule over the constraints so far.
 * Immutable; {@link #after} derives the rule one turn later.
 */
public final class HardRule {
  private final Mode mode;
  private final Constraints constraints;

  /** Creates the rule of {@code mode} (HARD or STRICT) after the turns merged in {@code constraints}. */
  public HardRule(Mode mode, Constraints constraints) {
    this.mode = mode;
    this.constraints = constraints;
  }

  /** Returns the mode. */
  public Mode mode() {
    return mode;
  }

  /** Returns what the turns so far revealed. */
  public Constraints constraints() {
    return constraints;
  }

  /** Returns whether the packed word may be guessed next. */
  public boolean allows(long packed) {
    return mode == Mode.STRICT ? constraints.testPacked(packed)
        : constraints.keepsRevealedPacked(packed);
  }

  /** Returns the rule after {@code guess} got the marks {@code code}. */
  public HardRule after(String guess, int code) {
    return new HardRule(mode, constraints.toBuilder()
        .add(guess, Feedback.of(code, constraints.length())).build());
  }

  /** Returns the guesses of {@code pool} (indices into {@code guesses}) the rule allows. */
  public int[] filter(WordList guesses, int[] pool) {
    int[] out = new int[pool.length];
    int n = 0;
    for (int g : pool) {
      if (allows(guesses.packed(g))) {
        out[n++] = g;
      }
    }
    return n == pool.length ? pool : Arrays.copyOf(out, n);
  }
}
