package io.github.wordlesolver.examples.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/**
 * The bounds that keep one request from holding the server: a chunk declared over the body limit,
 * an Absurdle suggestion over its budget of work, and the strategy's self-play, each answered
 * promptly with a clear error. "Promptly" is a generous bound (seconds) against what used to happen
 * (the 10-second idle timeout, an unbounded search, a whole self-play on the request's thread), not
 * a measure of speed.
 */
class ServerLimitsTest {
  private static final Solver SOLVER = SolverSetup.bundled(WordLists.ORIGINAL);
  private static final InetSocketAddress LOOPBACK =
      new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
  private static final Duration TIMEOUT = Duration.ofSeconds(60);

  /** Far below the 10 s idle timeout and the old unbounded work. */
  private static final long PROMPT_MILLIS = 5_000;

  /** A raw response: status, headers and body, and how long it took to arrive in full. */
  record Raw(int status, String head, String body, long millis) {}

  /** Sends {@code request} on a new connection and reads the response until the server closes. */
  private static Raw raw(WordleServer server, String request) throws IOException {
    try (Socket socket = new Socket()) {
      socket.connect(server.address(), 10_000);
      socket.setSoTimeout(30_000);
      long start = System.nanoTime();
      socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
      socket.getOutputStream().flush();
      InputStream in = socket.getInputStream();
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      long millis = (System.nanoTime() - start) / 1_000_000;
      int end = text.indexOf("\r\n\r\n");
      assertTrue(text.startsWith("HTTP/1.1 ") && end > 0, text);
      return new Raw(
          Integer.parseInt(text.substring(9, 12)),
          text.substring(0, end),
          text.substring(end + 4),
          millis);
    }
  }

  private static String error(String json) {
    return JsonParser.parseString(json).getAsJsonObject().get("error").getAsString();
  }

  /**
   * A chunked body whose size line declares more than the limit (2^48 bytes, as a fuzzer sent it)
   * is answered 413 at once, whether data follows the size line or not and whatever chunk it is,
   * every time; chunked bodies within the limit are read as before.
   */
  @Test
  void aChunkDeclaredOverTheLimitIsRefusedAtOnce() throws Exception {
    try (WordleServer server = WordleServer.start(SOLVER, LOOPBACK)) {
      String head =
          "POST /suggest HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
              + "Transfer-Encoding: chunked\r\n\r\n";
      List<String> bodies =
          List.of(
              "1000000000000\r\n{}\r\n0\r\n\r\n",
              "1000000000000\r\n",
              "1000000000000;name=value\r\n{",
              "1\r\n{\r\n1000000000000\r\n}\r\n0\r\n\r\n",
              "1\r\n{\r\n10000\r\n}",
              "00010001\r\n{");
      for (int round = 0; round < 5; round++) {
        for (String body : bodies) {
          Raw reply = raw(server, head + body);
          String where = body.replace("\r\n", "\\r\\n") + " (round " + round + ")";
          assertEquals(413, reply.status(), where);
          assertEquals(
              "the request body is over the limit of " + WordleServer.DEFAULT_MAX_BODY + " bytes",
              error(reply.body()),
              where);
          assertTrue(
              reply.millis() < PROMPT_MILLIS, () -> where + " took " + reply.millis() + " ms");
        }
      }
      // Within the limit, in several chunks, with an extension and a trailer: read as before.
      Raw fine =
          raw(
              server,
              head.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n")
                  + "1\r\n{\r\n8;ext=1\r\n\"top\":1}\r\n0\r\nX-Trailer: 1\r\n\r\n");
      assertEquals(200, fine.status(), fine::toString);
      assertEquals(
          1,
          JsonParser.parseString(fine.body())
              .getAsJsonObject()
              .getAsJsonArray("suggestions")
              .size());
      // Exactly the limit in one chunk: read, and refused as a body too large only past it.
      String limit = Integer.toHexString(WordleServer.DEFAULT_MAX_BODY);
      Raw full =
          raw(
              server,
              head.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n")
                  + limit
                  + "\r\n{\"top\":1}"
                  + " ".repeat(WordleServer.DEFAULT_MAX_BODY - 9)
                  + "\r\n0\r\n\r\n");
      assertEquals(200, full.status(), full::toString);
    }
  }

  /**
   * A suggestion whose exact search needs more than the server's budget of work is refused with 422
   * at once, in the search's words; positions within the budget are answered.
   */
  @Test
  void anAbsurdleSuggestionOverItsBudgetIsRefusedAtOnce() throws Exception {
    Limits limits = Limits.of(WordleServer.DEFAULT_MAX_BODY, 2).withAbsurdleBudget(100);
    try (WordleServer server = WordleServer.start(SOLVER, SOLVER, LOOPBACK, limits)) {
      String request = "{\"suggest\":true}";
      for (int round = 0; round < 3; round++) {
        Raw reply = raw(server, post("/absurdle", request));
        assertEquals(422, reply.status(), reply::toString);
        assertEquals(
            "'suggest': the exact search from 2,315 answers needs more than its budget of 100"
                + " rows of marks",
            error(reply.body()));
        assertTrue(reply.millis() < PROMPT_MILLIS, () -> "took " + reply.millis() + " ms");
      }
      // Without a suggestion, and where the search needs no work: answered.
      Raw played = raw(server, post("/absurdle", "{\"history\":[\"raise\"]}"));
      assertEquals(200, played.status(), played::toString);
      Raw last =
          raw(
              server,
              post("/absurdle", "{\"history\":[\"raise\",\"yauld\",\"tench\"],\"suggest\":true}"));
      assertEquals(200, last.status(), last::toString);
      assertEquals(
          "whoop",
          JsonParser.parseString(last.body()).getAsJsonObject().get("suggestion").getAsString());
    }
  }

