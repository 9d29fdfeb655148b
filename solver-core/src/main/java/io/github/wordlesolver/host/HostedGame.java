package io.github.wordlesolver.host;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.RefusalException;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A game the library hosts: it keeps the secret answer (one per board), marks each guess against
 * it, and enforces the rules a player meets: words of the guess list only, the hard-mode rule, the
 * guess limit, nothing after the game is over. What a Wordle bot or site needs, for one board and
 * for many (Dordle, Quordle, ...).
 *
 * <pre>{@code
 * HostedGame game = HostedGame.of(solver, Mode.HARD, "cigar");
 * Move move = game.guess("salet");        // marks, or a refusal as data
 * if (move.isPlayed()) {
 *   game = move.game();                   // the state after the guess
 *   System.out.println(move.marks().get(0).toEmoji() + " " + game.guessesLeft() + " left");
 * } else {
 *   System.out.println(move.refusal().get().message());   // e.g. 'xyzzy' is not in the guess list
 * }
 * System.out.println(game.shareGrid());    // Wordle 3/6* and the emoji rows, once it is over
 * }</pre>
 *
 * <h2>Rules</h2>
 *
 * The rules are those of the games it is made from, applied by their code: a guess is refused
 * ({@link #refusal(String)}) if the game is over ({@link Refusal.Kind#GAME_WON}, {@link
 * Refusal.Kind#NO_GUESSES_LEFT}, {@link Refusal.Kind#GAME_OVER} once given up), if it is not a word
 * of the guess list ({@link Refusal.Kind#WRONG_LENGTH}, {@link Refusal.Kind#NOT_IN_GUESS_LIST}), or
 * if it breaks the hard-mode rule ({@link Mode#refusal}); a refused guess uses no turn. Marks are
 * {@link Feedback#compute} of the guess and each board's secret, and each board is a {@link Game}
 * that takes them ({@link #board(int)}). A secret may be any word of the guess list: one outside
 * the answer list is found as the NYT's editors' words are ({@link Game#isWidened()}).
 *
 * <h2>Typed words</h2>
 *
 * A guess (and a secret) is looked up as the guess list reads words ({@link WordList#indexOf}): in
 * any case, and with a letter the list's alphabet lacks read as the same letter without its accent
 * ({@code cigár} is {@code cigar}; in the bundled Spanish list, whose accents are folded, {@code
 * árbol} is {@code arbol}, while {@code ñ} stays a letter of its own). The guess is then played,
 * and marked, as the list writes it, so a word typed with an accent gets the marks of the word it
 * was read as, or a refusal; never marks of a spelling the game does not know.
 *
 * <h2>Values</h2>
 *
 * Immutable and thread-safe; {@link #guess} returns a new game. {@link #shareGrid()} and {@link
 * #keyboard(int)} are values with a text rendering; {@link SavedGame#of(HostedGame)} writes the
 * game, secrets included, in the saved form. Costs: a guess costs the marks of each board and one
 * {@link Game#apply} per unsolved board; {@link #bestGuess()} what {@link Game#bestGuess()} (one
 * board) or {@link MultiGame#bestGuess()} costs.
 *
 * @since 1.2
 */
public final class HostedGame {
  /** Where a game stands. */
  public enum Status {
    /** Guesses may follow. */
    PLAYING,
    /** Every board was solved within the guesses allowed. */
    WON,
    /** The guesses ran out before every board was solved, or the game was given up. */
    LOST
  }

  /** The longest title a game may have, in characters. */
  public static final int MAX_TITLE_LENGTH = 100;

  private final Solver solver;
  private final List<String> secrets;

  /** The game of one board, or null when {@link #multi} plays several. */
  private final @Nullable Game single;

  /** The game of several boards (a multi-board solver's game), or null for one board. */
  private final @Nullable MultiGame multi;

  private final String title;
  private final boolean givenUp;

  private HostedGame(
      Solver solver,
      List<String> secrets,
      @Nullable Game single,
      @Nullable MultiGame multi,
      String title,
      boolean givenUp) {
    this.solver = solver;
    this.secrets = secrets;
    this.single = single;
    this.multi = multi;
    this.title = title;
    this.givenUp = givenUp;
  }

  /**
   * Returns a new game of one board in {@code mode}, whose answer is {@code secret}, with the
   * guesses {@code solver}'s rules allow (six unless its builder said otherwise).
   *
   * @param secret a word of the solver's guess list (any case; see the class comment for accents)
   * @throws RefusalException if the secret is not a word of the guess list ({@link
   *     Refusal.Kind#WRONG_LENGTH}, {@link Refusal.Kind#NOT_IN_GUESS_LIST})
   */
  public static HostedGame of(Solver solver, Mode mode, String secret) {
    Game game = solver.newGame(mode);
    return new HostedGame(
        solver,
        List.of(secretWord(solver.guesses(), secret)),
        game,
        null,
        ShareGrid.name(1),
        false);
  }

  /**
   * Returns a new game of {@code secrets.size()} boards, board 1's answer first, with {@code boards
   * + 5} guesses ({@link MultiSolver#defaultGuesses}). Multi-board games have no hard mode.
   *
   * @throws RefusalException if the number of boards is out of range ({@link MultiSolver#refusal})
   *     or a secret is not a word of the guess list (with its {@link Refusal#board()})
   * @throws IllegalArgumentException if two boards have the same secret
   */
  public static HostedGame of(MultiSolver solver, List<String> secrets) {
    return of(solver, secrets, MultiSolver.defaultGuesses(secrets.size()));
  }

  /**
   * Returns a new game of {@code secrets.size()} boards allowing {@code maxGuesses} guesses; see
   * {@link #of(MultiSolver, List)}.
   *
   * @throws RefusalException if {@link MultiSolver#refusal} objects to the boards and guesses, or a
   *     secret is not a word of the guess list (with its {@link Refusal#board()})
   * @throws IllegalArgumentException if two boards have the same secret
   */
  public static HostedGame of(MultiSolver solver, List<String> secrets, int maxGuesses) {
    MultiGame game = solver.newGame(secrets.size(), maxGuesses);
    WordList guesses = solver.solver().guesses();
    List<String> words = new ArrayList<>(secrets.size());
    for (int b = 0; b < secrets.size(); b++) {
      int board = b;
      String word;
      try {
        word = secretWord(guesses, secrets.get(b));
      } catch (RefusalException e) {
        throw e.refusal().map(r -> new RefusalException(r.withBoard(board))).orElse(e);
      }
      int same = words.indexOf(word);
      if (same >= 0) {
        throw new IllegalArgumentException(
            "boards " + (same + 1) + " and " + (b + 1) + " have the same secret '" + word + "'");
      }
      words.add(word);
    }
    return new HostedGame(
        solver.solver(), List.copyOf(words), null, game, ShareGrid.name(words.size()), false);
  }

  /** Returns {@code secret} as the guess list writes it, or throws the refusal of it. */
  private static String secretWord(WordList guesses, String secret) {
    int index = guesses.indexOf(secret);
    if (index < 0) {
      int letters = secret.codePointCount(0, secret.length());
      throw new RefusalException(
          letters != guesses.wordLength()
              ? Refusal.wrongLength(secret, letters, guesses.wordLength())
              : Refusal.notInGuessList(secret));
    }
    return guesses.get(index);
  }

  /**
   * Returns this game with another title, the name its share grid starts with (by default {@code
   * Wordle}, or for several boards {@link ShareGrid#name(int)}), e.g. {@code Wordle 1,234}.
   *
   * @throws IllegalArgumentException if the title is empty or blank, longer than {@value
   *     #MAX_TITLE_LENGTH} characters, or holds a line break or another control character
   */
  public HostedGame withTitle(String title) {
    return new HostedGame(solver, secrets, single, multi, checkTitle(title), givenUp);
  }

  static String checkTitle(String title) {
    if (title.isBlank() || title.length() > MAX_TITLE_LENGTH) {
      throw new IllegalArgumentException(
          "a title has 1 to "
              + MAX_TITLE_LENGTH
              + " characters and is not blank, got "
              + title.length());
    }
    for (int i = 0; i < title.length(); i++) {
      if (Character.isISOControl(title.charAt(i))) {
        throw new IllegalArgumentException(
            "a title holds no control character, got U+"
                + String.format("%04X", (int) title.charAt(i))
                + " at position "
                + (i + 1));
      }
    }
    return title;
  }

  /** Returns the solver whose lists the game is played on (each board's {@link Game}'s). */
  public Solver solver() {
    return solver;
  }

  /** Returns the share grid's title (see {@link #withTitle}). */
  public String title() {
    return title;
  }

  /** Returns the number of boards: 1, or that of a multi-board game. */
  public int boards() {
    return secrets.size();
  }

  /** Returns the hard-mode rule: that of the game of one board, {@link Mode#NORMAL} for several. */
  public Mode mode() {
    return single != null ? single.mode() : Mode.NORMAL;
  }

  /** Returns the guesses the game allows. */
  public int maxGuesses() {
    return single != null ? single.rules().maxGuesses() : multi().maxGuesses();
  }

  /** Returns the secret answers, board 1's first, as the guess list writes them (unmodifiable). */
  public List<String> secrets() {
    return secrets;
  }

  /** Returns the guesses played so far, oldest first, as the guess list writes them. */
  public List<String> played() {
    if (single != null) {
      List<String> words = new ArrayList<>(single.history().size());
      single.history().forEach(turn -> words.add(turn.guess()));
      return List.copyOf(words);
    }
    return multi().played();
  }

  private int playedCount() {
    return single != null ? single.history().size() : multi().played().size();
  }

  /** Returns the marks of {@code word}, as the list writes it, on every board. */
  private List<Feedback> marks(String word) {
    List<Feedback> marks = new ArrayList<>(secrets.size());
    for (String secret : secrets) {
      marks.add(Feedback.compute(word, secret));
    }
    return List.copyOf(marks);
  }

  /**
   * Returns board {@code b}'s game (from 0): its turns (none after it was solved), what they reveal
   * and the answers they leave. The game of one board is board 0.
   *
   * @throws IndexOutOfBoundsException if there is no such board
   */
  public Game board(int b) {
    if (single != null) {
      if (b != 0) {
        throw new IndexOutOfBoundsException("board " + b + " of 1");
      }
      return single;
    }
    return multi().board(b);
  }

  /** Returns whether board {@code b} (from 0) is solved. */
  public boolean isSolved(int b) {
    return board(b).isSolved();
  }

  /** Returns the guess number (from 1) that solved board {@code b}, or 0 while it is unsolved. */
  public int solvedAt(int b) {
    Game board = board(b);
    return board.isSolved() ? board.history().size() : 0;
  }

  /** Returns whether every board is solved. */
  private boolean allSolved() {
    return single != null ? single.isSolved() : multi().isSolved();
  }

  /** Returns where the game stands; see {@link Status}. */
  public Status status() {
    if (allSolved()) {
      return Status.WON;
    }
    return givenUp || playedCount() >= maxGuesses() ? Status.LOST : Status.PLAYING;
  }

  /** Returns whether the game is over: won, lost or given up. */
  public boolean isOver() {
    return status() != Status.PLAYING;
  }

  /** Returns whether the game was given up ({@link #giveUp()}). */
  public boolean isGivenUp() {
    return givenUp;
  }

  /** Returns how many guesses the game still allows: 0 once it is over. */
  public int guessesLeft() {
    return isOver() ? 0 : maxGuesses() - playedCount();
  }

  /**
   * Returns why no guess may be played now, or empty while the game is on: {@link
   * Refusal.Kind#GAME_WON} once won, {@link Refusal.Kind#GAME_OVER} once given up, {@link
   * Refusal.Kind#NO_GUESSES_LEFT} once the guesses ran out. Constant time.
   */
  public Optional<Refusal> refusal() {
    if (allSolved()) {
      return Optional.of(Refusal.gameWon());
    }
    if (givenUp) {
      return Optional.of(Refusal.gameOver());
    }
    int played = playedCount();
    return played >= maxGuesses()
        ? Optional.of(Refusal.noGuessesLeft(played, maxGuesses()))
        : Optional.empty();
  }

  /**
   * Returns why {@code guess} may not be played now, or empty if it may: {@link #refusal()}, else
   * what the game of the boards refuses: a word that is not in the guess list, or one that breaks
   * the hard-mode rule ({@link Game#refusal(String)}). The refusal's word is {@code guess} as
   * typed. Costs a look-up in the guess list and, in hard mode, one check of the constraints.
   */
  public Optional<Refusal> refusal(String guess) {
    Optional<Refusal> over = refusal();
    if (over.isPresent()) {
      return over;
    }
    return single != null ? single.refusal(guess) : multi().refusal(guess);
  }

  /**
   * Plays {@code guess}: returns the game after it with its marks on every board, or, if the game
   * refuses it ({@link #refusal(String)}), this game unchanged with the refusal. Never throws for
   * what a player types.
   */
  public Move guess(String guess) {
    Optional<Refusal> refusal = refusal(guess);
    if (refusal.isPresent()) {
      return Move.refused(this, guess, refusal.get());
    }
    WordList guesses = solver.guesses();
    String word = guesses.get(guesses.indexOf(guess));
    List<Feedback> marks = marks(word);
    HostedGame next =
        single != null
            ? new HostedGame(
                solver, secrets, single.apply(word, marks.get(0)), null, title, givenUp)
            : new HostedGame(solver, secrets, null, multi().apply(word, marks), title, givenUp);
    return Move.played(next, word, marks);
  }

  /**
   * Returns this game given up: over and lost, so that every later guess is refused ({@link
   * Refusal.Kind#GAME_OVER}). A game already over is returned as it is.
   */
  public HostedGame giveUp() {
    return isOver() ? this : new HostedGame(solver, secrets, single, multi, title, true);
  }

  /**
   * Returns the guess the library would play now: {@link Game#bestGuess()} for one board, {@link
   * MultiGame#bestGuess()} for several; what a bot's hint shows. It never looks at the secrets.
   *
   * @throws IllegalStateException if the game is over
   */
  public String bestGuess() {
    Optional<Refusal> over = refusal();
    if (over.isPresent()) {
      throw new IllegalStateException(over.get().message());
    }
    return single != null ? single.bestGuess() : multi().bestGuess();
  }

  /**
   * Returns the keyboard of board {@code b} (from 0): each letter's best mark on that board so far.
   *
   * @throws IndexOutOfBoundsException if there is no such board
   */
  public Keyboard keyboard(int b) {
    return Keyboard.of(solver.guesses().alphabet(), board(b).history());
  }

  /** Returns the share grid of the game so far: title, score, and a row of marks per guess. */
  public ShareGrid shareGrid() {
    List<String> played = played();
    int boards = secrets.size();
    @Nullable Feedback[] cells = new Feedback[played.size() * boards];
    int[] solvedAt = new int[boards];
    for (int b = 0; b < boards; b++) {
      List<Turn> history = board(b).history();
      for (int i = 0; i < history.size(); i++) {
        cells[i * boards + b] = history.get(i).marks();
      }
      solvedAt[b] = solvedAt(b);
    }
    return new ShareGrid(
        title, maxGuesses(), mode() != Mode.NORMAL, status() == Status.WON, solvedAt, cells);
  }

  private MultiGame multi() {
    return Objects.requireNonNull(multi);
  }

  /** Returns the title, the guesses played and the status, e.g. {@code Wordle [salet], PLAYING}. */
  @Override
  public String toString() {
    return title + " " + played() + ", " + status();
  }
}
