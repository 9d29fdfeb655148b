package io.github.wordlesolver.solver;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.engine.Node;
import io.github.wordlesolver.engine.OverBudgetException;
import io.github.wordlesolver.engine.Position;
import io.github.wordlesolver.engine.Ranker;
import io.github.wordlesolver.engine.Rule;
import io.github.wordlesolver.engine.TreeSearch;
import io.github.wordlesolver.internal.Stop;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.tree.DecisionTree;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.jspecify.annotations.Nullable;

/**
 * The choice of a guess from one {@link Game}'s position: the planned guess (the solver's tree, its
 * opener, the exact endgame), the ranking of every allowed guess by a scorer, and in hard modes the
 * check that every answer left can still be found. {@link Game#bestGuess}, {@link Game#suggest} and
 * {@link Game#evaluate} are its doors, and state what each returns and costs.
 *
 * <p>It polls the calling thread's {@linkplain Stop#current() current stop}: cancelled, the work
 * stops with {@link CancellationException}; past the stop's deadline, each step gives what it has
 * found so far and the choice records that it was cut short ({@link #isCut()}), as {@link
 * Game#suggest(int, java.time.Duration)} states. Without a deadline every step runs to its end, as
 * it always did.
 *
 * <p>Made for one call and thrown away; reads only the immutable game (and the solver's shared,
 * thread-safe caches), so it is thread-safe as the game is.
 */
final class GuessChoice {
  private final Game game;
  private final Solver solver;
  private final List<Turn> history;
  private final CandidateSet candidates;
  private final Engine engine;

  /** Whether a deadline cut short a step of this choice. Written by the calling thread only. */
  private boolean cut;

  GuessChoice(Game game) {
    this.game = game;
    this.solver = game.solver();
    this.history = game.history();
    this.candidates = game.candidates();
    this.engine = game.engine();
  }

  /** Returns whether a deadline cut short a step of this choice. */
  boolean isCut() {
    return cut;
  }

  /** As {@link Game#bestGuess()}. */
  String bestGuess() {
    if (game.isSolved()) {
      throw new IllegalStateException("the game is solved");
    }
    String planned = plannedGuess(solver.scorer());
    return planned != null ? planned : safeGuess(rankWith(SAFE_CHOICES, solver.scorer()));
  }

  /** As {@link Game#suggest(int, Scorer)}. */
  List<Suggestion> suggest(int n, Scorer scorer) {
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
    out.add(fromTree != null ? fromTree : plannedSuggestion(planned, ranked, scorer));
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
    if (game.isSolved()) {
      throw new IllegalStateException("the game is solved");
    }
    if (history.isEmpty() && scorer.equals(solver.scorer())) {
      List<Suggestion> opening = opening(n);
      if (opening.size() >= n || cut) {
        return opening.subList(0, Math.min(n, opening.size()));
      }
    }
    return rank(n, scorer).list();
  }

  /**
   * Returns the suggestion of the planned guess: evaluated by {@code scorer}, or, once a deadline
   * has cut this choice short, its ranked suggestion if it was ranked (the same figures), else
   * evaluated whatever the time.
   */
  private Suggestion plannedSuggestion(String planned, List<Suggestion> ranked, Scorer scorer) {
    if (!cut) {
      return evaluate(planned, scorer);
    }
    for (Suggestion s : ranked) {
      if (s.word().equals(planned)) {
        return s;
      }
    }
    try (Stop.Scope unlimited = Stop.current().withoutDeadline().install()) {
      return evaluate(planned, scorer);
    }
  }

  /**
   * Returns the solver's ranking of first guesses in the game's mode by its scorer, ranking at
   * least {@code n} guesses (and the scorer's shortlist) if no ranking is cached yet. Cached per
   * mode: no mode restricts the first guess, but a deep scorer looks ahead under the mode's rule.
   */
  List<Suggestion> opening(int n) {
    Scorer scorer = solver.scorer();
    List<Suggestion> opening =
        solver.openingRank(
            game.mode(), () -> rank(Math.max(n, Math.max(1, scorer.shortlist())), scorer));
    if (opening.isEmpty()) {
      // Past the deadline while another thread ranked: this thread's own ranking, cut.
      return rank(Math.max(n, Math.max(1, scorer.shortlist())), scorer).list();
    }
    return opening;
  }

  /** As {@link Solver#openingRanking(Mode)}: what the game's first suggestion ranks. */
  List<Suggestion> opening() {
    return opening(SAFE_CHOICES);
  }