  /**
   * The strategy's self-play runs off the request path: while it runs (a strategy without the
   * bundled trees, which takes minutes), {@code GET /strategy} and a finished {@code POST /play}
   * get 503 with {@code Retry-After} after a short wait, more of them at once than the server has
   * threads, and {@code GET /health} is answered meanwhile; a self-play past its deadline is
   * abandoned and said so.
   */
  @Test
  void theStrategyIsPlayedOffTheRequestPath() throws Exception {
    // Every guess ranked costs at least 50 µs: a turn ranks thousands, so each game takes seconds
    // and the whole self-play hours on any machine, while games still end now and then.
    Scorer slowEntropy =
        new Scorer() {
          @Override
          public String name() {
            return "slow-entropy";
          }

          @Override
          public double cost(Partition partition) {
            LockSupport.parkNanos(50_000);
            return Scorers.entropy().cost(partition);
          }
        };
    Solver slow =
        SolverSetup.solver(WordLists.original(), null, SolverSetup.Choice.rankingBy(slowEntropy));
    Limits limits =
        Limits.of(WordleServer.DEFAULT_MAX_BODY, 2)
            .withStrategy(Duration.ofMillis(500), Duration.ofSeconds(4));
    try (WordleServer server = WordleServer.start(slow, SOLVER, LOOPBACK, limits)) {
      HttpClient client = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
      List<CompletableFuture<HttpResponse<String>>> strategies = new ArrayList<>();
      long start = System.nanoTime();
      for (int i = 0; i < 20; i++) {
        strategies.add(
            client.sendAsync(
                HttpRequest.newBuilder(server.uri().resolve("/strategy")).timeout(TIMEOUT).build(),
                BodyHandlers.ofString()));
      }
      HttpResponse<String> health =
          client.send(
              HttpRequest.newBuilder(server.uri().resolve("/health")).timeout(TIMEOUT).build(),
              BodyHandlers.ofString());
      assertEquals(200, health.statusCode());
      long healthMillis = (System.nanoTime() - start) / 1_000_000;
      assertTrue(healthMillis < PROMPT_MILLIS, () -> "health took " + healthMillis + " ms");
      for (CompletableFuture<HttpResponse<String>> pending : strategies) {
        HttpResponse<String> reply = pending.join();
        assertEquals(503, reply.statusCode(), reply::body);
        long seconds = Long.parseLong(reply.headers().firstValue("Retry-After").orElseThrow());
        assertTrue(seconds >= 1 && seconds <= 3600, () -> "Retry-After: " + seconds);
        assertTrue(
            error(reply.body())
                .startsWith("the strategy's self-play in normal mode is under way ("),
            reply::body);
      }
      long allMillis = (System.nanoTime() - start) / 1_000_000;
      assertTrue(allMillis < PROMPT_MILLIS, () -> "the 503s took " + allMillis + " ms");
      // A game that ends needs the figures too: the same answer, hard mode started meanwhile.
      int seed = 9;
      String answer = slow.answers().get(PlaySession.pick(seed, slow.answers().size()));
      HttpResponse<String> over =
          client.send(
              HttpRequest.newBuilder(server.uri().resolve("/play"))
                  .timeout(TIMEOUT)
                  .POST(
                      BodyPublishers.ofString(
                          "{\"seed\":" + seed + ",\"hard\":true,\"history\":[\"" + answer + "\"]}"))
                  .build(),
              BodyHandlers.ofString());
      assertEquals(503, over.statusCode(), over::body);
      assertTrue(over.headers().firstValue("Retry-After").isPresent());
      assertTrue(error(over.body()).startsWith("the strategy's self-play in "), over::body);
      // Past the deadline (checked as each game ends) the self-play is abandoned, for good.
      String abandoned = "";
      for (long until = System.nanoTime() + Duration.ofSeconds(120).toNanos();
          System.nanoTime() < until; ) {
        HttpResponse<String> reply =
            client.send(
                HttpRequest.newBuilder(server.uri().resolve("/strategy")).timeout(TIMEOUT).build(),
                BodyHandlers.ofString());
        assertEquals(503, reply.statusCode(), reply::body);
        abandoned = error(reply.body());
        if (abandoned.contains("did not finish")) {
          assertFalse(reply.headers().firstValue("Retry-After").isPresent());
          break;
        }
        Thread.sleep(200);
      }
      // Both modes started with the first request and share the deadline; whichever is
      // abandoned first is said at once, so either mode may be the one named.
      assertTrue(
          abandoned.matches(
              "the strategy's self-play in (normal|hard) mode did not finish within 4 s on this"
                  + " server's lists"),
          abandoned);
    }
  }

  private static String post(String path, String json) {
    byte[] body = json.getBytes(StandardCharsets.UTF_8);
    return "POST "
        + path
        + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n"
        + "Content-Length: "
        + body.length
        + "\r\n\r\n"
        + json;
  }
}
