package io.github.wordlesolver.absurdle;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.AbsurdleHost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/**
 * The immutable state of one game of {@link Absurdle}: the guesses played with the marks the host
 * showed, and the answers still possible. {@link #guess} returns a new state.
 *
 * <p>Immutable and thread-safe. {@link #guess} costs one pass over the answers left; playing never
 * builds the solver's table of marks.
 */
public final class AbsurdleGame {
  private final Absurdle absurdle;
  private final List<Turn> history;

  /** Answer indices still possible, ascending. */
  private final int[] left;

  private AbsurdleGame(Absurdle absurdle, List<Turn> history, int[] left) {
    this.absurdle = absurdle;
    this.history = history;
    this.left = left;
  }

  static AbsurdleGame start(Absurdle absurdle) {
    return new AbsurdleGame(
        absurdle, List.of(), IntStream.range(0, absurdle.answers().size()).toArray());
  }

  /** Returns the game these states belong to. */
  public Absurdle absurdle() {
    return absurdle;
  }

  /** Returns the guesses played with the marks the host showed, oldest first (unmodifiable). */
  public List<Turn> history() {
    return history;
  }

  /** Returns the marks of the last guess, or null before the first. */
  public @Nullable Feedback lastMarks() {
    return history.isEmpty() ? null : history.get(history.size() - 1).marks();
  }

  /** Returns the number of answers still possible (1 once won). */
  public int remaining() {
    return left.length;
  }

  /** Returns the answers still possible, in answer-list order. O(remaining). */
  public List<String> remainingAnswers() {
    WordList answers = absurdle.answers();
    List<String> out = new ArrayList<>(left.length);
    for (int a : left) {
      out.add(answers.get(a));
    }
    return List.copyOf(out);
  }

  /** Returns whether the last guess was the only answer left (all green). */
  public boolean isSolved() {
    Feedback last = lastMarks();
    return last != null && last.isSolved();
  }

  /**
   * Returns the number of guesses played: {@code history().size()}, as {@link
   * io.github.wordlesolver.Constraints#turns()} counts them.
   *
   * @since 1.1
   */
  public int turns() {
    return history.size();
  }

  /**
   * Returns the number of guesses played.
   *
   * @deprecated use {@link #turns()} instead: {@code guesses()} names a guess list ({@link
   *     Absurdle#guesses()}) everywhere else
   */
  @Deprecated(since = "1.1")
  public int guesses() {
    return turns();
  }

  /**
   * Returns why {@code guess} may not be played, or empty if it may: {@link Refusal.Kind#GAME_WON}
   * once the game is won, else {@link Refusal.Kind#WRONG_LENGTH} or {@link
   * Refusal.Kind#NOT_IN_GUESS_LIST} if it is not in the guess list (any case). The refusal's word
   * is {@code guess} as given. Costs a look-up in the guess list.
   */
  public Optional<Refusal> refusal(String guess) {
    if (isSolved()) {
      return Optional.of(Refusal.gameWon());
    }
    WordList guesses = absurdle.guesses();
    if (guesses.indexOf(guess) >= 0) {
      return Optional.empty();
    }
    int letters = guess.codePointCount(0, guess.length());
    return Optional.of(
        letters != guesses.wordLength()
            ? Refusal.wrongLength(guess, letters, guesses.wordLength())
            : Refusal.notInGuessList(guess));
  }

  /**
   * Returns why {@code guess} may not be played, or null if it may.
   *
   * @deprecated use {@link #refusal(String)}; this is its {@link Refusal#message()}
   */
  @Deprecated(since = "1.1")
  public @Nullable String whyIllegal(String guess) {
    return refusal(guess).map(Refusal::message).orElse(null);
  }

  /**
   * Returns the state after the host answers {@code guess}: it keeps the largest bucket of the
   * answers left (ties as {@link Absurdle} states) and shows its marks.
   *
   * @throws IllegalArgumentException if the guess is not in the guess list (the message names it)
   * @throws IllegalStateException if the game is already won
   */
  public AbsurdleGame guess(String guess) {
    if (isSolved()) {
      throw new IllegalStateException(Refusal.gameWon().message());
    }
    Optional<Refusal> refusal = refusal(guess);
    if (refusal.isPresent()) {
      throw new IllegalArgumentException(refusal.get().message());
    }
    int g = absurdle.guesses().indexOf(guess);
    AbsurdleHost.Kept kept = absurdle.host().kept(g, left);
    List<Turn> next = new ArrayList<>(history);
    next.add(new Turn(absurdle.guesses().get(g), kept.marks()));
    return new AbsurdleGame(absurdle, List.copyOf(next), kept.answers());
  }

  /** Returns the answer indices left (a copy is not made: callers must not change it). */
  int[] left() {
    return left;
  }
}
