package io.github.wordlesolver.host;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Fingerprints;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.multi.MultiTurn;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A game in its saved form: a short, stable text that the library writes ({@link #of} then {@link
 * #toString()}) and reads back ({@link #parse} then {@code to...}), for a player's game ({@link
 * Game}), a multi-board one ({@link MultiGame}) or a hosted one, secrets included ({@link
 * HostedGame}). Version 1 of the form is stable across 1.x: every 1.x version reads what any 1.x
 * version wrote, and writes it the same way.
 *
 * <h2>The form (version 1)</h2>
 *
 * UTF-8 text, lines ending with LF (CR LF is read too), fields separated by one space:
 *
 * <pre>
 * wordle-game 1
 * lists 7d3c…(64 hex digits) 0b7e…(64 hex digits)
 * rules mode=HARD boards=1 maxGuesses=6
 * title Wordle day 12
 * secrets cigar
 * turn salet -Y---
 * turn cigar GGGGG
 * end
 * </pre>
 *
 * <ol>
 *   <li>{@code wordle-game 1}: the form and its version.
 *   <li>{@code lists A G}: the fingerprints of the answer list and of the guess list, the SHA-256
 *       of their words in order, each followed by a line feed, in UTF-8, as 64 lower-case hex
 *       digits (the fingerprints proof tasks and checkpoints name their lists by). A game is
 *       restored only on the same lists.
 *   <li>{@code rules mode=M boards=N maxGuesses=L}: the hard-mode rule ({@code NORMAL}, {@code
 *       HARD} or {@code STRICT}; {@code NORMAL} for several boards), the boards (1 to {@value
 *       MultiSolver#MAX_BOARDS}) and the guesses the game allows (1 to {@value
 *       MultiSolver#MAX_MULTI_GUESSES}).
 *   <li>{@code title T} (optional, hosted games): the share grid's title, the rest of the line.
 *   <li>{@code secrets W1 … WN} (optional): a hosted game's secret answers, board 1's first.
 *   <li>{@code turn GUESS MARKS…}, one line a turn, oldest first: the guess and, in board order,
 *       the marks of each board still unsolved before it (a board is solved by all-green marks), in
 *       {@code G}, {@code Y} and {@code -}.
 *   <li>{@code given-up} (optional): a hosted game given up.
 *   <li>{@code end}, then nothing: a text cut short never reads as a shorter game.
 * </ol>
 *
 * Words are written as the guess list writes them, and read only so. A text that is not in this
 * form, or that the solver it is restored with cannot play (other lists, a word outside its guess
 * list, marks that a secret does not give, a guess the hard-mode rule refuses), is refused with an
 * {@link InvalidSavedGameException} naming the line, the column and what was expected there.
 *
 * <p>Immutable and thread-safe. {@link #of} costs a pass over both word lists (the fingerprints);
 * restoring replays every turn ({@link Game#apply}).
 *
 * @since 1.2
 */
public final class SavedGame {
  /** The version of the form this library writes, and the only one it reads. */
  public static final int VERSION = 1;

  static final String MAGIC = "wordle-game";

  /** The hex digits of a list's fingerprint. */
  static final int FINGERPRINT_DIGITS = 64;

  private final String answers;
  private final String guesses;
  private final Mode mode;
  private final int boards;
  private final int maxGuesses;
  private final @Nullable String title;
  private final List<String> secrets;
  private final List<MultiTurn> turns;
  private final boolean givenUp;

  SavedGame(
      String answers,
      String guesses,
      Mode mode,
      int boards,
      int maxGuesses,
      @Nullable String title,
      List<String> secrets,
      List<MultiTurn> turns,
      boolean givenUp) {
    this.answers = answers;
    this.guesses = guesses;
    this.mode = mode;
    this.boards = boards;
    this.maxGuesses = maxGuesses;
    this.title = title;
    this.secrets = List.copyOf(secrets);
    this.turns = List.copyOf(turns);
    this.givenUp = givenUp;
  }

  /** Returns the saved form of a player's game of one board: its mode, limit and turns. */
  public static SavedGame of(Game game) {
    List<MultiTurn> turns = new ArrayList<>(game.history().size());
    for (Turn turn : game.history()) {
      turns.add(new MultiTurn(turn.guess(), List.of(turn.marks())));
    }
    Solver solver = game.solver();
    return new SavedGame(
        fingerprint(solver.answers()),
        fingerprint(solver.guesses()),
        game.mode(),
        1,
        game.rules().maxGuesses(),
        null,
        List.of(),
        turns,
        false);
  }

  /** Returns the saved form of a player's multi-board game: its boards, limit and turns. */
  public static SavedGame of(MultiGame game) {
    Solver solver = game.solver().solver();
    return new SavedGame(
        fingerprint(solver.answers()),
        fingerprint(solver.guesses()),
        Mode.NORMAL,
        game.boards(),
        game.maxGuesses(),
        null,
        List.of(),
        game.history(),
        false);
  }

  /** Returns the saved form of a hosted game: all of it, its secrets and title included. */
  public static SavedGame of(HostedGame game) {
    List<MultiTurn> turns = new ArrayList<>();
    List<String> played = game.played();
    for (int i = 0; i < played.size(); i++) {
      List<Feedback> marks = new ArrayList<>(game.boards());
      for (int b = 0; b < game.boards(); b++) {
        List<Turn> history = game.board(b).history();
        if (history.size() > i) {
          marks.add(history.get(i).marks());
        }
      }
      turns.add(new MultiTurn(played.get(i), marks));
    }
    Solver solver = game.solver();
    return new SavedGame(
        fingerprint(solver.answers()),
        fingerprint(solver.guesses()),
        game.mode(),
        game.boards(),
        game.maxGuesses(),
        game.title(),
        game.secrets(),
        turns,
        game.isGivenUp());
  }

  static String fingerprint(WordList list) {
    return Fingerprints.of(list.asList());
  }

  /**
   * Reads a saved game's text (see the class comment), checking all that the text alone shows: the
   * form, the version, each field, the number of marks each turn needs. What needs the word lists
   * is checked by the {@code to...} method that restores it. Memory is proportional to the text.
   *
   * @throws InvalidSavedGameException naming the line and column where the text is not the form,
   *     and what was expected there
   */
  public static SavedGame parse(CharSequence text) {
    return SavedGameParser.parse(text);
  }

  /** Returns the hard-mode rule. */
  public Mode mode() {
    return mode;
  }

  /** Returns the number of boards. */
  public int boards() {
    return boards;
  }

  /** Returns the guesses the game allows. */
  public int maxGuesses() {
    return maxGuesses;
  }

  /** Returns the share grid's title of a hosted game, if it has one. */
  public Optional<String> title() {
    return Optional.ofNullable(title);
  }

  /** Returns the secrets of a hosted game, board 1's first; empty for a player's game. */
  public List<String> secrets() {
    return secrets;
  }

  /**
   * Returns the turns, oldest first: each guess with the marks of the boards unsolved before it, in
   * board order (the form {@link MultiGame#apply(MultiTurn)} takes).
   */
  public List<MultiTurn> history() {
    return turns;
  }

  /** Returns whether a hosted game was given up. */
  public boolean isGivenUp() {
    return givenUp;
  }

  /**
   * Returns the game of one board this text saved, played on {@code solver}: its turns replayed in
   * its mode. A hosted game's text gives the player's view of it (its secrets are not used).
   *
   * @throws InvalidSavedGameException if the text is of other lists, of several boards, of another
   *     guess limit than the solver's rules, or a turn cannot be played (naming its line)
   */
  public Game toGame(Solver solver) {
    return new SavedGameRestore(this).toGame(solver);
  }

  /**
   * Returns the multi-board game this text saved, played on {@code solver}: its turns replayed.
   *
   * @throws InvalidSavedGameException if the text is of other lists, of a hard mode, of boards or
   *     guesses the solver refuses ({@link MultiSolver#refusal}), or a turn cannot be played
   *     (naming its line)
   */
  public MultiGame toMultiGame(MultiSolver solver) {
    return new SavedGameRestore(this).toMultiGame(solver);
  }

  /**
   * Returns the hosted game of one board this text saved, played on {@code solver}: its secret,
   * mode, title and turns, each turn's marks checked against the secret.
   *
   * @throws InvalidSavedGameException if the text has no secrets, is of other lists, of several
   *     boards, of another guess limit than the solver's rules, or a turn is not what the game
   *     would have played (naming its line)
   */
  public HostedGame toHostedGame(Solver solver) {
    return new SavedGameRestore(this).toHostedGame(solver);
  }

  /**
   * Returns the hosted game of several boards (or one) this text saved, played on {@code solver}:
   * its secrets, title and turns, each turn's marks checked against the secrets.
   *
   * @throws InvalidSavedGameException if the text has no secrets, is of other lists, of a hard
   *     mode, of boards or guesses the solver refuses, or a turn is not what the game would have
   *     played (naming its line)
   */
  public HostedGame toHostedGame(MultiSolver solver) {
    return new SavedGameRestore(this).toHostedGame(solver);
  }

  /** Returns the fingerprint of the answer list, 64 hex digits. */
  String answersFingerprint() {
    return answers;
  }

  /** Returns the fingerprint of the guess list, 64 hex digits. */
  String guessesFingerprint() {
    return guesses;
  }

  /** Returns the text of the saved form (see the class comment), ending with a line feed. */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder(256);
    out.append(MAGIC).append(' ').append(VERSION).append('\n');
    out.append("lists ").append(answers).append(' ').append(guesses).append('\n');
    out.append("rules mode=")
        .append(mode.name())
        .append(" boards=")
        .append(boards)
        .append(" maxGuesses=")
        .append(maxGuesses)
        .append('\n');
    if (title != null) {
      out.append("title ").append(title).append('\n');
    }
    if (!secrets.isEmpty()) {
      out.append("secrets ").append(String.join(" ", secrets)).append('\n');
    }
    for (MultiTurn turn : turns) {
      out.append("turn ").append(turn.guess());
      for (Feedback marks : turn.marks()) {
        out.append(' ').append(marks);
      }
      out.append('\n');
    }
    if (givenUp) {
      out.append("given-up\n");
    }
    return out.append("end\n").toString();
  }

  /** Equal when the texts are equal. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof SavedGame that && toString().equals(that.toString());
  }

  @Override
  public int hashCode() {
    return toString().hashCode();
  }
}
