package io.github.wordlesolver.wordlists;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.TreeFormat;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The proven-optimal decision trees bundled as resources, each the best of every opener (proved by
 * {@code wordle rank --exact --proven}, see docs/proofs.md and docs/todays-game.md):
 *
 * <table>
 *   <caption>The trees</caption>
 *   <tr><th>lists</th><th>mode</th><th>opener</th><th>guesses in all</th><th>most</th></tr>
 *   <tr><td>{@link WordLists#nyt()} (3,158 answers)</td><td>normal</td><td>tarse</td>
 *       <td>11,219</td><td>6</td></tr>
 *   <tr><td>{@link WordLists#nyt()}</td><td>hard</td><td>tarse</td><td>11,627</td><td>6</td></tr>
 *   <tr><td>{@link WordLists#nyt2022()} (2,309 answers)</td><td>normal</td><td>tarse</td>
 *       <td>7,883</td><td>6</td></tr>
 *   <tr><td>{@link WordLists#nyt2022()}</td><td>hard</td><td>salet</td><td>8,097</td>
 *       <td>6</td></tr>
 *   <tr><td>{@link WordLists#original()} (2,315 answers)</td><td>normal</td><td>salet</td>
 *       <td>7,920</td><td>5</td></tr>
 *   <tr><td>{@link WordLists#original()}</td><td>hard</td><td>salet</td><td>8,122</td>
 *       <td>6</td></tr>
 *   <tr><td>{@link WordLists#original()}</td><td>strict</td><td>salet</td><td>8,125</td>
 *       <td>6</td></tr>
 * </table>
 *
 * <p>Optimal trees are not unique: the original hard-mode tree has 16 answers that need six guesses
 * where the published one has 14. The trees were built by {@code wordle tree --exact} and are
 * verified again when loaded (milliseconds).
 *
 * <p>Give them to {@link Solver.Builder#tree} ({@link #forLists}), or start from {@link
 * #optimalSolver()}, and games play optimally by look-up while they are on a tree. Each tree is
 * loaded once per process, on first use; thread-safe.
 */
public final class OptimalTrees {
  private OptimalTrees() {}

  /** Returns the optimal {@code salet} tree for the original lists in {@code mode}. */
  public static DecisionTree salet(Mode mode) {
    return switch (mode) {
      case NORMAL -> Normal.TREE;
      case HARD -> Hard.TREE;
      case STRICT -> Strict.TREE;
    };
  }

  /**
   * Returns the proven-optimal trees bundled for {@code lists}, by mode (see the table above):
   * normal and hard mode for the NYT lists of today and of 2022, every mode for the original lists,
   * none for other lists (lists are compared word by word). An unmodifiable map; loads the trees
   * this process has not loaded yet. {@link #openers} tells what is there without loading it.
   */
  public static Map<Mode, DecisionTree> forLists(ListPair lists) {
    Map<Mode, DecisionTree> trees = new EnumMap<>(Mode.class);
    for (Mode mode : openers(lists).keySet()) {
      trees.put(mode, tree(lists, mode));
    }
    return Collections.unmodifiableMap(trees);
  }

  /**
   * Returns the openers of the trees {@link #forLists} gives for {@code lists}, by mode, without
   * loading any tree: what {@link Solver.Builder#tree(Mode, String, java.util.function.Supplier)}
   * needs to load a tree only when a game reaches it. An unmodifiable map, empty for lists without
   * trees.
   *
   * @since 1.1
   */
  public static Map<Mode, String> openers(ListPair lists) {
    Map<Mode, String> openers = new EnumMap<>(Mode.class);
    if (lists.equals(WordLists.nyt())) {
      openers.put(Mode.NORMAL, "tarse");
      openers.put(Mode.HARD, "tarse");
    } else if (lists.equals(WordLists.nyt2022())) {
      openers.put(Mode.NORMAL, "tarse");
      openers.put(Mode.HARD, "salet");
    } else if (lists.equals(WordLists.original())) {
      for (Mode mode : Mode.values()) {
        openers.put(mode, "salet");
      }
    }
    return Collections.unmodifiableMap(openers);
  }

  /**
   * Returns the proven-optimal tree bundled for {@code lists} in {@code mode}, loading it if this
   * process has not yet, or null if there is none (see {@link #openers}).
   *
   * @since 1.1
   */
  public static @Nullable DecisionTree tree(ListPair lists, Mode mode) {
    if (!openers(lists).containsKey(mode)) {
      return null;
    }
    if (lists.equals(WordLists.nyt())) {
      return mode == Mode.NORMAL ? NytNormal.TREE : NytHard.TREE;
    }
    if (lists.equals(WordLists.nyt2022())) {
      return mode == Mode.NORMAL ? Nyt2022Normal.TREE : Nyt2022Hard.TREE;
    }
    return salet(mode);
  }

  /**
   * Returns a solver for today's NYT game ({@link WordLists#nyt()}) that plays the optimal {@code
   * tarse} trees: games in normal and hard mode find every answer of the list with the fewest
   * guesses possible, by look-up, and an answer outside the list among the other guesses (see
   * {@link io.github.wordlesolver.solver.Game#isWidened()}). The same as {@code
   * optimalSolver(WordLists.nyt())}.
   */
  public static Solver optimalSolver() {
    return optimalSolver(WordLists.nyt());
  }

  /**
   * Returns a solver for {@code lists} that plays their bundled optimal trees ({@link #forLists})
   * while a game is on them, opens every mode with the normal-mode tree's opener, and starts with
   * the bundled {@link OpeningRankings} and what is known of the openers, so that even a first
   * {@code suggest(n)} ranks nothing. For lists without trees, a solver that ranks with the default
   * scorer. Each tree is loaded the first time a game reaches it: a game that opens with another
   * guess never loads one.
   */
  public static Solver optimalSolver(ListPair lists) {
    Map<Mode, String> openers = openers(lists);
    Solver.Builder builder =
        Solver.builder(lists.answers(), lists.guesses()).opener(openers.get(Mode.NORMAL));
    openers.forEach((mode, opener) -> builder.tree(mode, opener, () -> tree(lists, mode)));
    OpeningRankings.install(builder);
    return builder.build();
  }

  private static DecisionTree load(String resource, Mode mode, ListPair lists) {
    try (InputStream in = OptimalTrees.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      return TreeFormat.read(
          new InputStreamReader(in, StandardCharsets.UTF_8),
          resource,
          TreeFormat.ReadOptions.of(lists.answers(), lists.guesses())
              .withMode(mode)
              .withMaxGuesses(GameRules.DEFAULT_MAX_GUESSES));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static final class Normal {
    static final DecisionTree TREE =
        load("trees/salet-normal.txt", Mode.NORMAL, WordLists.original());
  }

  private static final class Hard {
    static final DecisionTree TREE = load("trees/salet-hard.txt", Mode.HARD, WordLists.original());
  }

  private static final class Strict {
    static final DecisionTree TREE =
        load("trees/salet-strict.txt", Mode.STRICT, WordLists.original());
  }

  private static final class NytNormal {
    static final DecisionTree TREE =
        load("trees/nyt-tarse-normal.txt", Mode.NORMAL, WordLists.nyt());
  }

  private static final class NytHard {
    static final DecisionTree TREE = load("trees/nyt-tarse-hard.txt", Mode.HARD, WordLists.nyt());
  }

  private static final class Nyt2022Normal {
    static final DecisionTree TREE =
        load("trees/nyt-2022-tarse-normal.txt", Mode.NORMAL, WordLists.nyt2022());
  }

  private static final class Nyt2022Hard {
    static final DecisionTree TREE =
        load("trees/nyt-2022-salet-hard.txt", Mode.HARD, WordLists.nyt2022());
  }
}
