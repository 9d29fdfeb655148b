package io.github.wordlesolver.examples.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.multi.MultiSimulationResult;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.solver.TurnRating;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The views' exact bytes, and numbers that are not finite written as {@code null}. */
class JsonViewsTest {
  /** Returns the view as text, after checking that a strict parser reads it back. */
  private static String strict(String json) {
    JsonReader reader = new JsonReader(new StringReader(json));
    reader.setStrictness(Strictness.STRICT);
    JsonParser.parseReader(reader);
    return json;
  }

  @Test
  void numbersThatAreNotFiniteAreNull() {
    List<Suggestion> suggestions =
        List.of(Suggestion.of("salet", Double.NaN, Double.POSITIVE_INFINITY, 3, -0.5, 7, true));
    assertEquals(
        "[{\"word\":\"salet\",\"score\":null,\"entropyBits\":null,\"worstCase\":3,"
            + "\"expectedRemaining\":-0.5,\"patterns\":7,\"possibleAnswer\":true}]",
        strict(JsonViews.GSON.toJson(JsonViews.suggestions(suggestions))));
    TurnRating rating =
        TurnRating.of(
            "salet",
            Feedback.parse("-Y---"),
            2315,
            221,
            Double.NaN,
            Double.NEGATIVE_INFINITY,
            "salet",
            71.3,
            Double.NaN,
            100,
            50);
    assertEquals(
        "{\"turns\":[{\"guess\":\"salet\",\"marks\":\"-Y---\",\"answersBefore\":2315,"
            + "\"answersAfter\":221,\"expectedRemaining\":null,\"expectedGuesses\":null,"
            + "\"best\":\"salet\",\"bestExpectedRemaining\":71.3,\"bestExpectedGuesses\":null,"
            + "\"skill\":100,\"luck\":50}]}",
        strict(JsonViews.GSON.toJson(JsonViews.ratings(List.of(rating)))));
  }

  /** The multi-board self-play of {@code wordle simulate --boards N --json}, field by field. */
  @Test
  void boardSimulation() {
    MultiSimulationResult result =
        MultiSimulationResult.of(
            2, 3, 2, 20, 8, new int[] {0, 0, 0, 0, 0, 0, 1, 1, 1}, 5, List.of(), 7);
    assertEquals(
        "{\"boards\":2,\"games\":3,\"won\":2,\"failed\":1,\"totalGuesses\":20,"
            + "\"average\":6.666666666666667,\"maxGuesses\":8,\"histogram\":{\"1\":0,\"2\":0,"
            + "\"3\":0,\"4\":0,\"5\":0,\"6\":1,\"7\":1,\"8\":1},\"millis\":5}",
        strict(JsonViews.GSON.toJson(JsonViews.boardSimulation(result))));
  }
}
