package io.github.wordlesolver.wordlists;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.TreeVerifier;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;

/**
 * The proven-optimal decision trees for the original lists, bundled as resources: opener
 * {@code salet}, 7,920 guesses in all in normal mode (never more than 5), 8,122 in hard mode
 * (NYT rule; 16 answers need 6 in this tree; optimal trees are not unique, and the published one
 * has 14) and 8,125 in strict hard mode (every guess fits all marks so far), never more than 6.
 * They were built by {@code wordle tree --exact} and are verified again when loaded (a few
 * milliseconds).
 *
 * <p>Give them to {@link Solver.Builder#tree} ({@link #forLists}) and games on the original lists
 * play optimally by look-up. Loaded once, on first use; thread-safe.
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
   * Returns the proven-optimal trees bundled for {@code lists}, by mode: the three {@code salet}
   * trees for the original lists; for the NYT lists the trees of the best openers, {@code tarse}
   * in normal mode (7,883 guesses in all) and {@code salet} in hard mode (8,097); none for other
   * lists (lists are compared word by word). An unmodifiable map; the trees load on first use.
   */
  public static Map<Mode, DecisionTree> forLists(ListPair lists) {
    Map<Mode, DecisionTree> trees = new EnumMap<>(Mode.class);
    if (lists.equals(WordLists.original())) {
      for (Mode mode : Mode.values()) {
        trees.put(mode, salet(mode));
      }
    } else if (lists.equals(WordLists.nyt())) {
      trees.put(Mode.NORMAL, NytNormal.TREE);
      trees.put(Mode.HARD, NytHard.TREE);
    }
    return java.util.Collections.unmodifiableMap(trees);
  }

  /**
   * Returns a solver on the original lists that plays the optimal {@code salet} trees: games in
   * every mode find every answer with the fewest guesses possible, by look-up. It starts with the
   * bundled {@link OpeningRankings}, so even a first {@code suggest(n)} ranks nothing.
   */
  public static Solver optimalSolver() {
    ListPair lists = WordLists.original();
    Solver.Builder builder = Solver.builder(lists.answers(), lists.guesses()).opener("salet");
    forLists(lists).values().forEach(builder::tree);
    OpeningRankings.forLists(lists).forEach(builder::openingRanking);
    return builder.build();
  }

  private static DecisionTree load(String resource, Mode mode) {
    return load(resource, mode, WordLists.original());
  }

  private static DecisionTree load(String resource, Mode mode, ListPair lists) {
    try (InputStream in = OptimalTrees.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      return TreeVerifier.read(new InputStreamReader(in, StandardCharsets.UTF_8), resource,
          lists.answers(), lists.guesses(), mode, GameRules.DEFAULT_MAX_GUESSES);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static final class Normal {
    static final DecisionTree TREE = load("trees/salet-normal.txt", Mode.NORMAL);
  }

  private static final class Hard {
    static final DecisionTree TREE = load("trees/salet-hard.txt", Mode.HARD);
  }

  private static final class Strict {
    static final DecisionTree TREE = load("trees/salet-strict.txt", Mode.STRICT);
  }

  private static final class NytNormal {
    static final DecisionTree TREE = load("trees/nyt-tarse-normal.txt", Mode.NORMAL,
        WordLists.nyt());
  }

  private static final class NytHard {
    static final DecisionTree TREE = load("trees/nyt-salet-hard.txt", Mode.HARD,
        WordLists.nyt());
  }
}
