package io.github.wordlesolver.examples.assist;

import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.wordlists.ListPair;
import io.github.wordlesolver.wordlists.OptimalTrees;
import io.github.wordlesolver.wordlists.WordLists;
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
 *   <li>With the default scorer on the original lists, games play the proven-optimal salet trees
 *       ({@link OptimalTrees}) in every mode: optimal and instant while on the tree.
 *   <li>On an empty history with an opener, the opener comes first among the suggestions; on a
 *       tree, the tree's guess does.
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
    Solver.Builder builder = Solver.builder(lists.answers(), lists.guesses()).scorer(scorer)
        .opener(openerFor(lists.guesses(), scorer, bundled));
    if (scorer == Scorers.lookahead() && isOriginal(lists)) {
      OptimalTrees.withTrees(builder);
    }
    return builder.build();
  }

  /** Returns whether {@code lists} are the original answers and guesses, word for word. */
  public static boolean isOriginal(ListPair lists) {
    return lists.answers().equals(WordLists.originalAnswers())
        && lists.guesses().equals(WordLists.originalGuesses());
  }

  /** Returns the opener for these lists and scorer (see the class comment), or null. */
  public static @Nullable String openerFor(WordList guesses, Scorer scorer, boolean bundled) {
    return bundled && scorer == Scorers.lookahead() && guesses.contains(OPENER) ? OPENER : null;
  }

  /**
   * Returns the {@code n} best guesses by the solver's scorer, best first, with the planned guess
   * (the solver's opener on an empty history, or its tree's guess) first: {@link Game#suggest}.
   *
   * @throws IllegalArgumentException if {@code n < 1}
   * @throws IllegalStateException if the game is solved
   */
  public static List<Suggestion> suggest(Game game, int n) {
    return game.suggest(n);
  }
}
