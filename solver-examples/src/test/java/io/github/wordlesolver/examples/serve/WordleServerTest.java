package io.github.wordlesolver.examples.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.absurdle.Absurdle;
import io.github.wordlesolver.absurdle.AbsurdleGame;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class WordleServerTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(60);
  private static final Solver SOLVER = SolverSetup.bundled(WordLists.ORIGINAL);
  private static final InetSocketAddress LOOPBACK =
      new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);

  private static WordleServer server;
  private static HttpClient client;

  @BeforeAll
  static void start() throws IOException {
    server = WordleServer.start(SOLVER, LOOPBACK);
    client = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  /** A response: status, content type and parsed JSON body. */
  record Reply(int status, String contentType, JsonObject json) {}

  private static Reply send(
      WordleServer target, String method, String path, HttpRequest.BodyPublisher body)
      throws IOException, InterruptedException {
    HttpRequest request =
        HttpRequest.newBuilder(target.uri().resolve(path))
            .timeout(TIMEOUT)
            .method(method, body)
            .header("Content-Type", "application/json")
            .build();
    HttpResponse<String> response = client.send(request, BodyHandlers.ofString());
    JsonElement json = JsonParser.parseString(response.body());
    assertTrue(json.isJsonObject(), response::body);
    return new Reply(
        response.statusCode(),
        response.headers().firstValue("Content-Type").orElse(""),
        json.getAsJsonObject());
  }

  private static Reply post(String path, String body) throws Exception {
    return send(server, "POST", path, BodyPublishers.ofString(body));
  }

  private static void assertError(Reply reply, int status, String fragment) {
    assertEquals(status, reply.status(), reply::toString);
    assertEquals("application/json; charset=utf-8", reply.contentType());
    assertEquals(2, reply.json().size(), reply::toString);
    String error = reply.json().get("error").getAsString();
    assertTrue(error.contains(fragment), () -> "missing '" + fragment + "' in " + error);
    String code = reply.json().get("code").getAsString();
    assertTrue(code.matches("[a-z]+(_[a-z]+)*"), code);
  }

  /** Checks an error reply and its stable code. */
  private static void assertError(Reply reply, int status, String code, String fragment) {
    assertError(reply, status, fragment);
    assertEquals(code, reply.json().get("code").getAsString(), reply::toString);
  }

  @Test
  void everyCodeIsDocumented() throws Exception {
    String doc = java.nio.file.Files.readString(java.nio.file.Path.of("..", "docs", "http-api.md"));
    List<String> codes = new ArrayList<>();
    for (java.lang.reflect.Field field : Refusal.class.getDeclaredFields()) {
      if (java.lang.reflect.Modifier.isStatic(field.getModifiers())
          && field.getType() == String.class) {
        codes.add((String) field.get(null));
      }
    }
    for (io.github.wordlesolver.Refusal.Kind kind : io.github.wordlesolver.Refusal.Kind.values()) {
      codes.add(kind.code());
    }
    assertTrue(codes.size() > 25, codes::toString);
    for (String code : codes) {
      assertTrue(doc.contains("| `" + code + "` |"), () -> code + " is not in docs/http-api.md");
    }
  }

  @Test
  void everyErrorHasAStableCode() throws Exception {
    // The server's own refusals.
    assertError(post("/suggest", "{\"history\":["), 400, "malformed_json", "malformed JSON");
    assertError(post("/suggest", "[1]"), 400, "malformed_json", "must be a JSON object");
    assertError(post("/suggest", "{\"histroy\":[]}"), 400, "unknown_field", "'histroy'");
    assertError(post("/suggest", "{\"top\":0}"), 400, "bad_field", "'top' must be from 1");
    assertError(post("/suggest", "{\"hard\":\"yes\"}"), 400, "bad_field", "'hard'");
    assertError(post("/marks", "{\"guess\":\"speed\"}"), 400, "missing_field", "'answer'");
    assertError(
        post("/suggest", "{\"history\":" + history("salet", "--X--") + "}"),
        400,
        "bad_turn",
        "invalid mark");
    assertError(
        post("/suggest", "{\"history\":[\"salet\"]}"), 400, "bad_turn", "must be an object");
    assertError(
        send(server, "GET", "/nowhere", BodyPublishers.noBody()), 404, "not_found", "no such");
    assertError(
        send(server, "GET", "/suggest", BodyPublishers.noBody()),
        405,
        "method_not_allowed",
        "takes POST");
    // The library's refusals: the kind's code.
    assertError(
        post("/suggest", "{\"history\":" + history("xyzzy", "-----") + "}"),
        400,
        "not_in_guess_list",
        "'xyzzy' is not in the guess list");
    assertError(
        post(
            "/suggest",
            "{\"hard\":true,\"history\":" + history("salet", "-Y---", "crony", "-----") + "}"),
        400,
        "revealed_letter_missing",
        "breaks the hard-mode rule (NYT): it must contain A");
    assertError(
        post(
            "/suggest",
            "{\"hard\":true,\"history\":" + history("salet", "G----", "crony", "-----") + "}"),
        400,
        "green_not_kept",
        "letter 1 must be S");
    assertError(
        post("/suggest", "{\"history\":" + history("salet", "-Y---", "crane", "GGGGG") + "}"),
        400,
        "impossible_marks",
        "impossible marks at turn 2");
    assertError(
        post("/absurdle", "{\"history\":[\"xyzzy\"]}"),
        400,
        "not_in_guess_list",
        "history[0]: 'xyzzy' is not in the guess list");
    assertError(
        post("/absurdle", "{\"history\":[\"sal\"]}"),
        400,
        "wrong_length",
        "history[0]: 'sal' has 3 letters, expected 5");
    assertError(post("/suggest", "{\"boards\":99}"), 400, "bad_field", "'boards' must be from 1");
  }

  private static String history(String... turns) {
    StringBuilder json = new StringBuilder("[");
    for (int i = 0; i < turns.length; i += 2) {
      json.append(i == 0 ? "" : ",")
          .append("{\"guess\":\"")
          .append(turns[i])
          .append("\",\"marks\":\"")
          .append(turns[i + 1])
          .append("\"}");
    }
    return json.append(']').toString();
  }

  /** Checks a /suggest reply against the suggestions computed directly. */
  private static void assertSuggestions(Game game, int top, Reply reply) {
    assertEquals(200, reply.status(), reply::toString);
    assertEquals("application/json; charset=utf-8", reply.contentType());
    assertEquals(game.candidates().size(), reply.json().get("remaining").getAsInt());
    List<Suggestion> expected = game.suggest(top);
    JsonArray actual = reply.json().getAsJsonArray("suggestions");
    assertEquals(expected.size(), actual.size(), reply::toString);
    for (int i = 0; i < expected.size(); i++) {
      Suggestion s = expected.get(i);
      JsonObject o = actual.get(i).getAsJsonObject();
      assertEquals(7, o.size(), o::toString);
      assertEquals(s.word(), o.get("word").getAsString());
      assertEquals(s.score(), o.get("score").getAsDouble());
      assertEquals(s.entropyBits(), o.get("entropyBits").getAsDouble());
      assertEquals(s.worstCase(), o.get("worstCase").getAsInt());
      assertEquals(s.expectedRemaining(), o.get("expectedRemaining").getAsDouble());
      assertEquals(s.patterns(), o.get("patterns").getAsInt());
      assertEquals(s.possibleAnswer(), o.get("possibleAnswer").getAsBoolean());
    }
  }

  @Test
  void absurdle() throws Exception {
    Absurdle absurdle = Absurdle.of(SOLVER.answers(), SOLVER.guesses());
    List<String> played = List.of("raise", "yauld", "tench");
    AbsurdleGame game = absurdle.play(played);
    Reply reply =
        post("/absurdle", "{\"history\":[\"raise\",\"YAULD\",\"tench\"]," + "\"suggest\":true}");
    assertEquals(200, reply.status(), reply::toString);
    JsonArray turns = reply.json().getAsJsonArray("turns");
    assertEquals(3, turns.size());
    for (int i = 0; i < 3; i++) {
      JsonObject turn = turns.get(i).getAsJsonObject();
      AbsurdleGame after = absurdle.play(played.subList(0, i + 1));
      assertEquals(played.get(i), turn.get("guess").getAsString());
      assertEquals(after.lastMarks().toString(), turn.get("marks").getAsString());
      assertEquals(after.remaining(), turn.get("remaining").getAsInt());
    }
    assertEquals(game.remaining(), reply.json().get("remaining").getAsInt());
    assertFalse(reply.json().get("won").getAsBoolean());
    String suggestion = reply.json().get("suggestion").getAsString();
    assertEquals(absurdle.solver().nextGuess(game), suggestion);
    assertTrue(game.guess(suggestion).isSolved(), "one answer is left after three guesses");
    Reply start = post("/absurdle", "{}");
    assertEquals(200, start.status(), start::toString);
    assertEquals(2315, start.json().get("remaining").getAsInt());
    assertFalse(start.json().has("suggestion"));
    assertError(
        post("/absurdle", "{\"history\":[\"xyzzy\"]}"),
        400,
        "history[0]: 'xyzzy' is not in the guess list");
    assertError(post("/absurdle", "{\"history\":\"raise\"}"), 400, "'history' must be an array");
    assertError(post("/absurdle", "{\"history\":[5]}"), 400, "history[0] must be a string");
    assertError(post("/absurdle", "{\"suggest\":\"yes\"}"), 400, "'suggest' must be true");
    assertError(post("/absurdle", "{\"top\":1}"), 400, "unknown field 'top'");
    String last = suggestion;
    assertError(
        post(
            "/absurdle",
            "{\"history\":[\"raise\",\"yauld\",\"tench\",\"" + last + "\",\"raise\"]}"),
        400,
        "history[4]: the game is won");
  }

  @Test
  void health() throws Exception {
    Reply reply = send(server, "GET", "/health", BodyPublishers.noBody());
    assertEquals(200, reply.status());
    assertEquals("application/json; charset=utf-8", reply.contentType());
    assertEquals("ok", reply.json().get("status").getAsString());
  }

  @Test
  void marks() throws Exception {
    Reply reply = post("/marks", "{\"guess\":\"speed\",\"answer\":\"ABIDE\"}");
    assertEquals(200, reply.status());
    assertEquals("--Y-Y", reply.json().get("marks").getAsString());
    // A typed accent the list's alphabet lacks is read as the list reads it: never other marks.
    Reply accent = post("/marks", "{\"guess\":\"spééd\",\"answer\":\"abide\"}");
    assertEquals("--Y-Y", accent.json().get("marks").getAsString(), accent::toString);
    assertError(post("/marks", "{\"guess\":\"speed\"}"), 400, "missing 'answer'");
    assertError(
        post("/marks", "{\"guess\":\"speed\",\"answer\":\"xyzzy\"}"),
        400,
        "'xyzzy' is not in the guess list");
    assertError(
        post("/marks", "{\"guess\":5,\"answer\":\"abide\"}"), 400, "'guess' must be a string");
  }

  @Test
  void suggestions() throws Exception {
    Game empty = SOLVER.newGame();
    Reply first = post("/suggest", "{}");
    assertSuggestions(empty, 5, first);
    assertEquals(
        "salet",
        first
            .json()
            .getAsJsonArray("suggestions")
            .get(0)
            .getAsJsonObject()
            .get("word")
            .getAsString());
    assertSuggestions(empty, 1, post("/suggest", "{\"history\":[],\"top\":1,\"hard\":null}"));

    Game game = SOLVER.newGame().apply("salet", Feedback.parse("-Y---"));
    assertSuggestions(
        game, 3, post("/suggest", "{\"history\":" + history("salet", "⬛🟨⬛⬛⬛") + ",\"top\":3.0}"));
    assertSuggestions(
        game.withMode(Mode.HARD),
        5,
        post("/suggest", "{\"history\":" + history("SALET", "01000") + ",\"hard\":true}"));

    Reply solved = post("/suggest", "{\"history\":" + history("cigar", "GGGGG") + "}");
    assertEquals(200, solved.status());
    assertEquals(1, solved.json().get("remaining").getAsInt());
    assertEquals(0, solved.json().getAsJsonArray("suggestions").size());
  }

  @Test
  void badInputIs400WithAMessage() throws Exception {
    assertError(post("/suggest", "{\"history\":["), 400, "malformed JSON");
    assertError(post("/suggest", "{'top':1}"), 400, "malformed JSON");
    assertError(post("/suggest", "{} {}"), 400, "malformed JSON");
    assertError(post("/suggest", ""), 400, "must be a JSON object");
    assertError(post("/suggest", "[1]"), 400, "must be a JSON object");
    assertError(post("/suggest", "[".repeat(5000)), 400, "malformed JSON");
    assertError(
        send(
            server,
            "POST",
            "/suggest",
            BodyPublishers.ofByteArray(new byte[] {'{', (byte) 0xff, '}'})),
        400,
        "not UTF-8");
    assertError(post("/suggest", "{\"histroy\":[]}"), 400, "unknown field 'histroy'");
    assertError(post("/suggest", "{\"history\":{}}"), 400, "'history' must be an array");
    assertError(
        post("/suggest", "{\"history\":[\"salet\"]}"), 400, "history[0] must be an" + " object");
    assertError(
        post("/suggest", "{\"history\":[{\"guess\":\"salet\"}]}"),
        400,
        "history[0]: missing 'marks'");
    assertError(
        post("/suggest", "{\"history\":[{\"guess\":\"salet\",\"marks\":\"-\"," + "\"x\":1}]}"),
        400,
        "unknown field 'x'");
    assertError(post("/suggest", "{\"hard\":\"yes\"}"), 400, "'hard' must be true or false");
    assertError(post("/suggest", "{\"top\":0}"), 400, "'top' must be from 1 to 100, got 0");
    assertError(post("/suggest", "{\"top\":101}"), 400, "from 1 to 100");
    assertError(post("/suggest", "{\"top\":1.5}"), 400, "whole number");
    assertError(post("/suggest", "{\"top\":\"5\"}"), 400, "whole number");
    assertError(post("/suggest", "{\"top\":1e99999}"), 400, "whole number");
    // Unknown words, bad marks, impossible marks, hard-mode breaches.
    assertError(
        post("/suggest", "{\"history\":" + history("xyzzy", "-----") + "}"),
        400,
        "'xyzzy' is not in the guess list");
    assertError(
        post("/suggest", "{\"history\":" + history("sal3t", "-----") + "}"), 400, "history[0]");
    assertError(
        post("/suggest", "{\"history\":" + history("salet", "--X--") + "}"),
        400,
        "history[0]: invalid mark 'X' at position 3");
    assertError(
        post("/suggest", "{\"history\":" + history("salet", "---") + "}"),
        400,
        "history[0]: marks '---' have 3 positions, expected 5");
    assertError(
        post("/suggest", "{\"history\":" + history("salet", "-Y---", "crane", "GGGGG") + "}"),
        400,
        "impossible marks at turn 2 (crane:GGGGG)");
    assertError(
        post(
            "/suggest",
            "{\"history\":" + history("crane", "GGGG-", "crank", "GGGG-", "crans", "GGGG-") + "}"),
        400,
        "nothing fits after turn 3 (crans:GGGG-)");
    assertError(
        post(
            "/suggest",
            "{\"hard\":true,\"history\":" + history("salet", "-Y---", "crony", "-----") + "}"),
        400,
        "breaks the hard-mode rule (NYT): it must contain A");
  }

  @Test
  void wrongPathAndMethod() throws Exception {
    Reply nowhere = send(server, "GET", "/nowhere", BodyPublishers.noBody());
    assertError(nowhere, 404, "no such endpoint: GET /nowhere");
    // The list comes from the route table, in its order.
    assertEquals(
        "no such endpoint: GET /nowhere (there are the web app at GET /, POST /suggest, POST /rate,"
            + " POST /marks, POST /absurdle, POST /play, GET /strategy and GET /health)",
        nowhere.json().get("error").getAsString());
    assertError(post("/suggest/", "{}"), 404, "POST /suggest");
    assertError(
        send(server, "GET", "/suggest", BodyPublishers.noBody()),
        405,
        "/suggest takes POST, not GET");
    assertError(send(server, "DELETE", "/marks", BodyPublishers.noBody()), 405, "takes POST");
    assertError(post("/health", "{}"), 405, "takes GET");
    HttpResponse<String> response =
        client.send(
            HttpRequest.newBuilder(server.uri().resolve("/suggest")).timeout(TIMEOUT).GET().build(),
            BodyHandlers.ofString());
    assertEquals("POST", response.headers().firstValue("Allow").orElse(""));
  }

  @Test
  void oversizedBodiesAre413() throws Exception {
    try (WordleServer small = WordleServer.start(SOLVER, LOOPBACK, 1024, 2)) {
      String big = "{\"history\":[" + " ".repeat(2000) + "]}";
      assertError(
          send(small, "POST", "/suggest", BodyPublishers.ofString(big)),
          413,
          "over the limit of 1024 bytes");
      // Without a Content-Length (chunked): refused once the limit is passed.
      assertError(
          send(
              small,
              "POST",
              "/suggest",
              BodyPublishers.ofInputStream(
                  () -> new ByteArrayInputStream(big.getBytes(StandardCharsets.UTF_8)))),
          413,
          "over the limit");
      // The server still works.
      assertEquals(
          200, send(small, "POST", "/suggest", BodyPublishers.ofString("{\"top\":1}")).status());
    }
    // A client announces 100 MB and sends nothing: refused at once, from the header alone.
    try (Socket socket = new Socket()) {
      socket.connect(server.address(), 10_000);
      socket.setSoTimeout(30_000);
      OutputStream out = socket.getOutputStream();
      out.write(
          ("POST /suggest HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                  + "Content-Length: 100000000\r\n\r\n{")
              .getBytes(StandardCharsets.US_ASCII));
      out.flush();
      InputStream in = socket.getInputStream();
      String head = new String(in.readNBytes(12), StandardCharsets.US_ASCII);
      assertEquals("HTTP/1.1 413", head);
    }
  }

  @Test
  void concurrentClientsAllGetTheRightAnswers() throws Exception {
    List<String> answers =
        List.of(
            "cigar", "rebut", "sissy", "humph", "awake", "blush", "focal", "evade", "naval",
            "serve", "heath", "dwarf", "model", "karma", "stink", "grade");
    List<String> bodies = new ArrayList<>();
    List<Game> games = new ArrayList<>();
    for (String answer : answers) {
      Game game = SOLVER.newGame();
      for (String guess : List.of("salet", "crony")) {
        if (!game.isSolved()) {
          game = game.apply(guess, Feedback.compute(guess, answer));
        }
      }
      List<String> turns = new ArrayList<>();
      game.history()
          .forEach(
              t -> {
                turns.add(t.guess());
                turns.add(t.marks().toString());
              });
      games.add(game);
      bodies.add("{\"top\":3,\"history\":" + history(turns.toArray(new String[0])) + "}");
    }
    ExecutorService pool = Executors.newFixedThreadPool(16);
    try {
      List<Future<Integer>> results = new ArrayList<>();
      for (int t = 0; t < 16; t++) {
        int thread = t;
        results.add(
            pool.submit(
                () -> {
                  int checked = 0;
                  for (int r = 0; r < 20; r++) {
                    int k = (thread + r) % bodies.size();
                    if (r % 4 == 0) {
                      String word = answers.get(k);
                      Reply marks =
                          post("/marks", "{\"guess\":\"salet\",\"answer\":\"" + word + "\"}");
                      assertEquals(
                          Feedback.compute("salet", word).toString(),
                          marks.json().get("marks").getAsString());
                    } else {
                      assertSuggestions(games.get(k), 3, post("/suggest", bodies.get(k)));
                    }
                    checked++;
                  }
                  return checked;
                }));
      }
      int total = 0;
      for (Future<Integer> result : results) {
        total += result.get(120, TimeUnit.SECONDS);
      }
      assertEquals(16 * 20, total);
    } finally {
      pool.shutdownNow();
      assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS));
    }
  }

  @Test
  @Timeout(60) // a guard against a close() that hangs, not a measure of its speed
  void stopsCleanly() throws Exception {
    WordleServer other = WordleServer.start(SOLVER, LOOPBACK);
    URI uri = other.uri();
    assertTrue(uri.toString().startsWith("http://127.0.0.1:"), uri::toString);
    assertEquals(200, send(other, "GET", "/health", BodyPublishers.noBody()).status());
    other.close();
    other.close(); // idempotent
    assertThrows(
        ConnectException.class,
        () -> {
          try (Socket socket = new Socket()) {
            socket.connect(other.address(), 5_000);
          }
        });
  }

  /** Sends raw bytes on a new connection and returns everything the server sends back. */
  private static String raw(String request) throws IOException {
    try (Socket socket = new Socket()) {
      socket.connect(server.address(), 10_000);
      socket.setSoTimeout(30_000);
      socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
      socket.getOutputStream().flush();
      return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void clientInputNeverGetsA500() throws Exception {
    // A turn after a solved game is bad input, not a server error.
    assertError(
        post("/suggest", "{\"history\":" + history("cigar", "GGGGG", "crane", "-----") + "}"),
        400,
        "solved the game");
    assertError(
        post("/rate", "{\"history\":" + history("cigar", "GGGGG", "crane", "-----") + "}"),
        400,
        "solved the game");
    // A chunk size no one could send.
    String chunked =
        raw(
            "POST /suggest HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
                + "Connection: close\r\n\r\nFFFFFFFFFFFFFFFFFFFF\r\n{}\r\n0\r\n\r\n");
    assertTrue(chunked.startsWith("HTTP/1.1 4"), chunked);
    assertTrue(chunked.contains("\r\n\r\n{\"error\":\""), chunked);
    // Headers over the limit.
    String big =
        raw(
            "GET /health HTTP/1.1\r\nHost: x\r\nX-Big: "
                + "a".repeat(20_000)
                + "\r\nConnection: close\r\n\r\n");
    assertTrue(big.startsWith("HTTP/1.1 431"), big);
    assertTrue(big.contains("{\"error\":\"the request headers are over the limit"), big);
    // Malformed JSON: the service's words, no Java class names or advice.
    for (String body : new String[] {"{\"history\":[", "{\"top\":1,}", "{'top':1}", "nul"}) {
      Reply reply = post("/suggest", body);
      assertError(reply, 400, "malformed JSON");
      String error = reply.json().get("error").getAsString();
      assertTrue(
          !error.contains("Exception")
              && !error.contains("com.google")
              && !error.contains("setStrictness"),
          error);
    }
  }

  @Test
  void headHealthAnswersWithoutABody() throws Exception {
    HttpResponse<String> head =
        client.send(
            HttpRequest.newBuilder(server.uri().resolve("/health"))
                .timeout(TIMEOUT)
                .method("HEAD", BodyPublishers.noBody())
                .build(),
            BodyHandlers.ofString());
    assertEquals(200, head.statusCode());
    assertEquals("", head.body());
    assertEquals(
        "application/json; charset=utf-8", head.headers().firstValue("Content-Type").orElse(""));
  }

  @Test
  void healthAnswersWhileManyConnectionsTrickleBytes() throws Exception {
    List<Socket> slow = new ArrayList<>();
    try {
      for (int i = 0; i < 200; i++) {
        Socket socket = new Socket();
        socket.connect(server.address(), 10_000);
        // Each starts a request, one byte at a time, and never finishes it.
        socket
            .getOutputStream()
            .write(
                i % 2 == 0
                    ? "P".getBytes(StandardCharsets.US_ASCII)
                    : "POST /suggest HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{"
                        .getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        slow.add(socket);
      }
      for (int round = 0; round < 3; round++) {
        for (Socket socket : slow) {
          socket.getOutputStream().write(' ');
        }
        // A new client is answered while every slow one holds its connection open.
        assertEquals(200, send(server, "GET", "/health", BodyPublishers.noBody()).status());
        assertEquals(200, post("/suggest", "{\"top\":1}").status());
      }
    } finally {
      for (Socket socket : slow) {
        socket.close();
      }
    }
  }

  @Test
  void aPortInUseIsNamed() throws Exception {
    int port = server.address().getPort();
    IOException e =
        assertThrows(
            IOException.class,
            () ->
                WordleServer.start(
                    SOLVER, new InetSocketAddress(InetAddress.getLoopbackAddress(), port)));
    assertTrue(e.getMessage().contains("127.0.0.1:" + port), e.getMessage());
  }

  @Test
  void rateGivesTheLibrarysRatings() throws Exception {
    Reply reply =
        post(
            "/rate",
            "{\"history\":[{\"guess\":\"salet\"},{\"guess\":\"courd\"}],"
                + "\"answer\":\"pinky\"}");
    assertEquals(200, reply.status(), reply::toString);
    List<io.github.wordlesolver.solver.TurnRating> ratings =
        SOLVER.rate(
            Mode.NORMAL,
            List.of(
                new io.github.wordlesolver.Turn("salet", Feedback.compute("salet", "pinky")),
                new io.github.wordlesolver.Turn("courd", Feedback.compute("courd", "pinky"))));
    JsonArray turns = reply.json().getAsJsonArray("turns");
    assertEquals(ratings.size(), turns.size());
    for (int i = 0; i < ratings.size(); i++) {
      JsonObject turn = turns.get(i).getAsJsonObject();
      assertEquals(ratings.get(i).best(), turn.get("best").getAsString());
      assertEquals(ratings.get(i).skill(), turn.get("skill").getAsInt());
      assertEquals(ratings.get(i).luck(), turn.get("luck").getAsInt());
      assertEquals(ratings.get(i).answersAfter(), turn.get("answersAfter").getAsInt());
      assertEquals(ratings.get(i).marks().toString(), turn.get("marks").getAsString());
    }
    assertError(
        post(
            "/rate",
            "{\"history\":[{\"guess\":\"salet\",\"marks\":\"GGGGG\"}]," + "\"answer\":\"pinky\"}"),
        400,
        "salet gets ----- against 'pinky', not GGGGG");
    assertError(post("/rate", "{}"), 400, "missing 'history'");
  }

  /**
   * A server set up as {@code wordle serve} is: today's lists for single games, the original lists
   * for several boards and Absurdle. An answer outside today's list is found through {@code
   * /suggest} and rated through {@code /rate}.
   */
  @Test
  void todaysServerFindsAnAnswerOutsideTheList() throws Exception {
    Solver nyt = SolverSetup.bundled(WordLists.NYT);
    try (WordleServer today = WordleServer.start(nyt, SOLVER, LOOPBACK)) {
      String answer = "melas";
      Game game = nyt.newGame(Mode.HARD);
      List<String> turns = new ArrayList<>();
      boolean widened = false;
      while (!game.isSolved()) {
        Reply reply =
            send(
                today,
                "POST",
                "/suggest",
                BodyPublishers.ofString(
                    "{\"hard\":true,\"top\":3,\"history\":"
                        + history(turns.toArray(new String[0]))
                        + "}"));
        assertSuggestions(game, 3, reply);
        assertEquals(game.isWidened(), reply.json().get("widened").getAsBoolean());
        if (game.isWidened()) {
          widened = true;
          assertEquals(game.widenedNote(), reply.json().get("note").getAsString());
        } else {
          assertFalse(reply.json().has("note"), reply::toString);
        }
        String guess =
            reply
                .json()
                .getAsJsonArray("suggestions")
                .get(0)
                .getAsJsonObject()
                .get("word")
                .getAsString();
        Feedback marks = Feedback.compute(guess, answer);
        turns.add(guess);
        turns.add(marks.toString());
        game = game.apply(guess, marks);
      }
      assertTrue(widened);
      assertTrue(turns.size() <= 12, turns::toString);
      Reply rated =
          send(
              today,
              "POST",
              "/rate",
              BodyPublishers.ofString(
                  "{\"hard\":true,"
                      + "\"answer\":\"melas\",\"history\":"
                      + history(turns.toArray(new String[0]))
                      + "}"));
      assertEquals(200, rated.status(), rated::toString);
      assertTrue(rated.json().get("widened").getAsBoolean());
      assertEquals(
          0,
          rated
              .json()
              .getAsJsonArray("turns")
              .get(turns.size() / 2 - 1)
              .getAsJsonObject()
              .get("answersAfter")
              .getAsInt());
      // The variants keep their lists.
      Reply boards = send(today, "POST", "/suggest", BodyPublishers.ofString("{\"boards\":2}"));
      assertEquals("[2315,2315]", boards.json().get("remaining").toString());
      Reply absurdle = send(today, "POST", "/absurdle", BodyPublishers.ofString("{}"));
      assertEquals(2315, absurdle.json().get("remaining").getAsInt());
      assertEquals(
          3158,
          send(today, "POST", "/suggest", BodyPublishers.ofString("{}"))
              .json()
              .get("remaining")
              .getAsInt());
    }
  }

  @Test
  void suggestListsTheAnswersLeftAndRepeatsItselfFromTheCache() throws Exception {
    String body = "{\"history\":" + history("salet", "-Y---", "courd", "--Y--") + "}";
    Reply first = post("/suggest", body);
    Game game =
        SOLVER.resume(
            Mode.NORMAL,
            List.of(
                new io.github.wordlesolver.Turn("salet", Feedback.parse("-Y---")),
                new io.github.wordlesolver.Turn("courd", Feedback.parse("--Y--"))));
    JsonArray answers = first.json().getAsJsonArray("answers");
    assertEquals(
        game.candidates().words(),
        answers.asList().stream().map(a -> a.getAsJsonObject().get("word").getAsString()).toList());
    for (JsonElement a : answers) {
      assertEquals(
          1.0 / game.candidates().size(),
          a.getAsJsonObject().get("probability").getAsDouble(),
          1e-12);
    }
    assertEquals(first, post("/suggest", body));
    // The opening has thousands of answers left: no list.
    assertTrue(post("/suggest", "{}").json().get("answers") == null);
  }
}
