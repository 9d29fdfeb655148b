package io.github.wordlesolver.examples.play;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mark;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.examples.assist.GameSession;
import io.github.wordlesolver.examples.assist.Tiles;
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
 * <p>Guesses must be words of the solver's guess list (and follow the hard-mode rule in {@link
 * Mode#HARD}); a rejected guess does not use a turn. After each guess the reply shows the tiles and
 * the keyboard (each letter's best mark: green over yellow over gray). The game ends after a win,
 * six guesses, or {@code quit}; the reply then holds the share grid ({@link #shareGrid()}) and the
 * answer if it was not found.
 *
 * <p>Replies are lines joined with {@code \n}, without a final newline. Not thread-safe.
 */
public final class PlaySession extends GameSession {
  private final Tiles tiles;
  private final String answer;
  private final @Nullable String title;
  private final @Nullable Mark[] keyboard;
  private Game game;

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
    int index = solver.guesses().indexOf(answer);
    if (index < 0) {
      throw new IllegalArgumentException("'" + answer + "' is not in the guess list");
    }
    String secret = solver.guesses().get(index);
    this.tiles = tiles;
    this.answer = secret;
    this.title = title;
    this.game = solver.newGame(mode);
    this.keyboard = new Mark[solver.guesses().alphabet().size()];
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
    int length = game.rules().wordLength();
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
    return "guess " + (game.history().size() + 1) + "/" + maxGuesses() + "> ";
  }

  /** Returns the game so far (the solver's view of it). */
  public Game game() {
    return game;
  }

  /** Returns the number of guesses the game allows (its rules'). */
  public int maxGuesses() {
    return game.rules().maxGuesses();
  }

  /** Returns the secret answer. */
  public String answer() {
    return answer;
  }

  @Override
  protected boolean isFinished() {
    return game.isSolved() || game.history().size() >= maxGuesses();
  }

  @Override
  public String bestGuess() {
    return game.bestGuess();
  }

  /** Returns whether the answer was found within the allowed guesses. */
  public boolean isWon() {
    return game.isSolved();
  }

  @Override
  protected Optional<Refusal> refusal(String guess) {
    return game.refusal(guess);
  }

  @Override
  protected String play(String guess) {
    WordList guesses = game.solver().guesses();
    String word = guesses.get(guesses.indexOf(guess)); // as the list writes it
    Feedback feedback = Feedback.compute(word, answer);
    game = game.apply(word, feedback);
    Alphabet alphabet = guesses.alphabet();
    int[] letters = word.codePoints().toArray();
    for (int i = 0; i < letters.length; i++) {
      int letter = alphabet.indexOf(letters[i]);
      Mark mark = feedback.mark(i);
      Mark before = keyboard[letter];
      if (before == null || mark.digit() > before.digit()) {
        keyboard[letter] = mark;
      }
    }
    StringBuilder out = new StringBuilder(tiles.row(word, feedback));
    int played = game.history().size();
    if (game.isSolved()) {
      out.append('\n')
          .append(played == 1 ? "Genius! " : "")
          .append("Solved in ")
          .append(played)
          .append('/')
          .append(maxGuesses())
          .append(".\n\n")
          .append(shareGrid());
    } else if (played >= maxGuesses()) {
      out.append("\nOut of guesses. The answer was ")
          .append(answer)
          .append(".\n\n")
          .append(shareGrid());
    } else {
      out.append('\n').append(tiles.keyboard(alphabet, keyboard));
    }
    return out.toString();
  }

  /** Returns the answer, as giving up ({@code quit}, the end of input) shows it. */
  @Override
  protected String missed() {
    return "The answer was " + answer + ".";
  }

  /**
   * Returns the share grid: the game's title and {@code X/6} ({@code *} after it in hard mode),
   * e.g. {@code Original list, day 1,986 3/6} or, for a game with no title, {@code Wordle 3/6}; a
   * blank line; and one row of 🟩 🟨 ⬛ per guess.
   */
  public String shareGrid() {
    String name = title;
    StringBuilder grid =
        new StringBuilder(
            String.format(
                Locale.US,
                "%s %s/%d%s",
                name == null ? "Wordle" : name,
                game.isSolved() ? String.valueOf(game.history().size()) : "X",
                maxGuesses(),
                game.mode() == Mode.NORMAL ? "" : "*"));
    grid.append('\n');
    for (Turn turn : game.history()) {
      grid.append('\n').append(turn.marks().toEmoji());
    }
    return grid.toString();
  }
}
