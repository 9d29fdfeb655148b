package io.github.wordlesolver.engine;

import it.unimi.dsi.fastutil.ints.IntArrays;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import org.jspecify.annotations.Nullable;

/**
 * The exact search over the Absurdle host's rule ({@link AbsurdleHost}, applied to the marks of a
 * {@link MarkTable}): the fewest guesses that force the host to end.
 *
 * <h2>The search</h2>
 *
 * The host is deterministic, so a position is its set of answers and the value of a set {@code S},
 * the fewest guesses that end the game from it, is {@code f(S) = 1} when {@code S} is one answer
 * and {@code 1 + min over guesses g of f(kept(S, g))} otherwise. Iterative deepening, with these
 * cuts:
 *
 * <ul>
 *   <li>no guess gives more distinct marks over a subset than over all answers, so a set larger
 *       than {@code P} (the most any guess gives over all answers) cannot be split into singletons,
 *       and in general {@code f(S) >= 1 + f'(ceil(|S| / P))}: a guess keeps at least that many;
 *   <li>a set is won in two exactly when some guess splits it into singletons: a scan of each
 *       guess's row that stops at the first collision, over the guesses with enough marks;
 *   <li>guesses are tried by the size of the bucket they leave, smallest first (ties by guess
 *       index), and only those whose bucket can still be won in the guesses left;
 *   <li>equal sets are solved once: a bounded {@link Memo} keeps exact values with their first
 *       guess, and lower bounds.
 * </ul>
 *
 * The value of a set and the guess chosen for it (the first in that order that achieves the value)
 * depend on the set alone, never on the memo, timing or the number of threads.
 *
 * <p>Challenge mode (a target word) is the same search restricted to guesses whose kept bucket
 * holds the target, ending when the target alone is left and guessed.
 *
 * <h2>Budget</h2>
 *
 * {@link #line(int[], int, int, long)} and {@link #value(int[], int, int, long)} take a budget of
 * rows of the mark table, the unit of the search's work: scoring every guess against a set of
 * {@code n} answers reads {@code n} rows, and each other set the search has to split (one not
 * settled by its size, the bounds or the memo: a splitting test) counts as one. The call throws
 * {@link OverBudgetException} once the budget is spent. What the memo learned until then stays, so
 * a call that ran out may finish when repeated; a result, once returned, is the same as without a
 * budget.
 *
 * <p>Thread-safe: the memo is shared, scratch space is per call.
 */
public final class AbsurdleSearch {
  private final MarkTable table;
  private final int guessCount;
  private final int codeCount;

  /** Preference among buckets of equal size: lower wins. */
  private final int[] rank;

  /** Distinct codes of each guess over all answers. */
  private final int[] parts;

  private final int maxParts;
  private final Memo<Memo.Entry> memo;

  /** The words' letters, for the splitting tests. */
  private final SplitCheck.Letters letters;

  private volatile @Nullable Splitters root;

  /**
   * Creates the search over {@code table}, remembering about {@code memoEntries} sets. Costs one
   * pass over the table (the number of marks of each guess).
   */
  public AbsurdleSearch(MarkTable table, long memoEntries) {
    this.table = table;
    this.guessCount = table.guesses().size();
    this.codeCount = table.codeCount();
    this.rank = AbsurdleHost.preference(table.guesses().wordLength());
    int answers = table.answers().size();
    int[] all = new int[answers];
    Arrays.setAll(all, i -> i);
    this.parts = new int[guessCount];
    MarkCounter marks = new MarkCounter(codeCount);
    int most = 1;
    for (int g = 0; g < guessCount; g++) {
      int t = table.count(g, all, answers, marks);
      parts[g] = t;
      most = Math.max(most, t);
      marks.clear();
    }
    this.maxParts = most;
    this.memo = new Memo<>(memoEntries);
    this.letters = new SplitCheck.Letters(table);
  }

  /** Returns the mark table. */
  public MarkTable table() {
    return table;
  }

  /** Returns the most distinct marks any guess gives over all answers. */
  public int maxParts() {
    return maxParts;
  }

  /** Scratch space of one thread. */
  private final class Scratch {
    /** The budget of the call, in rows. */
    final long budget;

    /** The rows the call may still read. */
    long rowsLeft;

    Scratch(long budget) {
      if (budget < 0) {
        throw new IllegalArgumentException("a budget of rows cannot be negative: " + budget);
      }
      this.budget = budget;
      this.rowsLeft = budget;
    }

    /** Spends {@code rows} of the budget. */
    void spend(int rows) {
      rowsLeft -= rows;
      if (rowsLeft < 0) {
        throw new OverBudgetException("the search ran out of its budget of " + budget + " rows");
      }
    }

    final MarkCounter marks = new MarkCounter(codeCount);
    int keptSize;

    /** The number of distinct marks of the last {@link #kept} (0 after an early exit). */
    int parts;

