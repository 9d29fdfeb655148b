package io.github.wordlesolver.absurdle;

import io.github.wordlesolver.Progress;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.AbsurdleSearch;
import io.github.wordlesolver.engine.OverBudgetException;
import io.github.wordlesolver.internal.Texts;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

/**
 * The exact Absurdle solver: the fewest guesses that always win, from the start ({@link #minimum})
 * or from any position ({@link #fewest}), and challenge mode ({@link #challenge}).
 *
 * <pre>{@code
 * AbsurdleSolver solver = Absurdle.of(answers, guesses).solver();
 * AbsurdleGame game = solver.absurdle().start().guess("raise");
 * String next = solver.nextGuess(game);              // the first guess of a shortest win
 * AbsurdleLine line = solver.fewest(game, 100_000); // BudgetExceededException past 100,000 rows
 * }</pre>
 *
 * <h2>Algorithm</h2>
 *
 * The host is deterministic, so a position is the set of answers left, and the fewest guesses that
 * end the game from a set {@code S} is 1 if {@code S} is one answer, else one more than the least
 * over all guesses of the value of the bucket the host keeps. The search deepens one guess at a
 * time and cuts: a set larger than the most distinct marks any guess gives cannot be split into
 * singletons (more generally, a guess keeps at least {@code |S| / P} answers); a set is won in two
 * exactly when some guess splits it into singletons (a row scan that stops at the first collision);
 * guesses are tried smallest kept bucket first; equal sets are solved once (a bounded memory).
 *
 * <h2>Determinism</h2>
 *
 * Each set's line is the first guess, in that order (kept size, then guess-list index), that
 * achieves the set's value, followed by the kept bucket's line: a function of the lists and the
 * position alone, whatever the number of threads or what the memory holds.
 *
 * <h2>Budgets</h2>
 *
 * {@link #fewest}, {@link #nextGuess} and {@link #challenge} search as long as they need: under a
 * second from the positions of the original lists tried so far, but minutes for some challenges.
 * Their overloads with a {@code budget} bound the work of one call in rows of the table of marks:
 * scoring every guess against a set of {@code n} answers reads {@code n} rows, and each other set
 * the search has to split counts as one. A row costs about 0.1 ms on the original lists (12,972
 * guesses): the next guess from the start reads about 2,500, the challenge {@code cigar} from the
 * start about a million. They throw {@link BudgetExceededException} once the budget is spent, so a
 * service can bound the work of one request. The memory of solved sets is not counted: a search
 * that ran out may finish when repeated, and a result, once returned, is the one the search without
 * a budget returns.
 *
 * <p>Thread-safe; the memory is shared by all solvers of one {@link Absurdle}. Costs are in the
 * docs/absurdle.md: the full search over every first word of the original lists takes minutes.
 */
public final class AbsurdleSolver {
  /** The budget of the overloads without one: no limit. */
  public static final long UNLIMITED = Long.MAX_VALUE;

  private final Absurdle absurdle;
  private final AbsurdleSearch search;

  AbsurdleSolver(Absurdle absurdle) {
    this.absurdle = absurdle;
    this.search = absurdle.search();
  }

  /** Returns the game this solver solves. */
  public Absurdle absurdle() {
    return absurdle;
  }

