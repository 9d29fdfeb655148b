package io.github.wordlesolver.examples.json;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.GameStatistics;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSimulationResult;
import io.github.wordlesolver.multi.MultiSuggestion;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.SimulationResult;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.solver.TurnRating;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * JSON views of the solver's results: the one writer of each shape that the command line and the
 * HTTP service print (tests compare their bytes), and of the command line's other shapes of the
 * same results. A number that is not finite (only a plug-in scorer could give one) is written as
 * {@code null}: every fraction goes through {@link #number}. Stateless.
 */
public final class JsonViews {
  /**
   * Compact (one line), words never escaped beyond JSON's rules, and a member that is JSON {@code
   * null} written as {@code null} (a field that may be absent is left out by its writer).
   */
  public static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();

  /** The most answers still possible that {@link #addAnswers} lists. */
  public static final int ANSWERS_LIMIT = 50;

  private JsonViews() {}

  /**
   * Returns {@code [{"word", "score", "entropyBits", "worstCase", "expectedRemaining", "patterns",
   * "possibleAnswer"}, …]}, the fields of {@link Suggestion}, in the given order.
   */
  public static JsonArray suggestions(List<Suggestion> suggestions) {
    JsonArray array = new JsonArray(suggestions.size());
    for (Suggestion s : suggestions) {
      JsonObject item = new JsonObject();
      item.addProperty("word", s.word());
      item.add("score", number(s.score()));
      item.add("entropyBits", number(s.entropyBits()));
      item.addProperty("worstCase", s.worstCase());
      item.add("expectedRemaining", number(s.expectedRemaining()));
      item.addProperty("patterns", s.patterns());
      item.addProperty("possibleAnswer", s.possibleAnswer());
      array.add(item);
    }
    return array;
  }

  /**
   * Adds {@code "answers":[{"word":W, "probability":P}, ...]} to {@code object} when one to {@value
   * #ANSWERS_LIMIT} answers remain, in answer-list order; every answer still possible is equally
   * likely (the lists carry no frequencies), so P is one over their number.
   */
  public static void addAnswers(JsonObject object, CandidateSet left) {
    if (left.size() > ANSWERS_LIMIT || left.isEmpty()) {
      return;
    }
    JsonArray answers = new JsonArray(left.size());
    double probability = 1.0 / left.size();
    for (String word : left.words()) {
      JsonObject answer = new JsonObject();
      answer.addProperty("word", word);
      answer.add("probability", number(probability));
      answers.add(answer);
    }
    object.add("answers", answers);
  }

  /**
   * Adds {@code "widened":true|false}, whether no answer of the list fits the game's marks so that
   * its candidates are the other accepted guesses that do ({@link Game#isWidened()}), and, when it
   * is, {@code "note"}: what to tell the player ({@link Game#widenedNote()}).
   */
  public static void addWidening(JsonObject object, Game game) {
    object.addProperty("widened", game.isWidened());
    String note = game.widenedNote();
    if (note != null) {
      object.addProperty("note", note);
    }
  }

  /**
   * Returns a multi-board game's state and suggestions, as {@code wordle suggest --boards N --json}
   * prints them and {@code POST /suggest} with {@code "boards"} answers: {@code {"boards":N,
   * "guessesLeft":L, "remaining":[per board, 0 once solved], "solved":[per board], "widened":[per
   * board, see addWidening], "suggestions":[{"word", "score", "expectedLeft", "boardsItFits"},
   * …]}}, and {@code "notes":[per widened board, "board N: " and its note]} when some board is
   * widened.
   */
  public static JsonObject boardSuggestions(MultiGame game, List<MultiSuggestion> suggestions) {
    JsonArray remaining = new JsonArray(game.boards());
    JsonArray solved = new JsonArray(game.boards());
    JsonArray widened = new JsonArray(game.boards());
    JsonArray notes = new JsonArray();
    for (int b = 0; b < game.boards(); b++) {
      Game board = game.board(b);
      remaining.add(game.isSolved(b) ? 0 : board.candidates().size());
      solved.add(game.isSolved(b));
      widened.add(board.isWidened());
      String note = board.widenedNote();
      if (note != null && !game.isSolved(b)) {
        notes.add("board " + (b + 1) + ": " + note);
      }
    }
    JsonArray items = new JsonArray(suggestions.size());
    for (MultiSuggestion s : suggestions) {
      JsonObject item = new JsonObject();
      item.addProperty("word", s.word());
      item.add("score", number(s.score()));
      item.add("expectedLeft", number(s.expectedLeft()));
      item.addProperty("boardsItFits", s.boardsItFits());
      items.add(item);
    }
    JsonObject object = new JsonObject();
    object.addProperty("boards", game.boards());
    object.addProperty("guessesLeft", game.guessesLeft());
    object.add("remaining", remaining);
    object.add("solved", solved);
    object.add("widened", widened);
    object.add("suggestions", items);
    if (!notes.isEmpty()) {
      object.add("notes", notes);
    }
    return object;
  }

  /**
   * Returns {@code {"turns":[…]}} with one object a turn: {@code guess, marks, answersBefore,
   * answersAfter, expectedRemaining, expectedGuesses, best, bestExpectedRemaining,
   * bestExpectedGuesses, skill, luck}, the fields of {@link TurnRating}.
   */
  public static JsonObject ratings(List<TurnRating> ratings) {
    JsonArray turns = new JsonArray(ratings.size());
    for (TurnRating r : ratings) {
      JsonObject t = new JsonObject();
      t.addProperty("guess", r.guess());
      t.addProperty("marks", r.marks().toString());
      t.addProperty("answersBefore", r.answersBefore());
      t.addProperty("answersAfter", r.answersAfter());
      t.add("expectedRemaining", number(r.expectedRemaining()));
      t.add("expectedGuesses", number(r.expectedGuesses()));
      t.addProperty("best", r.best());
      t.add("bestExpectedRemaining", number(r.bestExpectedRemaining()));
      t.add("bestExpectedGuesses", number(r.bestExpectedGuesses()));
      t.addProperty("skill", r.skill());
      t.addProperty("luck", r.luck());
      turns.add(t);
    }
    JsonObject object = new JsonObject();
    object.add("turns", turns);
    return object;
  }

  /**
   * Returns the self-play of every answer, as {@code wordle simulate --json} and {@code GET
   * /strategy} show it: {@code {"games", "solved", "failed", "totalGuesses", "average",
   * "maxGuesses", "histogram":{"1":N1, …, "M":NM}, "millis"}}, the histogram's keys every guess
   * count from 1 to {@code maxGuesses}, as strings.
   */
  public static JsonObject simulation(SimulationResult result) {
    JsonObject object = new JsonObject();
    object.addProperty("games", result.games());
    object.addProperty("solved", result.solved());
    return addFigures(object, result, result.millis());
  }

  /**
   * Returns seeded multi-board self-play, as {@code wordle simulate --boards N --json} prints it:
   * {@code {"boards":N, "games":K, "won":W, "failed":F, "totalGuesses":T, "average":A,
   * "maxGuesses":M, "histogram":{"1":…, …, "M":…}, "millis":MS}}.
   */
  public static JsonObject boardSimulation(MultiSimulationResult result) {
    JsonObject object = new JsonObject();
    object.addProperty("boards", result.boards());
    object.addProperty("games", result.games());
    object.addProperty("won", result.solved());
    return addFigures(object, result, result.millis());
  }

  /**
   * Adds the figures both kinds of self-play share, in this order: {@code "failed", "totalGuesses",
   * "average", "maxGuesses", "histogram", "millis"}; returns {@code object}.
   */
  private static JsonObject addFigures(JsonObject object, GameStatistics result, long millis) {
    object.addProperty("failed", result.failed());
    object.addProperty("totalGuesses", result.totalGuesses());
    object.add("average", number(result.average()));
    object.addProperty("maxGuesses", result.mostGuesses());
    object.add("histogram", histogram(result.mostGuesses(), result::gamesWith));
    object.addProperty("millis", millis);
    return object;
  }

  /** Returns {@code {"1":…, …, "max":…}}: the games that took each number of guesses. */
  public static JsonObject histogram(int max, IntUnaryOperator gamesWith) {
    JsonObject histogram = new JsonObject();
    for (int k = 1; k <= max; k++) {
      histogram.addProperty(Integer.toString(k), gamesWith.applyAsInt(k));
    }
    return histogram;
  }

  /** Returns {@code value} as a JSON number, or null if it is not finite (JSON has no NaN). */
  public static JsonElement number(double value) {
    return Double.isFinite(value) ? new JsonPrimitive(value) : JsonNull.INSTANCE;
  }
}
