package io.github.wordlesolver.engine;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The engine's {@link Partition}: how one guess splits a {@link Position}'s candidates. A ranking
 * reuses one view per thread ({@link #split} refills it for the next guess, in one pass over the
 * mark-table row); {@link #followUps} and {@link #split(int, String)} return compact snapshots that
 * stay valid. Views made from one another share one {@link Scratch}, so a view and what it returns
 * are used by one thread at a time.
 */
final class PartitionView implements Partition {
  /** Counting space, all zero between counts; one per thread. */
  static final class Scratch {
    final int[] counts;
    final int[] touched;

    Scratch(int codeCount) {
      this.counts = new int[codeCount];
      this.touched = new int[codeCount];
    }
  }

  private final Position at;
  private final MarkTable table;
  private final Scratch scratch;
  private int[] codes;
  private int[] sizes;
  private int guess;
  private int patterns;
  private boolean candidate;

  private PartitionView(Position at, Scratch scratch, int capacity) {
    this.at = at;
    this.table = at.engine.table();
    this.scratch = scratch;
    this.codes = new int[capacity];
    this.sizes = new int[capacity];
  }

  /** Returns a view to be refilled by {@link #split(int)}, guess after guess. */
  static PartitionView reusable(Position at, Scratch scratch) {
    int capacity = Math.min(at.engine.table().codeCount(), at.candidates.length);
    return new PartitionView(at, scratch, capacity);
  }

  /** Returns a view of {@code guess}'s split that keeps only its own figures. */
  static PartitionView snapshot(Position at, int guess, Scratch scratch) {
    PartitionView view = reusable(at, scratch);
    view.split(guess);
    view.codes = Arrays.copyOf(view.codes, view.patterns);
    view.sizes = Arrays.copyOf(view.sizes, view.patterns);
    return view;
  }

  /** Splits the candidates by {@code guess}; the view then describes that split. */
  PartitionView split(int g) {
    int[] counts = scratch.counts;
    int[] touched = scratch.touched;
    int t = table.count(g, at.candidates, at.candidates.length, counts, touched);
    candidate = counts[table.solvedCode()] > 0;
    for (int k = 0; k < t; k++) {
      int code = touched[k];
      codes[k] = code;
      sizes[k] = counts[code];
      counts[code] = 0;
    }
    patterns = t;
    guess = g;
    return this;
  }

  @Override
  public int candidates() {
    return at.candidates.length;
  }

  @Override
  public int patterns() {
    return patterns;
  }

  @Override
  public int size(int k) {
    return sizes[k];
  }

  @Override
  public int code(int k) {
    return codes[k];
  }

  @Override
  public boolean isSolved(int k) {
    return codes[k] == table.solvedCode();
  }

  @Override
  public int guess() {
    return guess;
  }

  @Override
  public String word() {
    return at.rule.guesses().get(guess);
  }

  @Override
  public boolean guessIsCandidate() {
    return candidate;
  }

  @Override
  public GameRules rules() {
    return at.rule.rules();
  }

  @Override
  public int guessesLeft() {
    return at.guessesLeft;
  }

  /** Returns the answer indices of bucket {@code k}, in candidate order. */
  int[] members(int k) {
    return Buckets.bucket(table, guess, at.candidates, at.candidates.length, codes[k]);
  }

  @Override
  public CandidateSet bucket(int k) {
    int[] members = members(k);
    Arrays.sort(members);
    return CandidateSet.of(table.answers(), members);
  }

  @Override
  public List<Partition> followUps(int k, Scorer by, int n) {
    if (n < 1) {
      throw new IllegalArgumentException("at least one follow-up must be asked for: " + n);
    }
    Position next = below(k);
    Ranker.Ranking ranking = Ranker.rank(next, by, n, false, scratch);
    List<Partition> out = new ArrayList<>(ranking.size());
    for (int i = 0; i < ranking.size(); i++) {
      out.add(snapshot(next, ranking.guess(i), scratch));
    }
    return out;
  }

  @Override
  public Partition split(int k, String word) {
    int g = at.rule.guesses().indexOf(word);
    if (g < 0) {
      throw new IllegalArgumentException("'" + word + "' is not in the guess list");
    }
    return snapshot(below(k), g, scratch);
  }

  /**
   * Returns the position of bucket {@code k}: its answers, what this guess's marks revealed, one
   * guess fewer, and as guesses the follow-up pool plus the bucket's own answers that the rule
   * still allows.
   */
  private Position below(int k) {
    int[] members = members(k);
    @Nullable Constraints revealed = at.rule.after(at.revealed, guess, codes[k]);
    int[] options = at.rule.allowed(revealed, withCandidates(at.followUpPool, members));
    return new Position(
        at.engine, at.rule, members, options, options, revealed, at.guessesLeft - 1);
  }

  /** Returns {@code pool} plus the guess indices of the bucket's answers that it lacks. */
  private int[] withCandidates(int[] pool, int[] bucket) {
    int[] out = Arrays.copyOf(pool, pool.length + bucket.length);
    int n = pool.length;
    for (int a : bucket) {
      int g = table.guessOfAnswer(a);
      if (g >= 0 && !contains(pool, g)) {
        out[n++] = g;
      }
    }
    return n == out.length ? out : Arrays.copyOf(out, n);
  }

  private static boolean contains(int[] pool, int g) {
    for (int x : pool) {
      if (x == g) {
        return true;
      }
    }
    return false;
  }

  @Override
  public int optimalTotal(int k, int maxGuesses) {
    if (maxGuesses < 1 || maxGuesses > GameRules.MAX_GUESSES) {
      throw new IllegalArgumentException(
          "max guesses must be 1.." + GameRules.MAX_GUESSES + ": " + maxGuesses);
    }
    int[] members = members(k);
    Arrays.sort(members);
    Node node = new Node(members, maxGuesses, at.rule.after(at.revealed, guess, codes[k]));
    int value = at.engine.endgame(at.rule.mode()).solve(node, TreeSearch.INFEASIBLE);
    return value >= TreeSearch.INFEASIBLE ? -1 : value;
  }

  @Override
  public int largest() {
    int max = 0;
    for (int k = 0; k < patterns; k++) {
      max = Math.max(max, sizes[k]);
    }
    return max;
  }

  /** Sums in fixed point, so equal splits get bit-identical entropies (see {@link XLogX}). */
  @Override
  public double entropyBits() {
    long sum = 0;
    for (int k = 0; k < patterns; k++) {
      sum += XLogX.fixed(sizes[k]);
    }
    int n = at.candidates.length;
    return (XLogX.log(n) - sum / XLogX.FIXED_ONE / n) * XLogX.INV_LN2;
  }

  @Override
  public String toString() {
    return word() + ": " + patterns + " buckets of " + candidates() + " candidates";
  }
}