  /**
   * Searches every first word: returns the fewest guesses that always win from the start and every
   * first word that wins in that many, each with its line. Deepens one guess at a time, searching
   * every first word at each depth, so the depth below the minimum is refuted exhaustively. Runs on
   * {@code threads} threads (the result does not depend on how many); a search of minutes on the
   * original lists.
   *
   * @param threads how many threads to use, at least 1
   * @param progress told, in phase {@code "depth N"} (N from 1), how many of the {@code total}
   *     first words are searched at that depth, from the search's threads, as they finish
   * @throws IllegalArgumentException if {@code threads < 1}
   * @throws InterruptedException if interrupted while waiting
   */
  public AbsurdleMinimum minimum(int threads, Progress progress) throws InterruptedException {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, got " + threads);
    }
    int[] all = IntStream.range(0, absurdle.answers().size()).toArray();
    int guesses = absurdle.guesses().size();
    int fewestAfterFirst = Integer.MAX_VALUE;
    for (int g = 0; g < guesses; g++) {
      fewestAfterFirst = Math.min(fewestAfterFirst, search.kept(g, all).length);
    }
    for (int depth = 1; ; depth++) {
      AtomicInteger finished = new AtomicInteger();
      String phase = "depth " + depth;
      int[] values =
          search.firstGuesses(
              all,
              depth,
              threads,
              g -> progress.update(phase, finished.incrementAndGet(), guesses));
      List<AbsurdleMinimum.WinningFirstWord> winners = new ArrayList<>();
      for (int g = 0; g < guesses; g++) {
        if (values[g] <= depth) {
          AbsurdleLine line = fromGuess(all, g, depth);
          winners.add(new AbsurdleMinimum.WinningFirstWord(line.played().get(0), line));
        }
      }
      if (!winners.isEmpty()) {
        return new AbsurdleMinimum(depth, winners, guesses, search.maxParts(), fewestAfterFirst);
      }
    }
  }

  /** Returns the line that starts with guess {@code g} and wins within {@code depth}. */
  private AbsurdleLine fromGuess(int[] all, int g, int depth) {
    int[] kept = search.kept(g, all);
    WordList words = absurdle.guesses();
    List<String> line = new ArrayList<>();
    line.add(words.get(g));
    if (search.keptCode(g, all) == search.table().solvedCode()) {
      return new AbsurdleLine(line);
    }
    int[] rest = search.line(kept, depth - 1, -1);
    if (rest == null) {
      throw new IllegalStateException("no line after " + words.get(g) + " within " + depth);
    }
    for (int r : rest) {
      line.add(words.get(r));
    }
    return new AbsurdleLine(line);
  }

  /**
   * Returns the fewest guesses that end the game from {@code position} as a line that achieves it
   * (its size is that number). Exact; from the start it is the first winning line of {@link
   * #minimum}'s order, found without searching every first word.
   *
   * @throws IllegalArgumentException if the position belongs to another game
   * @throws IllegalStateException if the position is already won
   */
  public AbsurdleLine fewest(AbsurdleGame position) {
    return fewest(position, UNLIMITED);
  }

  /**
   * As {@link #fewest(AbsurdleGame)}, reading at most {@code budget} rows (see the class comment).
   *
   * @throws BudgetExceededException if the budget runs out first
   * @throws IllegalArgumentException if the budget is negative or the position belongs to another
   *     game
   * @throws IllegalStateException if the position is already won
   */
  public AbsurdleLine fewest(AbsurdleGame position, long budget) {
    check(position);
    checkBudget(budget);
    int[] left = position.left();
    int[] line;
    try {
      line = search.line(left, Math.max(1, left.length), -1, budget);
    } catch (OverBudgetException e) {
      throw new BudgetExceededException(budget, left.length);
    }
    if (line == null) {
      throw new IllegalStateException("no line from " + left.length + " answers: a bug");
    }
    return toLine(line);
  }

  /** Returns the first guess of {@link #fewest}'s line: the solver's next guess. */
  public String nextGuess(AbsurdleGame position) {
    return fewest(position).played().get(0);
  }

  /**
   * Returns the first guess of {@link #fewest(AbsurdleGame, long)}'s line.
   *
   * @throws BudgetExceededException if the budget runs out first
   */
  public String nextGuess(AbsurdleGame position, long budget) {
    return fewest(position, budget).played().get(0);
  }

  /**
   * Challenge mode: returns the shortest line from {@code position} that forces the host to end on
   * {@code target} (each guess keeps the target among the answers left, and the last guess is the
   * target alone), if there is one of at most {@code maxGuesses} guesses.
   *
   * @throws IllegalArgumentException if the target is not among the answers still possible (the
   *     message names it), {@code maxGuesses} is below 1, or the position belongs to another game
   * @throws IllegalStateException if the position is already won
   */
  public Optional<AbsurdleLine> challenge(AbsurdleGame position, String target, int maxGuesses) {
    return challenge(position, target, maxGuesses, UNLIMITED);
  }

  /**
   * As {@link #challenge(AbsurdleGame, String, int)}, reading at most {@code budget} rows (see the
   * class comment).
   *
   * @throws BudgetExceededException if the budget runs out first
   * @throws IllegalArgumentException as {@link #challenge(AbsurdleGame, String, int)} does, or if
   *     the budget is negative
   */
  public Optional<AbsurdleLine> challenge(
      AbsurdleGame position, String target, int maxGuesses, long budget) {
    check(position);
    checkBudget(budget);
    if (maxGuesses < 1) {
      throw new IllegalArgumentException("maxGuesses must be at least 1, got " + maxGuesses);
    }
    int t = absurdle.answers().indexOf(target);
    int[] left = position.left();
    if (t < 0 || Arrays.binarySearch(left, t) < 0) {
      throw new IllegalArgumentException(
          "'"
              + Texts.shorten(target)
              + "' is not "
              + (t < 0
                  ? "in the answer list"
                  : "among the " + left.length + " answers still possible"));
    }
    int[] line;
    try {
      line = search.line(left, maxGuesses, t, budget);
    } catch (OverBudgetException e) {
      throw new BudgetExceededException(budget, left.length);
    }
    return line == null ? Optional.empty() : Optional.of(toLine(line));
  }

  private static void checkBudget(long budget) {
    if (budget < 0) {
      throw new IllegalArgumentException("a budget of rows cannot be negative: " + budget);
    }
  }

  private void check(AbsurdleGame position) {
    if (position.absurdle() != absurdle) {
      throw new IllegalArgumentException("the position belongs to another Absurdle");
    }
    if (position.isSolved()) {
      throw new IllegalStateException("the game is won: nothing left to solve");
    }
  }

  private AbsurdleLine toLine(int[] line) {
    WordList words = absurdle.guesses();
    List<String> out = new ArrayList<>(line.length);
    for (int g : line) {
      out.add(words.get(g));
    }
    return new AbsurdleLine(out);
  }
}
