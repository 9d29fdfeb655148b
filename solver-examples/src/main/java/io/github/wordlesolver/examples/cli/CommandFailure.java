package io.github.wordlesolver.examples.cli;

/**
 * A failure a command reports with a given exit status and a one-line message, without a stack
 * trace (see {@link ErrorHandler}). Immutable.
 */
final class CommandFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * @serial the process exit status to report
   */
  private final int exitCode;

  /** Creates the failure; {@code message} is printed as is after the command name. */
  CommandFailure(int exitCode, String message) {
    super(message, null, false, false);
    this.exitCode = exitCode;
  }

  /** Returns the exit status to report. */
  int exitCode() {
    return exitCode;
  }
}
