package io.github.wordlesolver.internal;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.solver.MarkTable;
import io.github.wordlesolver.solver.Mode;
import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Depth-first branch and bound for the cheapest decision tree of a candidate set, where cost is
 * the total number of guesses over all candidates.
 *
 * <h2>Algorithm</h2>
 * {@link #solve} returns the exact optimum of a set if it is below the caller's cutoff, otherwise
 * a lower bound at or above the cutoff. At a node of {@code n} candidates it scans every allowed
 * guess once, drops guesses that do not split the set and, in normal mode, guesses whose
 * partition equals an earlier guess's (same grouping and same solved bucket: same subtree cost;
 * in hard modes such guesses still reveal different letters), and orders the rest
 * by the lower bound {@code n + Σ (2|b| - 1)} over unsolved buckets, then by an estimate, then a
 * guess that can be the answer first, then guess index. Guesses are tried in that order; children
 * are solved largest first with the tightest cutoff the best total so far allows, and a guess is
 * abandoned as soon as its partial total plus the bounds of its unsolved buckets reaches the best.
 * A guess that solves one candidate and splits the rest into singletons meets the set's bound
 * {@code 2n - 1} and ends the node at once.
 *
 * <h2>Determinism</h2>
 * A node's chosen guess is the first in the fixed order whose subtree is optimal; the memo holds
 * only exact values and valid bounds, so it changes how fast the answer is found, never which
 * answer. Trees are therefore the same whatever the number of threads and the memo size.
 *
 * <p>With a {@code breadth} limit only the first guesses of the order are tried: a fast heuristic
 * whose values are upper bounds, not optima. Thread-safe: many threads may solve sets at once.
 */
public final class TreeSearch {
  /** The cost of a set that cannot be solved within the depth left. */
  public static final int INFEASIBLE = Integer.MAX_VALUE / 4;

  private final MarkTable table;
  private final WordList guesses;
  private final Mode mode;
  private final int breadth;
  private final int solvedCode;
  private final int codeCount;
  private final int[] allGuesses;
  /** Guess index of each answer, or -1 when the guess list lacks it. */
  private final int[] guessOfAnswer;
  private final ConcurrentHashMap<Key, Entry> memo = new ConcurrentHashMap<>();
  private final long maxEntries;
  private final BooleanSupplier cancelled;
  private final AtomicLong nodes = new AtomicLong();

  /**
   * Creates a search.
   *
   * @param breadth how many guesses to try per node; {@code Integer.MAX_VALUE} for an exact search
   * @param maxEntries the most sets the memo keeps (further sets are solved but not remembered)
   * @param cancelled polled now and then; when true the search throws {@link CancellationException}
   */
  public TreeSearch(MarkTable table, Mode mode, int breadth, long maxEntries,
      BooleanSupplier cancelled) {
    this.table = table;
    this.guesses = table.guesses();
    this.mode = mode;
    this.breadth = breadth;
    this.maxEntries = maxEntries;
    this.cancelled = cancelled;
    this.codeCount = Marking.pow3(guesses.wordLength());
    this.solvedCode = codeCount - 1;
    this.allGuesses = new int[guesses.size()];
    Arrays.setAll(allGuesses, i -> i);
    WordList answers = table.answers();
    this.guessOfAnswer = new int[answers.size()];
    for (int a = 0; a < answers.size(); a++) {
      guessOfAnswer[a] = guesses.indexOfPacked(answers.packed(a));
    }
  }

  /** Returns the number of nodes expanded so far (for progress and benchmarks). */
  public long nodes() {
    return nodes.get();
  }

  /** Returns the number of sets in the memo. */
  public int memoSize() {
    return memo.size();
  }

  /**
   * Returns the cheapest total for {@code set} (ascending answer indices) with at most
   * {@code depth} guesses, if below {@code cutoff}; otherwise a lower bound {@code >= cutoff}.
   *
   * @param constraints what the path so far revealed; used only in hard modes
   */
  public int solve(int[] set, int depth, @Nullable Constraints constraints, int cutoff) {
    int n = set.length;
    if (n == 0) {
      return 0;
    }
    if (depth <= 0) {
      return INFEASIBLE;
    }
    if (n == 1) {
      return 1;
    }
    if (depth == 1) {
      return INFEASIBLE;
    }
    if (n == 2) {
      return 3;
    }
    int setBound = 2 * n - 1;
    if (setBound >= cutoff) {
      return setBound;
    }
    Key key = new Key(set, depth, mode == Mode.NORMAL ? null : constraints);
    Entry known = memo.get(key);
    if (known != null && (known.exact || known.value >= cutoff)) {
      return known.value;
    }
    Entry result = expand(set, depth, constraints, cutoff, known == null ? 0 : known.value);
    if (known == null || result.exact || result.value > known.value) {
      if (memo.size() < maxEntries || memo.containsKey(key)) {
        memo.put(key, result);
      }
    }
    return result.value;
  }