  /** Ranks the best {@code n} guesses, recording whether a deadline cut the ranking short. */
  private OpeningRank.Ranked rank(int n, Scorer scorer) {
    Position at = game.position();
    Ranker.Ranking ranking = Ranker.rank(at, scorer, n, solver.executor());
    List<Suggestion> out = new ArrayList<>(ranking.size());
    for (int i = 0; i < ranking.size(); i++) {
      out.add(suggestion(at.split(ranking.guess(i)), ranking.cost(i)));
    }
    cut |= ranking.isCut();
    return new OpeningRank.Ranked(out, ranking.isCut());
  }

  /** Returns the suggestion of a guess's split, with {@code cost} as its score. */
  static Suggestion suggestion(Partition split, double cost) {
    return Suggestion.of(
        split.word(),
        cost,
        split.entropyBits(),
        split.largest(),
        split.expectedRemaining(),
        split.patterns(),
        split.guessIsCandidate());
  }

  /** As {@link Game#evaluate(String, Scorer)}. */
  Suggestion evaluate(String guess, Scorer scorer) {
    int g = solver.guesses().indexOf(guess);
    if (g < 0) {
      throw new IllegalGuessException(Refusal.notInGuessList(guess));
    }
    Position at = game.position();
    return suggestion(at.split(g), Ranker.costOf(at, scorer, g, solver.executor()));
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
    int left = game.rules().maxGuesses() - history.size() - 1;
    if (game.mode() == Mode.NORMAL || left < 1 || candidates.size() < 2) {
      // Normal mode leaves every guess open, and its families split with any word: no traps.
      // One answer is found by any later guess. Two are checked: a guess that is neither and
      // splits nothing leaves both for the last guess.
      return best;
    }
    if (history.isEmpty() && solver.everyOpenerLoses(game.mode())) {
      return best; // proved offline: no guess here wins every answer
    }
    Stop stop = Stop.current();
    if (stop.isPastDeadline()) {
      cut = true; // every guess undecided, as when the budget runs out first
      return best;
    }
    TreeSearch search = engine.endgame(game.mode());
    Node node = engine.rule(game.mode()).node(candidates.toArray(), left + 1, game.constraints());
    TreeSearch.Budget budget = new TreeSearch.Budget(solver.checkBudget());
    // Past the deadline the checks run out as if their budget were spent.
    try (Stop.Scope deadline =
        stop.onDeadline(
            () -> {
              cut = true;
              budget.spendAll();
            })) {
      for (Suggestion s : ranked) {
        if (search.canFinishAfter(node, solver.guesses().indexOf(s.word()), budget)) {
          return s.word();
        }
      }
      int g = search.finishingGuess(node, budget);
      return g >= 0 ? solver.guesses().get(g) : best;
    } catch (OverBudgetException e) {
      return best;
    } catch (CancellationException e) {
      if (stop.isCancelled()) {
        throw e;
      }
      cut = true; // the deadline stopped a search the budget does not bound
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
    DecisionTree tree = game.tree();
    String next = tree == null ? null : tree.nextGuess(history);
    if (tree == null || next == null) {
      return null;
    }
    long total = 0;
    for (int k = 0; k < candidates.size(); k++) {
      total += tree.play(candidates.indexAt(k)).size() - history.size();
    }
    return suggestion(game.position().split(solver.guesses().indexOf(next)), (double) total);
  }

  /**
   * Returns the guess planned regardless of ranking: the tree's guess while the history is on the
   * mode's tree; the opener on an empty history; the exactly best guess within the guesses left
   * when the scorer asks for exact endgames and few answers are left. Null if none.
   */
  private @Nullable String plannedGuess(Scorer scorer) {
    DecisionTree tree = game.tree();
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
   * fits in it; null if the deadline passes first.
   */
  private @Nullable String endgameGuess() {
    Stop stop = Stop.current();
    if (stop.isPastDeadline()) {
      cut = true;
      return null;
    }
    TreeSearch search = engine.endgame(game.mode());
    Rule rule = engine.rule(game.mode());
    int[] set = candidates.toArray();
    Node node = rule.node(set, game.guessesLeftAfterNext() + 1, game.constraints());
    try {
      if (search.solve(node, TreeSearch.INFEASIBLE) >= TreeSearch.INFEASIBLE) {
        node = rule.node(set, GameRules.MAX_GUESSES, game.constraints());
      }
      return solver.guesses().get(search.bestGuess(node));
    } catch (CancellationException e) {
      if (stop.isCancelled()) {
        throw e;
      }
      cut = true; // past the deadline: no planned guess, the ranking decides
      return null;
    }
  }
}
