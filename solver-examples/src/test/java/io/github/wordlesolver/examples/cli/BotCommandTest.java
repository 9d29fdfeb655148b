package io.github.wordlesolver.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.wordlesolver.DailyPuzzles;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.examples.bot.HostBot;
import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.host.HostedGame;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code wordle bot}: the JSON shapes and texts of the issue, the library's refusal codes and the
 * bot's own, bounded lines, and games that survive the process: saved at every move, read back
 * after {@code kill -9} between any two moves, a damaged file reported and set aside.
 */
class BotCommandTest {
  private static final Solver NYT = SolverSetup.bundled(WordLists.NYT);

  @TempDir Path dir;

  /** The marking rule, written here: greens first, then yellows left to right. */
  private static String marks(String guess, String answer) {
    char[] out = new char[guess.length()];
    int[] unused = new int[128];
    for (int i = 0; i < guess.length(); i++) {
      if (guess.charAt(i) == answer.charAt(i)) {
        out[i] = 'G';
      } else {
        unused[answer.charAt(i)]++;
      }
    }
    for (int i = 0; i < guess.length(); i++) {
      if (out[i] != 'G') {
        out[i] = unused[guess.charAt(i)]-- > 0 ? 'Y' : '-';
      }
    }
    return new String(out);
  }

  private static String secretOfSeed(long seed) {
    WordList answers = NYT.answers();
    return answers.get(PlaySession.pick(seed, answers.size()));
  }

  /** A word of the guess list, not {@code secret}, that gets a green against it, and where. */
  private static int[] greenWord(String secret) {
    WordList guesses = NYT.guesses();
    for (int i = 0; i < guesses.size(); i++) {
      String m = marks(guesses.get(i), secret);
      if (!guesses.get(i).equals(secret)
          && m.indexOf('G') >= 0
          && m.indexOf('G') == m.lastIndexOf('G')) {
        return new int[] {i, m.indexOf('G')};
      }
    }
    throw new AssertionError("no word with one green against " + secret);
  }

  private static JsonObject json(String line) {
    return JsonParser.parseString(line).getAsJsonObject();
  }

  @Test
  void answersAreTheIssuesJsonShapesWithTheLibrarysCodes() {
    String secret = secretOfSeed(7);
    String other = secret.equals("crane") ? "slate" : "crane";
    int[] green = greenWord(secretOfSeed(8));
    String keeps = NYT.guesses().get(green[0]);
    String drops = "";
    for (String w : NYT.guesses().asList()) {
      if (w.charAt(green[1]) != keeps.charAt(green[1])) {
        drops = w;
        break;
      }
    }
    assertFalse(drops.isEmpty());
    String input =
        String.join(
            "\n",
            "ann play seed 7",
            "ann " + other,
            "ann xyzzy",
            "ann cran",
            "ann hint",
            "bob " + other,
            "ann share",
            "ann " + secret.toUpperCase(),
            "ann " + other,
            "carl play hard seed 8",
            "carl " + keeps,
            "carl " + drops,
            "carl hello there",
            "carl play seed x");
    Cli.Result result = Cli.runWithInput(input + "\n", "bot", "--json");
    assertEquals(0, result.status(), result::toString);
    assertEquals("", result.err(), result::toString);
    List<String> lines = result.lines();
    assertEquals(14, lines.size(), result::toString);
    assertEquals("{\"user\":\"ann\",\"status\":\"playing\",\"guessesLeft\":6}", lines.get(0));
    assertEquals(
        "{\"user\":\"ann\",\"marks\":\""
            + marks(other, secret)
            + "\",\"status\":\"playing\",\"guessesLeft\":5}",
        lines.get(1));
    assertEquals(
        "{\"user\":\"ann\",\"code\":\"not_in_guess_list\",\"error\":\"'xyzzy' is not in the guess"
            + " list\"}",
        lines.get(2));
    assertEquals("wrong_length", json(lines.get(3)).get("code").getAsString());
    HostedGame same = HostedGame.of(NYT, Mode.NORMAL, secret).guess(other).game();
    assertEquals(
        "{\"user\":\"ann\",\"hint\":\"" + same.bestGuess() + "\"}", lines.get(4), "the library's");
    assertEquals(
        "{\"user\":\"bob\",\"code\":\"no_game\",\"error\":\"no game: type play to start one\"}",
        lines.get(5));
    assertEquals(same.shareGrid().toString(), json(lines.get(6)).get("share").getAsString());
    assertEquals(
        "{\"user\":\"ann\",\"marks\":\"GGGGG\",\"status\":\"won\",\"guessesLeft\":0}",
        lines.get(7));
    assertEquals("game_won", json(lines.get(8)).get("code").getAsString());
    assertEquals("{\"user\":\"carl\",\"status\":\"playing\",\"guessesLeft\":6}", lines.get(9));
    assertEquals(marks(keeps, secretOfSeed(8)), json(lines.get(10)).get("marks").getAsString());
    JsonObject refused = json(lines.get(11));
    assertEquals("green_not_kept", refused.get("code").getAsString(), lines.get(11));
    assertTrue(refused.get("error").getAsString().contains("breaks the hard-mode rule"));
    assertTrue(json(lines.get(12)).get("help").getAsString().startsWith("play [hard]"));
    assertEquals("bad_command", json(lines.get(13)).get("code").getAsString());
  }

