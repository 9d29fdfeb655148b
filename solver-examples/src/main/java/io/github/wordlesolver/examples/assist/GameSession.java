package io.github.wordlesolver.examples.assist;

import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.examples.text.Sentences;
import java.util.Locale;
import java.util.Optional;

/**
 * A game against known answers, one board ({@code examples.play.PlaySession}) or many ({@code
 * examples.multi.MultiPlaySession}): the session reads a guess per line, refuses one the game does
 * not allow without using a turn, and takes the {@link SessionCommand}s first. Subclasses play an
 * allowed guess and say when the game is over. Not thread-safe.
 */
public abstract class GameSession implements Session {
  private boolean quit;

  /** For subclasses. */
  protected GameSession() {}

  /** Returns whether the game is over: won, lost, or given up. */
  @Override
  public final boolean isOver() {
    return quit || isFinished();
  }

  /**
   * Answers one line: a guess or a {@link SessionCommand}. Empty lines get an empty reply; a guess
   * the game refuses gets the reason and uses no turn.
   *
   * @throws IllegalStateException if the game is over
   */
  @Override
  public final String handle(String line) {
    if (isOver()) {
      throw new IllegalStateException("the game is over");
    }
    String guess = line.strip().toLowerCase(Locale.ROOT);
    String reply = SessionCommand.answer(guess, this::giveUp, this::start);
    if (reply != null) {
      return reply;
    }
    Optional<Refusal> why = refusal(guess);
    if (why.isPresent()) {
      return Sentences.of(why.get()) + "; try again (no turn used).";
    }
    return play(guess);
  }

  /**
   * Ends the game without a win and returns the answers not found; what {@code quit} and the end of
   * input do.
   */
  public final String giveUp() {
    quit = true;
    return missed();
  }

  /** Gives up: a game whose input ended is lost. */
  @Override
  public final String endOfInput() {
    return giveUp();
  }

  /** Returns the solver's best guess in the game so far: what it plays when it plays itself. */
  public abstract String bestGuess();

  /** Returns whether the game ended by itself: won, or out of guesses. */
  protected abstract boolean isFinished();

  /**
   * Returns why the game refuses {@code guess} (lower case, stripped), or empty if it allows it.
   */
  protected abstract Optional<Refusal> refusal(String guess);

  /** Plays {@code guess}, which the game allows, and returns the reply. */
  protected abstract String play(String guess);

  /** Returns what giving up shows: the answers not found. */
  protected abstract String missed();
}
