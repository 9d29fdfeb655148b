package io.github.wordlesolver.engine;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import java.util.Arrays;

/**
 * The Absurdle host's rule: which bucket of the answers left the host keeps after a guess. The one
 * place that decides it, for play ({@link #kept(int, int[])}, without a table of marks) and for
 * {@link AbsurdleSearch} (the static {@link #keep(MarkCounter, int, int[])} on marks it counted).
 *
 * <p>A guess splits the answers still possible by the marks each would give; the host keeps the
 * largest bucket. Among buckets of equal size it keeps the one with fewer greens, then fewer
 * yellows, then the smaller base-3 code ({@link Feedback#code()}). The game ends when the kept
 * bucket is the all-green one, which happens exactly when the guess is the only answer left: with
 * two or more answers left the all-green bucket holds one answer at most and every other bucket has
 * fewer greens, so it is never kept.
 *
 * <p>Building one costs O(answers) time and about 50 bytes per answer, never the table of every
 * guess against every answer. Immutable and thread-safe.
 */
public final class AbsurdleHost {
  private final WordList guesses;
  private final RowKernel kernel;
  private final int codeCount;

  /** Preference among buckets of equal size: lower wins. */
  private final int[] rank;

  /**
   * Creates the host over {@code answers}, with guesses from {@code guesses}: lists of one word
   * length and alphabet, as {@link io.github.wordlesolver.absurdle.Absurdle#of} makes them.
   * O(answers).
   */
  public AbsurdleHost(WordList guesses, WordList answers) {
    this.guesses = guesses;
    this.kernel = new RowKernel(answers);
    this.codeCount = Feedback.codeCount(guesses.wordLength());
    this.rank = preference(guesses.wordLength());
  }

  /** What the host keeps after one guess: the bucket's marks and its answers. Immutable. */
  public static final class Kept {
    private final Feedback marks;
    private final int[] answers;

    Kept(Feedback marks, int[] answers) {
      this.marks = marks;
      this.answers = answers;
    }

    /** Returns the marks the host shows. */
    public Feedback marks() {
      return marks;
    }

    /**
     * Returns the answer indices of the bucket, in the order of the set (not copied: do not change
     * it).
     */
    public int[] answers() {
      return answers;
    }
  }

  /**
   * Returns what the host keeps when {@code guess} (a guess index) is played with {@code set} left
   * (answer indices, ascending, not empty): the marks it shows and the answers of that bucket, in
   * the order of {@code set}. O(|set|), no table.
   *
   * @throws IllegalArgumentException if {@code set} is empty
   */
  public Kept kept(int guess, int[] set) {
    int n = set.length;
    if (n == 0) {
      throw new IllegalArgumentException("no answer left");
    }
    int[] codes = new int[n];
    kernel.codes(guesses, guess, set, n, codes);
    MarkCounter marks = new MarkCounter(codeCount);
    for (int i = 0; i < n; i++) {
      marks.add(codes[i]);
    }
    int code = keep(marks, marks.distinct(), rank);
    int[] bucket = new int[marks.count(code)];
    for (int i = 0, k = 0; i < n; i++) {
      if (codes[i] == code) {
        bucket[k++] = set[i];
      }
    }
    return new Kept(Feedback.of(code, guesses.wordLength()), bucket);
  }

  /**
   * Returns the code of the bucket the host keeps among the {@code parts} codes {@code marks}
   * counted, by the {@code rank} of {@link #preference}. Leaves {@code marks} as it is. O(parts).
   */
  static int keep(MarkCounter marks, int parts, int[] rank) {
    int best = marks.code(0);
    int bestCount = marks.count(best);
    for (int k = 1; k < parts; k++) {
      int code = marks.code(k);
      int c = marks.count(code);
      if (c > bestCount || (c == bestCount && rank[code] < rank[best])) {
        best = code;
        bestCount = c;
      }
    }
    return best;
  }

  /**
   * Returns the preference of every code among buckets of equal size, 0 first: fewer greens, then
   * fewer yellows, then the smaller code.
   */
  static int[] preference(int length) {
    int codes = Feedback.codeCount(length);
    Integer[] order = new Integer[codes];
    for (int c = 0; c < codes; c++) {
      order[c] = c;
    }
    Arrays.sort(
        order,
        (a, b) -> {
          Feedback x = Feedback.of(a, length);
          Feedback y = Feedback.of(b, length);
          int byGreens = Integer.compare(x.greens(), y.greens());
          if (byGreens != 0) {
            return byGreens;
          }
          int byYellows = Integer.compare(x.yellows(), y.yellows());
          return byYellows != 0 ? byYellows : Integer.compare(a, b);
        });
    int[] rank = new int[codes];
    for (int i = 0; i < codes; i++) {
      rank[order[i]] = i;
    }
    return rank;
  }
}
