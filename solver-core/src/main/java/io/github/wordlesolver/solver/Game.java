package io.github.wordlesolver.solver;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.InconsistentFeedbackException;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.RefusalException;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Buckets;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.engine.MarkTable;
import io.github.wordlesolver.engine.Position;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.tree.DecisionTree;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.jspecify.annotations.Nullable;

/**
 * The immutable state of one game: its rules (mode and guesses allowed), the turns played, and the
 * answers still possible. {@link #apply} returns a new state; a history may start mid-game (see
 * {@link Solver#resume}).
 *
 * <pre>{@code
 * Game game = Solver.of(answers, guesses).newGame(Mode.HARD);
 * String guess = game.bestGuess();                    // the opener
 * game = game.apply(guess, Feedback.parse("-Y---")); // the marks the game showed
 * List<Suggestion> top = game.suggest(5);             // best first
 * }</pre>
 *
 * <h2>Answers outside the list</h2>
 *
 * The answer lists of real games are guesses at what an editor will pick: the NYT's answers are
 * sometimes outside any published list. When no word of the solver's answer list fits the marks but
 * some allowed guesses do, the game goes on with those ({@link #isWidened()}): they become the
 * candidates, and suggestions, ratings and checks work on them as on answers. Only marks that no
 * allowed guess fits are refused. Computing for a widened game costs a table of every guess against
 * its few candidates, never one of every guess against every guess.
 *
 * <p>A game is the state and its rules; it delegates the choice of a guess ({@link #bestGuess},
 * {@link #suggest}, {@link #evaluate}) to the package's {@code GuessChoice} and the rating of a
 * turn ({@link #rate}) to {@code TurnRater}.
 *
 * <p>A game is immutable and thread-safe; creating one is cheap (the shared work lives in the
 * {@link Solver}). {@link #suggest} ranks every allowed guess over the remaining answers, in
 * parallel when the work is large; its result does not depend on the number of threads.
 *
 * <h2>Stopping the work</h2>
 *
 * Interrupting the thread that asked for a suggestion ({@link #suggest}, {@link #bestGuess}, {@link
 * #evaluate}, {@link #rate}) stops the work at its next poll, on every thread it runs on, with a
 * {@link java.util.concurrent.CancellationException} (the interrupt status stays set). {@link
 * #suggest(int, Duration)} answers within a deadline with the best found by then, and {@link
 * #suggestAsync} returns a future whose cancellation stops the work.
 */
public final class Game {
  private final Solver solver;
  private final GameRules rules;
  private final List<Turn> history;
  private final Constraints constraints;
  private final CandidateSet candidates;

  /** The solver's engine, or, once widened, one whose answers are the candidates' word list. */
  private final Engine engine;

  private final boolean widened;

  private Game(
      Solver solver,
      GameRules rules,
      List<Turn> history,
      Constraints constraints,
      CandidateSet candidates,
      Engine engine,
      boolean widened) {
    this.solver = solver;
    this.rules = rules;
    this.history = history;
    this.constraints = constraints;
    this.candidates = candidates;
    this.engine = engine;
    this.widened = widened;
  }

  static Game start(Solver solver, GameRules rules) {
    return new Game(
        solver,
        rules,
        List.of(),
        rules.noConstraints(),
        CandidateSet.all(solver.answers()),
        solver.engine(),
        false);
  }

  /** Returns the solver this game belongs to. */
  public Solver solver() {
    return solver;
  }

  /** Returns the rules of this game: word length, alphabet, guesses allowed, mode. */
  public GameRules rules() {
    return rules;
  }

  /** Returns the mode. */
  public Mode mode() {
    return rules.mode();
  }

  /**
   * Returns the same history in another mode (how an assistant toggles hard mode).
   *
   * @throws IllegalGuessException if a turn of the history breaks the new mode's rule: {@link
   *     #refusal(Mode)}, whose refusal names the first such turn ({@link Refusal#turnNumber()})
   */
  public Game withMode(Mode newMode) {
    Optional<Refusal> refusal = refusal(newMode);
    if (refusal.isPresent()) {
      throw new IllegalGuessException(refusal.get());
    }
    return new Game(
        solver, rules.withMode(newMode), history, constraints, candidates, engine, widened);
  }

