package io.github.wordlesolver.engine;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

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
 * set's bound {@code 2n - 1} and ends the node at once. In normal mode the buckets are first
 * bounded by what the memo knows of them, a guess cut off leaves bounds for the unions of its
 * buckets that like guesses leave ({@link UnionBounds}), and a node whose children are searched
 * several times hands the rest the first guess of each partition of its set with its number of
 * parts ({@link Pool}), so that a child's scan drops unread the guesses that cannot split it finely
 * enough.
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
 * <h2>Parts</h2>
 *
 * This class is the façade of package-private parts, each with one job: {@link SearchSpace} (the
 * table, the rule, per-thread scratch, node counting and cancellation), {@link GuessOrder} (the
 * order guesses are tried in), {@link SingletonSplits} (guesses that split a set into singletons;
 * nodes with two guesses left), {@link LowerBounds} (bounds without search and one guess deep),
 * {@link OptimalSearch} (the branch and bound and its memo), {@link UnionBounds} (bounds inferred
 * for unions of buckets), {@link Pool} (the guesses a node passes down), {@link FeasibilityCheck}
 * (whether a node can be finished in time, with {@link Verdict}s kept in a {@link Budget}) and
 * {@link CheckRounds} (the rounds of growing budgets of a check).
 *
 * <p>With a {@code breadth} limit only the first guesses of the order are tried: a fast heuristic
 * whose values are upper bounds, not optima. Thread-safe: many threads may solve nodes at once,
 * sharing the memo.
 */
public final class TreeSearch {
  /** The cost of a set that cannot be solved within the depth left. */
  public static final int INFEASIBLE = SearchSpace.INFEASIBLE;

  private final SearchSpace space;
  private final LowerBounds bounds;
  private final GuessOrder order;
  private final OptimalSearch search;
  private final DeepBounds deep;
  private final FeasibilityCheck check;

  /**
   * Creates a search.
   *
   * @param breadth how many guesses to try per node; {@code Integer.MAX_VALUE} for an exact search
   * @param memoEntries about how many nodes the memo keeps (older ones are evicted)
   * @param cancelled polled now and then; when true the search throws {@link CancellationException}
   */
  public TreeSearch(
      MarkTable table, Rule rule, int breadth, long memoEntries, BooleanSupplier cancelled) {
    this(
        table,
        rule,
        breadth,
        memoEntries,
        cancelled,
        FeasibilityCheck.COMPARED_FROM,
        CheckRounds.FIRST_ROUND);
  }

  /**
   * As the public constructor; for tests, {@code comparedFrom} sets the fewest guesses left at
   * which the checks compare what guesses reveal with what lost a bucket ({@code
   * FeasibilityCheck.keepsLostCore}), and {@code firstRound} the nodes of a guess in the first
   * round of {@link CheckRounds#firstWinning}, so that small cases reach the comparison and the
   * rounds.
   */
  TreeSearch(
      MarkTable table,
      Rule rule,
      int breadth,
      long memoEntries,
      BooleanSupplier cancelled,
      int comparedFrom,
      long firstRound) {
    space = new SearchSpace(table, rule, cancelled);
    SingletonSplits splits = new SingletonSplits(space);
    bounds = new LowerBounds(space, splits);
    order = new GuessOrder(space, splits);
    search = new OptimalSearch(space, order, splits, bounds, breadth, memoEntries);
    deep = new DeepBounds(space, order, bounds, search);
    check = new FeasibilityCheck(space, order, splits, search, comparedFrom, firstRound);
  }

  /** Returns the table searched. */
  public MarkTable table() {
    return space.table;
  }

  /** Returns the rule searched under. */
  public Rule rule() {
    return space.rule;
  }

  /** Returns the number of nodes expanded so far (for progress and benchmarks). */
  public long nodes() {
    return space.nodes();
  }

  /** Returns the number of nodes in the memo (a scan). */
  public int memoSize() {
    return search.memoSize();
  }

  /** Returns the exact search's memo and how many union bounds it was given (for tests). */
  OptimalSearch exactSearch() {
    return search;
  }

  /**
   * Returns the cheapest total for {@code node} if below {@code cutoff}; otherwise a lower bound
   * {@code >= cutoff}.
   */
  public int solve(Node node, int cutoff) {
    return search.solve(node, cutoff);
  }

  /**
   * Returns the total of playing {@code guess} first at {@code node}: exact if below {@code
   * cutoff}, otherwise a lower bound at or above it, and never below the guess's bound {@code n + Σ
   * (2|b| - 1)} over its unsolved buckets. A cutoff at or below {@link #twoDeepBound} is answered
   * without expanding a node; above it, each bucket is searched with the cutoff its siblings'
   * two-deep bounds leave, smallest first, so that an opener a little above the cutoff is refuted
   * once the small buckets' costs have used up the slack. How an opener is proved or bounded out.
   */
  public int solveAfter(Node node, int guess, int cutoff) {
    int[][] buckets = Buckets.split(space.table, guess, node.set(), true);
    return search.solveAfter(
        node, guess, buckets, deep.bucketBounds(node, guess, buckets, cutoff), cutoff);
  }

  /**
   * Returns a lower bound on the total of playing {@code guess} first at {@code node}, without
   * search: its answers once each, and per unsolved bucket of {@code m} answers {@code 2m - 1}, or
   * {@code 2m} when no answer of the bucket splits it into singletons. Costs one split and {@code
   * O(m²)} look-ups per bucket.
   */
  public int quickBound(Node node, int guess) {
    return bounds.quickBound(node, guess);
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
    return bounds.deepBound(node, guess);
  }

