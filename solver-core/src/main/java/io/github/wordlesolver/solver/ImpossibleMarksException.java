package io.github.wordlesolver.solver;

import io.github.wordlesolver.Turn;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * Thrown when marks cannot be right for the game: they contradict themselves or earlier marks
 * ({@link Reason#CONTRADICTION}: no word at all would give them), or no allowed guess would give
 * them all ({@link Reason#NO_ANSWER}: the history is consistent, but the guess list has no word for
 * it). An answer outside the answer list is no reason: the game then goes on with the guesses that
 * fit ({@link Game#isWidened()}). The message names the turn after which nothing fits; as data,
 * {@link #reason()} says why, {@link #turnNumber()} and {@link #turn()} which turn, and {@link
 * #board()} which board of a multi-board game. The fields it adds are final.
 */
public final class ImpossibleMarksException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private static final int NONE = -1;

  /** Why the marks are impossible. */
  public enum Reason {
    /** No word of the right length would give all the marks so far. */
    CONTRADICTION,
    /** The marks are consistent, but no word of the guess list gives them all. */
    NO_ANSWER
  }

  /**
   * @serial why the marks are impossible
   */
  private final Reason reason;

  /**
   * @serial the number of the turn after which nothing fits, from 1, or -1 if not known
   */
  private final int turnNumber;

  /**
   * @serial the board of a multi-board game, from 0, or -1 for a single board or if not known
   */
  private final int board;

  /** The turn after which nothing fits; not serialized (a deserialized exception has none). */
  private final transient @Nullable Turn turn;

  /** Creates the exception, without the turn and board as data (see the other constructor). */
  public ImpossibleMarksException(Reason reason, String message, @Nullable Throwable cause) {
    this(reason, message, cause, null, NONE, NONE);
  }

  /**
   * Creates the exception of turn {@code turnNumber} (from 1), {@code turn}, after which nothing
   * fits.
   *
   * @throws IllegalArgumentException if {@code turnNumber < 1}
   * @since 1.2
   */
  public ImpossibleMarksException(
      Reason reason, String message, @Nullable Throwable cause, Turn turn, int turnNumber) {
    this(reason, message, cause, turn, checkTurn(turnNumber), NONE);
  }

  private ImpossibleMarksException(
      Reason reason,
      String message,
      @Nullable Throwable cause,
      @Nullable Turn turn,
      int turnNumber,
      int board) {
    super(message, cause);
    this.reason = reason;
    this.turn = turn;
    this.turnNumber = turnNumber;
    this.board = board;
  }

  private static int checkTurn(int turnNumber) {
    if (turnNumber < 1) {
      throw new IllegalArgumentException("a turn counts from 1, got " + turnNumber);
    }
    return turnNumber;
  }

  /**
   * Returns the same exception on board {@code board} (from 0) of a multi-board game: the message
   * starts {@code board N: } (N from 1), the cause is this exception, the reason and turn are this
   * one's.
   *
   * @throws IllegalArgumentException if {@code board < 0}
   * @since 1.2
   */
  public ImpossibleMarksException onBoard(int board) {
    if (board < 0) {
      throw new IllegalArgumentException("a board counts from 0, got " + board);
    }
    return new ImpossibleMarksException(
        reason, "board " + (board + 1) + ": " + getMessage(), this, turn, turnNumber, board);
  }

  /** Returns why the marks are impossible. */
  public Reason reason() {
    return reason;
  }

  /**
   * Returns the number of the turn after which nothing fits, from 1 (as the message counts), if
   * known: the library always gives it.
   *
   * @since 1.2
   */
  public OptionalInt turnNumber() {
    return turnNumber == NONE ? OptionalInt.empty() : OptionalInt.of(turnNumber);
  }

  /**
   * Returns the turn after which nothing fits (the guess as the list writes it, and the marks), if
   * known: the library always gives it, but a deserialized exception has none.
   *
   * @since 1.2
   */
  public Optional<Turn> turn() {
    return Optional.ofNullable(turn);
  }

  /**
   * Returns the board of a multi-board game whose marks are impossible, from 0; empty for a game of
   * one board.
   *
   * @since 1.2
   */
  public OptionalInt board() {
    return board == NONE ? OptionalInt.empty() : OptionalInt.of(board);
  }
}
