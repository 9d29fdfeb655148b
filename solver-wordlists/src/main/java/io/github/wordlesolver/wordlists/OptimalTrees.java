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
import java.util.List;
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
    return Bundled.of(WordLists.original(), mode).tree();
  }

  /**
   * Returns the proven-optimal trees bundled for {@code lists}, by mode (see the table above):
   * normal and hard mode for the NYT lists of today and of 2022, every mode for the original lists,
   * none for other lists (lists are compared word by word). An unmodifiable map; loads the trees
   * this process has not loaded yet. {@link #openers} tells what is there without loading it.
   */
  public static Map<Mode, DecisionTree> forLists(ListPair lists) {
    Map<Mode, DecisionTree> trees = new EnumMap<>(Mode.class);
    Bundled.forLists(lists).forEach((mode, bundled) -> trees.put(mode, bundled.tree()));
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
    Bundled.forLists(lists).forEach((mode, bundled) -> openers.put(mode, bundled.opener));
    return Collections.unmodifiableMap(openers);
  }

  /**
   * Returns the proven-optimal tree bundled for {@code lists} in {@code mode}, loading it if this
   * process has not yet, or null if there is none (see {@link #openers}).
   *
   * @since 1.1
   */
  public static @Nullable DecisionTree tree(ListPair lists, Mode mode) {
    Bundled bundled = Bundled.forLists(lists).get(mode);
    return bundled == null ? null : bundled.tree();
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
    Map<Mode, Bundled> bundled = Bundled.forLists(lists);
    Bundled normal = bundled.get(Mode.NORMAL);
    Solver.Builder builder =
        Solver.builder(lists.answers(), lists.guesses())
            .opener(normal == null ? null : normal.opener);
    bundled.forEach((mode, tree) -> builder.tree(mode, tree.opener, tree::tree));
    OpeningRankings.install(builder);
    return builder.build();
  }

  /**
   * The bundled trees, one a constant: the lists (by {@link WordLists#named} name), the mode, the
   * opener and the resource. Each tree is read and verified the first time it is asked for, then
   * kept; thread-safe.
   */
  private enum Bundled {
    ORIGINAL_NORMAL(WordLists.ORIGINAL, Mode.NORMAL, "salet", "trees/salet-normal.txt"),
    ORIGINAL_HARD(WordLists.ORIGINAL, Mode.HARD, "salet", "trees/salet-hard.txt"),
    ORIGINAL_STRICT(WordLists.ORIGINAL, Mode.STRICT, "salet", "trees/salet-strict.txt"),
    NYT_NORMAL(WordLists.NYT, Mode.NORMAL, "tarse", "trees/nyt-tarse-normal.txt"),
    NYT_HARD(WordLists.NYT, Mode.HARD, "tarse", "trees/nyt-tarse-hard.txt"),
    NYT_2022_NORMAL(WordLists.NYT_2022, Mode.NORMAL, "tarse", "trees/nyt-2022-tarse-normal.txt"),
    NYT_2022_HARD(WordLists.NYT_2022, Mode.HARD, "salet", "trees/nyt-2022-salet-hard.txt");

    final String list;
    final Mode mode;
    final String opener;
    final String resource;
    private @Nullable DecisionTree tree;

    Bundled(String list, Mode mode, String opener, String resource) {
      this.list = list;
      this.mode = mode;
      this.opener = opener;
      this.resource = resource;
    }

    /** The trees bundled for {@code lists}, by mode; lists are compared word by word, once. */
    static Map<Mode, Bundled> forLists(ListPair lists) {
      Map<Mode, Bundled> trees = new EnumMap<>(Mode.class);
      for (String name : List.of(WordLists.NYT, WordLists.NYT_2022, WordLists.ORIGINAL)) {
        if (lists.equals(WordLists.named(name))) {
          for (Bundled bundled : values()) {
            if (bundled.list.equals(name)) {
              trees.put(bundled.mode, bundled);
            }
          }
          break;
        }
      }
      return trees;
    }

    /** The tree bundled for {@code lists} in {@code mode}, which must exist. */
    static Bundled of(ListPair lists, Mode mode) {
      return java.util.Objects.requireNonNull(forLists(lists).get(mode));
    }

    /** Returns the tree, read and verified on the first call. */
    synchronized DecisionTree tree() {
      DecisionTree known = tree;
      if (known == null) {
        known = load(WordLists.named(list));
        tree = known;
      }
      return known;
    }

    private DecisionTree load(ListPair lists) {
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
  }
}