  /**
   * Returns why this history cannot be played in {@code newMode}, or empty if it can: the first
   * turn whose guess the mode's rule forbids after the turns before it ({@link Mode#refusal}), with
   * its {@link Refusal#turnNumber()} (from 1), e.g. {@code turn 3: 'crane' breaks the hard-mode
   * rule (NYT): letter 1 must be S}. Costs one check and one merge of constraints per turn.
   *
   * @since 1.2
   */
  public Optional<Refusal> refusal(Mode newMode) {
    if (newMode == Mode.NORMAL || newMode == mode()) {
      return Optional.empty(); // the turns were checked under this mode as they were played
    }
    Constraints revealed = rules.noConstraints();
    for (int i = 0; i < history.size(); i++) {
      Turn turn = history.get(i);
      Optional<Refusal> refusal = newMode.refusal(revealed, turn.guess());
      if (refusal.isPresent()) {
        return Optional.of(refusal.get().withTurnNumber(i + 1));
      }
      revealed = revealed.after(turn);
    }
    return Optional.empty();
  }

  /** Returns the turns played so far, oldest first (unmodifiable). */
  public List<Turn> history() {
    return history;
  }

  /** Returns what the marks so far say about the answer. */
  public Constraints constraints() {
    return constraints;
  }

  /**
   * Returns the answers still possible, in answer-list order; in a {@linkplain #isWidened()
   * widened} game, the allowed guesses that fit the marks, in guess-list order.
   */
  public CandidateSet candidates() {
    return candidates;
  }

  /**
   * Returns whether no word of the solver's answer list fits the marks, so that the candidates are
   * the other allowed guesses that do: how a game finds an answer outside its list. A game stays
   * widened once it is; a solver's tree is not followed in a widened game.
   */
  public boolean isWidened() {
    return widened;
  }

  /**
   * Returns, in a {@linkplain #isWidened() widened} game that is not solved yet, what to tell the
   * player, e.g. {@code the answer is not in the 3,158 likely answers: 2 other accepted words fit};
   * null otherwise. The numbers are those of the solver's answer list and of the candidates now.
   */
  public @Nullable String widenedNote() {
    if (!widened || isSolved()) {
      return null;
    }
    int n = candidates.size();
    return String.format(
        Locale.ROOT,
        "the answer is not in the %,d likely answers: %,d other" + " accepted word%s",
        solver.answers().size(),
        n,
        n == 1 ? " fits" : "s fit");
  }

  /** Returns whether the last turn was all green. */
  public boolean isSolved() {
    return !history.isEmpty() && history.get(history.size() - 1).marks().isSolved();
  }

  /**
   * Returns whether the game is won: solved within the guesses its rules allow.
   *
   * @since 1.2
   */
  public boolean isWon() {
    return isSolved() && history.size() <= rules.maxGuesses();
  }

  /**
   * Returns whether the game is over: solved, or its guesses used up ({@link #guessesLeft()} is 0).
   * A game over by its limit may still be played on, as a player who lost may still look for the
   * answer: {@link #apply} takes turns past the limit (a host that enforces the limit is {@code
   * io.github.wordlesolver.host.HostedGame}).
   *
   * @since 1.2
   */
  public boolean isOver() {
    return isSolved() || guessesLeft() == 0;
  }

  /** Returns how many guesses the rules still allow (0 once they are used up). */
  public int guessesLeft() {
    return Math.max(0, rules.maxGuesses() - history.size());
  }

  /**
   * Returns why {@code guess} may not be played now, or empty if it may: {@link
   * Refusal.Kind#GAME_WON} if the game is solved (since 1.2; {@link #apply} refuses it), {@link
   * Refusal.Kind#WRONG_LENGTH} or {@link Refusal.Kind#NOT_IN_GUESS_LIST} if it is not in the guess
   * list (any case; a letter with an accent the list's alphabet lacks is read as the letter without
   * it, {@link WordList#indexOf}), else what the {@linkplain #mode() mode} refuses ({@link
   * Mode#refusal}). The refusal's word is {@code guess} as given. A game whose guesses are used up
   * may go on (see {@link #isOver()}). Costs a look-up in the guess list and, in hard mode, one
   * check of the constraints.
   */
  public Optional<Refusal> refusal(String guess) {
    if (isSolved()) {
      return Optional.of(Refusal.gameWon());
    }
    return guessRefusal(guess);
  }

