package io.github.wordlesolver.examples.multi;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mark;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.examples.assist.GameSession;
import io.github.wordlesolver.examples.assist.Tiles;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The session logic of {@code wordle play --boards N}: one multi-board game against known answers,
 * driven line by line. {@link #start()} once, then {@link #handle(String)} for each guess until
 * {@link #isOver()}.
 *
 * <p>After each guess the reply shows the new row of every board side by side (blank where a board
 * was already solved), then each unsolved board's keyboard (each letter's best mark on that board).
 * The game ends when every board is solved, the guesses run out, or at {@code quit}; the reply then
 * holds the share grid ({@link #shareGrid()}) and the answers not found. Replies are lines joined
 * with {@code \n}. Not thread-safe.
 */
public final class MultiPlaySession extends GameSession {
  private final Tiles tiles;
  private final List<String> answers;

  /** Per board, each letter's best mark so far (null: not played). */
  private final List<@Nullable Mark[]> keyboards = new ArrayList<>();

  private final List<List<@Nullable Feedback>> rows = new ArrayList<>();
  private MultiGame game;

  /**
   * Creates a game.
   *
   * @param answers the secret answers, board 1 first: distinct words of the answer list
   * @throws IllegalArgumentException if an answer is not in the list, or the counts are out of
   *     range ({@link MultiSolver#refusal})
   */
  public MultiPlaySession(MultiSolver solver, List<String> answers, int maxGuesses, Tiles tiles) {
    WordList list = solver.solver().answers();
    List<String> secret = new ArrayList<>(answers.size());
    for (String answer : answers) {
      int index = list.indexOf(answer);
      if (index < 0) {
        throw new IllegalArgumentException("'" + answer + "' is not in the answer list");
      }
      secret.add(list.get(index));
    }
    this.answers = List.copyOf(secret);
    this.tiles = tiles;
    this.game = solver.newGame(answers.size(), maxGuesses);
    for (int b = 0; b < answers.size(); b++) {
      keyboards.add(new Mark[solver.solver().guesses().alphabet().size()]);
    }
  }

  /** Returns the game so far. */
  public MultiGame game() {
    return game;
  }

  /** Returns the introduction. */
  @Override
  public String start() {
    return MultiText.name(answers.size())
        + ": find "
        + answers.size()
        + " words at once in "
        + game.maxGuesses()
        + " tries; each guess goes into every unsolved board. Marks: G green,"
        + " Y yellow, - gray. Type quit to give up.";
  }

  /** Returns the prompt a terminal shows, e.g. {@code guess 2/9> }. */
  @Override
  public String prompt() {
    return "guess " + (game.played().size() + 1) + "/" + game.maxGuesses() + "> ";
  }

  @Override
  protected boolean isFinished() {
    return game.isOver();
  }

  @Override
  public String bestGuess() {
    return game.bestGuess();
  }

  /** Returns whether every board was solved within the guesses allowed. */
  public boolean isWon() {
    return game.isSolved() && game.played().size() <= game.maxGuesses();
  }

  @Override
  protected Optional<Refusal> refusal(String guess) {
    return game.refusal(guess);
  }

  @Override
  protected String play(String guess) {
    WordList guesses = game.solver().solver().guesses();
    String word = guesses.get(guesses.indexOf(guess));
    List<@Nullable Feedback> row = new ArrayList<>(answers.size());
    List<Feedback> marks = new ArrayList<>(answers.size());
    Alphabet alphabet = guesses.alphabet();
    int[] letters = word.codePoints().toArray();
    for (int b = 0; b < answers.size(); b++) {
      Feedback feedback = Feedback.compute(word, answers.get(b));
      marks.add(feedback);
      row.add(game.isSolved(b) ? null : feedback);
      if (!game.isSolved(b)) {
        for (int i = 0; i < letters.length; i++) {
          int letter = alphabet.indexOf(letters[i]);
          @Nullable Mark[] keyboard = keyboards.get(b);
          Mark before = keyboard[letter];
          if (before == null || feedback.mark(i).digit() > before.digit()) {
            keyboard[letter] = feedback.mark(i);
          }
        }
      }
    }
    game = game.apply(word, marks);
    rows.add(row);
    StringBuilder out = new StringBuilder(MultiText.row(tiles, word, row));
    int played = game.played().size();
    if (game.isSolved()) {
      out.append("\nAll ")
          .append(answers.size())
          .append(" boards solved in ")
          .append(played)
          .append('/')
          .append(game.maxGuesses())
          .append(".\n\n")
          .append(shareGrid());
    } else if (game.isOver()) {
      out.append("\nOut of guesses. ").append(missed()).append("\n\n").append(shareGrid());
    } else {
      for (int b : game.unsolvedBoards()) {
        out.append('\n')
            .append("board ")
            .append(b + 1)
            .append(tiles.isColored() ? ":\n" : " ")
            .append(tiles.keyboard(alphabet, keyboards.get(b)));
      }
    }
    return out.toString();
  }

  /** Returns the answers not found, as giving up ({@code quit}, the end of input) shows them. */
  @Override
  protected String missed() {
    List<String> parts = new ArrayList<>();
    for (int b : game.unsolvedBoards()) {
      parts.add("board " + (b + 1) + " was " + answers.get(b));
    }
    return parts.isEmpty() ? "" : String.join(", ", parts) + ".";
  }

  /**
   * Returns the share grid: {@code Quordle 7/9} (or {@code X/9}), a line with the guess number that
   * solved each board ({@code X} if unsolved), a blank line, and one row of 🟩 🟨 ⬛ per guess with
   * the boards side by side (blank once a board is solved).
   */
  public String shareGrid() {
    StringBuilder grid =
        new StringBuilder(MultiText.name(answers.size()))
            .append(' ')
            .append(isWon() ? String.valueOf(game.played().size()) : "X")
            .append('/')
            .append(game.maxGuesses())
            .append('\n');
    String[] solved = new String[answers.size()];
    for (int b = 0; b < answers.size(); b++) {
      solved[b] = game.isSolved(b) ? String.valueOf(game.solvedAt(b)) : "X";
    }
    grid.append(String.join(" ", Arrays.asList(solved))).append('\n');
    int width = game.board(0).rules().wordLength();
    for (List<@Nullable Feedback> row : rows) {
      StringBuilder line = new StringBuilder();
      for (int b = 0; b < row.size(); b++) {
        Feedback f = row.get(b);
        line.append(b == 0 ? "" : " ").append(f == null ? "  ".repeat(width) : f.toEmoji());
      }
      grid.append('\n').append(line.toString().stripTrailing());
    }
    return grid.toString();
  }
}
