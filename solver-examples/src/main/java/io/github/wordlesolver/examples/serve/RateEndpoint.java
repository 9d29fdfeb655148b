package io.github.wordlesolver.examples.serve;

import com.google.gson.JsonObject;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.examples.json.JsonViews;
import io.github.wordlesolver.solver.Solver;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * {@code POST /rate}: each turn of a game rated against the best guess there, {@code {"turns":[…],
 * "widened":…}} as {@code wordle rate --json} prints it ({@link JsonViews#ratings}). With {@code
 * "answer"} (any accepted word) marks may be left out and are computed; marks given must be the
 * answer's. Stateless and thread-safe.
 */
final class RateEndpoint {
  /** The fields {@code POST /rate} takes. */
  static final Set<String> FIELDS = Set.of("history", "answer", "hard");

  private final Solver solver;

  RateEndpoint(Solver solver) {
    this.solver = solver;
  }

  /** Answers a request; see the class comment. */
  String answer(RequestReader request) {
    @Nullable String answer =
        request.has("answer") ? request.word("answer", solver.guesses()) : null;
    List<Turn> turns = request.turns(solver.wordLength(), solver.guesses(), true, answer);
    Mode mode = request.mode();
    JsonObject object = JsonViews.ratings(solver.rate(mode, turns));
    JsonViews.addWidening(object, solver.resume(mode, turns));
    return JsonViews.GSON.toJson(object);
  }
}