  /**
   * Returns why the turn {@code guess} with {@code marks} may not be played now, or empty if it
   * may: {@link #refusal(String)}, else {@link Refusal.Kind#WRONG_MARKS_LENGTH} if the marks have
   * another length than the words. Marks that contradict earlier ones are not looked at here:
   * {@link #apply} finds them ({@link ImpossibleMarksException}).
   *
   * @since 1.2
   */
  public Optional<Refusal> refusal(String guess, Feedback marks) {
    Optional<Refusal> refusal = refusal(guess);
    if (refusal.isPresent() || marks.length() == rules.wordLength()) {
      return refusal;
    }
    return Optional.of(Refusal.wrongMarksLength(marks.length(), rules.wordLength()));
  }

  /** Returns why {@code guess} is not a word of the guess list or breaks the mode's rule. */
  private Optional<Refusal> guessRefusal(String guess) {
    WordList guesses = solver.guesses();
    if (guesses.indexOf(guess) < 0) {
      int letters = guess.codePointCount(0, guess.length());
      return Optional.of(
          letters != guesses.wordLength()
              ? Refusal.wrongLength(guess, letters, guesses.wordLength())
              : Refusal.notInGuessList(guess));
    }
    return mode().refusal(constraints, guess);
  }

  /**
   * Returns why {@code guess} may not be played now, or null if it may: not in the guess list, or
   * against the hard-mode rule (named in the message).
   *
   * @deprecated use {@link #refusal(String)}; this is its {@link Refusal#message()}
   */
  @Deprecated(since = "1.1")
  public @Nullable String whyIllegal(String guess) {
    return refusal(guess).map(Refusal::message).orElse(null);
  }

  /** Plays a turn; see {@link #apply(String, Feedback)}. */
  public Game apply(Turn turn) {
    return apply(turn.guess(), turn.marks());
  }

  /**
   * Returns the state after {@code guess} got {@code feedback}. When no remaining answer gives
   * those marks but some allowed guesses would, after every turn so far, the game is {@linkplain
   * #isWidened() widened} to them (a pass over the guess list).
   *
   * @throws IllegalGuessException if the guess is not in the guess list or breaks hard mode
   * @throws ImpossibleMarksException if no allowed guess fits the marks so far: they contradict
   *     earlier ones, or no word would give them all; the message names this turn, and so does the
   *     exception as data ({@link ImpossibleMarksException#turnNumber()})
   * @throws RefusalException if the marks have the wrong length ({@link
   *     Refusal.Kind#WRONG_MARKS_LENGTH}; an {@link IllegalArgumentException}, as before 1.2)
   * @throws IllegalStateException if the game is already solved
   */
  public Game apply(String guess, Feedback feedback) {
    if (isSolved()) {
      throw new IllegalStateException("the game is solved: start a new one");
    }
    if (feedback.length() != rules.wordLength()) {
      throw new RefusalException(Refusal.wrongMarksLength(feedback.length(), rules.wordLength()));
    }
    Optional<Refusal> refusal = guessRefusal(guess);
    if (refusal.isPresent()) {
      throw new IllegalGuessException(refusal.get());
    }
    int g = solver.guesses().indexOf(guess);
    Turn turn = new Turn(solver.guesses().get(g), feedback);
    int number = history.size() + 1;
    Constraints next;
    try {
      next = constraints.after(turn);
    } catch (InconsistentFeedbackException e) {
      throw new ImpossibleMarksException(
          ImpossibleMarksException.Reason.CONTRADICTION,
          e.getMessage() + ": no word gives all these marks; check them",
          e,
          turn,
          number);
    }
    List<Turn> played = new ArrayList<>(history.size() + 1);
    played.addAll(history);
    played.add(turn);
    // Before the table is built (a game playing a tree may never need it), marks are computed.
    MarkTable table = engine.tableIfBuilt();
    int[] set = candidates.toArray();
    int[] left =
        table != null
            ? Buckets.bucket(table, g, set, set.length, feedback.code())
            : candidates.filter(turn.guess(), feedback).toArray();
    if (left.length > 0) {
      return new Game(
          solver,
          rules,
          List.copyOf(played),
          next,
          CandidateSet.of(candidates.wordList(), left),
          engine,
          widened);
    }
    CandidateSet fitting = CandidateSet.all(solver.guesses()).filter(next);
    if (fitting.isEmpty()) {
      throw new ImpossibleMarksException(
          ImpossibleMarksException.Reason.NO_ANSWER,
          "nothing fits after turn "
              + number
              + " ("
              + turn
              + "): none of the "
              + String.format(Locale.ROOT, "%,d", solver.guesses().size())
              + " accepted words gives all the marks so far; check them",
          null,
          turn,
          number);
    }
    WordList words = WordList.of(solver.guesses().alphabet(), fitting.words());
    return new Game(
        solver,
        rules,
        List.copyOf(played),
        next,
        CandidateSet.all(words),
        Engine.shared(solver.rules(), words, solver.guesses()),
        true);
  }

