package io.github.wordlesolver;

import io.github.wordlesolver.internal.Texts;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * Why the library refuses a guess, a word or a game: a {@link Kind} and the facts it is about, so
 * that a caller can word the refusal in its own language, plus {@link #message()}, the library's
 * English sentence. Returned by {@code refusal} methods: {@link Mode#refusal}, {@link
 * GameRules#refusal}, {@code Game.refusal}, {@code MultiGame.refusal}, {@code MultiSolver.refusal},
 * {@code AbsurdleGame.refusal} and {@code HostedGame.refusal}; {@link RefusalException} and {@code
 * IllegalGuessException} carry one where the library throws.
 *
 * <p>Facts: each kind's javadoc lists the facts it carries; the others are empty. Numbers are
 * {@link OptionalInt}s and text {@link Optional}s, never {@code -1} or null. {@link #count()} is
 * always what was given (letters typed, marks, boards, guesses), {@link #min()} and {@link #max()}
 * what is allowed; {@link #position()} counts from 0 (the message from 1); {@link #letter()} is a
 * Unicode code point, in the case of the alphabet (lower case) where it comes from the rules, as
 * typed where it comes from the word. Any kind may also say where it happened: {@link #board()},
 * the board of a multi-board game (from 0, the message from 1), and {@link #turnNumber()}, the turn
 * of a history (from 1, as players count guesses); the message then starts with {@code turn N: }
 * and {@code board N: }.
 *
 * <p>Immutable and thread-safe; equal when kind, facts and message are equal. Costs one small
 * object; {@link #message()} builds its string on each call.
 */
public final class Refusal {
  /**
   * What is wrong. New kinds may be added in minor versions; a {@code switch} over them needs a
   * default branch. {@link #code()} is a stable name for each, for wire formats.
   */
  public enum Kind {
    /**
     * The word has another number of letters than the game's words: {@link #word()}, {@link
     * #count()} its letters, {@link #min()} = {@link #max()} the length expected. For example
     * {@code 'cran' has 4 letters, expected 5}.
     */
    WRONG_LENGTH,
    /**
     * The word holds something that is not a letter: {@link #word()}, {@link #letter()} the first
     * such character, {@link #position()} where it is. For example {@code opener 'cr4ne' has '4' at
     * position 3: only letters are allowed}.
     */
    BAD_LETTER,
    /**
     * The word has the right length but is not in the guess list: {@link #word()}. For example
     * {@code 'crant' is not in the guess list}.
     */
    NOT_IN_GUESS_LIST,
    /**
     * Hard mode was asked about a word of another length or with letters outside the alphabet:
     * {@link #word()}, {@link #min()} = {@link #max()} the length expected, {@link #constraints()}
     * (whose alphabet is meant). For example {@code 'cran' breaks the hard-mode rule (NYT): it is
     * not a word of 5 letters of a-z}.
     */
    NOT_A_WORD,
    /**
     * Hard mode: the guess does not keep a green letter in its place: {@link #word()}, {@link
     * #position()} and {@link #letter()} of the green. For example {@code 'crane' breaks the
     * hard-mode rule (NYT): letter 1 must be S}.
     */
    GREEN_NOT_KEPT,
    /**
     * Hard mode: the guess holds a revealed letter fewer times than revealed: {@link #word()},
     * {@link #letter()}, {@link #min()} the times it must appear. For example {@code 'crane' breaks
     * the hard-mode rule (NYT): it must contain E 2 times} ({@code it must contain E} when once).
     */
    REVEALED_LETTER_MISSING,
    /**
     * Strict hard mode: the guess does not fit every mark so far: {@link #word()}, {@link
     * #constraints()} the marks so far. For example {@code 'crane' breaks the strict hard-mode
     * rule: every guess must fit all marks so far (s????, e>=1)}.
     */
    MARKS_NOT_FIT,
    /**
     * The game is won, so no guess may follow; no facts. {@code the game is won: start a new one}.
     */
    GAME_WON,
    /**
     * A multi-board game of too few or too many boards: {@link #count()} the boards, {@link #min()}
     * 1 and {@link #max()} the most allowed. For example {@code the number of boards must be 1 to
     * 32, got 33}.
     */
    BOARD_COUNT,
    /**
     * A multi-board game of more boards than different answers: {@link #count()} the boards, {@link
     * #max()} the answers in the list. For example {@code 4 boards need 4 different answers, the
     * list has 3}.
     */
    TOO_FEW_ANSWERS,
    /**
     * A multi-board game allowing too few or too many guesses: {@link #count()} the guesses, {@link
     * #min()} the boards (one guess per board), {@link #max()} the most allowed. For example {@code
     * the guesses allowed must be 4 (one per board) to 64, got 3}.
     */
    GUESS_COUNT,
    /**
     * Marks of another length than the game's words: {@link #count()} the marks given, {@link
     * #min()} = {@link #max()} the length expected. For example {@code the marks have 4 positions,
     * expected 5}.
     *
     * @since 1.2
     */
    WRONG_MARKS_LENGTH,
    /**
     * The game allows no more guesses: all were played and it is not won. {@link #count()} the
     * guesses played, {@link #max()} the guesses allowed. For example {@code no guesses left: all 6
     * were played}.
     *
     * @since 1.2
     */
    NO_GUESSES_LEFT,
    /**
     * The game is over without a win or a loss on the board: it was given up. No facts. {@code the
     * game is over (given up): start a new one}.
     *
     * @since 1.2
     */
    GAME_OVER,
    /**
     * A turn of a multi-board game with marks for another number of boards than it takes: {@link
     * #count()} the marks given, {@link #min()} the boards still unsolved and {@link #max()} all
     * the boards, the two numbers of marks a turn may have (one per unsolved board, or one per
     * board). For example {@code expected the marks of 4 boards (or of the 2 unsolved), got 3}
     * ({@code expected the marks of 4 boards, got 3} while none is solved).
     *
     * @since 1.2
     */
    WRONG_MARKS_COUNT;

    /**
     * Returns the kind's stable wire name, its constant name in lower case, e.g. {@code
     * green_not_kept}.
     */
    public String code() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  private static final int NONE = Integer.MIN_VALUE;

  private final Kind kind;
  private final @Nullable String subject;
  private final @Nullable String word;
  private final int letter;
  private final int position;
  private final int count;
  private final int min;
  private final int max;
  private final @Nullable Constraints constraints;
  private final int board;
  private final int turn;

  private Refusal(
      Kind kind,
      @Nullable String subject,
      @Nullable String word,
      int letter,
      int position,
      int count,
      int min,
      int max,
      @Nullable Constraints constraints) {
    this(kind, subject, word, letter, position, count, min, max, constraints, NONE, NONE);
  }

  private Refusal(
      Kind kind,
      @Nullable String subject,
      @Nullable String word,
      int letter,
      int position,
      int count,
      int min,
      int max,
      @Nullable Constraints constraints,
      int board,
      int turn) {
    this.kind = kind;
    this.subject = subject;
    this.word = word;
    this.letter = letter;
    this.position = position;
    this.count = count;
    this.min = min;
    this.max = max;
    this.constraints = constraints;
    this.board = board;
    this.turn = turn;
  }

  private static Refusal of(Kind kind, @Nullable String word) {
    return new Refusal(kind, null, word, NONE, NONE, NONE, NONE, NONE, null);
  }

  /**
   * Returns a {@link Kind#WRONG_LENGTH} refusal of {@code word}, which has {@code letters} letters
   * where {@code expected} are.
   */
  public static Refusal wrongLength(String word, int letters, int expected) {
    return wrongLength(null, word, letters, expected);
  }

  static Refusal wrongLength(@Nullable String subject, String word, int letters, int expected) {
    return new Refusal(
        Kind.WRONG_LENGTH, subject, word, NONE, NONE, letters, expected, expected, null);
  }

  /**
   * Returns a {@link Kind#BAD_LETTER} refusal of {@code word} named {@code subject} (e.g. {@code
   * opener}), whose character {@code letter} at {@code position} (from 0) is not a letter.
   */
  static Refusal badLetter(String subject, String word, int letter, int position) {
    return new Refusal(Kind.BAD_LETTER, subject, word, letter, position, NONE, NONE, NONE, null);
  }

  /** Returns a {@link Kind#NOT_IN_GUESS_LIST} refusal of {@code word}. */
  public static Refusal notInGuessList(String word) {
    return of(Kind.NOT_IN_GUESS_LIST, word);
  }

  static Refusal notAWord(String word, Constraints revealed) {
    int length = revealed.length();
    return new Refusal(Kind.NOT_A_WORD, null, word, NONE, NONE, NONE, length, length, revealed);
  }

  static Refusal greenNotKept(String word, int position, int letter) {
    return new Refusal(Kind.GREEN_NOT_KEPT, null, word, letter, position, NONE, NONE, NONE, null);
  }

  static Refusal letterMissing(String word, int letter, int times) {
    return new Refusal(
        Kind.REVEALED_LETTER_MISSING, null, word, letter, NONE, NONE, times, NONE, null);
  }

  static Refusal marksNotFit(String word, Constraints revealed) {
    return new Refusal(Kind.MARKS_NOT_FIT, null, word, NONE, NONE, NONE, NONE, NONE, revealed);
  }

  /** Returns the {@link Kind#GAME_WON} refusal. */
  public static Refusal gameWon() {
    return of(Kind.GAME_WON, null);
  }

  /** Returns a {@link Kind#BOARD_COUNT} refusal of {@code boards}, where 1 to {@code most} are. */
  public static Refusal boardCount(int boards, int most) {
    return new Refusal(Kind.BOARD_COUNT, null, null, NONE, NONE, boards, 1, most, null);
  }

  /**
   * Returns a {@link Kind#TOO_FEW_ANSWERS} refusal of {@code boards} boards over a list of {@code
   * answers} answers.
   */
  public static Refusal tooFewAnswers(int boards, int answers) {
    return new Refusal(Kind.TOO_FEW_ANSWERS, null, null, NONE, NONE, boards, NONE, answers, null);
  }

  /**
   * Returns a {@link Kind#GUESS_COUNT} refusal of {@code guesses} guesses for {@code boards}
   * boards, where {@code boards} to {@code most} are allowed.
   */
  public static Refusal guessCount(int guesses, int boards, int most) {
    return new Refusal(Kind.GUESS_COUNT, null, null, NONE, NONE, guesses, boards, most, null);
  }

  /**
   * Returns a {@link Kind#WRONG_MARKS_LENGTH} refusal of {@code marks} marks where {@code expected}
   * are.
   *
   * @since 1.2
   */
  public static Refusal wrongMarksLength(int marks, int expected) {
    return new Refusal(
        Kind.WRONG_MARKS_LENGTH, null, null, NONE, NONE, marks, expected, expected, null);
  }

  /**
   * Returns a {@link Kind#WRONG_MARKS_COUNT} refusal of a turn with {@code marks} marks in a game
   * of {@code boards} boards, {@code unsolved} of them unsolved.
   *
   * @throws IllegalArgumentException if {@code unsolved} is not 1 to {@code boards}
   * @since 1.2
   */
  public static Refusal wrongMarksCount(int marks, int unsolved, int boards) {
    if (unsolved < 1 || unsolved > boards) {
      throw new IllegalArgumentException(
          "the unsolved boards must be 1 to " + boards + ", got " + unsolved);
    }
    return new Refusal(
        Kind.WRONG_MARKS_COUNT, null, null, NONE, NONE, marks, unsolved, boards, null);
  }

  /**
   * Returns the {@link Kind#NO_GUESSES_LEFT} refusal of a game that allows {@code allowed} guesses
   * and played {@code played}.
   *
   * @since 1.2
   */
  public static Refusal noGuessesLeft(int played, int allowed) {
    return new Refusal(Kind.NO_GUESSES_LEFT, null, null, NONE, NONE, played, NONE, allowed, null);
  }

  /**
   * Returns the {@link Kind#GAME_OVER} refusal.
   *
   * @since 1.2
   */
  public static Refusal gameOver() {
    return of(Kind.GAME_OVER, null);
  }

  /**
   * Returns this refusal on board {@code board} (from 0) of a multi-board game: the same kind and
   * facts, with {@link #board()} set and the message starting {@code board N: } (N from 1).
   *
   * @throws IllegalArgumentException if {@code board < 0}
   * @since 1.2
   */
  public Refusal withBoard(int board) {
    if (board < 0) {
      throw new IllegalArgumentException("a board counts from 0, got " + board);
    }
    return new Refusal(
        kind, subject, word, letter, position, count, min, max, constraints, board, turn);
  }

  /**
   * Returns this refusal at turn {@code turn} (from 1) of a history: the same kind and facts, with
   * {@link #turnNumber()} set and the message starting {@code turn N: }.
   *
   * @throws IllegalArgumentException if {@code turn < 1}
   * @since 1.2
   */
  public Refusal withTurnNumber(int turn) {
    if (turn < 1) {
      throw new IllegalArgumentException("a turn counts from 1, got " + turn);
    }
    return new Refusal(
        kind, subject, word, letter, position, count, min, max, constraints, board, turn);
  }

  /** Returns what is wrong. */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns the word refused, as given (not shortened, not normalized), if the kind is about a
   * word.
   */
  public Optional<String> word() {
    return Optional.ofNullable(word);
  }

  /**
   * Returns how the word was named, e.g. {@code opener}, if it was: only {@link GameRules#refusal}
   * names it, with the name it was given.
   */
  public Optional<String> subject() {
    return Optional.ofNullable(subject);
  }

  /** Returns the letter at fault, as a code point (see the class javadoc for its case). */
  public OptionalInt letter() {
    return fact(letter);
  }

  /** Returns the position at fault in the word, from 0. */
  public OptionalInt position() {
    return fact(position);
  }

  /** Returns the number given: letters typed, boards or guesses. */
  public OptionalInt count() {
    return fact(count);
  }

  /** Returns the least number allowed (or needed: the times a revealed letter must appear). */
  public OptionalInt min() {
    return fact(min);
  }

  /** Returns the largest number allowed (the answers in the list, for too many boards). */
  public OptionalInt max() {
    return fact(max);
  }

  /** Returns what the turns so far revealed, for the hard-mode kinds that depend on all of it. */
  public Optional<Constraints> constraints() {
    return Optional.ofNullable(constraints);
  }

  /**
   * Returns the board of a multi-board game the refusal is about, from 0, if it is about one.
   *
   * @since 1.2
   */
  public OptionalInt board() {
    return fact(board);
  }

  /**
   * Returns the turn of a history the refusal is about, from 1, if it is about one.
   *
   * @since 1.2
   */
  public OptionalInt turnNumber() {
    return fact(turn);
  }

  private static OptionalInt fact(int value) {
    return value == NONE ? OptionalInt.empty() : OptionalInt.of(value);
  }

  /**
   * Returns the refusal in English, lower case and without a final period, as the deprecated {@code
   * whyIllegal} methods returned it: e.g. {@code 'crane' breaks the hard-mode rule (NYT): letter 1
   * must be S}, after {@code turn N: } and {@code board N: } when {@link #turnNumber()} and {@link
   * #board()} are set. Words the player typed are shortened to 40 characters where they are not
   * known to be words of the list.
   */
  public String message() {
    String where =
        (turn == NONE ? "" : "turn " + turn + ": ")
            + (board == NONE ? "" : "board " + (board + 1) + ": ");
    return where
        + switch (kind) {
          case NOT_A_WORD, GREEN_NOT_KEPT, REVEALED_LETTER_MISSING, MARKS_NOT_FIT ->
              "'" + word + "' " + clause();
          default -> clause();
        };
  }

  /**
   * Returns the message without the quoted word that starts it for the hard-mode kinds: what {@link
   * Mode#whyIllegal} returned.
   */
  String clause() {
    String sub = subject == null ? "" : subject + " ";
    return switch (kind) {
      case WRONG_LENGTH ->
          sub + "'" + Texts.shorten(typed()) + "' has " + count + " letters, expected " + min;
      case BAD_LETTER ->
          sub
              + "'"
              + Texts.shorten(typed())
              + "' has '"
              + Character.toString(letter)
              + "' at position "
              + (position + 1)
              + ": only letters are allowed";
      case NOT_IN_GUESS_LIST -> sub + "'" + Texts.shorten(typed()) + "' is not in the guess list";
      case NOT_A_WORD ->
          "breaks the hard-mode rule (NYT): it is not a word of "
              + min
              + " letters of "
              + revealed().alphabet();
      case GREEN_NOT_KEPT ->
          "breaks the hard-mode rule (NYT): letter " + (position + 1) + " must be " + upper(letter);
      case REVEALED_LETTER_MISSING ->
          "breaks the hard-mode rule (NYT): it must contain "
              + upper(letter)
              + (min > 1 ? " " + min + " times" : "");
      case MARKS_NOT_FIT ->
          "breaks the strict hard-mode rule: every guess must fit all marks so far ("
              + revealed()
              + ")";
      case GAME_WON -> "the game is won: start a new one";
      case BOARD_COUNT -> "the number of boards must be 1 to " + max + ", got " + count;
      case TOO_FEW_ANSWERS ->
          count + " boards need " + count + " different answers, the list has " + max;
      case GUESS_COUNT ->
          "the guesses allowed must be " + min + " (one per board) to " + max + ", got " + count;
      case WRONG_MARKS_LENGTH -> "the marks have " + count + " positions, expected " + min;
      case NO_GUESSES_LEFT -> "no guesses left: all " + max + " were played";
      case GAME_OVER -> "the game is over (given up): start a new one";
      case WRONG_MARKS_COUNT ->
          "expected the marks of "
              + max
              + " boards"
              + (min == max ? "" : " (or of the " + min + " unsolved)")
              + ", got "
              + count;
    };
  }

  private String typed() {
    return Objects.requireNonNull(word);
  }

  private Constraints revealed() {
    return Objects.requireNonNull(constraints);
  }

  private static String upper(int letter) {
    return Character.toString(Character.toUpperCase(letter));
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Refusal that
        && kind == that.kind
        && letter == that.letter
        && position == that.position
        && count == that.count
        && min == that.min
        && max == that.max
        && board == that.board
        && turn == that.turn
        && Objects.equals(subject, that.subject)
        && Objects.equals(word, that.word)
        && Objects.equals(constraints, that.constraints);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        kind, subject, word, letter, position, count, min, max, constraints, board, turn);
  }

  /** Returns the kind and the message, e.g. {@code GAME_WON: the game is won: start a new one}. */
  @Override
  public String toString() {
    return kind + ": " + message();
  }
}
