package io.github.wordlesolver.examples.multi;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.examples.assist.Session;
import io.github.wordlesolver.examples.assist.SessionCommand;
import io.github.wordlesolver.examples.assist.Tiles;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.multi.MultiSuggestion;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The session logic of {@code wordle assist --boards N}: suggests a guess for a multi-board game
 * played elsewhere and takes back the marks of every board. A turn is a line {@code GUESS MARKS
 * MARKS ...}: the guess, then the marks of each board in order (all boards, or only the unsolved
 * ones), e.g. {@code salet -Y--- G---- ----Y --G--}. Commands: {@code undo}, {@code left} (the
 * answers still possible per board), {@code new}, {@code help}, {@code quit}.
 *
 * <p>Bad input never ends the session: the reply names what was wrong (the board, counted from 1,
 * for marks) and nothing is played. Replies are lines joined with {@code \n}. Not thread-safe.
 */
public final class MultiAssistant implements Session {
  /** The answers a board lists with {@code left} at most. */
  static final int LEFT_LIMIT = 20;

  private final MultiSolver solver;
  private final int boards;
  private final int maxGuesses;
  private final int top;
  private final Tiles tiles;
  private final List<MultiGame> history = new ArrayList<>();
  private MultiGame game;
  private boolean finished;

  /** Creates a session of {@code boards} boards and {@code maxGuesses} guesses. */
  public MultiAssistant(MultiSolver solver, int boards, int maxGuesses, int top, Tiles tiles) {
    this.solver = solver;
    this.boards = boards;
    this.maxGuesses = maxGuesses;
    this.top = top;
    this.tiles = tiles;
    this.game = solver.newGame(boards, maxGuesses);
  }

  /** Returns the game so far. */
  public MultiGame game() {
    return game;
  }

  /** Returns whether the user quit. */
  @Override
  public boolean isOver() {
    return finished;
  }

  /** Returns the prompt a terminal shows. */
  @Override
  public String prompt() {
    return "turn " + (game.played().size() + 1) + "> ";
  }

  /** Returns the introduction and the first suggestion. */
  @Override
  public String start() {
    return MultiText.name(boards)
        + " assistant: "
        + boards
        + " boards, "
        + maxGuesses
        + " guesses. After each guess type GUESS MARKS MARKS ... (one marks per board, e.g. "
        + "salet -Y--- G---- ----Y --G--). Commands: undo, left, new, help, quit.\n"
        + advice();
  }

  /** Answers one line. */
  @Override
  public String handle(String line) {
    String text = line.strip();
    String[] words = text.isEmpty() ? new String[0] : text.split("\\s+");
    if (words.length == 0) {
      return "";
    }
    SessionCommand command = SessionCommand.of(words[0]);
    if (command == SessionCommand.QUIT) {
      finished = true;
      return "Bye.";
    } else if (command == SessionCommand.HELP) {
      return start();
    }
    switch (words[0].toLowerCase(Locale.ROOT)) {
      case "new" -> {
        history.clear();
        game = solver.newGame(boards, maxGuesses);
        return "New game.\n" + advice();
      }
      case "undo" -> {
        if (history.isEmpty()) {
          return "Nothing to undo.";
        }
        game = history.remove(history.size() - 1);
        return "Undone.\n" + advice();
      }
      case "left" -> {
        return left();
      }
      default -> {
        // a turn
      }
    }
    if (game.isSolved()) {
      return "Every board is solved: type new for another game.";
    }
    if (words.length == 1) {
      return "Type the guess and then the marks of each board, e.g. salet -Y--- G---- ----Y"
          + " --G-- ("
          + boards
          + " boards, "
          + game.unsolvedBoards().length
          + " unsolved).";
    }
    MultiGame next;
    List<Feedback> marks;
    try {
      marks = MultiText.parseMarks(Arrays.asList(words).subList(1, words.length));
      next = game.apply(words[0].toLowerCase(Locale.ROOT), marks);
    } catch (IllegalArgumentException e) {
      return "Not played: " + e.getMessage();
    }
    history.add(game);
    MultiGame before = game;
    game = next;
    List<Feedback> shown = new ArrayList<>();
    int[] open = before.unsolvedBoards();
    for (int k = 0; k < open.length; k++) {
      shown.add(marks.get(marks.size() == boards ? open[k] : k));
    }
    String guess = next.played().get(next.played().size() - 1);
    StringBuilder notes = new StringBuilder();
    for (int b : open) {
      String note = next.board(b).widenedNote();
      if (note != null && before.board(b).widenedNote() == null) { // said once, when it happens
        notes.append("Board ").append(b + 1).append(": ").append(note).append(".\n");
      }
    }
    return MultiText.row(tiles, guess, shown) + "\n" + notes + advice();
  }

  /** Returns the state per board and the suggestions. */
  private String advice() {
    StringBuilder out = new StringBuilder();
    for (int b = 0; b < boards; b++) {
      out.append(b == 0 ? "" : ", ")
          .append("board ")
          .append(b + 1)
          .append(": ")
          .append(game.isSolved(b) ? "solved" : game.board(b).candidates().size() + " left");
    }
    if (game.isSolved()) {
      return out.append("\nAll boards solved in ")
          .append(game.played().size())
          .append('/')
          .append(maxGuesses)
          .append('.')
          .toString();
    }
    List<MultiSuggestion> best = game.suggest(top);
    out.append("\nsuggestion: ").append(best.get(0).word());
    if (best.size() > 1) {
      out.append(" (then");
      for (int i = 1; i < best.size(); i++) {
        out.append(' ').append(best.get(i).word());
      }
      out.append(')');
    }
    if (game.guessesLeft() == 0) {
      out.append("\n(the ").append(maxGuesses).append(" guesses are used up)");
    }
    return out.toString();
  }

  private String left() {
    StringBuilder out = new StringBuilder();
    for (int b : game.unsolvedBoards()) {
      List<String> words = game.board(b).candidates().words();
      out.append(out.length() == 0 ? "" : "\n")
          .append("board ")
          .append(b + 1)
          .append(" (")
          .append(words.size())
          .append("): ")
          .append(String.join(" ", words.subList(0, Math.min(LEFT_LIMIT, words.size()))))
          .append(words.size() > LEFT_LIMIT ? " ..." : "");
    }
    return out.length() == 0 ? "Every board is solved." : out.toString();
  }
}