    /** Returns the code of the bucket the host keeps; sets {@link #keptSize}. */
    int kept(int guess, int[] set) {
      return keptUnlessOver(guess, set, Integer.MAX_VALUE);
    }

    /**
     * Returns the code of the bucket the host keeps and sets {@link #keptSize}, or returns -1 as
     * soon as a bucket holds more than {@code max}.
     */
    int keptUnlessOver(int guess, int[] set, int max) {
      int t =
          max >= set.length
              ? table.count(guess, set, set.length, marks)
              : table.countUnlessOver(guess, set, set.length, marks, max);
      if (t < 0) {
        parts = 0;
        return -1;
      }
      parts = t;
      int best = AbsurdleHost.keep(marks, t, rank);
      keptSize = marks.count(best);
      marks.clear();
      return best;
    }

    /** The splitting test of this thread's sets won in two. */
    final SplitCheck splits = new SplitCheck(table, letters);
  }

  /**
   * Returns the code of the bucket the host keeps when {@code guess} is played with {@code set}
   * left (answer indices, not empty). O(|set|).
   */
  public int keptCode(int guess, int[] set) {
    if (set.length == 0) {
      throw new IllegalArgumentException("no answer left");
    }
    return new Scratch(0).kept(guess, set);
  }

  /** Returns the members of {@code set} that the host keeps after {@code guess}. */
  public int[] kept(int guess, int[] set) {
    return Buckets.bucket(table, guess, set, set.length, keptCode(guess, set));
  }

  /**
   * Returns a lower bound on the guesses needed to end the game from a set of {@code n} answers: 1
   * for one answer, else one more than for the fewest a guess can keep.
   */
  public int lowerBound(int n) {
    return lowerBound(n, maxParts);
  }

  /**
   * Returns the fewest guesses that end the game from {@code set} (sorted answer indices, not
   * empty) if that is at most {@code limit}, else a number above {@code limit}. With a {@code
   * target} answer index (else -1) only games that end on the target count, and {@code set} must
   * hold it.
   */
  public int value(int[] set, int limit, int target) {
    return value(set, limit, target, Long.MAX_VALUE);
  }

  /**
   * As {@link #value(int[], int, int)}, reading at most {@code budget} rows (see the class
   * comment).
   *
   * @throws OverBudgetException if the budget runs out
   */
  public int value(int[] set, int limit, int target, long budget) {
    return (int) (search(set, limit, target, new Scratch(budget)) >> 32);
  }

  /**
   * Returns the line that ends the game from {@code set} in the fewest guesses, at most {@code
   * limit} (guess indices, the last being the answer left), or null if there is none within the
   * limit. With a {@code target} (else -1) the line ends on the target.
   */
  public int @Nullable [] line(int[] set, int limit, int target) {
    return line(set, limit, target, Long.MAX_VALUE);
  }

  /**
   * As {@link #line(int[], int, int)}, reading at most {@code budget} rows in all (see the class
   * comment).
   *
   * @throws OverBudgetException if the budget runs out
   */
  public int @Nullable [] line(int[] set, int limit, int target, long budget) {
    Scratch scratch = new Scratch(budget);
    long result = search(set, limit, target, scratch);
    int value = (int) (result >> 32);
    if (value > limit) {
      return null;
    }
    int[] line = new int[value];
    int[] left = set;
    for (int i = 0; i < value; i++) {
      long step = search(left, value - i, target, scratch);
      int guess = (int) step;
      line[i] = guess;
      left = Buckets.bucket(table, guess, left, left.length, scratch.kept(guess, left));
    }
    return line;
  }