  /**
   * {@code play day N} plays puzzle N of the library's daily order: {@code WordLists.daily} of the
   * bundled answers (with more guesses from a file too), and of answers from a file the order the
   * bot names {@value HostBot#CUSTOM_DAILY_NAME}, from the same first day.
   */
  @Test
  void playDayNPlaysTheLibrarysDailyPuzzleN() throws Exception {
    String original = WordLists.daily(WordLists.ORIGINAL).answer(40);
    String nyt = WordLists.daily(WordLists.NYT).answer(3200);
    Path more = Files.writeString(dir.resolve("more.txt"), "qajaq\n");
    List<String> words = List.of("cigar", "rebut", "sissy", "humph", "awake", "blush", "focal");
    Path answers = Files.writeString(dir.resolve("mine.txt"), String.join("\n", words) + "\n");
    String mine =
        DailyPuzzles.of("wordle bot", WordList.of(words), LocalDate.of(2021, 6, 19)).answer(12);
    String[][] runs = {
      {original, "40", "--list", "original"},
      {nyt, "3200", "--list", "nyt", "--guesses", more.toString()},
      {nyt, "3200"},
      {mine, "12", "--answers", answers.toString()},
    };
    for (String[] run : runs) {
      List<String> args = new ArrayList<>(List.of("bot", "--json"));
      args.addAll(List.of(run).subList(2, run.length));
      Cli.Result result =
          Cli.runWithInput(
              "ann play day " + run[1] + "\nann " + run[0] + "\n", args.toArray(new String[0]));
      assertEquals(
          "{\"user\":\"ann\",\"marks\":\"GGGGG\",\"status\":\"won\",\"guessesLeft\":0}",
          result.lines().get(1),
          args + ": " + result);
    }
  }

  @Test
  void theTextAnswersAreOneLineEach() {
    String secret = secretOfSeed(3);
    Cli.Result result =
        Cli.runWithInput(
            "dee play hard seed 3\r\ndee guess " + secret + "\ndee share\ndee plays it\n", "bot");
    String emoji = "🟩".repeat(5);
    Cli.assertOutput(
        result,
        List.of(
            "dee: new game in hard mode: 6 guesses left",
            "dee: " + secret + " " + emoji + ", won in 1/6",
            "dee: Wordle 1/6* " + emoji,
            "dee: play [hard] [seed N|day N] starts a game; then type a word to guess it (guess WORD"
                + " for a word that is also a command), hint for a suggestion, share for the share"
                + " grid"));
  }

  @Test
  void aBadLineIsAnsweredAndTheNextOneStillIs() {
    String huge = "eve " + "a".repeat(50_000);
    String longUser = "u".repeat(61);
    Cli.Result result =
        Cli.runWithInput(
            "\n" + huge + "\n" + longUser + " play\neve play seed 1\n", "bot", "--json");
    List<String> lines = result.lines();
    assertEquals(4, lines.size(), result::toString);
    for (int i = 0; i < 3; i++) {
      assertEquals("bad_line", json(lines.get(i)).get("code").getAsString(), lines.get(i));
      assertTrue(lines.get(i).length() < 300, "a short answer: " + lines.get(i));
    }
    assertEquals("", json(lines.get(0)).get("user").getAsString());
    assertEquals("eve", json(lines.get(1)).get("user").getAsString());
    assertEquals("playing", json(lines.get(3)).get("status").getAsString());
  }

  private static String fileOf(String user) {
    return HexFormat.of().formatHex(user.getBytes(StandardCharsets.UTF_8)) + ".game";
  }

