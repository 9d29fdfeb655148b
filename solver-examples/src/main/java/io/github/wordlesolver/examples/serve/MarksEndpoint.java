package io.github.wordlesolver.examples.serve;

import com.google.gson.JsonObject;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.examples.json.JsonViews;
import io.github.wordlesolver.solver.Solver;
import java.util.Set;

/**
 * {@code POST /marks}: the marks a guess gets against an answer, both words of the guess list:
 * {@code {"guess":"speed", "answer":"abide"}} gives {@code {"marks":"--Y-Y"}} ({@link
 * Feedback#compute}). Stateless and thread-safe.
 */
final class MarksEndpoint {
  /** The fields {@code POST /marks} takes. */
  static final Set<String> FIELDS = Set.of("guess", "answer");

  private final Solver solver;

  MarksEndpoint(Solver solver) {
    this.solver = solver;
  }

  /** Answers a request; see the class comment. */
  String answer(RequestReader request) {
    request.string("guess"); // both present before either is looked up
    request.string("answer");
    String guess = request.word("guess", solver.guesses());
    String answer = request.word("answer", solver.guesses());
    JsonObject object = new JsonObject();
    object.addProperty("marks", Feedback.compute(guess, answer).toString());
    return JsonViews.GSON.toJson(object);
  }
}
