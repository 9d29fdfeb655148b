package io.github.wordlesolver.solver;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.InconsistentFeedbackException;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.HardRule;
import io.github.wordlesolver.internal.PartitionView;
import io.github.wordlesolver.internal.Ranker;
import io.github.wordlesolver.internal.TreeSearch;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.tree.DecisionTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * The immutable state of one game: its mode, the turns played, and the answers still possible.
 * {@link #apply} returns a new state; a history may start mid-game (see {@link Solver#resume}).
 *
 * <p>A game is immutable and thread-safe; creating one is cheap (the shared work lives in the
 * {@link Solver}). {@link #suggest} ranks every allowed guess over the remaining answers, in
 * parallel when the work is large; its result does not depend on the number of threads.
 */
public final class Game {
  private final Solver solver;
  private final Mode mode;
  private final List<Turn> history;
  private final Constraints constraints;
  private final CandidateSet candidates;

  private Game(Solver solver, Mode mode, List<Turn> history, Constraints constraints,
      CandidateSet candidates) {
    this.solver = solver;
    this.mode = mode;
    this.history = history;
    this.constraints = constraints;
    this.candidates = candidates;
  }

  static Game start(Solver solver, Mode mode) {
    return new Game(solver, mode, List.of(), Constraints.none(solver.wordLength()),
        CandidateSet.all(solver.answers()));
  }

  /** Returns the solver this game belongs to. */
  public Solver solver() {
    return solver;
  }

  /** Returns the mode. */
  public Mode mode() {
    return mode;
  }

  /** Returns the same history in another mode (how an assistant toggles hard mode). */
  public Game withMode(Mode newMode) {
    return new Game(solver, newMode, history, constraints, candidates);
  }

  /** Returns the turns played so far, oldest first (unmodifiable). */
  public List<Turn> history() {
    return history;
  }

  /** Returns what the marks so far say about the answer. */
  public Constraints constraints() {
    return constraints;
  }

  /** Returns the answers still possible, in answer-list order. */
  public CandidateSet candidates() {
    return candidates;
  }

  /** Returns whether the last turn was all green. */
  public boolean isSolved() {
    return !history.isEmpty() && history.get(history.size() - 1).feedback().isSolved();
  }

  /**
   * Returns why {@code guess} may not be played now, or null if it may: not in the guess list, or
   * against the hard-mode rule (named in the message).
   */
  public @Nullable String whyIllegal(String guess) {
    WordList guesses = solver.guesses();
    if (guess.length() != guesses.wordLength()) {
      return "'" + guess + "' has " + guess.length() + " letters, expected " + guesses.wordLength();
    }
    int index = guesses.indexOf(guess);
    if (index < 0) {
      return "'" + guess + "' is not in the guess list";
    }
    long packed = guesses.packed(index);
    if (mode == Mode.HARD && !constraints.keepsRevealedPacked(packed)) {
      return "'" + guess + "' breaks the hard-mode rule (NYT): " + hardModeDetail(guess);
    }
    if (mode == Mode.STRICT && !constraints.testPacked(packed)) {
      return "'" + guess + "' breaks the strict hard-mode rule: every guess must fit all marks so"
          + " far (" + constraints + ")";
    }
    return null;
  }

  private String hardModeDetail(String guess) {
    String word = guess.toLowerCase(Locale.ROOT);
    for (int p = 0; p < word.length(); p++) {
      char fixed = constraints.fixedLetter(p);
      if (fixed != 0 && word.charAt(p) != fixed) {
        return "letter " + (p + 1) + " must be " + Character.toUpperCase(fixed);
      }
    }
    for (char c = 'a'; c <= 'z'; c++) {
      int need = constraints.minCount(c);
      char letter = c;
      long have = word.chars().filter(x -> x == letter).count();
      if (have < need) {
        return "it must contain " + Character.toUpperCase(c) + (need > 1 ? " " + need + " times" : "");
      }
    }
    return "it ignores revealed letters";
  }

  /** Plays a turn; see {@link #apply(String, Feedback)}. */
  public Game apply(Turn turn) {
    return apply(turn.guess(), turn.feedback());
  }

  /**
   * Returns the state after {@code guess} got {@code feedback}.
   *
   * @throws IllegalGuessException if the guess is not in the guess list or breaks hard mode
   * @throws ImpossibleMarksException if the marks contradict earlier ones or no remaining answer
   *     would give them; the message says the marks were probably mistyped
   * @throws IllegalArgumentException if the marks have the wrong length
   * @throws IllegalStateException if the game is already solved
   */
  public Game apply(String guess, Feedback feedback) {
    if (isSolved()) {
      throw new IllegalStateException("the game is solved: start a new one");
    }
    if (feedback.length() != solver.wordLength()) {
      throw new IllegalArgumentException("marks " + feedback + " have " + feedback.length()
          + " positions, expected " + solver.wordLength());
    }
    String why = whyIllegal(guess);
    if (why != null) {
      throw new IllegalGuessException(why);
    }
    Turn turn = new Turn(guess, feedback);
    Constraints next;
    try {
      next = constraints.toBuilder().add(turn).build();
    } catch (InconsistentFeedbackException e) {
      throw new ImpossibleMarksException(ImpossibleMarksException.Reason.CONTRADICTION,
          e.getMessage() + "; the marks were probably mistyped", e);
    }
    int g = solver.guesses().indexOf(guess);
    MarkTable table = solver.table();
    int code = feedback.code();
    CandidateSet left = candidates.filter(a -> table.code(g, a) == code);
    if (left.isEmpty()) {
      throw new ImpossibleMarksException(ImpossibleMarksException.Reason.NO_ANSWER,
          "no remaining answer gives " + turn.guess() + " the marks "
          + feedback + " (" + candidates.size() + " answer" + (candidates.size() == 1 ? " was" : "s were")
          + " left); the marks were probably mistyped", null);
    }
    List<Turn> played = new ArrayList<>(history.size() + 1);
    played.addAll(history);
    played.add(turn);
    return new Game(solver, mode, List.copyOf(played), next, left);
  }

  /** Returns the rule later guesses must follow, or null in normal mode. */
  private @Nullable HardRule hardRule() {
    return mode == Mode.NORMAL ? null : new HardRule(mode, constraints);
  }

  /**
   * Returns how many guesses may follow the next one within six, or {@link SelfPlay#GIVE_UP} past
   * that (a game already lost still wants the fewest guesses).
   */
  private int guessesLeftAfterNext() {
    int left = SimulationResult.MAX_ALLOWED - history.size() - 1;
    return left >= 1 ? left : SelfPlay.GIVE_UP;
  }

  /** Returns the indices of the guesses allowed now, ascending. */
  int[] allowedGuesses() {
    WordList guesses = solver.guesses();
    int[] pool = new int[guesses.size()];
    int n = 0;
    for (int i = 0; i < pool.length; i++) {
      long packed = guesses.packed(i);
      boolean ok = history.isEmpty() || mode == Mode.NORMAL
          || (mode == Mode.HARD ? constraints.keepsRevealedPacked(packed)
              : constraints.testPacked(packed));
      if (ok) {
        pool[n++] = i;
      }
    }
    return n == pool.length ? pool : java.util.Arrays.copyOf(pool, n);
  }

  /** Returns the {@code n} best guesses by the solver's scorer, best first. */
  public List<Suggestion> suggest(int n) {
    return suggest(n, solver.scorer());
  }

  /**
   * Returns the {@code n} best allowed guesses by {@code scorer}, best first, ties going to a
   * guess that can be the answer, then to the earlier word of the guess list. A planned guess
   * comes first whatever its cost: the solver's tree's guess while the history is on the tree,
   * or the solver's opener on an empty history (see {@link #bestGuess()}).
   *
   * @throws IllegalArgumentException if {@code n < 1}
   * @throws IllegalStateException if the game is solved
   */
  public List<Suggestion> suggest(int n, Scorer scorer) {
    List<Suggestion> ranked = rankWith(n, scorer);
    String planned = plannedGuess(scorer);
    if (planned == null || ranked.get(0).word().equals(planned)) {
      return ranked;
    }
    List<Suggestion> out = new ArrayList<>(n);
    out.add(evaluate(planned, scorer));
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
    if (history.isEmpty() && scorer == solver.scorer()) {
      // Cached per mode: no mode restricts the first guess, but a deep scorer looks ahead under
      // the mode's rule.
      List<Suggestion> opening = solver.openingRank(mode,
          () -> rank(Math.max(n, Math.max(1, scorer.shortlist())), scorer));
      if (opening.size() >= n) {
        return opening.subList(0, n);
      }
    }
    return rank(n, scorer);
  }

  private List<Suggestion> rank(int n, Scorer scorer) {
    MarkTable table = solver.table();
    int[] cands = candidates.toArray();
    Ranker.Ranking ranking =
        Ranker.rank(table, allowedGuesses(), cands, cands.length, scorer, n, true, hardRule(),
            guessesLeftAfterNext());
    List<Suggestion> out = new ArrayList<>(ranking.size());
    PartitionView view = new PartitionView(table, new int[0]);
    WordList guesses = solver.guesses();
    for (int i = 0; i < ranking.size(); i++) {
      int g = ranking.guesses[i];
      view.split(g, cands, cands.length);
      out.add(new Suggestion(guesses.get(g), ranking.costs[i], view.entropyBits(), view.largest(),
          view.expectedRemaining(), view.patterns(), view.guessIsCandidate()));
    }
    return out;
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
      throw new IllegalGuessException("'" + guess + "' is not in the guess list");
    }
    MarkTable table = solver.table();
    int[] cands = candidates.toArray();
    double cost = Ranker.costOf(table, allowedGuesses(), cands, cands.length, scorer, g,
        hardRule(), guessesLeftAfterNext());
    PartitionView view = new PartitionView(table, new int[0]);
    view.split(g, cands, cands.length);
    return new Suggestion(solver.guesses().get(g), cost, view.entropyBits(), view.largest(),
        view.expectedRemaining(), view.patterns(), view.guessIsCandidate());
  }

  /**
   * Returns the guess to play now: the guess of the solver's tree for this mode while the history
   * is on it; else the solver's opener on an empty history if it has one; else, with the built-in
   * {@code lookahead} scorer and at most 24 answers left, the first guess of an optimal tree for
   * them within the guesses left; otherwise the best suggestion. Always the first of {@link
   * #suggest}.
   *
   * @throws IllegalStateException if the game is solved
   */
  public String bestGuess() {
    if (isSolved()) {
      throw new IllegalStateException("the game is solved");
    }
    String planned = plannedGuess(solver.scorer());
    return planned != null ? planned : rankWith(1, solver.scorer()).get(0).word();
  }

  /**
   * Returns the guess planned regardless of ranking: the tree's guess while the history is on the
   * mode's tree; the opener on an empty history; with the built-in lookahead scorer and at most
   * {@value #ENDGAME} answers left, the exactly best guess within the guesses left. Null if none.
   */
  private @Nullable String plannedGuess(Scorer scorer) {
    DecisionTree tree = solver.tree(mode);
    if (tree != null) {
      String next = tree.nextGuess(history);
      if (next != null) {
        return next;
      }
    }
    if (history.isEmpty()) {
      return solver.opener();
    }
    if (scorer == Scorers.lookahead() && candidates.size() > 2 && candidates.size() <= ENDGAME) {
      return endgameGuess();
    }
    return null;
  }

  /** At or below this many answers the lookahead's best guess is found by exact search. */
  static final int ENDGAME = 24;

  /**
   * Returns the first guess of an optimal tree for the remaining answers within the guesses
   * left (all allowed guesses considered, hard-mode rules included), or without that limit if no
   * tree fits in it.
   */
  private String endgameGuess() {
    TreeSearch search =
        new TreeSearch(solver.table(), mode, Integer.MAX_VALUE, 1 << 16, () -> false);
    int[] set = candidates.toArray();
    Constraints revealed = mode == Mode.NORMAL ? null : constraints;
    int depth = guessesLeftAfterNext() + 1;
    if (search.solve(set, depth, revealed, TreeSearch.INFEASIBLE) >= TreeSearch.INFEASIBLE) {
      depth = SelfPlay.GIVE_UP;
    }
    return solver.guesses().get(search.bestGuess(set, depth, revealed));
  }

  /** Returns the mode, the history and how many answers are left. */
  @Override
  public String toString() {
    return mode + " " + history + ", " + candidates.size() + " answers left";
  }
}
