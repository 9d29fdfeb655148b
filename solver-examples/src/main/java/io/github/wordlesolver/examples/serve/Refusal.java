package io.github.wordlesolver.examples.serve;

import org.eclipse.jetty.http.HttpFields;

/**
 * A request the server refuses, with the status (4xx, or 503 for a service not ready), the message
 * the client is shown and the headers to send with it; {@link Refusals} turns it into the reply. No
 * stack trace is filled in: a refusal is an answer, not a bug.
 */
final class Refusal extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * @serial the HTTP status
   */
  private final int status;

  /** The headers to send with the refusal. */
  private final transient HttpFields headers;

  /** A refusal without extra headers. */
  Refusal(int status, String message) {
    this(status, message, HttpFields.EMPTY);
  }

  /** A refusal whose reply also has {@code headers}, e.g. {@code Allow} or {@code Retry-After}. */
  Refusal(int status, String message, HttpFields headers) {
    super(message, null, false, false);
    this.status = status;
    this.headers = headers;
  }

  /** Returns the HTTP status. */
  int status() {
    return status;
  }

  /** Returns the headers to send with the refusal. */
  HttpFields headers() {
    return headers;
  }
}
