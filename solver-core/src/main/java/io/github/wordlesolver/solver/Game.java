package io.github.wordlesolver.solver;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.InconsistentFeedbackException;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Buckets;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.engine.MarkTable;
import io.github.wordlesolver.engine.Node;
import io.github.wordlesolver.engine.OverBudgetException;
import io.github.wordlesolver.engine.Position;
import io.github.wordlesolver.engine.Ranker;
import io.github.wordlesolver.engine.Rule;
import io.github.wordlesolver.engine.TreeSearch;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.tree.DecisionTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
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
 * <p>A game is immutable and thread-safe; creating one is cheap (the shared work lives in the
 * {@link Solver}). {@link #suggest} ranks every allowed guess over the remaining answers, in
 * parallel when the work is large; its result does not depend on the number of threads.
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

  /** Returns the same history in another mode (how an assistant toggles hard mode). */
  public Game withMode(Mode newMode) {
    return new Game(
        solver, rules.withMode(newMode), history, constraints, candidates, engine, widened);
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

  /** Returns how many guesses the rules still allow (0 once they are used up). */
  public int guessesLeft() {
    return Math.max(0, rules.maxGuesses() - history.size());
  }

  /**
   * Returns why {@code guess} may not be played now, or empty if it may: {@link
   * Refusal.Kind#WRONG_LENGTH} or {@link Refusal.Kind#NOT_IN_GUESS_LIST} if it is not in the guess
   * list (any case), else what the {@linkplain #mode() mode} refuses ({@link Mode#refusal}). The
   * refusal's word is {@code guess} as given. It does not look at whether the game is solved. Costs
   * a look-up in the guess list and, in hard mode, one check of the constraints.
   */
  public Optional<Refusal> refusal(String guess) {
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
  @Deprecated
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
   *     earlier ones, or no word would give them all; the message names this turn
   * @throws IllegalArgumentException if the marks have the wrong length
   * @throws IllegalStateException if the game is already solved
   */
  public Game apply(String guess, Feedback feedback) {
    if (isSolved()) {
      throw new IllegalStateException("the game is solved: start a new one");
    }
    if (feedback.length() != rules.wordLength()) {
      throw new IllegalArgumentException(
          "marks "
              + feedback
              + " have "
              + feedback.length()
              + " positions, expected "
              + rules.wordLength());
    }
    Optional<Refusal> refusal = refusal(guess);
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
          e);
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
          null);
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

  /** Returns the tree this game plays from: the solver's for its mode, none once widened. */
  private @Nullable DecisionTree tree() {
    return widened ? null : solver.tree(mode());
  }

  /**
   * Returns how many guesses may follow the next one within the rules, or {@link
   * GameRules#MAX_GUESSES} past that (a game already lost still wants the fewest guesses).
   */
  private int guessesLeftAfterNext() {
    int left = rules.maxGuesses() - history.size() - 1;
    return left >= 1 ? left : GameRules.MAX_GUESSES;
  }

  /** Returns where the engine ranks from: the answers left, the rule, the guesses left. */
  private Position position() {
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
    if (n < 1) {
      throw new IllegalArgumentException("number of suggestions must be at least 1: " + n);
    }
    Suggestion fromTree = treeSuggestion();
    if (fromTree != null && n == 1) {
      return List.of(fromTree); // a look-up: no ranking, no mark table
    }
    List<Suggestion> ranked = rankWith(Math.max(n, SAFE_CHOICES), scorer);
    String planned = plannedGuess(scorer);
    if (planned == null) {
      planned = safeGuess(ranked);
    }
    if (fromTree == null && ranked.get(0).word().equals(planned)) {
      return ranked.subList(0, Math.min(n, ranked.size()));
    }
    List<Suggestion> out = new ArrayList<>(n);
    out.add(fromTree != null ? fromTree : evaluate(planned, scorer));
    for (Suggestion s : ranked) {
      if (out.size() < n && !s.word().equals(planned)) {
        out.add(s);
      }
    }
    return out;
  }

  private List<Suggestion> rankWith(int n, Scorer scorer) {
    if (n < 1) {
      throw new IllegalArgumentException("number of suggestions must be at least 1: " + n);
    }
    if (isSolved()) {
      throw new IllegalStateException("the game is solved");
    }
    if (history.isEmpty() && scorer.equals(solver.scorer())) {
      // Cached per mode: no mode restricts the first guess, but a deep scorer looks ahead under
      // the mode's rule.
      List<Suggestion> opening =
          solver.openingRank(
              mode(), () -> rank(Math.max(n, Math.max(1, scorer.shortlist())), scorer));
      if (opening.size() >= n) {
        return opening.subList(0, n);
      }
    }
    return rank(n, scorer);
  }

  private List<Suggestion> rank(int n, Scorer scorer) {
    Position at = position();
    Ranker.Ranking ranking = Ranker.rank(at, scorer, n, solver.executor());
    List<Suggestion> out = new ArrayList<>(ranking.size());
    for (int i = 0; i < ranking.size(); i++) {
      out.add(suggestion(at.split(ranking.guess(i)), ranking.cost(i)));
    }
    return out;
  }

  private static Suggestion suggestion(Partition split, double cost) {
    return Suggestion.of(
        split.word(),
        cost,
        split.entropyBits(),
        split.largest(),
        split.expectedRemaining(),
        split.patterns(),
        split.guessIsCandidate());
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
    int g = solver.guesses().indexOf(guess);
    if (g < 0) {
      throw new IllegalGuessException(Refusal.notInGuessList(guess));
    }
    Position at = position();
    return suggestion(at.split(g), Ranker.costOf(at, scorer, g, solver.executor()));
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
    int n = candidates.size();
    Scorer estimate = io.github.wordlesolver.scoring.Scorers.lookahead();
    Suggestion played = evaluate(turn.guess(), estimate);
    String bestWord = n == 1 ? candidates.words().get(0) : bestGuess();
    Suggestion best = evaluate(bestWord, estimate);
    double playedGuesses = played.score() / n;
    double bestGuesses = best.score() / n;
    int skill =
        (int) Math.round(Math.max(0, Math.min(99, 99 - 100 * (playedGuesses - bestGuesses))));
    int left = turn.marks().isSolved() ? 0 : next.candidates().size();
    // Mid-rank percentile of the bucket left, over every answer that was possible.
    Position at = position();
    Partition split = at.split(solver.guesses().indexOf(turn.guess()));
    long more = 0;
    long same = 0;
    for (int k = 0; k < split.patterns(); k++) {
      int size = split.size(k);
      int leaves = split.isSolved(k) ? 0 : size;
      if (leaves > left) {
        more += size;
      } else if (leaves == left) {
        same += size;
      }
    }
    int luck = (int) Math.round(99.0 * (more + same / 2.0) / n);
    return TurnRating.of(
        turn.guess(),
        turn.marks(),
        n,
        left,
        played.expectedRemaining(),
        playedGuesses,
        best.word(),
        best.expectedRemaining(),
        bestGuesses,
        skill,
        luck);
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
    if (isSolved()) {
      throw new IllegalStateException("the game is solved");
    }
    String planned = plannedGuess(solver.scorer());
    return planned != null ? planned : safeGuess(rankWith(SAFE_CHOICES, solver.scorer()));
  }

  /** How many of the best ranked guesses are checked for a sure win before all are searched. */
  private static final int SAFE_CHOICES = 24;

  /**
   * Returns, in hard modes, the best ranked guess after which every remaining answer can still be
   * found within the guesses left; if none of the ranked ones can, the first such guess of an exact
   * search over every allowed guess (or, once the budget runs out, the first found); if there is
   * none at all (or none is found within the checks' shared budget), and in normal mode, the best
   * ranked guess.
   */
  private String safeGuess(List<Suggestion> ranked) {
    String best = ranked.get(0).word();
    int left = rules.maxGuesses() - history.size() - 1;
    if (mode() == Mode.NORMAL || left < 1 || candidates.size() < 2) {
      // Normal mode leaves every guess open, and its families split with any word: no traps.
      // One answer is found by any later guess. Two are checked: a guess that is neither and
      // splits nothing leaves both for the last guess.
      return best;
    }
    if (history.isEmpty() && solver.everyOpenerLoses(mode())) {
      return best; // proved offline: no guess here wins every answer
    }
    TreeSearch search = engine.endgame(mode());
    Node node = engine.rule(mode()).node(candidates.toArray(), left + 1, constraints);
    TreeSearch.Budget budget = new TreeSearch.Budget(solver.checkBudget());
    try {
      for (Suggestion s : ranked) {
        if (search.canFinishAfter(node, solver.guesses().indexOf(s.word()), budget)) {
          return s.word();
        }
      }
      int g = search.finishingGuess(node, budget);
      return g >= 0 ? solver.guesses().get(g) : best;
    } catch (OverBudgetException e) {
      return best;
    }
  }

  /**
   * Returns the solver's tree's guess while the history is on the mode's tree, as a suggestion
   * whose score is the tree's own total of guesses still to play over the answers left (exact, in
   * the units of the lookahead's estimate), and whose other figures are those of the guess's split,
   * computed as for a ranked guess ({@link Position#split}); null off the tree. Builds no mark
   * table: the tree and the guess's marks against the answers left are all it reads.
   */
  private @Nullable Suggestion treeSuggestion() {
    DecisionTree tree = tree();
    String next = tree == null ? null : tree.nextGuess(history);
    if (tree == null || next == null) {
      return null;
    }
    long total = 0;
    for (int k = 0; k < candidates.size(); k++) {
      total += tree.play(candidates.indexAt(k)).size() - history.size();
    }
    return suggestion(position().split(solver.guesses().indexOf(next)), (double) total);
  }

  /**
   * Returns the guess planned regardless of ranking: the tree's guess while the history is on the
   * mode's tree; the opener on an empty history; the exactly best guess within the guesses left
   * when the scorer asks for exact endgames and few answers are left. Null if none.
   */
  private @Nullable String plannedGuess(Scorer scorer) {
    DecisionTree tree = tree();
    if (tree != null) {
      String next = tree.nextGuess(history);
      if (next != null) {
        return next;
      }
    }
    if (history.isEmpty()) {
      return solver.opener();
    }
    if (candidates.size() > 2 && candidates.size() <= scorer.exactEndgame()) {
      return endgameGuess();
    }
    return null;
  }

  /**
   * Returns the first guess of an optimal tree for the remaining answers within the guesses left
   * (all allowed guesses considered, hard-mode rules included), or without that limit if no tree
   * fits in it.
   */
  private String endgameGuess() {
    TreeSearch search = engine.endgame(mode());
    Rule rule = engine.rule(mode());
    int[] set = candidates.toArray();
    Node node = rule.node(set, guessesLeftAfterNext() + 1, constraints);
    if (search.solve(node, TreeSearch.INFEASIBLE) >= TreeSearch.INFEASIBLE) {
      node = rule.node(set, GameRules.MAX_GUESSES, constraints);
    }
    return solver.guesses().get(search.bestGuess(node));
  }

  /** Returns the mode, the history and how many answers are left. */
  @Override
  public String toString() {
    return mode() + " " + history + ", " + candidates.size() + " answers left";
  }
}
