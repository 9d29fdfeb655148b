package io.github.wordlesolver.scoring;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.solver.MarkTable;

/**
 * How one guess splits the remaining candidates into buckets of equal marks: what a
 * {@link Scorer} scores. Buckets are numbered {@code 0..patterns()-1} in the order their first
 * candidate appears in the candidate list, so iteration is deterministic.
 *
 * <p>A partition handed to {@link Scorer#cost} is a reused view, valid only during that call; the
 * size accessors are O(1) and allocation-free, the summary statistics O(patterns).
 */
public interface Partition {
  /** Returns the number of remaining candidates being split. */
  int candidates();

  /** Returns the number of non-empty buckets: distinct mark patterns the guess can get. */
  int patterns();

  /** Returns the number of candidates in bucket {@code k}. */
  int size(int k);

  /** Returns the feedback code shared by the candidates of bucket {@code k}. */
  int code(int k);

  /** Returns the guess's index in the guess list ({@link MarkTable#guesses()}). */
  int guess();

  /** Returns whether the guess is itself one of the remaining candidates. */
  boolean guessIsCandidate();

  /** Returns the candidates of bucket {@code k}; allocates and costs O(candidates). */
  CandidateSet bucket(int k);

  /** Returns the mark table, for scorers that look deeper. */
  MarkTable table();

  /** Returns the size of the largest bucket: the worst case of remaining answers. */
  default int largest() {
    int max = 0;
    for (int k = 0; k < patterns(); k++) {
      max = Math.max(max, size(k));
    }
    return max;
  }

  /** Returns the expected number of candidates left after the guess: {@code Σ size² / n}. */
  default double expectedRemaining() {
    long sumSquares = 0;
    for (int k = 0; k < patterns(); k++) {
      sumSquares += (long) size(k) * size(k);
    }
    return (double) sumSquares / candidates();
  }

  /** Returns the Shannon entropy of the split in bits: {@code -Σ p log2 p}, {@code p = size/n}. */
  default double entropyBits() {
    double n = candidates();
    double sum = 0;
    for (int k = 0; k < patterns(); k++) {
      int s = size(k);
      sum += s * Math.log(s);
    }
    return (Math.log(n) - sum / n) / Math.log(2);
  }
}
