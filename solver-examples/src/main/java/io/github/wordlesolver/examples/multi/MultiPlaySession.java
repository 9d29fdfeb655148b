package io.github.wordlesolver.examples.multi;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.examples.assist.GameSession;
import io.github.wordlesolver.examples.assist.Tiles;
import io.github.wordlesolver.host.HostedGame;
import io.github.wordlesolver.host.Move;
import io.github.wordlesolver.multi.MultiSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The session logic of {@code wordle play --boards N}: one multi-board game against known answers,
 * driven line by line. {@link #start()} once, then {@link #handle(String)} for each guess until
 * {@link #isOver()}.
 *
 * <p>The library hosts the game ({@link HostedGame}); this class words the replies. After each
 * guess the reply shows the new row of every board side by side (blank where a board was already
 * solved), then each unsolved board's keyboard (each letter's best mark on that board). The game
 * ends when every board is solved, the guesses run out, or at {@code quit}; the reply then holds
 * the share grid ({@link #shareGrid()}) and the answers not found. Replies are lines joined with
 * {@code \n}. Not thread-safe.
 */
public final class MultiPlaySession extends GameSession {
  private final Tiles tiles;
  private HostedGame game;

  /**
   * Creates a game.
   *
   * @param answers the secret answers, board 1 first: distinct words of the guess list
   * @throws IllegalArgumentException if an answer is not in the list, two are the same, or the
   *     counts are out of range ({@link MultiSolver#refusal})
   */
  public MultiPlaySession(MultiSolver solver, List<String> answers, int maxGuesses, Tiles tiles) {
    this.game = HostedGame.of(solver, answers, maxGuesses);
    this.tiles = tiles;
  }

  /** Returns the game the library hosts. */
  public HostedGame game() {
    return game;
  }

  /** Returns the introduction. */
  @Override
  public String start() {
    return MultiText.name(game.boards())
        + ": find "
        + game.boards()
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
    return game.status() == HostedGame.Status.WON;
  }

  @Override
  protected Optional<Refusal> refusal(String guess) {
    return game.refusal(guess);
  }

  @Override
  protected String play(String guess) {
    HostedGame before = game;
    Move move = game.guess(guess);
    game = move.game();
    List<@Nullable Feedback> row = new ArrayList<>(game.boards());
    for (int b = 0; b < game.boards(); b++) {
      row.add(before.isSolved(b) ? null : move.marks().get(b));
    }
    StringBuilder out = new StringBuilder(MultiText.row(tiles, move.guess(), row));
    int played = game.played().size();
    if (isWon()) {
      out.append("\nAll ")
          .append(game.boards())
          .append(" boards solved in ")
          .append(played)
          .append('/')
          .append(game.maxGuesses())
          .append(".\n\n")
          .append(shareGrid());
    } else if (game.isOver()) {
      out.append("\nOut of guesses. ").append(unfound()).append("\n\n").append(shareGrid());
    } else {
      for (int b = 0; b < game.boards(); b++) {
        if (!game.isSolved(b)) {
          out.append('\n')
              .append("board ")
              .append(b + 1)
              .append(tiles.isColored() ? ":\n" : " ")
              .append(tiles.keyboard(game.keyboard(b)));
        }
      }
    }
    return out.toString();
  }

  /** Gives the game up and returns the answers not found, as {@code quit} and end of input show. */
  @Override
  protected String missed() {
    game = game.giveUp();
    return unfound();
  }

  private String unfound() {
    List<String> parts = new ArrayList<>();
    for (int b = 0; b < game.boards(); b++) {
      if (!game.isSolved(b)) {
        parts.add("board " + (b + 1) + " was " + game.secrets().get(b));
      }
    }
    return parts.isEmpty() ? "" : String.join(", ", parts) + ".";
  }

  /**
   * Returns the share grid ({@link HostedGame#shareGrid()}): {@code Quordle 7/9} (or {@code X/9}),
   * a line with the guess number that solved each board ({@code X} if unsolved), a blank line, and
   * one row of 🟩 🟨 ⬛ per guess with the boards side by side (blank once a board is solved).
   */
  public String shareGrid() {
    return game.shareGrid().toString();
  }
}