  @Test
  void aDamagedFileIsReportedAndSetAsideAndTheBotGoesOn() throws Exception {
    Path state = dir.resolve("state");
    Cli.Result first =
        Cli.runWithInput(
            "ann play seed 1\nbob play seed 2\nédith play seed 3\n",
            "bot",
            "--state",
            state.toString());
    assertEquals(0, first.status(), first::toString);
    assertTrue(Files.exists(state.resolve(fileOf("édith"))));
    String good = Files.readString(state.resolve(fileOf("ann")));
    Files.writeString(state.resolve(fileOf("bob")), good.substring(0, good.length() / 2));
    Files.write(state.resolve(fileOf("édith")), new byte[] {(byte) 0xC3, 0x28});
    Files.writeString(state.resolve(fileOf("ann") + ".tmp"), "half a sa");
    Cli.Result second =
        Cli.runWithInput(
            "bob crane\nbob crane\nédith share\nann crane\nbob play seed 2\nbob crane\n",
            "bot",
            "--json",
            "--state",
            state.toString());
    assertEquals(0, second.status(), second::toString);
    List<String> lines = second.lines();
    assertEquals("damaged_game", json(lines.get(0)).get("code").getAsString());
    assertEquals("no_game", json(lines.get(1)).get("code").getAsString());
    assertEquals("damaged_game", json(lines.get(2)).get("code").getAsString());
    assertEquals(marks("crane", secretOfSeed(1)), json(lines.get(3)).get("marks").getAsString());
    assertEquals(marks("crane", secretOfSeed(2)), json(lines.get(5)).get("marks").getAsString());
    List<String> err = second.err().lines().toList();
    assertEquals(3, err.size(), second::toString);
    assertTrue(err.get(0).startsWith("wordle bot: " + fileOf("ann") + ".tmp: an unfinished save"));
    assertTrue(
        err.get(1)
            .matches(
                "wordle bot: "
                    + fileOf("bob")
                    + " \\(user 'bob'\\): damaged \\(saved"
                    + " game, line \\d+, column \\d+: expected .*\\); set aside as "
                    + fileOf("bob")
                    + "\\.damaged"),
        err.get(1));
    assertTrue(err.get(2).contains("not UTF-8"), err.get(2));
    assertTrue(Files.exists(state.resolve(fileOf("bob") + ".damaged")));
    assertTrue(Files.exists(state.resolve(fileOf("édith") + ".damaged")));
    assertFalse(Files.exists(state.resolve(fileOf("ann") + ".tmp")));
  }

  @Test
  void aStateThatIsNotADirectoryIsAUsageError() throws Exception {
    Path file = Files.writeString(dir.resolve("file"), "x");
    Cli.assertError(
        Cli.runWithInput("", "bot", "--state", file.toString()),
        2,
        "wordle bot",
        "not a directory");
  }

  /**
   * The moves of three users; after each, the process is killed with SIGKILL and a new one is
   * started on the same directory: every answer is the one an uninterrupted bot gives.
   */
  @Test
  void gamesSurviveKillNineBetweenAnyTwoMoves() throws Exception {
    String a = secretOfSeed(11);
    List<String> moves =
        List.of(
            "ann play seed 11",
            "bob play hard seed 12",
            "ann crane",
            "bob slate",
            "cy play seed 13",
            "ann hint",
            "bob hint",
            "ann " + a,
            "cy share",
            "bob xyzzy",
            "ann share",
            "cy crane");
    Cli.Result whole =
        Cli.runWithInput(
            String.join("\n", moves) + "\n",
            "bot",
            "--json",
            "--state",
            dir.resolve("reference").toString());
    List<String> expected = whole.lines();
    assertEquals(moves.size(), expected.size(), whole::toString);
    assertTrue(expected.get(7).contains("\"status\":\"won\""), expected.get(7));

    Path state = dir.resolve("killed");
    List<String> command =
        List.of(
            ProcessHandle.current().info().command().orElse("java"),
            "-cp",
            System.getProperty("java.class.path"),
            WordleCommand.class.getName(),
            "bot",
            "--json",
            "--state",
            state.toString());
    for (int i = 0; i < moves.size(); i++) {
      Process bot =
          new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
      Writer in = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.UTF_8);
      BufferedReader out =
          new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.UTF_8));
      try {
        in.write(moves.get(i) + "\n");
        in.flush();
        assertEquals(expected.get(i), out.readLine(), "move " + (i + 1) + ": " + moves.get(i));
      } finally {
        bot.destroyForcibly(); // SIGKILL between this move and the next
        assertTrue(bot.waitFor(1, TimeUnit.MINUTES));
        out.close();
        try {
          in.close();
        } catch (java.io.IOException e) {
          // the pipe of a killed process
        }
      }
    }
    List<String> files = new ArrayList<>();
    try (var list = Files.list(state)) {
      list.forEach(p -> files.add(p.getFileName().toString()));
    }
    files.sort(null);
    assertEquals(List.of(fileOf("ann"), fileOf("bob"), fileOf("cy")), files);
  }
}
