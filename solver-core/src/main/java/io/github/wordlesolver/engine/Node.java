package io.github.wordlesolver.engine;

import io.github.wordlesolver.Constraints;
import org.jspecify.annotations.Nullable;

/**
 * A node of a decision tree, or a position of a game: the answers still possible (ascending
 * indices), how many guesses may still be played, and what the path revealed (null in normal mode,
 * where nothing needs tracking). {@link #children} is the one place a node is expanded. Immutable;
 * the set array is never modified.
 *
 * @param set the answers still possible, ascending
 * @param depth the guesses that may still be played, including the next
 * @param revealed the merged marks of the path in hard modes, else null
 */
@SuppressWarnings("ArrayRecordComponent") // never modified; compared by the memo's key
public record Node(int[] set, int depth, @Nullable Constraints revealed) {
  /** Returns the number of answers. */
  public int size() {
    return set.length;
  }

  /**
   * Returns the nodes below this one after {@code guess}: one per unsolved bucket (the answer the
   * guess finds is not one), each with one guess fewer and what the guess's marks revealed, in code
   * order or largest first ({@link Buckets#split}).
   */
  public Node[] children(MarkTable table, Rule rule, int guess, boolean largestFirst) {
    int[][] buckets = Buckets.split(table, guess, set, largestFirst);
    Node[] children = new Node[buckets.length];
    for (int b = 0; b < buckets.length; b++) {
      children[b] = child(table, rule, guess, buckets[b]);
    }
    return children;
  }

  /** Returns the node of {@code bucket}, the answers of this one that give {@code guess} alike. */
  public Node child(MarkTable table, Rule rule, int guess, int[] bucket) {
    return new Node(bucket, depth - 1, revealedAfter(table, rule, guess, bucket[0]));
  }

  /**
   * Returns what a child of this node knows (its {@link #revealed}): the one below {@code guess}
   * whose answers include {@code answer}, for a caller that has not made the child's set yet.
   */
  @Nullable Constraints revealedAfter(MarkTable table, Rule rule, int guess, int answer) {
    return rule.after(revealed, guess, table.code(guess, answer));
  }
}
