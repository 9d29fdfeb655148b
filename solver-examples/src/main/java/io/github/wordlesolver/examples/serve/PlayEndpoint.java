package io.github.wordlesolver.examples.serve;

import static io.github.wordlesolver.examples.serve.WordleServer.boardGuesses;
import static io.github.wordlesolver.examples.serve.WordleServer.field;
import static io.github.wordlesolver.examples.serve.WordleServer.integer;
import static io.github.wordlesolver.examples.serve.WordleServer.mode;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.examples.assist.Tiles;
import io.github.wordlesolver.examples.json.JsonViews;
import io.github.wordlesolver.examples.multi.MultiText;
import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.examples.serve.WordleServer.Refusal;
import io.github.wordlesolver.internal.Texts;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSelfPlay;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.solver.SelfPlay;
import io.github.wordlesolver.solver.SimulationResult;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.jspecify.annotations.Nullable;

/**
 * {@code POST /play} and {@code GET /strategy}: a game of Wordle without state on the server, for
 * the web app. The client sends the game's key and every guess so far; the server answers with the
 * marks, and with the answer only once the game is over, so the page never holds it before.
 *
 * <p>{@code POST /play} takes {@code {"date":"2024-05-01"}}, {@code {"day":N}} (the original list's
 * answer of that day, as {@code wordle play --date} and {@code --day}) or {@code {"seed":N}} (as
 * {@code wordle play --seed N}), with {@code "hard"} and {@code "history":["salet", …]} (the
 * guesses); it returns {@code {"puzzle":N, "title", "hard", "maxGuesses", "turns":[{"guess",
 * "marks"}, …], "status":"playing"|"won"|"lost"}} ({@code puzzle}, the day of the original list,
 * and {@code title}, {@code Original list, day N}, are absent for a game drawn from other lists:
 * never the NYT's puzzle number, which names another word since 2022) and once the game is over
 * {@code "answer"}, {@code "share"} (the share grid) and {@code "strategy"}: {@code {"guesses":N,
 * …}} how many guesses the bundled strategy needs for this answer, with the strategy's figures of
 * {@code GET /strategy}. A guess that is not in the guess list or breaks hard mode is refused (400,
 * {@code "guess N: "} and the library's reason): the client sends it again with the next request
 * only once it is accepted. With {@code "boards":N} (2 to 32, with a seed; {@code "guesses"}
 * optional) it plays N boards at once, the answers those of {@code wordle play --boards N --seed
 * S}: {@code {"boards", "maxGuesses", "turns":[{"guess", "marks":[one per board]}], "solved":[the
 * guess that solved each board, or 0], "status"}} and {@code "answers"} once over.
 *
 * <p>{@code GET /strategy} returns the self-play of the server's solver over every answer, in both
 * modes: {@code {"normal":{…}, "hard":{…}}}, each as {@code wordle simulate --json} shows it
 * ({@link JsonViews#simulation}: {@code "histogram":{"1":N1, …}}). Each mode is played once per
 * server, on first use. Thread-safe.
 */
final class PlayEndpoint {
  /** The fields {@code POST /play} takes. */
  static final Set<String> FIELDS =
      Set.of("date", "day", "seed", "hard", "history", "boards", "guesses");

  private final Solver solver;
  private final MultiSolver multi;

  /** Whether the server's answers are the original list, in which an answer's index is its day. */
  private final boolean original;

  /** Each mode's self-play, run once by the first request that needs it (modes independently). */
  private final Map<Mode, FutureTask<SimulationResult>> strategies = new EnumMap<>(Mode.class);

  PlayEndpoint(Solver solver, MultiSolver multi) {
    this.solver = solver;
    this.multi = multi;
    this.original = solver.answers().equals(WordLists.originalAnswers());
    for (Mode mode : Mode.values()) {
      strategies.put(mode, new FutureTask<>(() -> SelfPlay.run(solver, mode)));
    }
  }

  /** {@code GET /strategy}: see the class comment. */
  String strategy() {
    JsonObject object = new JsonObject();
    object.add("normal", JsonViews.simulation(selfPlay(Mode.NORMAL)));
    object.add("hard", JsonViews.simulation(selfPlay(Mode.HARD)));
    return JsonViews.GSON.toJson(object);
  }

