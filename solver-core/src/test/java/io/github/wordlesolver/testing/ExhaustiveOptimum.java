package io.github.wordlesolver.testing;

import io.github.wordlesolver.Mode;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The optimal decision tree of a small set of answers, by exhaustive search over every allowed
 * guess: the oracle that the tests of the exact search ({@code engine.TreeSearch}), of the
 * lookahead scorer's exact endgame and of a game's hard-mode choices compare the library with.
 *
 * <p>It shares no code with the engine: words are strings, sets are lists, marks come from the
 * reference marker and the hard-mode rules from their definitions ({@link
 * EngineTestSupport#referenceCode} and {@link EngineTestSupport#turnAllows}).
 *
 * <p>A tree finds an answer when a guess is marked all green; its total is the number of guesses of
 * all its plays. With {@code d} guesses left and the guesses {@code A} allowed, the fewest in all
 * that find every answer of a set {@code S} is
 *
 * <pre>
 * total(∅, d, A) = 0
 * total(S, 0, A) = ∞
 * total(S, d, A) = min over g in A of  |S| + Σ total(b, d - 1, A ∩ allowedAfter(g, marks of b))
 * </pre>
 *
 * <p>where {@code b} runs over the buckets of {@code S} by their marks against {@code g}, all green
 * left out, and {@code allowedAfter} is every guess in normal mode, and the guesses the turn allows
 * next in hard modes (both hard rules are one condition per turn, so the guesses allowed after
 * several turns are those each turn allows). Results are remembered per set, guesses left and
 * guesses allowed. Two shortcuts, both exact: one answer left costs 1 if it may be guessed and ∞ if
 * not (what is allowed only shrinks, so it never may); and a guess that puts every answer into one
 * bucket other than all green is passed over, since it leaves the same set with one guess fewer and
 * no guess more allowed, which never costs less. Nothing else is cut: every sum is complete, or
 * stopped once a bucket is ∞. {@code tree.TreeBruteForceTest} checks these totals against a search
 * with no shortcut at all.
 *
 * <p>For small answer sets (up to a few dozen answers; the guesses may be hundreds): the cost grows
 * with the number of sets the search meets. Not thread-safe.
 */
public final class ExhaustiveOptimum {
  /** The total when no tree finds every answer within the guesses left: "∞". */
  public static final int INFEASIBLE = Integer.MAX_VALUE / 4;

  /**
   * Which guesses one turn allows next: whether {@code word} may be guessed after {@code guess} got
   * the marks {@code code}. The rules of {@link Mode} are {@link EngineTestSupport#turnAllows}; a
   * test may give a broken one to show that its cases would notice.
   */
  @FunctionalInterface
  public interface TurnRule {
    /** Whether {@code word} may follow the turn "{@code guess} got {@code code}". */
    boolean allows(String guess, int code, String word);
  }

  private final List<String> guesses;
  private final TurnRule rule;
  private final int allGreen;
  private final Map<Key, Integer> memo = new HashMap<>();

  /** A set, the guesses left and the guesses allowed: what a subtree's optimum depends on. */
  private record Key(List<String> set, int depth, BitSet allowed) {}

  /**
   * An oracle over {@code guesses} (the guesses, in the order that indexes the allowed sets; words
   * of one length) under the rule of {@code mode}.
   */
  public ExhaustiveOptimum(List<String> guesses, Mode mode) {
    this(guesses, (guess, code, word) -> EngineTestSupport.turnAllows(mode, guess, code, word));
  }

  /** An oracle over {@code guesses} under {@code rule}, one condition per turn. */
  public ExhaustiveOptimum(List<String> guesses, TurnRule rule) {
    this.guesses = List.copyOf(guesses);
    this.rule = rule;
    this.allGreen = (int) Math.pow(3, guesses.get(0).length()) - 1;
  }

  /** Every guess, as an allowed set: the start of a game. */
  public BitSet everyGuess() {
    BitSet all = new BitSet();
    all.set(0, guesses.size());
    return all;
  }

  /** The guesses of {@code allowed} that the turn "{@code guess} got {@code code}" allows next. */
  public BitSet after(BitSet allowed, String guess, int code) {
    BitSet out = new BitSet();
    for (int i = allowed.nextSetBit(0); i >= 0; i = allowed.nextSetBit(i + 1)) {
      if (rule.allows(guess, code, guesses.get(i))) {
        out.set(i);
      }
    }
    return out;
  }

  /**
   * The answers of {@code set} grouped by the code of their marks against {@code guess}, in code
   * order.
   */
  public static SortedMap<Integer, List<String>> split(List<String> set, String guess) {
    TreeMap<Integer, List<String>> out = new TreeMap<>();
    for (String answer : set) {
      out.computeIfAbsent(EngineTestSupport.referenceCode(guess, answer), k -> new ArrayList<>())
          .add(answer);
    }
    return out;
  }

  /**
   * The fewest guesses in all that find every answer of {@code set} within {@code depth} guesses,
   * each guess one of {@code allowed} (indices into the guesses) and allowed after the turns before
   * it; {@link #INFEASIBLE} if no tree does.
   */
  public int total(List<String> set, int depth, BitSet allowed) {
    if (set.isEmpty()) {
      return 0;
    }
    if (depth <= 0) {
      return INFEASIBLE;
    }
    if (set.size() == 1) {
      int g = guesses.indexOf(set.get(0));
      return g >= 0 && allowed.get(g) ? 1 : INFEASIBLE;
    }
    Key key = new Key(List.copyOf(set), depth, (BitSet) allowed.clone());
    Integer known = memo.get(key);
    if (known != null) {
      return known;
    }
    int best = INFEASIBLE;
    for (int g = allowed.nextSetBit(0); g >= 0; g = allowed.nextSetBit(g + 1)) {
      String guess = guesses.get(g);
      SortedMap<Integer, List<String>> buckets = split(set, guess);
      if (buckets.size() == 1 && !buckets.containsKey(allGreen)) {
        continue; // learns nothing and uses a guess: never better
      }
      best = Math.min(best, totalAfter(set, depth, allowed, guess));
    }
    memo.put(key, best);
    return best;
  }

  /**
   * As {@link #total}, with {@code guess} played first (whether or not {@code allowed} holds it):
   * {@code |set|} plus each bucket's total with one guess fewer; {@link #INFEASIBLE} if a bucket
   * cannot be finished.
   */
  public int totalAfter(List<String> set, int depth, BitSet allowed, String guess) {
    if (set.isEmpty()) {
      return 0;
    }
    if (depth <= 0) {
      return INFEASIBLE;
    }
    long sum = set.size();
    for (Map.Entry<Integer, List<String>> bucket : split(set, guess).entrySet()) {
      if (bucket.getKey() != allGreen) {
        sum += total(bucket.getValue(), depth - 1, after(allowed, guess, bucket.getKey()));
        if (sum >= INFEASIBLE) {
          return INFEASIBLE;
        }
      }
    }
    return (int) sum;
  }

  /** Whether some tree finds every answer of {@code set} within {@code depth} guesses. */
  public boolean canFinish(List<String> set, int depth, BitSet allowed) {
    return total(set, depth, allowed) < INFEASIBLE;
  }

  /** Whether some tree that plays {@code guess} first finishes {@code set} within {@code depth}. */
  public boolean finishesAfter(List<String> set, int depth, BitSet allowed, String guess) {
    return totalAfter(set, depth, allowed, guess) < INFEASIBLE;
  }
}
