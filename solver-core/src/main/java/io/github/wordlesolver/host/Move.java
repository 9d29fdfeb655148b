package io.github.wordlesolver.host;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Refusal;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a guess in a {@link HostedGame} did: either it was played, and has its marks on every board
 * and the game after it, or it was refused, and has the refusal and the game unchanged. Immutable
 * and thread-safe.
 *
 * @since 1.2
 */
public final class Move {
  private final HostedGame game;
  private final String guess;
  private final List<Feedback> marks;
  private final @Nullable Refusal refusal;

  private Move(HostedGame game, String guess, List<Feedback> marks, @Nullable Refusal refusal) {
    this.game = game;
    this.guess = guess;
    this.marks = marks;
    this.refusal = refusal;
  }

  static Move played(HostedGame after, String word, List<Feedback> marks) {
    return new Move(after, word, List.copyOf(marks), null);
  }

  static Move refused(HostedGame unchanged, String typed, Refusal refusal) {
    return new Move(unchanged, typed, List.of(), refusal);
  }

  /** Returns whether the guess was played (it was not refused). */
  public boolean isPlayed() {
    return refusal == null;
  }

  /** Returns why the guess was refused, or empty if it was played. */
  public Optional<Refusal> refusal() {
    return Optional.ofNullable(refusal);
  }

  /** Returns the game after the guess: the next state if played, the same game if refused. */
  public HostedGame game() {
    return game;
  }

  /**
   * Returns the guess: as the guess list writes it if played (lower case, accents as the list has
   * them), as typed if refused.
   */
  public String guess() {
    return guess;
  }

  /**
   * Returns the marks of the guess on every board, in board order (on a board solved before the
   * guess, the marks it gets against that board's secret, which the game ignores); empty if the
   * guess was refused.
   */
  public List<Feedback> marks() {
    return marks;
  }

  /** Returns e.g. {@code salet --Y-G} or {@code xyzzy: 'xyzzy' is not in the guess list}. */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder(guess);
    if (refusal != null) {
      return out.append(": ").append(refusal.message()).toString();
    }
    for (Feedback f : marks) {
      out.append(' ').append(f);
    }
    return out.toString();
  }
}
