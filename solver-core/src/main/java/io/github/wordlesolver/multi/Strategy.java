package io.github.wordlesolver.multi;

import io.github.wordlesolver.engine.MarkCounter;
import io.github.wordlesolver.engine.MarkTable;
import io.github.wordlesolver.internal.GuessEstimate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The default multi-board strategy. Given the answers still possible on each unsolved board and the
 * guesses left, it ranks guesses:
 *
 * <ol>
 *   <li><b>Pinned boards first.</b> When a board has one answer left, that answer is played
 *       (finishing a board costs a guess that must be played anyway, and it still tells the other
 *       boards something); among several pinned answers, the one with the lowest cost below.
 *   <li><b>No slack left.</b> When the guesses left are no more than the unsolved boards, only
 *       words that can be an answer on some board are considered.
 *   <li><b>Otherwise, the lowest cost:</b> the sum over the unsolved boards of the expected number
 *       of guesses that board still needs after this guess, played on its own: {@code Σ_b Σ_k (c_k
 *       / n_b) · E(c_k)} over the buckets {@code k} of the guess's marks on board {@code b} ({@code
 *       c_k} answers each, {@code n_b} in all), the bucket the guess solves counting 0, and {@code
 *       E(m)} an estimate of the guesses a board of {@code m} answers needs when played on its own
 *       (the lookahead's, unrounded: {@link GuessEstimate#guesses}). This rewards a guess that may
 *       finish a board (its bucket costs nothing) as much as one that splits all boards, in the
 *       units that matter: guesses.
 *   <li><b>Lookahead at the end:</b> while the guesses left leave at most {@value #TIGHT} to spare,
 *       every guess ranked is looked at one turn deeper in the worst case: those after which every
 *       board is sure to be solved or pinned (one answer left, whatever the marks) come first, in
 *       cost order, then the best others in cost order. Such a guess wins whatever the marks; a
 *       greedy guess may not (a family such as grave, grape, graze, craze).
 *   <li><b>A sure win first:</b> while at most {@value #GUARD} guesses are to spare and at most
 *       {@value #GUARD_ANSWERS} answers are left over all boards, the first of the best guesses (in
 *       the order above) that is proven to win whatever the marks ({@link SureWin}, at most {@value
 *       #GUARD_BUDGET} positions in all) is played; when the first is proven, or none is, the order
 *       stands.
 * </ol>
 *
 * <p><b>Ties</b> go to the lower cost, then to a guess that can be an answer on some board, then to
 * the earlier word of the guess list. Costs of one guess are summed in a fixed order, so a ranking
 * depends only on the sets and the guesses left, never on threads or caches.
 *
 * <p><b>Cost.</b> A ranking reads the mark table once per guess and candidate: {@code guesses × Σ
 * n_b}. When that is large (early in a game with many boards), only a shortlist is ranked: every
 * word that can still be an answer plus the best {@value #SHORTLIST} guesses for each board on its
 * own, those per-board lists being cached by the board's answer set (bounded, least recently used
 * evicted): after the opener, every board's set is one of the opener's buckets, so the second turn
 * of most games is a look-up. The opener itself (the best guess for one board of every answer, the
 * same for any number of boards) is computed once.
 *
 * <p>Thread-safe: the caches are synchronized, and their values depend only on their keys.
 */
final class Strategy {
  /** Above this many table reads ({@code guesses × Σ n_b}) a shortlist is ranked. */
  static final long FULL_SCAN = 2_000_000;

  /** The per-board shortlist's length. */
  static final int SHORTLIST = 96;

  /** How many per-board shortlists are remembered. */
  static final int CACHE = 4096;

  /** Lookahead when at most this many spare guesses remain. */
  static final int TIGHT = 2;

  /** How many of the best guesses the lookahead compares. */
  static final int LOOKAHEAD = 24;

  /** The sure-win check runs with at most this many spare guesses... */
  static final int GUARD = 3;

  /** ...and at most this many answers left over all boards. */
  static final int GUARD_ANSWERS = 48;

  /** The most positions the sure-win check visits for one ranking. */
  static final int GUARD_BUDGET = 400;

  private final MarkTable table;
  private final int guessCount;
  private final int solvedCode;
  private final double[] expected;

  /** {@code step[c] = (c+1)·E(c+1) - c·E(c)}: what one more answer in a bucket of c adds. */
  private final double[] step;

  private final Map<SetKey, int[]> shortlists =
      new LinkedHashMap<>(64, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<SetKey, int[]> eldest) {
          return size() > CACHE;
        }
      };
  private int opener = -1;

  Strategy(MarkTable table) {
    this.table = table;
    this.guessCount = table.guesses().size();
    this.solvedCode = table.solvedCode();
    int answers = table.answers().size();
    this.expected = new double[answers + 1];
    for (int m = 1; m <= answers; m++) {
      expected[m] = GuessEstimate.guesses(m);
    }
    this.step = new double[answers];
    for (int c = 0; c < answers; c++) {
      step[c] = (c + 1) * expected[c + 1] - c * expected[c];
    }
  }

  /** One ranked guess: its index, cost and the expected answers left summed over the boards. */
  record Scored(int guess, double cost, double expectedLeft, int boardsItFits) {}

  /** Returns the best first guess for one board of every answer (computed once). */
  synchronized int opener() {
    if (opener < 0) {
      int[] all = new int[table.answers().size()];
      Arrays.setAll(all, i -> i);
      opener = rank(new int[][] {all}, Integer.MAX_VALUE, 1, false).get(0).guess();
    }
    return opener;
  }

  /**
   * Returns the best {@code n} guesses for boards whose answers are {@code sets} (each ascending,
   * none empty), with {@code guessesLeft} guesses left including this one, best first.
   */
  List<Scored> rank(int[][] sets, int guessesLeft, int n) {
    return rank(sets, guessesLeft, n, true);
  }

  private List<Scored> rank(int[][] given, int guessesLeft, int n, boolean mayShorten) {
    // Largest board first (then board order), so that a poor guess is pruned after one board.
    int[][] sets = given.clone();
    Arrays.sort(sets, (x, y) -> Integer.compare(y.length, x.length));
    int boards = sets.length;
    long reads = 0;
    boolean pinned = false;
    for (int[] set : sets) {
      reads += (long) set.length * guessCount;
      pinned |= set.length == 1;
    }
    boolean noSlack = guessesLeft <= boards;
    // The visiting order does not change the result (the ranking is by cost, then the tie rule),
    // but good guesses seen early prune the rest sooner: the answers left come first.
    int[] pool;
    if (pinned || noSlack) {
      pool = answerGuesses(sets, pinned);
    } else if (mayShorten && reads > FULL_SCAN) {
      pool = shortlist(sets);
    } else {
      pool = everyGuessAnswersFirst(sets);
    }
    int size = pool.length;
    boolean tight = !pinned && !noSlack && guessesLeft - boards <= TIGHT;
    boolean guarded =
        mayShorten
            && !pinned
            && !noSlack
            && guessesLeft - boards <= GUARD
            && reads <= (long) GUARD_ANSWERS * guessCount;
    int keep = Math.min(size, tight || guarded ? Math.max(n, LOOKAHEAD) : n);
    // The best `keep` so far, best first, by insertion: guesses are visited in ascending order.
    Scored[] best = new Scored[keep];
    int held = 0;
    MarkCounter marks = new MarkCounter(table.codeCount());
    // floor[b]: the least boards b.. can cost (every answer alone, one of them solved).
    double[] floor = new double[boards + 1];
    for (int b = boards - 1; b >= 0; b--) {
      floor[b] = floor[b + 1] + (sets[b].length - 1.0) / sets[b].length;
    }
    for (int i = 0; i < size; i++) {
      int g = pool[i];
      double bound = held < keep ? Double.POSITIVE_INFINITY : best[keep - 1].cost();
      if (costOf(g, sets, floor, marks, bound) > bound) {
        continue;
      }
      Scored s = score(g, sets, marks);
      if (held == keep && compare(s, best[keep - 1]) >= 0) {
        continue;
      }
      int at = held < keep ? held++ : keep - 1;
      while (at > 0 && compare(s, best[at - 1]) < 0) {
        best[at] = best[at - 1];
        at--;
      }
      best[at] = s;
    }
    List<Scored> ranked = new ArrayList<>(Arrays.asList(best).subList(0, held));
    if (tight && ranked.size() > 1) {
      ranked = byWorstCase(ranked, sets, pool, Math.max(n, LOOKAHEAD));
    }
    if (guarded && ranked.size() > 1) {
      ranked = sureWinFirst(ranked, sets, guessesLeft);
    }
    return List.copyOf(ranked.subList(0, Math.min(n, ranked.size())));
  }

  /** Lower cost first, then a guess that can be an answer, then the earlier guess. */
  private static int compare(Scored x, Scored y) {
    int c = Double.compare(x.cost(), y.cost());
    if (c != 0) {
      return c;
    }
    c = Boolean.compare(y.boardsItFits() > 0, x.boardsItFits() > 0);
    return c != 0 ? c : Integer.compare(x.guess(), y.guess());
  }

  /**
   * Returns the guesses of {@code pool} after which no board can hold more than one answer
   * (whatever the marks), best first by cost and the tie rule, at most {@code keep} of them,
   * followed by the rest of {@code ranked}; {@code ranked} itself if there are none. Late in a game
   * such a guess wins whatever happens: every board is then solved or pinned.
   */
  private List<Scored> byWorstCase(List<Scored> ranked, int[][] sets, int[] pool, int keep) {
    MarkCounter marks = new MarkCounter(table.codeCount());
    List<Scored> sure = new ArrayList<>();
    for (int g : pool) {
      if (pinsEveryBoard(g, sets, marks)) {
        sure.add(score(g, sets, marks));
      }
    }
    if (sure.isEmpty()) {
      return ranked;
    }
    sure.sort(Strategy::compare);
    List<Scored> out = new ArrayList<>(sure.subList(0, Math.min(keep, sure.size())));
    for (Scored s : ranked) {
      if (!out.contains(s)) {
        out.add(s);
      }
    }
    return out;
  }

  /**
   * Returns {@code ranked} with its first guess that surely wins ({@link SureWin}, trying the
   * ranked guesses as follow-ups) moved to the front; unchanged if the first already does or none
   * is proven to.
   */
  private List<Scored> sureWinFirst(List<Scored> ranked, int[][] sets, int guessesLeft) {
    int[] followUps = new int[ranked.size()];
    for (int i = 0; i < followUps.length; i++) {
      followUps[i] = ranked.get(i).guess();
    }
    SureWin prover = new SureWin(table, followUps, GUARD_BUDGET);
    for (int i = 0; i < ranked.size(); i++) {
      if (prover.winsAfter(ranked.get(i).guess(), sets, guessesLeft)) {
        if (i == 0) {
          return ranked;
        }
        List<Scored> out = new ArrayList<>(ranked);
        out.add(0, out.remove(i));
        return out;
      }
    }
    return ranked;
  }

  /** Returns whether every board's bucket under {@code g} holds at most one answer. */
  private boolean pinsEveryBoard(int g, int[][] sets, MarkCounter marks) {
    boolean ok = true;
    for (int[] set : sets) {
      for (int a : set) {
        int code = table.code(g, a);
        if (marks.add(code) > 0 && code != solvedCode) {
          ok = false;
        }
      }
      marks.clear();
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /** Scores guess {@code g} over the boards whose answers are {@code sets}. */
  Scored score(int g, int[][] sets) {
    return score(g, sets, new MarkCounter(table.codeCount()));
  }

  /**
   * Returns the cost of guess {@code g}, or, as soon as it is sure to exceed {@code bound}, some
   * value above {@code bound}. Each board's sum grows answer by answer (in set order) by {@code
   * step[c] = (c+1)·E(c+1) - c·E(c)}, {@code c} being the answers already in that bucket, so a
   * board's partial sum plus one per answer still to come (less one, which may be solved) bounds
   * its cost from below, and {@code floor[b + 1]} bounds the boards after {@code b}. With an
   * infinite bound the sum is complete; the order of additions never depends on the bound, so equal
   * inputs give bitwise equal costs. Allocation-free.
   */
  private double costOf(int g, int[][] sets, double[] floor, MarkCounter marks, double bound) {
    double cost = 0;
    for (int b = 0; b < sets.length; b++) {
      int[] set = sets[b];
      int n = set.length;
      // Prune when board + (n - j - 2) > limit, i.e. board - j > limit - n + 2.
      double limit = (bound - cost - floor[b + 1]) * n - n + 2;
      double board = 0;
      boolean over = false;
      for (int j = 0; j < n; j++) {
        int code = table.code(g, set[j]);
        int c = marks.add(code);
        if (code != solvedCode) {
          board += step[c];
          if (board - j > limit) {
            over = true;
            break;
          }
        }
      }
      marks.clear();
      if (over) {
        return Double.POSITIVE_INFINITY;
      }
      cost += board / n;
      if (cost + floor[b + 1] > bound) {
        return cost + floor[b + 1];
      }
    }
    return cost;
  }

  /** Scores one guess over every board: its cost as {@link #costOf} sums it, and the rest. */
  private Scored score(int g, int[][] sets, MarkCounter marks) {
    double cost = costOf(g, sets, new double[sets.length + 1], marks, Double.POSITIVE_INFINITY);
    double left = 0;
    int fits = 0;
    for (int[] set : sets) {
      int n = set.length;
      for (int a : set) {
        marks.add(table.code(g, a));
      }
      double squares = 0;
      for (int k = 0; k < marks.distinct(); k++) {
        int code = marks.code(k);
        int c = marks.count(code);
        if (code == solvedCode) {
          fits++;
        } else {
          squares += (double) c * c;
        }
      }
      marks.clear();
      left += squares / n;
    }
    return new Scored(g, cost, left, fits);
  }

  /** Returns the guess indices of the answers on the boards (only pinned ones if asked). */
  private int[] answerGuesses(int[][] sets, boolean pinnedOnly) {
    int total = 0;
    for (int[] set : sets) {
      total += !pinnedOnly || set.length == 1 ? set.length : 0;
    }
    int[] out = new int[total];
    int n = 0;
    for (int[] set : sets) {
      if (!pinnedOnly || set.length == 1) {
        for (int a : set) {
          int g = table.guessOfAnswer(a);
          if (g >= 0) {
            out[n++] = g;
          }
        }
      }
    }
    return distinct(out, n);
  }

  /** Returns every guess: the answers left on the boards first, then the others ascending. */
  private int[] everyGuessAnswersFirst(int[][] sets) {
    int[] first = answerGuesses(sets, false);
    boolean[] seen = new boolean[guessCount];
    int[] out = Arrays.copyOf(first, guessCount);
    for (int g : first) {
      seen[g] = true;
    }
    int n = first.length;
    for (int g = 0; g < guessCount; g++) {
      if (!seen[g]) {
        out[n++] = g;
      }
    }
    return out;
  }

  /** Returns the distinct values of {@code values[0..n)}, ascending. */
  private static int[] distinct(int[] values, int n) {
    Arrays.sort(values, 0, n);
    int m = 0;
    for (int i = 0; i < n; i++) {
      if (m == 0 || values[m - 1] != values[i]) {
        values[m++] = values[i];
      }
    }
    return Arrays.copyOf(values, m);
  }

  /** Returns every answer guess plus each board's own best {@value #SHORTLIST}, ascending. */
  private int[] shortlist(int[][] sets) {
    int[] answers = answerGuesses(sets, false);
    int[] out = Arrays.copyOf(answers, answers.length + sets.length * SHORTLIST);
    int n = answers.length;
    for (int[] set : sets) {
      for (int g : boardShortlist(set)) {
        out[n++] = g;
      }
    }
    return distinct(out, n);
  }

  /** Returns the best guesses for one board on its own, cached by its set. */
  private int[] boardShortlist(int[] set) {
    SetKey key = new SetKey(set);
    synchronized (shortlists) {
      int[] cached = shortlists.get(key);
      if (cached != null) {
        return cached;
      }
    }
    // Computed outside the lock: two threads may compute the same list; it is the same list.
    List<Scored> best = rank(new int[][] {set}, Integer.MAX_VALUE, SHORTLIST, false);
    int[] list = new int[best.size()];
    for (int i = 0; i < list.length; i++) {
      list[i] = best.get(i).guess();
    }
    synchronized (shortlists) {
      shortlists.put(key, list);
    }
    return list;
  }

  /** An answer set as a map key, compared by contents. */
  private static final class SetKey {
    private final int[] set;
    private final int hash;

    SetKey(int[] set) {
      this.set = set;
      this.hash = Arrays.hashCode(set);
    }

    @Override
    public boolean equals(@org.jspecify.annotations.Nullable Object o) {
      return o instanceof SetKey k && hash == k.hash && Arrays.equals(set, k.set);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }
}
