package io.github.wordlesolver.examples.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.absurdle.Absurdle;
import io.github.wordlesolver.absurdle.AbsurdleGame;
import io.github.wordlesolver.examples.json.JsonViews;
import io.github.wordlesolver.examples.multi.MultiText;
import io.github.wordlesolver.examples.setup.KnownAnswer;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.internal.Texts;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.multi.MultiSuggestion;
import io.github.wordlesolver.multi.MultiTurn;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.solver.TurnRating;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Promise;
import org.eclipse.jetty.util.thread.Invocable.InvocationType;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.jspecify.annotations.Nullable;

/**
 * A small JSON-over-HTTP service for bots, on Eclipse Jetty.
 *
 * <table>
 *   <caption>Endpoints</caption>
 *   <tr><th>request</th><th>response (200)</th></tr>
 *   <tr><td>{@code POST /suggest} {@code {"history":[{"guess":"salet","marks":"--Y-G"}],
 *       "hard":false, "top":5}}; every field optional (empty history, normal mode, 5 suggestions
 *       of at most {@value #MAX_TOP})</td>
 *       <td>{@code {"remaining":N, "suggestions":[{"word", "score", "entropyBits", "worstCase",
 *       "expectedRemaining", "patterns", "possibleAnswer"}, ...], "answers":[{"word",
 *       "probability"}, ...]}}, best first; no suggestions once the last turn is all green;
 *       {@code answers} (the answers still possible) only when 1 to 50 remain</td></tr>
 *   <tr><td>{@code POST /rate} {@code {"history":[{"guess":…, "marks":…}, …], "answer":…,
 *       "hard":…}} ({@code answer} and {@code hard} optional; with an answer, marks may be
 *       left out and are computed)</td>
 *       <td>{@code {"turns":[…]}}, the fields of {@code wordle rate --json}</td></tr>
 *   <tr><td>{@code POST /suggest} with {@code "boards":N} (1 to 32), a multi-board game: {@code
 *       {"boards":4, "guesses":9, "history":[{"guess":"salet", "marks":["-Y---", "G----",
 *       "----Y", "--G--"]}], "top":5}}: the marks of every board, or of every board still
 *       unsolved, in board order; {@code "guesses"} defaults to boards + 5; {@code "hard":true}
 *       is refused</td>
 *       <td>{@code {"boards":N, "guessesLeft":L, "remaining":[per board, 0 once solved],
 *       "solved":[per board], "suggestions":[{"word", "score", "expectedLeft",
 *       "boardsItFits"}, ...]}}, best first; no suggestions once every board is solved</td></tr>
 *   <tr><td>{@code POST /marks} {@code {"guess":"speed", "answer":"abide"}}, words of the guess
 *       list</td><td>{@code {"marks":"--Y-Y"}}</td></tr>
 *   <tr><td>{@code POST /absurdle} {@code {"history":["raise","yauld"], "suggest":true}}: the
 *       guesses of an {@link io.github.wordlesolver.absurdle.Absurdle} game, every field optional
 *       (empty history; no suggestion)</td>
 *       <td>{@code {"turns":[{"guess":…, "marks":…, "remaining":N}, …], "remaining":N,
 *       "won":false, "suggestion":…}}: the host's marks for each guess and the answers left
 *       after it; with {@code "suggest":true} and the game not won, {@code suggestion} is the
 *       exact solver's next guess (the first of a line that wins in the fewest guesses)</td></tr>
 *   <tr><td>{@code GET /health} (or {@code HEAD})</td><td>{@code {"status":"ok"}}</td></tr>
 *   <tr><td>{@code POST /play} {@code {"date":"2024-05-01"}} or {@code {"day":N}} or {@code
 *       {"seed":N}}, with {@code "hard"} and {@code "history":["salet", …]}; or {@code
 *       "boards":N} with a seed: a game without state on the server, for the web app</td>
 *       <td>the marks of each guess and the status; the answer, share grid and the strategy's
 *       figures only once the game is over (class {@code PlayEndpoint})</td></tr>
 *   <tr><td>{@code GET /strategy} (or {@code HEAD})</td>
 *       <td>{@code {"normal":{…}, "hard":{…}}}: the self-play of the solver over every answer
 *       in each mode, as {@code wordle simulate --json} shows it, played once per server</td></tr>
 *   <tr><td>{@code GET /} (or {@code HEAD}), {@code /app.js} and the web app's other
 *       files</td><td>the web app (class {@code WebAssets}): its files from the jar, nothing
 *       from elsewhere</td></tr>
 * </table>
 *
 * Errors are JSON too, {@code {"error":"message"}}: 400 for bad input (malformed JSON or HTTP,
 * wrong types, unknown fields or words, bad or impossible marks, hard-mode violations, a turn after
 * a solved game), 404 for an unknown path, 405 for a wrong method, 413 for a body over the limit
 * (refused from its {@code Content-Length} before it is read, or once the limit is passed), 431 for
 * headers over 8 KiB, 500 only for a bug. Every response but the web app's files has {@code
 * Content-Type: application/json; charset=utf-8}.
 *
 * <h2>Threads, limits and the cache</h2>
 *
 * One {@link Solver} (thread-safe) serves all requests; each request builds its own {@link Game}
 * with {@link Solver#resume}. Connections are read without holding a thread (a client that sends
 * its request slowly holds only its socket, and is closed after {@value #IDLE_MILLIS} ms without a
 * byte); requests run on a bounded pool of threads. {@code /suggest} answers are cached per (mode,
 * history, top), at most {@value #CACHE_ENTRIES} of them, least recently used first out: bots that
 * share openers cost a map look-up.
 *
 * <p>Start with {@link #start}, stop with {@link #close()}. Thread-safe.
 */
