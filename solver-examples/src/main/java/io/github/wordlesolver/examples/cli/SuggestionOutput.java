package io.github.wordlesolver.examples.cli;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.examples.json.JsonViews;
import io.github.wordlesolver.solver.Suggestion;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * Prints ranked guesses, the output {@code wordle rank} and {@code wordle suggest} share: a table
 * for people, or one JSON object for programs.
 *
 * <p>The JSON object (one line): {@code {"scorer":NAME, "candidates":N, "suggestions":[{"word":W,
 * "score":S, "entropyBits":B, "worstCase":K, "expectedRemaining":E, "patterns":P,
 * "possibleAnswer":true|false}, ...]}}, best first; the fields are those of {@link Suggestion},
 * {@code candidates} is the number of answers still possible. {@code wordle suggest} adds {@code
 * "answers":[{"word":W, "probability":P}, ...]} when at most {@value JsonViews#ANSWERS_LIMIT}
 * answers remain ({@link #addAnswers}). A score that is not finite (only a plug-in scorer could
 * give one) is written as {@code null}. Stateless.
 */
final class SuggestionOutput {
  private SuggestionOutput() {}

  /** Returns the JSON object described in the class comment. */
  static JsonObject json(String scorer, int candidates, List<Suggestion> suggestions) {
    JsonObject object = new JsonObject();
    object.addProperty("scorer", scorer);
    object.addProperty("candidates", candidates);
    object.add("suggestions", JsonViews.suggestions(suggestions));
    return object;
  }

  /** As {@link JsonViews#addAnswers}. */
  static void addAnswers(JsonObject object, CandidateSet left) {
    JsonViews.addAnswers(object, left);
  }

  /** As {@link JsonViews#number}. */
  static JsonElement number(double value) {
    return JsonViews.number(value);
  }

  /** Prints {@code element} on one line, then a line separator. */
  static void printJson(PrintWriter out, JsonElement element) {
    out.print(JsonViews.GSON.toJson(element));
    out.print(System.lineSeparator());
  }

  /**
   * Prints a header line and one line per suggestion, best first: rank, word, score, entropy in
   * bits, expected answers left, answers left at worst, mark patterns, and {@code yes} when the
   * word can be the answer.
   */
  static void printTable(PrintWriter out, List<Suggestion> suggestions) {
    int width = 5;
    for (Suggestion s : suggestions) {
      width = Math.max(width, s.word().length());
    }
    String newline = System.lineSeparator();
    out.print(
        String.format(
            Locale.ROOT,
            "%4s  %-" + width + "s  %10s  %6s  %8s  %5s  %8s  %s",
            "#",
            "guess",
            "score",
            "bits",
            "expected",
            "worst",
            "patterns",
            "answer"));
    out.print(newline);
    int rank = 0;
    for (Suggestion s : suggestions) {
      rank++;
      out.print(
          String.format(
                  Locale.ROOT,
                  "%4d  %-" + width + "s  %10.3f  %6.3f  %8.2f  %5d  %8d  %s",
                  rank,
                  s.word(),
                  s.score(),
                  s.entropyBits(),
                  s.expectedRemaining(),
                  s.worstCase(),
                  s.patterns(),
                  s.possibleAnswer() ? "yes" : "-")
              .stripTrailing());
      out.print(newline);
    }
  }

  /** Returns {@code count} and the noun, singular when {@code count} is 1. */
  static String count(long count, String singular, String plural) {
    return String.format(Locale.ROOT, "%,d %s", count, count == 1 ? singular : plural);
  }
}
