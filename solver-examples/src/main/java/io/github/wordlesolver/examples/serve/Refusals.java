package io.github.wordlesolver.examples.serve;

import io.github.wordlesolver.RefusalException;
import io.github.wordlesolver.examples.text.Excerpt;
import io.github.wordlesolver.solver.IllegalGuessException;
import io.github.wordlesolver.solver.ImpossibleMarksException;
import java.util.concurrent.CompletionException;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.jspecify.annotations.Nullable;

/**
 * The one place where what went wrong becomes a reply, {@code {"error":"message","code":"code"}}
 * (the codes are {@link Refusal}'s, listed in docs/http-api.md):
 *
 * <ul>
 *   <li>a {@link Refusal} (from the route table, the request reader and the endpoints) with its
 *       status, message and headers;
 *   <li>a {@link Pending} answer that waited in vain: its own refusal (503 with {@code
 *       Retry-After});
 *   <li>the library's {@link IllegalArgumentException}: 400 with its message and a code: the
 *       refusal's kind for an {@link IllegalGuessException} or a {@link RefusalException} that has
 *       one, {@code impossible_marks} for an {@link ImpossibleMarksException}, else {@code
 *       invalid_argument}. Every argument the endpoints give the library comes from the request,
 *       and the library says so when one is wrong (an unknown word, impossible marks, a turn after
 *       a solved game, a date without an answer);
 *   <li>anything else is a bug: 500, naming only the exception's class;
 *   <li>a body that cannot be read ({@link #unreadable}) and Jetty's own refusals ({@link
 *       JettyErrors}: malformed HTTP, headers over the limit, a request that took too long).
 * </ul>
 *
 * Stateless.
 */
final class Refusals {
  private Refusals() {}

  /** Returns the reply to what an endpoint threw; see the class comment. */
  static Reply reply(RuntimeException thrown) {
    RuntimeException e = thrown instanceof Pending pending ? pending.late() : thrown;
    if (e instanceof Refusal refusal) {
      return Reply.error(refusal.status(), refusal.code(), refusal.getMessage(), refusal.headers());
    }
    if (e instanceof IllegalArgumentException) {
      String code =
          e instanceof IllegalGuessException illegal && illegal.refusal().isPresent()
              ? illegal.refusal().get().kind().code()
              : e instanceof RefusalException refused && refused.refusal().isPresent()
                  ? refused.refusal().get().kind().code()
                  : e instanceof ImpossibleMarksException
                      ? Refusal.IMPOSSIBLE_MARKS
                      : Refusal.INVALID_ARGUMENT;
      return Reply.error(400, code, e.getMessage(), HttpFields.EMPTY);
    }
    return Reply.error(
        500,
        Refusal.INTERNAL_ERROR,
        "internal error: " + e.getClass().getSimpleName(),
        HttpFields.EMPTY);
  }

  /** Returns the 413 of a body over {@code maxBody} bytes; the connection is closed after it. */
  static Refusal tooLarge(int maxBody) {
    return new Refusal(
        413,
        Refusal.BODY_TOO_LARGE,
        "the request body is over the limit of " + maxBody + " bytes",
        HttpFields.build().put(HttpHeader.CONNECTION, "close"));
  }

  /**
   * Returns the refusal of a body that could not be read: 413 if it passed the limit ({@code
   * chunkTooLarge}: a chunk declared larger than the rest of the limit, see {@link
   * ChunkLimitedConnections}), else 400.
   */
  static Refusal unreadable(@Nullable Throwable failure, int maxBody, boolean chunkTooLarge) {
    if (chunkTooLarge) {
      return tooLarge(maxBody);
    }
    Throwable cause =
        failure instanceof CompletionException && failure.getCause() != null
            ? failure.getCause()
            : failure;
    if (cause instanceof Refusal refusal) {
      return refusal;
    }
    if (cause instanceof IllegalStateException) {
      // How Jetty's asByteArrayAsync says the body passed the limit it was given.
      return tooLarge(maxBody);
    }
    return new Refusal(400, Refusal.UNREADABLE_BODY, "cannot read the request body");
  }

  /** Jetty's own refusals (malformed HTTP, headers too large, too slow) in the service's JSON. */
  static final class JettyErrors extends ErrorHandler {
    @Override
    protected void generateResponse(
        Request request,
        Response response,
        int code,
        String message,
        Throwable cause,
        Callback callback) {
      Reply.error(code, codeOf(code), describe(code, message), HttpFields.EMPTY)
          .send(response, false, callback);
    }

    private static String codeOf(int status) {
      return status == 431
          ? Refusal.HEADERS_TOO_LARGE
          : status == 408
              ? Refusal.REQUEST_TIMEOUT
              : status >= 500 ? Refusal.INTERNAL_ERROR : Refusal.MALFORMED_HTTP;
    }

    private static String describe(int code, @Nullable String reason) {
      String what =
          code == 431
              ? "the request headers are over the limit of " + WordleServer.HEADER_BYTES + " bytes"
              : code == 408 ? "the request took too long" : "malformed HTTP request";
      return reason == null || reason.isBlank() ? what : what + " (" + Excerpt.of(reason) + ")";
    }
  }
}
