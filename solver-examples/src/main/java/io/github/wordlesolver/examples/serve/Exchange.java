package io.github.wordlesolver.examples.serve;

import org.eclipse.jetty.http.HttpFields;

/**
 * A request as the route table and the endpoints see it: method, path, headers and the whole body,
 * already read (at most the server's body limit). Immutable once built (the body array is never
 * written after it is read).
 */
final class Exchange {
  private final String method;
  private final String path;
  private final HttpFields headers;
  private final byte[] body;

  Exchange(String method, String path, HttpFields headers, byte[] body) {
    this.method = method;
    this.path = path;
    this.headers = headers;
    this.body = body;
  }

  /** Returns the method, e.g. {@code POST}. */
  String method() {
    return method;
  }

  /** Returns the path, e.g. {@code /suggest}. */
  String path() {
    return path;
  }

  /** Returns the request's headers. */
  HttpFields headers() {
    return headers;
  }

  /** Returns the body's bytes (not a copy: never to be written). */
  byte[] body() {
    return body;
  }
}
