package io.github.wordlesolver.engine;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * Proves, within a budget, that no play after an opener finds every answer in time, so that a tree
 * build fails, and a proof over every opener leaves the opener out, in a fraction of a second
 * instead of after a full search (in hard mode on the 3,158-answer NYT list about half of the
 * openers lose some answer; the full search takes minutes to show it for each). The opener's
 * buckets are checked smallest first with {@link TreeSearch#canFinish(Node, TreeSearch.Budget)},
 * each with a budget of its own of {@value #PER_BUCKET} nodes, until one is proved lost or {@value
 * #IN_ALL} nodes are spent: a lost opener usually has a small lost bucket, cheap to prove. Only a
 * proof counts; a bucket the budget does not decide is left to the search. Sequential and with
 * fresh budgets, so the bucket found depends only on the opener and the lists.
 *
 * <p>Stateless: callable from any thread (the budgets are the call's own, and {@link
 * TreeSearch#canFinish(Node, TreeSearch.Budget)} is thread-safe).
 */
public final class LostBuckets {
  /** The most nodes the check of one bucket may expand. */
  public static final long PER_BUCKET = 200_000;

  /** The most nodes the checks of one opener may expand together. */
  public static final long IN_ALL = 2_000_000;

  private LostBuckets() {}

  /**
   * Returns the index in {@code buckets} (the opener's children, in code order) of the first,
   * smallest first (ties in code order), that {@code search} proves lost, or -1 if none is proved
   * lost within the budgets.
   */
  public static int firstProvedLost(TreeSearch search, Node[] buckets) {
    return firstProvedLost(search, buckets, Integer.MAX_VALUE);
  }

  /**
   * As {@link #firstProvedLost(TreeSearch, Node[])}, checking only the buckets of at most {@code
   * largest} answers: most lost openers have a small lost bucket, while an opener that loses none
   * spends most of the check proving its largest buckets finish.
   */
  public static int firstProvedLost(TreeSearch search, Node[] buckets, int largest) {
    long spent = 0;
    for (int b : smallestFirst(buckets)) {
      if (spent >= IN_ALL || buckets[b].size() > largest) {
        return -1;
      }
      TreeSearch.Budget budget = new TreeSearch.Budget(Math.min(PER_BUCKET, IN_ALL - spent));
      long had = budget.left();
      try {
        if (!search.canFinish(buckets[b], budget)) {
          return b;
        }
      } catch (OverBudgetException e) {
        // Undecided: the search will tell.
      }
      spent += had - budget.left();
    }
    return -1;
  }

  /**
   * Returns the index of the first lost bucket, smallest first (ties in code order), of those whose
   * {@code values} reach {@link TreeSearch#INFEASIBLE}, or -1: the bucket {@link #firstProvedLost}
   * names when it decides every bucket, so a build names the same bucket whichever proved it.
   */
  public static int firstLost(Node[] buckets, int[] values) {
    for (int b : smallestFirst(buckets)) {
      if (values[b] >= TreeSearch.INFEASIBLE) {
        return b;
      }
    }
    return -1;
  }

  /** The indices of {@code buckets} by size, ties in index order. */
  private static int[] smallestFirst(Node[] buckets) {
    return IntStream.range(0, buckets.length)
        .boxed()
        .sorted((x, y) -> Integer.compare(buckets[x].size(), buckets[y].size()))
        .mapToInt(Integer::intValue)
        .toArray();
  }

  /**
   * Returns the one-line explanation of a lost opener, naming its lost bucket: {@code no hard-mode
   * play after salet finds every answer within 6 guesses: after salet ----- (23 answers) some
   * answer needs more than the 5 guesses left}.
   */
  public static String message(
      Mode mode, String opener, int maxGuesses, MarkTable table, int guess, Node bucket) {
    String play =
        switch (mode) {
          case NORMAL -> "play";
          case HARD -> "hard-mode play";
          case STRICT -> "strict hard-mode play";
        };
    int[] set = bucket.set();
    String marks = Feedback.of(table.code(guess, set[0]), table.guesses().wordLength()).toString();
    int left = maxGuesses - 1;
    return String.format(
        Locale.ROOT,
        "no %s after %s finds every answer within %d %s: after %s"
            + " %s (%d %s) %s needs more than the %d %s left",
        play,
        opener,
        maxGuesses,
        maxGuesses == 1 ? "guess" : "guesses",
        opener,
        marks,
        set.length,
        set.length == 1 ? "answer" : "answers",
        set.length == 1 ? "the answer" : "some answer",
        left,
        left == 1 ? "guess" : "guesses");
  }
}
