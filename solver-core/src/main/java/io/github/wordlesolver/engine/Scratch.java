package io.github.wordlesolver.engine;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/** The arrays a scan counts and sorts in, reused from node to node (all zero between uses). */
final class Scratch {
  /**
   * A guess's buckets in one array ({@link Buckets#group}), with where each starts and its bound.
   */
  static final class Split {
    final int[] members;
    final int[] starts;
    final int[] bounds;

    Split(int answers, int codes) {
      members = new int[answers];
      starts = new int[codes + 1];
      bounds = new int[codes];
    }
  }

  final int[] counts;
  final int[] touched;
  final int[] labelOf;
  final boolean[] seenCode;

  /** Letter sets a perfect splitter must meet ({@link SingletonSplits#neededLetters}). */
  final int[] needLetters = new int[8];

  final int[] survivors;
  final int[] bounds;

  /** 0, 1, 2, ...: the columns of a slice's row, read in order. */
  final int[] identity;

  /**
   * Answers grouped by part and each part's next free slot, for {@link
   * LowerBounds#unsplittableParts}.
   */
  final int[] grouped;

  final int[] partNext;

  /** The buckets {@link OptimalSearch#evaluate} keeps while it searches them, one per depth. */
  private Split[] splits = new Split[0];

  Split split(int depth, MarkTable table) {
    if (splits.length <= depth) {
      int had = splits.length;
      splits = Arrays.copyOf(splits, depth + 1);
      for (int d = had; d <= depth; d++) {
        splits[d] = new Split(table.answers().size(), table.codeCount());
      }
    }
    return splits[depth];
  }

  /** By depth: the set whose children's pool {@link #poolBelow} holds, and that pool. */
  private int[][] poolSets = new int[0][];

  private Pool[] pools = new Pool[0];

  /** By depth: the set whose searched children {@link #childSearched} counts, and the count. */
  private int[][] countedSets = new int[0][];

  private int[] searchedChildren = new int[0];

  /**
   * Returns the pool kept for the children of {@code node} ({@link #keepPoolBelow}), or null if the
   * pool kept at the node's depth is for another set (compared as the same array: a node's set is
   * never copied while it is searched).
   */
  @Nullable Pool poolBelow(Node node) {
    int depth = node.depth();
    return depth < poolSets.length && poolSets[depth] == node.set() ? pools[depth] : null;
  }

  /** Keeps {@code pool} for the children of {@code node}, replacing the last one at its depth. */
  void keepPoolBelow(Node node, Pool pool) {
    int depth = node.depth();
    if (poolSets.length <= depth) {
      poolSets = Arrays.copyOf(poolSets, depth + 1);
      pools = Arrays.copyOf(pools, depth + 1);
    }
    poolSets[depth] = node.set();
    pools[depth] = pool;
  }

  /**
   * Counts a child of {@code node} about to be searched and returns how many were before it (set by
   * set, per depth, as {@link #poolBelow}).
   */
  int childSearched(Node node) {
    int depth = node.depth();
    if (countedSets.length <= depth) {
      countedSets = Arrays.copyOf(countedSets, depth + 1);
      searchedChildren = Arrays.copyOf(searchedChildren, depth + 1);
    }
    if (countedSets[depth] != node.set()) {
      countedSets[depth] = node.set();
      searchedChildren[depth] = 0;
    }
    return searchedChildren[depth]++;
  }

  private int[] labels = new int[64];

  /** Returns space for the labels of a set of {@code n} answers, grown when needed. */
  int[] labels(int n) {
    if (labels.length < n) {
      labels = new int[Math.max(n, 2 * labels.length)];
    }
    return labels;
  }

  /** A counting sort's tallies by bound; all zero between uses. */
  private int[] boundStarts = new int[64];

  final Long2IntOpenHashMap seen = new Long2IntOpenHashMap();

  /**
   * The arrays the slices of checks keep their codes in, one per depth ({@link CodeSlice}), kept
   * while the thread lives: each as large as the largest slice at its depth so far, at most 16 MiB
   * (the check after {@code leste -----} on the Spanish list: 6.5 MB at its first depth).
   */
  private CodeSlice.Arena[] arenas = new CodeSlice.Arena[0];

  CodeSlice.Arena arena(int depth) {
    if (arenas.length <= depth) {
      int had = arenas.length;
      arenas = Arrays.copyOf(arenas, depth + 1);
      for (int d = had; d <= depth; d++) {
        arenas[d] = new CodeSlice.Arena();
      }
    }
    return arenas[depth];
  }

  int[] boundStarts(int size) {
    if (boundStarts.length < size) {
      boundStarts = new int[Math.max(size, 2 * boundStarts.length)];
    }
    return boundStarts;
  }

  Scratch(int codes, int guesses, int answers) {
    grouped = new int[answers];
    partNext = new int[codes];
    counts = new int[codes];
    touched = new int[codes];
    labelOf = new int[codes];
    seenCode = new boolean[codes];
    survivors = new int[guesses];
    bounds = new int[guesses];
    identity = IntStream.range(0, answers).toArray();
    seen.defaultReturnValue(-1);
  }
}
