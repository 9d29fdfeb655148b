package io.github.wordlesolver.proof;

import java.io.Serializable;

/**
 * What a worker proved about an opener: its exact total of guesses over every answer (playing
 * optimally afterwards, within the guesses allowed), or a lower bound at or above the task's bound.
 * Immutable, serialisable; equal results are equal whoever computed them.
 *
 * @param opener the first guess
 * @param total the exact total if {@code exact}, otherwise a proven lower bound
 * @param exact whether {@code total} is the exact optimum
 */
public record OpenerResult(String opener, int total, boolean exact) implements Serializable {
  private static final long serialVersionUID = 1L;
}