  /** {@code POST /play}: see the class comment. */
  String play(JsonObject request) {
    List<String> guesses = guesses(request);
    JsonElement boards = field(request, "boards");
    if (boards != null) {
      return playBoards(request, integer(boards, "boards", 2, MultiSolver.MAX_BOARDS), guesses);
    }
    if (field(request, "guesses") != null) {
      throw new Refusal(400, "'guesses' goes with 'boards' (a multi-board game)");
    }
    Mode mode = mode(request);
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
    PlaySession session = new PlaySession(solver, mode, answer, title, Tiles.plain());
    for (int i = 0; i < guesses.size(); i++) {
      if (session.isOver()) {
        throw new Refusal(400, "guess " + (i + 1) + ": the game is over");
      }
      String why = session.game().whyIllegal(guesses.get(i));
      if (why != null) {
        throw new Refusal(400, "guess " + (i + 1) + ": " + why);
      }
      session.handle(guesses.get(i));
    }
    JsonObject object = new JsonObject();
    object.addProperty("puzzle", puzzle);
    object.addProperty("title", title);
    object.addProperty("hard", mode == Mode.HARD);
    object.addProperty("maxGuesses", session.maxGuesses());
    JsonArray turns = new JsonArray();
    for (Turn turn : session.game().history()) {
      JsonObject t = new JsonObject();
      t.addProperty("guess", turn.guess());
      t.addProperty("marks", turn.feedback().toString());
      turns.add(t);
    }
    object.add("turns", turns);
    object.addProperty("status", session.isWon() ? "won" : session.isOver() ? "lost" : "playing");
    if (session.isOver()) {
      object.addProperty("answer", session.answer());
      object.addProperty("share", session.shareGrid());
      SimulationResult strategy = selfPlay(mode);
      JsonObject stats = JsonViews.simulation(strategy);
      int index = solver.answers().indexOf(session.answer());
      // An answer outside the list (a day of the original list) is played here, widened.
      stats.addProperty(
          "guesses",
          index >= 0
              ? strategy.plays().get(index).size()
              : SelfPlay.play(solver, mode, session.answer()).size());
      object.add("strategy", stats);
    }
    return JsonViews.GSON.toJson(object);
  }

  private String playBoards(JsonObject request, int boards, List<String> guesses) {
    if (field(request, "date") != null || field(request, "day") != null) {
      throw new Refusal(
          400,
          "'date' and 'day' pick one answer of the original list:"
              + " give a 'seed' with 'boards'");
    }
    if (mode(request) == Mode.HARD) {
      throw new Refusal(400, MultiText.NO_HARD_MODE);
    }
    int allowed = boardGuesses(request, boards, multi);
    List<String> answers =
        MultiSelfPlay.answers(multi.solver().answers(), boards, seed(request), 0);
    MultiGame game = multi.newGame(boards, allowed);
    JsonArray turns = new JsonArray();
    for (int i = 0; i < guesses.size(); i++) {
      if (game.isOver()) {
        throw new Refusal(400, "guess " + (i + 1) + ": the game is over");
      }
      String why = game.whyIllegal(guesses.get(i));
      if (why != null) {
        throw new Refusal(400, "guess " + (i + 1) + ": " + why);
      }
      List<Feedback> marks = new ArrayList<>(boards);
      JsonArray shown = new JsonArray(boards);
      for (String answer : answers) {
        Feedback feedback = Feedback.compute(guesses.get(i), answer);
        marks.add(feedback);
        shown.add(feedback.toString());
      }
      game = game.apply(guesses.get(i), marks);
      JsonObject t = new JsonObject();
      t.addProperty("guess", game.guesses().get(i));
      t.add("marks", shown);
      turns.add(t);
    }
    JsonObject object = new JsonObject();
    object.addProperty("boards", boards);
    object.addProperty("maxGuesses", allowed);
    object.add("turns", turns);
    JsonArray solved = new JsonArray(boards);
    for (int b = 0; b < boards; b++) {
      solved.add(game.isSolved(b) ? game.solvedAt(b) : 0);
    }
    object.add("solved", solved);
    object.addProperty("status", game.isWon() ? "won" : game.isOver() ? "lost" : "playing");
    if (game.isOver()) {
      JsonArray shownAnswers = new JsonArray(boards);
      answers.forEach(shownAnswers::add);
      object.add("answers", shownAnswers);
    }
    return JsonViews.GSON.toJson(object);
  }

