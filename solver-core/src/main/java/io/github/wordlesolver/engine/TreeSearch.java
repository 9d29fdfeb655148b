package io.github.wordlesolver.engine;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.scoring.Scorers;
import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BooleanSupplier;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/**
 * Depth-first branch and bound for the cheapest decision tree of a candidate set, where cost is the
 * total number of guesses over all candidates.
 *
 * <h2>Algorithm</h2>
 *
 * {@link #solve} returns the exact optimum of a node if it is below the caller's cutoff, otherwise
 * a lower bound at or above the cutoff. At a node of {@code n} candidates it scans every guess the
 * {@link Rule} allows once, drops guesses that do not split the set and, in normal mode, guesses
 * whose partition equals an earlier guess's (same grouping and same solved bucket: same subtree
 * cost; in hard modes such guesses still reveal different letters), and orders the rest by the
 * lower bound {@code n + Σ (2|b| - 1)} over unsolved buckets, then by an estimate, then a guess
 * that can be the answer first, then guess index. Guesses are tried in that order; children ({@link
 * Node#children}) are solved largest first with the tightest cutoff the best total so far allows,
 * and a guess is abandoned as soon as its partial total plus the bounds of its unsolved buckets
 * reaches the best. A guess that solves one candidate and splits the rest into singletons meets the
 * set's bound {@code 2n - 1} and ends the node at once.
 *
 * <h2>Determinism</h2>
 *
 * A node's chosen guess is the first in the fixed order whose subtree is optimal; the {@link Memo}
 * holds only exact values and valid bounds, so it changes how fast the answer is found, never which
 * answer. Trees are therefore the same whatever the number of threads and the memo size. A
 * feasibility check ({@link #canFinish}) keeps what it proved in its {@link Budget}, not in the
 * search: what a budget covers decides whether a check finishes, so a check's result depends only
 * on its node and budget, whoever asked before.
 *
 * <p>With a {@code breadth} limit only the first guesses of the order are tried: a fast heuristic
 * whose values are upper bounds, not optima. Thread-safe: many threads may solve nodes at once,
 * sharing the memo.
 */
public final class TreeSearch {
  /** The cost of a set that cannot be solved within the depth left. */
  public static final int INFEASIBLE = Integer.MAX_VALUE / 4;

  private final MarkTable table;
  private final Rule rule;
  private final int breadth;
  private final int solvedCode;
  private final int codeCount;

  /** Whether every answer is also a guess, so that candidates can be played. */
  private final boolean answersGuessable;

  private final Memo<Memo.Entry> memo;

  /** Constraints the memo's keys share ({@link #shared}). */
  private final AtomicReferenceArray<@Nullable Constraints> sharedReads =
      new AtomicReferenceArray<>(SHARED);

  private final BooleanSupplier cancelled;
  private final AtomicLong nodes = new AtomicLong();

  /** Parts per guess over all answers, made on first use ({@link #partsOverAll()}). */
  private volatile int @Nullable [] partsOverAll;

  /** {@link #estimateMilli} by bucket size. */
  private final long[] estimates;

  /** Counting space for scans, one per thread: a scan never nests within a thread. */
  private final ThreadLocal<Scratch> scratch;

  /** {@link #COMPARED_FROM}, unless a test asks for another depth. */
  private final int comparedFrom;

  /** {@link #FIRST_ROUND}, unless a test asks for rounds on small cases. */
  private final long firstRound;

  /**
   * Creates a search.
   *
   * @param breadth how many guesses to try per node; {@code Integer.MAX_VALUE} for an exact search
   * @param memoEntries about how many nodes the memo keeps (older ones are evicted)
   * @param cancelled polled now and then; when true the search throws {@link CancellationException}
   */
  public TreeSearch(
      MarkTable table, Rule rule, int breadth, long memoEntries, BooleanSupplier cancelled) {
    this(table, rule, breadth, memoEntries, cancelled, COMPARED_FROM, FIRST_ROUND);
  }

  /**
   * As the public constructor; for tests, {@code comparedFrom} sets the fewest guesses left at
   * which the checks compare what guesses reveal with what lost a bucket ({@link #keepsLostCore}),
   * and {@code firstRound} the nodes of a guess in the first round of {@link #inRounds}, so that
   * small cases reach the comparison and the rounds.
   */
  TreeSearch(
      MarkTable table,
      Rule rule,
      int breadth,
      long memoEntries,
      BooleanSupplier cancelled,
      int comparedFrom,
      long firstRound) {
    this.comparedFrom = comparedFrom;
    this.firstRound = firstRound;
    this.table = table;
    this.rule = rule;
    this.breadth = breadth;
    this.memo = new Memo<>(memoEntries);
    this.cancelled = cancelled;
    this.codeCount = table.codeCount();
    this.solvedCode = table.solvedCode();
    this.answersGuessable =
        IntStream.range(0, table.answers().size()).allMatch(a -> table.guessOfAnswer(a) >= 0);
    this.estimates = estimatesMilli(table.answers().size());
    int guesses = table.guesses().size();
    int answers = table.answers().size();
    this.scratch = ThreadLocal.withInitial(() -> new Scratch(codeCount, guesses, answers));
  }

  /**
   * A guess's buckets in one array ({@link Buckets#group}), with where each starts and its bound.
   */
  private static final class Split {
    final int[] members;
    final int[] starts;
    final int[] bounds;

    Split(int answers, int codes) {
      members = new int[answers];
      starts = new int[codes + 1];
      bounds = new int[codes];
    }
  }

  /** The arrays a scan counts and sorts in, reused from node to node (all zero between uses). */
  private static final class Scratch {
    final int[] counts;
    final int[] touched;
    final int[] labelOf;
    final boolean[] seenCode;

    /** Letter sets a perfect splitter must meet ({@link #neededLetters}). */
    final int[] needLetters = new int[8];

    final int[] survivors;
    final int[] bounds;

    /** 0, 1, 2, ...: the columns of a slice's row, read in order. */
    final int[] identity;

    /** Answers grouped by part and each part's next free slot, for {@link #unsplittableParts}. */
    final int[] grouped;

    final int[] partNext;

    /** The buckets {@link #evaluate} keeps while it searches them, one per depth. */
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

    int[] labels = new int[64];

    /** A counting sort's tallies by bound; all zero between uses. */
    private int[] boundStarts = new int[64];

    final Long2IntOpenHashMap seen = new Long2IntOpenHashMap();

    /**
     * The arrays the slices of checks keep their codes in, one per depth ({@link CodeSlice}), kept
     * while the thread lives: each as large as the largest slice at its depth so far, at most 16
     * MiB (the check after {@code leste -----} on the Spanish list: 6.5 MB at its first depth).
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

  /** Returns the table searched. */
  public MarkTable table() {
    return table;
  }

  /** Returns the rule searched under. */
  public Rule rule() {
    return rule;
  }