  /**
   * Returns the guess that {@link #solve} found best for {@code set}, solving it again without a
   * cutoff if needed, or -1 when the set is a single answer that is not in the guess list.
   */
  public int bestGuess(int[] set, int depth, @Nullable Constraints constraints) {
    if (set.length <= 2) {
      // Either candidate costs the same; the lower guess index wins, whatever the set's order.
      int g = guessOfAnswer[set[0]];
      if (set.length == 2 && guessOfAnswer[set[1]] >= 0 && (g < 0 || guessOfAnswer[set[1]] < g)) {
        g = guessOfAnswer[set[1]];
      }
      if (g >= 0) {
        return g;
      }
    }
    Key key = new Key(set, depth, mode == Mode.NORMAL ? null : constraints);
    Entry known = memo.get(key);
    if (known == null || !known.exact) {
      known = expand(set, depth, constraints, INFEASIBLE, 0);
      memo.put(key, known);
    }
    return known.guess;
  }

  /** Returns the guesses allowed at a node. */
  public int[] pool(@Nullable Constraints constraints) {
    if (mode == Mode.NORMAL || constraints == null || constraints.turns() == 0) {
      return allGuesses;
    }
    int[] pool = new int[allGuesses.length];
    int k = 0;
    for (int g : allGuesses) {
      long packed = guesses.packed(g);
      if (mode == Mode.HARD ? constraints.keepsRevealedPacked(packed)
          : constraints.testPacked(packed)) {
        pool[k++] = g;
      }
    }
    return Arrays.copyOf(pool, k);
  }

  /** What the memo knows of a set: an exact value with its guess, or a lower bound. */
  private static final class Entry {
    final int value;
    final boolean exact;
    final int guess;

    Entry(int value, boolean exact, int guess) {
      this.value = value;
      this.exact = exact;
      this.guess = guess;
    }
  }

  private Entry expand(int[] set, int depth, @Nullable Constraints constraints, int cutoff,
      int knownBound) {
    if (nodes.incrementAndGet() % 1024 == 0 && cancelled.getAsBoolean()) {
      throw new CancellationException("tree search cancelled");
    }
    int n = set.length;
    int[] pool = pool(constraints);
    Options options = scan(set, pool, depth, cutoff);
    if (depth == 2) {
      return perfectSplit(options, n);
    }
    int best = cutoff;
    int bestGuess = -1;
    int minBound = options.droppedBound;
    int tried = 0;
    int[] codes = new int[n];
    for (int i = 0; i < options.size; i++) {
      int lower = options.lower[i];
      if (lower >= best || tried >= breadth) {
        minBound = Math.min(minBound, lower);
        break;
      }
      tried++;
      int g = options.guess[i];
      int total = evaluate(g, set, codes, depth, constraints, best, lower);
      if (total < best) {
        best = total;
        bestGuess = g;
        if (best == 2 * n - 1) {
          break;
        }
      } else {
        minBound = Math.min(minBound, total);
      }
    }
    if (bestGuess >= 0) {
      return new Entry(best, true, bestGuess);
    }
    return new Entry(Math.max(knownBound, Math.max(minBound, cutoff)), false, -1);
  }

  /**
   * Returns the total of guess {@code g} for {@code set}, exact if below {@code best}, otherwise a
   * lower bound at or above it.
   */
  private int evaluate(int g, int[] set, int[] codes, int depth,
      @Nullable Constraints constraints, int best, int lower) {
    int n = set.length;
    int[][] buckets = buckets(g, set, codes);
    int total = n;
    int rest = lower - n;
    for (int[] bucket : buckets) {
      rest -= 2 * bucket.length - 1;
      int code = table.code(g, bucket[0]);
      Constraints child = mode == Mode.NORMAL || constraints == null ? null
          : constraints.toBuilder().add(guesses.get(g),
              Feedback.of(code, guesses.wordLength())).build();
      int value = solve(bucket, depth - 1, child, best - total - rest);
      total += value;
      if (total + rest >= best) {
        return total + rest;
      }
    }
    return total;
  }

