package io.github.wordlesolver.engine;

import org.jspecify.annotations.Nullable;

/**
 * Finds the guesses that split a set into singletons, and with them settles a node with two guesses
 * left, where only such a guess finds every answer. Allocation-free but for the entries it returns;
 * thread-safe (each thread counts in its own scratch).
 */
final class SingletonSplits {
  private final SearchSpace space;
  private final MarkTable table;
  private final Rule rule;

  SingletonSplits(SearchSpace space) {
    this.space = space;
    this.table = space.table;
    this.rule = space.rule;
  }

  /**
   * Returns the lowest-index candidate that splits {@code set} into singletons (meeting the set's
   * bound {@code 2n - 1}), or -1. O(n²) look-ups, allocation-free.
   */
  int perfectCandidate(int[] set) {
    boolean[] seenCode = space.scratch().seenCode;
    int best = -1;
    for (int a : set) {
      int g = table.guessOfAnswer(a);
      if (g >= 0 && (best < 0 || g < best) && collisions(g, set, 0, set.length, 1, seenCode) == 0) {
        best = g;
      }
    }
    return best;
  }

  /**
   * Returns whether a candidate of {@code set[from..to)} splits it into singletons. O(n²) look-ups
   * at most, allocation-free.
   */
  boolean hasPerfectCandidate(int[] set, int from, int to) {
    boolean[] seenCode = space.scratch().seenCode;
    for (int i = from; i < to; i++) {
      int g = table.guessOfAnswer(set[i]);
      if (g >= 0 && collisions(g, set, from, to, 1, seenCode) == 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns the fewest answers of {@code set} that share a bucket with an earlier one under a guess
   * that is itself an answer of the set: 0 if one splits it into singletons, 1 if one leaves a
   * single pair, otherwise 2. O(n²) look-ups, allocation-free.
   */
  int leastCandidateCollisions(int[] set) {
    boolean[] seenCode = space.scratch().seenCode;
    int least = 2;
    for (int a : set) {
      int g = table.guessOfAnswer(a);
      if (g >= 0) {
        least = Math.min(least, collisions(g, set, 0, set.length, least, seenCode));
        if (least == 0) {
          break;
        }
      }
    }
    return least;
  }

  /**
   * Returns how many answers of {@code set[from..to)} land on a code of guess {@code g} already
   * seen, counting no further than {@code limit}; {@code seenCode} is all false before and after.
   */
  int collisions(int g, int[] set, int from, int to, int limit, boolean[] seenCode) {
    int collisions = 0;
    int i = from;
    for (; i < to && collisions < limit; i++) {
      int code = table.code(g, set[i]);
      collisions += seenCode[code] ? 1 : 0;
      seenCode[code] = true;
    }
    for (int k = from; k < i; k++) {
      seenCode[table.code(g, set[k])] = false;
    }
    return collisions;
  }

  /**
   * With two guesses left, only a guess that splits the set into singletons finds every answer: the
   * lowest-index answer of the set that does (total {@code 2n - 1}), else the first other guess
   * that does ({@code 2n}), else none ({@link SearchSpace#INFEASIBLE}, guess -1).
   */
  Memo.Entry finishInTwo(
      Memo.Key key, Node node, int @Nullable [] pool, @Nullable CodeSlice slice) {
    int n = node.set().length;
    int candidate = perfectCandidate(node.set());
    if (candidate >= 0) {
      return new Memo.Entry(key, 2 * n - 1, true, candidate);
    }
    int other = firstSplitter(node, pool, slice);
    return new Memo.Entry(key, other < 0 ? SearchSpace.INFEASIBLE : 2 * n, true, other);
  }

  /**
   * Returns the first guess of {@code pool} (the parent's allowed guesses, or all when null) that
   * splits the set of {@code node} into singletons and that the rule allows there, or -1 (see
   * {@link #finishInTwo}). The same guess as a scan of the node's allowed guesses, but only the
   * splitters are checked against the rule, so the pool is not filtered. A guess must hold a letter
   * where any two answers differ ({@link MarkTable#differingLetters}); a few such letter sets, the
   * smallest, reject most guesses before their marks are looked up. One pass over the pool, reading
   * the codes from {@code slice} (the parent's, whose guesses are the pool) when given.
   */
  int firstSplitter(Node node, int @Nullable [] pool, @Nullable CodeSlice slice) {
    int[] set = node.set();
    Scratch scratch = space.scratch();
    int[] need = scratch.needLetters;
    int needs = neededLetters(set, need);
    int[] counts = scratch.counts;
    int[] touched = scratch.touched;
    int n = set.length;
    // The slice above, when it keeps rows, holds every code needed: its row of the guess, at the
    // columns of the set's answers.
    byte[] codes = slice == null ? null : slice.byRow();
    int[] columns = codes == null || slice == null ? set : CodeSlice.positions(set, slice.answers);
    int width = slice == null ? 0 : slice.answers.length;
    int[] guesses = pool != null ? pool : rule.allowed(null);
    scan:
    for (int p = 0; p < guesses.length; p++) {
      int g = guesses[p];
      int letters = table.guessLetters(g);
      for (int k = 0; k < needs; k++) {
        if ((letters & need[k]) == 0) {
          continue scan;
        }
      }
      int t =
          codes != null
              ? MarkTable.countUnlessCollisions(codes, p * width, columns, n, counts, touched, 0)
              : table.countUnlessCollisions(g, set, n, counts, touched, 0);
      if (t < 0) {
        continue;
      }
      MarkCounter.clear(counts, touched, t); // t == n: no two answers share a code
      if (rule.allows(node.revealed(), g)) {
        return g;
      }
    }
    return -1;
  }

  /**
   * Fills {@code need} with the smallest letter sets where two answers of {@code set} differ, over
   * the pairs among its first {@value #NEED_FROM} answers, fewest letters first, and returns how
   * many it filled (at most {@code need.length}). A guess that splits the set into singletons holds
   * a letter of each.
   */
  int neededLetters(int[] set, int[] need) {
    int m = Math.min(set.length, NEED_FROM);
    int size = 0;
    for (int i = 1; i < m; i++) {
      for (int j = 0; j < i; j++) {
        int letters = table.differingLetters(set[i], set[j]);
        int bits = Integer.bitCount(letters);
        if (size == need.length && bits >= Integer.bitCount(need[size - 1])) {
          continue;
        }
        int at = Math.min(size, need.length - 1);
        while (at > 0 && Integer.bitCount(need[at - 1]) > bits) {
          need[at] = need[at - 1];
          at--;
        }
        need[at] = letters;
        size = Math.min(size + 1, need.length);
      }
    }
    return size;
  }

  /** How many answers of a set {@link #neededLetters} pairs up. */
  private static final int NEED_FROM = 12;
}