  /** Returns the engine: the solver's, or once widened one over the candidates. */
  Engine engine() {
    return engine;
  }

  /**
   * Returns the tree this game may be on: the solver's for its mode, none once widened or once a
   * first guess other than the tree's opener leaves it unloaded.
   */
  @Nullable DecisionTree tree() {
    return widened ? null : solver.treeFor(mode(), history);
  }

  /**
   * Returns how many guesses may follow the next one within the rules, or {@link
   * GameRules#MAX_GUESSES} past that (a game already lost still wants the fewest guesses).
   */
  int guessesLeftAfterNext() {
    int left = rules.maxGuesses() - history.size() - 1;
    return left >= 1 ? left : GameRules.MAX_GUESSES;
  }

  /** Returns where the engine ranks from: the answers left, the rule, the guesses left. */
  Position position() {
    return engine.position(mode(), candidates.toArray(), constraints, guessesLeftAfterNext());
  }

  /**
   * Returns the {@code n} best guesses by the solver's scorer, best first; see {@link #suggest(int,
   * Scorer)}. Costs one ranking of every allowed guess over the candidates (on an empty history,
   * once per solver and mode): 29 ms with {@code lookahead} after {@code salet -----} on the
   * original lists, 221 answers left (docs/performance.md).
   */
  public List<Suggestion> suggest(int n) {
    return suggest(n, solver.scorer());
  }

  /**
   * Returns the {@code n} best allowed guesses by {@code scorer}, best first, ties going to a guess
   * that can be the answer, then to the earlier word of the guess list. A planned guess comes first
   * whatever its cost: the solver's tree's guess while the history is on the tree, the solver's
   * opener on an empty history, or the exact endgame guess (see {@link #bestGuess()}).
   *
   * @throws IllegalArgumentException if {@code n < 1}
   * @throws IllegalStateException if the game is solved
   */
  public List<Suggestion> suggest(int n, Scorer scorer) {
    return new GuessChoice(this).suggest(n, scorer);
  }

  /**
   * Returns the {@code n} best guesses by the solver's scorer as {@link #suggest(int)} does, but
   * within about {@code deadline} of the call: with the best found by then, {@linkplain
   * Suggestions#isCutShort() marked cut short}, if the work is not done.
   *
   * <h4>The best found by then</h4>
   *
   * <p>Each step of {@link #suggest(int)} gives what it has at the deadline:
   *
   * <ul>
   *   <li>the tree's guess, while the history is on the solver's tree: a look-up, never cut;
   *   <li>the ranking: the guesses scored by then, in the usual order (ties to a guess that can be
   *       the answer, then to the earlier word); for a scorer with a {@linkplain Scorer#shortlist()
   *       shortlist}, among the pre-scorer's best by then. Which guesses were scored by then
   *       depends on timing and threads. It always holds one guess at least: if none was scored,
   *       the first it would have scored (the pre-scorer's best so far, or the first allowed word)
   *       is scored past the deadline. A ranking of first guesses cut short is not kept as the
   *       solver's;
   *   <li>the exact endgame guess (at most {@link Scorer#exactEndgame()} answers left): if it is
   *       not found by then, there is none, and the ranking decides;
   *   <li>in hard modes, the check that the guess can still find every answer: past the deadline
   *       the checks run out as when their budget does ({@link #bestGuess()}): a guess the search
   *       over every allowed guess has already found to win is played though an earlier one is
   *       undecided, otherwise the best ranked guess (the checks not started count as undecided).
   * </ul>
   *
   * <p>The deadline does not cut building the solver's table of marks, shared work done once per
   * solver (a server calls {@link Solver#prepare()} at start-up), nor the scoring of the one guess
   * a ranking always holds; a step polls the time between guesses and, in the searches, every 1,024
   * nodes. So the call returns within the deadline plus about one guess's scoring, once the table
   * is built.
   *
   * <p>When the work is done by the deadline, the result is exactly {@link #suggest(int)}'s and is
   * not cut short: deterministic, as every suggestion.
   *
   * @param deadline how long from now the suggestion may take; zero answers with the least work
   * @throws IllegalArgumentException if {@code n < 1} or {@code deadline} is negative
   * @throws IllegalStateException if the game is solved
   * @throws java.util.concurrent.CancellationException if the calling thread is interrupted (the
   *     work stops at its next poll; the interrupt status stays set)
   * @since 1.2
   */
  public Suggestions suggest(int n, Duration deadline) {
    return TimedChoice.suggest(this, n, deadline);
  }

