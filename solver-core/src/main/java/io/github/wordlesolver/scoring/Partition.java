package io.github.wordlesolver.scoring;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import java.util.List;

/**
 * How one guess splits the remaining candidates into buckets of equal marks: what a {@link Scorer}
 * scores, and everything a scorer that looks deeper needs: the rules in force ({@link #rules()}:
 * word length, guesses allowed, hard-mode rule), the {@link #guessesLeft() guesses left}, the best
 * {@link #followUps follow-up splits} of a bucket, the {@link #split split} of a bucket by any
 * word, and the {@link #optimalTotal exact cost} of a small bucket. Follow-ups obey the hard-mode
 * rule as it stands after each bucket's marks.
 *
 * <p>Buckets are numbered {@code 0..patterns()-1} in the order their first candidate appears in the
 * candidate list, so iteration is deterministic. A partition handed to {@link Scorer#cost} is a
 * reused view, valid only during that call; partitions returned by {@link #followUps} and {@link
 * #split} stay valid. The size accessors are O(1) and allocation-free, the summary statistics
 * O(patterns).
 *
 * <p>Not thread-safe: read a partition on the thread it was handed to; the view given to {@link
 * Scorer#cost} belongs to that call.
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

  /** Returns whether bucket {@code k} is the guess itself, found (all green). */
  default boolean isSolved(int k) {
    return code(k) == Feedback.codeCount(rules().wordLength()) - 1;
  }

  /** Returns the guess's index in the guess list. */
  int guess();

  /** Returns the guess. */
  String word();

  /** Returns whether the guess is itself one of the remaining candidates. */
  boolean guessIsCandidate();

  /** Returns the candidates of bucket {@code k}; allocates and costs O(candidates). */
  CandidateSet bucket(int k);

  /** Returns the rules of the game: word length, guesses allowed, the hard-mode rule in force. */
  GameRules rules();

  /**
   * Returns how many more guesses may follow this one within the game's limit. Once a game has used
   * its last allowed guess without finding the answer it is lost, and the engine then allows up to
   * 20 more, to find the answer in the fewest.
   */
  int guessesLeft();

  /**
   * Returns the {@code n} best splits of bucket {@code k} by a next guess, best first by {@code by}
   * (ties as in any ranking: a guess that can be the answer, then the lower guess index). The
   * guesses considered are those the ranking of this guess considered (for a scorer with a
   * {@linkplain Scorer#shortlist() shortlist}, the pre-scorer's best few hundred) and the bucket's
   * own candidates, less those the hard-mode rule forbids after this guess's marks. Each has one
   * guess fewer left. Costs a ranking of those guesses over the bucket.
   *
   * @throws IllegalArgumentException if {@code n < 1}
   */
  List<Partition> followUps(int k, Scorer by, int n);

  /**
   * Returns the split of bucket {@code k} by {@code guess}, any word of the guess list (even one
   * the hard-mode rule forbids), with one guess fewer left.
   *
   * @throws IllegalArgumentException if the word is not in the guess list
   */
  Partition split(int k, String guess);

  /**
   * Returns the fewest guesses in all that find every candidate of bucket {@code k}, playing
   * optimally under the hard-mode rule with at most {@code maxGuesses} guesses after this one, or
   * -1 if no strategy finds them all within that. Exact (a branch-and-bound search over every
   * allowed guess), so exponential in the bucket's size: meant for buckets of a few dozen
   * candidates. Results are shared between calls.
   *
   * @throws IllegalArgumentException if {@code maxGuesses} is outside 1..20
   */
  int optimalTotal(int k, int maxGuesses);

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
