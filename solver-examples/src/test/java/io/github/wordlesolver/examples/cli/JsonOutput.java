package io.github.wordlesolver.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.wordlesolver.solver.Suggestion;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Checks the JSON the engine commands print. */
final class JsonOutput {
  static final Set<String> SUGGESTIONS_FIELDS = Set.of("scorer", "candidates", "suggestions");
  static final Set<String> SUGGESTION_FIELDS =
      Set.of(
          "word",
          "score",
          "entropyBits",
          "worstCase",
          "expectedRemaining",
          "patterns",
          "possibleAnswer");

  private JsonOutput() {}

  /**
   * Asserts a successful run that printed exactly one line, a JSON object, and nothing on standard
   * error; returns the object.
   */
  static JsonObject parse(Cli.Result result) {
    assertEquals(0, result.status(), result::toString);
    assertEquals("", result.err(), result::toString);
    assertEquals(1, result.lines().size(), result::toString);
    JsonElement element = JsonParser.parseString(result.lines().get(0));
    assertTrue(element.isJsonObject(), result::toString);
    return element.getAsJsonObject();
  }

  /**
   * Asserts that {@code object} has the field {@code "millis"}, a whole number of milliseconds from
   * 0 to the wall time of the run that printed it ({@link Cli.Result#millis}).
   */
  static void assertMillis(JsonObject object, Cli.Result result) {
    JsonElement millis = object.get("millis");
    assertNotNull(millis, () -> "no \"millis\": " + object);
    assertTrue(
        millis.isJsonPrimitive() && millis.getAsJsonPrimitive().isNumber(),
        () -> "\"millis\" is not a number: " + millis);
    String text = millis.getAsString();
    assertTrue(text.matches("\\d+"), () -> "\"millis\" is not a whole number: " + text);
    long value = Long.parseLong(text);
    assertTrue(
        value <= result.millis(),
        () -> "\"millis\": " + value + ", more than the run's " + result.millis() + " ms");
  }

  /**
   * Parses the output of {@code rank} or {@code suggest}: checks the fields of the object and of
   * every suggestion, and returns the suggestions.
   */
  static List<Suggestion> suggestions(Cli.Result result, String scorer, int candidates) {
    JsonObject object = parse(result);
    // "answers" comes with the answers still possible when at most 50 remain (suggest only).
    Set<String> fields = new java.util.HashSet<>(SUGGESTIONS_FIELDS);
    if (candidates <= 50 && object.has("answers")) {
      fields.add("answers");
      com.google.gson.JsonArray answers = object.getAsJsonArray("answers");
      assertEquals(candidates, answers.size(), result::toString);
      for (JsonElement a : answers) {
        assertEquals(Set.of("word", "probability"), a.getAsJsonObject().keySet());
        assertEquals(1.0 / candidates, a.getAsJsonObject().get("probability").getAsDouble(), 1e-12);
      }
    }
    // "widened" (suggest only): whether no answer fits; "note" says so to the player.
    if (object.has("widened")) {
      fields.add("widened");
      if (object.get("widened").getAsBoolean() && object.has("note")) {
        fields.add("note");
        assertTrue(
            object.get("note").getAsString().startsWith("the answer is not in the "),
            result::toString);
      }
    }
    assertEquals(fields, object.keySet(), result::toString);
    assertEquals(scorer, object.get("scorer").getAsString());
    assertEquals(candidates, object.get("candidates").getAsInt());
    List<Suggestion> out = new ArrayList<>();
    for (JsonElement element : object.getAsJsonArray("suggestions")) {
      JsonObject s = element.getAsJsonObject();
      assertEquals(SUGGESTION_FIELDS, s.keySet(), result::toString);
      out.add(
          Suggestion.of(
              s.get("word").getAsString(),
              s.get("score").getAsDouble(),
              s.get("entropyBits").getAsDouble(),
              s.get("worstCase").getAsInt(),
              s.get("expectedRemaining").getAsDouble(),
              s.get("patterns").getAsInt(),
              s.get("possibleAnswer").getAsBoolean()));
    }
    return out;
  }
}
