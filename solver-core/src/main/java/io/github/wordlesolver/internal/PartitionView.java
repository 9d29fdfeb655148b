package io.github.wordlesolver.internal;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.solver.MarkTable;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The reusable, single-threaded {@link Partition} behind every ranking: {@link #split} fills it for
 * one guess in one pass over the mark-table row, touching only the codes that occur.
 */
public final class PartitionView implements Partition {
  final MarkTable table;
  /** The guesses a deeper scorer may follow up with. */
  final int[] pool;
  /** The hard-mode rule in force for this split's guess, or null in normal mode. */
  final @Nullable HardRule rule;
  /** Guesses left after this split's guess, for an exact endgame; 0 when unknown. */
  final int guessesLeft;
  private @Nullable TreeSearch endgame;
  private final int solvedCode;
  private final int[] counts;
  private final int[] touched;
  int[] candidates = new int[0];
  int n;
  private int guess;
  private int patterns;

  public PartitionView(MarkTable table, int[] pool) {
    this(table, pool, null, 0);
  }

  /**
   * Creates a view whose follow-ups obey {@code rule} (null: normal mode) and must finish within
   * {@code guessesLeft} more guesses (0: unknown).
   */
  public PartitionView(MarkTable table, int[] pool, @Nullable HardRule rule, int guessesLeft) {
    this.table = table;
    this.pool = pool;
    this.rule = rule;
    this.guessesLeft = guessesLeft;
    int codes = Marking.pow3(table.answers().wordLength());
    this.solvedCode = codes - 1;
    this.counts = new int[codes];
    this.touched = new int[codes];
  }

  /** Splits {@code candidates[0..n)} by {@code guess}; the view then describes that split. */
  public PartitionView split(int guess, int[] candidates, int n) {
    for (int k = 0; k < patterns; k++) {
      counts[touched[k]] = 0;
    }
    this.guess = guess;
    this.candidates = candidates;
    this.n = n;
    this.patterns = table.count(guess, candidates, n, counts, touched, 0);
    return this;
  }

  @Override
  public int candidates() {
    return n;
  }

  @Override
  public int patterns() {
    return patterns;
  }

  @Override
  public int size(int k) {
    return counts[touched[k]];
  }

  @Override
  public int code(int k) {
    return touched[k];
  }

  @Override
  public int guess() {
    return guess;
  }

  @Override
  public boolean guessIsCandidate() {
    return counts[solvedCode] > 0;
  }

  /** Returns whether bucket {@code k} holds only the guess itself (all green). */
  public boolean isSolved(int k) {
    return touched[k] == solvedCode;
  }

  /** Returns the word indices of bucket {@code k}, in candidate order. */
  public int[] members(int k) {
    int code = touched[k];
    int[] out = new int[counts[code]];
    int m = 0;
    for (int i = 0; i < n && m < out.length; i++) {
      if (table.code(guess, candidates[i]) == code) {
        out[m++] = candidates[i];
      }
    }
    return out;
  }

  @Override
  public CandidateSet bucket(int k) {
    int[] members = members(k);
    Arrays.sort(members);
    return CandidateSet.of(table.answers(), members);
  }

  /** Returns this thread's exact search for endgames, created on first use. */
  TreeSearch endgame() {
    TreeSearch search = endgame;
    if (search == null) {
      HardRule r = rule;
      search = new TreeSearch(table, r == null ? io.github.wordlesolver.solver.Mode.NORMAL
          : r.mode(), Integer.MAX_VALUE, 1 << 16, () -> false);
      endgame = search;
    }
    return search;
  }

  @Override
  public MarkTable table() {
    return table;
  }

  @Override
  public int largest() {
    int max = 0;
    for (int k = 0; k < patterns; k++) {
      max = Math.max(max, counts[touched[k]]);
    }
    return max;
  }

  /** Sums in fixed point, so equal splits get bit-identical entropies (see {@link XLogX}). */
  @Override
  public double entropyBits() {
    long sum = 0;
    for (int k = 0; k < patterns; k++) {
      sum += XLogX.fixed(counts[touched[k]]);
    }
    return (XLogX.log(n) - sum / XLogX.FIXED_ONE / n) * XLogX.INV_LN2;
  }
}
