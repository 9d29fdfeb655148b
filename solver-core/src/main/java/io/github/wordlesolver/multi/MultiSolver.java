package io.github.wordlesolver.multi;

import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.RefusalException;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.solver.Solver;
import java.util.List;
import java.util.Optional;

/**
 * The entry point for multi-board games: a {@link Solver}'s word lists with the default multi-board
 * strategy. Start games with {@link #newGame(int)}.
 *
 * <pre>{@code
 * MultiSolver quordle = MultiSolver.of(Solver.of(answers, guesses));
 * MultiGame game = quordle.newGame(4);                       // 4 boards, 9 guesses
 * String guess = game.bestGuess();
 * game = game.apply(guess, List.of(Feedback.parse("-Y---"), Feedback.parse("-----"),
 *     Feedback.parse("G----"), Feedback.parse("--Y--")));    // one marks per board, in order
 * }</pre>
 *
 * <h2>Rules</h2>
 *
 * {@code N} boards (1 to {@value #MAX_BOARDS}) with {@code N} different secret answers; each guess
 * is typed into every unsolved board and gets that board's marks; a board is solved when its answer
 * is guessed; the game is won when every board is solved within the guess limit, {@code N + 5}
 * unless set (Dordle 2/7, Quordle 4/9, Octordle 8/13). Hard mode does not apply. The marks of each
 * board follow the single-board rule, applied by one {@link io.github.wordlesolver.solver.Game} per
 * board.
 *
 * <h2>Strategy</h2>
 *
 * Pinned boards first, else the guess with the lowest expected number of guesses the unsolved
 * boards still need, with a worst-case lookahead when few guesses are to spare; see {@link
 * MultiGame#suggest}. Deterministic.
 *
 * <h2>Cost and thread safety</h2>
 *
 * Immutable and thread-safe: share one among all threads and games. It reads the solver's table of
 * marks (30 MB for the original lists, built on first use in parallel, once for both; {@link
 * #prepare()} forces it), and keeps a cached opener and a bounded cache of per-board shortlists.
 */
public final class MultiSolver {
  /** The most boards a game may have. */
  public static final int MAX_BOARDS = 32;

  /**
   * The most guesses a multi-board game may allow: its {@link MultiGame#maxGuesses()} is at most
   * this (two per board of the most boards). A single board's rules allow at most {@link
   * io.github.wordlesolver.GameRules#MAX_GUESSES}, a smaller number.
   *
   * @since 1.1
   */
  public static final int MAX_MULTI_GUESSES = 64;

  /**
   * The most guesses a multi-board game may allow.
   *
   * @deprecated use {@link #MAX_MULTI_GUESSES} instead: the same name as {@link
   *     io.github.wordlesolver.GameRules#MAX_GUESSES}, the cap of a single board's rules, for
   *     another number
   */
  @Deprecated(since = "1.1")
  public static final int MAX_GUESSES = MAX_MULTI_GUESSES;

  /** The extra guesses a game allows beyond one per board, unless set. */
  public static final int EXTRA_GUESSES = 5;

  private final Solver solver;
  private final Engine engine;
  private volatile @org.jspecify.annotations.Nullable Strategy strategy;

  private MultiSolver(Solver solver) {
    this.solver = solver;
    this.engine = Engine.shared(solver.rules(), solver.answers(), solver.guesses());
  }

  /** Returns a multi-board solver for {@code solver}'s lists. Cheap: nothing is built yet. */
  public static MultiSolver of(Solver solver) {
    return new MultiSolver(solver);
  }

  /** Returns the single-board solver whose lists and games the boards use. */
  public Solver solver() {
    return solver;
  }

  /** Returns the guesses a game of {@code boards} boards allows by default: {@code boards + 5}. */
  public static int defaultGuesses(int boards) {
    return boards + EXTRA_GUESSES;
  }

  /**
   * Returns why a game of {@code boards} boards and {@code guesses} guesses cannot be played, or
   * empty if it can: 1 to {@value #MAX_BOARDS} boards ({@link Refusal.Kind#BOARD_COUNT}), no more
   * boards than answers ({@link Refusal.Kind#TOO_FEW_ANSWERS}), at least one guess per board and at
   * most {@value #MAX_MULTI_GUESSES} guesses ({@link Refusal.Kind#GUESS_COUNT}), checked in that
   * order. Constant time.
   */
  public Optional<Refusal> refusal(int boards, int guesses) {
    if (boards < 1 || boards > MAX_BOARDS) {
      return Optional.of(Refusal.boardCount(boards, MAX_BOARDS));
    }
    if (boards > solver.answers().size()) {
      return Optional.of(Refusal.tooFewAnswers(boards, solver.answers().size()));
    }
    if (guesses < boards || guesses > MAX_MULTI_GUESSES) {
      return Optional.of(Refusal.guessCount(guesses, boards, MAX_MULTI_GUESSES));
    }
    return Optional.empty();
  }

  /**
   * Returns why a game of {@code boards} boards and {@code guesses} guesses cannot be played, or
   * null if it can: 1 to {@value #MAX_BOARDS} boards, at least one guess per board and at most
   * {@value #MAX_MULTI_GUESSES} guesses, and no more boards than answers.
   *
   * @deprecated use {@link #refusal(int, int)}; this is its {@link Refusal#message()}
   */
  @Deprecated(since = "1.1")
  public @org.jspecify.annotations.Nullable String whyIllegal(int boards, int guesses) {
    return refusal(boards, guesses).map(Refusal::message).orElse(null);
  }

  /** Returns a new game of {@code boards} boards with {@code boards + 5} guesses. */
  public MultiGame newGame(int boards) {
    return newGame(boards, defaultGuesses(boards));
  }

  /**
   * Returns a new game.
   *
   * @throws RefusalException if {@link #refusal(int, int)} objects, with its refusal and message
   *     (an {@link IllegalArgumentException}, as before 1.2)
   */
  public MultiGame newGame(int boards, int maxGuesses) {
    Optional<Refusal> refusal = refusal(boards, maxGuesses);
    if (refusal.isPresent()) {
      throw new RefusalException(refusal.get());
    }
    return MultiGame.start(this, boards, maxGuesses);
  }

  /**
   * Returns a game that has played {@code history}: each turn a guess and the marks of every board,
   * or of every board still unsolved (see {@link MultiGame#apply}).
   *
   * @throws IllegalArgumentException (or its subclasses of the solver package) naming the turn and
   *     board that are wrong
   */
  public MultiGame resume(int boards, int maxGuesses, List<MultiTurn> history) {
    MultiGame game = newGame(boards, maxGuesses);
    for (MultiTurn turn : history) {
      game = game.apply(turn);
    }
    return game;
  }

  /** Builds the table of marks and the opener now, if not yet done; returns this solver. */
  public MultiSolver prepare() {
    strategy().opener();
    return this;
  }

  /** Returns the best first guess: the same for any number of boards (computed once). */
  public String opener() {
    return solver.guesses().get(strategy().opener());
  }

  Strategy strategy() {
    Strategy s = strategy;
    if (s == null) {
      synchronized (this) {
        s = strategy;
        if (s == null) {
          s = new Strategy(engine.table(solver.executor()));
          strategy = s;
        }
      }
    }
    return s;
  }
}
