package io.github.wordlesolver.examples.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.examples.json.JsonViews;
import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.examples.text.Excerpt;
import io.github.wordlesolver.host.HostedGame;
import io.github.wordlesolver.host.Move;
import io.github.wordlesolver.multi.MultiSelfPlay;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.solver.SelfPlay;
import io.github.wordlesolver.solver.SimulationResult;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * {@code POST /play}: a game of Wordle without state on the server, for the web app. The client
 * sends the game's key and every guess so far; the server answers with the marks, and with the
 * answer only once the game is over, so the page never holds it before.
 *
 * <p>It takes {@code {"date":"2024-05-01"}}, {@code {"day":N}} (the original list's answer of that
 * day, as {@code wordle play --date} and {@code --day}) or {@code {"seed":N}} (as {@code wordle
 * play --seed N}), with {@code "hard"} and {@code "history":["salet", …]} (the guesses); it returns
 * {@code {"puzzle":N, "title", "hard", "maxGuesses", "turns":[{"guess", "marks"}, …],
 * "status":"playing"|"won"|"lost"}} ({@code puzzle}, the day of the original list, and {@code
 * title}, {@code Original list, day N}, are absent for a game drawn from other lists: never the
 * NYT's puzzle number, which names another word since 2022) and once the game is over {@code
 * "answer"}, {@code "share"} (the share grid) and {@code "strategy"}: {@code {"guesses":N, …}} how
 * many guesses the bundled strategy needs for this answer, with the strategy's figures of {@code
 * GET /strategy} ({@link StrategyEndpoint#selfPlay}: while they are being computed the answer
 * waits, then is a 503 with {@code Retry-After}). A guess that is not in the guess list or breaks
 * hard mode is refused (400, {@code "guess N: "} and the library's reason): the client sends it
 * again with the next request only once it is accepted. With {@code "boards":N} (2 to 32, with a
 * seed; {@code "guesses"} optional) it plays N boards at once, the answers those of {@code wordle
 * play --boards N --seed S}: {@code {"boards", "maxGuesses", "turns":[{"guess", "marks":[one per
 * board]}], "solved":[the guess that solved each board, or 0], "status"}} and {@code "answers"}
 * once over.
 *
 * <p>Stateless and thread-safe.
 */
final class PlayEndpoint {
  /** The fields {@code POST /play} takes. */
  static final Set<String> FIELDS =
      Set.of("date", "day", "seed", "hard", "history", "boards", "guesses");

  private final Solver solver;
  private final MultiSolver multi;
  private final StrategyEndpoint strategy;

  /** Whether the server's answers are the original list, in which an answer's index is its day. */
  private final boolean original;

  /**
   * Single-board games on {@code solver}'s lists, multi-board ones with {@code multi}; the figures
   * at a game's end from {@code strategy}.
   */
  PlayEndpoint(Solver solver, MultiSolver multi, StrategyEndpoint strategy) {
    this.solver = solver;
    this.multi = multi;
    this.strategy = strategy;
    this.original = solver.answers().equals(WordLists.originalAnswers());
  }

  /** Answers a request; see the class comment. */
  String answer(RequestReader request) {
    List<String> guesses = request.guesses(MultiSolver.MAX_MULTI_GUESSES);
    if (request.has("boards")) {
      return playBoards(request, request.boards(2), guesses);
    }
    request.oneBoard();
    Mode mode = request.mode();
    Long puzzle = puzzle(request);
    String answer;
    if (puzzle != null) {
      answer = WordLists.originalAnswer(puzzle.intValue());
    } else {
      int index = PlaySession.pick(seed(request), solver.answers().size());
      answer = solver.answers().get(index);
      puzzle = original ? Long.valueOf(index) : null;
    }
    String title = puzzle == null ? null : PlaySession.title(puzzle);
    HostedGame game = HostedGame.of(solver, mode, answer);
    game = play(title == null ? game : game.withTitle(title), guesses, null);
    JsonObject object = new JsonObject();
    if (puzzle != null && title != null) {
      object.addProperty("puzzle", puzzle);
      object.addProperty("title", title);
    }
    object.addProperty("hard", mode == Mode.HARD);
    object.addProperty("maxGuesses", game.maxGuesses());
    JsonArray turns = new JsonArray();
    for (Turn turn : game.board(0).history()) {
      JsonObject t = new JsonObject();
      t.addProperty("guess", turn.guess());
      t.addProperty("marks", turn.marks().toString());
      turns.add(t);
    }
    object.add("turns", turns);
    object.addProperty("status", status(game));
    if (game.isOver()) {
      object.addProperty("answer", game.secrets().get(0));
      object.addProperty("share", game.shareGrid().toString());
      SimulationResult figures = strategy.selfPlay(mode);
      JsonObject stats = JsonViews.simulation(figures);
      int index = solver.answers().indexOf(answer);
      // An answer outside the list (a day of the original list) is played here, widened.
      stats.addProperty(
          "guesses",
          index >= 0
              ? figures.plays().get(index).size()
              : SelfPlay.of(solver).withMode(mode).play(answer).size());
      object.add("strategy", stats);
    }
    return JsonViews.GSON.toJson(object);
  }

  /**
   * Plays {@code guesses} in {@code game}, the library's host, and returns the game after them; a
   * guess it refuses is the client's error: {@code game_over} after the end (the code this endpoint
   * has always answered, won or lost), else the refusal's own code, {@code guess N: } before its
   * message. With {@code turns}, each guess and its marks on every board are added to it.
   */
  private static HostedGame play(HostedGame game, List<String> guesses, @Nullable JsonArray turns) {
    for (int i = 0; i < guesses.size(); i++) {
      Move move = game.guess(guesses.get(i));
      var why = move.refusal();
      if (why.isPresent()) {
        throw switch (why.get().kind()) {
          case GAME_WON, NO_GUESSES_LEFT, GAME_OVER ->
              new Refusal(400, Refusal.GAME_OVER, "guess " + (i + 1) + ": the game is over");
          default -> Refusal.of("guess " + (i + 1) + ": ", why.get());
        };
      }
      game = move.game();
      if (turns != null) {
        JsonObject t = new JsonObject();
        t.addProperty("guess", move.guess());
        JsonArray shown = new JsonArray(game.boards());
        move.marks().forEach(marks -> shown.add(marks.toString()));
        t.add("marks", shown);
        turns.add(t);
      }
    }
    return game;
  }

  /** Returns {@code won}, {@code lost} or {@code playing}. */
  private static String status(HostedGame game) {
    return switch (game.status()) {
      case WON -> "won";
      case LOST -> "lost";
      case PLAYING -> "playing";
    };
  }

  private String playBoards(RequestReader request, int boards, List<String> guesses) {
    if (request.has("date") || request.has("day")) {
      throw new Refusal(
          400,
          Refusal.BAD_FIELD,
          "'date' and 'day' pick one answer of the original list:"
              + " give a 'seed' with 'boards'");
    }
    request.noHardMode();
    int allowed = request.boardGuesses(boards, multi);
    List<String> answers = MultiSelfPlay.of(multi, boards).withSeed(seed(request)).answers(0);
    JsonArray turns = new JsonArray();
    HostedGame game = play(HostedGame.of(multi, answers, allowed), guesses, turns);
    JsonObject object = new JsonObject();
    object.addProperty("boards", boards);
    object.addProperty("maxGuesses", allowed);
    object.add("turns", turns);
    JsonArray solved = new JsonArray(boards);
    for (int b = 0; b < boards; b++) {
      solved.add(game.solvedAt(b));
    }
    object.add("solved", solved);
    object.addProperty("status", status(game));
    if (game.isOver()) {
      JsonArray shownAnswers = new JsonArray(boards);
      answers.forEach(shownAnswers::add);
      object.add("answers", shownAnswers);
    }
    return JsonViews.GSON.toJson(object);
  }

  /**
   * Returns the day of the original list that {@code "date"} or {@code "day"} names, or null for a
   * {@code "seed"}.
   */
  private @Nullable Long puzzle(RequestReader request) {
    int given =
        (request.has("date") ? 1 : 0)
            + (request.has("day") ? 1 : 0)
            + (request.has("seed") ? 1 : 0);
    if (given != 1) {
      throw new Refusal(
          400,
          Refusal.MISSING_FIELD,
          "give one of 'date' (YYYY-MM-DD), 'day' (a day of the original"
              + " list, from 0) or 'seed' (a random game)");
    }
    if (request.has("seed")) {
      return null;
    }
    int last = WordLists.originalAnswers().size() - 1;
    long number = request.has("day") ? request.integer("day", 0, last, 0) : dayOf(request);
    String answer = WordLists.originalAnswer((int) number);
    if (!solver.guesses().contains(answer)) {
      throw new Refusal(
          400,
          Refusal.BAD_FIELD,
          "'date' and 'day' pick the original list's answers, and '"
              + answer
              + "' is not a guess of this server's lists: give a 'seed'");
    }
    return number;
  }

  /** Returns the day of the original list that {@code "date"} names. */
  private static long dayOf(RequestReader request) {
    String text;
    try {
      text = request.string("date");
    } catch (Refusal e) {
      throw new Refusal(400, Refusal.BAD_FIELD, "'date' must be a string YYYY-MM-DD");
    }
    LocalDate when;
    try {
      when = LocalDate.parse(text.strip());
    } catch (DateTimeParseException e) {
      throw new Refusal(
          400, Refusal.BAD_FIELD, "'date': '" + Excerpt.of(text) + "' is not a date YYYY-MM-DD");
    }
    return WordLists.originalDay(when);
  }

  private static long seed(RequestReader request) {
    if (!request.has("seed")) {
      throw new Refusal(400, Refusal.MISSING_FIELD, "missing 'seed' (a random game's number)");
    }
    return request.integer("seed", 0, Integer.MAX_VALUE, 0);
  }
}