  /** Splits {@code set} by {@code g} into its unsolved buckets, largest first, ties by code. */
  private int[][] buckets(int g, int[] set, int[] codes) {
    int n = set.length;
    int[] counts = new int[codeCount];
    int distinct = 0;
    for (int i = 0; i < n; i++) {
      int code = table.code(g, set[i]);
      codes[i] = code;
      if (code != solvedCode && counts[code]++ == 0) {
        distinct++;
      }
    }
    int[] order = new int[distinct];
    int k = 0;
    for (int code = 0; code < codeCount && k < distinct; code++) {
      if (counts[code] > 0 && code != solvedCode) {
        order[k++] = code;
      }
    }
    int[] sortedCodes = order;
    IntArrays.quickSort(sortedCodes, (x, y) -> counts[x] != counts[y]
        ? Integer.compare(counts[y], counts[x]) : Integer.compare(x, y));
    int[] slot = new int[codeCount];
    int[][] buckets = new int[distinct][];
    for (int b = 0; b < distinct; b++) {
      slot[sortedCodes[b]] = b;
      buckets[b] = new int[counts[sortedCodes[b]]];
    }
    int[] fill = new int[distinct];
    for (int i = 0; i < n; i++) {
      if (codes[i] != solvedCode) {
        int b = slot[codes[i]];
        buckets[b][fill[b]++] = set[i];
      }
    }
    return buckets;
  }

  /** At two guesses left, only a guess that splits everything into singletons works. */
  private static Entry perfectSplit(Options options, int n) {
    for (int i = 0; i < options.size; i++) {
      if (options.lower[i] == 2 * n - 1) {
        return new Entry(2 * n - 1, true, options.guess[i]);
      }
      if (options.parts[i] == n) {
        // Sorted by bound: no candidate splits perfectly, this non-candidate does.
        return new Entry(2 * n, true, options.guess[i]);
      }
    }
    return new Entry(INFEASIBLE, true, -1);
  }

  /** The distinct useful guesses of a node, best bound first. */
  private static final class Options {
    int size;
    /** The least bound among guesses the scan dropped for reaching the cutoff. */
    int droppedBound = INFEASIBLE;
    int[] guess;
    int[] lower;
    int[] parts;

    Options(int capacity) {
      guess = new int[capacity];
      lower = new int[capacity];
      parts = new int[capacity];
    }
  }

  /**
   * Scans the pool in two phases. Phase one only counts each guess's buckets (one pass over its
   * mark-table row) and drops guesses that do not split the set, and (above two guesses left)
   * guesses whose bound reaches the cutoff, remembering the least such bound. Phase two, for the survivors, keeps one guess per distinct partition (the first,
   * compared exactly, not just by hash), computes its estimate, and sorts.
   */
  private Options scan(int[] set, int[] pool, int depth, int cutoff) {
    int n = set.length;
    Options quick = candidateSplit(set);
    if (quick != null) {
      return quick;
    }
    int[] counts = new int[codeCount];
    int[] touched = new int[Math.min(codeCount, n)];
    int[] survivors = new int[pool.length];
    int[] bounds = new int[pool.length];
    int alive = 0;
    int droppedBound = INFEASIBLE;
    // A guess survives only if 3n - t - candidate < cutoff, so t >= 3n - cutoff: no more than
    // cutoff - 2n candidates may share a bucket. At two guesses left only a perfect split works.
    int maxCollisions = depth == 2 ? 0 : (int) Math.min(n, (long) cutoff - 2L * n);
    for (int g : pool) {
      int t = table.countUnlessCollisions(g, set, n, counts, touched, maxCollisions);
      if (t < 0) {
        droppedBound = Math.min(droppedBound, depth == 2 ? INFEASIBLE : cutoff);
        continue;
      }
      boolean candidate = counts[solvedCode] > 0;
      for (int k = 0; k < t; k++) {
        counts[touched[k]] = 0;
      }
      int bound = 3 * n - t - (candidate ? 1 : 0);
      if ((t == 1 && !candidate) || (depth == 2 && t < n)) {
        continue;
      }
      if (depth > 2 && bound >= cutoff) {
        droppedBound = Math.min(droppedBound, bound);
        continue;
      }
      if (depth == 2) {
        // Candidates were tried first (candidateSplit); this is the first perfect non-candidate.
        Options one = new Options(1);
        one.guess[0] = g;
        one.lower[0] = bound;
        one.parts[0] = t;
        one.size = 1;
        return one;
      }
      survivors[alive] = g;
      bounds[alive++] = bound;
    }
    int[] labelOf = new int[codeCount];
    int[] labels = new int[n];
    Long2IntOpenHashMap seen = new Long2IntOpenHashMap();
    seen.defaultReturnValue(-1);
    int[] keep = new int[alive];
    int[] lower = new int[alive];
    int[] parts = new int[alive];
    long[] estimate = new long[alive];
    int kept = 0;
    for (int s = 0; s < alive; s++) {
      int g = survivors[s];
      int t = label(g, set, labelOf, counts, touched, labels);
      long hash = 0x9E3779B97F4A7C15L;
      for (int label : labels) {
        hash = (hash ^ (label + 2)) * 0x100000001B3L;
      }
      long est = 0;
      for (int k = 0; k < t; k++) {
        int code = touched[k];
        if (code != solvedCode) {
          est += estimateMilli(counts[code]);
        }
        counts[code] = 0;
        labelOf[code] = 0;
      }
      // Equal partitions have equal subtrees only in normal mode: in hard modes two guesses that
      // split alike still reveal different letters, which allow different guesses later.
      int twin = mode == Mode.NORMAL ? seen.get(hash) : -1;
      if (twin >= 0 && samePartition(keep[twin], set, labels, labelOf, touched)) {
        continue;
      }
      if (twin < 0 && mode == Mode.NORMAL) {
        seen.put(hash, kept);
      }
      keep[kept] = g;
      lower[kept] = bounds[s];
      parts[kept] = t;
      estimate[kept] = est;
      kept++;
    }
    int[] order = new int[kept];
    Arrays.setAll(order, i -> i);
    IntArrays.quickSort(order, (x, y) -> {
      if (lower[x] != lower[y]) {
        return Integer.compare(lower[x], lower[y]);
      }
      if (estimate[x] != estimate[y]) {
        return Long.compare(estimate[x], estimate[y]);
      }
      return Integer.compare(keep[x], keep[y]);
    });
    Options options = new Options(kept);
    for (int i = 0; i < kept; i++) {
      options.guess[i] = keep[order[i]];
      options.lower[i] = lower[order[i]];
      options.parts[i] = parts[order[i]];
    }
    options.size = kept;
    options.droppedBound = droppedBound;
    return options;
  }