public final class WordleServer implements AutoCloseable {
  /** The default limit on a request body, in bytes: 64 KiB. */
  public static final int DEFAULT_MAX_BODY = 64 * 1024;

  /** The most suggestions one request may ask for. */
  public static final int MAX_TOP = 100;

  /** The number of suggestions when a request does not say. */
  public static final int DEFAULT_TOP = 5;

  /** How long a connection may send nothing before it is closed, in milliseconds. */
  public static final int IDLE_MILLIS = 10_000;

  /** The most {@code /suggest} answers the cache keeps. */
  public static final int CACHE_ENTRIES = 10_000;

  private static final String JSON = "application/json; charset=utf-8";
  private static final int HEADER_BYTES = 8 * 1024;

  private final Solver solver;
  private final Absurdle absurdle;
  private final MultiSolver multi;
  private final PlayEndpoint play;
  private final WebAssets assets;
  private final int maxBody;
  private final Server server;
  private final ServerConnector connector;
  private final Map<String, String> cache =
      new LinkedHashMap<>(256, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
          return size() > CACHE_ENTRIES;
        }
      };
  private final AtomicBoolean closed = new AtomicBoolean();
  private volatile @Nullable InetSocketAddress bound;

  private WordleServer(Solver solver, Solver variants, int maxBody, int threads) {
    this.solver = solver;
    this.absurdle = Absurdle.of(variants.answers(), variants.guesses());
    this.multi = SolverSetup.multi(variants);
    this.play = new PlayEndpoint(solver, multi);
    this.assets = WebAssets.load();
    this.maxBody = maxBody;
    QueuedThreadPool pool = new QueuedThreadPool(threads + 4, Math.min(4, threads + 4), 60_000);
    pool.setName("wordle-http");
    pool.setDaemon(true);
    this.server = new Server(pool);
    HttpConfiguration http = new HttpConfiguration();
    http.setRequestHeaderSize(HEADER_BYTES);
    http.setSendServerVersion(false);
    http.setSendXPoweredBy(false);
    this.connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
    connector.setIdleTimeout(IDLE_MILLIS);
    server.addConnector(connector);
    server.setHandler(new Endpoints());
    server.setErrorHandler(new JsonErrors());
    server.setStopTimeout(1_000);
  }

  /**
   * Starts a server whose every game uses {@code solver}'s lists, with the default body limit and
   * one request thread per processor (at least two), plus four for Jetty's own work.
   *
   * @param address where to listen; port 0 picks a free port (see {@link #address()})
   * @throws IOException if the address cannot be bound; the message names it
   */
  public static WordleServer start(Solver solver, InetSocketAddress address) throws IOException {
    return start(solver, solver, address);
  }

  /**
   * Starts a server whose single-board games use {@code solver} and whose multi-board games and
   * Absurdle use {@code variants}' lists (how {@code wordle serve} plays today's NYT game and keeps
   * the original lists for the variants), with the default body limit and one request thread per
   * processor (at least two), plus four for Jetty's own work.
   *
   * @param address where to listen; port 0 picks a free port (see {@link #address()})
   * @throws IOException if the address cannot be bound; the message names it
   */
  public static WordleServer start(Solver solver, Solver variants, InetSocketAddress address)
      throws IOException {
    return start(
        solver,
        variants,
        address,
        DEFAULT_MAX_BODY,
        Math.max(2, Runtime.getRuntime().availableProcessors()));
  }

  /**
   * Starts a server whose every game uses {@code solver}'s lists.
   *
   * @param maxBody the largest request body accepted, in bytes
   * @param threads the number of request threads
   * @throws IOException if the address cannot be bound; the message names it
   * @throws IllegalArgumentException if {@code maxBody} or {@code threads} is below 1, or the
   *     address is unresolved
   */
  public static WordleServer start(
      Solver solver, InetSocketAddress address, int maxBody, int threads) throws IOException {
    return start(solver, solver, address, maxBody, threads);
  }

  /**
   * Starts a server; {@code variants} as in {@link #start(Solver, Solver, InetSocketAddress)}.
   *
   * @param maxBody the largest request body accepted, in bytes
   * @param threads the number of request threads
   * @throws IOException if the address cannot be bound; the message names it
   * @throws IllegalArgumentException if {@code maxBody} or {@code threads} is below 1, or the
   *     address is unresolved
   */
  public static WordleServer start(
      Solver solver, Solver variants, InetSocketAddress address, int maxBody, int threads)
      throws IOException {
    if (maxBody < 1 || threads < 1) {
      throw new IllegalArgumentException(
          "the body limit and the number of threads must be positive: " + maxBody + ", " + threads);
    }
    if (address.isUnresolved()) {
      throw new IllegalArgumentException("cannot resolve host '" + address.getHostString() + "'");
    }
    WordleServer wordle = new WordleServer(solver, variants, maxBody, threads);
    wordle.connector.setHost(address.getAddress().getHostAddress());
    wordle.connector.setPort(address.getPort());
    try {
      wordle.server.start();
      wordle.bound = new InetSocketAddress(address.getAddress(), wordle.connector.getLocalPort());
    } catch (Exception e) {
      wordle.close();
      Throwable cause = e;
      while (cause.getCause() != null && !(cause instanceof BindException)) {
        cause = cause.getCause();
      }
      throw new IOException(
          "cannot listen on "
              + address.getAddress().getHostAddress()
              + ":"
              + address.getPort()
              + ": "
              + (cause instanceof BindException
                  ? "the address is in use or not this machine's"
                  : String.valueOf(cause.getMessage())),
          e);
    }
    return wordle;
  }

  /** Returns the address the server listens on, with the actual port. */
  public InetSocketAddress address() {
    return Objects.requireNonNull(bound, "started");
  }

  /** Returns the base address, e.g. {@code http://127.0.0.1:8080}. */
  public URI uri() {
    InetSocketAddress address = address();
    String host = address.getAddress().getHostAddress();
    return URI.create(
        "http://" + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + address.getPort());
  }

  /**
   * Stops the server: no new connections; requests under way get up to a second to finish.
   * Idempotent.
   */
  @Override
  public void close() {
    if (!closed.compareAndSet(false, true)) {
      return;
    }
    try {
      server.stop();
    } catch (Exception e) {
      // Stopping is best effort: the threads are daemons and the socket is closed either way.
    }
  }

  /**
   * A response: status, content type, body (read-only) and extra headers; JSON unless said
   * otherwise.
   */
  record Reply(int status, String contentType, ByteBuffer body, HttpFields headers) {
    Reply(int status, String json) {
      this(status, json, HttpFields.EMPTY);
    }

    Reply(int status, String json, HttpFields headers) {
      this(
          status,
          JSON,
          ByteBuffer.wrap(json.getBytes(StandardCharsets.UTF_8)).asReadOnlyBuffer(),
          headers);
    }
  }

  /** A request the server refuses, with the status and message to send. */
  static final class Refusal extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * @serial the HTTP status
     */
    private final int status;

    /** The headers to send with the refusal. */
    private final transient HttpFields headers;

    Refusal(int status, String message) {
      this(status, message, HttpFields.EMPTY);
    }

    Refusal(int status, String message, HttpFields headers) {
      super(message, null, false, false);
      this.status = status;
      this.headers = headers;
    }
  }

  /** A request as the endpoints see it: method, path, headers and the whole body, read. */
  static final class Exchange {
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

    HttpFields headers() {
      return headers;
    }

    String method() {
      return method;
    }

    String path() {
      return path;
    }

    byte[] body() {
      return body;
    }
  }

  /** Reads each request's body without holding a thread, then answers it on the pool. */
  private final class Endpoints extends Handler.Abstract {
    @Override
    public boolean handle(Request request, Response response, Callback callback) {
      String method = request.getMethod();
      String path = request.getHttpURI().getPath();
      HttpFields headers = request.getHeaders();
      long declared = request.getLength();
      if (declared > maxBody) {
        server
            .getThreadPool()
            .execute(() -> respond(method, path, headers, null, tooLarge(), response, callback));
      } else {
        // The body arrives without holding a thread; the answer is computed on the pool.
        Content.Source.asByteArrayAsync(
            request,
            maxBody + 1,
            Promise.Invocable.from(
                InvocationType.NON_BLOCKING,
                (byte[] bytes, @Nullable Throwable failure) ->
                    server
                        .getThreadPool()
                        .execute(
                            () ->
                                respond(
                                    method, path, headers, bytes, failure, response, callback))));
      }
      return true;
    }
  }

  private void respond(
      String method,
      @Nullable String path,
      HttpFields headers,
      byte @Nullable [] bytes,
      @Nullable Throwable failure,
      Response response,
      Callback callback) {
    Reply answer;
    try {
      if (failure != null || bytes == null) {
        throw refusalOf(failure);
      }
      if (bytes.length > maxBody) {
        throw tooLarge();
      }
      answer = route(new Exchange(method, path == null ? "" : path, headers, bytes));
    } catch (Refusal e) {
      answer = new Reply(e.status, error(e.getMessage()), e.headers);
    } catch (RuntimeException e) {
      answer = new Reply(500, error("internal error: " + e.getClass().getSimpleName()));
    }
    send(response, answer, HttpMethod.HEAD.is(method), callback);
  }

  private Refusal refusalOf(@Nullable Throwable failure) {
    Throwable cause =
        failure instanceof CompletionException && failure.getCause() != null
            ? failure.getCause()
            : failure;
    if (cause == null) {
      return new Refusal(400, "cannot read the request body");
    }
    if (cause instanceof Refusal refusal) {
      return refusal;
    }
    if (cause instanceof IllegalStateException) {
      // How Jetty's asByteArrayAsync says the body passed the limit it was given.
      return tooLarge();
    }
    return new Refusal(400, "cannot read the request body");
  }

  private static void send(Response response, Reply answer, boolean head, Callback callback) {
    ByteBuffer body = answer.body().slice();
    response.setStatus(answer.status());
    HttpFields.Mutable headers = response.getHeaders();
    headers.put(HttpHeader.CONTENT_TYPE, answer.contentType());
    for (HttpField field : answer.headers()) {
      headers.put(field);
    }
    headers.put(HttpHeader.CONTENT_LENGTH, body.remaining());
    response.write(true, head ? null : body, callback);
  }

  /** Jetty's own refusals (malformed HTTP, headers too large) in the service's JSON. */
  private static final class JsonErrors extends ErrorHandler {
    @Override
    protected void generateResponse(
        Request request,
        Response response,
        int code,
        String message,
        Throwable cause,
        Callback callback) {
      send(response, new Reply(code, error(describe(code, message))), false, callback);
    }

    private static String describe(int code, @Nullable String reason) {
      String what =
          code == 431
              ? "the request headers are over the limit of " + HEADER_BYTES + " bytes"
              : code == 408 ? "the request took too long" : "malformed HTTP request";
      return reason == null || reason.isBlank() ? what : what + " (" + Texts.shorten(reason) + ")";
    }
  }

  private Reply route(Exchange exchange) {
    String path = exchange.path();
    String method = exchange.method();
    return switch (path) {
      case "/suggest" -> {
        requireMethod(exchange, "POST");
        JsonObject request =
            readObject(exchange, Set.of("history", "hard", "top", "boards", "guesses"));
        yield new Reply(
            200, field(request, "boards") != null ? suggestBoards(request) : suggest(request));
      }
      case "/rate" -> {
        requireMethod(exchange, "POST");
        yield new Reply(200, rate(readObject(exchange, Set.of("history", "answer", "hard"))));
      }
      case "/marks" -> {
        requireMethod(exchange, "POST");
        yield new Reply(200, marks(readObject(exchange, Set.of("guess", "answer"))));
      }
      case "/absurdle" -> {
        requireMethod(exchange, "POST");
        yield new Reply(200, absurdle(readObject(exchange, Set.of("history", "suggest"))));
      }
      case "/health" -> {
        if (!"HEAD".equals(method)) {
          requireMethod(exchange, "GET");
        }
        yield new Reply(200, "{\"status\":\"ok\"}");
      }
      case "/play" -> {
        requireMethod(exchange, "POST");
        yield new Reply(200, play.play(readObject(exchange, PlayEndpoint.FIELDS)));
      }
      case "/strategy" -> {
        if (!"HEAD".equals(method)) {
          requireMethod(exchange, "GET");
        }
        yield new Reply(200, play.strategy());
      }
      default -> {
        Reply asset = assets.serve(exchange);
        if (asset == null) {
          throw new Refusal(
              404,
              "no such endpoint: "
                  + method
                  + " "
                  + Texts.shorten(path)
                  + " (there are the web app at GET /, POST /suggest, POST /rate, POST /marks,"
                  + " POST /absurdle, POST /play, GET /strategy and GET /health)");
        }
        yield asset;
      }
    };
  }

  private static void requireMethod(Exchange exchange, String method) {
    String actual = exchange.method();
    if (!method.equals(actual)) {
      throw new Refusal(
          405,
          exchange.path() + " takes " + method + ", not " + actual,
          HttpFields.build().put(HttpHeader.ALLOW, method));
    }
  }

  /** Parses the body as a JSON object with only known fields. */
  private static JsonObject readObject(Exchange exchange, Set<String> fields) {
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(exchange.body()))
              .toString();
    } catch (CharacterCodingException e) {
      throw new Refusal(400, "the body is not UTF-8 text");
    }
    JsonElement json;
    try {
      JsonReader reader = new JsonReader(new StringReader(text));
      reader.setStrictness(Strictness.STRICT);
      json = JsonParser.parseReader(reader);
      if (reader.peek() != JsonToken.END_DOCUMENT) {
        throw new Refusal(400, "malformed JSON: more after the object");
      }
    } catch (JsonParseException | IOException e) {
      throw new Refusal(400, "malformed JSON: " + jsonProblem(e));
    }
    if (!json.isJsonObject()) {
      throw new Refusal(400, "the body must be a JSON object");
    }
    JsonObject object = json.getAsJsonObject();
    for (String key : object.keySet()) {
      if (!fields.contains(key)) {
        throw new Refusal(
            400,
            "unknown field '"
                + Texts.shorten(key)
                + "' (expected "
                + String.join(", ", fields.stream().sorted().toList())
                + ")");
      }
    }
    return object;
  }

  /**
   * Says what is wrong with malformed JSON in the service's words: Gson's message without its
   * exception class names and advice to Java programmers, keeping where it happened.
   */
  static String jsonProblem(Exception e) {
    String message = String.valueOf(e.getMessage());
    int see = message.indexOf("\nSee ");
    if (see >= 0) {
      message = message.substring(0, see);
    }
    int at = message.indexOf(" at line ");
    String where = at >= 0 ? message.substring(at + 1) : "";
    String lower = message.toLowerCase(Locale.ROOT);
    String what =
        lower.contains("end of input") || lower.contains("eof")
            ? "it ends too early"
            : lower.contains("unterminated")
                ? "a string or value is not closed"
                : lower.contains("expected")
                    ? message
                        .substring(0, at >= 0 ? at : message.length())
                        .replace("com.google.gson.stream.MalformedJsonException: ", "")
                    : "not valid JSON";
    return where.isEmpty() ? what : what + " (" + where + ")";
  }

  private Refusal tooLarge() {
    return new Refusal(
        413,
        "the request body is over the limit of " + maxBody + " bytes",
        HttpFields.build().put(HttpHeader.CONNECTION, "close"));
  }

  private String suggest(JsonObject request) {
    if (field(request, "guesses") != null) {
      throw new Refusal(400, "'guesses' goes with 'boards' (a multi-board game)");
    }
    List<Turn> turns = history(request, false, null);
    Mode mode = mode(request);
    int top = DEFAULT_TOP;
    JsonElement topField = field(request, "top");
    if (topField != null) {
      top = integer(topField, "top", 1, MAX_TOP);
    }
    String key = mode + " " + top + " " + turns;
    synchronized (cache) {
      String known = cache.get(key);
      if (known != null) {
        return known;
      }
    }
    Game game;
    try {
      game = solver.resume(mode, turns);
    } catch (IllegalArgumentException e) {
      throw new Refusal(400, String.valueOf(e.getMessage()));
    }
    List<Suggestion> suggestions = game.isSolved() ? List.of() : game.suggest(top);
    JsonObject object = new JsonObject();
    object.addProperty("remaining", game.candidates().size());
    object.add("suggestions", JsonViews.suggestions(suggestions));
    JsonViews.addAnswers(object, game.candidates());
    JsonViews.addWidening(object, game);
    String answer = JsonViews.GSON.toJson(object);
    synchronized (cache) {
      cache.put(key, answer);
    }
    return answer;
  }

  private String rate(JsonObject request) {
    JsonElement answerField = field(request, "answer");
    String answer = null;
    if (answerField != null) {
      answer = string(request, "answer", "the request").toLowerCase(Locale.ROOT);
      if (!solver.guesses().contains(answer)) {
        throw new Refusal(
            400, "'answer': '" + Texts.shorten(answer) + "' is not in the guess list");
      }
    }
    List<Turn> turns = history(request, true, answer);
    List<TurnRating> ratings;
    Game game;
    try {
      ratings = solver.rate(mode(request), turns);
      game = solver.resume(mode(request), turns);
    } catch (IllegalArgumentException e) {
      throw new Refusal(400, String.valueOf(e.getMessage()));
    }
    JsonObject object = JsonViews.ratings(ratings);
    JsonViews.addWidening(object, game);
    return JsonViews.GSON.toJson(object);
  }

  static Mode mode(JsonObject request) {
    JsonElement hard = field(request, "hard");
    if (hard != null && !(hard.isJsonPrimitive() && hard.getAsJsonPrimitive().isBoolean())) {
      throw new Refusal(400, "'hard' must be true or false");
    }
    return hard != null && hard.getAsBoolean() ? Mode.HARD : Mode.NORMAL;
  }

  /**
   * Reads {@code "history"}: turns {@code {"guess":…, "marks":…}}; with an {@code answer}, marks
   * left out are computed and marks given must match it.
   */
  private List<Turn> history(JsonObject request, boolean required, @Nullable String answer) {
    List<Turn> turns = new ArrayList<>();
    JsonElement history = field(request, "history");
    if (history == null && required) {
      throw new Refusal(400, "missing 'history'");
    }
    if (history != null) {
      if (!history.isJsonArray()) {
        throw new Refusal(400, "'history' must be an array of {\"guess\":…, \"marks\":…}");
      }
      JsonArray array = history.getAsJsonArray();
      for (int i = 0; i < array.size(); i++) {
        turns.add(turn(array.get(i), "history[" + i + "]", answer));
      }
    }
    return turns;
  }

  private String absurdle(JsonObject request) {
    AbsurdleGame game = absurdle.start();
    List<Integer> remaining = new ArrayList<>();
    JsonElement history = field(request, "history");
    if (history != null) {
      if (!history.isJsonArray()) {
        throw new Refusal(400, "'history' must be an array of guesses");
      }
      JsonArray array = history.getAsJsonArray();
      for (int i = 0; i < array.size(); i++) {
        JsonElement item = array.get(i);
        if (!(item.isJsonPrimitive() && item.getAsJsonPrimitive().isString())) {
          throw new Refusal(400, "history[" + i + "] must be a string (a guess)");
        }
        String guess = item.getAsString().strip().toLowerCase(Locale.ROOT);
        String why = game.whyIllegal(guess);
        if (why != null) {
          throw new Refusal(400, "history[" + i + "]: " + why);
        }
        game = game.guess(guess);
        remaining.add(game.remaining());
      }
    }
    JsonElement suggest = field(request, "suggest");
    if (suggest != null
        && !(suggest.isJsonPrimitive() && suggest.getAsJsonPrimitive().isBoolean())) {
      throw new Refusal(400, "'suggest' must be true or false");
    }
    AbsurdleGame last = game;
    String suggestion =
        suggest != null && suggest.getAsBoolean() && !game.isWon()
            ? absurdle.solver().nextGuess(game)
            : null;
    JsonArray turns = new JsonArray();
    List<Turn> played = last.history();
    for (int i = 0; i < played.size(); i++) {
      JsonObject turn = new JsonObject();
      turn.addProperty("guess", played.get(i).guess());
      turn.addProperty("marks", played.get(i).feedback().toString());
      turn.addProperty("remaining", remaining.get(i));
      turns.add(turn);
    }
    JsonObject object = new JsonObject();
    object.add("turns", turns);
    object.addProperty("remaining", last.remaining());
    object.addProperty("won", last.isWon());
    if (suggestion != null) {
      object.addProperty("suggestion", suggestion);
    }
    return JsonViews.GSON.toJson(object);
  }

  /** {@code POST /suggest} with {@code "boards"}: see the class comment. */
  private String suggestBoards(JsonObject request) {
    JsonElement boardsField = field(request, "boards");
    int boards =
        boardsField == null ? 1 : integer(boardsField, "boards", 1, MultiSolver.MAX_BOARDS);
    int allowed = boardGuesses(request, boards, multi);
    JsonElement hard = field(request, "hard");
    if (hard != null && !(hard.isJsonPrimitive() && hard.getAsJsonPrimitive().isBoolean())) {
      throw new Refusal(400, "'hard' must be true or false");
    }
    if (hard != null && hard.getAsBoolean()) {
      throw new Refusal(400, MultiText.NO_HARD_MODE);
    }
    int top = DEFAULT_TOP;
    JsonElement topField = field(request, "top");
    if (topField != null) {
      top = integer(topField, "top", 1, MAX_TOP);
    }
    List<MultiTurn> turns = new ArrayList<>();
    JsonElement history = field(request, "history");
    if (history != null) {
      if (!history.isJsonArray()) {
        throw new Refusal(400, "'history' must be an array of {\"guess\":…, \"marks\":[…]}");
      }
      JsonArray array = history.getAsJsonArray();
      for (int i = 0; i < array.size(); i++) {
        turns.add(multiTurn(array.get(i), "history[" + i + "]"));
      }
    }
    MultiGame game;
    try {
      game = multi.resume(boards, allowed, turns);
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new Refusal(400, String.valueOf(e.getMessage()));
    }
    List<MultiSuggestion> suggestions = game.isSolved() ? List.of() : game.suggest(top);
    JsonObject object = JsonViews.boardSuggestions(game, suggestions);
    return JsonViews.GSON.toJson(object);
  }

  private MultiTurn multiTurn(JsonElement element, String where) {
    if (!element.isJsonObject()) {
      throw new Refusal(400, where + " must be an object {\"guess\":…, \"marks\":[…]}");
    }
    JsonObject object = element.getAsJsonObject();
    for (String key : object.keySet()) {
      if (!key.equals("guess") && !key.equals("marks")) {
        throw new Refusal(400, where + ": unknown field '" + key + "' (expected guess, marks)");
      }
    }
    String guess = string(object, "guess", where);
    JsonElement marks = field(object, "marks");
    if (marks == null || !marks.isJsonArray()) {
      throw new Refusal(400, where + ": 'marks' must be an array of marks, one per board");
    }
    List<Feedback> parsed = new ArrayList<>();
    JsonArray array = marks.getAsJsonArray();
    for (int b = 0; b < array.size(); b++) {
      JsonElement m = array.get(b);
      if (!(m.isJsonPrimitive() && m.getAsJsonPrimitive().isString())) {
        throw new Refusal(400, where + ": board " + (b + 1) + ": marks must be a string");
      }
      try {
        parsed.add(Feedback.parse(m.getAsString(), solver.wordLength()));
      } catch (IllegalArgumentException e) {
        throw new Refusal(400, where + ": board " + (b + 1) + ": " + e.getMessage());
      }
    }
    return new MultiTurn(guess, parsed);
  }

  private Turn turn(JsonElement element, String where, @Nullable String answer) {
    if (!element.isJsonObject()) {
      throw new Refusal(400, where + " must be an object {\"guess\":…, \"marks\":…}");
    }
    JsonObject object = element.getAsJsonObject();
    for (String key : object.keySet()) {
      if (!key.equals("guess") && !key.equals("marks")) {
        throw new Refusal(
            400, where + ": unknown field '" + Texts.shorten(key) + "' (expected guess, marks)");
      }
    }
    String guess = string(object, "guess", where);
    try {
      if (answer != null && field(object, "marks") == null) {
        if (!solver.guesses().contains(guess)) {
          throw new Refusal(
              400, where + ": '" + Texts.shorten(guess) + "' is not in the guess list");
        }
        return KnownAnswer.turn(guess, null, answer);
      }
      Turn turn =
          new Turn(guess, Feedback.parse(string(object, "marks", where), solver.wordLength()));
      return answer == null ? turn : KnownAnswer.turn(turn.guess(), turn.feedback(), answer);
    } catch (IllegalArgumentException e) {
      throw new Refusal(400, where + ": " + e.getMessage());
    }
  }

  private String marks(JsonObject request) {
    String guess = string(request, "guess", "the request").toLowerCase(Locale.ROOT);
    String answer = string(request, "answer", "the request").toLowerCase(Locale.ROOT);
    for (String word : new String[] {guess, answer}) {
      if (!solver.guesses().contains(word)) {
        throw new Refusal(400, "'" + word + "' is not in the guess list");
      }
    }
    String marks = Feedback.compute(guess, answer).toString();
    JsonObject object = new JsonObject();
    object.addProperty("marks", marks);
    return JsonViews.GSON.toJson(object);
  }

  /** Returns a field, or null if it is missing or JSON null. */
  static @Nullable JsonElement field(JsonObject object, String name) {
    JsonElement element = object.get(name);
    return element == null || element.isJsonNull() ? null : element;
  }

  private static String string(JsonObject object, String name, String where) {
    JsonElement element = field(object, name);
    if (element == null) {
      throw new Refusal(400, where + ": missing '" + name + "'");
    }
    if (!(element.isJsonPrimitive() && element.getAsJsonPrimitive().isString())) {
      throw new Refusal(400, where + ": '" + name + "' must be a string");
    }
    return element.getAsString();
  }

  /**
   * Returns the guess limit a multi-board request asks for ({@code "guesses"}, by default the
   * boards plus five); a limit {@code multi} cannot play for {@code boards} is a 400.
   */
  static int boardGuesses(JsonObject request, int boards, MultiSolver multi) {
    JsonElement field = field(request, "guesses");
    int allowed =
        field == null
            ? MultiSolver.defaultGuesses(boards)
            : integer(field, "guesses", boards, MultiSolver.MAX_GUESSES);
    String whyNot = multi.whyNot(boards, allowed);
    if (whyNot != null) {
      throw new Refusal(400, whyNot);
    }
    return allowed;
  }

  static int integer(JsonElement element, String name, int min, int max) {
    if (element.isJsonPrimitive() && element.getAsJsonPrimitive().isNumber()) {
      BigDecimal value;
      try {
        value = element.getAsBigDecimal();
      } catch (NumberFormatException e) {
        throw new Refusal(400, "'" + name + "' must be a whole number from " + min + " to " + max);
      }
      if (value.stripTrailingZeros().scale() <= 0
          && value.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) <= 0
          && value.compareTo(BigDecimal.valueOf(Integer.MIN_VALUE)) >= 0) {
        return checkRange(value.intValue(), name, min, max);
      }
    }
    throw new Refusal(400, "'" + name + "' must be a whole number from " + min + " to " + max);
  }

  private static int checkRange(int value, String name, int min, int max) {
    if (value < min || value > max) {
      throw new Refusal(
          400, "'" + name + "' must be from " + min + " to " + max + ", got " + value);
    }
    return value;
  }

  private static String error(@Nullable String message) {
    JsonObject object = new JsonObject();
    object.addProperty("error", String.valueOf(message));
    return JsonViews.GSON.toJson(object);
  }
}
