package io.github.wordlesolver.absurdle;

/**
 * Thrown when a search of the {@link AbsurdleSolver} needs more work than its budget, in rows of
 * the table of marks (see {@link AbsurdleSolver}). The message can be shown to a user as it is:
 * {@code the exact search from 2,315 answers needs more than its budget of 20,000 rows of marks}.
 *
 * <p>The library's one public exception for a computation that went over its budget: the engine's
 * own budget signal stays inside the library (a game whose check for a sure finish runs out of its
 * budget plays its ranked guess instead), and only this exception reaches a caller.
 *
 * <p>Cheap to throw: it records no stack trace and takes no suppressed exceptions. Its fields are
 * final, so it is immutable.
 */
public final class BudgetExceededException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * @serial the budget that ran out, in rows
   */
  private final long budget;

  /**
   * @serial the answers still possible where the search started
   */
  private final int remaining;

  BudgetExceededException(long budget, int remaining) {
    super(
        String.format(
            java.util.Locale.ROOT,
            "the exact search from %,d answers needs more than its budget of %,d rows of marks",
            remaining,
            budget),
        null,
        false,
        false);
    this.budget = budget;
    this.remaining = remaining;
  }

  /** Returns the budget that ran out, in rows. */
  public long budget() {
    return budget;
  }

  /** Returns how many answers were still possible where the search started. */
  public int remaining() {
    return remaining;
  }
}
