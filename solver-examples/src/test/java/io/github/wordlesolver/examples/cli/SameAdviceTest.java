package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.run;
import static io.github.wordlesolver.examples.cli.Cli.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * One solver set-up for every front end: {@code play --solver}, {@code simulate}, {@code suggest},
 * {@code assist} and {@code serve} give the same guess for the same lists, mode and history. Each
 * game the solver plays is replayed turn by turn through the other front ends.
 */
class SameAdviceTest {
  private static final Pattern PLAY = Pattern.compile("Play (\\p{L}+)[ .]");
  private static final Pattern LISTENING =
      Pattern.compile("wordle serve: listening on (http://127\\.0\\.0\\.1:\\d+) .*");

  @TempDir Path dir;

  /** Today's lists, the default: self-play's games are those of the other front ends. */
  @Test
  void todaysListsNormalAndHard() throws Exception {
    for (boolean hard : new boolean[] {false, true}) {
      Path games = dir.resolve("games-" + hard + ".txt");
      List<String> simulate = new ArrayList<>(List.of("simulate", "--games-out", games.toString()));
      if (hard) {
        simulate.add("--hard");
      }
      Cli.Result simulated = run(simulate.toArray(new String[0]));
      assertEquals(0, simulated.status(), simulated::toString);
      List<String> lines = Files.readAllLines(games, StandardCharsets.UTF_8);
      assertEquals(3158, lines.size());
      try (Server server = Server.start()) {
        for (int seed : new int[] {1, 2, 57}) {
          List<String> played = playedBySolver(List.of("--seed", Integer.toString(seed)), hard);
          assertEquals(
              String.join(" ", played),
              lines.get(PlaySession.pick(seed, 3158)),
              "simulate, seed " + seed);
          checkEveryTurn(played, hard, server);
        }
      }
    }
  }

  /**
   * Answers outside today's list (days of the original list that it dropped): every front end goes
   * on with the same accepted words and gives the same advice.
   */
  @Test
  void answersOutsideTheListGetTheSameAdvice() throws Exception {
    try (Server server = Server.start()) {
      for (int day : new int[] {305, 1471}) { // slave, semen
        for (boolean hard : new boolean[] {false, true}) {
          List<String> played = playedBySolver(List.of("--day", Integer.toString(day)), hard);
          assertEquals(WordLists.originalAnswer(day), played.get(played.size() - 1));
          checkEveryTurn(played, hard, server);
        }
      }
    }
  }

  @Test
  void otherListsUseTheSameSetUpToo() throws Exception {
    try (Server server = Server.start("--list", "original")) {
      for (int day : new int[] {0, 1000}) {
        List<String> played =
            playedBySolver(List.of("--day", Integer.toString(day)), true, "--list", "original");
        checkEveryTurn(played, true, server, "--list", "original");
      }
    }
    try (Server server = Server.start("--list", "nyt-2022")) {
      List<String> played = playedBySolver(List.of("--seed", "3"), false, "--list", "nyt-2022");
      checkEveryTurn(played, false, server, "--list", "nyt-2022");
    }
  }

  /** Returns the guesses of {@code play --solver} with {@code select}, the last the answer. */
  private static List<String> playedBySolver(List<String> select, boolean hard, String... lists) {
    List<String> args = new ArrayList<>(List.of("play", "--solver"));
    args.addAll(select);
    args.addAll(List.of(lists));
    if (hard) {
      args.add("--hard");
    }
    Cli.Result result = run(args.toArray(new String[0]));
    assertEquals(0, result.status(), result::toString);
    List<String> guesses = new ArrayList<>();
    result
        .out()
        .lines()
        .filter(l -> l.startsWith("solver: "))
        .forEach(l -> guesses.add(l.substring("solver: ".length()).strip()));
    assertTrue(!guesses.isEmpty(), result::toString);
    return guesses;
  }

