package io.github.wordlesolver.examples.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.absurdle.Absurdle;
import io.github.wordlesolver.absurdle.AbsurdleGame;
import io.github.wordlesolver.absurdle.AbsurdleSolver;
import io.github.wordlesolver.absurdle.BudgetExceededException;
import io.github.wordlesolver.examples.json.JsonViews;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * {@code POST /absurdle}: a game of {@link Absurdle} replayed from its guesses, {@code {"turns":
 * [{"guess", "marks", "remaining"}, …], "remaining", "won"}}, and with {@code "suggest":true} the
 * exact solver's next guess, {@code "suggestion"}. The suggestion's search is bounded by {@link
 * Limits#absurdleBudget} ({@link AbsurdleSolver#nextGuess(AbsurdleGame, long)}): a position that
 * needs more work is refused at once with 422 and the search's words, e.g. {@code 'suggest': the
 * exact search from 1,352 answers needs more than its budget of 20,000 rows of marks}; the same
 * request may succeed later, once other searches have solved some of its sets. Thread-safe: the
 * solver's memory of solved sets is shared by all requests.
 */
final class AbsurdleEndpoint {
  /** The fields {@code POST /absurdle} takes. */
  static final Set<String> FIELDS = Set.of("history", "suggest");

  private final Absurdle absurdle;
  private final AbsurdleSolver solver;
  private final long budget;

  /** Games on {@code absurdle}, each suggestion's search bounded by {@code budget} rows. */
  AbsurdleEndpoint(Absurdle absurdle, long budget) {
    this.absurdle = absurdle;
    this.solver = absurdle.solver();
    this.budget = budget;
  }

  /** Answers a request; see the class comment. */
  String answer(RequestReader request) {
    List<String> guesses = request.guesses(Integer.MAX_VALUE);
    AbsurdleGame game = absurdle.start();
    List<Integer> remaining = new ArrayList<>();
    for (int i = 0; i < guesses.size(); i++) {
      var why = game.refusal(guesses.get(i));
      if (why.isPresent()) {
        throw Refusal.of("history[" + i + "]: ", why.get());
      }
      game = game.guess(guesses.get(i));
      remaining.add(game.remaining());
    }
    @Nullable String suggestion =
        request.flag("suggest") && !game.isSolved() ? nextGuess(game) : null;
    JsonArray turns = new JsonArray();
    List<Turn> played = game.history();
    for (int i = 0; i < played.size(); i++) {
      JsonObject turn = new JsonObject();
      turn.addProperty("guess", played.get(i).guess());
      turn.addProperty("marks", played.get(i).marks().toString());
      turn.addProperty("remaining", remaining.get(i));
      turns.add(turn);
    }
    JsonObject object = new JsonObject();
    object.add("turns", turns);
    object.addProperty("remaining", game.remaining());
    object.addProperty("won", game.isSolved());
    if (suggestion != null) {
      object.addProperty("suggestion", suggestion);
    }
    return JsonViews.GSON.toJson(object);
  }

  private String nextGuess(AbsurdleGame game) {
    try {
      return solver.nextGuess(game, budget);
    } catch (BudgetExceededException e) {
      throw new Refusal(422, Refusal.OVER_BUDGET, "'suggest': " + e.getMessage());
    }
  }
}
