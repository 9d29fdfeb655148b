package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.examples.serve.WordleServer;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.wordlists.WordLists;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every JSON shape that the command line and {@code wordle serve} both print has one writer ({@code
 * JsonViews}): the same game gives the same bytes through both, compared as text. (The multi-board
 * suggestion is compared in {@link MultiBoardCommandTest}.) Only the wall time, {@code "millis"},
 * may differ.
 */
class JsonShapesTest {
  private static final Pattern MILLIS = Pattern.compile("\"millis\":\\d+");
  private static WordleServer server;
  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  @BeforeAll
  static void start() throws Exception {
    server =
        WordleServer.start(
            SolverSetup.bundled(WordLists.ORIGINAL),
            new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static String server(String method, String path, String body) throws Exception {
    HttpResponse<String> reply =
        CLIENT.send(
            HttpRequest.newBuilder(server.uri().resolve(path))
                .method(
                    method,
                    body == null
                        ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertEquals(200, reply.statusCode(), reply::body);
    return reply.body();
  }

  private static String cli(String... args) {
    List<String> all = new ArrayList<>(List.of(args));
    all.addAll(List.of("--list", "original"));
    Cli.Result result = run(all.toArray(new String[0]));
    assertEquals(0, result.status(), result::toString);
    assertTrue(result.out().endsWith(System.lineSeparator()), result::toString);
    return result.out().substring(0, result.out().length() - System.lineSeparator().length());
  }

  /** Returns {@code json} from its field {@code name} on: the fields both front ends print. */
  private static String from(String json, String name) {
    int at = json.indexOf("\"" + name + "\":");
    assertTrue(at > 0, json);
    return json.substring(at);
  }

  /**
   * The suggestions, the answers left and the widening of {@code wordle suggest --json} and {@code
   * POST /suggest} (which differ only in their first fields: the scorer and {@code candidates}, or
   * {@code remaining}), a widened position included.
   */
  @Test
  void suggestionsAnswersAndWidening() throws Exception {
    for (String marks : new String[] {"-Y---", "Y-YGY"}) {
      String served =
          server(
              "POST",
              "/suggest",
              "{\"top\":3,\"history\":[{\"guess\":\"soare\",\"marks\":\"" + marks + "\"}]}");
      String printed = cli("suggest", "--json", "--top", "3", "soare:" + marks);
      assertEquals(from(served, "suggestions"), from(printed, "suggestions"));
    }
    assertTrue(
        server("POST", "/suggest", "{\"history\":[{\"guess\":\"soare\",\"marks\":\"Y-YGY\"}]}")
            .contains("\"widened\":true,\"note\":"));
  }

  /** {@code wordle rate --json --answer} and {@code POST /rate} with the answer, whole. */
  @Test
  void ratings() throws Exception {
    String served =
        server(
            "POST",
            "/rate",
            "{\"answer\":\"pinky\",\"hard\":true,\"history\":[{\"guess\":\"salet\"},"
                + "{\"guess\":\"courd\"},{\"guess\":\"pinky\"}]}");
    assertEquals(
        served, cli("rate", "--json", "--hard", "--answer", "pinky", "salet", "courd", "pinky"));
  }

  /** {@code wordle simulate --json} and each mode of {@code GET /strategy}, but the wall time. */
  @Test
  void selfPlay() throws Exception {
    String served = server("GET", "/strategy", null);
    Matcher modes =
        Pattern.compile("\\{\"normal\":(\\{.*\\}),\"hard\":(\\{.*\\})\\}").matcher(served);
    assertTrue(modes.matches(), served);
    assertEquals(
        MILLIS.matcher(modes.group(1)).replaceAll("\"millis\":0"),
        MILLIS.matcher(cli("simulate", "--json")).replaceAll("\"millis\":0"));
    assertEquals(
        MILLIS.matcher(modes.group(2)).replaceAll("\"millis\":0"),
        MILLIS.matcher(cli("simulate", "--json", "--hard")).replaceAll("\"millis\":0"));
  }
}
