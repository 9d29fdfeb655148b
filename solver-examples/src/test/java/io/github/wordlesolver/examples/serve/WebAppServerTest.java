package io.github.wordlesolver.examples.serve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.examples.assist.Tiles;
import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.multi.MultiSelfPlay;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.SelfPlay;
import io.github.wordlesolver.solver.SimulationResult;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The web app's side of {@link WordleServer} without a browser: its files ({@link WebAssets}),
 * {@code POST /play} and {@code GET /strategy}, checked against the library.
 */
class WebAppServerTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(60);
  private static final Solver SOLVER = SolverSetup.bundled(WordLists.ORIGINAL);
  private static final Path WEB =
      Path.of("src/main/resources/io/github/wordlesolver/examples/" + "serve/web");

  private static WordleServer server;
  private static HttpClient client;

  @BeforeAll
  static void start() throws IOException {
    server = WordleServer.start(SOLVER, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
    client = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static HttpResponse<byte[]> send(
      String method, String path, String body, String... headers)
      throws IOException, InterruptedException {
    return send(client, method, path, body, headers);
  }

  private static HttpResponse<byte[]> send(
      HttpClient through, String method, String path, String body, String... headers)
      throws IOException, InterruptedException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(server.uri() + path))
            .timeout(TIMEOUT)
            .method(method, body == null ? BodyPublishers.noBody() : BodyPublishers.ofString(body));
    if (headers.length > 0) {
      request.headers(headers);
    }
    return through.send(request.build(), BodyHandlers.ofByteArray());
  }

  private static JsonObject json(HttpResponse<byte[]> response) {
    assertEquals(
        "application/json; charset=utf-8",
        response.headers().firstValue("Content-Type").orElse(""));
    JsonElement json = JsonParser.parseString(new String(response.body(), StandardCharsets.UTF_8));
    return json.getAsJsonObject();
  }

  private static JsonObject play(int status, String body) throws Exception {
    HttpResponse<byte[]> response = send("POST", "/play", body);
    JsonObject json = json(response);
    assertEquals(status, response.statusCode(), json::toString);
    return json;
  }

  private static byte[] resource(String name) throws IOException {
    try (InputStream in = WebAssets.class.getResourceAsStream("web/" + name)) {
      assertNotNull(in, name);
      return in.readAllBytes();
    }
  }

  @Test
  void everyAssetIsServedWithItsTypeCharsetAndCaching() throws Exception {
    for (String name : WebAssets.NAMES) {
      HttpResponse<byte[]> response = send("GET", "/" + name, null);
      assertEquals(200, response.statusCode(), name);
      String type = response.headers().firstValue("Content-Type").orElse("");
      String extension = name.substring(name.lastIndexOf('.') + 1);
      String expected =
          switch (extension) {
            case "html" -> "text/html";
            case "css" -> "text/css";
            case "js" -> "text/javascript";
            default -> "image/svg+xml";
          };
      assertEquals(expected + "; charset=utf-8", type, name);
      assertArrayEquals(resource(name), response.body(), name);
      assertEquals("no-cache", response.headers().firstValue("Cache-Control").orElse(""));
      assertEquals("nosniff", response.headers().firstValue("X-Content-Type-Options").orElse(""));
      String etag = response.headers().firstValue("ETag").orElseThrow();
      HttpResponse<byte[]> again = send("GET", "/" + name, null, "If-None-Match", etag);
      assertEquals(304, again.statusCode(), name);
      assertEquals(0, again.body().length);
    }
    HttpResponse<byte[]> root = send("GET", "/", null);
    assertArrayEquals(resource("index.html"), root.body());
    assertEquals(
        WebAssets.CONTENT_SECURITY_POLICY,
        root.headers().firstValue("Content-Security-Policy").orElse(""));
    HttpResponse<byte[]> head = send("HEAD", "/", null);
    assertEquals(200, head.statusCode());
    assertEquals(0, head.body().length);
    assertEquals(
        String.valueOf(resource("index.html").length),
        head.headers().firstValue("Content-Length").orElse(""));
  }

  @Test
  void onlyKnownNamesAreServed() throws Exception {
    for (String path :
        List.of(
            "/index.htm",
            "/web/index.html",
            "/APP.JS",
            "/app.js/",
            "/io/github/wordlesolver/examples/serve/WebAssets.class",
            "/module-info.class",
            "/jetty-logging.properties",
            "/web/../app.js/x",
            "/favicon.ico",
            "/.git/config")) {
      HttpResponse<byte[]> response = send("GET", path, null);
      assertEquals(404, response.statusCode(), path);
      assertTrue(json(response).get("error").getAsString().startsWith("no such endpoint"), path);
    }
    // Paths Jetty itself finds ambiguous or unsafe: refused as JSON, never a file. Jetty closes
    // the connection after such a 400, so each goes through a client of its own (the shared
    // one could otherwise send its next request on the closed connection).
    for (String path :
        List.of("/%2e%2e/pom.xml", "/..%2fpom.xml", "/%2e/app.js%00", "/..;/app.js")) {
      HttpResponse<byte[]> response =
          send(HttpClient.newBuilder().connectTimeout(TIMEOUT).build(), "GET", path, null);
      assertTrue(
          response.statusCode() == 400 || response.statusCode() == 404,
          path + ": " + response.statusCode());
      assertTrue(json(response).has("error"), path);
    }
    HttpResponse<byte[]> post = send("POST", "/app.js", "{}");
    assertEquals(405, post.statusCode());
    assertEquals("GET, HEAD", post.headers().firstValue("Allow").orElse(""));
    json(post);
  }

  @Test
  void everyFileOfTheAppIsListedAndNoneReferencesAnotherSite() throws IOException {
    Set<String> files;
    try (Stream<Path> list = Files.list(WEB)) {
      files =
          list.map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
    }
    assertEquals(new TreeSet<>(WebAssets.NAMES), files);
    // Any scheme-qualified or protocol-relative address; only the SVG namespace (a name, never
    // fetched) is allowed.
    Pattern external = Pattern.compile("(?i)(\\b[a-z][a-z0-9+.-]*:)?//[a-z0-9-]+(\\.[a-z0-9-]+)+");
    for (String name : files) {
      String text = Files.readString(WEB.resolve(name));
      Matcher m = external.matcher(text);
      while (m.find()) {
        assertEquals("http://www.w3.org", m.group(), name + " refers to " + m.group());
        assertTrue(text.startsWith("http://www.w3.org/2000/svg", m.start()), name);
      }
      assertFalse(text.contains("@import"), name);
      assertFalse(
          Pattern.compile("(?i)url\\(\\s*['\"]?(?!data:)[a-z]+:").matcher(text).find(), name);
    }
  }

  @Test
  void playMarksEachGuessAndTellsTheAnswerOnlyAtTheEnd() throws Exception {
    LocalDate date = LocalDate.of(2022, 6, 1);
    int number = WordLists.originalPuzzle(date).orElseThrow();
    String answer = WordLists.originalAnswer(number);
    List<String> guesses = new ArrayList<>();
    for (String g : List.of("salet", "crony", "dumpy")) {
      if (!g.equals(answer)) {
        guesses.add(g);
      }
    }
    String history =
        guesses.stream()
            .map(g -> "\"" + g.toUpperCase(Locale.ROOT) + "\"")
            .collect(Collectors.joining(","));
    JsonObject reply = play(200, "{\"date\":\"" + date + "\",\"history\":[" + history + "]}");
    assertEquals(number, reply.get("puzzle").getAsLong());
    assertEquals(
        String.format(Locale.US, "Original list, day %,d", number),
        reply.get("title").getAsString());
    assertEquals("playing", reply.get("status").getAsString());
    assertFalse(reply.has("answer"));
    assertFalse(reply.toString().contains("\"" + answer + "\""));
    JsonArray turns = reply.getAsJsonArray("turns");
    for (int i = 0; i < guesses.size(); i++) {
      JsonObject turn = turns.get(i).getAsJsonObject();
      assertEquals(guesses.get(i), turn.get("guess").getAsString());
      assertEquals(
          Feedback.compute(guesses.get(i), answer).toString(), turn.get("marks").getAsString());
    }
    // The same puzzle by its number, won.
    reply = play(200, "{\"day\":" + number + ",\"history\":[" + history + ",\"" + answer + "\"]}");
    assertEquals("won", reply.get("status").getAsString());
    assertEquals(answer, reply.get("answer").getAsString());
    PlaySession session =
        new PlaySession(SOLVER, Mode.NORMAL, answer, PlaySession.title(number), Tiles.plain());
    guesses.forEach(session::handle);
    session.handle(answer);
    assertEquals(session.shareGrid(), reply.get("share").getAsString());
    SimulationResult strategy = SelfPlay.of(SOLVER).withMode(Mode.NORMAL).run();
    JsonObject stats = reply.getAsJsonObject("strategy");
    assertEquals(strategy.plays().get((int) number).size(), stats.get("guesses").getAsInt());
    assertHistogram(strategy, stats);
    // Nothing after the end.
    play(
        400, "{\"day\":" + number + ",\"history\":[" + history + ",\"" + answer + "\",\"salet\"]}");
  }

  /**
   * On a server of today's lists (as {@code wordle serve} starts), a day of the original list is
   * named after that list, never as the NYT's puzzle of that number, and is played even when its
   * answer is not in today's list: the strategy's figure for it comes from a widened game.
   */
  @Test
  void todaysServerPlaysTheOriginalListsDaysUnderTheirOwnName() throws Exception {
    Solver nyt = SolverSetup.bundled(WordLists.NYT);
    try (WordleServer today =
        WordleServer.start(
            nyt, SOLVER, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
      int day = 305; // slave: an original answer that today's list dropped
      assertFalse(nyt.answers().contains(WordLists.originalAnswer(day)));
      HttpResponse<byte[]> response =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(today.uri().resolve("/play"))
                      .POST(
                          HttpRequest.BodyPublishers.ofString(
                              "{\"day\":305,\"history\":[\"slave\"]}"))
                      .build(),
                  HttpResponse.BodyHandlers.ofByteArray());
      JsonObject reply = json(response);
      assertEquals(200, response.statusCode(), reply::toString);
      assertEquals("won", reply.get("status").getAsString());
      assertEquals("Original list, day 305", reply.get("title").getAsString());
      assertEquals("Original list, day 305 1/6\n\n🟩🟩🟩🟩🟩", reply.get("share").getAsString());
      assertEquals(
          SelfPlay.of(nyt).withMode(Mode.NORMAL).play("slave").size(),
          reply.getAsJsonObject("strategy").get("guesses").getAsInt());
      // A seeded game of today's lists has no number and no title.
      response =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(today.uri().resolve("/play"))
                      .POST(HttpRequest.BodyPublishers.ofString("{\"seed\":5}"))
                      .build(),
                  HttpResponse.BodyHandlers.ofByteArray());
      reply = json(response);
      assertFalse(reply.has("puzzle") || reply.has("title"), reply::toString);
    }
  }

  @Test
  void hardModeLegalityIsTheLibrarys() throws Exception {
    int seed = 77;
    String answer = SOLVER.answers().get(PlaySession.pick(seed, SOLVER.answers().size()));
    String opener = answer.equals("salet") ? "crony" : "salet";
    Game game = SOLVER.newGame(Mode.HARD).apply(opener, Feedback.compute(opener, answer));
    String illegal =
        SOLVER.guesses().asList().stream()
            .filter(w -> game.refusal(w).isPresent())
            .findFirst()
            .orElseThrow();
    JsonObject refused =
        play(
            400,
            "{\"seed\":"
                + seed
                + ",\"hard\":true,\"history\":[\""
                + opener
                + "\",\""
                + illegal
                + "\"]}");
    assertEquals(
        "guess 2: " + game.refusal(illegal).orElseThrow().message(),
        refused.get("error").getAsString());
    assertEquals(
        game.refusal(illegal).orElseThrow().kind().code(), refused.get("code").getAsString());
    // The same guess is fine in normal mode.
    JsonObject normal =
        play(200, "{\"seed\":" + seed + ",\"history\":[\"" + opener + "\",\"" + illegal + "\"]}");
    assertEquals(2, normal.getAsJsonArray("turns").size());
    assertEquals(SOLVER.answers().indexOf(answer), normal.get("puzzle").getAsInt());
  }

  @Test
  void severalBoardsPlayTheSeededAnswers() throws Exception {
    int boards = 4;
    long seed = 123;
    List<String> answers =
        MultiSelfPlay.of(SolverSetup.multi(SOLVER), boards).withSeed(seed).answers(0);
    List<String> guesses = new ArrayList<>(List.of("salet"));
    guesses.addAll(answers);
    String history = guesses.stream().map(g -> "\"" + g + "\"").collect(Collectors.joining(","));
    JsonObject reply =
        play(200, "{\"boards\":4,\"seed\":" + seed + ",\"history\":[" + history + "]}");
    assertEquals("won", reply.get("status").getAsString());
    assertEquals(MultiSolver.defaultGuesses(boards), reply.get("maxGuesses").getAsInt());
    JsonArray turns = reply.getAsJsonArray("turns");
    for (int t = 0; t < guesses.size(); t++) {
      JsonArray marks = turns.get(t).getAsJsonObject().getAsJsonArray("marks");
      for (int b = 0; b < boards; b++) {
        assertEquals(
            Feedback.compute(guesses.get(t), answers.get(b)).toString(),
            marks.get(b).getAsString());
      }
    }
    JsonArray solved = reply.getAsJsonArray("solved");
    for (int b = 0; b < boards; b++) {
      assertEquals(guesses.indexOf(answers.get(b)) + 1, solved.get(b).getAsInt());
      assertEquals(answers.get(b), reply.getAsJsonArray("answers").get(b).getAsString());
    }
    JsonObject early = play(200, "{\"boards\":4,\"seed\":" + seed + ",\"history\":[\"salet\"]}");
    assertFalse(early.has("answers"));
  }

  @Test
  void strategyIsTheSelfPlayOfEachMode() throws Exception {
    HttpResponse<byte[]> response = send("GET", "/strategy", null);
    assertEquals(200, response.statusCode());
    JsonObject reply = json(response);
    assertHistogram(
        SelfPlay.of(SOLVER).withMode(Mode.NORMAL).run(), reply.getAsJsonObject("normal"));
    assertHistogram(SelfPlay.of(SOLVER).withMode(Mode.HARD).run(), reply.getAsJsonObject("hard"));
  }

  private static void assertHistogram(SimulationResult expected, JsonObject actual) {
    assertEquals(expected.games(), actual.get("games").getAsInt());
    assertEquals(expected.solved(), actual.get("solved").getAsInt());
    assertEquals(expected.average(), actual.get("average").getAsDouble(), 1e-12);
    assertEquals(expected.mostGuesses(), actual.get("maxGuesses").getAsInt());
    int[] histogram = expected.histogram();
    JsonObject shown = actual.getAsJsonObject("histogram");
    assertEquals(histogram.length - 1, shown.size());
    for (int k = 1; k < histogram.length; k++) {
      assertEquals(histogram[k], shown.get(String.valueOf(k)).getAsInt());
    }
  }

  @Test
  void badPlayRequestsGetA4xxInTheServicesWords() throws Exception {
    for (String body :
        List.of(
            "{}",
            "{\"date\":\"2022-13-01\"}",
            "{\"date\":\"2020-01-01\"}",
            "{\"date\":\"2099-01-01\"}",
            "{\"date\":7}",
            "{\"day\":-1}",
            "{\"day\":1e9}",
            "{\"day\":2.5}",
            "{\"seed\":-3}",
            "{\"seed\":\"x\"}",
            "{\"day\":1,\"seed\":2}",
            "{\"day\":1,\"history\":\"salet\"}",
            "{\"day\":1,\"history\":[7]}",
            "{\"day\":1,\"history\":[\"qqqqq\"]}",
            "{\"day\":1,\"history\":[\"sal\"]}",
            "{\"day\":1,\"hard\":\"yes\"}",
            "{\"day\":1,\"guesses\":9}",
            "{\"day\":1,\"x\":1}",
            "{\"boards\":4,\"day\":1}",
            "{\"boards\":1,\"seed\":1}",
            "{\"boards\":99,\"seed\":1}",
            "{\"boards\":4,\"seed\":1,\"hard\":true}",
            "{\"boards\":4,\"seed\":1,\"guesses\":2}",
            "{\"boards\":4}",
            "[]",
            "{\"day\":1,\"history\":[" + "\"salet\",".repeat(70) + "\"salet\"]}",
            "{\"day\":1,\"history\":[\"salet\",\"salet\",\"salet\","
                + "\"salet\",\"salet\",\"salet\",\"salet\"]}")) {
      HttpResponse<byte[]> response = send("POST", "/play", body);
      JsonObject json = json(response);
      assertEquals(400, response.statusCode(), body + " -> " + json);
      String error = json.get("error").getAsString();
      assertFalse(error.contains("Exception") || error.contains("java."), error);
    }
    HttpResponse<byte[]> get = send("GET", "/play", null);
    assertEquals(405, get.statusCode());
    HttpResponse<byte[]> post = send("POST", "/strategy", "{}");
    assertEquals(405, post.statusCode());
  }
}
