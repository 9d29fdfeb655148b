package io.github.wordlesolver.examples.assist;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.examples.text.Sentences;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.ImpossibleMarksException;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.solver.TurnRating;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The session logic of {@code wordle assist}: it suggests guesses, takes back the marks the player
 * got, and answers every line with text. No terminal is involved, so a program (or a test) can
 * drive it line by line: {@link #start()} once, then {@link #handle(String)} for each line until
 * {@link #isOver()}.
 *
 * <h2>What a line may be</h2>
 *
 * <ul>
 *   <li>{@code MARKS}: the marks the top suggestion got, in any notation of {@link Feedback#parse}
 *       ({@code --Y-G}, {@code 00102}, or emoji squares pasted from a share grid).
 *   <li>{@code WORD MARKS} (or {@code WORD:MARKS}): another word was played; this is also how the
 *       assistant joins a game midway.
 *   <li>Commands: {@code undo}, {@code hard on|off}, {@code top N}, {@code left}, {@code new},
 *       {@code help}, {@code quit}.
 * </ul>
 *
 * Every mistake (unknown word, wrong length, a bad notation, marks no remaining answer can get, a
 * guess hard mode forbids) is answered with a message and changes nothing. All-green marks end the
 * game with congratulations and start a new one ({@code undo} right after takes back the winning
 * turn).
 *
 * <p>Replies are lines joined with {@code \n}, without a final newline. Not thread-safe: one
 * session per conversation. Each turn costs one ranking of the allowed guesses (a few to a hundred
 * milliseconds with the bundled lists; a look-up while the game is on a bundled tree).
 */
public final class Assistant implements Session {
  /** The most suggestions {@code top N} accepts. */
  public static final int MAX_TOP = 100;

  /** At most this many answers are listed with the count; {@code left} lists them all. */
  private static final int LIST_INLINE = 6;

  private static final int WORDS_PER_LINE = 10;

  /** Words that are commands, with or without arguments, besides {@link SessionCommand}'s. */
  private static final List<String> COMMANDS = List.of("undo", "left", "new", "top", "hard");

  private final Solver solver;
  private final Tiles tiles;
  private Mode mode;
  private int top;

  /** The games of the current puzzle, the current one on top; never empty. */
  private Deque<Game> games = new ArrayDeque<>();

  /** The last puzzle, kept after a win until a turn is played, so that undo can reopen it. */
  private @Nullable Deque<Game> wonGames;

  private @Nullable String suggested;
  private boolean finished;

  /**
   * Creates a session.
   *
   * @param mode {@link Mode#NORMAL} or {@link Mode#HARD}
   * @param top how many suggestions to show, 1 to {@value #MAX_TOP}
   * @throws IllegalArgumentException if {@code top} is out of range
   */
  public Assistant(Solver solver, Mode mode, int top, Tiles tiles) {
    this.solver = solver;
    this.tiles = tiles;
    this.mode = mode;
    this.top = checkTop(top);
    games.push(solver.newGame(mode));
  }

  private static int checkTop(int top) {
    if (top < 1 || top > MAX_TOP) {
      throw new IllegalArgumentException(
          "the number of suggestions must be 1 to " + MAX_TOP + ", got " + top);
    }
    return top;
  }

  /** Returns the greeting and the first suggestions. */
  @Override
  public String start() {
    return "Wordle assistant: "
        + solver.answers().size()
        + " answers, "
        + solver.guesses().size()
        + " allowed guesses"
        + (mode == Mode.NORMAL ? "" : ", hard mode")
        + ". Type help for help.\n"
        + advise();
  }

  /** Returns the prompt a terminal shows before each line. */
  @Override
  public String prompt() {
    return "> ";
  }

  /** Returns whether the user has quit. */
  @Override
  public boolean isOver() {
    return finished;
  }

  /** Returns the current state of the game. */
  public Game game() {
    return current();
  }

  /** Returns the word that bare marks refer to: the top suggestion shown last. */
  public @Nullable String suggested() {
    return suggested;
  }

  /** Returns how many suggestions are shown. */
  public int top() {
    return top;
  }

  /**
   * Answers one line of input (see the class comment); an empty line gets an empty reply.
   *
   * @throws IllegalStateException if the user has quit
   */
  @Override
  public String handle(String line) {
    if (finished) {
      throw new IllegalStateException("the session is over");
    }
    String text = line.strip();
    if (text.isEmpty()) {
      return "";
    }
    String[] words = text.split("\\s+");
    String command = words[0].toLowerCase(Locale.ROOT);
    int args = words.length - 1;
    SessionCommand session = SessionCommand.of(command);
    if (args == 0) {
      if (session == SessionCommand.QUIT) {
        finished = true;
        return "Bye.";
      } else if (session == SessionCommand.HELP) {
        return help();
      }
      String reply =
          switch (command) {
            case "undo" -> undo();
            case "left" -> left();
            case "new" -> newGame("New game.");
            case "top" ->
                "Showing " + top + " suggestion" + (top == 1 ? "" : "s") + "; top N changes it.";
            case "hard" ->
                "Hard mode is "
                    + (mode == Mode.NORMAL ? "off" : "on")
                    + "; hard on|off changes it.";
            default -> null;
          };
      if (reply != null) {
        return reply;
      }
    } else if (args == 1 && command.equals("hard") && words[1].matches("(?i)on|off")) {
      return hard(words[1].equalsIgnoreCase("on"));
    } else if (args == 1 && command.equals("top") && words[1].matches("[+-]?\\d{1,9}")) {
      return top(Integer.parseInt(words[1]));
    }
    if ((COMMANDS.contains(command) || session != null) && !solver.guesses().contains(command)) {
      return command.equals("hard")
          ? "Type hard on or hard off."
          : command.equals("top")
              ? "Type top N, N from 1 to " + MAX_TOP + "."
              : "'" + command + "' takes no arguments.";
    }
    return turn(words);
  }

  private String turn(String[] words) {
    String word;
    String marks;
    if (words.length == 1 && words[0].indexOf(':') > 0) {
      int colon = words[0].indexOf(':');
      word = words[0].substring(0, colon);
      marks = words[0].substring(colon + 1);
    } else if (words.length >= 2 && looksLikeWord(words[0])) {
      word = words[0];
      marks = String.join("", List.of(words).subList(1, words.length));
    } else {
      String theSuggestion = suggested;
      if (theSuggestion == null) {
        return "Type WORD MARKS, for example salet --Y-G.";
      }
      word = theSuggestion;
      marks = String.join("", words);
      String problem = parseProblem(marks);
      if (words.length == 1 && looksLikeWord(marks) && problem != null) {
        String lower = marks.toLowerCase(Locale.ROOT);
        return solver.guesses().contains(lower)
            ? "What marks did "
                + lower
                + " get? Type them after the word, for example "
                + lower
                + " --Y-G."
            : "'"
                + marks
                + "' is not a command, a word of the list or marks: "
                + problem
                + ". Type help for help.";
      }
    }
    String guess = word.toLowerCase(Locale.ROOT);
    Game game = current();
    Optional<Refusal> why = game.refusal(guess);
    if (why.isPresent()) {
      return Sentences.of(why.get()) + ".";
    }
    Feedback feedback;
    try {
      feedback = Feedback.parse(marks, solver.wordLength());
    } catch (IllegalArgumentException e) {
      return Sentences.capitalize(String.valueOf(e.getMessage())) + ".";
    }
    Game next;
    try {
      next = game.apply(guess, feedback);
    } catch (ImpossibleMarksException e) {
      return Sentences.capitalize(String.valueOf(e.getMessage()))
          + (game.history().isEmpty() ? "" : ", or type undo if an earlier turn was wrong")
          + ".";
    } catch (IllegalArgumentException e) {
      return Sentences.capitalize(String.valueOf(e.getMessage())) + ".";
    }
    // Another word than the suggestion was played: say how it rated.
    io.github.wordlesolver.Turn last = next.history().get(next.history().size() - 1);
    String theSuggestion = suggested;
    String rating =
        theSuggestion != null && !last.guess().equals(theSuggestion) ? rate(game, last) + "\n" : "";
    wonGames = null;
    games.push(next);
    String shown = next.history().get(next.history().size() - 1).guess(); // as the list has it
    StringBuilder out = new StringBuilder(tiles.row(shown, feedback)).append('\n').append(rating);
    String note = next.widenedNote();
    if (note != null && game.widenedNote() == null) {
      out.append(Sentences.capitalize(note)).append(".\n"); // said once, when it happens
    }
    int played = next.history().size();
    int allowed = next.rules().maxGuesses();
    if (next.isSolved()) {
      out.append("Solved in ")
          .append(played)
          .append(played == 1 ? " guess" : " guesses")
          .append(played <= allowed ? "! Well done." : ".")
          .append('\n');
      Deque<Game> won = games;
      games = new ArrayDeque<>();
      games.push(solver.newGame(mode));
      wonGames = won;
      return out.append(newGameText("New game (undo takes back the winning turn).")).toString();
    }
    if (played == allowed) {
      out.append(
          "That was the last guess the game allows ("
              + allowed
              + "); the game is lost,"
              + " but let's find the answer.\n");
    }
    return out.append(advise()).toString();
  }

  /** Returns how the user's own guess rated against the suggestion, in one line. */
  private static String rate(Game game, io.github.wordlesolver.Turn turn) {
    TurnRating r = game.rate(turn);
    return String.format(
        Locale.ROOT,
        "You played %s instead of %s: skill %d (%.2f guesses to"
            + " finish on average, %.2f with %s), luck %d.",
        r.guess(),
        r.best(),
        r.skill(),
        r.expectedGuesses(),
        r.bestExpectedGuesses(),
        r.best(),
        r.luck());
  }

  private String undo() {
    if (games.size() > 1) {
      Game undone = games.pop();
      return "Took back " + last(undone) + ".\n" + advise();
    }
    Deque<Game> won = wonGames;
    if (won != null) {
      wonGames = null;
      games = won;
      Game undone = games.pop();
      return "Back to the last game; took back " + last(undone) + ".\n" + advise();
    }
    return "Nothing to undo.";
  }

  private static String last(Game game) {
    List<?> history = game.history();
    return String.valueOf(history.get(history.size() - 1)).replace(':', ' ');
  }

  private String hard(boolean on) {
    Mode wanted = on ? Mode.HARD : Mode.NORMAL;
    if (wanted == mode) {
      return "Hard mode is already " + (on ? "on" : "off") + ".";
    }
    Optional<Refusal> refusal = games.getFirst().refusal(wanted);
    if (refusal.isPresent()) {
      return "Hard mode stays off: "
          + refusal.get().message()
          + ". Type new for a new game, or undo that turn.";
    }
    mode = wanted;
    return (on
            ? "Hard mode on (NYT rule: green letters stay in place, revealed letters are used"
                + " again)."
            : "Hard mode off.")
        + "\n"
        + advise();
  }

  private String top(int n) {
    if (n < 1 || n > MAX_TOP) {
      return "The number of suggestions must be 1 to " + MAX_TOP + ", got " + n + ".";
    }
    top = n;
    return advise();
  }

  private String left() {
    CandidateSet left = current().candidates();
    StringBuilder out =
        new StringBuilder()
            .append(left.size())
            .append(left.size() == 1 ? " answer possible:" : " answers possible:");
    List<String> words = left.words();
    for (int i = 0; i < words.size(); i++) {
      out.append(i % WORDS_PER_LINE == 0 ? "\n  " : " ").append(words.get(i));
    }
    return out.toString();
  }

  private String newGame(String message) {
    wonGames = null;
    games = new ArrayDeque<>();
    games.push(solver.newGame(mode));
    return newGameText(message);
  }

  private String newGameText(String message) {
    return message + "\n" + advise();
  }

  private String help() {
    return String.join(
        "\n",
        "After each guess, type the marks it got: G green, Y yellow, - gray (also g y . _,",
        "  2 1 0, or the emoji squares pasted from a share grid), for example --Y-G.",
        "Bare marks mean you played the first suggestion. If you played another word, type",
        "  WORD MARKS, for example crane --Y-G; that is also how to join a game midway.",
        "Commands:",
        "  undo         take back the last turn",
        "  hard on|off  hard mode (NYT rule: greens stay, revealed letters are used again)",
        "  top N        show N suggestions (now " + top + ")",
        "  left         list the answers still possible",
        "  new          start a new game",
        "  help         this text",
        "  quit         leave (so does the end of input)");
  }

  /**
   * Returns the game in the session's mode, or in its own if its history breaks that mode's rule (a
   * won game brought back by undo, played while hard mode was off).
   */
  private Game current() {
    Game game = games.getFirst();
    return game.mode() == mode || game.refusal(mode).isPresent() ? game : game.withMode(mode);
  }

  /** Shows what is left and the suggestions, and remembers the top one. */
  private String advise() {
    Game game = current();
    CandidateSet left = game.candidates();
    StringBuilder out = new StringBuilder();
    if (left.size() == 1) {
      String answer = left.words().get(0);
      suggested = answer;
      return out.append("1 answer possible: ")
          .append(answer)
          .append(". Play ")
          .append(answer)
          .append('.')
          .toString();
    }
    out.append(left.size()).append(" answers possible");
    if (left.size() <= LIST_INLINE) {
      out.append(": ").append(String.join(", ", left.words()));
    }
    out.append('.');
    List<Suggestion> suggestions = game.suggest(top);
    out.append(suggestions.size() == 1 ? " Best guess:" : " Best guesses:");
    for (int i = 0; i < suggestions.size(); i++) {
      out.append("\n  ").append(i + 1).append(". ").append(suggestions.get(i).explain());
    }
    String first = suggestions.get(0).word();
    suggested = first;
    out.append("\nPlay ").append(first).append(" and type the marks it gets");
    if (game.history().isEmpty()) {
      out.append(" (for example --Y-G), or WORD MARKS if you play another word");
    }
    return out.append('.').toString();
  }

  /** Returns why {@code marks} is not marks, or null if it is. */
  private static @Nullable String parseProblem(String marks) {
    try {
      Feedback.parse(marks);
      return null;
    } catch (IllegalArgumentException e) {
      return String.valueOf(e.getMessage());
    }
  }

  /**
   * Returns whether a token reads as a word rather than marks: letters only, and not only the
   * letters g and y that marks may use.
   */
  private static boolean looksLikeWord(String token) {
    boolean other = false;
    for (int i = 0; i < token.length(); ) {
      int c = Character.toLowerCase(token.codePointAt(i));
      i += Character.charCount(c);
      if (!Character.isLetter(c)) {
        return false;
      }
      other |= c != 'g' && c != 'y';
    }
    return other;
  }
}
