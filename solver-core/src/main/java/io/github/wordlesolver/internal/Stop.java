package io.github.wordlesolver.internal;

import java.util.concurrent.CancellationException;
import org.jspecify.annotations.Nullable;

/**
 * When a computation must stop: the one way the library's long work learns that its caller gave up
 * (cancelled) or ran out of time (past its deadline). Thread-safe.
 *
 * <p>A stop is <b>cancelled</b> once {@link #cancel()} is called on it or on a stop it was made
 * from, or once the thread that owns it (if any) is interrupted. It is <b>past its deadline</b>
 * once the {@link System#nanoTime()} of its own deadline, or of a stop it was made from, has passed
 * (unless it was made {@linkplain #withoutDeadline() without one}). Cancelled work is thrown away
 * ({@link CancellationException}); work past its deadline answers with what it found so far, each
 * caller saying what that is.
 *
 * <p>Every thread has a <b>current</b> stop ({@link #current()}): by default one owned by the
 * thread, cancelled by its interrupt and with no deadline, so that interrupting a thread stops the
 * library's work on it. {@link #install()} makes another one current for a scope. {@link
 * Parallel#forEach} makes the caller's current stop current on the threads that help it, for the
 * items they run, so that the polls of the engine's searches ({@link #searchMustStop()}) and of the
 * rankings see the caller's stop whichever thread runs them.
 */
public final class Stop {
  private final @Nullable Stop parent;
  private final @Nullable Thread owner;
  private final long deadline;
  private final boolean timed;

  /** Whether this stop ignores the deadlines of the stops it was made from. */
  private final boolean ownDeadlineOnly;

  private volatile boolean cancelled;

  /** What a search does, once, when it first polls past the deadline; null to stop it. */
  private volatile @Nullable Runnable onDeadline;

  private static final ThreadLocal<Stop> CURRENT =
      ThreadLocal.withInitial(() -> new Stop(null, Thread.currentThread(), 0, false, false));

  private Stop(
      @Nullable Stop parent,
      @Nullable Thread owner,
      long deadline,
      boolean timed,
      boolean ownDeadlineOnly) {
    this.parent = parent;
    this.owner = owner;
    this.deadline = deadline;
    this.timed = timed;
    this.ownDeadlineOnly = ownDeadlineOnly;
  }

  /** Returns the calling thread's current stop (see the class comment). */
  public static Stop current() {
    return CURRENT.get();
  }

  /**
   * Returns a stop owned by no thread, cancelled only by {@link #cancel()}, past its deadline once
   * {@code System.nanoTime()} reaches {@code deadline} if {@code timed}.
   */
  public static Stop detached(long deadline, boolean timed) {
    return new Stop(null, null, deadline, timed, false);
  }

  /**
   * Returns a stop made from this one: cancelled when this one is, or when {@code owner} (if not
   * null) is interrupted, or by its own {@link #cancel()}; past this one's deadline.
   */
  public Stop child(@Nullable Thread owner) {
    return new Stop(this, owner, 0, false, false);
  }

  /**
   * Returns a stop made from this one, cancelled when it is, past this one's deadline or {@code
   * deadline} (a {@link System#nanoTime()}), whichever comes first, if {@code timed}.
   */
  public Stop withDeadline(long deadline, boolean timed) {
    return new Stop(this, null, deadline, timed, false);
  }

  /** Returns a stop cancelled when this one is, and never past a deadline. */
  public Stop withoutDeadline() {
    return new Stop(this, null, 0, false, true);
  }

  /** Cancels this stop and every stop made from it. */
  public void cancel() {
    cancelled = true;
  }

  /** Returns whether this stop is cancelled (see the class comment). */
  public boolean isCancelled() {
    for (Stop s = this; s != null; s = s.parent) {
      if (s.cancelled) {
        return true;
      }
      Thread t = s.owner;
      if (t != null && t.isInterrupted()) {
        return true;
      }
    }
    return false;
  }

  /** Returns whether this stop is past its deadline (see the class comment). */
  public boolean isPastDeadline() {
    for (Stop s = this; s != null; s = s.parent) {
      if (s.timed && System.nanoTime() - s.deadline >= 0) {
        return true;
      }
      if (s.ownDeadlineOnly) {
        return false;
      }
    }
    return false;
  }

  /**
   * Throws if this stop is cancelled.
   *
   * @throws CancellationException if it is
   */
  public void throwIfCancelled() {
    if (isCancelled()) {
      throw new CancellationException("cancelled");
    }
  }

  /**
   * What the cancel hook of the engine's searches asks, now and then: whether the search must stop
   * (it then throws {@link CancellationException}). True once the calling thread's current stop is
   * cancelled. Past its deadline, the first poll runs the action of {@link #onDeadline} if one is
   * set and lets the search go on (the action makes it end its own way, as a budget spent does);
   * otherwise the search stops.
   */
  public static boolean searchMustStop() {
    Stop stop = current();
    if (stop.isCancelled()) {
      return true;
    }
    if (!stop.isPastDeadline()) {
      return false;
    }
    for (Stop s = stop; s != null; s = s.parent) {
      Runnable action = s.onDeadline;
      if (action != null) {
        s.onDeadline = null;
        action.run();
        return false;
      }
      if (s.ownDeadlineOnly) {
        break;
      }
    }
    return true;
  }

  /**
   * Sets what a search polling this stop past its deadline does instead of stopping, once ({@link
   * #searchMustStop}), until the returned scope is closed.
   */
  public Scope onDeadline(Runnable action) {
    onDeadline = action;
    return () -> onDeadline = null;
  }

  /** Makes this stop the calling thread's current one until the returned scope is closed. */
  public Scope install() {
    Stop before = CURRENT.get();
    CURRENT.set(this);
    return () -> CURRENT.set(before);
  }

  /** A scope that ends without an exception. */
  @FunctionalInterface
  public interface Scope extends AutoCloseable {
    @Override
    void close();
  }
}
