package io.github.wordlesolver.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The estimate of the guesses a bucket needs has one owner ({@link Scorers#estimatedGuesses}), and
 * each caller keeps its own rounding: the lookahead's total in millionths ({@link
 * Lookahead#estimate}, {@link Scorers#estimatedTotal}) and the multi-board strategy's unrounded
 * mean. Both must stay bit for bit what the two copies they replace computed, or multi-board scores
 * and lookahead costs would change in their last digits: checked for every size up to a million.
 */
class GuessEstimateTest {
  private static final int SIZES = 1_000_000;

  /** The multi-board strategy's own copy, as it was written there. */
  private static double strategyCopy(int m) {
    if (m <= 2) {
      return m == 0 ? 0 : m == 1 ? 1 : 1.5;
    }
    return Math.max(2 - 1.0 / m, 1 + Math.log(m) / Math.log(12));
  }

  /** The lookahead's own copy, in millionths, as it was written there. */
  private static long lookaheadCopy(int m) {
    if (m <= 2) {
      return (2L * m - 1) * 1_000_000;
    }
    return Math.round(Math.max(2 * m - 1, m * (1 + Math.log(m) / Math.log(12))) * 1_000_000);
  }

  @Test
  void everyCallerGetsBitForBitWhatItsOwnCopyComputed() {
    for (int m = 1; m <= SIZES; m++) {
      double mean = Scorers.estimatedGuesses(m);
      if (Double.doubleToRawLongBits(mean) != Double.doubleToRawLongBits(strategyCopy(m))) {
        assertEquals(strategyCopy(m), mean, 0, "the mean for m = " + m);
      }
      long total = Lookahead.estimate(m);
      if (total != lookaheadCopy(m)) {
        assertEquals(lookaheadCopy(m), total, "the total for m = " + m);
      }
      if (Scorers.estimatedTotal(m) != total / 1e6) {
        assertEquals(total / 1e6, Scorers.estimatedTotal(m), 0, "the public total for m = " + m);
      }
    }
  }

  @Test
  void theSmallCasesAreExactAndTheFitTakesOverAtTen() {
    assertEquals(1.0, Scorers.estimatedGuesses(1), 0);
    assertEquals(1.5, Scorers.estimatedGuesses(2), 0);
    assertEquals(2 - 1.0 / 9, Scorers.estimatedGuesses(9), 0); // the all-singletons bound
    assertEquals(1 + Math.log(10) / Math.log(12), Scorers.estimatedGuesses(10), 0); // the fit
    assertEquals(3.0, Scorers.estimatedTotal(2), 0);
    assertThrows(IllegalArgumentException.class, () -> Scorers.estimatedGuesses(0));
    assertThrows(IllegalArgumentException.class, () -> Scorers.estimatedTotal(-1));
  }
}
