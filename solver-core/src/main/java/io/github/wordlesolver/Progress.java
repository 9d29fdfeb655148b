package io.github.wordlesolver;

/**
 * Receives progress reports from a long computation: building a decision tree ({@code
 * TreeBuilder.progress}), self-play ({@code SelfPlay.run}, {@code MultiSelfPlay.run}), a proven
 * ranking of openers ({@code ProvenRanking}) and the Absurdle minimum ({@code
 * AbsurdleSolver.minimum}). The one progress type of the library.
 *
 * <p><b>When:</b> as units of work finish; each computation names its phases and units in its own
 * javadoc. Within a phase {@code total} stays the same and {@code done} counts the units finished.
 *
 * <p><b>Threads:</b> reports come from the threads doing the work (worker threads of the common
 * fork-join pool, of a task runner or of the computation's own pool), possibly several at once and
 * not necessarily in the order of {@code done}: a report of 7 may arrive after one of 8. An
 * implementation must therefore be thread-safe, and quick, since the work waits for it; keep the
 * largest {@code done} seen if it draws a bar. It should not throw, unless the computation's
 * javadoc says what a throw does (self-play, for one, is abandoned).
 */
@FunctionalInterface
public interface Progress {
  /**
   * Reports that {@code done} of {@code total} units of {@code phase} are finished.
   *
   * @param phase the computation's name for the current phase, e.g. {@code "games"} or {@code
   *     "openers"}
   * @param done the units of the phase finished so far, 0 to {@code total}
   * @param total the units of the phase
   */
  void update(String phase, int done, int total);

  /** Returns the listener that ignores every report: one shared instance. */
  static Progress none() {
    return NoProgress.INSTANCE;
  }
}
