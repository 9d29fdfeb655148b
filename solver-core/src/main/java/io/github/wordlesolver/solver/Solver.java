package io.github.wordlesolver.solver;

import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Marking;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.tree.DecisionTree;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
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
 * The guess list is always the answers followed by the other guesses ({@link WordList#union}), so
 * every answer can be guessed and guess index {@code i < answers().size()} is answer {@code i}.
 *
 * <h2>Cost and thread safety</h2>
 * A solver is immutable and thread-safe: share one among all threads and games. Its
 * {@link MarkTable} is built on first use, once, in parallel (30 MB for the original lists;
 * see the README for measured times); {@link #table()} forces it. Games are cheap to create.
 */
public final class Solver {
  private final WordList answers;
  private final WordList guesses;
  private final Scorer scorer;
  private final @Nullable String opener;
  private final Map<Mode, DecisionTree> trees;
  private final Object lock = new Object();
  private volatile @Nullable MarkTable table;
  private final Map<Mode, List<Suggestion>> openingRanks = new EnumMap<>(Mode.class);

  private Solver(Builder builder) {
    this.answers = builder.answers;
    this.guesses = WordList.union(builder.answers, builder.guesses);
    this.scorer = builder.scorer;
    String first = builder.opener;
    if (first != null && guesses.indexOf(first) < 0) {
      throw new IllegalArgumentException("opener '" + first + "' is not in the guess list");
    }
    this.opener = first == null ? null : first.toLowerCase(java.util.Locale.ROOT);
    for (DecisionTree t : builder.trees.values()) {
      if (!t.answers().equals(answers) || !t.guesses().equals(guesses)) {
        throw new IllegalArgumentException("the decision tree was built for other word lists");
      }
    }
    this.trees = new EnumMap<>(builder.trees);
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
      throw new IllegalArgumentException("answers have " + answers.wordLength()
          + " letters but guesses have " + guesses.wordLength());
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

  /** Returns the scorer used when none is given. */
  public Scorer scorer() {
    return scorer;
  }

  /** Returns the fixed first guess, or null if the first guess is ranked like any other. */
  public @Nullable String opener() {
    return opener;
  }

  /** Returns the decision tree games in {@code mode} play from while on it, or null. */
  public @Nullable DecisionTree tree(Mode mode) {
    return trees.get(mode);
  }

  /** Returns the word length. */
  public int wordLength() {
    return answers.wordLength();
  }

  /** Returns the mark table, building it on the first call (thread-safe, built once). */
  public MarkTable table() {
    MarkTable t = table;
    if (t == null) {
      synchronized (lock) {
        t = table;
        if (t == null) {
          t = MarkTable.build(guesses, answers);
          table = t;
        }
      }
    }
    return t;
  }

  /** Returns a new game in normal mode. */
  public Game newGame() {
    return newGame(Mode.NORMAL);
  }

  /** Returns a new game in the given mode. */
  public Game newGame(Mode mode) {
    return Game.start(this, mode);
  }

  /**
   * Returns a game that has already played {@code history}: how a user joins a game midway.
   *
   * @throws IllegalGuessException if a guess is not allowed
   * @throws ImpossibleMarksException if the marks fit no answer
   */
  public Game resume(Mode mode, List<Turn> history) {
    Game game = newGame(mode);
    for (Turn turn : history) {
      game = game.apply(turn);
    }
    return game;
  }

  /** Returns the cached ranking of first guesses, computing it with {@code compute} once. */
  List<Suggestion> openingRank(Mode mode, java.util.function.Supplier<List<Suggestion>> compute) {
    synchronized (openingRanks) {
      List<Suggestion> cached = openingRanks.get(mode);
      if (cached == null) {
        cached = List.copyOf(compute.get());
        openingRanks.put(mode, cached);
      }
      return cached;
    }
  }

  /** Configures a {@link Solver}. Not thread-safe; the solver it builds is. */
  public static final class Builder {
    private final WordList answers;
    private final WordList guesses;
    private Scorer scorer = Scorers.lookahead();
    private @Nullable String opener;
    private final Map<Mode, DecisionTree> trees = new EnumMap<>(Mode.class);

    private Builder(WordList answers, WordList guesses) {
      this.answers = answers;
      this.guesses = guesses;
    }

    /** Sets the default scorer; {@code lookahead} if not set. */
    public Builder scorer(Scorer scorer) {
      this.scorer = scorer;
      return this;
    }

    /**
     * Fixes the first guess ({@link Game#bestGuess()} returns it on an empty history); null ranks
     * the first guess like any other.
     */
    public Builder opener(@Nullable String opener) {
      if (opener != null && Marking.pack(opener, answers.wordLength()) < 0) {
        throw new IllegalArgumentException("opener '" + opener + "' is not "
            + answers.wordLength() + " letters a-z");
      }
      this.opener = opener;
      return this;
    }

    /**
     * Makes games in the tree's mode play from {@code tree} while their history is on it: {@link
     * Game#bestGuess()} is then a look-up, and the tree's guess comes first in {@link
     * Game#suggest}. Off the tree the scorer decides again. One tree per mode; a later call for
     * the same mode replaces the earlier tree. The tree must be for the same lists: the answers,
     * and the answers followed by the other guesses.
     */
    public Builder tree(DecisionTree tree) {
      trees.put(tree.mode(), tree);
      return this;
    }

    /**
     * Returns the solver.
     *
     * @throws IllegalArgumentException if the opener is not in the guess list, or the tree is for
     *     other lists
     */
    public Solver build() {
      return new Solver(this);
    }
  }
}
