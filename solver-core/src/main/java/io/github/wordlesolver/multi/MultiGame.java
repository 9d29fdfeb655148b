package io.github.wordlesolver.multi;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.RefusalException;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.IllegalGuessException;
import io.github.wordlesolver.solver.ImpossibleMarksException;
import io.github.wordlesolver.solver.Solver;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The immutable state of one multi-board game: the guesses played, one single-board {@link Game}
 * per board (its history holds the turns that board took: none after it was solved), and the guess
 * limit. {@link #apply} returns a new state.
 *
 * <p>Immutable and thread-safe; creating one is cheap. {@link #suggest} ranks guesses with the
 * default strategy (see the method), deterministically.
 */
public final class MultiGame {
  private final MultiSolver solver;
  private final int maxGuesses;
  private final List<String> guesses;
  private final List<Game> boards;

  /** The guess number (from 1) that solved each board, 0 while unsolved. */
  private final int[] solvedAt;

  private MultiGame(
      MultiSolver solver, int maxGuesses, List<String> guesses, List<Game> boards, int[] solvedAt) {
    this.solver = solver;
    this.maxGuesses = maxGuesses;
    this.guesses = guesses;
    this.boards = boards;
    this.solvedAt = solvedAt;
  }

  static MultiGame start(MultiSolver solver, int boards, int maxGuesses) {
    List<Game> games = new ArrayList<>(boards);
    for (int b = 0; b < boards; b++) {
      games.add(solver.solver().newGame());
    }
    return new MultiGame(solver, maxGuesses, List.of(), List.copyOf(games), new int[boards]);
  }

  /** Returns the solver this game belongs to. */
  public MultiSolver solver() {
    return solver;
  }

  /** Returns the number of boards. */
  public int boards() {
    return boards.size();
  }

  /** Returns the guesses the game allows. */
  public int maxGuesses() {
    return maxGuesses;
  }

  /**
   * Returns the guesses played so far, oldest first (unmodifiable).
   *
   * @since 1.1
   */
  public List<String> played() {
    return guesses;
  }

  /**
   * Returns the guesses played so far, oldest first (unmodifiable).
   *
   * @deprecated use {@link #played()} instead: {@code guesses()} names a guess list ({@link
   *     io.github.wordlesolver.solver.Solver#guesses()}) everywhere else
   */
  @Deprecated(since = "1.1")
  public List<String> guesses() {
    return played();
  }

  /**
   * Returns board {@code b}'s single-board game (from 0): its turns, constraints and answers left.
   *
   * @throws IndexOutOfBoundsException if there is no such board
   */
  public Game board(int b) {
    return boards.get(b);
  }

  /** Returns whether board {@code b} (from 0) is solved. */
  public boolean isSolved(int b) {
    return solvedAt[b] > 0;
  }

  /** Returns the guess number (from 1) that solved board {@code b}, or 0 if it is unsolved. */
  public int solvedAt(int b) {
    return solvedAt[b];
  }

  /** Returns the unsolved boards' numbers (from 0), ascending. */
  public int[] unsolvedBoards() {
    int[] out = new int[boards.size()];
    int n = 0;
    for (int b = 0; b < boards.size(); b++) {
      if (solvedAt[b] == 0) {
        out[n++] = b;
      }
    }
    return Arrays.copyOf(out, n);
  }

  /**
   * Returns whether every board is solved, whatever the number of guesses it took (as {@link
   * Game#isSolved}). The game is won when it is solved and {@code played().size() <= maxGuesses()}:
   * {@link #apply} accepts guesses past the limit.
   */
  public boolean isSolved() {
    return unsolvedBoards().length == 0;
  }

  /**
   * Returns whether the game is won: every board solved within the guesses allowed.
   *
   * @since 1.2
   */
  public boolean isWon() {
    return isSolved() && guesses.size() <= maxGuesses;
  }

  /**
   * Returns the turns played so far, oldest first (unmodifiable): each guess with the marks of the
   * boards still unsolved before it, in board order, the form {@link #apply(MultiTurn)} and {@link
   * MultiSolver#resume} take. Costs a list of marks per turn.
   *
   * @since 1.2
   */
  public List<MultiTurn> history() {
    List<MultiTurn> turns = new ArrayList<>(guesses.size());
    for (int i = 0; i < guesses.size(); i++) {
      List<Feedback> marks = new ArrayList<>(boards.size());
      for (Game board : boards) {
        if (board.history().size() > i) {
          marks.add(board.history().get(i).marks());
        }
      }
      turns.add(new MultiTurn(guesses.get(i), marks));
    }
    return List.copyOf(turns);
  }

  /** Returns whether the game is over: won, or the guesses are used up. */
  public boolean isOver() {
    return isSolved() || guesses.size() >= maxGuesses;
  }

  /** Returns how many guesses the limit still allows (0 once they are used up). */
  public int guessesLeft() {
    return Math.max(0, maxGuesses - guesses.size());
  }

  /**
   * Returns why {@code guess} may not be played, or empty if it may: {@link Refusal.Kind#GAME_WON}
   * once every board is solved (since 1.2; {@link #apply} refuses it), else it must be a word of
   * the guess list ({@link Refusal.Kind#WRONG_LENGTH}, {@link Refusal.Kind#NOT_IN_GUESS_LIST}). A
   * game whose guesses are used up may go on (see {@link #apply}). Costs a look-up in the guess
   * list.
   */
  public Optional<Refusal> refusal(String guess) {
    int[] open = unsolvedBoards();
    return open.length == 0 ? Optional.of(Refusal.gameWon()) : boards.get(open[0]).refusal(guess);
  }

  /**
   * Returns why the turn {@code guess} with {@code marks} may not be played now, or empty if it
   * may: {@link #refusal(String)}, else {@link Refusal.Kind#WRONG_MARKS_COUNT} if there are not as
   * many marks as boards or as unsolved boards, else {@link Refusal.Kind#WRONG_MARKS_LENGTH} (with
   * its {@link Refusal#board()}) for the first unsolved board whose marks have another length than
   * the words. Marks that contradict earlier ones are not looked at here: {@link #apply} finds them
   * ({@link ImpossibleMarksException}).
   *
   * @since 1.2
   */
  public Optional<Refusal> refusal(String guess, List<Feedback> marks) {
    Optional<Refusal> refusal = refusal(guess);
    return refusal.isPresent() ? refusal : marksRefusal(unsolvedBoards(), marks);
  }

  /**
   * Returns why {@code marks} do not fit the boards {@code open} (unsolved) of this game: their
   * number, then the first unsolved board's marks of another length than the words.
   */
  private Optional<Refusal> marksRefusal(int[] open, List<Feedback> marks) {
    if (marks.size() != boards.size() && marks.size() != open.length) {
      return Optional.of(Refusal.wrongMarksCount(marks.size(), open.length, boards.size()));
    }
    int length = solver.solver().rules().wordLength();
    for (int k = 0; k < open.length; k++) {
      int b = open[k];
      Feedback feedback = marks.get(marks.size() == boards.size() ? b : k);
      if (feedback.length() != length) {
        return Optional.of(Refusal.wrongMarksLength(feedback.length(), length).withBoard(b));
      }
    }
    return Optional.empty();
  }

  /**
   * Returns why {@code guess} may not be played, or null if it may: it must be a guess word.
   *
   * @deprecated use {@link #refusal(String)}; this is its {@link Refusal#message()}
   */
  @Deprecated(since = "1.1")
  public @Nullable String whyIllegal(String guess) {
    return refusal(guess).map(Refusal::message).orElse(null);
  }

  /** Plays a turn; see {@link #apply(String, List)}. */
  public MultiGame apply(MultiTurn turn) {
    return apply(turn.guess(), turn.marks());
  }

  /**
   * Returns the state after {@code guess} got {@code marks}: either one marks per board, in board
   * order (those of solved boards are ignored), or one per unsolved board, in board order. Each
   * unsolved board's game takes its marks ({@link Game#apply}); a board whose marks are all green
   * is solved. Guesses past the limit are accepted (the game is then lost but may be finished).
   *
   * @throws IllegalGuessException if the guess is not in the guess list
   * @throws ImpossibleMarksException if a board's marks contradict its earlier ones or fit none of
   *     its answers; the message starts with {@code board N:} (from 1), and {@link
   *     ImpossibleMarksException#board()} gives the board
   * @throws RefusalException if the number of marks is wrong ({@link
   *     Refusal.Kind#WRONG_MARKS_COUNT}, since 1.2), or a board's marks have the wrong length
   *     ({@link Refusal.Kind#WRONG_MARKS_LENGTH} with {@link Refusal#board()}; {@code board N:}
   *     again); an {@link IllegalArgumentException}, as before 1.2. {@link #refusal(String, List)}
   *     gives these refusals and the guess's without throwing.
   * @throws IllegalStateException if every board is solved
   */
  public MultiGame apply(String guess, List<Feedback> marks) {
    int[] open = unsolvedBoards();
    if (open.length == 0) {
      throw new IllegalStateException("every board is solved: start a new game");
    }
    Optional<Refusal> refusal = refusal(guess);
    if (refusal.isPresent()) {
      throw new IllegalGuessException(refusal.get());
    }
    Optional<Refusal> wrongMarks = marksRefusal(open, marks);
    if (wrongMarks.isPresent()) {
      throw new RefusalException(wrongMarks.get());
    }
    List<Game> next = new ArrayList<>(boards);
    int[] solved = solvedAt.clone();
    String word = "";
    for (int k = 0; k < open.length; k++) {
      int b = open[k];
      Feedback feedback = marks.get(marks.size() == boards.size() ? b : k);
      Game played;
      try {
        played = boards.get(b).apply(guess, feedback);
      } catch (ImpossibleMarksException e) {
        throw e.onBoard(b);
      } catch (IllegalGuessException e) {
        throw e;
      } catch (RefusalException e) {
        throw e.refusal().map(r -> new RefusalException(r.withBoard(b))).orElse(e);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("board " + (b + 1) + ": " + e.getMessage(), e);
      }
      next.set(b, played);
      word = played.history().get(played.history().size() - 1).guess();
      if (played.isSolved()) {
        solved[b] = guesses.size() + 1;
      }
    }
    List<String> played = new ArrayList<>(guesses.size() + 1);
    played.addAll(guesses);
    played.add(word);
    return new MultiGame(solver, maxGuesses, List.copyOf(played), List.copyOf(next), solved);
  }

  /** Returns the best guess: the first of {@link #suggest}. */
  public String bestGuess() {
    return suggest(1).get(0).word();
  }

  /**
   * Returns the {@code n} best guesses by the default strategy, best first: a board's answer when
   * only one is left on it (pinned); with no guess to spare beyond one per unsolved board, only
   * words that can still be an answer; otherwise the guesses with the lowest expected number of
   * guesses the unsolved boards still need, each board counted as if played alone (a bucket the
   * guess solves costs nothing, so a guess that may finish a board competes fairly with one that
   * splits them all), reordered by the worst case when at most two guesses are to spare. Ties go to
   * a guess that can be an answer, then to the earlier word of the guess list. On an empty history,
   * the solver's {@linkplain MultiSolver#opener() opener} comes first.
   *
   * <p>Costs one pass over the mark table per guess ranked and answer left; early in games with
   * many boards a shortlist is ranked instead (milliseconds).
   *
   * @throws IllegalArgumentException if {@code n < 1}
   * @throws IllegalStateException if every board is solved
   */
  public List<MultiSuggestion> suggest(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("number of suggestions must be at least 1: " + n);
    }
    int[] open = unsolvedBoards();
    if (open.length == 0) {
      throw new IllegalStateException("every board is solved");
    }
    int[][] sets = new int[open.length][];
    boolean widened = false;
    for (int k = 0; k < open.length; k++) {
      sets[k] = boards.get(open[k]).candidates().toArray();
      widened |= boards.get(open[k]).isWidened();
    }
    Strategy strategy = widened ? widenedStrategy(open, sets) : solver.strategy();
    List<MultiSuggestion> out = new ArrayList<>(n);
    if (guesses.isEmpty()) {
      out.add(suggestion(strategy.score(strategy.opener(), sets)));
      if (n == 1) {
        return List.copyOf(out); // the opener is planned: no ranking
      }
    }
    List<Strategy.Scored> ranked = strategy.rank(sets, guessesLeft(), n);
    for (Strategy.Scored s : ranked) {
      if (out.size() < n && (out.isEmpty() || !out.get(0).word().equals(word(s.guess())))) {
        out.add(suggestion(s));
      }
    }
    return List.copyOf(out);
  }

  /**
   * Returns a strategy over the open boards' candidates alone, written as one list of answers, and
   * writes each board's candidates into {@code sets} as indices of that list: how boards
   * {@linkplain Game#isWidened() widened} to guesses outside the answer list are ranked. Its table
   * holds every guess against those few words only.
   */
  private Strategy widenedStrategy(int[] open, int[][] sets) {
    Map<String, Integer> index = new LinkedHashMap<>();
    for (int b : open) {
      for (String word : boards.get(b).candidates().words()) {
        index.putIfAbsent(word, index.size());
      }
    }
    for (int k = 0; k < open.length; k++) {
      List<String> words = boards.get(open[k]).candidates().words();
      int[] set = new int[words.size()];
      for (int i = 0; i < set.length; i++) {
        set[i] = java.util.Objects.requireNonNull(index.get(words.get(i)));
      }
      Arrays.sort(set);
      sets[k] = set;
    }
    Solver single = solver.solver();
    WordList words = WordList.of(single.guesses().alphabet(), index.keySet());
    return new Strategy(
        Engine.shared(single.rules(), words, single.guesses()).table(single.executor()));
  }

  private String word(int guess) {
    return solver.solver().guesses().get(guess);
  }

  private MultiSuggestion suggestion(Strategy.Scored s) {
    return new MultiSuggestion(word(s.guess()), s.cost(), s.expectedLeft(), s.boardsItFits());
  }

  /** Returns the guesses played, the boards solved and the guesses left. */
  @Override
  public String toString() {
    return guesses
        + ", "
        + (boards.size() - unsolvedBoards().length)
        + "/"
        + boards.size()
        + " boards solved, "
        + guessesLeft()
        + " guesses left";
  }
}
