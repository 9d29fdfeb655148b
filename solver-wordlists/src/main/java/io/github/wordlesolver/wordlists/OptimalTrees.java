package io.github.wordlesolver.wordlists;

import io.github.wordlesolver.solver.Mode;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.TreeVerifier;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The proven-optimal decision trees for the original lists, bundled as resources: opener
 * {@code salet}, 7,920 guesses in all in normal mode (never more than 5) and 8,122 in hard mode
 * (NYT rule; 16 answers need 6 in this tree; optimal trees are not unique, and the published one
 * has 14). They were built by {@code wordle tree --exact} and are verified
 * again when loaded (a few milliseconds).
 *
 * <p>Give one to {@link Solver.Builder#tree} and games on the original lists play optimally by
 * look-up. Loaded once, on first use; thread-safe.
 */
public final class OptimalTrees {
  private OptimalTrees() {}

  /**
   * Returns the optimal {@code salet} tree for the original lists in {@code mode}.
   *
   * @throws IllegalArgumentException for {@link Mode#STRICT}, which has no bundled tree
   */
  public static DecisionTree salet(Mode mode) {
    switch (mode) {
      case NORMAL:
        return Normal.TREE;
      case HARD:
        return Hard.TREE;
      default:
        throw new IllegalArgumentException("no bundled tree for " + mode + " mode");
    }
  }

  /** Returns a solver on the original lists that plays the optimal {@code salet} tree. */
  public static Solver optimalSolver(Mode mode) {
    ListPair lists = WordLists.original();
    return Solver.builder(lists.answers(), lists.guesses()).opener("salet").tree(salet(mode))
        .build();
  }

  private static DecisionTree load(String resource, Mode mode) {
    ListPair lists = WordLists.original();
    try (InputStream in = OptimalTrees.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      return TreeVerifier.read(new InputStreamReader(in, StandardCharsets.UTF_8), resource,
          lists.answers(), lists.guesses(), mode, 6);
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
}
