package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.SelfPlay;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.TurnRating;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RateCommandTest {
  static final Set<String> FIELDS =
      Set.of(
          "guess",
          "marks",
          "answersBefore",
          "answersAfter",
          "expectedRemaining",
          "expectedGuesses",
          "best",
          "bestExpectedRemaining",
          "bestExpectedGuesses",
          "skill",
          "luck");

  @Test
  void jsonHasOneObjectPerTurnWithTheLibrarysFigures() {
    List<Turn> turns =
        List.of(
            new Turn("crane", Feedback.compute("crane", "cigar")),
            new Turn("moist", Feedback.compute("moist", "cigar")));
    JsonObject json =
        JsonOutput.parse(
            run(
                "rate",
                "--json",
                "--list",
                "original",
                "crane",
                turns.get(0).marks().toString(),
                "moist:" + turns.get(1).marks()));
    assertEquals(Set.of("turns", "widened"), json.keySet());
    assertFalse(json.get("widened").getAsBoolean());
    JsonArray array = json.getAsJsonArray("turns");
    List<TurnRating> expected = SolverSetup.bundled(WordLists.ORIGINAL).rate(Mode.NORMAL, turns);
    assertEquals(2, array.size());
    for (int i = 0; i < 2; i++) {
      JsonObject t = array.get(i).getAsJsonObject();
      assertEquals(FIELDS, t.keySet());
      TurnRating r = expected.get(i);
      assertEquals(r.guess(), t.get("guess").getAsString());
      assertEquals(r.marks().toString(), t.get("marks").getAsString());
      assertEquals(r.answersAfter(), t.get("answersAfter").getAsInt());
      assertEquals(r.best(), t.get("best").getAsString());
      assertEquals(r.skill(), t.get("skill").getAsInt());
      assertEquals(r.luck(), t.get("luck").getAsInt());
      assertEquals(r.expectedGuesses(), t.get("expectedGuesses").getAsDouble(), 1e-12);
    }
    assertEquals(2315, array.get(0).getAsJsonObject().get("answersBefore").getAsInt());
  }

  @Test
  void theAnswerFillsInAndChecksTheMarks() {
    JsonObject json =
        JsonOutput.parse(run("rate", "--json", "--answer", "cigar", "salet", "crony", "cigar"));
    JsonArray turns = json.getAsJsonArray("turns");
    assertEquals(3, turns.size());
    assertEquals(
        Feedback.compute("salet", "cigar").toString(),
        turns.get(0).getAsJsonObject().get("marks").getAsString());
    assertEquals("GGGGG", turns.get(2).getAsJsonObject().get("marks").getAsString());
    assertEquals(0, turns.get(2).getAsJsonObject().get("answersAfter").getAsInt());
    assertError(
        run("rate", "--answer", "cigar", "salet:GGGGG"),
        2,
        "wordle rate",
        "'salet:GGGGG': salet gets -Y--- against 'cigar', not GGGGG");
    assertError(run("rate", "--answer", "qqqqq", "salet"), 2, "wordle rate", "'qqqqq'");
    // No turn may follow the one that found the answer (suggest and rate alike).
    assertError(
        run("rate", "--answer", "cigar", "cigar", "salet"),
        2,
        "wordle rate",
        "solved the game: no turn may follow it, got 'salet");
    assertError(
        run("suggest", "cigar:GGGGG", "salet:-----"),
        2,
        "wordle suggest",
        "solved the game: no turn may follow it, got 'salet");
    assertError(run("rate", "--answer", "cigar", "zzzzz"), 2, "wordle rate", "'zzzzz'");
  }

  @Test
  void textHasATableAndBadHistoriesGetTheContract() {
    Cli.Result result = run("rate", "salet", "-Y---", "courd", "--Y--");
    assertEquals(0, result.status(), result::toString);
    assertEquals(3, result.lines().size(), result::toString);
    assertTrue(result.lines().get(0).contains("skill") && result.lines().get(0).contains("luck"));
    assertTrue(
        result.lines().get(1).startsWith("1    salet    -Y---   3158>145"), result.lines().get(1));
    assertTrue(
        run("rate", "--list", "original", "salet", "-Y---", "courd", "--Y--")
            .lines()
            .get(1)
            .startsWith("1    salet    -Y---   2315>102"));
    // Valid marks no accepted word fits: exit status 1; contradictory marks: 2.
    assertError(
        run("rate", "crane:GGGG-", "crank:GGGG-", "crans:GGGG-"),
        1,
        "wordle rate",
        "nothing fits after turn 3 (crans:GGGG-)");
    assertError(run("rate", "salet:GGGGY"), 2, "wordle rate", "salet");
  }

  /** A game whose answer is an accepted word outside the answer list, rated to the end. */
  @Test
  void anAnswerOutsideTheListIsRated() {
    Solver nyt = SolverSetup.bundled(WordLists.NYT);
    String answer = "melas";
    List<String> played = SelfPlay.of(nyt).withMode(Mode.NORMAL).play(answer);
    List<Turn> turns = played.stream().map(g -> new Turn(g, Feedback.compute(g, answer))).toList();
    List<String> args = new java.util.ArrayList<>(List.of("rate", "--json", "--answer", answer));
    args.addAll(played);
    JsonObject json = JsonOutput.parse(run(args.toArray(new String[0])));
    assertTrue(json.get("widened").getAsBoolean(), json::toString);
    assertFalse(json.has("note"), "solved: nothing left to tell");
    JsonArray array = json.getAsJsonArray("turns");
    List<TurnRating> expected = nyt.rate(Mode.NORMAL, turns);
    assertEquals(expected.size(), array.size());
    for (int i = 0; i < array.size(); i++) {
      assertEquals(
          expected.get(i).answersAfter(),
          array.get(i).getAsJsonObject().get("answersAfter").getAsInt());
      assertEquals(
          expected.get(i).best(), array.get(i).getAsJsonObject().get("best").getAsString());
    }
    // In the middle of the game, the text says so.
    List<String> text = new java.util.ArrayList<>(List.of("rate"));
    for (Turn t : turns.subList(0, turns.size() - 1)) {
      text.add(t.toString());
    }
    Game before = nyt.resume(Mode.NORMAL, turns.subList(0, turns.size() - 1));
    assertTrue(before.isWidened());
    List<String> lines = run(text.toArray(new String[0])).lines();
    assertEquals(before.widenedNote(), lines.get(lines.size() - 1));
  }
}
