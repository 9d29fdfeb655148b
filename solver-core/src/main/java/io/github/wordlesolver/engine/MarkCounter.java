package io.github.wordlesolver.engine;

/**
 * Counts marks: how many times each feedback code ({@code 0..codeCount-1}) was added, and which
 * codes were seen, in the order of their first appearance. What splitting a set of answers by a
 * guess needs, counted in place: {@link #clear} resets only the codes seen, so a count over {@code
 * n} answers costs O(n) to make and to clear, whatever the number of codes ({@code 3^length}).
 *
 * <p>Two {@code int} arrays of {@code codeCount} entries, made once by the constructor; {@link
 * #add}, {@link #count}, {@link #distinct}, {@link #code} and {@link #clear} are O(1) (clear
 * O(codes seen)) and allocate nothing, so one counter serves count after count. {@link MarkTable}
 * fills one from a row of the table in one pass. Not thread-safe: one counter per thread (or per
 * scratch space a thread owns).
 */
public final class MarkCounter {
  /** By code, how many times it was added; zero for every code not in {@link #touched}. */
  final int[] counts;

  /** The codes seen, in order of first appearance: the first {@link #distinct} entries. */
  final int[] touched;

  int distinct;

  /**
   * Creates an empty counter for codes {@code 0..codeCount-1}: two arrays of {@code codeCount}
   * entries.
   *
   * @throws NegativeArraySizeException if {@code codeCount < 0}
   */
  public MarkCounter(int codeCount) {
    this.counts = new int[codeCount];
    this.touched = new int[codeCount];
  }

  /**
   * Counts {@code code} once more and returns how many times it was counted before: 0 the first
   * time, when it joins the codes seen.
   *
   * @throws ArrayIndexOutOfBoundsException if {@code code} is outside {@code 0..codeCount-1}
   */
  public int add(int code) {
    int before = counts[code]++;
    if (before == 0) {
      touched[distinct++] = code;
    }
    return before;
  }

  /** Returns how many times {@code code} was counted since the last {@link #clear}. */
  public int count(int code) {
    return counts[code];
  }

  /** Returns the number of distinct codes counted since the last {@link #clear}. */
  public int distinct() {
    return distinct;
  }

  /**
   * Returns the {@code k}-th distinct code counted ({@code 0 <= k < distinct()}), by first
   * appearance.
   */
  public int code(int k) {
    return touched[k];
  }

  /** Resets the counter to empty, clearing only the codes seen: O({@link #distinct}). */
  public void clear() {
    clear(counts, touched, distinct);
    distinct = 0;
  }

  /**
   * Sets to zero {@code counts} at the codes {@code touched[0..n)}: the one reset of counts kept by
   * hand in a pair of arrays, for the callers that still hold such a pair rather than a counter.
   */
  static void clear(int[] counts, int[] touched, int n) {
    for (int k = 0; k < n; k++) {
      counts[touched[k]] = 0;
    }
  }

  /**
   * Records that a bulk count ({@link MarkTable#count(int, int[], int, MarkCounter)} and its kin)
   * left {@code t} distinct codes in the arrays, or gave up and cleared them ({@code t < 0});
   * returns {@code t}.
   */
  int counted(int t) {
    distinct = Math.max(t, 0);
    return t;
  }

  /**
   * Checks that the counter is empty, as a bulk count into its arrays requires.
   *
   * @throws IllegalStateException if some code was counted since the last {@link #clear}
   */
  void checkEmpty() {
    if (distinct != 0) {
      throw new IllegalStateException("the counter holds " + distinct + " codes: clear it first");
    }
  }
}
