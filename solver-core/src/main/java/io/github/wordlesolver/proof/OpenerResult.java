package io.github.wordlesolver.proof;

import java.io.Serializable;

/**
 * What a worker proved about an opener: its exact total of guesses over every answer (playing
 * optimally afterwards, within the guesses allowed), or a lower bound at or above the task's bound.
 * An opener proved to lose some answer (no way to find every answer within the guesses allowed) has
 * a lower bound larger than any total: {@link #losesSomeAnswer()}. Immutable, serialisable; equal
 * results are equal whoever computed them, and a {@link Checkpoint} that stores the three
 * components and makes a result of them again gets an equal one.
 *
 * <p><b>Tooling, not library.</b> Like every type of this package, it serves the project's proofs
 * (the {@code wordle rank --proven}, {@code bound} and {@code worker} commands and the benchmarks
 * that prove the bundled results), not programs that play: it stays exported and compatible through
 * 1.x, and moves to a tooling module of its own in 2.0 (docs/dev/architecture.md, "Library and
 * tooling").
 *
 * @param opener the first guess
 * @param total the exact total if {@code exact}, otherwise a proven lower bound (larger than any
 *     total if the opener was proved to lose some answer)
 * @param exact whether {@code total} is the exact optimum
 */
public record OpenerResult(String opener, int total, boolean exact) implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Returns whether this result proves that the opener loses some answer within the guesses
   * allowed: its lower bound is larger than any total. False for an exact result and for a bound
   * that only puts the opener at or above a task's bound (such an opener may still lose some
   * answer, unproved).
   */
  public boolean losesSomeAnswer() {
    return !exact && total >= OpenerTask.NO_BOUND;
  }
}
