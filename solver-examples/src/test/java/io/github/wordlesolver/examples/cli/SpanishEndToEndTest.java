package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.run;
import static io.github.wordlesolver.examples.cli.Cli.runWithInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The Spanish pair plays end to end in every command, and every mark any command shows or plays by
 * is checked against an independent marker written here on code points (it shares no code with the
 * library). Games use a 150-answer subset of the Spanish answers (with every Spanish word as a
 * guess) so that self-play takes seconds.
 */
class SpanishEndToEndTest {
  @TempDir Path dir;

  /** The marks of {@code guess} against {@code answer}, the game's rule, on code points. */
  static String marks(String guess, String answer) {
    int[] g = guess.codePoints().toArray();
    int[] a = answer.codePoints().toArray();
    char[] out = new char[g.length];
    boolean[] used = new boolean[a.length];
    for (int i = 0; i < g.length; i++) {
      out[i] = '-';
      if (g[i] == a[i]) {
        out[i] = 'G';
        used[i] = true;
      }
    }
    for (int i = 0; i < g.length; i++) {
      if (out[i] == 'G') {
        continue;
      }
      for (int j = 0; j < a.length; j++) {
        if (!used[j] && a[j] == g[i]) {
          used[j] = true;
          out[i] = 'Y';
          break;
        }
      }
    }
    return new String(out);
  }

  private static List<String> spanish() {
    return WordLists.spanish().answers().asList();
  }

  private Path answersFile() throws IOException {
    List<String> words = spanish();
    List<String> some = new ArrayList<>();
    for (int i = 0; i < words.size(); i += words.size() / 150) {
      some.add(words.get(i));
    }
    if (!some.contains("niñez")) {
      some.add("niñez");
    }
    Path file = dir.resolve("respuestas.txt");
    Files.write(file, some, StandardCharsets.UTF_8);
    return file;
  }

  @Test
  void feedbackAndFilterFollowTheIndependentMarker() {
    Random random = new Random(27);
    List<String> words = spanish();
    StringBuilder input = new StringBuilder();
    List<String[]> pairs = new ArrayList<>();
    for (int i = 0; i < 400; i++) {
      String[] pair = {
        words.get(random.nextInt(words.size())), words.get(random.nextInt(words.size()))
      };
      pairs.add(pair);
      input.append(pair[0]).append(' ').append(pair[1]).append('\n');
    }
    pairs.add(new String[] {"niñez", "niñez"});
    input.append("niñez niñez\n");
    Cli.Result batch = runWithInput(input.toString(), "feedback", "-");
    assertEquals(0, batch.status(), batch::toString);
    for (int i = 0; i < pairs.size(); i++) {
      assertEquals(
          marks(pairs.get(i)[0], pairs.get(i)[1]),
          batch.lines().get(i),
          String.join(" ", pairs.get(i)));
    }
    // filter on the Spanish list: exactly the words the independent marker keeps.
    String guess = "niñez";
    String answer = "caña" + "s";
    if (!words.contains(answer)) {
      answer = words.get(101);
    }
    String turn = guess + ":" + marks(guess, answer);
    Cli.Result filtered = run("filter", "--list", "es", turn);
    Set<String> expected = new TreeSet<>();
    for (String w : words) {
      if (marks(guess, w).equals(marks(guess, answer))) {
        expected.add(w);
      }
    }
    assertEquals(
        expected,
        new TreeSet<>(
            filtered
                .out()
                .lines()
                .flatMap(l -> List.of(l.strip().split("\\s+")).stream())
                .filter(w -> !w.isEmpty())
                .toList()),
        filtered::toString);
  }

