package io.github.wordlesolver.examples.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.multi.MultiSuggestion;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code POST /suggest} with {@code "boards"}: the answer agrees with the library; 400s. */
class MultiBoardServerTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(60);
  private static final Solver SOLVER = SolverSetup.bundled(WordLists.ORIGINAL);
  private static WordleServer server;
  private static HttpClient client;

  @BeforeAll
  static void start() throws Exception {
    server = WordleServer.start(SOLVER, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
    client = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static HttpResponse<String> post(String body) throws Exception {
    return client.send(
        HttpRequest.newBuilder(server.uri().resolve("/suggest"))
            .timeout(TIMEOUT)
            .POST(BodyPublishers.ofString(body))
            .build(),
        BodyHandlers.ofString());
  }

  private static void assertRefused(String body, String fragment) throws Exception {
    HttpResponse<String> reply = post(body);
    assertEquals(400, reply.statusCode(), reply::body);
    String error =
        JsonParser.parseString(reply.body()).getAsJsonObject().get("error").getAsString();
    assertTrue(error.contains(fragment), () -> "missing '" + fragment + "' in " + error);
  }

  @Test
  void suggestsWhatTheLibrarySuggests() throws Exception {
    HttpResponse<String> reply =
        post(
            "{\"boards\":2, \"top\":3, \"history\":[{\"guess\":"
                + "\"soare\", \"marks\":[\"G-YY-\", \"--G-G\"]}]}");
    assertEquals(200, reply.statusCode(), reply::body);
    JsonObject json = JsonParser.parseString(reply.body()).getAsJsonObject();
    assertEquals(
        Set.of("boards", "guessesLeft", "remaining", "solved", "widened", "suggestions"),
        json.keySet());
    assertEquals("[false,false]", json.get("widened").toString());
    MultiGame game =
        MultiSolver.of(SOLVER)
            .newGame(2)
            .apply("soare", List.of(Feedback.parse("G-YY-"), Feedback.parse("--G-G")));
    assertEquals(2, json.get("boards").getAsInt());
    assertEquals(6, json.get("guessesLeft").getAsInt());
    JsonArray remaining = json.getAsJsonArray("remaining");
    assertEquals(game.board(0).candidates().size(), remaining.get(0).getAsInt());
    assertEquals(game.board(1).candidates().size(), remaining.get(1).getAsInt());
    List<MultiSuggestion> expected = game.suggest(3);
    JsonArray actual = json.getAsJsonArray("suggestions");
    assertEquals(expected.size(), actual.size());
    for (int i = 0; i < expected.size(); i++) {
      JsonObject o = actual.get(i).getAsJsonObject();
      assertEquals(expected.get(i).word(), o.get("word").getAsString());
      assertEquals(expected.get(i).score(), o.get("score").getAsDouble());
      assertEquals(expected.get(i).boardsItFits(), o.get("boardsItFits").getAsInt());
    }
  }

  /** A board whose marks fit no answer goes on with the accepted words that fit. */
  @Test
  void aBoardOutsideTheListIsWidened() throws Exception {
    // abers is an accepted word, never an answer: soare Y-YGY fits five other accepted words.
    String body =
        "{\"boards\":2, \"top\":3, \"history\":[{\"guess\":\"soare\", \"marks\":"
            + "[\"G-YY-\", \"Y-YGY\"]}]}";
    HttpResponse<String> reply = post(body);
    assertEquals(200, reply.statusCode(), reply::body);
    JsonObject json = JsonParser.parseString(reply.body()).getAsJsonObject();
    assertEquals("[false,true]", json.get("widened").toString());
    assertEquals("[6]", "[" + json.getAsJsonArray("remaining").get(1).getAsInt() + "]");
    assertEquals(
        "[\"board 2: the answer is not in the 2,315 likely answers: 6 other accepted"
            + " words fit\"]",
        json.get("notes").toString());
    MultiGame game =
        MultiSolver.of(SOLVER)
            .newGame(2)
            .apply("soare", List.of(Feedback.parse("G-YY-"), Feedback.parse("Y-YGY")));
    assertEquals(
        game.suggest(3).get(0).word(),
        json.getAsJsonArray("suggestions").get(0).getAsJsonObject().get("word").getAsString());
  }

  @Test
  void solvedBoardsAndTheEnd() throws Exception {
    HttpResponse<String> reply =
        post(
            "{\"boards\":2, \"history\":[{\"guess\":\"cigar\","
                + " \"marks\":[\"GGGGG\", \"----Y\"]}, {\"guess\":\"rebut\", \"marks\":[\"GGGGG\"]}]}");
    assertEquals(200, reply.statusCode(), reply::body);
    JsonObject json = JsonParser.parseString(reply.body()).getAsJsonObject();
    assertEquals("[true,true]", json.get("solved").toString());
    assertEquals(0, json.getAsJsonArray("suggestions").size());
  }

  @Test
  void badInputIs400() throws Exception {
    assertRefused("{\"boards\":0}", "'boards' must be from 1 to 32");
    assertRefused("{\"boards\":\"four\"}", "'boards' must be a whole number");
    assertRefused("{\"boards\":4, \"guesses\":3}", "'guesses' must be from 4 to 64");
    assertRefused("{\"boards\":4, \"hard\":true}", "hard mode does not apply");
    assertRefused(
        "{\"boards\":2, \"history\":[{\"guess\":\"soare\", \"marks\":\"G-YY-\"}]}",
        "'marks' must be an array");
    assertRefused(
        "{\"boards\":2, \"history\":[{\"guess\":\"soare\","
            + " \"marks\":[\"G-YY-\", \"--Q-G\"]}]}",
        "history[0]: board 2: invalid mark 'Q'");
    assertRefused(
        "{\"boards\":2, \"history\":[{\"guess\":\"soare\","
            + " \"marks\":[\"G-YY-\", \"GGGGY\"]}]}",
        "board 2:");
    assertRefused(
        "{\"boards\":2, \"history\":[{\"guess\":\"soare\", \"marks\":[\"G-YY-\"]}]}",
        "expected the marks of 2 boards, got 1");
    HttpResponse<String> count =
        post("{\"boards\":2, \"history\":[{\"guess\":\"soare\", \"marks\":[\"G-YY-\"]}]}");
    assertEquals(
        "wrong_marks_count",
        JsonParser.parseString(count.body()).getAsJsonObject().get("code").getAsString(),
        count::body);
    assertRefused(
        "{\"boards\":2, \"history\":[{\"guess\":\"qqqqq\","
            + " \"marks\":[\"-----\", \"-----\"]}]}",
        "not in the guess list");
  }
}
