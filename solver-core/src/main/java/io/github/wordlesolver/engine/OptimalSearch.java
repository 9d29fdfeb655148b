package io.github.wordlesolver.engine;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Mode;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The exact branch and bound for a node's cheapest total, with its memo: guesses in {@link
 * GuessOrder}'s order, children largest first, each under the cutoff its siblings' bounds leave.
 * Thread-safe: threads share the memo, which holds only exact values and valid bounds.
 *
 * <p>Most of the work is the scans that bound a child before any of its guesses is tried: what cuts
 * most guesses off is that a child's best guess cannot split it finely enough. Three things make
 * them cheap. In normal mode, a node whose children are searched more than {@link
 * #POOL_AFTER_CHILDREN} times passes them only the first guess of each partition of its set, with
 * how many parts each makes ({@link #poolBelow}): a child's scan drops unread every guess whose
 * parts in the parent cannot bring the child below its cutoff. Before a guess's buckets are
 * searched, each is bounded by what the memo knows of it ({@link #evaluate}). When a guess is cut
 * off, bounds for the unions of its buckets that other guesses leave are recorded ({@link
 * UnionBounds}).
 */
final class OptimalSearch {
  /**
   * How many children of a normal-mode node are searched with its own guesses before the rest are
   * searched with its partition pool ({@link #poolBelow}): making the pool costs about one scan of
   * the node, lost when the node is cut off after a child or two, as most are.
   */
  static final int POOL_AFTER_CHILDREN = 2;

  private final SearchSpace space;
  private final GuessOrder order;
  private final SingletonSplits splits;
  private final LowerBounds lowerBounds;
  private final MarkTable table;
  private final Rule rule;
  private final int breadth;
  private final Memo<Memo.Entry> memo;
  private final UnionBounds unions;

  /** {@link #memo}'s {@code record}, made once. */
  private final java.util.function.Consumer<Memo.Entry> remember;

  OptimalSearch(
      SearchSpace space,
      GuessOrder order,
      SingletonSplits splits,
      LowerBounds lowerBounds,
      int breadth,
      long memoEntries) {
    this.space = space;
    this.order = order;
    this.splits = splits;
    this.lowerBounds = lowerBounds;
    this.table = space.table;
    this.rule = space.rule;
    this.breadth = breadth;
    this.memo = new Memo<>(memoEntries);
    this.unions = new UnionBounds(table);
    this.remember = memo::record;
  }

  /** Returns the number of nodes in the memo (a scan). */
  int memoSize() {
    return memo.size();
  }

  /** Returns the memo (for tests of what it holds). */
  Memo<Memo.Entry> memo() {
    return memo;
  }

  /** Returns how many union bounds have been recorded (for tests). */
  long unionsRecorded() {
    return unions.recorded();
  }

  /**
   * Returns the cheapest total for {@code node} if below {@code cutoff}; otherwise a lower bound
   * {@code >= cutoff}.
   */
  int solve(Node node, int cutoff) {
    return solve(node, cutoff, null);
  }

  /**
   * As {@link #solve(Node, int)}, with the guesses the node's parent passes down, of which the
   * node's are a subset (see {@link Rule#allowed(io.github.wordlesolver.Constraints, int[])}), or
   * null for every guess.
   */
  private int solve(Node node, int cutoff, @Nullable Pool pool) {
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
    return expandAndRecord(key, node, cutoff, known, pool);
  }

  /** Searches {@code node} below {@code cutoff} from what is {@code known} and records it. */
  private int expandAndRecord(
      Memo.Key key, Node node, int cutoff, Memo.@Nullable Entry known, @Nullable Pool pool) {
    Memo.Entry result = expand(key, node, cutoff, known == null ? 0 : known.value, pool, false);
    memo.record(result);
    return result.value;
  }

  /**
   * Returns the total of {@code n} answers with {@code depth} guesses left when it needs no search:
   * 0 for none; none left, or one left for two or more, {@link SearchSpace#INFEASIBLE}; 1 for one;
   * 3 for two (either first); else -1.
   */
  private static int trivial(int n, int depth) {
    if (n == 0) {
      return 0;
    }
    if (depth <= 0) {
      return SearchSpace.INFEASIBLE;
    }
    if (n == 1) {
      return 1;
    }
    if (depth == 1) {
      return SearchSpace.INFEASIBLE;
    }
    return n == 2 ? 3 : -1;
  }

  /**
   * The memo's key of a node: in hard modes with what the rule reads of its constraints ({@link
   * RuleKernels#reads}), so that nodes it cannot tell apart share their entries.
   */
  Memo.Key key(Node node) {
    return new Memo.Key(node.set(), node.depth(), reads(node.revealed()));
  }

  /**
   * What the memo's key of a node holds of what its path {@code revealed}, a canonical instance
   * ({@link Rule#canonical}), so that the keys of nodes reached along different paths share it.
   */
  private @Nullable Constraints reads(@Nullable Constraints revealed) {
    Constraints tracked = revealed == null ? null : rule.tracked(revealed);
    return tracked == null ? null : rule.canonical(RuleKernels.reads(rule.mode(), tracked));
  }

  /**
   * Returns the total of playing {@code guess} first at {@code node}, whose {@code buckets}
   * (largest first) cost at least {@code bound} each: exact if below {@code cutoff}, otherwise a
   * lower bound at or above it. Bounds that reach the cutoff answer without expanding a node; below
   * it, they go to the memo ({@link #rememberBounds}) and each bucket is searched with the cutoff
   * its siblings' bounds leave, smallest first. How an opener is proved or bounded out.
   *
   * <p>Smallest first, unlike {@link #solve}'s children: what the small buckets cost above their
   * bounds is known in milliseconds and tightens the large buckets' cutoffs, so an opener that
   * misses the cutoff by little is refuted in seconds where its largest bucket alone, searched
   * first with all the slack, took over ten minutes (hard mode, toile, cutoff 11,661:
   * docs/performance.md); a winning opener's search costs the same either way, as every bucket is
   * solved. A winner's large buckets have bounds two guesses deep often equal to their totals: a
   * search that stops at the first guess reaching its bound made tarse's search (normal mode,
   * cutoff 11,276) take 0.8 of the time it took without (docs/performance.md).
   */
  int solveAfter(Node node, int guess, int[][] buckets, int[] bound, int cutoff) {
    long sum = node.size();
    for (int b : bound) {
      sum += b;
    }
    if (sum >= cutoff) {
      return (int) Math.min(sum, SearchSpace.INFEASIBLE);
    }
    rememberBounds(node, guess, buckets, bound);
    // The buckets in reverse: smallest first, ties in reverse code order.
    int count = buckets.length;
    int[] starts = new int[count + 1];
    int[] smallFirst = new int[count];
    for (int k = 0; k < count; k++) {
      starts[k + 1] = starts[k] + buckets[count - 1 - k].length;
      smallFirst[k] = bound[count - 1 - k];
    }
    int[] members = new int[starts[count]];
    for (int k = 0; k < count; k++) {
      System.arraycopy(buckets[count - 1 - k], 0, members, starts[k], starts[k + 1] - starts[k]);
    }
    int[] allowed = rule.allowed(node.revealed());
    return solveBuckets(
        node,
        guess,
        members,
        starts,
        count,
        smallFirst,
        (int) sum - node.size(),
        cutoff,
        new Pool(allowed, null));
  }

  /**
   * Records in the memo, as a bound, each of {@code guess}'s {@code buckets} at {@code node} whose
   * {@code bound} exceeds what the search would start from ({@code 2m}): a bucket's search then
   * stops at the first guess that reaches it instead of scanning on for a better one, and one
   * bounded at or above its cutoff is answered without a scan.
   */
  void rememberBounds(Node node, int guess, int[][] buckets, int[] bound) {
    for (int b = 0; b < buckets.length; b++) {
      if (buckets[b].length > 2 && bound[b] > 2 * buckets[b].length) {
        Node child = node.child(table, rule, guess, buckets[b]);
        memo.record(new Memo.Entry(key(child), bound[b], false, -1));
      }
    }
  }

  /**
   * Returns the guess that {@link #solve} found best for {@code node}, solving it again without a
   * cutoff if needed, or -1 when the set is a single answer that is not in the guess list.
   */
  int bestGuess(Node node) {
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
      known = expand(key, node, SearchSpace.INFEASIBLE, 0, null, true);
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
      Memo.Key key, Node node, int cutoff, int knownBound, @Nullable Pool pool, boolean needGuess) {
    space.countNode();
    int[] set = node.set();
    int depth = node.depth();
    int n = set.length;
    if (!needGuess && depth >= 3 && splits.leastCandidateCollisions(set) == 1) {
      return new Memo.Entry(key, 2 * n, true, -1);
    }
    if (depth == 2) {
      return splits.finishInTwo(key, node, pool == null ? null : pool.guesses(), null);
    }
    int[] allowed = space.allowed(node, pool == null ? null : pool.guesses());
    // The rule keeps the pool whole in normal mode: its parts still bound this node's guesses.
    Pool own =
        pool != null && allowed.length == pool.guesses().length ? pool : new Pool(allowed, null);
    GuessOrder.Options options = order.scan(set, own.guesses(), own.parts(), cutoff);
    int best = cutoff;
    int bestGuess = -1;
    int minBound = options.droppedBound;
    int tried = 0;
    for (int i = 0; order.has(options, i, set); i++) {
      int lower = options.lower[i];
      if (lower >= best || tried >= breadth) {
        minBound = Math.min(minBound, lower);
        break;
      }
      tried++;
      int g = options.guess[i];
      int total = evaluate(node, g, best, lower, own);
      if (total < best) {
        best = total;
        bestGuess = g;
        if (best == 2 * n - 1 || best <= knownBound) {
          break; // no guess can go lower
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
  private int evaluate(Node node, int g, int best, int lower, Pool own) {
    int total = node.size();
    int rest = lower - total;
    // The buckets stay in this depth's scratch space while the children below are searched:
    // each depth has its own, and a bucket becomes an array only when its child is searched.
    Scratch.Split split = space.scratch().split(node.depth(), table);
    int[] members = split.members;
    int[] starts = split.starts;
    int[] bounds = split.bounds;
    int count = Buckets.group(table, g, node.set(), true, members, starts);
    // A bucket that no candidate splits into singletons needs at least 2m, not 2m - 1, and in
    // normal mode at least what the memo knows of it (its key holds no constraints there): raising
    // the bounds first (O(m²) each, no recursion) cuts off many guesses before any child search.
    boolean normal = rule.mode() == Mode.NORMAL;
    for (int b = 0; b < count; b++) {
      int m = starts[b + 1] - starts[b];
      bounds[b] = lowerBounds.bucketBound(members, starts[b], starts[b + 1]);
      if (normal && bounds[b] == 2 * m) {
        Memo.Entry known = memo.get(members, starts[b], starts[b + 1], node.depth() - 1, null);
        if (known != null && known.value > bounds[b]) {
          bounds[b] = known.value;
        }
      }
      rest += bounds[b] - (2 * m - 1);
      if (total + rest >= best) {
        return total + rest;
      }
    }
    return solveBuckets(node, g, members, starts, count, bounds, rest, best, own);
  }

  /**
   * Returns the pool the children of {@code node} are searched with: in normal mode, once more than
   * {@link #POOL_AFTER_CHILDREN} of its children have been searched, only the first guess of each
   * partition of its set ({@link GuessOrder#firstOfEachPartition}), which gives every subset the
   * same options, with the parts of each; else {@code own}, the node's own guesses. Made once per
   * node (kept per depth in this thread's scratch), from the node's own guesses, so a pool below a
   * pool is smaller still.
   */
  private Pool poolBelow(Node node, Pool own) {
    if (rule.mode() != Mode.NORMAL) {
      return own;
    }
    Scratch scratch = space.scratch();
    Pool pool = scratch.poolBelow(node);
    if (pool == null) {
      if (scratch.childSearched(node) < POOL_AFTER_CHILDREN) {
        return own;
      }
      int[] parts = new int[own.guesses().length];
      int[] guesses = order.firstOfEachPartition(node.set(), own.guesses(), parts);
      pool = new Pool(guesses, Arrays.copyOf(parts, guesses.length));
      scratch.keepPoolBelow(node, pool);
    }
    return pool;
  }

  /**
   * {@link #solve} of the child of bucket {@code members[from..to)} of guess {@code g} at {@code
   * node} (of three or more answers), asking the memo before the bucket is copied: a bucket the
   * memo settles costs no array, node or key.
   */
  private int solveBucket(Node node, int g, int[] members, int from, int to, int cutoff, Pool own) {
    Pool pool = poolBelow(node, own); // counts the child, searched or not
    int m = to - from;
    int depth = node.depth() - 1;
    int setBound = 2 * m - 1;
    if (setBound >= cutoff) {
      return setBound;
    }
    Constraints revealed = node.revealedAfter(table, rule, g, members[from]);
    Constraints reads = reads(revealed);
    Memo.Entry known = memo.get(members, from, to, depth, reads);
    if (known != null && (known.exact || known.value >= cutoff)) {
      return known.value;
    }
    int[] bucket = Arrays.copyOfRange(members, from, to);
    return expandAndRecord(
        new Memo.Key(bucket, depth, reads), new Node(bucket, depth, revealed), cutoff, known, pool);
  }

  /**
   * Returns the total of guess {@code g} at {@code node} given its {@code count} buckets, bucket
   * {@code b} being {@code members[starts[b]..starts[b + 1])} and at least {@code bound[b]}, which
   * with any slack add up to {@code rest}: exact if below {@code best}, otherwise a lower bound at
   * or above it. Children are made one at a time, each searched with the cutoff the others' bounds
   * leave, and {@code bound[b]} is replaced with what bucket {@code b}'s search returned: most
   * guesses are abandoned after their first buckets, and then, in normal mode, the unions of their
   * buckets get bounds ({@link UnionBounds}). A bucket of one or two answers needs no child, nor
   * does one whose bound is {@code 2m - 1}: the bounds given ({@link LowerBounds#bucketBound},
   * {@link LowerBounds#bucketBounds}) are that only for a bucket that a candidate splits into
   * singletons, whose total it is when two or more guesses are left.
   */
  int solveBuckets(
      Node node,
      int g,
      int[] members,
      int[] starts,
      int count,
      int[] bound,
      int rest,
      int best,
      Pool own) {
    int total = node.size();
    for (int b = 0; b < count; b++) {
      rest -= bound[b];
      int m = starts[b + 1] - starts[b];
      int value = trivial(m, node.depth() - 1);
      if (value < 0 && bound[b] == 2 * m - 1 && node.depth() > 2) {
        value = 2 * m - 1; // a candidate splits it into singletons: no child needed
      }
      if (value < 0) {
        value = solveBucket(node, g, members, starts[b], starts[b + 1], best - total - rest, own);
      }
      total += value;
      bound[b] = value;
      if (total + rest >= best) {
        if (rule.mode() == Mode.NORMAL && node.depth() > 3) {
          unions.record(remember, node.depth() - 1, g, members, starts, count, bound, b);
        }
        return total + rest;
      }
    }
    return total;
  }
}