  @Test
  void everyCommandPlaysTheSpanishList() throws IOException {
    Path answers = answersFile();
    List<String> subset = Files.readAllLines(answers, StandardCharsets.UTF_8);
    // simulate: every game a legal game under the independent marker, ending on its answer.
    Path games = dir.resolve("partidas.txt");
    Cli.Result simulated =
        run(
            "simulate",
            "--list",
            "es",
            "--answers",
            answers.toString(),
            "--games-out",
            games.toString(),
            "--json");
    assertEquals(0, simulated.status(), simulated::toString);
    JsonObject json = JsonOutput.parse(simulated);
    assertEquals(subset.size(), json.get("games").getAsInt());
    assertEquals(0, json.get("failed").getAsInt(), simulated::toString);
    List<String> lines = Files.readAllLines(games, StandardCharsets.UTF_8);
    Set<String> guessable = new TreeSet<>(spanish());
    for (int a = 0; a < subset.size(); a++) {
      String[] played = lines.get(a).split(" ");
      String answer = subset.get(a);
      assertEquals(answer, played[played.length - 1], lines.get(a));
      for (int k = 0; k < played.length; k++) {
        assertTrue(guessable.contains(played[k]), played[k]);
        // Each guess fits every earlier mark (the solver plays a possible answer or better).
        assertEquals(k == played.length - 1, marks(played[k], answer).equals("GGGGG"));
      }
    }
    // suggest and assist agree with the game the solver played.
    String[] first = lines.get(0).split(" ");
    List<String> turns = new ArrayList<>();
    StringBuilder typed = new StringBuilder();
    for (int k = 0; k + 1 < first.length; k++) {
      turns.add(first[k] + ":" + marks(first[k], subset.get(0)));
      typed.append(first[k]).append(' ').append(marks(first[k], subset.get(0))).append('\n');
    }
    List<String> suggestArgs =
        new ArrayList<>(
            List.of("suggest", "--json", "--list", "es", "--answers", answers.toString()));
    suggestArgs.addAll(turns);
    JsonObject suggested = JsonOutput.parse(run(suggestArgs.toArray(new String[0])));
    assertEquals(
        first[first.length - 1],
        suggested.getAsJsonArray("suggestions").get(0).getAsJsonObject().get("word").getAsString());
    Cli.Result assisted =
        runWithInput(typed + "quit\n", "assist", "--list", "es", "--answers", answers.toString());
    assertTrue(assisted.out().contains("Play " + first[first.length - 1]), assisted::toString);
    // rate: one entry per turn, each turn's answers left as the independent marker counts them.
    List<String> rateArgs =
        new ArrayList<>(List.of("rate", "--json", "--list", "es", "--answers", answers.toString()));
    rateArgs.addAll(turns);
    JsonObject rated = JsonOutput.parse(run(rateArgs.toArray(new String[0])));
    assertEquals(turns.size(), rated.getAsJsonArray("turns").size(), rated::toString);
    String opener = first[0];
    long afterOpener =
        subset.stream().filter(w -> marks(opener, w).equals(marks(opener, subset.get(0)))).count();
    assertEquals(
        afterOpener,
        rated.getAsJsonArray("turns").get(0).getAsJsonObject().get("answersAfter").getAsLong(),
        rated::toString);
    // rank, tree and play on the Spanish list.
    Cli.Result ranked = run("rank", "--list", "es", "--scorer", "entropy", "--top", "3");
    assertEquals(0, ranked.status(), ranked::toString);
    Cli.Result tree =
        run(
            "tree",
            "--list",
            "es",
            "--answers",
            answers.toString(),
            "--opener",
            first[0],
            "--json");
    assertEquals(0, tree.status(), tree::toString);
    Cli.Result played = runWithInput("niñez\nquit\n", "play", "--list", "es", "--seed", "3");
    assertEquals(0, played.status(), played::toString);
    String secret =
        played
            .out()
            .lines()
            .filter(l -> l.startsWith("The answer was "))
            .findFirst()
            .orElseThrow()
            .substring("The answer was ".length())
            .replace(".", "");
    assertTrue(played.out().contains("niñez " + marks("niñez", secret)), played::toString);
  }

