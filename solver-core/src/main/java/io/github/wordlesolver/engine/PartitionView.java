package io.github.wordlesolver.engine;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The engine's {@link Partition}: how one guess splits a {@link Position}'s candidates. Every
 * suggestion's figures (bucket sizes, largest bucket, entropy, expected size) come from a view, a
 * ranked guess's and a planned one's alike. A ranking reuses one view per thread ({@link #split}
 * refills it for the next guess, in one pass over the mark-table row); {@link #snapshot}, {@link
 * #followUps} and {@link #split(int, String)} return compact snapshots that stay valid. Views made
 * from one another share one {@link MarkCounter}, so a view and what it returns are used by one
 * thread at a time.
 */
final class PartitionView implements Partition {
  private final Position at;
  private final MarkCounter marks;
  private final int solvedCode;

  /** The engine's mark table, once this view needed it (see {@link #table()}). */
  private @Nullable MarkTable table;

  private int[] codes;
  private int[] sizes;
  private int guess;
  private int patterns;
  private boolean candidate;

  private PartitionView(Position at, MarkCounter marks, int codeCount) {
    this.at = at;
    this.marks = marks;
    this.solvedCode = codeCount - 1;
    int capacity = Math.min(codeCount, at.candidates.length);
    this.codes = new int[capacity];
    this.sizes = new int[capacity];
  }

  /**
   * Returns a view to be refilled by {@link #split(int)}, guess after guess, counting in {@code
   * marks} (empty, for codes of the position's word length).
   */
  static PartitionView reusable(Position at, MarkCounter marks) {
    return new PartitionView(at, marks, codeCount(at));
  }

  /** Returns the number of codes of the position's word length. */
  static int codeCount(Position at) {
    return Feedback.codeCount(at.rule.rules().wordLength());
  }

  /**
   * Returns a view of {@code guess}'s split that keeps only its own figures. Reads the mark table
   * if it is built; else computes the guess's marks against each candidate ({@link
   * Feedback#compute}, which the table agrees with) and builds no table, so a guess planned ahead
   * (a tree's) gets the figures of a ranked one for the cost of its own marks.
   */
  static PartitionView snapshot(Position at, int guess, MarkCounter marks) {
    PartitionView view = reusable(at, marks);
    if (at.engine.tableIfBuilt() != null) {
      view.split(guess);
    } else {
      view.splitByMarks(guess);
    }
    view.codes = Arrays.copyOf(view.codes, view.patterns);
    view.sizes = Arrays.copyOf(view.sizes, view.patterns);
    return view;
  }

  /** Returns the engine's mark table, building it on the engine's first need. */
  private MarkTable table() {
    MarkTable t = table;
    if (t == null) {
      t = at.engine.table();
      table = t;
    }
    return t;
  }

  /**
   * Splits the candidates by {@code guess}, reading the mark table; the view then describes that
   * split.
   */
  PartitionView split(int g) {
    table().count(g, at.candidates, at.candidates.length, marks);
    return collect(g);
  }

  /** As {@link #split(int)}, computing the guess's marks instead of reading the table. */
  private PartitionView splitByMarks(int g) {
    String word = at.rule.guesses().get(g);
    WordList answers = at.engine.answers();
    for (int a : at.candidates) {
      marks.add(Feedback.compute(word, answers.get(a)).code());
    }
    return collect(g);
  }

  /** Takes the split of {@code g} out of the counter, which it leaves empty. */
  private PartitionView collect(int g) {
    MarkCounter counted = marks;
    int t = counted.distinct();
    candidate = counted.count(solvedCode) > 0;
    for (int k = 0; k < t; k++) {
      int code = counted.code(k);
      codes[k] = code;
      sizes[k] = counted.count(code);
    }
    counted.clear();
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
    return codes[k] == solvedCode;
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
    return Buckets.bucket(table(), guess, at.candidates, at.candidates.length, codes[k]);
  }

  @Override
  public CandidateSet bucket(int k) {
    int[] members = members(k);
    Arrays.sort(members);
    return CandidateSet.of(at.engine.answers(), members);
  }

  @Override
  public List<Partition> followUps(int k, Scorer by, int n) {
    if (n < 1) {
      throw new IllegalArgumentException("at least one follow-up must be asked for: " + n);
    }
    Position next = below(k);
    Ranker.Ranking ranking = Ranker.rank(next, by, n, null, marks);
    List<Partition> out = new ArrayList<>(ranking.size());
    for (int i = 0; i < ranking.size(); i++) {
      out.add(snapshot(next, ranking.guess(i), marks));
    }
    return out;
  }

  @Override
  public Partition split(int k, String word) {
    int g = at.rule.guesses().indexOf(word);
    if (g < 0) {
      throw new IllegalArgumentException("'" + word + "' is not in the guess list");
    }
    return snapshot(below(k), g, marks);
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
      int g = table().guessOfAnswer(a);
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