  /** Checks that after every prefix of the game each front end advises the next guess played. */
  private static void checkEveryTurn(
      List<String> played, boolean hard, Server server, String... lists) throws Exception {
    String answer = played.get(played.size() - 1);
    List<String> turns = new ArrayList<>();
    StringBuilder assistInput = new StringBuilder();
    for (String next : played) {
      String where = (hard ? "hard " : "") + turns + " -> " + next;
      assertEquals(next, suggest(turns, hard, lists), "suggest " + where);
      assertEquals(next, assist(assistInput.toString(), hard, lists), "assist " + where);
      assertEquals(next, server.suggest(turns, hard), "serve " + where);
      String marks = Feedback.compute(next, answer).toString();
      turns.add(next + ":" + marks);
      assistInput.append(next).append(' ').append(marks).append('\n');
    }
  }

  private static String suggest(List<String> turns, boolean hard, String... lists) {
    List<String> args = new ArrayList<>(List.of("suggest", "--json", "--top", "1"));
    args.addAll(List.of(lists));
    if (hard) {
      args.add("--hard");
    }
    args.addAll(turns);
    Cli.Result result = run(args.toArray(new String[0]));
    assertEquals(0, result.status(), result::toString);
    JsonObject json = JsonOutput.parse(result);
    return json.getAsJsonArray("suggestions").get(0).getAsJsonObject().get("word").getAsString();
  }

  /** Returns the word the assistant tells the user to play last. */
  private static String assist(String input, boolean hard, String... lists) {
    List<String> args = new ArrayList<>(List.of("assist"));
    args.addAll(List.of(lists));
    if (hard) {
      args.add("--hard");
    }
    Cli.Result result = runWithInput(input + "quit\n", args.toArray(new String[0]));
    assertEquals(0, result.status(), result::toString);
    Matcher m = PLAY.matcher(result.out());
    String last = "";
    while (m.find()) {
      last = m.group(1);
    }
    return last;
  }

  /** {@code wordle serve --port 0} on a thread, until closed. */
  private static final class Server implements AutoCloseable {
    private final Thread thread;
    private final URI base;
    private final HttpClient client =
        HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private Server(Thread thread, URI base) {
      this.thread = thread;
      this.base = base;
    }

    static Server start(String... lists) throws Exception {
      LineQueue out = new LineQueue();
      CommandLine commandLine = WordleCommand.newCommandLine(new WordleCommand());
      commandLine.setOut(new PrintWriter(out, true));
      commandLine.setErr(new PrintWriter(new StringWriter()));
      List<String> args = new ArrayList<>(List.of("serve", "--port", "0"));
      args.addAll(List.of(lists));
      Thread thread = new Thread(() -> commandLine.execute(args.toArray(new String[0])));
      thread.setDaemon(true);
      thread.start();
      Matcher matcher = LISTENING.matcher(out.next(120));
      assertTrue(matcher.matches(), matcher::toString);
      return new Server(thread, URI.create(matcher.group(1) + "/suggest"));
    }

    String suggest(List<String> turns, boolean hard) throws Exception {
      JsonArray history = new JsonArray();
      for (String turn : turns) {
        JsonObject t = new JsonObject();
        t.addProperty("guess", turn.substring(0, turn.indexOf(':')));
        t.addProperty("marks", turn.substring(turn.indexOf(':') + 1));
        history.add(t);
      }
      JsonObject body = new JsonObject();
      body.add("history", history);
      body.addProperty("hard", hard);
      body.addProperty("top", 1);
      HttpResponse<String> response =
          client.send(
              HttpRequest.newBuilder(base)
                  .POST(HttpRequest.BodyPublishers.ofString(body.toString()))
                  .timeout(Duration.ofSeconds(60))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(200, response.statusCode(), response::body);
      return JsonParser.parseString(response.body())
          .getAsJsonObject()
          .getAsJsonArray("suggestions")
          .get(0)
          .getAsJsonObject()
          .get("word")
          .getAsString();
    }

    @Override
    public void close() throws InterruptedException {
      thread.interrupt();
      thread.join(30_000);
    }
  }
}