  @Test
  void foldAccentsReadsAccentedListsAsSpanishGamesDo() throws IOException {
    Path answers = dir.resolve("acentos.txt");
    Files.write(
        answers,
        List.of("ñandú", "árbol", "cañón", "canon", "nandu", "ÑANDU"),
        StandardCharsets.UTF_8);
    List<String> folded = List.of("ñandu", "arbol", "cañon", "canon", "nandu");
    // ñandú and nandu stay two words (ñ is a letter of its own); ÑANDU folds into ñandú.
    for (String guess : List.of("nandu", "cañon")) {
      for (String answer : folded) {
        String turn = guess + ":" + marks(guess, answer);
        Cli.Result listed = run("filter", "--answers", answers.toString(), "--fold-accents", turn);
        assertEquals(0, listed.status(), listed::toString);
        List<String> expected =
            folded.stream().filter(w -> marks(guess, w).equals(marks(guess, answer))).toList();
        assertEquals(expected, listed.out().lines().toList(), turn);
      }
    }
    // Without folding ú and ñandú's twin stay apart: six words, ñandu and ñandú both answers.
    assertEquals(
        List.of("ñandú"),
        run("filter", "--answers", answers.toString(), "ñandú:GGGGG").out().lines().toList());
    assertEquals(
        List.of("ñandu"),
        run("filter", "--answers", answers.toString(), "ñandu:GGGGG").out().lines().toList());
    // A guess typed with its accents is read folded.
    Cli.Result suggested =
        run(
            "suggest",
            "--answers",
            answers.toString(),
            "--fold-accents",
            "ñandú:" + marks("ñandu", "cañon"));
    assertEquals(0, suggested.status(), suggested::toString);
    assertTrue(suggested.out().contains("cañon"), suggested::toString);
  }

  @Test
  void serveAnswersOnTheSpanishList() throws Exception {
    Path answers = answersFile();
    List<String> subset = Files.readAllLines(answers, StandardCharsets.UTF_8);
    LineQueue out = new LineQueue();
    CommandLine commandLine = WordleCommand.newCommandLine(new WordleCommand());
    commandLine.setOut(new PrintWriter(out, true));
    StringWriter err = new StringWriter();
    commandLine.setErr(new PrintWriter(err));
    AtomicInteger status = new AtomicInteger(-1);
    Thread server =
        new Thread(
            () ->
                status.set(
                    commandLine.execute(
                        "serve", "--port", "0", "--list", "es", "--answers", answers.toString())));
    server.setDaemon(true);
    server.start();
    try {
      Matcher listening =
          Pattern.compile("wordle serve: listening on (\\S+) .*").matcher(out.next(60));
      assertTrue(listening.matches(), err::toString);
      HttpClient client = HttpClient.newHttpClient();
      String base = listening.group(1);
      // /marks: the independent marker's marks, upper case and ñ read as the list spells them.
      JsonObject marked =
          post(
              client,
              base + "/marks",
              "{\"guess\":\"NIÑEZ\",\"answer\":\"" + subset.get(7) + "\"}");
      assertEquals(marks("niñez", subset.get(7)), marked.get("marks").getAsString());
      // /suggest: every answer it says is left fits the marks, by the independent marker.
      String answer = subset.get(11);
      String turn = "{\"guess\":\"niñez\",\"marks\":\"" + marks("niñez", answer) + "\"}";
      JsonObject suggested =
          post(client, base + "/suggest", "{\"history\":[" + turn + "],\"top\":3}");
      long left =
          subset.stream().filter(w -> marks("niñez", w).equals(marks("niñez", answer))).count();
      assertEquals(left, suggested.get("remaining").getAsLong(), suggested::toString);
      JsonArray suggestions = suggested.getAsJsonArray("suggestions");
      assertTrue(suggestions.size() >= 1, suggested::toString);
      for (int i = 0; i < suggestions.size(); i++) {
        String word = suggestions.get(i).getAsJsonObject().get("word").getAsString();
        assertTrue(spanish().contains(word), word);
      }
    } finally {
      server.interrupt();
      server.join(30_000);
    }
    assertEquals(0, status.get(), err::toString);
  }

  private static JsonObject post(HttpClient client, String uri, String body) throws Exception {
    HttpResponse<String> response =
        client.send(
            HttpRequest.newBuilder(URI.create(uri))
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                .build(),
            BodyHandlers.ofString(StandardCharsets.UTF_8));
    assertEquals(200, response.statusCode(), response::body);
    return JsonParser.parseString(response.body()).getAsJsonObject();
  }
}