  /** Returns the number of nodes expanded so far (for progress and benchmarks). */
  public long nodes() {
    return nodes.get();
  }

  /** Returns the number of nodes in the memo (a scan). */
  public int memoSize() {
    return memo.size();
  }

  /**
   * Returns the cheapest total for {@code node} if below {@code cutoff}; otherwise a lower bound
   * {@code >= cutoff}.
   */
  public int solve(Node node, int cutoff) {
    return solve(node, cutoff, null);
  }

  /**
   * As {@link #solve(Node, int)}, with the guesses allowed at the node's parent, of which the
   * node's are a subset (see {@link Rule#allowed(io.github.wordlesolver.Constraints, int[])}), or
   * null for every guess.
   */
  private int solve(Node node, int cutoff, int @Nullable [] pool) {
    int[] set = node.set();
    int depth = node.depth();
    int n = set.length;
    int trivial = trivial(n, depth);
    if (trivial >= 0) {
      return trivial;
    }
    int setBound = 2 * n - 1;
    if (setBound >= cutoff) {
      return setBound;
    }
    Memo.Key key = key(node);
    Memo.Entry known = memo.get(key);
    if (known != null && (known.exact || known.value >= cutoff)) {
      return known.value;
    }
    Memo.Entry result = expand(key, node, cutoff, known == null ? 0 : known.value, pool, false);
    memo.record(result);
    return result.value;
  }

  /**
   * Returns the total of {@code n} answers with {@code depth} guesses left when it needs no search:
   * 0 for none; none left, or one left for two or more, {@link #INFEASIBLE}; 1 for one; 3 for two
   * (either first); else -1.
   */
  private static int trivial(int n, int depth) {
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
    return n == 2 ? 3 : -1;
  }

  /** The guesses allowed at {@code node}, from its parent's ({@code pool}) or from all. */
  private int[] allowed(Node node, int @Nullable [] pool) {
    return pool == null ? rule.allowed(node.revealed()) : rule.allowed(node.revealed(), pool);
  }

  /**
   * The memo's key of a node: in hard modes with what the rule reads of its constraints ({@link
   * Mode#reads}), so that nodes it cannot tell apart share their entries.
   */
  private Memo.Key key(Node node) {
    Constraints revealed = node.revealed();
    return new Memo.Key(
        node.set(),
        node.depth(),
        rule.mode() == Mode.NORMAL || revealed == null
            ? null
            : shared(rule.mode().reads(revealed)));
  }

  /**
   * Returns constraints equal to {@code reads} that earlier keys may hold already: a small
   * direct-mapped table by hash keeps the latest of each slot, so that the memo's keys share
   * instances (many nodes of a hard-mode search reach the same greens and least counts along
   * different paths) and a node's own copy is garbage that dies young.
   */
  private Constraints shared(Constraints reads) {
    int slot = reads.hashCode() & (SHARED - 1);
    Constraints known = sharedReads.get(slot);
    if (known != null && known.equals(reads)) {
      return known;
    }
    sharedReads.set(slot, reads);
    return reads;
  }

  /** The slots of {@link #shared}. */
  private static final int SHARED = 1 << 14;

  /**
   * Returns the total of playing {@code guess} first at {@code node}: exact if below {@code
   * cutoff}, otherwise a lower bound at or above it, and never below the guess's bound {@code n + Σ
   * (2|b| - 1)} over its unsolved buckets. A cutoff at or below {@link #deepBound(Node, int, int)}
   * is answered without expanding a node; above it, each bucket is searched with the cutoff its
   * siblings' deep bounds leave. How an opener is proved or bounded out.
   */
  public int solveAfter(Node node, int guess, int cutoff) {
    int[][] buckets = Buckets.split(table, guess, node.set(), true);
    int[] allowed = rule.allowed(node.revealed());
    int[] bound = bucketBounds(node, guess, buckets, allowed, cutoff);
    int rest = 0;
    for (int b : bound) {
      rest += b;
    }
    if (node.size() + rest >= cutoff) {
      return node.size() + rest;
    }
    int[] starts = new int[buckets.length + 1];
    for (int b = 0; b < buckets.length; b++) {
      starts[b + 1] = starts[b] + buckets[b].length;
    }
    int[] members = new int[starts[buckets.length]];
    for (int b = 0; b < buckets.length; b++) {
      System.arraycopy(buckets[b], 0, members, starts[b], buckets[b].length);
    }
    return solveBuckets(node, guess, members, starts, buckets.length, bound, rest, cutoff, allowed);
  }

  /**
   * Returns a lower bound on the total of playing {@code guess} first at {@code node}, without
   * search: its answers once each, and per unsolved bucket of {@code m} answers {@code 2m - 1}, or
   * {@code 2m} when no answer of the bucket splits it into singletons. Costs one split and {@code
   * O(m²)} look-ups per bucket.
   */
  public int quickBound(Node node, int guess) {
    int total = node.size();
    for (int[] bucket : Buckets.split(table, guess, node.set(), false)) {
      total += bucketBound(bucket);
    }
    return total;
  }

  /**
   * Returns a lower bound on the total of playing {@code guess} first at {@code node}, one guess
   * deeper than {@link #quickBound}: per unsolved bucket of {@code m} answers, the larger of its
   * quick bound and the least over every guess the rule allows there of {@code 3m - t - c + u} (the
   * bucket's answers once each for the next guess, then {@code 2s - 1} for each of its {@code t}
   * parts but the one it may find, {@code c}, and one more for each of the {@code u} parts of three
   * or more that no answer of the part splits into singletons). Costs one pass over the mark table
   * per bucket, cut short where a guess cannot split finely enough: about 0.1 to 0.2 s of CPU for
   * an opener of the original lists.
   */
  public int deepBound(Node node, int guess) {
    return deepBound(node, guess, INFEASIBLE);
  }

  /**
   * As {@link #deepBound(Node, int)}, but stops deepening once the bound reaches {@code target}:
   * returns the deep bound if it is below {@code target}, otherwise a lower bound at or above
   * {@code target} (the {@link #quickBound} itself when that reaches it, with no pass at all).
   * Buckets are deepened largest first, so an opener far above the target costs a pass or two, not
   * one per bucket.
   */
  public int deepBound(Node node, int guess, int target) {
    int[][] buckets = Buckets.split(table, guess, node.set(), true);
    int total = node.size();
    for (int b : bucketBounds(node, guess, buckets, rule.allowed(node.revealed()), target)) {
      total += b;
    }
    return total;
  }