  /**
   * Labels {@code set} by guess {@code g}: buckets numbered from 1 in order of first appearance,
   * the solved bucket as -1; fills {@code counts}, {@code touched} and {@code labelOf} (which the
   * caller resets) and returns the number of distinct codes.
   */
  private int label(int g, int[] set, int[] labelOf, int[] counts, int[] touched, int[] labels) {
    int t = 0;
    for (int i = 0; i < set.length; i++) {
      int code = table.code(g, set[i]);
      if (counts[code]++ == 0) {
        touched[t++] = code;
        labelOf[code] = t;
      }
      labels[i] = code == solvedCode ? -1 : labelOf[code];
    }
    return t;
  }

  /**
   * Whether guess {@code h} labels {@code set} as {@code labelsOfG} does. Equal labels mean the
   * same grouping and the same solved candidate, hence the same subtree cost. Leaves the scratch
   * arrays as it found them (zeroed).
   */
  private boolean samePartition(int h, int[] set, int[] labelsOfG, int[] labelOf, int[] touched) {
    int t = 0;
    boolean same = true;
    for (int i = 0; i < set.length && same; i++) {
      int code = table.code(h, set[i]);
      if (labelOf[code] == 0) {
        touched[t++] = code;
        labelOf[code] = t;
      }
      same = (code == solvedCode ? -1 : labelOf[code]) == labelsOfG[i];
    }
    for (int k = 0; k < t; k++) {
      labelOf[touched[k]] = 0;
    }
    return same;
  }

  /**
   * Returns a one-guess option list when a candidate splits the rest into singletons: it meets the
   * bound {@code 2n - 1}, so no other guess can do better; the lowest guess index wins ties,
   * whatever the order of the set.
   */
  private @Nullable Options candidateSplit(int[] set) {
    int n = set.length;
    boolean[] seenCode = new boolean[codeCount];
    int best = -1;
    for (int a : set) {
      int g = guessOfAnswer[a];
      if (g < 0 || (best >= 0 && g > best)) {
        continue;
      }
      Arrays.fill(seenCode, false);
      boolean perfect = true;
      for (int i = 0; i < n && perfect; i++) {
        int code = table.code(g, set[i]);
        perfect = !seenCode[code];
        seenCode[code] = true;
      }
      if (perfect) {
        best = g;
      }
    }
    if (best < 0) {
      return null;
    }
    Options options = new Options(1);
    options.guess[0] = best;
    options.lower[0] = 2 * n - 1;
    options.parts[0] = n;
    options.size = 1;
    return options;
  }

  /** Estimated total guesses for a bucket of {@code m}, in thousandths (for ordering only). */
  private static long estimateMilli(int m) {
    return Lookahead.estimate(m) / 1000;
  }

  /** A memo key: the exact set, the guesses left and, in hard modes, the revealed constraints. */
  private static final class Key {
    private final int[] set;
    private final int depth;
    private final @Nullable Constraints constraints;
    private final int hash;

    Key(int[] set, int depth, @Nullable Constraints constraints) {
      this.set = set;
      this.depth = depth;
      this.constraints = constraints;
      this.hash = (Arrays.hashCode(set) * 31 + depth) * 31 + Objects.hashCode(constraints);
    }

    @Override
    public boolean equals(@Nullable Object o) {
      if (!(o instanceof Key k)) {
        return false;
      }
      return hash == k.hash && depth == k.depth && Arrays.equals(set, k.set)
          && Objects.equals(constraints, k.constraints);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }
}
