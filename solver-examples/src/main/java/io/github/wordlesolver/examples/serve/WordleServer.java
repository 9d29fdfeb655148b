package io.github.wordlesolver.examples.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.multi.MultiSuggestion;
import io.github.wordlesolver.multi.MultiTurn;
import org.jspecify.annotations.Nullable;

/**
 * A small JSON-over-HTTP service for bots, on the JDK's {@link HttpServer}.
 *
 * <table>
 *   <caption>Endpoints</caption>
 *   <tr><th>request</th><th>response (200)</th></tr>
 *   <tr><td>{@code POST /suggest} {@code {"history":[{"guess":"salet","marks":"--Y-G"}],
 *       "hard":false, "top":5}}; every field optional (empty history, normal mode, 5 suggestions
 *       of at most {@value #MAX_TOP})</td>
 *       <td>{@code {"remaining":N, "suggestions":[{"word", "score", "entropyBits", "worstCase",
 *       "expectedRemaining", "patterns", "possibleAnswer"}, ...]}}, best first; no suggestions
 *       once the last turn is all green</td></tr>
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
 *   <tr><td>{@code GET /health}</td><td>{@code {"status":"ok"}}</td></tr>
 * </table>
 * Errors are JSON too, {@code {"error":"message"}}: 400 for bad input (malformed JSON, wrong types,
 * unknown fields or words, bad or impossible marks, hard-mode violations), 404 for an unknown path,
 * 405 for a wrong method, 413 for a body over the limit (refused from its {@code Content-Length}
 * before it is read, or once the limit is passed), 500 only for a bug. Every response has {@code
 * Content-Type: application/json; charset=utf-8}.
 *
 * <h2>Threads and limits</h2>
 * One {@link Solver} (thread-safe) serves all requests; each request builds its own {@link Game}
 * with {@link Solver#resume}. Requests run on a fixed pool of threads. The JDK server has no
 * request timeouts by default, so a client that sends its body slowly holds a thread; the {@code
 * wordle serve} command sets the JDK's {@code sun.net.httpserver.maxReqTime} and {@code
 * maxRspTime} properties (seconds) before the first server starts, and embedders may do the same.
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

  private static final String JSON = "application/json; charset=utf-8";

  private final Solver solver;
  private final MultiSolver multi;
  private final int maxBody;
  private final HttpServer server;
  private final ExecutorService executor;
  private final AtomicBoolean closed = new AtomicBoolean();

  private WordleServer(Solver solver, int maxBody, HttpServer server, ExecutorService executor) {
    this.solver = solver;
    this.multi = SolverSetup.multi(solver);
    this.maxBody = maxBody;
    this.server = server;
    this.executor = executor;
  }

  /**
   * Starts a server with the default body limit and one thread per processor (at least two).
   *
   * @param address where to listen; port 0 picks a free port (see {@link #address()})
   * @throws IOException if the address cannot be bound
   */
  public static WordleServer start(Solver solver, InetSocketAddress address) throws IOException {
    return start(solver, address, DEFAULT_MAX_BODY,
        Math.max(2, Runtime.getRuntime().availableProcessors()));
  }

  /**
   * Starts a server.
   *
   * @param maxBody the largest request body accepted, in bytes
   * @param threads the number of request threads
   * @throws IOException if the address cannot be bound
   * @throws IllegalArgumentException if {@code maxBody} or {@code threads} is below 1, or the
   *     address is unresolved
   */
  public static WordleServer start(Solver solver, InetSocketAddress address, int maxBody,
      int threads) throws IOException {
    if (maxBody < 1 || threads < 1) {
      throw new IllegalArgumentException(
          "the body limit and the number of threads must be positive: " + maxBody + ", " + threads);
    }
    if (address.isUnresolved()) {
      throw new IllegalArgumentException("cannot resolve host '" + address.getHostString() + "'");
    }
    HttpServer server = HttpServer.create(address, 0);
    ExecutorService executor = Executors.newFixedThreadPool(threads, new Named());
    WordleServer wordle = new WordleServer(solver, maxBody, server, executor);
    server.createContext("/", wordle::exchange);
    server.setExecutor(executor);
    server.start();
    return wordle;
  }

  /** Returns the address the server listens on, with the actual port. */
  public InetSocketAddress address() {
    return server.getAddress();
  }

  /** Returns the base address, e.g. {@code http://127.0.0.1:8080}. */
  public URI uri() {
    InetSocketAddress address = address();
    String host = address.getAddress().getHostAddress();
    return URI.create("http://" + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":"
        + address.getPort());
  }

  /**
   * Stops the server: no new connections; requests under way get up to a second to finish, then
   * the threads are stopped. Idempotent.
   */
  @Override
  public void close() {
    if (!closed.compareAndSet(false, true)) {
      return;
    }
    server.stop(1);
    executor.shutdown();
    try {
      if (!executor.awaitTermination(5, TimeUnit.SECONDS)) {
        executor.shutdownNow();
      }
    } catch (InterruptedException e) {
      executor.shutdownNow();
      Thread.currentThread().interrupt();
    }
  }

  /** A response: status and JSON body. */
  private record Response(int status, String json) {}

  /** A request the server refuses, with the status and message to send. */
  private static final class Refusal extends RuntimeException {
    private static final long serialVersionUID = 1L;
    /** @serial the HTTP status */
    private final int status;

    Refusal(int status, String message) {
      super(message, null, false, false);
      this.status = status;
    }
  }

  private void exchange(HttpExchange exchange) {
    try {
      Response response;
      try {
        response = route(exchange);
      } catch (Refusal e) {
        response = error(e.status, String.valueOf(e.getMessage()));
        if (e.status == 413) {
          exchange.getResponseHeaders().set("Connection", "close");
        }
      } catch (RuntimeException e) {
        response = error(500, "internal error: " + e.getClass().getSimpleName());
      }
      byte[] body = response.json().getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", JSON);
      exchange.sendResponseHeaders(response.status(), body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    } catch (IOException | RuntimeException e) {
      // The client went away, or the response could not be sent: nothing more to do.
    } finally {
      exchange.close();
    }
  }

  private Response route(HttpExchange exchange) {
    String path = exchange.getRequestURI().getPath();
    String method = exchange.getRequestMethod();
    return switch (path == null ? "" : path) {
      case "/suggest" -> {
        requireMethod(exchange, "POST");
        JsonObject request = readObject(exchange, Set.of("history", "hard", "top", "boards",
            "guesses"));
        yield new Response(200, field(request, "boards") != null ? suggestBoards(request)
            : suggest(request));
      }
      case "/marks" -> {
        requireMethod(exchange, "POST");
        yield new Response(200, marks(readObject(exchange, Set.of("guess", "answer"))));
      }
      case "/health" -> {
        requireMethod(exchange, "GET");
        yield new Response(200, "{\"status\":\"ok\"}");
      }
      default -> throw new Refusal(404, "no such endpoint: " + method + " " + path
          + " (there are POST /suggest, POST /marks and GET /health)");
    };
  }

  private static void requireMethod(HttpExchange exchange, String method) {
    String actual = exchange.getRequestMethod();
    if (!method.equals(actual)) {
      exchange.getResponseHeaders().set("Allow", method);
      throw new Refusal(405, exchange.getRequestURI().getPath() + " takes " + method + ", not "
          + actual);
    }
  }

  /** Reads the body (up to the limit) and parses it as a JSON object with only known fields. */
  private JsonObject readObject(HttpExchange exchange, Set<String> fields) {
    String length = exchange.getRequestHeaders().getFirst("Content-Length");
    if (length != null) {
      long declared;
      try {
        declared = Long.parseLong(length.strip());
      } catch (NumberFormatException e) {
        declared = -1;
      }
      if (declared > maxBody) {
        throw tooLarge();
      }
    }
    byte[] bytes;
    try (InputStream in = exchange.getRequestBody()) {
      bytes = in.readNBytes(maxBody + 1);
    } catch (IOException e) {
      throw new Refusal(400, "cannot read the request body: " + e.getMessage());
    }
    if (bytes.length > maxBody) {
      throw tooLarge();
    }
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes))
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
      String message = String.valueOf(e.getMessage());
      int see = message.indexOf("\nSee ");
      throw new Refusal(400, "malformed JSON: " + (see < 0 ? message : message.substring(0, see)));
    }
    if (!json.isJsonObject()) {
      throw new Refusal(400, "the body must be a JSON object");
    }
    JsonObject object = json.getAsJsonObject();
    for (String key : object.keySet()) {
      if (!fields.contains(key)) {
        throw new Refusal(400, "unknown field '" + key + "' (expected " + String.join(", ",
            fields.stream().sorted().toList()) + ")");
      }
    }
    return object;
  }

  private Refusal tooLarge() {
    return new Refusal(413, "the request body is over the limit of " + maxBody + " bytes");
  }

  private String suggest(JsonObject request) {
    List<Turn> turns = new ArrayList<>();
    JsonElement history = field(request, "history");
    if (history != null) {
      if (!history.isJsonArray()) {
        throw new Refusal(400, "'history' must be an array of {\"guess\":…, \"marks\":…}");
      }
      JsonArray array = history.getAsJsonArray();
      for (int i = 0; i < array.size(); i++) {
        turns.add(turn(array.get(i), "history[" + i + "]"));
      }
    }
    JsonElement hard = field(request, "hard");
    if (hard != null && !(hard.isJsonPrimitive() && hard.getAsJsonPrimitive().isBoolean())) {
      throw new Refusal(400, "'hard' must be true or false");
    }
    int top = DEFAULT_TOP;
    JsonElement topField = field(request, "top");
    if (topField != null) {
      top = integer(topField, "top", 1, MAX_TOP);
    }
    Game game;
    try {
      game = solver.resume(hard != null && hard.getAsBoolean() ? Mode.HARD : Mode.NORMAL, turns);
    } catch (IllegalArgumentException e) {
      throw new Refusal(400, String.valueOf(e.getMessage()));
    }
    List<Suggestion> suggestions = game.isSolved() ? List.of() : game.suggest(top);
    return write(json -> {
      json.beginObject().name("remaining").value(game.candidates().size());
      json.name("suggestions").beginArray();
      for (Suggestion s : suggestions) {
        json.beginObject()
            .name("word").value(s.word())
            .name("score").value(s.score())
            .name("entropyBits").value(s.entropyBits())
            .name("worstCase").value(s.worstCase())
            .name("expectedRemaining").value(s.expectedRemaining())
            .name("patterns").value(s.patterns())
            .name("possibleAnswer").value(s.possibleAnswer())
            .endObject();
      }
      json.endArray().endObject();
    });
  }

  /** {@code POST /suggest} with {@code "boards"}: see the class comment. */
  private String suggestBoards(JsonObject request) {
    JsonElement boardsField = field(request, "boards");
    int boards = boardsField == null ? 1 : integer(boardsField, "boards", 1,
        MultiSolver.MAX_BOARDS);
    JsonElement guessesField = field(request, "guesses");
    int allowed = guessesField == null ? MultiSolver.defaultGuesses(boards)
        : integer(guessesField, "guesses", boards, MultiSolver.MAX_GUESSES);
    String why = multi.whyNot(boards, allowed);
    if (why != null) {
      throw new Refusal(400, why);
    }
    JsonElement hard = field(request, "hard");
    if (hard != null && !(hard.isJsonPrimitive() && hard.getAsJsonPrimitive().isBoolean())) {
      throw new Refusal(400, "'hard' must be true or false");
    }
    if (hard != null && hard.getAsBoolean()) {
      throw new Refusal(400, "hard mode does not apply to multi-board games");
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
    return write(json -> {
      json.beginObject().name("boards").value(game.boards());
      json.name("guessesLeft").value(game.guessesLeft());
      json.name("remaining").beginArray();
      for (int b = 0; b < game.boards(); b++) {
        json.value(game.isSolved(b) ? 0 : game.board(b).candidates().size());
      }
      json.endArray().name("solved").beginArray();
      for (int b = 0; b < game.boards(); b++) {
        json.value(game.isSolved(b));
      }
      json.endArray().name("suggestions").beginArray();
      for (MultiSuggestion s : suggestions) {
        json.beginObject()
            .name("word").value(s.word())
            .name("score").value(s.score())
            .name("expectedLeft").value(s.expectedLeft())
            .name("boardsItFits").value(s.boardsItFits())
            .endObject();
      }
      json.endArray().endObject();
    });
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

  private Turn turn(JsonElement element, String where) {
    if (!element.isJsonObject()) {
      throw new Refusal(400, where + " must be an object {\"guess\":…, \"marks\":…}");
    }
    JsonObject object = element.getAsJsonObject();
    for (String key : object.keySet()) {
      if (!key.equals("guess") && !key.equals("marks")) {
        throw new Refusal(400, where + ": unknown field '" + key + "' (expected guess, marks)");
      }
    }
    String guess = string(object, "guess", where);
    String marks = string(object, "marks", where);
    try {
      return new Turn(guess, Feedback.parse(marks, solver.wordLength()));
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
    return write(json -> json.beginObject().name("marks").value(marks).endObject());
  }

  /** Returns a field, or null if it is missing or JSON null. */
  private static @Nullable JsonElement field(JsonObject object, String name) {
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

  private static int integer(JsonElement element, String name, int min, int max) {
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
      throw new Refusal(400, "'" + name + "' must be from " + min + " to " + max + ", got "
          + value);
    }
    return value;
  }

  private static Response error(int status, String message) {
    return new Response(status, write(json -> json.beginObject().name("error").value(message)
        .endObject()));
  }

  /** Writes JSON into a string. */
  private interface JsonBody {
    void writeTo(JsonWriter json) throws IOException;
  }

  private static String write(JsonBody body) {
    StringWriter text = new StringWriter();
    try (JsonWriter json = new JsonWriter(text)) {
      body.writeTo(json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return text.toString();
  }

  /** Names the request threads and makes them daemons, so they never keep the JVM alive. */
  private static final class Named implements ThreadFactory {
    private static final AtomicInteger SERVERS = new AtomicInteger();
    private final int server = SERVERS.incrementAndGet();
    private final AtomicInteger threads = new AtomicInteger();

    @Override
    public Thread newThread(Runnable task) {
      Thread thread = new Thread(task, "wordle-http-" + server + "-" + threads.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    }
  }
}
