package io.github.wordlesolver.engine;

import io.github.wordlesolver.Constraints;
import org.jspecify.annotations.Nullable;

/**
 * What a ranking needs to know: the candidates, the guesses to rank, the guesses a deeper scorer
 * may follow up with, the rule and what is revealed, and the guesses left after the next one.
 * Immutable; arrays are never modified.
 */
public final class Position {
  final Engine engine;
  final Rule rule;
  final int[] candidates;
  final int[] pool;
  final int[] followUpPool;
  final @Nullable Constraints revealed;
  final int guessesLeft;

  Position(
      Engine engine,
      Rule rule,
      int[] candidates,
      int[] pool,
      int[] followUpPool,
      @Nullable Constraints revealed,
      int guessesLeft) {
    this.engine = engine;
    this.rule = rule;
    this.candidates = candidates;
    this.pool = pool;
    this.followUpPool = followUpPool;
    this.revealed = revealed;
    this.guessesLeft = guessesLeft;
  }

  /** Returns the same position with another follow-up pool. */
  Position withFollowUps(int[] followUps) {
    return followUps == followUpPool
        ? this
        : new Position(engine, rule, candidates, pool, followUps, revealed, guessesLeft);
  }

  /** Returns the number of candidates. */
  public int size() {
    return candidates.length;
  }

  /** Returns the guesses ranked here: those the rule allows. */
  int[] pool() {
    return pool;
  }

  /**
   * Returns how {@code guess} splits the candidates, as a partition that stays valid: for the
   * figures of a suggestion, ranked or planned alike. Reads the mark table if it is built, else
   * computes the guess's marks against the candidates and builds none (O(candidates)).
   */
  public io.github.wordlesolver.scoring.Partition split(int guess) {
    return PartitionView.snapshot(this, guess, new MarkCounter(PartitionView.codeCount(this)));
  }
}
