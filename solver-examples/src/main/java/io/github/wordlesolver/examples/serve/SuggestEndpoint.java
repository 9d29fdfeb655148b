package io.github.wordlesolver.examples.serve;

import com.google.gson.JsonObject;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.examples.json.JsonViews;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.multi.MultiSuggestion;
import io.github.wordlesolver.multi.MultiTurn;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code POST /suggest}: the best next guesses after a history, as {@link WordleServer}'s class
 * comment describes. One board: {@code {"remaining", "suggestions", "answers", "widened", "note"}}
 * from {@link JsonViews}, the answers cached per (mode, top, history), at most {@value
 * WordleServer#CACHE_ENTRIES} of them, least recently used first out. With {@code "boards"}: the
 * multi-board game's state and suggestions ({@link JsonViews#boardSuggestions}), not cached.
 *
 * <p>Thread-safe: the cache is behind its own lock, held only for a look-up or an insertion, never
 * while suggestions are computed (two requests for one new history may both compute it).
 */
final class SuggestEndpoint {
  /** The fields {@code POST /suggest} takes. */
  static final Set<String> FIELDS = Set.of("history", "hard", "top", "boards", "guesses");

  private final Solver solver;
  private final MultiSolver multi;
  private final Map<String, String> cache =
      new LinkedHashMap<>(256, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
          return size() > WordleServer.CACHE_ENTRIES;
        }
      };

  /** Single-board games on {@code solver}'s lists, multi-board ones with {@code multi}. */
  SuggestEndpoint(Solver solver, MultiSolver multi) {
    this.solver = solver;
    this.multi = multi;
  }

  /** Answers a request; see the class comment. */
  String answer(RequestReader request) {
    return request.has("boards") ? boards(request) : oneBoard(request);
  }

  private String oneBoard(RequestReader request) {
    request.oneBoard();
    List<Turn> turns = request.turns(solver.wordLength(), solver.guesses(), false, null);
    Mode mode = request.mode();
    int top = request.top();
    String key = mode + " " + top + " " + turns;
    synchronized (cache) {
      String known = cache.get(key);
      if (known != null) {
        return known;
      }
    }
    Game game = solver.resume(mode, turns);
    List<Suggestion> suggestions = game.isSolved() ? List.of() : game.suggest(top);
    JsonObject object = new JsonObject();
    object.addProperty("remaining", game.candidates().size());
    object.add("suggestions", JsonViews.suggestions(suggestions));
    JsonViews.addAnswers(object, game.candidates());
    JsonViews.addWidening(object, game);
    String answer = JsonViews.GSON.toJson(object);
    synchronized (cache) {
      cache.put(key, answer);
    }
    return answer;
  }

  private String boards(RequestReader request) {
    int boards = request.boards(1);
    int allowed = request.boardGuesses(boards, multi);
    request.noHardMode();
    int top = request.top();
    List<MultiTurn> turns = request.boardTurns(solver.wordLength());
    MultiGame game;
    try {
      game = multi.resume(boards, allowed, turns);
    } catch (IllegalStateException e) {
      // How MultiGame refuses a turn after every board is solved: the request's fault.
      throw new Refusal(400, Refusal.GAME_OVER, String.valueOf(e.getMessage()));
    }
    List<MultiSuggestion> suggestions = game.isSolved() ? List.of() : game.suggest(top);
    return JsonViews.GSON.toJson(JsonViews.boardSuggestions(game, suggestions));
  }
}
