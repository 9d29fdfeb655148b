package io.github.wordlesolver.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.wordlesolver.internal.GuessEstimate;
import org.junit.jupiter.api.Test;

/**
 * The estimate of the guesses a bucket needs has one owner ({@link GuessEstimate#guesses}), and
 * each caller keeps its own rounding: the lookahead's total in millionths ({@link
 * Lookahead#estimate}, {@link GuessEstimate#total}) and the multi-board strategy's unrounded mean.
 * Both must stay bit for bit what the two copies they replace computed, or multi-board scores and
 * lookahead costs would change in their last digits: checked for every size up to a million.
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
      double mean = GuessEstimate.guesses(m);
      if (Double.doubleToRawLongBits(mean) != Double.doubleToRawLongBits(strategyCopy(m))) {
        assertEquals(strategyCopy(m), mean, 0, "the mean for m = " + m);
      }
      long total = Lookahead.estimate(m);
      if (total != lookaheadCopy(m)) {
        assertEquals(lookaheadCopy(m), total, "the total for m = " + m);
      }
      if (GuessEstimate.total(m) != total / 1e6) {
        assertEquals(total / 1e6, GuessEstimate.total(m), 0, "the public total for m = " + m);
      }
    }
  }

  @Test
  void theSmallCasesAreExactAndTheFitTakesOverAtTen() {
    assertEquals(1.0, GuessEstimate.guesses(1), 0);
    assertEquals(1.5, GuessEstimate.guesses(2), 0);
    assertEquals(2 - 1.0 / 9, GuessEstimate.guesses(9), 0); // the all-singletons bound
    assertEquals(1 + Math.log(10) / Math.log(12), GuessEstimate.guesses(10), 0); // the fit
    assertEquals(3.0, GuessEstimate.total(2), 0);
    assertThrows(IllegalArgumentException.class, () -> GuessEstimate.guesses(0));
    assertThrows(IllegalArgumentException.class, () -> GuessEstimate.total(-1));
  }
}