  /**
   * As {@link #deepBound(Node, int)}, but stops deepening once the bound reaches {@code target}:
   * returns the deep bound if it is below {@code target}, otherwise a lower bound at or above
   * {@code target} (the {@link #quickBound} itself when that reaches it, with no pass at all).
   * Buckets are deepened largest first, so an opener far above the target costs a pass or two, not
   * one per bucket.
   */
  public int deepBound(Node node, int guess, int target) {
    return bounds.deepBound(node, guess, target);
  }

  /**
   * Returns a lower bound on the total of playing {@code guess} first at {@code node}, two guesses
   * deep on its buckets of {@value DeepBounds#TWO_DEEP_FROM} answers or more ({@link DeepBounds}):
   * at least {@link #deepBound(Node, int, int)}, often much tighter; seconds of CPU for an opener.
   * Stops once the bound reaches {@code target}: the bound if below it, else a bound at or above
   * it. What it learns of sets stays in the memo, for later bounds and searches.
   */
  public int twoDeepBound(Node node, int guess, int target) {
    return deep.bound(node, guess, target);
  }

  /**
   * Returns the bounds that {@link #deepBound(Node, int)} adds up for {@code guess} at {@code
   * node}, one per unsolved bucket, in the order of {@link Buckets#split} largest first: where a
   * total's distance to its bound lives. Costs what {@link #deepBound(Node, int)} costs.
   */
  public int[] bucketBounds(Node node, int guess) {
    int[][] buckets = Buckets.split(space.table, guess, node.set(), true);
    return bounds.bucketBounds(
        node, guess, buckets, space.rule.allowed(node.revealed()), INFEASIBLE);
  }

  /**
   * Returns a lower bound on the total of {@code node} itself one guess deep: 1 for one answer, 3
   * for two, else the larger of its bound before any guess ({@code 2m - 1}, or {@code 2m} when no
   * answer splits it into singletons) and the least over the guesses the rule allows there of
   * {@code 3m - t - c + u} ({@link #deepBound(Node, int)}). Costs one pass over the mark table for
   * the node's answers, cut short where a guess cannot split finely enough.
   */
  public int nodeBound(Node node) {
    int[] set = node.set();
    if (set.length <= 2) {
      return 2 * set.length - 1;
    }
    int quick = bounds.bucketBound(set);
    return Math.max(quick, bounds.leastGuessBound(set, space.rule.allowed(node.revealed()), quick));
  }

  /**
   * Returns the guess that {@link #solve} found best for {@code node}, solving it again without a
   * cutoff if needed, or -1 when the set is a single answer that is not in the guess list.
   */
  public int bestGuess(Node node) {
    return search.bestGuess(node);
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

    long left;

    /**
     * While a guess of {@link CheckRounds#firstWinning} is tried, the check runs out when {@link
     * #left} falls below this too; {@code Long.MIN_VALUE} otherwise.
     */
    long floor = Long.MIN_VALUE;

    /** What the checks proved, per set and guesses left ({@link Verdict}); one per node at most. */
    final Memo<Verdict> verdicts;

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

    /**
     * Spends every node left, so that the check under way runs out at its next node as any check
     * over its budget does ({@link OverBudgetException}, with what {@link #finishingGuess(Node,
     * Budget)} keeps of it): how a deadline ends a series of checks. Called by the thread running
     * the checks (from their cancel hook), as the budget is not thread-safe.
     */
    public void spendAll() {
      left = -1;
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
    return check.canFinish(node, new Budget(budget));
  }

  /**
   * As {@link #canFinish(Node, long)}, spending the nodes it expands from {@code budget}, so that
   * one budget bounds a series of checks.
   *
   * @throws OverBudgetException if the budget runs out (it is then spent)
   */
  public boolean canFinish(Node node, Budget budget) {
    return check.canFinish(node, budget);
  }

  /**
   * Returns a guess with which every answer of {@code node} can be found within its depth, the
   * first in the search's order, or -1 if there is none. The node's own guesses are tried in rounds
   * of growing budgets ({@link CheckRounds#firstWinning}), so that a few guesses that take long to
   * prove lost do not spend the budget before a later one is found to win: if the budget runs out
   * once some guess is known to win but a guess before it is undecided, that guess is returned.
   *
   * @throws OverBudgetException as {@link #canFinish(Node, long)}, when no guess is known to win
   */
  public int finishingGuess(Node node, long budget) {
    return check.finishingGuess(node, new Budget(budget));
  }

  /**
   * As {@link #finishingGuess(Node, long)}, spending the nodes it expands from {@code budget}.
   *
   * @throws OverBudgetException as {@link #canFinish(Node, Budget)}
   */
  public int finishingGuess(Node node, Budget budget) {
    return check.finishingGuess(node, budget);
  }

  /**
   * Returns whether every answer of {@code node} can be found within its depth when {@code guess}
   * is played first: whether each of its buckets can be finished ({@link #canFinish(Node,
   * Budget)}), smallest first, spending from {@code budget}.
   *
   * @throws OverBudgetException if the budget runs out (it is then spent)
   */
  public boolean canFinishAfter(Node node, int guess, Budget budget) {
    return check.canFinishAfter(node, guess, budget);
  }

  /**
   * Returns the guesses {@link #solve} tries at {@code node} under {@code cutoff}, in the order it
   * tries them (what the scan keeps): for tests of the order, the cut-offs and the normal-mode
   * dedupe. The node must hold at least three answers.
   */
  int[] order(Node node, int cutoff) {
    return order.order(node, cutoff);
  }
}