  /**
   * Returns the bounds of {@code guess}'s {@code buckets} (largest first) at {@code node} that
   * {@link #deepBound(Node, int, int)} adds up: each bucket's quick bound, raised one guess deeper
   * (over the guesses of {@code allowed} the rule leaves it) largest bucket first while the total
   * is below {@code target}.
   */
  private int[] bucketBounds(Node node, int guess, int[][] buckets, int[] allowed, int target) {
    int[] bound = new int[buckets.length];
    int total = node.size();
    for (int b = 0; b < buckets.length; b++) {
      bound[b] = bucketBound(buckets[b]);
      total += bound[b];
    }
    for (int b = 0; b < buckets.length && total < target; b++) {
      int[] bucket = buckets[b];
      // A candidate that splits the bucket into singletons meets 2m - 1 one guess deeper too.
      if (bucket.length < 3 || bound[b] == 2 * bucket.length - 1) {
        continue;
      }
      Node child = node.child(table, rule, guess, bucket);
      if (child.depth() >= 3) {
        int deeper = leastGuessBound(bucket, rule.allowed(child.revealed(), allowed), bound[b]);
        if (deeper > bound[b]) {
          total += deeper - bound[b];
          bound[b] = deeper;
        }
      }
    }
    return bound;
  }

  /**
   * Returns the least {@code 3m - t - c + u} over the guesses of {@code pool} for {@code set}
   * ({@link #deepBound(Node, int)}). A guess cannot split {@code set} into more parts than it
   * splits all answers into ({@link #partsOverAll}): one whose parts cannot bring the least lower
   * is not counted at all, and {@code u} is counted only for a guess whose {@code 3m - t - c} is
   * below the least so far. Stops once the least is down to {@code floor}, a bound it cannot go
   * below.
   */
  private int leastGuessBound(int[] set, int[] pool, int floor) {
    int m = set.length;
    Scratch space = scratch.get();
    int[] counts = space.counts;
    int[] touched = space.touched;
    int[] parts = partsOverAll();
    int least = 3 * m;
    for (int g : pool) {
      if (3 * m - Math.min(m, parts[g]) - 1 >= least) {
        continue;
      }
      // A guess with more than least - 2m answers sharing parts cannot go below least.
      int t = table.countUnlessCollisions(g, set, m, counts, touched, least - 2 * m);
      if (t < 0) {
        continue;
      }
      int bound = 3 * m - t - (counts[solvedCode] > 0 ? 1 : 0);
      if (bound < least && t < m) {
        bound += unsplittableParts(g, set, t, least - bound, space);
      }
      for (int k = 0; k < t; k++) {
        counts[touched[k]] = 0;
      }
      least = Math.min(least, bound);
      if (least <= floor) {
        break;
      }
    }
    return least;
  }

  /**
   * Returns how many of the parts {@code g} splits {@code set} into (counted in {@code space}'s
   * counts at its first {@code t} touched codes) hold three or more answers of which none splits
   * the part into singletons, each of which costs one guess more than {@code 2s - 1}; counts no
   * further than {@code limit}. One more pass over the set and {@code O(s²)} look-ups per part.
   */
  private int unsplittableParts(int g, int[] set, int t, int limit, Scratch space) {
    int[] counts = space.counts;
    int[] touched = space.touched;
    int[] next = space.partNext;
    int[] grouped = space.grouped;
    int at = 0;
    for (int k = 0; k < t; k++) {
      int code = touched[k];
      next[code] = -1;
      if (counts[code] >= 3) {
        next[code] = at;
        at += counts[code];
      }
    }
    if (at == 0) {
      return 0;
    }
    for (int a : set) {
      int code = table.code(g, a);
      if (next[code] >= 0) {
        grouped[next[code]++] = a;
      }
    }
    int unsplittable = 0;
    for (int k = 0; k < t && unsplittable < limit; k++) {
      int code = touched[k];
      if (counts[code] >= 3
          && !hasPerfectCandidate(grouped, next[code] - counts[code], next[code])) {
        unsplittable++;
      }
    }
    return unsplittable;
  }

  /** Returns how many parts each guess splits all answers into: one pass over the table, once. */
  private int[] partsOverAll() {
    int[] parts = partsOverAll;
    if (parts == null) {
      synchronized (this) {
        parts = partsOverAll;
        if (parts == null) {
          int guesses = table.guesses().size();
          int[] all = new int[table.answers().size()];
          Arrays.setAll(all, i -> i);
          Scratch space = scratch.get();
          int[] counted = new int[guesses];
          for (int g = 0; g < guesses; g++) {
            int t = table.count(g, all, all.length, space.counts, space.touched);
            for (int k = 0; k < t; k++) {
              space.counts[space.touched[k]] = 0;
            }
            counted[g] = t;
          }
          partsOverAll = parts = counted;
        }
      }
    }
    return parts;
  }

  /** A bucket's bound before any search: 1, 3, then 2m - 1, or 2m with no perfect candidate. */
  private int bucketBound(int[] bucket) {
    return bucketBound(bucket, 0, bucket.length);
  }

  /** {@link #bucketBound(int[])} of the bucket {@code set[from..to)}. */
  private int bucketBound(int[] set, int from, int to) {
    int m = to - from;
    return m >= 3 && !hasPerfectCandidate(set, from, to) ? 2 * m : 2 * m - 1;
  }

  /**
   * Returns the guess that {@link #solve} found best for {@code node}, solving it again without a
   * cutoff if needed, or -1 when the set is a single answer that is not in the guess list.
   */
  public int bestGuess(Node node) {
    int[] set = node.set();
    if (set.length <= 2) {
      // Either candidate costs the same; the lower guess index wins, whatever the set's order.
      int g = table.guessOfAnswer(set[0]);
      int other = set.length == 2 ? table.guessOfAnswer(set[1]) : -1;
      if (other >= 0 && (g < 0 || other < g)) {
        g = other;
      }
      if (g >= 0) {
        return g;
      }
    }
    Memo.Key key = key(node);
    Memo.Entry known = memo.get(key);
    if (known == null || !known.exact || known.guess < 0) {
      known = expand(key, node, INFEASIBLE, 0, null, true);
      memo.record(known);
    }
    return known.guess;
  }

  /**
   * Searches {@code node}'s guesses. Without {@code needGuess}, a node that a candidate splits into
   * singletons but one pair (with three or more guesses left) is answered with its value, {@code
   * 2n}, and no guess, before any scan: no guess can do better once none splits it into singletons,
   * and which one the order would pick is only needed when the tree is written.
   */
  private Memo.Entry expand(
      Memo.Key key,
      Node node,
      int cutoff,
      int knownBound,
      int @Nullable [] pool,
      boolean needGuess) {
    if (nodes.incrementAndGet() % 1024 == 1 && cancelled.getAsBoolean()) {
      throw new CancellationException("tree search cancelled");
    }
    int[] set = node.set();
    int depth = node.depth();
    int n = set.length;
    if (!needGuess && depth >= 3 && leastCandidateCollisions(set) == 1) {
      return new Memo.Entry(key, 2 * n, true, -1);
    }
    if (depth == 2) {
      return finishInTwo(key, node, pool, null);
    }
    int[] allowed = allowed(node, pool);
    Options options = scan(set, allowed, cutoff);
    int best = cutoff;
    int bestGuess = -1;
    int minBound = options.droppedBound;
    int tried = 0;
    for (int i = 0; has(options, i, set); i++) {
      int lower = options.lower[i];
      if (lower >= best || tried >= breadth) {
        minBound = Math.min(minBound, lower);
        break;
      }
      tried++;
      int g = options.guess[i];
      int total = evaluate(node, g, best, lower, allowed);
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
      return new Memo.Entry(key, best, true, bestGuess);
    }
    return new Memo.Entry(key, Math.max(knownBound, Math.max(minBound, cutoff)), false, -1);
  }

