package io.github.wordlesolver.engine;

import io.github.wordlesolver.Mode;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * Lower bounds on an opener's total two guesses deep on its large buckets, for proofs and {@code
 * wordle bound --deep}: much tighter than {@link LowerBounds#deepBound} on openers far from the
 * best, where the one-guess-deep bound lies hundreds of guesses below the total. A bucket's bound
 * two guesses deep is the least over its guesses of the bucket's answers once each plus the
 * one-guess-deep bounds of the parts the guess leaves; it never exceeds the bucket's exact total.
 * What makes it cheap:
 *
 * <ul>
 *   <li>every bound is computed against what it must reach, as the exact search's values are
 *       against a cutoff: exact below it, else only known to reach it, so most scans stop early;
 *   <li>second guesses are taken in ascending order of their bound one guess shallower, which the
 *       deeper one never goes below, and stop at the first that reaches the least so far; a guess's
 *       parts are bounded largest first, each against what the guess still needs, and the guess is
 *       dropped at the first part that reaches it;
 *   <li>a part is bounded over the bucket's guesses (in normal mode the first of each partition) in
 *       descending order of the parts each splits the bucket into, which no part splits into more,
 *       so a part's scan stops at the first guess that cannot split it finely enough;
 *   <li>what is known of a set, exact or reached, is kept in a bounded table of its own, so that
 *       like second guesses and other openers (anagrams share buckets) look it up.
 * </ul>
 *
 * The table holds only facts about the bounds themselves, never the search's values, and a fact is
 * read as what computing it again would give, so a bound depends only on its opener and target,
 * whatever was computed before. Thread-safe, as the search it belongs to.
 */
final class DeepBounds {
  /** The fewest answers of a bucket bounded two guesses deep: smaller ones one guess deep. */
  static final int TWO_DEEP_FROM = 24;

  /** The most sets the table of bounds keeps. */
  private static final long TABLE = 1 << 20;

  private static final int INF = SearchSpace.INFEASIBLE;

  /** The most codes {@link Rows} gathers (32 MiB). */
  private static final long MAX_CODES = 1 << 25;

  private final SearchSpace space;
  private final GuessOrder order;
  private final LowerBounds lowerBounds;
  private final OptimalSearch search;
  private final MarkTable table;
  private final Rule rule;
  private final int length;

  /** {@code 3^k}, capped at {@link Integer#MAX_VALUE} past 19. */
  private static final int[] POW3 = new int[33];

  static {
    long p = 1;
    for (int k = 0; k < POW3.length; k++) {
      POW3[k] = (int) Math.min(p, Integer.MAX_VALUE);
      p = Math.min(p * 3, Integer.MAX_VALUE);
    }
  }

  /** What is known of sets: exact bounds two (buckets) or one (parts) guesses deep, or reached. */
  private final Memo<Memo.Entry> known = new Memo<>(TABLE);

  DeepBounds(SearchSpace space, GuessOrder order, LowerBounds lowerBounds, OptimalSearch search) {
    this.space = space;
    this.order = order;
    this.lowerBounds = lowerBounds;
    this.search = search;
    this.table = space.table;
    this.rule = space.rule;
    this.length = table.guesses().wordLength();
  }

  /**
   * Returns a lower bound on the total of playing {@code guess} first at {@code node}: its answers
   * once each, and per bucket the bound two guesses deep for buckets of {@link #TWO_DEEP_FROM}
   * answers or more, one guess deep for the others. Stops once the total reaches {@code target}:
   * the bound if below {@code target}, else a bound at or above it. Buckets largest first.
   */
  int bound(Node node, int guess, int target) {
    long total = node.size();
    for (int b : bucketBounds(node, guess, Buckets.split(table, guess, node.set(), true), target)) {
      total += b;
    }
    return (int) Math.min(total, INF);
  }

  /**
   * Returns the bounds of {@code guess}'s {@code buckets} (largest first) at {@code node} that
   * {@link #bound} adds up, deepened largest first while their total is below {@code target}: what
   * an opener's search starts from, each bucket searched with the cutoff its siblings' bounds
   * leave.
   */
  int[] bucketBounds(Node node, int guess, int[][] buckets, int target) {
    int[] allowed = rule.allowed(node.revealed());
    // Every bucket one guess deep first (cheap), then the largest two guesses deep.
    int[] bound = lowerBounds.bucketBounds(node, guess, buckets, allowed, target);
    long total = node.size();
    for (int b : bound) {
      total += b;
    }
    for (int b = 0; b < buckets.length && total < target; b++) {
      int m = buckets[b].length;
      if (m < TWO_DEEP_FROM || bound[b] == 2 * m - 1) {
        continue;
      }
      Node child = node.child(table, rule, guess, buckets[b]);
      if (child.depth() < 4) {
        continue;
      }
      long need = Math.min(INF, target - total + bound[b]);
      int deeper = twoDeep(child, (int) need);
      if (deeper > bound[b]) {
        total += deeper - bound[b];
        bound[b] = deeper;
      }
    }
    return bound;
  }

  /**
   * Returns the bound of {@code node} two guesses deep if below {@code need}, else a bound at or
   * above it (at least {@code need}).
   */
  int twoDeep(Node node, int need) {
    Memo.Key key = search.key(node);
    Memo.Entry fact = known.get(key);
    if (fact != null && (fact.exact || fact.value >= need)) {
      return Math.min(fact.value, need); // what computing it again would return
    }
    int[] set = node.set();
    int m = set.length;
    int[] allowed = rule.allowed(node.revealed());
    // The node's guesses (in normal mode the first of each partition), by the parts each makes.
    int[] parts = new int[allowed.length];
    int[] guesses =
        rule.mode() == Mode.NORMAL
            ? order.firstOfEachPartition(set, allowed, parts)
            : countParts(set, allowed, parts);
    Rows rows = rows(set, byPartsDescending(guesses, parts));

    GuessOrder.Options options = order.scan(set, guesses, parts, need);
    int least = need;
    for (int i = 0; order.has(options, i, set); i++) {
      if (options.lower[i] >= least) {
        break;
      }
      int g = options.guess[i];
      int[][] split = Buckets.split(table, g, set, true);
      long rest = 0;
      for (int[] part : split) {
        rest += quick(part, rows);
      }
      long sum = m;
      for (int p = 0; p < split.length && sum + rest < least; p++) {
        int quick = quick(split[p], rows);
        rest -= quick;
        sum += oneDeep(node, g, split[p], quick, (int) (least - sum - rest), rows);
      }
      least = (int) Math.min(least, sum + rest);
    }
    known.record(new Memo.Entry(key, least, least < need, -1));
    return least;
  }

  /**
   * Returns a part's bound before any scan: 1, 3, then {@code 2s - 1}, or {@code 2s} with no
   * perfect candidate; and at least {@code 3s - p - 1} where {@code p}, the most parts any guess
   * splits the node above into, is below {@code s}: no guess splits the part into more.
   */
  private int quick(int[] part, Rows rows) {
    int s = part.length;
    int bound = lowerBounds.bucketBound(part);
    int most = rows.parts.length == 0 ? s : rows.parts[0];
    return most < s ? Math.max(bound, 3 * s - most - 1) : bound;
  }

  /**
   * Returns the one-guess-deep bound of {@code part}, the bucket {@code g} leaves at {@code node},
   * whose bound before any guess is {@code quick}: exact if below {@code need}, else at least it.
   */
  private int oneDeep(Node node, int g, int[] part, int quick, int need, Rows rows) {
    if (part.length < 3 || quick == 2 * part.length - 1 || quick >= need) {
      return quick;
    }
    Node child = node.child(table, rule, g, part);
    if (child.depth() < 3) {
      return quick;
    }
    Memo.Key key = search.key(child);
    Memo.Entry fact = known.get(key);
    if (fact != null && (fact.exact || fact.value >= need)) {
      return Math.max(quick, Math.min(fact.value, need));
    }
    int value = Math.max(quick, leastGuessBound(child, rows, quick, need));
    known.record(new Memo.Entry(key, value, value < need, -1));
    return value;
  }

  /**
   * Returns the least {@code 3m - t - c + u} ({@link LowerBounds#leastGuessBound}) over the guesses
   * of {@code rows} the rule allows at {@code child} if below {@code need}, else {@code need}: the
   * guesses come in descending order of the parts each splits the node above into, which bounds
   * those it splits the child into, so the scan stops at the first that cannot go below the least
   * so far; and once the least is down to {@code floor}, which it cannot go below.
   */
  private int leastGuessBound(Node child, Rows rows, int floor, int need) {
    int[] set = child.set();
    int m = set.length;
    int[] guesses = rows.guesses;
    int[] parts = rows.parts;
    int[] columns = new int[m];
    for (int k = 0; k < m; k++) {
      columns[k] = rows.column[set[k]];
    }
    // The child's letters, and the letter every answer has at a position (-1 where they differ):
    // a guess's letter that no answer has is gray for all, one every answer has there green, so
    // the guess gives at most 3^k codes, k its other positions.
    int present = 0;
    int[] fixed = new int[length];
    Arrays.fill(fixed, -2);
    for (int a : set) {
      for (int k = 0; k < length; k++) {
        int letter = RuleKernels.letter(table.answers(), a, k);
        present |= 1 << letter;
        fixed[k] = fixed[k] == -2 || fixed[k] == letter ? letter : -1;
      }
    }
    Scratch scratch = space.scratch();
    int[] counts = scratch.counts;
    int[] touched = scratch.touched;
    boolean filter = rule.mode() != Mode.NORMAL;
    int least = need;
    for (int i = 0; i < guesses.length && least > floor; i++) {
      if (3 * m - Math.min(m, parts[i]) - 1 >= least) {
        break;
      }
      int g = guesses[i];
      int open = 0;
      for (int k = 0, at = i * length; k < length; k++) {
        int letter = rows.letters[at + k];
        open += (present >>> letter & 1) != 0 && letter != fixed[k] ? 1 : 0;
      }
      if (3 * m - Math.min(POW3[open], Math.min(m, parts[i])) - 1 >= least) {
        continue;
      }
      if (filter && !rule.allows(child.revealed(), g)) {
        continue;
      }
      byte[] codes = rows.codes;
      int t =
          codes != null
              ? MarkTable.countUnlessCollisions(
                  codes, i * rows.width, columns, m, counts, touched, least - 2 * m)
              : table.countUnlessCollisions(g, set, m, counts, touched, least - 2 * m);
      if (t < 0) {
        continue;
      }
      least = Math.min(least, lowerBounds.guessBound(g, set, t, least, scratch));
    }
    return least;
  }

  /**
   * A node's guesses in descending order of the parts each splits it into, and the code of each
   * against each of its answers, row by row: the scans of its parts read a few codes of every row,
   * which lie far apart in the mark table and close together here.
   */
  private static final class Rows {
    final int[] guesses;
    final int[] parts;

    /**
     * {@code codes[i * width + column[a]]}: guess {@code guesses[i]} against answer {@code a}; null
     * where codes take two bytes or would take more than {@link #MAX_CODES}, read from the table.
     */
    final byte @Nullable [] codes;

    final int width;

    /** Where each of the node's answers lies in a row (indexed by answer). */
    final int[] column;

    /** {@code letters[i * length + k]}: the letter of {@code guesses[i]} at position {@code k}. */
    final byte[] letters;

    Rows(
        int[] guesses,
        int[] parts,
        byte @Nullable [] codes,
        int width,
        int[] column,
        byte[] letters) {
      this.guesses = guesses;
      this.parts = parts;
      this.codes = codes;
      this.width = width;
      this.column = column;
      this.letters = letters;
    }
  }

  /** Gathers the rows of the {@code sorted} guesses (and their parts) over {@code set}. */
  private Rows rows(int[] set, int[][] sorted) {
    int[] guesses = sorted[0];
    int width = set.length;
    byte[] codes = null;
    if (table.bytes() != null && (long) guesses.length * width <= MAX_CODES) {
      codes = new byte[guesses.length * width];
      for (int i = 0; i < guesses.length; i++) {
        table.codes(guesses[i], set, codes, i * width);
      }
    }
    int[] column = new int[table.answers().size()];
    for (int j = 0; j < width; j++) {
      column[set[j]] = j;
    }
    byte[] letters = new byte[guesses.length * length];
    for (int i = 0; i < guesses.length; i++) {
      for (int k = 0; k < length; k++) {
        letters[i * length + k] = (byte) RuleKernels.letter(table.guesses(), guesses[i], k);
      }
    }
    return new Rows(guesses, sorted[1], codes, width, column, letters);
  }

  /** Returns {@code guesses} and {@code parts} sorted by parts, descending, then by guess. */
  private int[][] byPartsDescending(int[] guesses, int[] parts) {
    long[] keys = new long[guesses.length];
    for (int i = 0; i < guesses.length; i++) {
      keys[i] = (long) (Integer.MAX_VALUE - parts[i]) << 32 | i;
    }
    Arrays.sort(keys);
    int[][] sorted = new int[2][guesses.length];
    for (int i = 0; i < guesses.length; i++) {
      int at = (int) keys[i];
      sorted[0][i] = guesses[at];
      sorted[1][i] = parts[at];
    }
    return sorted;
  }

  /** Counts the parts each guess of {@code pool} splits {@code set} into; returns the pool. */
  private int[] countParts(int[] set, int[] pool, int[] parts) {
    Scratch scratch = space.scratch();
    for (int i = 0; i < pool.length; i++) {
      int t = table.count(pool[i], set, set.length, scratch.counts, scratch.touched);
      MarkCounter.clear(scratch.counts, scratch.touched, t);
      parts[i] = t;
    }
    return pool;
  }
}
