package io.github.wordlesolver.engine;

/**
 * Thrown inside the engine when a search runs out of its budget (nodes of the feasibility check,
 * rows of marks of the Absurdle search). The one budget exception of the engine; it never leaves
 * the library: the exported callers catch it and either fall back (a game's feasibility check) or
 * throw the public {@link io.github.wordlesolver.absurdle.BudgetExceededException}. Cheap to throw:
 * no stack trace, no suppressed exceptions.
 */
public final class OverBudgetException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Makes one with {@code message}, naming the budget that ran out. */
  OverBudgetException(String message) {
    super(message, null, false, false);
  }
}