  /**
   * Returns the total of guess {@code g} for {@code node}, exact if below {@code best}, otherwise a
   * lower bound at or above it.
   */
  private int evaluate(Node node, int g, int best, int lower, int[] allowed) {
    int total = node.size();
    int rest = lower - total;
    // The buckets stay in this depth's scratch space while the children below are searched:
    // each depth has its own, and a bucket becomes an array only when its child is searched.
    Split split = scratch.get().split(node.depth(), table);
    int[] members = split.members;
    int[] starts = split.starts;
    int[] bounds = split.bounds;
    int count = Buckets.group(table, g, node.set(), true, members, starts);
    // A bucket that no candidate splits into singletons needs at least 2m, not 2m - 1: raising
    // the bounds first (O(m²) each, no recursion) cuts off many guesses before any child search.
    for (int b = 0; b < count; b++) {
      bounds[b] = bucketBound(members, starts[b], starts[b + 1]);
      rest += bounds[b] - (2 * (starts[b + 1] - starts[b]) - 1);
      if (total + rest >= best) {
        return total + rest;
      }
    }
    return solveBuckets(node, g, members, starts, count, bounds, rest, best, allowed);
  }

  /**
   * Returns the total of guess {@code g} at {@code node} given its {@code count} buckets, bucket
   * {@code b} being {@code members[starts[b]..starts[b + 1])} and at least {@code bound[b]}, which
   * with any slack add up to {@code rest}: exact if below {@code best}, otherwise a lower bound at
   * or above it. Children are made one at a time, each searched with the cutoff the others' bounds
   * leave: most guesses are abandoned after their first buckets. A bucket of one or two answers
   * needs no child, nor does one whose bound is {@code 2m - 1}: the bounds given ({@link
   * #bucketBound}, {@link #bucketBounds}) are that only for a bucket that a candidate splits into
   * singletons, whose total it is when two or more guesses are left.
   */
  private int solveBuckets(
      Node node,
      int g,
      int[] members,
      int[] starts,
      int count,
      int[] bound,
      int rest,
      int best,
      int[] allowed) {
    int total = node.size();
    for (int b = 0; b < count; b++) {
      rest -= bound[b];
      int m = starts[b + 1] - starts[b];
      int value = trivial(m, node.depth() - 1);
      if (value < 0 && bound[b] == 2 * m - 1 && node.depth() > 2) {
        value = 2 * m - 1; // a candidate splits it into singletons: no child needed
      }
      if (value < 0) {
        int[] bucket = Arrays.copyOfRange(members, starts[b], starts[b + 1]);
        value = solve(node.child(table, rule, g, bucket), best - total - rest, allowed);
      }
      total += value;
      if (total + rest >= best) {
        return total + rest;
      }
    }
    return total;
  }

  /**
   * The nodes that feasibility checks may still expand, and what they proved: each check given it
   * spends from it and remembers its verdicts in it, so one budget bounds a series of checks (e.g.
   * the checks behind one suggestion) and later checks of the same sets are mostly look-ups. A
   * check's result depends only on its node and on the budget's history, never on other budgets or
   * threads: a fresh budget gives the same answer however often it is asked. Not thread-safe: one
   * caller at a time.
   */
  public static final class Budget {
    /** The most slots of a budget's table of verdicts (past it, older ones are evicted). */
    private static final int MOST_VERDICTS = 1 << 18;

    private long left;

    /**
     * While a guess of {@link #inRounds} is tried, the check runs out when {@link #left} falls
     * below this too; {@code Long.MIN_VALUE} otherwise.
     */
    private long floor = Long.MIN_VALUE;

    /** What the checks proved, per set and guesses left ({@link Verdict}); one per node at most. */
    private final Memo<Verdict> verdicts;

    /**
     * Creates a budget of {@code nodes} nodes. O(1): the verdicts' table grows as they come.
     *
     * @throws IllegalArgumentException if {@code nodes} is negative
     */
    public Budget(long nodes) {
      if (nodes < 0) {
        throw new IllegalArgumentException("a budget of nodes cannot be negative: " + nodes);
      }
      left = nodes;
      // Room for a verdict per node, at most one each: the table doubles while half full.
      verdicts = new Memo<>(4 * Math.min(nodes, MOST_VERDICTS / 4));
    }

    /** Returns how many nodes are left to spend (0 once a check has run out). */
    public long left() {
      return Math.max(left, 0);
    }
  }

  /** Thrown when a feasibility check runs out of its budget of nodes. */
  public static final class OverBudgetException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    OverBudgetException() {
      super("the feasibility check ran out of its budget", null, false, false);
    }
  }

  /**
   * Returns whether some strategy finds every answer of {@code node} within its depth: a search
   * that stops at the first guess whose every bucket can be finished, trying guesses in the same
   * order as {@link #solve} and each guess's buckets smallest first. A bucket that lost a guess
   * loses, without a search, every later guess that keeps it whole and either reveals at least what
   * the first one did ({@link Rule#allowsNoMore}) or leaves constraints under which the bucket is
   * lost too (checked once, with only the node's own): a larger set under stronger constraints is
   * never easier. Remembered per set in the budget ({@link Verdict}): a set proved lost is lost
   * wherever the rule allows no more, a set proved won is won wherever it allows at least as much,
   * so later checks of the same sets under the same budget are mostly look-ups. Each node copies
   * the codes of its guesses against its answers into a compact slice that its descendants read, so
   * that the search reads from cache rather than from the mark table's far-apart rows.
   *
   * @param budget the most nodes this call may expand
   * @throws OverBudgetException if it would expand more
   */
  public boolean canFinish(Node node, long budget) {
    return canFinish(node, new Budget(budget));
  }

  /**
   * As {@link #canFinish(Node, long)}, spending the nodes it expands from {@code budget}, so that
   * one budget bounds a series of checks.
   *
   * @throws OverBudgetException if the budget runs out (it is then spent)
   */
  public boolean canFinish(Node node, Budget budget) {
    return finish(node, budget, null);
  }

  /**
   * Returns a guess with which every answer of {@code node} can be found within its depth, the
   * first in the search's order, or -1 if there is none. The node's own guesses are tried in rounds
   * of growing budgets ({@link #inRounds}), so that a few guesses that take long to prove lost do
   * not spend the budget before a later one is found to win: if the budget runs out once some guess
   * is known to win but a guess before it is undecided, that guess is returned.
   *
   * @throws OverBudgetException as {@link #canFinish(Node, long)}, when no guess is known to win
   */
  public int finishingGuess(Node node, long budget) {
    return finishingGuess(node, new Budget(budget));
  }

