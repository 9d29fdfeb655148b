package io.github.wordlesolver.examples.serve;

import io.github.wordlesolver.examples.text.Excerpt;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.jspecify.annotations.Nullable;

/**
 * The route table: each endpoint's method, path, the fields its JSON body may hold and its handler.
 * A request to a path of the table gets 405 (with {@code Allow}) for another method, else its body
 * is read ({@link RequestReader}: POST only) and the handler answers 200 with its JSON; any other
 * path is one of the web app's files ({@link WebAssets}) or 404 with a message that lists the
 * table. Immutable; the handlers are thread-safe.
 */
final class Routes {
  /** An endpoint's JSON answer to a request it accepts; it throws to refuse ({@link Refusals}). */
  @FunctionalInterface
  interface Handler {
    /** Returns the JSON body of the 200 answer. */
    String answer(RequestReader request);
  }

  /**
   * One endpoint.
   *
   * @param method {@code GET} (which {@code HEAD} also reaches; the body is never read) or {@code
   *     POST} (the body is a JSON object with only {@code fields})
   * @param path the exact path
   * @param fields the fields a POST body may hold
   * @param handler the endpoint
   */
  record Route(String method, String path, Set<String> fields, Handler handler) {
    /** Returns a POST endpoint whose JSON body may hold {@code fields}. */
    static Route post(String path, Set<String> fields, Handler handler) {
      return new Route("POST", path, Set.copyOf(fields), handler);
    }

    /** Returns a GET endpoint, which reads no body. */
    static Route get(String path, Supplier<String> answer) {
      return new Route("GET", path, Set.of(), request -> answer.get());
    }

    /** Returns whether a request with method {@code requested} reaches this endpoint. */
    boolean allows(String requested) {
      return method.equals(requested) || (method.equals("GET") && requested.equals("HEAD"));
    }
  }

  private final Map<String, Route> byPath = new LinkedHashMap<>();
  private final WebAssets assets;

  /** What a 404 lists: the web app, then every route, e.g. {@code GET /health}. */
  private final String listing;

  /**
   * A table of {@code routes}, listed in that order in a 404, and the web app's files.
   *
   * @throws IllegalArgumentException if two routes share a path
   */
  Routes(List<Route> routes, WebAssets assets) {
    for (Route route : routes) {
      if (byPath.put(route.path(), route) != null) {
        throw new IllegalArgumentException("two routes for " + route.path());
      }
    }
    this.assets = assets;
    StringBuilder text = new StringBuilder("the web app at GET /");
    for (int i = 0; i < routes.size(); i++) {
      text.append(i == routes.size() - 1 ? " and " : ", ")
          .append(routes.get(i).method())
          .append(' ')
          .append(routes.get(i).path());
    }
    this.listing = text.toString();
  }

  /**
   * Returns the answer to {@code exchange}.
   *
   * @throws RuntimeException what the reader or the endpoint threw, for {@link Refusals}: 404 for a
   *     path that is neither a route nor a file, 405 for another method
   */
  Reply reply(Exchange exchange) {
    String path = exchange.path();
    String method = exchange.method();
    Route route = byPath.get(path);
    if (route == null) {
      @Nullable Reply asset = assets.serve(exchange);
      if (asset == null) {
        throw new Refusal(
            404,
            Refusal.NOT_FOUND,
            "no such endpoint: "
                + method
                + " "
                + Excerpt.of(path)
                + " (there are "
                + listing
                + ")");
      }
      return asset;
    }
    if (!route.allows(method)) {
      throw new Refusal(
          405,
          Refusal.METHOD_NOT_ALLOWED,
          path + " takes " + route.method() + ", not " + method,
          HttpFields.build().put(HttpHeader.ALLOW, route.method()));
    }
    RequestReader request =
        route.method().equals("POST")
            ? RequestReader.read(exchange.body(), route.fields())
            : RequestReader.EMPTY;
    return Reply.json(200, route.handler().answer(request));
  }
}
