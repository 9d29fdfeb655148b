package io.github.wordlesolver.examples.serve;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * Thrown by an endpoint whose answer waits on a computation under way (the strategy's self-play):
 * the {@link Dispatcher} asks the route table again once {@code ready} completes or {@code wait}
 * has passed, holding no thread meanwhile, and sends {@code late} if the answer still waits then.
 * No stack trace is filled in.
 */
final class Pending extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Completes when the computation ends, normally or not. */
  private final transient CompletableFuture<?> ready;

  /** The longest a request waits for it. */
  private final transient Duration wait;

  /** The refusal sent if the answer still waits after {@code wait}. */
  private final transient Refusal late;

  Pending(CompletableFuture<?> ready, Duration wait, Refusal late) {
    super(late.getMessage(), null, false, false);
    this.ready = ready;
    this.wait = wait;
    this.late = late;
  }

  /** Returns a future that completes when the computation ends, normally or not. */
  CompletableFuture<?> ready() {
    return ready;
  }

  /** Returns the longest a request waits for it. */
  Duration waitFor() {
    return wait;
  }

  /** Returns the refusal to send if the answer still waits after {@link #waitFor()}. */
  Refusal late() {
    return late;
  }
}