  /**
   * As {@link #finishingGuess(Node, long)}, spending the nodes it expands from {@code budget}.
   *
   * @throws OverBudgetException as {@link #canFinish(Node, Budget)}
   */
  public int finishingGuess(Node node, Budget budget) {
    int[] set = node.set();
    if (set.length <= 2 || node.depth() <= 1) {
      return canFinish(node, budget) && set.length > 0 ? bestGuess(node) : -1;
    }
    Memo.Key key = setKey(node);
    Verdict known = budget.verdicts.get(key);
    if (known != null) {
      int decided = known.decide(node.revealed());
      int guess = known.guessUnder(node.revealed());
      if (decided == 0 || guess >= 0) {
        return guess;
      }
    }
    // Won or unknown, but not searched under these very constraints: the first guess in order
    // may differ from the one a stronger node found.
    return firstFinishing(node, key, budget, null, true);
  }

  private boolean finish(Node node, Budget budget, @Nullable CodeSlice above) {
    int settled = settled(node.set(), node.depth());
    if (settled >= 0) {
      return settled == 1;
    }
    Memo.Key key = setKey(node);
    Verdict known = budget.verdicts.get(key);
    int decided = known == null ? -1 : known.decide(node.revealed());
    return decided >= 0 ? decided == 1 : firstFinishing(node, key, budget, above, false) >= 0;
  }

  /** The key of a node's set and guesses left, without constraints: see {@link Verdict}. */
  private static Memo.Key setKey(Node node) {
    return new Memo.Key(node.set(), node.depth(), null);
  }

  /**
   * Searches {@code node} (three or more answers, two or more guesses left) for the first guess in
   * order after which every answer can be found in time, records the verdict and returns the guess,
   * or -1 if there is none. With {@code inRounds}, tries the guesses in rounds ({@link #inRounds}).
   */
  private int firstFinishing(
      Node node, Memo.Key key, Budget budget, @Nullable CodeSlice above, boolean inRounds) {
    int[] set = node.set();
    int depth = node.depth();
    if (--budget.left < budget.floor || budget.left < 0) {
      throw new OverBudgetException();
    }
    if (nodes.incrementAndGet() % 1024 == 1 && cancelled.getAsBoolean()) {
      throw new CancellationException("tree search cancelled");
    }
    int found = -1;
    if (depth == 2) {
      found = finishInTwo(key, node, above == null ? null : above.guesses, above).guess;
    } else {
      int[] allowed = allowed(node, above == null ? null : above.guesses);
      // A candidate that splits the set into singletons wins at once: no codes to gather. Else
      // the codes this node and its descendants read, gathered by the scan from the nearest
      // slice above.
      Options options = candidateSplit(set);
      CodeSlice here;
      if (options != null) {
        here = CodeSlice.listsOnly(table, allowed, set);
      } else {
        here = CodeSlice.of(table, allowed, set, above, scratch.get().arena(depth));
        options = scan(set, allowed, INFEASIBLE, true, here);
      }
      // The buckets that lost earlier guesses. One that is lost with only this node's
      // constraints (checked when a later guess keeps it whole, so at most once) loses every
      // such guess too: it leaves a superset of the bucket under stronger constraints. So does
      // a guess that keeps it whole and reveals at least what the losing guess revealed.
      Cores cores = new Cores();
      if (inRounds) {
        found = inRounds(node, options, cores, budget, here);
      } else {
        for (int i = 0; found < 0 && has(options, i, set); i++) {
          found = wins(node, options.guess[i], cores, budget, here) ? options.guess[i] : -1;
        }
      }
    }
    budget.verdicts.record(
        found >= 0
            ? Verdict.won(key, rule, node.revealed(), found)
            : Verdict.lost(key, rule, node.revealed()));
    return found;
  }

  /**
   * Returns whether guess {@code g} at {@code node} finishes every answer in time; if not, the
   * bucket that lost it joins {@code cores} (unless one there decided it).
   */
  private boolean wins(Node node, int g, Cores cores, Budget budget, CodeSlice here) {
    if (cores.size > 0 && keepsLostCore(node, g, cores, budget, here)) {
      return false;
    }
    Node lost = lostBucket(node, g, budget, here);
    if (lost != null) {
      cores.add(lost, node.set());
    }
    return lost == null;
  }

  /** The nodes each guess of {@link #inRounds} may spend in the first round; ×4 each round. */
  private static final long FIRST_ROUND = 256;

  /** The nodes {@link #inRounds} spends in rounds before it tries the rest in order. */
  private static final long IN_ROUNDS = 1 << 15;

  /**
   * Tries the guesses of {@code options} in rounds and returns the first in order that wins, or -1
   * if every one is lost. In the first round each guess may spend {@value #FIRST_ROUND} nodes, and
   * each later round gives the guesses still undecided before the first known to win four times as
   * many; once the rounds have spent {@value #IN_ROUNDS} nodes, the guesses left are tried in order
   * without a limit. A few guesses can take thousands of nodes each to prove lost while a later one
   * wins in a hundred, so when the budget runs out the first guess found to win is returned, though
   * an undecided one comes before it; with none found, the check runs out as any does. The rounds
   * do not depend on the budget's size: a larger budget follows the same path further.
   */
  private int inRounds(Node node, Options options, Cores cores, Budget budget, CodeSlice here) {
    int[] set = node.set();
    int won = -1; // the index of the first option known to win
    int[] undecided = new int[16];
    int count = 0;
    for (int i = 0; has(options, i, set); i++) {
      undecided = count < undecided.length ? undecided : Arrays.copyOf(undecided, 2 * count);
      undecided[count++] = i;
    }
    long start = budget.left;
    long cap = firstRound;
    try {
      while (count > 0) {
        int next = 0;
        for (int k = 0; k < count && (won < 0 || undecided[k] < won); k++) {
          int i = undecided[k];
          if (cap < Long.MAX_VALUE && start - budget.left >= IN_ROUNDS) {
            // Out of rounds: this one and the rest of the round go to the last, in order.
            undecided[next++] = i;
            continue;
          }
          budget.floor = cap == Long.MAX_VALUE ? Long.MIN_VALUE : budget.left - cap;
          try {
            if (wins(node, options.guess[i], cores, budget, here)) {
              won = i;
            }
          } catch (OverBudgetException e) {
            if (budget.left < 0) {
              throw e;
            }
            undecided[next++] = i;
          } finally {
            budget.floor = Long.MIN_VALUE;
          }
        }
        count = next;
        cap =
            cap >= Long.MAX_VALUE / 4 || start - budget.left >= IN_ROUNDS
                ? Long.MAX_VALUE
                : 4 * cap;
      }
    } catch (OverBudgetException e) {
      if (won < 0) {
        throw e;
      }
    }
    return won < 0 ? -1 : options.guess[won];
  }

