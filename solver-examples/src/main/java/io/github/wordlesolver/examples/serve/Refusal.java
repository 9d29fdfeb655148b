package io.github.wordlesolver.examples.serve;

import org.eclipse.jetty.http.HttpFields;

/**
 * A request the server refuses, with the status (4xx, or 503 for a service not ready), the stable
 * {@code "code"} and the message the client is shown, and the headers to send with it; {@link
 * Refusals} turns it into the reply. No stack trace is filled in: a refusal is an answer, not a
 * bug.
 *
 * <p>Codes are lower-case names, listed in docs/http-api.md: the {@linkplain
 * io.github.wordlesolver.Refusal.Kind#code() code of the library's refusal kind} when the library
 * refused ({@link #of}), else one of the constants here.
 */
final class Refusal extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The body is not UTF-8, not JSON, or not a JSON object. */
  static final String MALFORMED_JSON = "malformed_json";

  /** The body, or a turn of its history, has a field the endpoint does not take. */
  static final String UNKNOWN_FIELD = "unknown_field";

  /** A field the request needs is missing. */
  static final String MISSING_FIELD = "missing_field";

  /** A field has the wrong type, is out of range, or does not go with another field. */
  static final String BAD_FIELD = "bad_field";

  /** A turn of the history is malformed: not an object, or marks that cannot be read. */
  static final String BAD_TURN = "bad_turn";

  /** A guess comes after the game is over (won, or out of guesses). */
  static final String GAME_OVER = "game_over";

  /** Marks that contradict earlier ones or fit no word. */
  static final String IMPOSSIBLE_MARKS = "impossible_marks";

  /** Any other argument the library refused (the message says which). */
  static final String INVALID_ARGUMENT = "invalid_argument";

  /** A suggestion the server's budget does not allow (422). */
  static final String OVER_BUDGET = "over_budget";

  /** The body is over the server's limit (413). */
  static final String BODY_TOO_LARGE = "body_too_large";

  /** The body could not be read. */
  static final String UNREADABLE_BODY = "unreadable_body";

  /** No endpoint at that path (404). */
  static final String NOT_FOUND = "not_found";

  /** The endpoint takes another method (405, with {@code Allow}). */
  static final String METHOD_NOT_ALLOWED = "method_not_allowed";

  /** The request headers are over the limit (431). */
  static final String HEADERS_TOO_LARGE = "headers_too_large";

  /** The request took too long to arrive (408). */
  static final String REQUEST_TIMEOUT = "request_timeout";

  /** Jetty could not parse the request (400). */
  static final String MALFORMED_HTTP = "malformed_http";

  /** The answer is still being computed (503, with {@code Retry-After}). */
  static final String NOT_READY = "not_ready";

  /** The answer could not be computed in time and will not be (503). */
  static final String UNAVAILABLE = "unavailable";

  /** A bug: never a client's fault (500). */
  static final String INTERNAL_ERROR = "internal_error";

  /**
   * @serial the HTTP status
   */
  private final int status;

  /**
   * @serial the stable code of the reply
   */
  private final String code;

  /** The headers to send with the refusal. */
  private final transient HttpFields headers;

  /** A refusal without extra headers. */
  Refusal(int status, String code, String message) {
    this(status, code, message, HttpFields.EMPTY);
  }

  /** A refusal whose reply also has {@code headers}, e.g. {@code Allow} or {@code Retry-After}. */
  Refusal(int status, String code, String message, HttpFields headers) {
    super(message, null, false, false);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }

  /**
   * Returns the 400 of what the library refused, with the kind's code and the library's message
   * after {@code where} (e.g. {@code guess 2: }).
   */
  static Refusal of(String where, io.github.wordlesolver.Refusal refusal) {
    return new Refusal(400, refusal.kind().code(), where + refusal.message());
  }

  /** Returns the HTTP status. */
  int status() {
    return status;
  }

  /** Returns the stable code of the reply. */
  String code() {
    return code;
  }

  /** Returns the headers to send with the refusal. */
  HttpFields headers() {
    return headers;
  }
}
