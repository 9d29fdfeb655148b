package io.github.wordlesolver.examples.play;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.examples.assist.GameSession;
import io.github.wordlesolver.examples.assist.Tiles;
import io.github.wordlesolver.host.HostedGame;
import io.github.wordlesolver.host.Move;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.jspecify.annotations.Nullable;

/**
 * The session logic of {@code wordle play}: one game of Wordle against a known secret answer,
 * driven line by line without a terminal. {@link #start()} once, then {@link #handle(String)} for
 * each guess until {@link #isOver()}.
 *
 * <p>The library hosts the game ({@link HostedGame}): it refuses a guess that is not in the guess
 * list or breaks the hard-mode rule (no turn is used), marks the others, and keeps the share grid
 * and the keyboard. This class only words the replies: the tiles and the keyboard after each guess;
 * after a win, six guesses or {@code quit}, the share grid ({@link #shareGrid()}) and the answer if
 * it was not found.
 *
 * <p>Replies are lines joined with {@code \n}, without a final newline. Not thread-safe.
 */
public final class PlaySession extends GameSession {
  private final Tiles tiles;
  private HostedGame game;

  /**
   * Creates a game.
   *
   * @param answer the secret: a word of {@code solver.guesses()} (one outside the answer list is
   *     played as the NYT's editors play it)
   * @param title what the share grid's header calls the game, e.g. {@code Original list, day 1,986}
   *     (see {@link #title}); null for a game with no name ({@code Wordle 3/6})
   * @throws IllegalArgumentException if {@code answer} is not in the solver's guess list
   */
  public PlaySession(Solver solver, Mode mode, String answer, @Nullable String title, Tiles tiles) {
    HostedGame hosted = HostedGame.of(solver, mode, answer);
    this.game = title == null ? hosted : hosted.withTitle(title);
    this.tiles = tiles;
  }

  /**
   * Returns the name of the original list's answer of day {@code day} (from 0, 2021-06-19): {@code
   * Original list, day 1,986}. Never the NYT's puzzle number: since 2022 the NYT's answer of a day
   * is not that list's.
   */
  public static String title(long day) {
    return String.format(Locale.US, "Original list, day %,d", day);
  }

  /**
   * Returns the index of the answer a seeded game plays: {@code new Random(seed).nextInt(size)}
   * (the same on every Java version).
   */
  public static int pick(long seed, int size) {
    return new Random(seed).nextInt(size);
  }

  /** Returns the introduction. */
  @Override
  public String start() {
    int length = game.board(0).rules().wordLength();
    return "Guess the "
        + length
        + "-letter word in "
        + maxGuesses()
        + " tries"
        + (game.mode() == Mode.NORMAL
            ? ""
            : " (hard mode: green letters stay in place, revealed" + " letters are used again)")
        + ". Marks: G green (right place), Y yellow (elsewhere),"
        + " - gray (no more). Type quit to give up.";
  }

  /** Returns the prompt a terminal shows, e.g. {@code guess 2/6> }. */
  @Override
  public String prompt() {
    return "guess " + (game.played().size() + 1) + "/" + maxGuesses() + "> ";
  }

  /** Returns the game so far, as the player sees it (the solver's view of it). */
  public Game game() {
    return game.board(0);
  }

  /** Returns the game the library hosts. */
  public HostedGame hosted() {
    return game;
  }

  /** Returns the number of guesses the game allows (its rules'). */
  public int maxGuesses() {
    return game.maxGuesses();
  }

  /** Returns the secret answer. */
  public String answer() {
    return game.secrets().get(0);
  }

  @Override
  protected boolean isFinished() {
    return game.isOver();
  }

  @Override
  public String bestGuess() {
    return game.bestGuess();
  }

  /** Returns whether the answer was found within the allowed guesses. */
  public boolean isWon() {
    return game.status() == HostedGame.Status.WON;
  }

  @Override
  protected Optional<Refusal> refusal(String guess) {
    return game.refusal(guess);
  }

  @Override
  protected String play(String guess) {
    Move move = game.guess(guess);
    game = move.game();
    Feedback feedback = move.marks().get(0);
    StringBuilder out = new StringBuilder(tiles.row(move.guess(), feedback));
    int played = game.played().size();
    if (isWon()) {
      out.append('\n')
          .append(played == 1 ? "Genius! " : "")
          .append("Solved in ")
          .append(played)
          .append('/')
          .append(maxGuesses())
          .append(".\n\n")
          .append(shareGrid());
    } else if (game.isOver()) {
      out.append("\nOut of guesses. The answer was ")
          .append(answer())
          .append(".\n\n")
          .append(shareGrid());
    } else {
      out.append('\n').append(tiles.keyboard(game.keyboard(0)));
    }
    return out.toString();
  }

  /** Gives the game up and returns the answer, as giving up ({@code quit}, end of input) shows. */
  @Override
  protected String missed() {
    game = game.giveUp();
    return "The answer was " + answer() + ".";
  }

  /**
   * Returns the share grid ({@link HostedGame#shareGrid()}): the game's title and {@code X/6}
   * ({@code *} after it in hard mode), e.g. {@code Original list, day 1,986 3/6} or, for a game
   * with no title, {@code Wordle 3/6}; a blank line; and one row of 🟩 🟨 ⬛ per guess.
   */
  public String shareGrid() {
    return game.shareGrid().toString();
  }
}
