package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static io.github.wordlesolver.examples.cli.Cli.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.examples.serve.WordleServer;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.multi.MultiSelfPlay;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.wordlists.WordLists;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --boards N} of play, assist, suggest and simulate. */
class MultiBoardCommandTest {
  /** The games' answers of {@code --boards N --seed S} come from the original lists. */
  private static final MultiSolver ORIGINAL =
      SolverSetup.multi(SolverSetup.bundled(WordLists.ORIGINAL));

  private static final Pattern GAME_LINE =
      Pattern.compile("[a-z]{5}(,[a-z]{5}){3}: [a-z]{5}( [a-z]{5})*");

  /**
   * The multi-board suggestion is one JSON shape with one writer: {@code wordle suggest --boards
   * --json} prints the bytes {@code POST /suggest} answers with, a widened board included.
   */
  @Test
  void suggestJsonIsTheServersByteForByte() throws Exception {
    try (WordleServer server =
        WordleServer.start(
            SolverSetup.bundled(WordLists.ORIGINAL),
            new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
      HttpClient client = HttpClient.newHttpClient();
      for (String[] game : new String[][] {{"G-YY-", "--G-G"}, {"G-YY-", "Y-YGY"}}) {
        String body =
            "{\"boards\":2, \"top\":3, \"history\":[{\"guess\":\"soare\","
                + " \"marks\":[\""
                + game[0]
                + "\", \""
                + game[1]
                + "\"]}]}";
        HttpResponse<String> reply =
            client.send(
                HttpRequest.newBuilder(server.uri().resolve("/suggest"))
                    .POST(HttpRequest.BodyPublishers.ofString(body))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, reply.statusCode(), reply::body);
        Cli.Result cli =
            run(
                "suggest",
                "--boards",
                "2",
                "--json",
                "--top",
                "3",
                "soare:" + game[0] + "," + game[1]);
        assertEquals(0, cli.status(), cli::toString);
        assertEquals(reply.body() + System.lineSeparator(), cli.out());
      }
    }
  }

  @Test
  void playThroughAPipe() {
    List<String> answers = MultiSelfPlay.of(ORIGINAL, 2).withSeed(42).answers(0);
    Cli.Result result =
        runWithInput(
            "soare\nxyzzy\n" + answers.get(0) + "\nquit\n",
            "play",
            "--boards",
            "2",
            "--seed",
            "42");
    assertEquals(0, result.status(), result::toString);
    List<String> lines = result.lines();
    assertTrue(lines.get(0).startsWith("Dordle: find 2 words at once in 7 tries"), lines::toString);
    assertEquals(
        "soare "
            + Feedback.compute("soare", answers.get(0))
            + "  soare "
            + Feedback.compute("soare", answers.get(1)),
        lines.get(1));
    assertTrue(
        lines.contains("'xyzzy' is not in the guess list; try again (no turn used)."),
        lines::toString);
    assertTrue(
        lines.get(lines.size() - 1).equals("board 2 was " + answers.get(1) + "."), lines::toString);
  }

  @Test
  void theSolverPlaysAndShares() {
    Cli.Result result = run("play", "--boards", "4", "--seed", "7", "--solver");
    assertEquals(0, result.status(), result::toString);
    String out = result.out();
    assertTrue(out.contains("All 4 boards solved in "), out);
    assertTrue(Pattern.compile("Quordle [4-9]/9").matcher(out).find(), out);
  }

  @Test
  void simulateJsonAndGamesOut(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("games.txt");
    Cli.Result result =
        run(
            "simulate",
            "--boards",
            "4",
            "--games",
            "12",
            "--seed",
            "3",
            "--json",
            "--games-out",
            file.toString());
    assertEquals(0, result.status(), result::toString);
    JsonObject json = JsonParser.parseString(result.out()).getAsJsonObject();
    assertEquals(
        Set.of(
            "boards",
            "games",
            "won",
            "failed",
            "totalGuesses",
            "average",
            "maxGuesses",
            "histogram",
            "millis"),
        json.keySet());
    JsonOutput.assertMillis(json, result);
    assertEquals(4, json.get("boards").getAsInt());
    assertEquals(12, json.get("games").getAsInt());
    assertEquals(12, json.get("won").getAsInt() + json.get("failed").getAsInt());
    int games = 0;
    long total = 0;
    for (String key : json.getAsJsonObject("histogram").keySet()) {
      int n = json.getAsJsonObject("histogram").get(key).getAsInt();
      games += n;
      total += (long) n * Integer.parseInt(key);
    }
    assertEquals(12, games);
    assertEquals(total, json.get("totalGuesses").getAsLong());
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    assertEquals(12, lines.size());
    for (int i = 0; i < lines.size(); i++) {
      assertTrue(GAME_LINE.matcher(lines.get(i)).matches(), lines.get(i));
      assertTrue(
          lines
              .get(i)
              .startsWith(
                  String.join(",", MultiSelfPlay.of(ORIGINAL, 4).withSeed(3).answers(i)) + ": "),
          lines.get(i));
    }
    // The same games again.
    Path again = dir.resolve("again.txt");
    run(
        "simulate",
        "--boards",
        "4",
        "--games",
        "12",
        "--seed",
        "3",
        "--games-out",
        again.toString());
    assertEquals(lines, Files.readAllLines(again, StandardCharsets.UTF_8));
  }

  @Test
  void suggestReplaysTurnsOfEveryBoard() {
    Cli.Result result =
        run("suggest", "--boards", "2", "--json", "soare:G-YY-,--G-G", "letup:----G,-Y---");
    assertEquals(0, result.status(), result::toString);
    JsonObject json = JsonParser.parseString(result.out()).getAsJsonObject();
    assertEquals("[1,8]", json.get("remaining").toString());
    assertEquals(
        "scrap",
        json.getAsJsonArray("suggestions").get(0).getAsJsonObject().get("word").getAsString());
  }

  @Test
  void badInputNamesTheBoard() {
    assertError(
        run("suggest", "--boards", "2", "soare:G-YY-,--G-Q"),
        2,
        "wordle suggest",
        "turn 1",
        "board 2",
        "'Q'");
    assertError(
        run("suggest", "--boards", "2", "soare:G-YY-,GGGGY"), 2, "wordle suggest", "board 2:");
    assertError(
        run("suggest", "--boards", "3", "soare:G-YY-,--G-G"),
        2,
        "wordle suggest",
        "expected the marks of 3 boards, got 2");
    assertError(run("simulate", "--boards", "0"), 2, "wordle simulate", "--boards 0", "1 to 32");
    assertError(
        run("simulate", "--boards", "4", "--max-guesses", "3"),
        2,
        "wordle simulate",
        "--max-guesses 3");
    assertError(
        run("play", "--boards", "2", "--hard"), 2, "wordle play", "hard mode does not apply");
    // Every command refuses hard mode and the single-board strategy with the same words.
    for (String command : List.of("suggest", "simulate")) {
      assertError(
          run(command, "--boards", "2", "--strict"),
          2,
          "wordle " + command,
          "--hard and --strict does not go with --boards: hard mode does not apply to"
              + " multi-board games");
      assertError(
          run(command, "--boards", "2", "--scorer", "entropy"),
          2,
          "wordle " + command,
          "--scorer does not go with --boards: multi-board games have their own strategy");
    }
    assertError(
        run("assist", "--boards", "2", "--hard"),
        2,
        "wordle assist",
        "--hard does not go with --boards: hard mode does not apply to multi-board games");
    assertError(
        run("assist", "--boards", "2", "--scorer", "entropy"),
        2,
        "wordle assist",
        "--scorer does not go with --boards: multi-board games have their own strategy");
    assertError(
        run("simulate", "--boards", "2", "--no-tree"),
        2,
        "wordle simulate",
        "--opener, --no-opener and --no-tree does not go with --boards: multi-board games have"
            + " their own strategy");
    assertError(
        run("simulate", "--games", "5"), 2, "wordle simulate", "--games goes with --boards N");
    assertError(
        run("suggest", "--max-guesses", "5"),
        2,
        "wordle suggest",
        "--max-guesses goes with --boards N");
    Cli.Result assist =
        runWithInput(
            "salet -Y--- GX--- ----Y --G--\nquit\n", "assist", "--boards", "4", "--top", "1");
    assertEquals(0, assist.status(), assist::toString);
    assertTrue(assist.out().contains("Not played: board 2: invalid mark 'X'"), assist::toString);
  }

  @Test
  void assistTakesEveryBoardsMarks() {
    Cli.Result result =
        runWithInput("soare G-YY- --G-G\nleft\nquit\n", "assist", "--boards", "2", "--top", "2");
    assertEquals(0, result.status(), result::toString);
    assertTrue(result.out().contains("soare G-YY-  soare --G-G"), result::toString);
    assertTrue(result.out().contains("board 1: 8 left, board 2: 28 left"), result::toString);
    assertTrue(result.out().contains("suggestion: letup"), result::toString);
  }

  /** A board outside the list: the assistant and suggest say so, once, and go on. */
  @Test
  void aBoardOutsideTheListIsNamed() {
    String note = "the answer is not in the 2,315 likely answers: 6 other accepted words fit";
    Cli.Result assisted =
        runWithInput("soare G-YY- Y-YGY\nleft\nquit\n", "assist", "--boards", "2", "--top", "2");
    assertEquals(0, assisted.status(), assisted::toString);
    assertEquals(1, assisted.out().split("Board 2: " + note, -1).length - 1, assisted::toString);
    assertTrue(assisted.out().contains("board 1: 8 left, board 2: 6 left"), assisted::toString);
    assertTrue(
        assisted.out().contains("board 2 (6): abers acers agers apers avers laers"),
        assisted::toString);
    Cli.Result suggested = run("suggest", "--boards", "2", "soare:G-YY-,Y-YGY");
    assertEquals(0, suggested.status(), suggested::toString);
    assertTrue(suggested.lines().contains("board 2: " + note), suggested::toString);
  }
}
