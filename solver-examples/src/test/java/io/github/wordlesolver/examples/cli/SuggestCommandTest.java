package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.assertOutput;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static io.github.wordlesolver.examples.cli.FilterCommandTest.turn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SuggestCommandTest {
  /** One solver for the original lists, shared by the tests (its table is built once). */
  static Solver original;

  @TempDir Path dir;

  @BeforeAll
  static void buildSolver() {
    original = Solver.of(WordLists.originalAnswers(), WordLists.originalGuesses());
  }

  private static Game resume(Mode mode, List<String> turns) {
    List<Turn> parsed = new ArrayList<>();
    for (String t : turns) {
      parsed.add(Turn.parse(t));
    }
    return original.resume(mode, parsed);
  }

  private static String[] args(List<String> options, List<String> turns) {
    List<String> all = new ArrayList<>();
    all.add("suggest");
    all.addAll(options);
    all.addAll(turns);
    return all.toArray(new String[0]);
  }

  @Test
  void equalsGameSuggestAfterAHistory() {
    List<String> turns = List.of(turn("raise", "awake"), turn("clout", "awake"));
    Game game = resume(Mode.NORMAL, turns);
    int left = game.candidates().size();
    assertTrue(left > 1, game::toString);
    assertEquals(
        game.suggest(10),
        JsonOutput.suggestions(
            run(args(List.of("--json", "--list", "original"), turns)), "lookahead", left));
    assertEquals(
        game.suggest(3, Scorers.entropy()),
        JsonOutput.suggestions(
            run(
                args(
                    List.of("--json", "--scorer", "entropy", "--top", "3", "--list", "original"),
                    turns)),
            "entropy",
            left));
    List<String> one = List.of(turn("salet", "tangy"));
    Game hard = resume(Mode.HARD, one);
    assertEquals(
        hard.suggest(5, Scorers.minimax()),
        JsonOutput.suggestions(
            run(
                args(
                    List.of(
                        "--json",
                        "--hard",
                        "--scorer",
                        "minimax",
                        "--top",
                        "5",
                        "--list",
                        "original"),
                    one)),
            "minimax",
            hard.candidates().size()));
    Game strict = resume(Mode.STRICT, one);
    List<Suggestion> strictBest = strict.suggest(5, Scorers.minimax());
    assertEquals(
        strictBest,
        JsonOutput.suggestions(
            run(
                args(
                    List.of(
                        "--json",
                        "--strict",
                        "--scorer",
                        "minimax",
                        "--top",
                        "5",
                        "--list",
                        "original"),
                    one)),
            "minimax",
            strict.candidates().size()));
    for (Suggestion s : strictBest) {
      assertTrue(s.possibleAnswer() || !original.answers().contains(s.word()), s::toString);
    }
  }

  @Test
  void textListsTheAnswersWhenFewAreLeft() {
    List<String> turns = List.of(turn("raise", "awake"), turn("clout", "awake"));
    Game game = resume(Mode.NORMAL, turns);
    List<String> left = game.candidates().words();
    assertTrue(left.size() <= SuggestCommand.LIST_LIMIT, left::toString);
    Cli.Result result =
        run(args(List.of("--top", "2", "--scorer", "entropy", "--list", "original"), turns));
    assertEquals(0, result.status(), result::toString);
    List<String> lines = result.lines();
    assertEquals(5, lines.size(), result::toString);
    assertTrue(
        lines
            .get(0)
            .startsWith("after raise:-Y--G clout:-----: " + left.size() + " answers possible"),
        result::toString);
    assertTrue(
        lines.get(2).contains(game.suggest(1, Scorers.entropy()).get(0).word()), result::toString);
    assertEquals("possible answers: " + String.join(" ", left), lines.get(4));

    List<String> many = List.of(turn("salet", "cigar"));
    Cli.Result wide =
        run(args(List.of("--top", "2", "--scorer", "entropy", "--list", "original"), many));
    assertEquals(4, wide.lines().size(), wide::toString);
  }

  @Test
  void oneAnswerLeft() {
    List<String> turns = null;
    Game game = null;
    for (String answer : original.answers().asList()) {
      turns = List.of(turn("salet", answer), turn("crony", answer));
      game = resume(Mode.NORMAL, turns);
      if (game.candidates().size() == 1 && !game.isSolved()) {
        break;
      }
    }
    List<String> left = game.candidates().words();
    assertEquals(1, left.size(), left::toString);
    List<Suggestion> best =
        JsonOutput.suggestions(
            run(args(List.of("--json", "--top", "1", "--list", "original"), turns)),
            "lookahead",
            1);
    assertEquals(left.get(0), best.get(0).word());
    List<String> lines = run(args(List.of("--top", "1", "--list", "original"), turns)).lines();
    assertEquals("the answer must be: " + left.get(0), lines.get(lines.size() - 1));
  }

  @Test
  void solvedGame() {
    assertOutput(run("suggest", "cigar:GGGGG"), List.of("solved: the answer is cigar (1 guess)"));
    assertOutput(
        run("suggest", "salet:-Y---", "cigar:GGGGG"),
        List.of("solved: the answer is cigar (2 guesses)"));
    assertEquals(
        List.of(),
        JsonOutput.suggestions(
            run("suggest", "--json", "--scorer", "entropy", "cigar:ggggg"), "entropy", 1));
  }

  @Test
  void noTurnsRanksTheOpener() throws IOException {
    Path file = dir.resolve("answers.txt");
    Files.write(file, WordLists.originalAnswers().asList().subList(0, 150), StandardCharsets.UTF_8);
    com.google.gson.JsonObject suggested =
        JsonOutput.parse(
            run("suggest", "--answers", file.toString(), "--json", "--scorer", "entropy"));
    assertEquals(false, suggested.remove("widened").getAsBoolean());
    assertEquals(
        JsonOutput.parse(
            run("rank", "--answers", file.toString(), "--json", "--scorer", "entropy")),
        suggested);
  }

  @Test
  void customLists() throws IOException {
    Path answers = dir.resolve("six.txt");
    Files.writeString(
        answers, "planet\nplates\nrocket\nplants\npocket\nlocket\n", StandardCharsets.UTF_8);
    WordList six = WordList.of("planet", "plates", "rocket", "plants", "pocket", "locket");
    Game game = Solver.of(six, six).newGame().apply(Turn.parse(turn("rocket", "locket")));
    assertEquals(
        game.suggest(2),
        JsonOutput.suggestions(
            run(
                "suggest",
                "--answers",
                answers.toString(),
                "--json",
                "--top",
                "2",
                turn("rocket", "locket")),
            "lookahead",
            game.candidates().size()));
    // A word outside the list of answers: the guesses that fit.
    Path guesses = dir.resolve("more.txt");
    Files.writeString(guesses, "rocker\nlocker\ndocker\n", StandardCharsets.UTF_8);
    Cli.Result widened =
        run(
            "suggest",
            "--answers",
            answers.toString(),
            "--guesses",
            guesses.toString(),
            "--json",
            "--top",
            "2",
            turn("rocket", "docker"));
    com.google.gson.JsonObject object = JsonOutput.parse(widened);
    assertTrue(object.get("widened").getAsBoolean(), widened::toString);
    assertEquals(
        "the answer is not in the 6 likely answers: 2 other accepted words fit",
        object.get("note").getAsString());
  }

  /**
   * {@code --deadline}: a deadline that passes at once answers with the one guess scored by then
   * and says it was cut short (text and JSON); one that does not pass changes nothing but the
   * {@code cutShort} field; a bad duration is exit 2.
   */
  @Test
  void deadlineAnswersWithTheBestFoundByThen() throws IOException {
    Path file = dir.resolve("answers.txt");
    Files.write(file, WordLists.originalAnswers().asList(), StandardCharsets.UTF_8);
    Cli.Result now = run("suggest", "--answers", file.toString(), "--json", "--deadline", "0ms");
    com.google.gson.JsonObject object = JsonOutput.parse(now);
    assertEquals(true, object.remove("cutShort").getAsBoolean(), now::toString);
    com.google.gson.JsonArray suggestions = object.getAsJsonArray("suggestions");
    assertTrue(suggestions.size() >= 1 && suggestions.size() <= 10, now::toString);
    for (com.google.gson.JsonElement e : suggestions) {
      String word = e.getAsJsonObject().get("word").getAsString();
      assertTrue(WordLists.originalAnswers().contains(word), word);
    }
    Cli.Result text = run("suggest", "--answers", file.toString(), "--deadline", "0ms");
    assertEquals(0, text.status(), text::toString);
    assertTrue(
        text.out().contains("cut short at the deadline (0ms): the best found by then"),
        text::toString);

    List<String> turns = List.of(turn("salet", "tangy"));
    Cli.Result late =
        run(args(List.of("--json", "--hard", "--list", "original", "--deadline", "PT10M"), turns));
    com.google.gson.JsonObject lateObject = JsonOutput.parse(late);
    assertEquals(false, lateObject.get("cutShort").getAsBoolean(), late::toString);
    Cli.Result plain = run(args(List.of("--json", "--hard", "--list", "original"), turns));
    lateObject.remove("cutShort");
    assertEquals(JsonOutput.parse(plain), lateObject);
    Cli.Result lateText =
        run(args(List.of("--hard", "--list", "original", "--deadline", "1.5m"), turns));
    assertEquals(run(args(List.of("--hard", "--list", "original"), turns)).out(), lateText.out());

    assertError(
        run("suggest", "--deadline", "soon"), 2, "wordle suggest", "--deadline", "'soon'", "500ms");
    assertError(run("suggest", "--deadline", "-1s"), 2, "wordle suggest", "'-1s'");
    assertError(run("suggest", "--deadline", "PT-1S"), 2, "wordle suggest", "'PT-1S'");
    assertError(
        run("suggest", "--boards", "2", "--deadline", "1s"),
        2,
        "wordle suggest",
        "--deadline does not go with --boards");
  }

  @Test
  void badInputIsExitTwo() {
    assertError(run("suggest", "salet"), 2, "wordle suggest", "'salet'", "GUESS:MARKS");
    assertError(run("suggest", "salet:--Y"), 2, "wordle suggest", "'salet:--Y'");
    assertError(run("suggest", "salet:--X-G"), 2, "wordle suggest", "'X'");
    assertError(
        run("suggest", "zzzzz:-----"), 2, "wordle suggest", "'zzzzz'", "not in the guess list");
    assertError(run("suggest", "salet:GGGGY"), 2, "wordle suggest", "salet");
    // contradicting marks for the same guess
    assertError(
        run("suggest", "salet:G----", "salet:-----"),
        2,
        "wordle suggest",
        "turn 2",
        "no word gives all these marks; check them");
    // hard mode: S is green, so the next guess must start with S
    assertError(
        run("suggest", "--hard", "salet:G----", "crane:-----"),
        2,
        "wordle suggest",
        "'crane'",
        "hard-mode rule");
    assertError(
        run("suggest", "--strict", "salet:-Y---", "began:-----"),
        2,
        "wordle suggest",
        "'began'",
        "strict");
    assertError(
        run("suggest", "cigar:GGGGG", "rebut:-----"),
        2,
        "wordle suggest",
        "'cigar:GGGGG'",
        "'rebut:-----'");
    assertError(
        run("suggest", "--scorer", "nope", "salet:-----"),
        2,
        "wordle suggest",
        "'nope'",
        "entropy");
    assertError(run("suggest", "--top", "-1", "salet:-----"), 2, "wordle suggest", "--top");
  }

  @Test
  void aValidHistoryThatFitsNoAcceptedWordIsExitOne() {
    assertError(
        run("suggest", "crane:GGGG-", "crank:GGGG-", "crans:GGGG-"),
        1,
        "wordle suggest",
        "nothing fits after turn 3 (crans:GGGG-)",
        "14,855 accepted words");
    assertError(
        run("suggest", "--list", "original", "crane:GGGG-", "crank:GGGG-", "crans:GGGG-"),
        1,
        "wordle suggest",
        "nothing fits after turn 3",
        "12,972");
    assertOutput(run("suggest", "aahed:GGGGG"), List.of("solved: the answer is aahed (1 guess)"));
    // the same histories as filter sees them
    assertError(
        run("filter", "crane:GGGG-", "crank:GGGG-", "crans:GGGG-"),
        1,
        "wordle filter",
        "nothing fits after turn 3");
  }

  /**
   * Marks that fit no answer of today's list but some accepted words: the game goes on with those,
   * in normal and hard mode, with the note first (the gizmo game of the issue, one list on).
   */
  @Test
  void anAnswerOutsideTheListIsFoundAmongTheAcceptedWords() {
    Solver nyt = io.github.wordlesolver.examples.setup.SolverSetup.bundled(WordLists.NYT);
    String secret = "melas";
    assertTrue(!nyt.answers().contains(secret) && nyt.guesses().contains(secret));
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      List<String> history = new ArrayList<>();
      Game game = nyt.newGame(mode);
      boolean widened = false;
      while (!game.isSolved()) {
        String guess = game.bestGuess();
        history.add(turn(guess, secret));
        game = game.apply(Turn.parse(turn(guess, secret)));
        if (game.isSolved()) {
          break;
        }
        List<String> options = new ArrayList<>(List.of("--json", "--top", "3"));
        if (mode == Mode.HARD) {
          options.add("--hard");
        }
        com.google.gson.JsonObject object = JsonOutput.parse(run(args(options, history)));
        assertEquals(game.isWidened(), object.get("widened").getAsBoolean(), object::toString);
        assertEquals(game.candidates().size(), object.get("candidates").getAsInt());
        assertEquals(
            game.suggest(3).get(0).word(),
            object
                .getAsJsonArray("suggestions")
                .get(0)
                .getAsJsonObject()
                .get("word")
                .getAsString());
        widened |= game.isWidened();
        if (game.isWidened()) {
          assertEquals(game.widenedNote(), object.get("note").getAsString());
          List<String> text = new ArrayList<>(options);
          text.remove("--json");
          assertEquals(game.widenedNote(), run(args(text, history)).lines().get(0));
        }
      }
      assertTrue(widened, mode + ": never widened");
      assertTrue(history.size() <= 6, mode + ": " + history);
    }
  }

  @Test
  void marksMayFollowTheirGuessAsASeparateArgumentAndTopIsCapped() {
    Cli.Result pairs = run("suggest", "--json", "salet", "-Y---", "courd", "--Y--");
    Cli.Result colons = run("suggest", "--json", "salet:-Y---", "courd:--Y--");
    assertEquals(0, pairs.status(), pairs::toString);
    assertEquals(colons.out(), pairs.out());
    Cli.assertError(
        run("suggest", "--top", "100000", "salet:-----"),
        2,
        "wordle suggest",
        "--top must be 1 to 100, got 100000");
    Cli.assertError(run("rank", "--top", "101"), 2, "wordle rank", "--top must be 1 to 100");
  }

  @Test
  void jsonListsTheAnswersLeftWhenFewRemain() {
    com.google.gson.JsonObject few =
        JsonOutput.parse(
            run("suggest", "--json", "--list", "original", "salet:-Y---", "courd:--Y--"));
    assertEquals(2, few.getAsJsonArray("answers").size(), few::toString);
    assertEquals(
        0.5,
        few.getAsJsonArray("answers").get(0).getAsJsonObject().get("probability").getAsDouble());
    com.google.gson.JsonObject many =
        JsonOutput.parse(run("suggest", "--json", "--list", "original", "salet:-Y---"));
    assertTrue(!many.has("answers"), "102 answers left: none listed");
  }
}
