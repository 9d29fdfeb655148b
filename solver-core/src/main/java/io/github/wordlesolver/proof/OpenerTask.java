package io.github.wordlesolver.proof;

import io.github.wordlesolver.Mode;
import java.io.Serializable;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One unit of a proof job, made by {@link ProvenRanking}: find the exact total of an opener, or
 * show that it is at least {@link #bound()} (a search); or find the opener's bound without search,
 * cut short at {@link #bound()} (a {@linkplain #isDeepBound() deep bound}). Self-contained and
 * serialisable, so that any worker that holds the job's lists can run it ({@link
 * OpenerProver#prove(OpenerTask)}, in this process or on another machine). Immutable; equal tasks
 * have equal results.
 *
 * <p><b>Tooling, not library.</b> Like every type of this package, it serves the project's proofs
 * (the {@code wordle rank --proven}, {@code bound} and {@code worker} commands and the benchmarks
 * that prove the bundled results), not programs that play: it stays exported and compatible through
 * 1.x, and moves to a tooling module of its own in 2.0 (docs/dev/architecture.md, "Library and
 * tooling").
 */
public final class OpenerTask implements Serializable {
  private static final long serialVersionUID = 2L;

  /**
   * The bound of a task that wants the exact total whatever it is: larger than any total, and the
   * lower bound the search proves for an opener that loses some answer.
   */
  static final int NO_BOUND = Integer.MAX_VALUE / 4;

  /** The job. */
  private final Job job;

  /** The first guess. */
  private final String opener;

  /** The total at or above which the opener is out. */
  private final int bound;

  /** Whether a bound without search is wanted rather than a search. */
  private final boolean deepBound;

  private OpenerTask(Job job, String opener, int bound, boolean deepBound) {
    this.job = job;
    this.opener = opener;
    this.bound = bound;
    this.deepBound = deepBound;
  }

  /**
   * Returns a search task: the exact total of {@code opener} if below {@code bound}, else a lower
   * bound at or above it.
   */
  static OpenerTask search(Job job, String opener, int bound) {
    return new OpenerTask(job, opener, bound, false);
  }

  /**
   * Returns a deep-bound task: the bound without search of {@code opener}, cut short at {@code
   * bound}.
   */
  static OpenerTask deepBound(Job job, String opener, int bound) {
    return new OpenerTask(job, opener, bound, true);
  }

  /**
   * Returns the job the task belongs to, as one line of text: the SHA-256 of the answer list and of
   * the guess list (each word followed by a line feed, in list order), the mode and the guess
   * limit, as in {@code answers=<64 hex digits> guesses=<64 hex digits> mode=HARD maxGuesses=6}.
   * Equal for the tasks of one {@link OpenerProver} on every machine; a checkpoint may use it to
   * refuse a file written for another job.
   */
  public String job() {
    return job.toString();
  }

  /** Returns the job as a value. */
  Job jobValue() {
    return job;
  }

  /** Returns the hard-mode rule of the task's job. */
  public Mode mode() {
    return job.mode();
  }

  /** Returns the guesses a game allows in the task's job. */
  public int maxGuesses() {
    return job.maxGuesses();
  }

  /** Returns the first guess the task is about, a word of the job's guess list. */
  public String opener() {
    return opener;
  }

  /**
   * Returns the total at or above which the opener is out: a search gives the exact total below it
   * and a lower bound at or above it otherwise, a deep bound stops deepening once it reaches it.
   * Larger than any total when the task wants the exact total whatever it is.
   */
  public int bound() {
    return bound;
  }

  /**
   * Returns whether the task asks for a lower bound without search (the opener's {@link
   * OpenerProver#lowerBound(String) lower bound}, cut short at {@link #bound()}: milliseconds of
   * CPU, never exact) rather than a search.
   */
  public boolean isDeepBound() {
    return deepBound;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof OpenerTask that
        && job.equals(that.job)
        && opener.equals(that.opener)
        && bound == that.bound
        && deepBound == that.deepBound;
  }

  @Override
  public int hashCode() {
    return Objects.hash(job, opener, bound, deepBound);
  }

  /** Returns, for example, {@code OpenerTask[search salet below 7951, answers=… maxGuesses=6]}. */
  @Override
  public String toString() {
    return "OpenerTask["
        + (deepBound ? "deep bound " : "search ")
        + opener
        + (bound == NO_BOUND ? ", exact" : " below " + bound)
        + ", "
        + job
        + "]";
  }
}
