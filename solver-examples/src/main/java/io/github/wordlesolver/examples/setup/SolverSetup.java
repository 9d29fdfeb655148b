package io.github.wordlesolver.examples.setup;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.ListPair;
import io.github.wordlesolver.wordlists.OpeningRankings;
import io.github.wordlesolver.wordlists.OptimalTrees;
import io.github.wordlesolver.wordlists.WordLists;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * How every front end (assistant, game, suggest, simulate, server, bot) sets up its solver, so that
 * they all give the same advice for the same lists, mode, options and history.
 *
 * <h2>The rule</h2>
 *
 * <ul>
 *   <li>The scorer is the one chosen, else {@code lookahead}.
 *   <li>With the default scorer, no other opener asked for and no {@code --no-opener}, games play
 *       the proven-optimal trees bundled for the lists ({@link OptimalTrees#forLists}: from {@code
 *       tarse} in normal and hard mode on today's NYT lists, from {@code salet} on the original
 *       lists, from {@code tarse} in normal and {@code salet} in hard mode on the NYT lists of
 *       2022). A solver has one opener for every mode: the normal-mode tree's, which opens the
 *       games of a mode with no tree and, with {@code --no-tree}, of every mode (so {@code tarse}
 *       in hard mode on the lists of 2022).
 *   <li>Otherwise the opener is the one chosen, or none: the scorer ranks the first guess too (once
 *       per solver and mode).
 * </ul>
 *
 * With the default scorer on bundled lists the solver starts with the bundled opening rankings
 * ({@link OpeningRankings#install}), so no front end ranks first guesses. Where every opener of the
 * lists is proved to lose some answer ({@link OpeningRankings#everyOpenerLoses}: the Spanish lists
 * in hard and strict mode), the solver is told so, whatever the scorer, and opens with the ranked
 * best guess instead of searching for one that wins every answer. Solvers of the bundled lists are
 * shared within the process, one per choice, so their tables are built once. All methods are
 * thread-safe.
 */
public final class SolverSetup {
  private static final Map<String, Solver> BUNDLED = new ConcurrentHashMap<>();
  private static final Map<Solver, MultiSolver> MULTI = new ConcurrentHashMap<>();

  private SolverSetup() {}

  /**
   * What a user may choose about the strategy.
   *
   * @param scorer the scorer, or null for {@code lookahead}
   * @param opener the first guess, or null for the default (see the class comment)
   * @param noOpener rank the first guess even where a tree or an opener would fix it
   * @param noTree play the scorer even where an optimal tree is bundled
   * @param checkBudget the most nodes the hard-mode checks behind one suggestion may expand ({@link
   *     Solver.Builder#checkBudget})
   */
  public record Choice(
      @Nullable Scorer scorer,
      @Nullable String opener,
      boolean noOpener,
      boolean noTree,
      long checkBudget) {
    /**
     * Checks the budget.
     *
     * @throws IllegalArgumentException if the check budget is negative
     */
    public Choice {
      if (checkBudget < 0) {
        throw new IllegalArgumentException("the check budget cannot be negative: " + checkBudget);
      }
    }

    /** A choice with the default check budget ({@link Solver#DEFAULT_CHECK_BUDGET}). */
    public Choice(
        @Nullable Scorer scorer, @Nullable String opener, boolean noOpener, boolean noTree) {
      this(scorer, opener, noOpener, noTree, Solver.DEFAULT_CHECK_BUDGET);
    }

    /** Returns this choice with another check budget. */
    public Choice withCheckBudget(long nodes) {
      return new Choice(scorer, opener, noOpener, noTree, nodes);
    }

    /** The default strategy. */
    public static final Choice DEFAULT = new Choice(null, null, false, false);

    /** Returns the default strategy with another scorer (null: the default one). */
    public static Choice scorer(@Nullable Scorer scorer) {
      return new Choice(scorer, null, false, false);
    }

    /** Returns a pure ranking by the scorer: no opener, no tree. */
    public static Choice rankingBy(@Nullable Scorer scorer) {
      return new Choice(scorer, null, true, true);
    }

    private String key() {
      Scorer s = scorer;
      return (s == null ? "" : s.name())
          + " "
          + (opener == null ? "" : opener)
          + " "
          + noOpener
          + " "
          + noTree
          + " "
          + checkBudget;
    }
  }

  /**
   * Returns the solver for {@code lists} and {@code choice}; shared within the process when {@code
   * bundledName} names the bundled pair the lists are ({@link WordLists#named}), new otherwise
   * (lists read from files).
   *
   * @throws IllegalArgumentException if the opener is not a guess of the lists
   */
  public static Solver solver(ListPair lists, @Nullable String bundledName, Choice choice) {
    if (bundledName == null) {
      return create(lists, choice);
    }
    String name = bundledName.strip().toLowerCase(Locale.ROOT);
    Solver shared = BUNDLED.get(name + " " + choice.key());
    if (shared == null) {
      // Building a solver is cheap (its table is built on first use), so a lost race costs little.
      shared = BUNDLED.computeIfAbsent(name + " " + choice.key(), k -> create(lists, choice));
    }
    return shared;
  }

  /**
   * Returns the shared default solver of the bundled pair {@code name} ({@link WordLists#named}).
   */
  public static Solver bundled(String name) {
    return solver(WordLists.named(name), name, Choice.DEFAULT);
  }

  /**
   * Returns the multi-board solver for {@code solver}'s lists: shared within the process for the
   * shared solvers of bundled lists (so its table and opener are built once), new otherwise.
   */
  public static MultiSolver multi(Solver solver) {
    if (!BUNDLED.containsValue(solver)) {
      return MultiSolver.of(solver);
    }
    return MULTI.computeIfAbsent(solver, MultiSolver::of); // cheap: nothing is built yet
  }

  /** How long the interactive front ends warm a solver up ({@link #warmUpInBackground}). */
  public static final Duration WARM_UP = Duration.ofSeconds(5);

  /**
   * Starts {@link Solver#warmUp} in {@code mode} for {@link #WARM_UP} on a daemon thread, and
   * returns the thread: interrupt it to stop the warm-up after the guess under way. How the
   * assistant on a terminal and the server use the seconds before their first request.
   */
  public static Thread warmUpInBackground(Solver solver, Mode mode) {
    Thread thread = new Thread(() -> solver.warmUp(mode, WARM_UP), "wordle-warm-up");
    thread.setDaemon(true);
    // A warm-up that fails only leaves the JIT colder: one line, no stack trace at the user. A
    // request that meets the same failure reports it through the front end's own errors.
    thread.setUncaughtExceptionHandler(
        (t, e) -> System.err.println("wordle: the warm-up stopped: " + e));
    thread.start();
    return thread;
  }

  private static Solver create(ListPair lists, Choice choice) {
    Scorer scorer = choice.scorer() != null ? choice.scorer() : Scorers.lookahead();
    Solver.Builder builder =
        Solver.builder(lists.answers(), lists.guesses())
            .scorer(scorer)
            .checkBudget(choice.checkBudget());
    OpeningRankings.install(builder);
    String opener = choice.noOpener() ? null : choice.opener();
    if (!choice.noOpener() && scorer.equals(Scorers.lookahead())) {
      // Each tree loads when a game first reaches it: a game opened with another word never does.
      Map<Mode, String> openers = OptimalTrees.openers(lists);
      String chosen = opener == null ? null : Alphabet.normalize(opener);
      openers.forEach(
          (mode, treeOpener) -> {
            if (!choice.noTree() && (chosen == null || treeOpener.equals(chosen))) {
              builder.tree(mode, treeOpener, () -> OptimalTrees.tree(lists, mode));
            }
          });
      if (opener == null) {
        opener = openers.get(Mode.NORMAL);
      }
    }
    return builder.opener(opener).build();
  }

  /**
   * Returns what a solver plays in {@code mode}, for headers: e.g. {@code salet, then the
   * proven-optimal tree} or {@code lookahead} or {@code trace, then parts}.
   */
  public static String describe(Solver solver, Mode mode) {
    String treeOpener = solver.treeOpener(mode);
    if (treeOpener != null) {
      return treeOpener + ", then the proven-optimal tree";
    }
    String opener = solver.opener();
    return opener == null ? solver.scorer().name() : opener + ", then " + solver.scorer().name();
  }
}
