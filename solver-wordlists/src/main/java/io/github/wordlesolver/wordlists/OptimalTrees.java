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
 * {@code salet}, 7,920 guesses in all in normal mode (never more than 5), 8,122 in hard mode
 * (NYT rule; 16 answers need 6 in this tree; optimal trees are not unique, and the published one
 * has 14) and 8,125 in strict hard mode (every guess fits all marks so far), never more than 6. They were built by {@code wordle tree --exact} and are verified
 * again when loaded (a few milliseconds).
 *
 * <p>Give one to {@link Solver.Builder#tree} and games on the original lists play optimally by
 * look-up. Loaded once, on first use; thread-safe.
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
   * Returns a solver on the original lists that plays the optimal {@code salet} trees: games in
   * every mode find every answer with the fewest guesses possible, by look-up.
   */
  public static Solver optimalSolver() {
    return withTrees(Solver.builder(WordLists.original().answers(), WordLists.original().guesses()))
        .build();
  }

  /** Adds the opener {@code salet} and the three optimal trees to a builder for the original lists. */
  public static Solver.Builder withTrees(Solver.Builder builder) {
    return builder.opener("salet").tree(salet(Mode.NORMAL)).tree(salet(Mode.HARD))
        .tree(salet(Mode.STRICT));
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

  private static final class Strict {
    static final DecisionTree TREE = load("trees/salet-strict.txt", Mode.STRICT);
  }
}
