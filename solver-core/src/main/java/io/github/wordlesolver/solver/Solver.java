package io.github.wordlesolver.solver;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.internal.Parallel;
import io.github.wordlesolver.internal.Texts;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.TreeBuilder;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The entry point: a solver for one pair of word lists, with a default scorer and opener. Start
 * games with {@link #newGame()}; each {@link Game} is an immutable state that suggests guesses and
 * takes marks.
 *
 * <pre>{@code
 * Solver solver = Solver.builder(answers, guesses).build();
 * Game game = solver.newGame().apply("salet", Feedback.parse("--Y-G"));
 * Suggestion best = game.suggest(1).get(0);
 * }</pre>
 *
 * <h2>Lists</h2>
 *
 * The guess list is always the answers followed by the other guesses ({@link WordList#union}), so
 * every answer can be guessed and guess index {@code i < answers().size()} is answer {@code i}.
 * Both lists are written in one alphabet, the union of theirs.
 *
 * <h2>Rules</h2>
 *
 * {@link #rules()} describes the game: the lists' word length and alphabet, and six guesses unless
 * {@link Builder#maxGuesses} says otherwise. Each game picks its hard-mode rule ({@link Mode}).
 *
 * <h2>Cost and thread safety</h2>
 *
 * A solver is immutable and thread-safe: share one among all threads and games. Its table of marks
 * (every guess against every answer) is built on first use, once, in parallel (47 MB for today's
 * NYT lists; docs/performance.md gives measured times); {@link #prepare()} forces it. The ranking
 * of first guesses by the solver's scorer is computed once per mode, also on first use. Games are
 * cheap to create. A game whose marks leave the answer list ({@link Game#isWidened()}) uses a table
 * of every guess against the guesses that fit, shared by the games that reach the same words while
 * any holds it (on today's NYT lists at most 708 words after one turn: 11 MB, where every guess
 * against every guess would be 221 MB).
 *
 * <h2>Where the work runs</h2>
 *
 * Work that runs in parallel (the table of marks, large rankings, {@link SelfPlay}, multi-board
 * self-play and {@link #treeBuilder() tree builds}) runs on the solver's {@link #executor()} and on
 * the thread that asked for it. Unless {@link Builder#executor} says otherwise that is where
 * 1.0.0's parallel streams ran: the common fork-join pool, or the fork-join pool of the asking
 * thread if it is a worker of one. Results do not depend on the executor.
 */
public final class Solver {
  /** The default of {@link Builder#checkBudget}. */
  public static final long DEFAULT_CHECK_BUDGET = 20_000;

  private final WordList answers;
  private final WordList guesses;
  private final GameRules rules;
  private final Scorer scorer;
  private final @Nullable String opener;
  private final Map<Mode, TreeSlot> trees;
  private final long checkBudget;
  private final Executor executor;
  private final Engine engine;

  /** One cached opening ranking per mode, each behind its own lock. */
  private final Map<Mode, OpeningRank> openingRanks = new EnumMap<>(Mode.class);

  /** The modes in which every first guess loses some answer, as declared to the builder. */
  private final Set<Mode> lostOpenings;

  private Solver(Builder builder) {
    this.guesses = WordList.union(builder.answers, builder.guesses);
    this.answers = builder.answers.withAlphabet(guesses.alphabet());
    this.rules = GameRules.of(guesses).withMaxGuesses(builder.maxGuesses);
    this.scorer = builder.scorer;
    String first = builder.opener;
    if (first != null && guesses.indexOf(first) < 0) {
      throw new IllegalArgumentException("opener '" + first + "' is not in the guess list");
    }
    this.opener = first == null ? null : guesses.get(guesses.indexOf(first));
    for (TreeSlot slot : builder.trees.values()) {
      if (!slot.fitsIfKnown(answers, guesses)) {
        throw new IllegalArgumentException("the decision tree was built for other word lists");
      }
    }
    this.trees = new EnumMap<>(builder.trees);
    this.checkBudget = builder.checkBudget;
    this.executor = builder.executor;
    this.engine = Engine.shared(rules, answers, guesses);
    this.lostOpenings = Collections.unmodifiableSet(EnumSet.copyOf(builder.lostOpenings));
    for (Mode mode : Mode.values()) {
      OpeningRanking imported = builder.imported.get(mode);
      openingRanks.put(
          mode,
          new OpeningRank(
              imported != null ? imported.checkedFor(this) : builder.openings.get(mode)));
    }
  }

  /** A copy of {@code from} that runs its parallel work on {@code executor}. */
  private Solver(Solver from, Executor executor) {
    this.guesses = from.guesses;
    this.answers = from.answers;
    this.rules = from.rules;
    this.scorer = from.scorer;
    this.opener = from.opener;
    this.trees = from.trees;
    this.checkBudget = from.checkBudget;
    this.executor = executor;
    this.engine = from.engine;
    this.lostOpenings = from.lostOpenings;
    // The same cache objects: a ranking does not depend on the executor.
    this.openingRanks.putAll(from.openingRanks);
  }

  /**
   * Returns a builder for the given lists.
   *
   * @param answers the words that can be the secret
   * @param guesses the words that may be guessed; the answers are added if missing
   * @throws IllegalArgumentException if the word lengths differ
   */
  public static Builder builder(WordList answers, WordList guesses) {
    if (answers.wordLength() != guesses.wordLength()) {
      throw new IllegalArgumentException(
          "answers have "
              + answers.wordLength()
              + " letters but guesses have "
              + guesses.wordLength());
    }
    return new Builder(answers, guesses);
  }

  /** Returns a solver with the default scorer ({@code lookahead}) and no fixed opener. */
  public static Solver of(WordList answers, WordList guesses) {
    return builder(answers, guesses).build();
  }

  /** Returns the words that can be the answer. */
  public WordList answers() {
    return answers;
  }

  /** Returns the words that may be guessed: the answers, then the other guesses. */
  public WordList guesses() {
    return guesses;
  }

  /** Returns the rules of this solver's games, in normal mode. */
  public GameRules rules() {
    return rules;
  }

  /** Returns the scorer used when none is given. */
  public Scorer scorer() {
    return scorer;
  }

  /** Returns the fixed first guess, or null if the first guess is ranked like any other. */
  public @Nullable String opener() {
    return opener;
  }

  /**
   * Returns the decision tree games in {@code mode} play from while on it, or null. A tree given to
   * {@link Builder#tree(Mode, String, Supplier)} is loaded by this call if no game has loaded it.
   *
   * @throws IllegalStateException if that tree fails to load
   */
  public @Nullable DecisionTree tree(Mode mode) {
    TreeSlot slot = trees.get(mode);
    return slot == null ? null : slot.get(answers, guesses);
  }

  /**
   * Returns the first guess of the decision tree games in {@code mode} play from, or null if there
   * is none; never loads the tree.
   *
   * @since 1.1
   */
  public @Nullable String treeOpener(Mode mode) {
    TreeSlot slot = trees.get(mode);
    return slot == null ? null : slot.opener();
  }

  /**
   * Returns the tree a game in {@code mode} with {@code history} may be on (loading it), or null if
   * the solver has none or the history opened with another guess, which leaves the tree unloaded.
   */
  @Nullable DecisionTree treeFor(Mode mode, List<Turn> history) {
    TreeSlot slot = trees.get(mode);
    return slot == null || !slot.mayHold(history) ? null : slot.get(answers, guesses);
  }

  /**
   * Returns the executor on which this solver's parallel work runs, beside the calling thread: the
   * one given to {@link Builder#executor}, else {@link
   * java.util.concurrent.ForkJoinPool#commonPool()}.
   */
  public Executor executor() {
    return executor;
  }

  /**
   * Returns a solver equal to this one but for where its parallel work runs ({@link
   * Builder#executor}, whose contract {@code executor} must meet likewise): the same lists, rules,
   * scorer, opener, trees and check budget, sharing this solver's table of marks, endgame memo and
   * cached opening rankings, so it costs nothing to make. How a server that is handed a solver
   * keeps its work on pools of its own. Its games suggest exactly what this solver's do.
   */
  public Solver withExecutor(Executor executor) {
    java.util.Objects.requireNonNull(executor, "executor");
    return executor == this.executor ? this : new Solver(this, executor);
  }

  /** Returns the word length. */
  public int wordLength() {
    return rules.wordLength();
  }

  /**
   * Builds the table of marks now, if it is not built yet, and returns this solver: how a server or
   * bot pays the set-up cost before its first request. Thread-safe; built once.
   */
  public Solver prepare() {
    engine.table(executor);
    return this;
  }

  /**
   * Plays practice games in {@code mode} on the calling thread for about {@code time}, so that the
   * JIT has compiled the ranking and, in hard modes, the exact checks behind suggestions before a
   * user waits for them: how an interactive front end spends the seconds its user takes to type. In
   * a fresh process the first large check runs two to three times slower than it does after four
   * seconds of this (see docs/strategies.md). Game {@code k} plays answer {@code k × 7,919} (modulo
   * their number) and opens with the answer half the list away, as players open with a word of
   * their own, so the games leave the solver's opener and trees, whose positions need no work. Each
   * answer is played at most once.
   *
   * <p>Stops between guesses once {@code time} has passed (the suggestion under way finishes first:
   * its checks are bounded by their budget, see {@link Game#bestGuess()}), or at once when the
   * thread is interrupted, the suggestion under way included (its interrupt status stays set). The
   * endgames the games prove stay in the solver's shared memo. It changes no suggestion, except one
   * whose checks would run out of their budget without those endgames, as any earlier game in the
   * process can. Thread-safe.
   *
   * @return the number of guesses played
   */
  public int warmUp(Mode mode, Duration time) {
    long deadline = System.nanoTime() + time.toNanos();
    int n = answers.size();
    int played = 0;
    try {
      for (int k = 0; k < n && !stop(deadline); k++) {
        String answer = answers.get((int) (k * 7_919L % n));
        String guess = answers.get((int) ((k * 7_919L + n / 2) % n));
        Game game = newGame(mode).apply(guess, Feedback.compute(guess, answer));
        played++;
        while (!game.isSolved() && game.guessesLeft() > 0 && !stop(deadline)) {
          guess = game.bestGuess();
          game = game.apply(guess, Feedback.compute(guess, answer));
          played++;
        }
      }
    } catch (CancellationException e) {
      if (!Thread.currentThread().isInterrupted()) {
        throw e;
      }
      // interrupted mid-suggestion: the warm-up ends here
    }
    return played;
  }

  /** Whether the warm-up stops: past its deadline or interrupted. */
  private static boolean stop(long deadline) {
    return System.nanoTime() - deadline >= 0 || Thread.currentThread().isInterrupted();
  }

  /**
   * Rates a played game turn by turn ({@link TurnRating}), as the NYT's WordleBot does. For each
   * turn: the answers possible before and after; for the guess played and for the best guess at
   * that point (the one {@link Game#bestGuess()} plays), the answers each leaves on average ({@code
   * Σ size² / n}) and the guesses each takes on average to find the answer, estimated by the {@code
   * lookahead} scorer whatever this solver's scorer (its estimated total over the answers, divided
   * by their number). <b>Skill</b> is {@code 99 - 100·(E - E_best)}, clamped to 0..99, where E is
   * the expected guesses to finish: a guess a tenth of a guess worse than the best scores 89, one
   * as good or better scores 99. <b>Luck</b> is the mid-rank percentile of the bucket the marks
   * left among the buckets every possible answer would have left for that guess ({@code 99 × (share
   * of answers leaving more + half the share leaving as many)}, the answer found counting as
   * leaving none): 99 when no answer could have left fewer.
   *
   * <p>Costs one ranking per turn (milliseconds to a second each).
   *
   * @throws IllegalGuessException if a guess is not allowed
   * @throws ImpossibleMarksException if the marks fit no allowed guess (an answer outside the
   *     answer list is found among the guesses: {@link Game#isWidened()})
   * @throws IllegalArgumentException if a turn follows one that solved the game
   */
  public java.util.List<TurnRating> rate(Mode mode, java.util.List<Turn> history) {
    java.util.List<TurnRating> out = new java.util.ArrayList<>(history.size());
    Game game = newGame(mode);
    for (Turn turn : history) {
      Game next = next(game, turn);
      out.add(game.rate(turn, next));
      game = next;
    }
    return java.util.List.copyOf(out);
  }

  /**
   * Returns a builder of decision trees for this solver's lists, with its opener (if it has one),
   * its guess limit and its executor: {@code solver.treeBuilder().exact().build()}.
   */
  public TreeBuilder treeBuilder() {
    TreeBuilder builder =
        TreeBuilder.of(answers, guesses).maxGuesses(rules.maxGuesses()).executor(executor);
    String first = opener;
    return first == null ? builder : builder.opener(first);
  }

  /**
   * Returns the most nodes the checks behind one suggestion may expand ({@link
   * Builder#checkBudget}).
   */
  public long checkBudget() {
    return checkBudget;
  }

  /** Returns the engine behind this solver's games. */
  Engine engine() {
    return engine;
  }

  /** Returns a new game in normal mode. */
  public Game newGame() {
    return newGame(Mode.NORMAL);
  }

  /** Returns a new game in the given mode. */
  public Game newGame(Mode mode) {
    return Game.start(this, rules.withMode(mode));
  }

  /**
   * Returns a game that has already played {@code history}: how a user joins a game midway.
   *
   * @throws IllegalGuessException if a guess is not allowed
   * @throws ImpossibleMarksException if the marks fit no allowed guess (an answer outside the
   *     answer list is found among the guesses: {@link Game#isWidened()})
   * @throws IllegalArgumentException if a turn follows one that solved the game
   */
  public Game resume(Mode mode, List<Turn> history) {
    Game game = newGame(mode);
    for (Turn turn : history) {
      game = next(game, turn);
    }
    return game;
  }

  /** Plays a turn of a user's history, refusing one after the game was solved as bad input. */
  private static Game next(Game game, Turn turn) {
    if (game.isSolved()) {
      throw new IllegalArgumentException(
          "'"
              + game.history().get(game.history().size() - 1)
              + "' solved the game: no turn may follow it, got '"
              + turn
              + "'");
    }
    return game.apply(turn);
  }

  /**
   * Returns the cached ranking of first guesses in {@code mode}, computing it with {@code compute}
   * once (see {@link OpeningRank#get}). Only callers in the same mode wait for one another.
   */
  List<Suggestion> openingRank(Mode mode, Supplier<OpeningRank.Ranked> compute) {
    return java.util.Objects.requireNonNull(openingRanks.get(mode)).get(compute);
  }

  /**
   * Returns the ranking of first guesses in {@code mode} by this solver's scorer, with the
   * fingerprints of its lists, its scorer and guess limit, for another process to import ({@link
   * Builder#openingRanking(OpeningRanking)}): the ranking the first suggestion of a game in {@code
   * mode} uses, computed now if no game has needed it yet (seconds on large lists; once per mode),
   * else the one cached, imported or bundled. It holds at least the best 24 guesses (all guesses if
   * fewer are allowed), more if a game asked for more before. Thread-safe.
   *
   * @since 1.2
   */
  public OpeningRanking openingRanking(Mode mode) {
    return OpeningRanking.of(this, mode, new GuessChoice(newGame(mode)).opening());
  }

  /**
   * Returns whether every first guess in {@code mode} was declared to lose some answer ({@link
   * Builder#everyOpenerLoses}).
   */
  boolean everyOpenerLoses(Mode mode) {
    return lostOpenings.contains(mode);
  }

  /** Configures a {@link Solver}. Not thread-safe; the solver it builds is. */
  public static final class Builder {
    private final WordList answers;
    private final WordList guesses;
    private Scorer scorer = Scorers.lookahead();
    private @Nullable String opener;
    private int maxGuesses = GameRules.DEFAULT_MAX_GUESSES;
    private long checkBudget = DEFAULT_CHECK_BUDGET;
    private Executor executor = Parallel.defaultExecutor();
    private final Map<Mode, TreeSlot> trees = new EnumMap<>(Mode.class);
    private final Map<Mode, List<Suggestion>> openings = new EnumMap<>(Mode.class);
    private final Map<Mode, OpeningRanking> imported = new EnumMap<>(Mode.class);
    private final Set<Mode> lostOpenings = EnumSet.noneOf(Mode.class);

    private Builder(WordList answers, WordList guesses) {
      this.answers = answers;
      this.guesses = guesses;
    }

    /**
     * Sets the default scorer; {@code lookahead} if not set. Another scorer than before drops the
     * bundled opening rankings installed so far: they are the old scorer's.
     */
    public Builder scorer(Scorer scorer) {
      if (!scorer.equals(this.scorer)) {
        openings.clear();
      }
      this.scorer = scorer;
      return this;
    }

    /**
     * Fixes the first guess ({@link Game#bestGuess()} returns it on an empty history); null ranks
     * the first guess like any other.
     *
     * @throws IllegalArgumentException if it is not a word of the lists' length
     */
    public Builder opener(@Nullable String opener) {
      if (opener != null) {
        GameRules.of(answers).checkWord(opener, "opener");
      }
      this.opener = opener;
      return this;
    }

    /**
     * Sets how many guesses a game allows (6 if not set): a game not won within them is lost, and
     * strategies plan to win within them. Another limit than before drops the bundled opening
     * rankings and declarations installed so far: they hold for the old limit.
     *
     * @throws IllegalArgumentException if outside 1..20
     */
    public Builder maxGuesses(int guesses) {
      GameRules.of(answers).withMaxGuesses(guesses); // checks the range
      if (guesses != maxGuesses) {
        openings.clear();
        lostOpenings.clear();
      }
      this.maxGuesses = guesses;
      return this;
    }

    /**
     * Sets the most nodes the exact checks behind one hard-mode suggestion may expand between them
     * ({@link Game#bestGuess()}); past it the ranking decides, unless a guess was already found to
     * win every answer. {@value Solver#DEFAULT_CHECK_BUDGET} if not set: at most about a second
     * warm on the largest positions measured, two to three seconds as a process's first search (see
     * docs/strategies.md). Raise it where a promise matters more than time: after some openers of
     * the Spanish list a guess that wins every answer takes more to find, and a check that finds
     * none runs until the budget is spent (tens of microseconds a node).
     *
     * @throws IllegalArgumentException if negative
     */
    public Builder checkBudget(long nodes) {
      if (nodes < 0) {
        throw new IllegalArgumentException("the check budget cannot be negative: " + nodes);
      }
      this.checkBudget = nodes;
      return this;
    }

    /**
     * Sets the executor on which the solver's parallel work runs: building the table of marks,
     * large rankings behind {@link Game#suggest} and {@link Game#bestGuess()}, the games of {@link
     * SelfPlay} and of {@link io.github.wordlesolver.multi.MultiSelfPlay} and the trees of {@link
     * Solver#treeBuilder()}. If not set, where 1.0.0's parallel streams ran: {@link
     * java.util.concurrent.ForkJoinPool#commonPool()}, or the fork-join pool of the thread that
     * asks for the work if it is a worker of one.
     *
     * <p>The thread that asks for the work always works on it too, and waits only for pieces that
     * the executor's threads have already started; the executor just adds threads. So any executor
     * works, even a small fixed pool whose threads are all busy, a one-thread pool shared by
     * several solvers, or {@code Runnable::run} (everything on the calling thread); tasks it
     * rejects are done by the calling thread. It is given short tasks that each take pieces of one
     * computation until none is left; it is never shut down by the solver. Results (suggestions,
     * games, trees) are the same whatever the executor.
     *
     * <p>A solver shares its table of marks with other solvers over the same lists; the table is
     * built on the executor of whichever of them needs it first.
     */
    public Builder executor(Executor executor) {
      this.executor = java.util.Objects.requireNonNull(executor, "executor");
      return this;
    }

    /**
     * Makes games in the tree's mode play from {@code tree} while their history is on it: {@link
     * Game#bestGuess()} is then a look-up, and the tree's guess comes first in {@link
     * Game#suggest}. Off the tree the scorer decides again. One tree per mode; a later call for the
     * same mode replaces the earlier tree. The tree must be for the same lists: the answers, and
     * the answers followed by the other guesses.
     */
    public Builder tree(DecisionTree tree) {
      trees.put(tree.mode(), TreeSlot.of(tree));
      return this;
    }

    /**
     * As {@link #tree(DecisionTree)}, with a tree loaded the first time a game in {@code mode}
     * reaches it (or {@link Solver#tree} asks for it): a game whose first guess is not {@code
     * opener} never does, so a solver that plays such games never pays for reading the tree. {@code
     * tree} is called at most once; it must return a tree for {@code mode} that opens with {@code
     * opener}, built for the solver's lists, or that first use throws {@link
     * IllegalStateException}. How {@code io.github.wordlesolver.wordlists.OptimalTrees} gives its
     * bundled trees.
     *
     * @since 1.1
     */
    public Builder tree(Mode mode, String opener, Supplier<DecisionTree> tree) {
      trees.put(
          java.util.Objects.requireNonNull(mode, "mode"),
          TreeSlot.lazy(mode, opener, java.util.Objects.requireNonNull(tree, "tree")));
      return this;
    }

    /**
     * Gives the ranking of first guesses in {@code mode} by the solver's scorer, computed before
     * (the bundled lists ship theirs), so that no game pays for ranking its first guess: {@link
     * Game#suggest} on an empty history returns its first {@code n} suggestions for any {@code n}
     * up to its size, and ranks only for more. Trusted as given: it must be what the scorer ranks
     * on these lists and guess limit, best first, as {@code suggest} would return it without a tree
     * or an opener. A later call for the same mode replaces it. Not public: only the bundled data
     * of solver-wordlists installs rankings, for its own lists, through {@code
     * io.github.wordlesolver.solver.bundled.BundledHints}.
     *
     * @throws IllegalArgumentException if it is empty, repeats a word or names one that is in
     *     neither list
     */
    Builder openingRanking(Mode mode, List<Suggestion> ranking) {
      if (ranking.isEmpty()) {
        throw new IllegalArgumentException("the opening ranking in " + mode + " is empty");
      }
      Set<String> seen = new HashSet<>();
      for (Suggestion s : ranking) {
        String word = Alphabet.normalize(s.word());
        if (!seen.add(word)) {
          throw new IllegalArgumentException("the opening ranking repeats '" + word + "'");
        }
        if (answers.indexOf(word) < 0 && guesses.indexOf(word) < 0) {
          throw new IllegalArgumentException(
              "the opening ranking names '" + Texts.shorten(word) + "', which is in neither list");
        }
      }
      openings.put(mode, List.copyOf(ranking));
      return this;
    }

    /**
     * Gives the solver a ranking of first guesses that another solver exported ({@link
     * Solver#openingRanking(Mode)}), so that no game in its mode ranks its first guess: {@link
     * Game#suggest} on an empty history returns its first {@code n} suggestions for any {@code n}
     * up to its size (and ranks only for more), as the exporting solver's games did. It must be for
     * the same answers and guesses (by fingerprint), scorer and guess limit: {@link #build()}
     * checks that and the ranking itself, and refuses one that does not fit (see {@link
     * OpeningRanking}, "What is checked"), whatever order the setters are called in. It replaces a
     * bundled ranking of its mode; a later call for the same mode replaces it.
     *
     * @since 1.2
     */
    public Builder openingRanking(OpeningRanking ranking) {
      imported.put(ranking.mode(), ranking);
      return this;
    }

    /**
     * Declares that in {@code mode} every first guess loses some answer: after any opener, some
     * answer cannot be found within the solver's guesses however the game goes on, as proved
     * offline (for the bundled Spanish lists in hard mode, by the benchmarks' {@code
     * HardOpenerLosses}). {@link Game#bestGuess()} then plays the best-ranked first guess without
     * searching for one that wins every answer, a search that cannot succeed and would spend its
     * whole budget (seconds on large lists). Trusted as given: declared where a winning opener
     * exists, it only makes the first guess the ranked best instead of that opener. Not public, for
     * the same reason as {@link #openingRanking}.
     */
    Builder everyOpenerLoses(Mode mode) {
      lostOpenings.add(mode);
      return this;
    }

    /**
     * Returns the solver.
     *
     * @throws IllegalArgumentException if the opener is not in the guess list, the tree is for
     *     other lists, the lists together use more than 32 letters, or an imported opening ranking
     *     does not fit (the message names what differs)
     */
    public Solver build() {
      return new Solver(this);
    }
  }
}
