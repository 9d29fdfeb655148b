package io.github.wordlesolver.engine;

import it.unimi.dsi.fastutil.ints.IntArrays;

/**
 * The guesses that may split the sets below a node into singletons: those giving the most distinct
 * marks over the node's set first (ties by index), with that number. A guess gives no more marks
 * over a subset, so a set of {@code n} below the node can be split only by a guess with at least
 * {@code n} here. The cut of {@link AbsurdleSearch}'s splitting test.
 *
 * <p>Immutable once made (callers must not change the arrays) and thread-safe.
 */
final class Splitters {
  final int[] guesses;
  final int[] parts;

  /** The marks of each guess, by guess index. */
  final int[] partsOf;

  Splitters(int[] guesses, int[] parts, int[] partsOf) {
    this.guesses = guesses;
    this.parts = parts;
    this.partsOf = partsOf;
  }

  /** Returns the guesses with at least two marks, most first, from the marks of each. */
  static Splitters of(int[] partsOf) {
    int m = 0;
    for (int p : partsOf) {
      m += p >= 2 ? 1 : 0;
    }
    int[] order = new int[m];
    for (int g = 0, k = 0; g < partsOf.length; g++) {
      if (partsOf[g] >= 2) {
        order[k++] = g;
      }
    }
    IntArrays.mergeSort(
        order,
        (a, b) ->
            partsOf[a] != partsOf[b]
                ? Integer.compare(partsOf[b], partsOf[a])
                : Integer.compare(a, b));
    int[] parts = new int[m];
    for (int k = 0; k < m; k++) {
      parts[k] = partsOf[order[k]];
    }
    return new Splitters(order, parts, partsOf);
  }

  /** Returns the most marks any guess gives (at least 1). */
  int most() {
    return parts.length == 0 ? 1 : parts[0];
  }
}
