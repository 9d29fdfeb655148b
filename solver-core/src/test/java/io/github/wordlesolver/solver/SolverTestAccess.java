package io.github.wordlesolver.solver;

import io.github.wordlesolver.Mode;

/**
 * The package-private state of a {@link Solver} that tests of other packages read. It must live in
 * this package to reach it; the fixtures that need no such access are in {@code
 * io.github.wordlesolver.testing}.
 */
public final class SolverTestAccess {
  private SolverTestAccess() {}

  /**
   * Returns whether {@code solver} was told that every opener loses in {@code mode} (the
   * package-private {@code Solver.everyOpenerLoses}).
   */
  public static boolean everyOpenerLoses(Solver solver, Mode mode) {
    return solver.everyOpenerLoses(mode);
  }
}