  /**
   * Returns, for every first guess from {@code set}, the value of the set it leaves if at most
   * {@code limit - 1} plus one (the guesses of the whole game), or a number above {@code limit}.
   * Runs the guesses on {@code threads} threads; each result goes to its guess's slot, so the
   * result does not depend on the number of threads. {@code progress} gets each guess index when it
   * is done, from any thread.
   *
   * @throws InterruptedException if interrupted while waiting
   */
  public int[] firstGuesses(int[] set, int limit, int threads, IntConsumer progress)
      throws InterruptedException {
    int[] values = new int[guessCount];
    AtomicInteger next = new AtomicInteger();
    ExecutorService pool =
        Executors.newFixedThreadPool(
            Math.max(1, threads),
            r -> {
              Thread t = new Thread(r, "absurdle-search");
              t.setDaemon(true);
              return t;
            });
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int w = 0; w < Math.max(1, threads); w++) {
        futures.add(
            pool.submit(
                () -> {
                  Scratch scratch = new Scratch(Long.MAX_VALUE);
                  for (int g = next.getAndIncrement(); g < guessCount; g = next.getAndIncrement()) {
                    int code = scratch.kept(g, set);
                    if (code == table.solvedCode()) {
                      values[g] = 1;
                    } else {
                      int[] left = Buckets.bucket(table, g, set, set.length, code);
                      values[g] = 1 + (int) (search(left, limit - 1, -1, scratch) >> 32);
                    }
                    progress.accept(g);
                  }
                }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    } finally {
      pool.shutdownNow();
    }
    return values;
  }

  private Splitters rootSplitters() {
    Splitters r = root;
    if (r == null) {
      r = Splitters.of(parts);
      root = r;
    }
    return r;
  }

  private static int lowerBound(int n, int most) {
    int bound = 1;
    long left = n;
    while (left > 1) {
      if (most < 2) {
        return Integer.MAX_VALUE / 2;
      }
      left = (left + most - 1) / most;
      bound++;
    }
    return bound;
  }

  private static long largestWithin(int guesses, int most) {
    long n = 1;
    for (int i = 1; i < guesses && n < Integer.MAX_VALUE; i++) {
      n *= most;
    }
    return n;
  }

  private long search(int[] set, int limit, int target, Scratch s) {
    return search(set, limit, target, s, rootSplitters());
  }

  /** Returns {@code value << 32 | guess}: the value (above {@code limit} if none within). */
  private long search(int[] set, int limit, int target, Scratch s, Splitters splitters) {
    int n = set.length;
    if (n == 1) {
      int guess = table.guessOfAnswer(set[0]);
      int value = guess < 0 || (target >= 0 && set[0] != target) ? Integer.MAX_VALUE / 2 : 1;
      return pack(value, Math.max(guess, 0));
    }
    int bound = lowerBound(n, splitters.most());
    if (bound > limit) {
      return pack(bound, 0);
    }
    Memo.Key key = new Memo.Key(set, target + 1, null);
    Memo.Entry known = memo.get(key);
    if (known != null) {
      if (known.exact) {
        return pack(known.value, known.guess);
      }
      if (known.value > limit) {
        return pack(known.value, 0);
      }
      bound = Math.max(bound, known.value);
    }
    s.spend(1);
    int[] sizes = null;
    int[] codes = null;
    Splitters below = splitters;
    for (int j = bound; j <= limit; j++) {
      if (j == 2) {
        int g = firstSplit(set, target, s, splitters);
        if (g >= 0) {
          memo.record(new Memo.Entry(key, 2, true, g));
          return pack(2, g);
        }
        memo.record(new Memo.Entry(key, 3, false, -1));
        continue;
      }
      if (sizes == null || codes == null) {
        s.spend(n);
        sizes = new int[guessCount];
        codes = new int[guessCount];
        int[] partsHere = new int[guessCount];
        for (int g = 0; g < guessCount; g++) {
          codes[g] = s.kept(g, set);
          sizes[g] = s.keptSize;
          partsHere[g] = s.parts;
          if (target >= 0 && table.code(g, target) != codes[g]) {
            sizes[g] = Integer.MAX_VALUE;
          }
        }
        below = Splitters.of(partsHere);
      }
      long most = largestWithin(j - 1, below.most());
      int[] order = candidates(sizes, n, most);
      for (int g : order) {
        int[] left = Buckets.bucket(table, g, set, n, codes[g]);
        int value = (int) (search(left, j - 1, target, s, below) >> 32);
        if (value <= j - 1) {
          memo.record(new Memo.Entry(key, value + 1, true, g));
          return pack(value + 1, g);
        }
      }
      memo.record(new Memo.Entry(key, j + 1, false, -1));
    }
    return pack(limit + 1, 0);
  }

  /** Guesses that keep fewer than {@code n} and at most {@code most}, smallest kept first. */
  private int[] candidates(int[] sizes, int n, long most) {
    int[] order = new int[guessCount];
    int m = 0;
    for (int g = 0; g < guessCount; g++) {
      if (sizes[g] < n && sizes[g] <= most) {
        order[m++] = g;
      }
    }
    int[] result = Arrays.copyOf(order, m);
    IntArrays.mergeSort(
        result,
        (a, b) ->
            sizes[a] != sizes[b] ? Integer.compare(sizes[a], sizes[b]) : Integer.compare(a, b));
    return result;
  }

  /**
   * Returns the first guess by index that splits {@code set} into singletons, keeping the target
   * when there is one, or -1. Only guesses left by {@link SplitCheck#narrow} with enough marks
   * among the {@code splitters} can.
   */
  private int firstSplit(int[] set, int target, Scratch s, Splitters splitters) {
    int n = set.length;
    SplitCheck check = s.splits;
    check.enter(set);
    if (!check.narrow(set)) {
      return -1;
    }
    long[] alive = check.alive;
    int[] partsOf = splitters.partsOf;
    for (int w = 0; w < alive.length; w++) {
      for (long bits = alive[w]; bits != 0; bits &= bits - 1) {
        int g = (w << 6) | Long.numberOfTrailingZeros(bits);
        if (partsOf[g] >= n
            && check.splits(g, set)
            && (target < 0 || s.kept(g, set) == table.code(g, target))) {
          return g;
        }
      }
    }
    return -1;
  }

  private static long pack(int value, int guess) {
    return ((long) value << 32) | (guess & 0xFFFFFFFFL);
  }
}