  /** Reads {@code "history"}: the guesses, lower case. */
  private static List<String> guesses(JsonObject request) {
    List<String> guesses = new ArrayList<>();
    JsonElement history = field(request, "history");
    if (history == null) {
      return guesses;
    }
    if (!history.isJsonArray()) {
      throw new Refusal(400, "'history' must be an array of guesses");
    }
    JsonArray array = history.getAsJsonArray();
    if (array.size() > MultiSolver.MAX_GUESSES) {
      throw new Refusal(400, "'history' has " + array.size() + " guesses, more than any game");
    }
    for (int i = 0; i < array.size(); i++) {
      JsonElement item = array.get(i);
      if (!(item.isJsonPrimitive() && item.getAsJsonPrimitive().isString())) {
        throw new Refusal(400, "history[" + i + "] must be a string (a guess)");
      }
      guesses.add(item.getAsString().strip().toLowerCase(Locale.ROOT));
    }
    return guesses;
  }

  /**
   * Returns the day of the original list that {@code "date"} or {@code "day"} names, or null for a
   * {@code "seed"}.
   */
  private @Nullable Long puzzle(JsonObject request) {
    JsonElement date = field(request, "date");
    JsonElement day = field(request, "day");
    JsonElement seed = field(request, "seed");
    int given = (date != null ? 1 : 0) + (day != null ? 1 : 0) + (seed != null ? 1 : 0);
    if (given != 1) {
      throw new Refusal(
          400,
          "give one of 'date' (YYYY-MM-DD), 'day' (a day of the original"
              + " list, from 0) or 'seed' (a random game)");
    }
    if (seed != null) {
      return null;
    }
    int last = WordLists.originalAnswers().size() - 1;
    long number = day != null ? integer(day, "day", 0, last) : dayOf(date);
    String answer = WordLists.originalAnswer((int) number);
    if (!solver.guesses().contains(answer)) {
      throw new Refusal(
          400,
          "'date' and 'day' pick the original list's answers, and '"
              + answer
              + "' is not a guess of this server's lists: give a 'seed'");
    }
    return number;
  }

  /** Returns the day of the original list that {@code "date"} names. */
  private static long dayOf(@Nullable JsonElement date) {
    String text =
        date != null && date.isJsonPrimitive() && date.getAsJsonPrimitive().isString()
            ? date.getAsString()
            : null;
    if (text == null) {
      throw new Refusal(400, "'date' must be a string YYYY-MM-DD");
    }
    LocalDate when;
    try {
      when = LocalDate.parse(text.strip());
    } catch (DateTimeParseException e) {
      throw new Refusal(400, "'date': '" + Texts.shorten(text) + "' is not a date YYYY-MM-DD");
    }
    try {
      return WordLists.originalDay(when);
    } catch (IllegalArgumentException e) {
      throw new Refusal(400, String.valueOf(e.getMessage()));
    }
  }

  private static long seed(JsonObject request) {
    JsonElement seed = field(request, "seed");
    if (seed == null) {
      throw new Refusal(400, "missing 'seed' (a random game's number)");
    }
    return integer(seed, "seed", 0, Integer.MAX_VALUE);
  }

  /**
   * Returns the self-play of {@code mode}, played on first use and kept: the first caller plays it,
   * later callers of the same mode wait for it, and another mode's callers are not held up.
   */
  private SimulationResult selfPlay(Mode mode) {
    FutureTask<SimulationResult> task = Objects.requireNonNull(strategies.get(mode));
    task.run();
    try {
      return task.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while the " + mode + " self-play ran", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      throw cause instanceof RuntimeException r ? r : new IllegalStateException(cause);
    }
  }
}
