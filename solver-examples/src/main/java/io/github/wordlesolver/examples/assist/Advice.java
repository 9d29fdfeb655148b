package io.github.wordlesolver.examples.assist;

import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Mode;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.wordlists.ListPair;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * How the example programs (assistant, game, server, bot) set up a solver and order its
 * suggestions, so that they all give the same advice.
 *
 * <ul>
 *   <li>The default scorer ({@code lookahead}) on a bundled list gets the opener {@value #OPENER}:
 *       ranking every guess of an empty game with it takes about a second, and salet is its best
 *       first guess on the original lists anyway (and the proven optimum there).
 *   <li>On an empty history with an opener, the opener comes first among the suggestions.
 *   <li>Solvers of the bundled lists are shared within the process, so their mark table (about
 *       30 MB, built in a fraction of a second) is built once.
 * </ul>
 * All methods are thread-safe.
 */
public final class Advice {
  /** The first guess used with the default scorer on the bundled lists. */
  public static final String OPENER = "salet";

  private static final Map<String, Solver> BUNDLED = new ConcurrentHashMap<>();

  private Advice() {}

  /**
   * Returns the shared solver for the bundled lists {@code listName} ({@link WordLists#named})
   * and the given scorer, creating it on first use.
   *
   * @throws IllegalArgumentException if no bundled list has that name
   */
  public static Solver bundled(String listName, Scorer scorer) {
    String name = listName.strip().toLowerCase(Locale.ROOT);
    ListPair lists = WordLists.named(name);
    return BUNDLED.computeIfAbsent(name + " " + scorer.name(),
        key -> create(lists, scorer, true));
  }

  /**
   * Returns a new solver for {@code lists} with {@code scorer}; the opener {@value #OPENER} if
   * {@code bundled} lists and the default scorer are used and it is a guess, none otherwise.
   */
  public static Solver create(ListPair lists, Scorer scorer, boolean bundled) {
    return Solver.builder(lists.answers(), lists.guesses()).scorer(scorer)
        .opener(openerFor(lists.guesses(), scorer, bundled)).build();
  }

  /** Returns the opener for these lists and scorer (see the class comment), or null. */
  public static @Nullable String openerFor(WordList guesses, Scorer scorer, boolean bundled) {
    return bundled && scorer == Scorers.lookahead() && guesses.contains(OPENER) ? OPENER : null;
  }

  /**
   * Returns the {@code n} best guesses by the solver's scorer, best first, with the solver's
   * opener first on an empty history (if it is among the 50 best). Costs one ranking ({@link
   * Game#suggest}); the ranking of an empty game is cached by the solver.
   *
   * @throws IllegalArgumentException if {@code n < 1}
   * @throws IllegalStateException if the game is solved
   */
  public static List<Suggestion> suggest(Game game, int n) {
    String opener = game.solver().opener();
    if (!game.history().isEmpty() || opener == null) {
      return game.suggest(n);
    }
    // The opening ranking is computed once for at least 50 words and cached by the solver, per
    // mode; every mode allows every first guess, so the normal mode's ranking serves them all.
    List<Suggestion> ranked = game.withMode(Mode.NORMAL).suggest(Math.max(n, 50));
    List<Suggestion> out = new ArrayList<>(n);
    for (Suggestion s : ranked) {
      if (s.word().equals(opener)) {
        out.add(s);
      }
    }
    for (Suggestion s : ranked) {
      if (out.size() < n && !s.word().equals(opener)) {
        out.add(s);
      }
    }
    return List.copyOf(out);
  }
}