  /**
   * Returns whether every answer of {@code node} can be found within its depth when {@code guess}
   * is played first: whether each of its buckets can be finished ({@link #canFinish(Node,
   * Budget)}), smallest first, spending from {@code budget}.
   *
   * @throws OverBudgetException if the budget runs out (it is then spent)
   */
  public boolean canFinishAfter(Node node, int guess, Budget budget) {
    return lostBucket(node, guess, budget, null) == null;
  }

  /**
   * Returns the node of the first bucket of {@code guess} at {@code node}, smallest first ({@link
   * Buckets#smallestFirst}), that cannot be finished within the guesses left, or null if none: a
   * lost guess usually has a small lost bucket, cheaper to prove than its largest.
   */
  private @Nullable Node lostBucket(
      Node node, int guess, Budget budget, @Nullable CodeSlice above) {
    for (int[] bucket : Buckets.smallestFirst(table, guess, node.set())) {
      // Most buckets are settled by their size alone: no child node, no constraints to merge.
      int settled = settled(bucket, node.depth() - 1);
      if (settled == 1) {
        continue;
      }
      Node child = node.child(table, rule, guess, bucket);
      if (settled == 0 || !finish(child, budget, above)) {
        return child;
      }
    }
    return null;
  }

  /**
   * Returns whether the answers of {@code set} with {@code depth} guesses left are settled without
   * a search: 1 if every one can be found, 0 if not, -1 if that takes a search. By size ({@link
   * #settled(int, int)}), then, for at most {@value #SETTLING_SET} answers, by a candidate after
   * which every other bucket has no more answers than guesses left (O(n²) look-ups,
   * allocation-free).
   */
  private int settled(int[] set, int depth) {
    int bySize = settled(set.length, depth);
    return bySize < 0 && set.length <= SETTLING_SET && settlingCandidate(set, depth - 1)
        ? 1
        : bySize;
  }

  /** The largest set {@link #settled(int[], int)} tries each candidate of. */
  private static final int SETTLING_SET = 32;

  /**
   * Returns whether {@code n} answers with {@code depth} guesses left are settled by their number
   * alone: 1 if every one can be found (none; at most as many as guesses left, guessed in turn,
   * when every answer is a guess, or else two with two), 0 if not (no guess left; two or more with
   * one), -1 if that takes a search.
   */
  private int settled(int n, int depth) {
    if (n == 0) {
      return 1;
    }
    if (depth <= 0) {
      return 0;
    }
    if (n == 1) {
      return 1;
    }
    if (depth == 1) {
      return 0;
    }
    return n <= (answersGuessable ? depth : 2) ? 1 : -1;
  }

  /**
   * Returns whether some answer of {@code set}, guessed first, leaves no other bucket with more
   * answers than {@code left} guesses: each is then found by guessing its answers in turn.
   */
  private boolean settlingCandidate(int[] set, int left) {
    if (!answersGuessable) {
      return false;
    }
    Scratch space = scratch.get();
    int[] counts = space.counts;
    int[] touched = space.touched;
    for (int a : set) {
      // The candidate's own bucket holds it alone, and left is at least 1.
      int t = table.countUnlessOver(table.guessOfAnswer(a), set, set.length, counts, touched, left);
      if (t >= 0) {
        for (int k = 0; k < t; k++) {
          counts[touched[k]] = 0;
        }
        return true;
      }
    }
    return false;
  }

