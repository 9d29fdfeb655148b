package io.github.wordlesolver.examples.bot;

import com.google.gson.JsonObject;
import io.github.wordlesolver.DailyPuzzles;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.examples.json.JsonViews;
import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.examples.text.Excerpt;
import io.github.wordlesolver.host.HostedGame;
import io.github.wordlesolver.host.Move;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * A chat bot that hosts Wordle games, one per user, on the library's {@link HostedGame}: what
 * {@code wordle bot} runs. Each line it is given is {@code USER MESSAGE}; it answers each with one
 * line, text or (with {@code json}) one JSON object:
 *
 * <ul>
 *   <li>{@code play [hard] [seed N|day N]} starts the user's game (a new one replaces the old): a
 *       random answer, {@code wordle play --seed N}'s, or the answer of puzzle N of the bot's
 *       {@link DailyPuzzles} (N from 0; see {@link #dailyPuzzles}). JSON {@code {"user", "status",
 *       "guessesLeft"}}.
 *   <li>a word, or {@code guess WORD} (for a word that is also a command), is a guess: {@code
 *       {"user", "marks", "status", "guessesLeft"}}, marks as {@code G}/{@code Y}/{@code -}, status
 *       {@code playing}, {@code won} or {@code lost}.
 *   <li>{@code hint}: the library's best guess now, {@code {"user", "hint"}}.
 *   <li>{@code share}: the share grid, {@code {"user", "share"}} (its lines joined by spaces in
 *       text).
 *   <li>anything else: a short help, {@code {"user", "help"}}.
 * </ul>
 *
 * A refusal is {@code {"user", "code", "error"}}: the library's code ({@link Refusal.Kind#code()},
 * e.g. {@code not_in_guess_list}, {@code green_not_kept}, {@code game_won}, {@code
 * no_guesses_left}) or the bot's own: {@code no_game} (the user has no game), {@code bad_command}
 * (a {@code play} it cannot read), {@code bad_line} (no user, a user name over {@value
 * #MAX_USER_BYTES} bytes, or a line over {@value #MAX_LINE} characters), {@code damaged_game} (the
 * user's saved game could not be read and was set aside), {@code not_saved} (the move could not be
 * saved, so it was not made), {@code internal_error}.
 *
 * <p>With a {@link GameStore}, every game is saved before its answer is given, and a user's game is
 * read from it when the user is not among the {@value #MAX_GAMES_IN_MEMORY} in memory; without one,
 * the least recently used game past that many is forgotten. Not thread-safe: one line at a time.
 */
public final class HostBot {
  /** The longest line read, in characters; the rest of a longer one is skipped. */
  public static final int MAX_LINE = 1000;

  /** The longest user name, in bytes of UTF-8 (its file name is twice as long). */
  public static final int MAX_USER_BYTES = 60;

  /** The most games kept in memory. */
  public static final int MAX_GAMES_IN_MEMORY = 10_000;

  /**
   * The name that orders the answers of lists other than the bundled ones for {@code play day N}
   * (see {@link #dailyPuzzles}).
   */
  public static final String CUSTOM_DAILY_NAME = "wordle bot";

  private static final String HELP =
      "play [hard] [seed N|day N] starts a game; then type a word to guess it (guess WORD for a"
          + " word that is also a command), hint for a suggestion, share for the share grid";

  private final Solver solver;
  private final DailyPuzzles daily;
  private final @Nullable GameStore store;
  private final boolean json;
  private final Consumer<String> report;

  /**
   * Users whose saved game was set aside, told so once, at their next message about a game; at most
   * one a damaged file of the directory.
   */
  private final Set<String> damaged = new HashSet<>();

  private final Map<String, HostedGame> games =
      new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, HostedGame> eldest) {
          return size() > MAX_GAMES_IN_MEMORY;
        }
      };

  private HostBot(
      Solver solver,
      DailyPuzzles daily,
      @Nullable GameStore store,
      boolean json,
      Consumer<String> report) {
    this.solver = solver;
    this.daily = daily;
    this.store = store;
    this.json = json;
    this.report = report;
  }

  /**
   * Returns a bot on {@code solver}'s lists whose {@code play day N} plays puzzle N of {@code
   * daily} (its answers should be the solver's, see {@link #dailyPuzzles}), keeping its games in
   * the directory {@code state} if not null (created if missing; see {@link GameStore}), answering
   * in JSON if {@code json}; {@code report} gets the lines an operator should see (unfinished saves
   * deleted, damaged files set aside, internal errors).
   *
   * @throws IOException if the directory cannot be created or read
   */
  public static HostBot open(
      Solver solver,
      DailyPuzzles daily,
      @Nullable Path state,
      boolean json,
      Consumer<String> report)
      throws IOException {
    GameStore store = state == null ? null : new GameStore(state, solver, report);
    return new HostBot(solver, daily, store, json, report);
  }

  /**
   * Returns the puzzles of {@code play day N} for a bot whose answers are {@code answers}: {@link
   * WordLists#daily} of the bundled pair named {@code bundled} if they are its answers (the order
   * of that name, puzzle 0 on 2021-06-19), otherwise {@code DailyPuzzles.of(}{@value
   * #CUSTOM_DAILY_NAME}{@code , answers, WordLists.ORIGINAL_FIRST_DAY)}: the same set of answers
   * gives the same puzzle N on every run and every machine, whatever the order of the file.
   *
   * @param bundled the name of the bundled pair whose answers {@code answers} are, or null
   * @throws IllegalArgumentException if {@code bundled} names no bundled pair
   */
  public static DailyPuzzles dailyPuzzles(@Nullable String bundled, WordList answers) {
    return bundled != null
        ? WordLists.daily(bundled)
        : DailyPuzzles.of(CUSTOM_DAILY_NAME, answers, WordLists.ORIGINAL_FIRST_DAY);
  }

  /** An answer: its JSON object, with {@code user} first, and its text after {@code USER: }. */
  private record Answer(JsonObject object, String text) {}

  /** Returns the answer to one line (without its line break); never throws for what users send. */
  public String answer(String line) {
    String text = line.strip();
    int space = indexOfWhitespace(text);
    String user = space < 0 ? text : text.substring(0, space);
    String message = space < 0 ? "" : text.substring(space + 1).strip();
    if (line.length() > MAX_LINE) {
      return render(
          Excerpt.of(user),
          refusal(
              "bad_line",
              "a line is at most " + MAX_LINE + " characters, got more: " + Excerpt.of(line)));
    }
    if (user.isEmpty()) {
      return render("", refusal("bad_line", "a line is USER MESSAGE, got an empty line"));
    }
    if (user.getBytes(StandardCharsets.UTF_8).length > MAX_USER_BYTES) {
      return render(
          Excerpt.of(user),
          refusal(
              "bad_line",
              "a user name is at most " + MAX_USER_BYTES + " bytes of UTF-8: " + Excerpt.of(user)));
    }
    try {
      return render(user, answer(user, message));
    } catch (RuntimeException e) {
      report.accept("internal error for user '" + Excerpt.of(user) + "': " + e);
      return render(
          user, refusal("internal_error", "internal error: " + e.getClass().getSimpleName()));
    }
  }

  /**
   * Answers every line of {@code in} (UTF-8; a malformed byte is read as U+FFFD), one answer line
   * each on {@code out}, flushed after each, until the end of the input. A line past {@value
   * #MAX_LINE} characters is answered {@code bad_line} and the rest of it skipped, so memory stays
   * bounded whatever the input.
   *
   * @throws IOException if the input cannot be read
   */
  public void run(InputStream in, PrintWriter out) throws IOException {
    Reader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    StringBuilder line = new StringBuilder();
    int c = reader.read();
    while (c >= 0) {
      line.setLength(0);
      for (; c >= 0 && c != '\n'; c = reader.read()) {
        if (line.length() <= MAX_LINE) {
          line.append((char) c);
        }
      }
      int end = line.length();
      if (end > 0 && end <= MAX_LINE && line.charAt(end - 1) == '\r') {
        line.setLength(end - 1);
      }
      out.println(answer(line.toString()));
      out.flush();
      if (c >= 0) {
        c = reader.read();
      }
    }
  }

  private static int indexOfWhitespace(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (Character.isWhitespace(text.charAt(i))) {
        return i;
      }
    }
    return -1;
  }

  private Answer answer(String user, String message) {
    String[] words = message.isEmpty() ? new String[0] : message.split("\\s+");
    String command = words.length == 0 ? "" : words[0].toLowerCase(Locale.ROOT);
    if (command.equals("play")) {
      return play(user, words);
    }
    if (words.length == 2 && command.equals("guess")) {
      return guess(user, words[1]);
    }
    if (words.length == 1 && (command.equals("hint") || command.equals("share"))) {
      Optional<HostedGame> game = game(user);
      if (game.isEmpty()) {
        return noGame(user);
      }
      return command.equals("hint") ? hint(game.get()) : share(game.get());
    }
    if (words.length == 1 && words[0].codePoints().allMatch(Character::isLetter)) {
      return guess(user, words[0]);
    }
    JsonObject object = new JsonObject();
    object.addProperty("help", HELP);
    return new Answer(object, HELP);
  }

  private Answer play(String user, String[] words) {
    boolean hard = false;
    int i = 1;
    if (i < words.length && words[i].equalsIgnoreCase("hard")) {
      hard = true;
      i++;
    }
    String secret;
    String title = null;
    WordList answers = solver.answers();
    if (i == words.length) {
      secret = answers.get(ThreadLocalRandom.current().nextInt(answers.size()));
    } else if (i + 2 == words.length
        && (words[i].equalsIgnoreCase("seed") || words[i].equalsIgnoreCase("day"))) {
      long n;
      try {
        n = Long.parseLong(words[i + 1]);
      } catch (NumberFormatException e) {
        return refusal("bad_command", "'" + Excerpt.of(words[i + 1]) + "' is not a number");
      }
      if (words[i].equalsIgnoreCase("seed")) {
        secret = answers.get(PlaySession.pick(n, answers.size()));
      } else {
        if (n < 0 || n > Integer.MAX_VALUE) {
          return refusal(
              "bad_command",
              "day "
                  + n
                  + " is not a puzzle number: 0 ("
                  + daily.epoch()
                  + ") to "
                  + Integer.MAX_VALUE);
        }
        secret = daily.answer((int) n);
        title = "Wordle day " + n;
      }
    } else {
      return refusal("bad_command", "play takes [hard] [seed N|day N]");
    }
    HostedGame game = HostedGame.of(solver, hard ? Mode.HARD : Mode.NORMAL, secret);
    if (title != null) {
      game = game.withTitle(title);
    }
    Optional<Answer> unsaved = keep(user, game);
    if (unsaved.isPresent()) {
      return unsaved.get();
    }
    JsonObject object = new JsonObject();
    object.addProperty("status", status(game));
    object.addProperty("guessesLeft", game.guessesLeft());
    return new Answer(
        object,
        "new game"
            + (hard ? " in hard mode" : "")
            + (title == null ? "" : ", " + title)
            + ": "
            + game.guessesLeft()
            + " guesses left");
  }

  private Answer guess(String user, String word) {
    Optional<HostedGame> game = game(user);
    if (game.isEmpty()) {
      return noGame(user);
    }
    Move move = game.get().guess(word);
    if (!move.isPlayed()) {
      return refusal(move.refusal().orElseThrow());
    }
    HostedGame next = move.game();
    Optional<Answer> unsaved = keep(user, next);
    if (unsaved.isPresent()) {
      return unsaved.get();
    }
    Feedback marks = move.marks().get(0);
    JsonObject object = new JsonObject();
    object.addProperty("marks", marks.toString());
    object.addProperty("status", status(next));
    object.addProperty("guessesLeft", next.guessesLeft());
    String after =
        switch (next.status()) {
          case PLAYING ->
              next.guessesLeft() + (next.guessesLeft() == 1 ? " guess" : " guesses") + " left";
          case WON -> "won in " + next.played().size() + "/" + next.maxGuesses();
          case LOST -> "lost: the answer was " + next.secrets().get(0);
        };
    return new Answer(object, move.guess() + " " + marks.toEmoji() + ", " + after);
  }

  private Answer hint(HostedGame game) {
    Optional<Refusal> over = game.refusal();
    if (over.isPresent()) {
      return refusal(over.get());
    }
    String best = game.bestGuess();
    JsonObject object = new JsonObject();
    object.addProperty("hint", best);
    return new Answer(object, "try " + best);
  }

  private static Answer share(HostedGame game) {
    String grid = game.shareGrid().toString();
    JsonObject object = new JsonObject();
    object.addProperty("share", grid);
    return new Answer(
        object, grid.lines().filter(l -> !l.isBlank()).collect(Collectors.joining(" ")));
  }

  /**
   * Returns the user's game: from memory, else from the store; a damaged file is reported by the
   * store and the user has no game (the answer then says so, see {@link #noGame}).
   */
  private Optional<HostedGame> game(String user) {
    HostedGame game = games.get(user);
    if (game != null || store == null) {
      return Optional.ofNullable(game);
    }
    GameStore.Loaded loaded;
    try {
      loaded = store.load(user);
    } catch (IOException e) {
      report.accept("cannot read the game of user '" + Excerpt.of(user) + "': " + e.getMessage());
      damaged.add(user);
      return Optional.empty();
    }
    if (loaded.damaged()) {
      damaged.add(user);
    }
    HostedGame found = loaded.game();
    if (found != null) {
      games.put(user, found);
    }
    return Optional.ofNullable(found);
  }

  private Answer noGame(String user) {
    if (damaged.remove(user)) {
      return refusal(
          "damaged_game",
          "your saved game could not be read and was set aside: type play to start a new one");
    }
    return refusal("no_game", "no game: type play to start one");
  }

  /** Saves and keeps {@code game} as the user's, or returns why it could not be saved. */
  private Optional<Answer> keep(String user, HostedGame game) {
    if (store != null) {
      try {
        store.save(user, game);
      } catch (IOException | RuntimeException e) {
        report.accept("cannot save the game of user '" + Excerpt.of(user) + "': " + e);
        return Optional.of(
            refusal("not_saved", "the game could not be saved, so the move was not made"));
      }
    }
    damaged.remove(user);
    games.put(user, game);
    return Optional.empty();
  }

  private static String status(HostedGame game) {
    return game.status().name().toLowerCase(Locale.ROOT);
  }

  private static Answer refusal(Refusal refusal) {
    return refusal(refusal.kind().code(), refusal.message());
  }

  private static Answer refusal(String code, String message) {
    JsonObject object = new JsonObject();
    object.addProperty("code", code);
    object.addProperty("error", message);
    return new Answer(object, message);
  }

  private String render(String user, Answer answer) {
    if (!json) {
      return user.isEmpty() ? answer.text() : user + ": " + answer.text();
    }
    JsonObject object = new JsonObject();
    object.addProperty("user", user);
    answer.object().entrySet().forEach(e -> object.add(e.getKey(), e.getValue()));
    return JsonViews.GSON.toJson(object);
  }
}