  /**
   * Returns a future of {@link #suggest(int, Duration)}, the deadline counted from this call, run
   * on the solver's {@linkplain Solver#executor() executor} (the work's helpers run there too).
   * Cancelling the future, or completing it in any other way before the work is done ({@link
   * CompletableFuture#orTimeout}, {@link CompletableFuture#completeOnTimeout}, {@link
   * CompletableFuture#complete}), stops the work: it skips what it has not started, its searches
   * stop at their next poll, and every thread it used returns to its executor; the future keeps
   * what completed it. A stage made from the future ({@code thenApply}, …) does not pass its own
   * cancellation back to it: cancel this one. An interrupt of the thread running the work ends it
   * with a {@link java.util.concurrent.CancellationException}. The game stays as it is: games are
   * immutable.
   *
   * @throws IllegalArgumentException if {@code n < 1} or {@code deadline} is negative
   * @throws IllegalStateException if the game is solved
   * @since 1.2
   */
  public CompletableFuture<Suggestions> suggestAsync(int n, Duration deadline) {
    return TimedChoice.suggestAsync(this, n, deadline);
  }

  /**
   * As {@link #suggestAsync(int, Duration)} without a deadline: the future of exactly {@link
   * #suggest(int)}'s suggestions (never cut short), whose cancellation stops the work.
   *
   * @throws IllegalArgumentException if {@code n < 1}
   * @throws IllegalStateException if the game is solved
   * @since 1.2
   */
  public CompletableFuture<Suggestions> suggestAsync(int n) {
    return TimedChoice.suggestAsync(this, n, null);
  }

  /** Scores one guess with the solver's scorer; see {@link #evaluate(String, Scorer)}. */
  public Suggestion evaluate(String guess) {
    return evaluate(guess, solver.scorer());
  }

  /**
   * Scores one guess as {@link #suggest} would: how good a guess was, or is. Any word of the guess
   * list may be evaluated, even one hard mode forbids.
   *
   * @throws IllegalGuessException if the word is not in the guess list
   */
  public Suggestion evaluate(String guess, Scorer scorer) {
    return new GuessChoice(this).evaluate(guess, scorer);
  }

  /**
   * Rates playing {@code turn} from this state: the figures of {@link Solver#rate} for one turn.
   * Costs a ranking.
   *
   * @throws IllegalGuessException if the guess is not allowed
   * @throws ImpossibleMarksException if no allowed guess fits the marks
   * @throws IllegalStateException if the game is solved
   */
  public TurnRating rate(Turn turn) {
    return rate(turn, apply(turn));
  }

  /** Rates {@code turn}, played from this state, which led to {@code next}. */
  TurnRating rate(Turn turn, Game next) {
    return TurnRater.rate(this, turn, next);
  }

  /**
   * Returns the guess to play now: the guess of the solver's tree for this mode while the history
   * is on it; else the solver's opener on an empty history if it has one; else, with more than two
   * and at most {@link Scorer#exactEndgame()} answers left, the first guess of an optimal tree for
   * them within the guesses left; otherwise the best suggestion, and in hard modes the best one
   * after which every remaining answer can still be found within the guesses the rules allow
   * (checked by exact search), or, if no ranked guess can promise that, the first allowed guess
   * that can (no first guess is searched for where the solver was told that every opener loses,
   * which only solver-wordlists tells it, for the bundled lists where that was proved). The checks
   * behind one suggestion share one budget of nodes ({@link Solver.Builder#checkBudget}), and only
   * they share what they proved; past it a guess that the search over every allowed guess has
   * already found to win is played, though an earlier one is undecided, and otherwise the ranking
   * decides. So the same position gets the same guess however often it is asked, whatever other
   * games asked before. Always the first of {@link #suggest}.
   *
   * @throws IllegalStateException if the game is solved
   */
  public String bestGuess() {
    return new GuessChoice(this).bestGuess();
  }

  /** Returns the mode, the history and how many answers are left. */
  @Override
  public String toString() {
    return mode() + " " + history + ", " + candidates.size() + " answers left";
  }
}