  /**
   * With two guesses left, only a guess that splits the set into singletons finds every answer: the
   * lowest-index answer of the set that does (total {@code 2n - 1}), else the first other guess
   * that does ({@code 2n}), else none ({@link #INFEASIBLE}, guess -1).
   */
  private Memo.Entry finishInTwo(
      Memo.Key key, Node node, int @Nullable [] pool, @Nullable CodeSlice slice) {
    int n = node.set().length;
    int candidate = perfectCandidate(node.set());
    if (candidate >= 0) {
      return new Memo.Entry(key, 2 * n - 1, true, candidate);
    }
    int other = firstSplitter(node, pool, slice);
    return new Memo.Entry(key, other < 0 ? INFEASIBLE : 2 * n, true, other);
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
  private int firstSplitter(Node node, int @Nullable [] pool, @Nullable CodeSlice slice) {
    int[] set = node.set();
    Scratch space = scratch.get();
    int[] need = space.needLetters;
    int needs = neededLetters(set, need);
    int[] counts = space.counts;
    int[] touched = space.touched;
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
      for (int k = 0; k < n; k++) {
        counts[touched[k]] = 0;
      }
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
  private int neededLetters(int[] set, int[] need) {
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

  /**
   * The fewest guesses left at a node (the next included) for which {@link #keepsLostCore} compares
   * what a guess reveals with what lost a bucket.
   */
  private static final int COMPARED_FROM = 4;

  /** How many answers of a set {@link #neededLetters} pairs up. */
  private static final int NEED_FROM = 12;

  /**
   * Returns whether guess {@code g} at {@code node} keeps whole a bucket of {@code cores} that is
   * lost after it: because g reveals at least what the guess that lost the bucket revealed (with
   * {@value #COMPARED_FROM} or more guesses left), or because the bucket is lost with what the node
   * revealed and one guess fewer (always so in normal mode, where nothing is revealed), each
   * bucket's loss decided the first time it is needed.
   */
  private boolean keepsLostCore(Node node, int g, Cores cores, Budget budget, CodeSlice here) {
    int row = here.row(g);
    // Cheapest first: a kept bucket already known lost here; then the comparisons; then proofs.
    for (int c = 0; c < cores.size; c++) {
      if (cores.lost[c] > 0 && here.keepsWhole(row, cores.columns[c])) {
        return true;
      }
    }
    if (node.depth() >= comparedFrom) {
      // Where g reveals at least what the guess that lost the bucket did (as the rule reads it),
      // the bucket is lost again. Merging the constraints costs more than the proof of a bucket
      // with two guesses left, so only buckets with more are compared. A bucket known lost here
      // was tested above.
      for (int c = 0; c < cores.size; c++) {
        int[] columns = cores.columns[c];
        if (cores.lost[c] <= 0
            && here.keepsWhole(row, columns)
            && rule.allowsNoMore(
                rule.after(node.revealed(), g, here.code(row, columns[0])), cores.lostUnder[c])) {
          return true;
        }
      }
    }
    for (int c = 0; c < cores.size; c++) {
      int[] bucket = cores.buckets[c];
      if (cores.lost[c] == 0 && here.keepsWhole(row, cores.columns[c])) {
        cores.lost[c] =
            rule.mode() == Mode.NORMAL
                    || !finish(new Node(bucket, node.depth() - 1, node.revealed()), budget, here)
                ? (byte) 1
                : (byte) -1;
        if (cores.lost[c] > 0) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The buckets that lost guesses at one node, each once, with their loss at the node: 0 not yet
   * known, 1 lost, -1 not lost.
   */
  private static final class Cores {
    private static final int[][] NO_SETS = new int[0][];
    private static final @Nullable Constraints[] NO_CONSTRAINTS = new Constraints[0];
    private static final byte[] NO_LOSSES = new byte[0];

    // Empty until a bucket is lost: most nodes of a won check lose none.
    int[][] buckets = NO_SETS;

    /** Where each bucket's answers lie in the node's set: the columns of its slice. */
    int[][] columns = NO_SETS;

    @Nullable Constraints[] lostUnder = NO_CONSTRAINTS;
    byte[] lost = NO_LOSSES;
    int size;

    /**
     * Adds the bucket of a node lost after a guess, part of {@code set} (the node's), with what was
     * known there, unless it is here already: then the guess kept it whole and it is known not to
     * be lost, or the guess would have been skipped.
     */
    void add(Node lostNode, int[] set) {
      int[] bucket = lostNode.set();
      for (int c = 0; c < size; c++) {
        int[] known = buckets[c];
        if (known.length == bucket.length
            && known[0] == bucket[0]
            && Arrays.equals(known, bucket)) {
          return;
        }
      }
      if (size == buckets.length) {
        int more = Math.max(4, 2 * size);
        buckets = Arrays.copyOf(buckets, more);
        columns = Arrays.copyOf(columns, more);
        lostUnder = Arrays.copyOf(lostUnder, more);
        lost = Arrays.copyOf(lost, more);
      }
      lostUnder[size] = lostNode.revealed();
      columns[size] = CodeSlice.positions(bucket, set);
      buckets[size++] = bucket;
    }
  }

  /**
   * Returns the guesses {@link #solve} tries at {@code node} under {@code cutoff}, in the order it
   * tries them (what the scan keeps): for tests of the order, the cut-offs and the normal-mode
   * dedupe. The node must hold at least three answers.
   */
  int[] order(Node node, int cutoff) {
    if (node.depth() == 2) {
      int g = finishInTwo(key(node), node, null, null).guess;
      return g < 0 ? new int[0] : new int[] {g};
    }
    Options quick = candidateSplit(node.set());
    Options options =
        quick != null
            ? quick
            : scan(node.set(), rule.allowed(node.revealed()), cutoff, false, null);
    for (int i = 0; has(options, i, node.set()); i++) {
      // Prepares every group.
    }
    return Arrays.copyOf(options.guess, options.size);
  }

  /**
   * The distinct useful guesses of a node, best bound first; prepared a group of equal bounds at a
   * time ({@link #has}), as the search stops at the first bound that reaches its best total.
   */
  private static final class Options {
    /** The guesses prepared so far, in the order the search tries them. */
    int size;

    /** The least bound among guesses the scan dropped for reaching the cutoff. */
    int droppedBound = INFEASIBLE;

    final int[] guess;
    final int[] lower;
    final int[] parts;

    /** The guesses not yet prepared, as {@code bound << 32 | guess}, in ascending order. */
    final long[] pending;

    int taken;

    /** The node's slice, its guesses the node's pool, or null to read the table. */
    @Nullable CodeSlice slice;

    Options(int capacity, long[] pending) {
      guess = new int[capacity];
      lower = new int[capacity];
      parts = new int[capacity];
      this.pending = pending;
    }

    /** One guess that is the node's best, with nothing pending. */
    static Options only(int guess, int lower, int parts) {
      Options one = new Options(1, new long[0]);
      one.guess[0] = guess;
      one.lower[0] = lower;
      one.parts[0] = parts;
      one.size = 1;
      return one;
    }
  }

  /**
   * Returns whether {@code options} has an {@code i}-th guess, preparing the next group of equal
   * bounds when needed: in normal mode one guess per distinct partition (the first, compared
   * exactly, not just by hash), ordered by estimate, then guess index. Equal partitions have equal
   * bounds, so each group is deduplicated on its own.
   */
  private boolean has(Options options, int i, int[] set) {
    while (i >= options.size && options.taken < options.pending.length) {
      prepareGroup(options, set);
    }
    return i < options.size;
  }

  private void prepareGroup(Options options, int[] set) {
    int n = set.length;
    long[] pending = options.pending;
    int first = options.taken;
    int bound = (int) (pending[first] >>> 32);
    int end = first;
    while (end < pending.length && (int) (pending[end] >>> 32) == bound) {
      end++;
    }
    options.taken = end;
    Scratch space = scratch.get();
    int[] counts = space.counts;
    int[] touched = space.touched;
    int[] labelOf = space.labelOf;
    if (space.labels.length < n) {
      space.labels = new int[Math.max(n, 2 * space.labels.length)];
    }
    int[] labels = space.labels;
    Long2IntOpenHashMap seen = space.seen;
    seen.clear();
    int[] keep = new int[end - first];
    int[] parts = new int[end - first];
    long[] estimate = new long[end - first];
    int kept = 0;
    boolean normal = rule.mode() == Mode.NORMAL;
    for (int k = first; k < end; k++) {
      int g = (int) pending[k];
      int t = label(g, set, options.slice, labelOf, counts, touched, labels);
      long hash = normal ? hash(labels, n) : 0; // only normal mode merges equal partitions
      long est = 0;
      for (int c = 0; c < t; c++) {
        int code = touched[c];
        if (code != solvedCode) {
          est += estimates[counts[code]];
        }
        counts[code] = 0;
        labelOf[code] = 0;
      }
      // Equal partitions have equal subtrees only in normal mode: in hard modes two guesses that
      // split alike still reveal different letters, which allow different guesses later.
      int twin = normal ? seen.get(hash) : -1;
      if (twin >= 0 && samePartition(keep[twin], set, labels, labelOf, touched)) {
        continue;
      }
      if (twin < 0 && normal) {
        seen.put(hash, kept);
      }
      keep[kept] = g;
      parts[kept] = t;
      estimate[kept] = est;
      kept++;
    }
    int[] order = new int[kept];
    Arrays.setAll(order, i -> i);
    IntArrays.quickSort(
        order,
        (x, y) ->
            estimate[x] != estimate[y]
                ? Long.compare(estimate[x], estimate[y])
                : Integer.compare(keep[x], keep[y]));
    int start = options.size;
    for (int i = 0; i < kept; i++) {
      options.guess[start + i] = keep[order[i]];
      options.lower[start + i] = bound;
      options.parts[start + i] = parts[order[i]];
    }
    options.size = start + kept;
  }

  /**
   * Scans the pool of a node with three or more guesses left ({@link #finishInTwo} answers those
   * with two). A candidate that splits the set into singletons is the only option ({@link
   * #candidateSplit}). Else it only counts each guess's buckets (one pass over its mark-table row)
   * and drops guesses that do not split the set, and guesses whose bound reaches the cutoff,
   * remembering the least such bound. The survivors are sorted by bound; their partitions are
   * compared and estimated only when the search reaches their bound ({@link #has}).
   */
  private Options scan(int[] set, int[] pool, int cutoff) {
    Options quick = candidateSplit(set);
    return quick != null ? quick : scan(set, pool, cutoff, true, null);
  }

  /**
   * As {@link #scan(int[], int[], int)}, but without first looking for a candidate that splits the
   * set into singletons ({@link #candidateSplit}); with {@code stopAtExact} it returns only the
   * first guess of the order when that guess's bound is its exact total (it leaves no bucket above
   * two), as no later guess can then do better. With {@code slice}, the node's own (its guesses the
   * pool, its answers the set), it gathers each row of the slice as it counts it.
   */
  private Options scan(
      int[] set, int[] pool, int cutoff, boolean stopAtExact, @Nullable CodeSlice slice) {
    int n = set.length;
    byte[] codes = slice == null ? null : slice.codes;
    Scratch space = scratch.get();
    int[] identity = space.identity;
    int[] counts = space.counts;
    int[] touched = space.touched;
    int[] survivors = space.survivors;
    int[] bounds = space.bounds;
    int alive = 0;
    int droppedBound = INFEASIBLE;
    // A guess survives only if 3n - t - candidate < cutoff, so t >= 3n - cutoff: no more than
    // cutoff - 2n candidates may share a bucket.
    int maxCollisions = (int) Math.min(n, (long) cutoff - 2L * n);
    // The first guess in the final order so far (least bound, then estimate, then index), and
    // whether it leaves no bucket above two: then its bound is its exact total, no other guess
    // can go below it, and the search would try it first, so phase two is not needed.
    int firstGuess = -1;
    int firstLower = INFEASIBLE;
    long firstEstimate = Long.MAX_VALUE;
    int firstParts = 0;
    boolean firstPairs = false;
    for (int p = 0; p < pool.length; p++) {
      int g = pool[p];
      int base = slice == null ? -1 : slice.gather(p);
      int t =
          codes != null && base >= 0
              ? MarkTable.countUnlessCollisions(
                  codes, base, identity, n, counts, touched, maxCollisions)
              : table.countUnlessCollisions(g, set, n, counts, touched, maxCollisions);
      if (t < 0) {
        droppedBound = Math.min(droppedBound, cutoff);
        continue;
      }
      boolean candidate = counts[solvedCode] > 0;
      int bound = 3 * n - t - (candidate ? 1 : 0);
      boolean contender =
          stopAtExact && bound <= firstLower && bound < cutoff && (t > 1 || candidate);
      int largest = 0;
      long est = 0;
      for (int k = 0; k < t; k++) {
        int code = touched[k];
        if (contender) {
          int size = counts[code];
          largest = Math.max(largest, size);
          est += code == solvedCode ? 0 : estimates[size];
        }
        counts[code] = 0;
      }
      if (contender
          && (bound < firstLower
              || est < firstEstimate
              || (est == firstEstimate && g < firstGuess))) {
        firstGuess = g;
        firstLower = bound;
        firstEstimate = est;
        firstParts = t;
        firstPairs = largest <= 2;
      }
      if (t == 1 && !candidate) {
        continue;
      }
      if (bound >= cutoff) {
        droppedBound = Math.min(droppedBound, bound);
        continue;
      }
      survivors[alive] = g;
      bounds[alive++] = bound;
    }
    if (firstPairs) {
      return Options.only(firstGuess, firstLower, firstParts);
    }
    // Sorted by bound, then guess: the bounds lie in [2n - 1, 3n], and the survivors come in
    // ascending guess order (pools keep the list's order), so a stable counting sort does it.
    int low = 2 * n - 1;
    int[] start = space.boundStarts(n + 3);
    for (int i = 0; i < alive; i++) {
      start[bounds[i] - low + 1]++;
    }
    for (int k = 1; k < n + 3; k++) {
      start[k] += start[k - 1];
    }
    long[] pending = new long[alive];
    for (int i = 0; i < alive; i++) {
      pending[start[bounds[i] - low]++] = (long) bounds[i] << 32 | survivors[i];
    }
    Arrays.fill(start, 0, n + 3, 0);
    Options options = new Options(alive, pending);
    options.droppedBound = droppedBound;
    options.slice = slice;
    return options;
  }

  /** A hash of the first {@code n} labels (FNV-style), to find partitions that may be equal. */
  private static long hash(int[] labels, int n) {
    long hash = 0x9E3779B97F4A7C15L;
    for (int i = 0; i < n; i++) {
      hash = (hash ^ (labels[i] + 2)) * 0x100000001B3L;
    }
    return hash;
  }

  /**
   * Labels {@code set} by guess {@code g}: buckets numbered from 1 in order of first appearance,
   * the solved bucket as -1; fills {@code counts}, {@code touched} and {@code labelOf} (which the
   * caller resets) and returns the number of distinct codes.
   */
  private int label(
      int g,
      int[] set,
      @Nullable CodeSlice slice,
      int[] labelOf,
      int[] counts,
      int[] touched,
      int[] labels) {
    // A wide slice keeps its codes by column: the table's row is read in order instead.
    byte[] codes = slice == null ? null : slice.byRow();
    int base = codes == null || slice == null ? 0 : slice.row(g) * set.length;
    int t = 0;
    for (int i = 0; i < set.length; i++) {
      int code = codes != null ? codes[base + i] & 0xFF : table.code(g, set[i]);
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
    int best = perfectCandidate(set);
    if (best < 0) {
      return null;
    }
    return Options.only(best, 2 * set.length - 1, set.length);
  }

  /**
   * Returns the lowest-index candidate that splits {@code set} into singletons (meeting the set's
   * bound {@code 2n - 1}), or -1. O(n²) look-ups, allocation-free.
   */
  private int perfectCandidate(int[] set) {
    boolean[] seenCode = scratch.get().seenCode;
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
  private boolean hasPerfectCandidate(int[] set, int from, int to) {
    boolean[] seenCode = scratch.get().seenCode;
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
  private int leastCandidateCollisions(int[] set) {
    boolean[] seenCode = scratch.get().seenCode;
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
  private int collisions(int g, int[] set, int from, int to, int limit, boolean[] seenCode) {
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

  /** Estimated total guesses for a bucket of {@code m}, in thousandths (for ordering only). */
  private static long estimateMilli(int m) {
    return Math.round(Scorers.estimatedTotal(m) * 1e6) / 1000;
  }

  /** {@link #estimateMilli} of every bucket size up to the table's answers, looked up in scans. */
  private static long[] estimatesMilli(int answers) {
    long[] estimates = new long[answers + 1];
    for (int m = 1; m <= answers; m++) {
      estimates[m] = estimateMilli(m);
    }
    return estimates;
  }
}
