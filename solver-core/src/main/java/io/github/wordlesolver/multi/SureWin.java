package io.github.wordlesolver.multi;

import io.github.wordlesolver.engine.Buckets;
import io.github.wordlesolver.engine.MarkTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Proves that a guess wins a multi-board position whatever the marks: an exhaustive adversarial
 * search in which every board's marks may be any its answers allow, and the player may answer with
 * any of a few guesses (the answers still possible, then the guesses it is given).
 *
 * <p>A position is won when every board is solved within the guesses left. After a guess, each
 * board's answers fall into buckets by their marks (the all-green bucket solves the board); the
 * guess wins if for every choice of one bucket per board some follow-up guess wins with one guess
 * fewer. Cuts: every unsolved board needs a guess of its own, and one more when none is pinned (no
 * guess is sure to solve a board of two or more answers); a position with no more answers left over
 * all boards than guesses is won (guess them one by one).
 *
 * <p>One prover visits at most {@code budget} positions over all its calls; past that it answers
 * "not proven". So {@link #winsAfter} returning true is a proof; false means refuted or not proven
 * within the budget. The count of positions, not time, bounds it, so the answer depends only on the
 * inputs. Not thread-safe: one instance per ranking.
 */
final class SureWin {
  private final MarkTable table;
  private final int[] followUps;
  private final int budget;
  private int visited;

  /**
   * Creates a prover over {@code table} that tries the answers still possible, then {@code
   * followUps} (guess indices, in order), at every position, visiting at most {@code budget}
   * positions over all calls of {@link #winsAfter}.
   */
  SureWin(MarkTable table, int[] followUps, int budget) {
    this.table = table;
    this.followUps = followUps.clone();
    this.budget = budget;
  }

  /**
   * Returns true if playing {@code guess} on boards whose answers are {@code sets} (each ascending,
   * none empty) surely solves every board within {@code guessesLeft} guesses, this one included;
   * false if not, or if that was not proven within the budget.
   */
  boolean winsAfter(int guess, int[][] sets, int guessesLeft) {
    List<int[][]> options = new ArrayList<>(sets.length);
    for (int[] set : sets) {
      options.add(buckets(guess, set));
    }
    int[] choice = new int[sets.length];
    while (true) {
      List<int[]> left = new ArrayList<>(sets.length);
      for (int b = 0; b < sets.length; b++) {
        int[] bucket = options.get(b)[choice[b]];
        if (bucket.length > 0) {
          left.add(bucket);
        }
      }
      if (!wins(left.toArray(new int[0][]), guessesLeft - 1)) {
        return false;
      }
      int b = 0;
      while (b < sets.length && ++choice[b] == options.get(b).length) {
        choice[b++] = 0;
      }
      if (b == sets.length) {
        return true;
      }
    }
  }

  /** Returns whether boards {@code sets} are surely solved within {@code guessesLeft} guesses. */
  private boolean wins(int[][] sets, int guessesLeft) {
    if (sets.length == 0) {
      return true;
    }
    boolean anyPinned = false;
    int answers = 0;
    for (int[] set : sets) {
      anyPinned |= set.length == 1;
      answers += set.length;
    }
    if (guessesLeft < sets.length + (anyPinned ? 0 : 1)) {
      return false;
    }
    if (answers <= guessesLeft) {
      return true; // guessing the answers left one by one solves each board in time
    }
    if (++visited > budget) {
      return false;
    }
    for (int g : tries(sets)) {
      if (winsAfter(g, sets, guessesLeft)) {
        return true;
      }
    }
    return false;
  }

  /** The guesses tried at a position: its answers (ascending), then the follow-ups. */
  private int[] tries(int[][] sets) {
    int total = 0;
    for (int[] set : sets) {
      total += set.length;
    }
    int[] out = new int[total + followUps.length];
    int n = 0;
    for (int[] set : sets) {
      for (int a : set) {
        int g = table.guessOfAnswer(a);
        if (g >= 0) {
          out[n++] = g;
        }
      }
    }
    Arrays.sort(out, 0, n);
    int answers = n;
    for (int g : followUps) {
      if (Arrays.binarySearch(out, 0, answers, g) < 0) {
        out[n++] = g;
      }
    }
    return Arrays.copyOf(out, n);
  }

  /**
   * Returns the buckets of {@code set} under {@code guess} in code order ({@link Buckets}), and an
   * empty one if the guess may solve the board.
   */
  private int[][] buckets(int guess, int[] set) {
    int[][] split = Buckets.split(table, guess, set, false);
    int kept = 0;
    for (int[] bucket : split) {
      kept += bucket.length;
    }
    if (kept == set.length) {
      return split;
    }
    int[][] withSolved = Arrays.copyOf(split, split.length + 1);
    withSolved[split.length] = new int[0];
    return withSolved;
  }
}
