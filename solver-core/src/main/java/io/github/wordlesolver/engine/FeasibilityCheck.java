package io.github.wordlesolver.engine;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.engine.TreeSearch.Budget;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * Whether every answer of a node can be found within its depth, and with which guess: a search that
 * stops at the first guess whose every bucket can be finished, spending from a {@link Budget} and
 * remembering its {@link Verdict}s there. Thread-safe for distinct budgets; a budget is one
 * caller's at a time.
 */
final class FeasibilityCheck {
  /**
   * The fewest guesses left at a node (the next included) for which {@link #keepsLostCore} compares
   * what a guess reveals with what lost a bucket.
   */
  static final int COMPARED_FROM = 4;

  private final SearchSpace space;
  private final GuessOrder order;
  private final SingletonSplits splits;
  private final OptimalSearch search;
  private final MarkTable table;
  private final Rule rule;

  /** {@link #COMPARED_FROM}, unless a test asks for another depth. */
  private final int comparedFrom;

  /** {@link CheckRounds#FIRST_ROUND}, unless a test asks for rounds on small cases. */
  private final long firstRound;

  FeasibilityCheck(
      SearchSpace space,
      GuessOrder order,
      SingletonSplits splits,
      OptimalSearch search,
      int comparedFrom,
      long firstRound) {
    this.space = space;
    this.order = order;
    this.splits = splits;
    this.search = search;
    this.table = space.table;
    this.rule = space.rule;
    this.comparedFrom = comparedFrom;
    this.firstRound = firstRound;
  }

  /**
   * As {@link TreeSearch#canFinish(Node, long)}, spending the nodes it expands from {@code budget},
   * so that one budget bounds a series of checks.
   *
   * @throws OverBudgetException if the budget runs out (it is then spent)
   */
  boolean canFinish(Node node, Budget budget) {
    return finish(node, budget, null);
  }

  /**
   * As {@link TreeSearch#finishingGuess(Node, long)}, spending the nodes it expands from {@code
   * budget}.
   *
   * @throws OverBudgetException as {@link #canFinish(Node, Budget)}
   */
  int finishingGuess(Node node, Budget budget) {
    int[] set = node.set();
    if (set.length <= 2 || node.depth() <= 1) {
      return canFinish(node, budget) && set.length > 0 ? search.bestGuess(node) : -1;
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
   * or -1 if there is none. With {@code inRounds}, tries the guesses in rounds ({@link
   * CheckRounds#firstWinning}).
   */
  private int firstFinishing(
      Node node, Memo.Key key, Budget budget, @Nullable CodeSlice above, boolean inRounds) {
    int[] set = node.set();
    int depth = node.depth();
    if (--budget.left < budget.floor || budget.left < 0) {
      throw new OverBudgetException("the feasibility check ran out of its budget");
    }
    space.countNode();
    int found = -1;
    if (depth == 2) {
      found = splits.finishInTwo(key, node, above == null ? null : above.guesses, above).guess;
    } else {
      int[] allowed = space.allowed(node, above == null ? null : above.guesses);
      // A candidate that splits the set into singletons wins at once: no codes to gather. Else
      // the codes this node and its descendants read, gathered by the scan from the nearest
      // slice above.
      GuessOrder.Options options = order.candidateSplit(set);
      CodeSlice here;
      if (options != null) {
        here = CodeSlice.listsOnly(table, allowed, set);
      } else {
        here = CodeSlice.of(table, allowed, set, above, space.scratch().arena(depth));
        options = order.scan(set, allowed, SearchSpace.INFEASIBLE, true, here);
      }
      // The buckets that lost earlier guesses. One that is lost with only this node's
      // constraints (checked when a later guess keeps it whole, so at most once) loses every
      // such guess too: it leaves a superset of the bucket under stronger constraints. So does
      // a guess that keeps it whole and reveals at least what the losing guess revealed.
      Cores cores = new Cores();
      if (inRounds) {
        found =
            CheckRounds.firstWinning(
                order.guesses(options, set),
                budget,
                firstRound,
                g -> wins(node, g, cores, budget, here));
      } else {
        for (int i = 0; found < 0 && order.has(options, i, set); i++) {
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

  /**
   * Returns whether every answer of {@code node} can be found within its depth when {@code guess}
   * is played first: whether each of its buckets can be finished ({@link #canFinish(Node,
   * Budget)}), smallest first, spending from {@code budget}.
   *
   * @throws OverBudgetException if the budget runs out (it is then spent)
   */
  boolean canFinishAfter(Node node, int guess, Budget budget) {
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
    return n <= (space.answersGuessable ? depth : 2) ? 1 : -1;
  }

  /**
   * Returns whether some answer of {@code set}, guessed first, leaves no other bucket with more
   * answers than {@code left} guesses: each is then found by guessing its answers in turn.
   */
  private boolean settlingCandidate(int[] set, int left) {
    if (!space.answersGuessable) {
      return false;
    }
    Scratch scratch = space.scratch();
    int[] counts = scratch.counts;
    int[] touched = scratch.touched;
    for (int a : set) {
      // The candidate's own bucket holds it alone, and left is at least 1.
      int t = table.countUnlessOver(table.guessOfAnswer(a), set, set.length, counts, touched, left);
      if (t >= 0) {
        MarkCounter.clear(counts, touched, t);
        return true;
      }
    }
    return false;
  }

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
}
