package io.github.wordlesolver.solver;

/** Which guesses a game allows after the first. */
public enum Mode {
  /** Any word of the guess list, at any time. */
  NORMAL,
  /**
   * The NYT hard mode: every green letter stays in its place and every revealed letter is used
   * at least as many times as it was revealed. Yellow letters may stay where they were; gray
   * letters may be used again.
   */
  HARD,
  /**
   * A stricter hard mode some players use: every guess must be consistent with all marks so far,
   * so it could itself be the answer (no yellow in a place it was yellow, no letter beyond a count
   * a gray revealed).
   */
  STRICT
}
