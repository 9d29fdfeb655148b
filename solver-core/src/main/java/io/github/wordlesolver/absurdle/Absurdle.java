package io.github.wordlesolver.absurdle;

import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.AbsurdleHost;
import io.github.wordlesolver.engine.AbsurdleSearch;
import io.github.wordlesolver.engine.MarkTable;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Absurdle for one pair of word lists: the entry point that starts {@link AbsurdleGame games} and
 * gives the {@link AbsurdleSolver solver}.
 *
 * <h2>The host's rule</h2>
 *
 * There is no secret word. After each guess the host splits the answers still possible by the marks
 * each would give, keeps the largest bucket and shows its marks. Ties between buckets of equal size
 * go to the bucket with fewer greens, then fewer yellows, then the smaller base-3 code ({@link
 * io.github.wordlesolver.Feedback#code()}). The game ends, won, when the guess is the only answer
 * left (all green): with two or more answers left the all-green bucket is never kept. Guesses are
 * unlimited.
 *
 * <pre>{@code
 * Absurdle absurdle = Absurdle.of(answers, guesses);
 * AbsurdleGame game = absurdle.start().guess("raise");
 * System.out.println(game.lastMarks() + " " + game.remaining());
 * }</pre>
 *
 * <h2>Cost and thread safety</h2>
 *
 * Immutable and thread-safe: share one. Playing needs only the host's rule over the answers (about
 * 50 bytes per answer, made on the first guess). The table of marks (every guess against every
 * answer, 30 MB for the original lists) is built on the solver's first use, once, in parallel.
 */
public final class Absurdle {
  /** About how many solved sets the solver remembers. */
  static final int MEMO = 1 << 18;

  private final WordList answers;
  private final WordList guesses;
  private final Object lock = new Object();
  private volatile @Nullable AbsurdleSearch search;
  private volatile @Nullable AbsurdleHost host;

  private Absurdle(WordList answers, WordList guesses) {
    this.guesses = guesses;
    this.answers = answers;
  }

  /**
   * Returns Absurdle over {@code answers}; the guess list is the answers followed by the other
   * words of {@code guesses} ({@link WordList#union}), so every answer can be guessed.
   *
   * @throws IllegalArgumentException if the lists have different word lengths or together use more
   *     than 32 letters
   */
  public static Absurdle of(WordList answers, WordList guesses) {
    WordList all = WordList.union(answers, guesses);
    return new Absurdle(answers.withAlphabet(all.alphabet()), all);
  }

  /** Returns the answers the host starts with. */
  public WordList answers() {
    return answers;
  }

  /** Returns the guesses allowed: the answers first, then the other words. */
  public WordList guesses() {
    return guesses;
  }

  /** Returns the state before the first guess: every answer possible. O(answers). */
  public AbsurdleGame start() {
    return AbsurdleGame.start(this);
  }

  /**
   * Returns the state after {@code history}, played in order from the start.
   *
   * @throws IllegalArgumentException naming the first guess that is not in the guess list
   * @throws IllegalStateException if a guess follows the one that won
   */
  public AbsurdleGame play(List<String> history) {
    AbsurdleGame game = start();
    for (String guess : history) {
      game = game.guess(guess);
    }
    return game;
  }

  /**
   * Returns the solver for these lists. The first call builds the table of marks; every solver of
   * this instance shares one bounded memory of solved sets (about {@value #MEMO} sets).
   */
  public AbsurdleSolver solver() {
    return new AbsurdleSolver(this);
  }

  /** Returns the host's rule over the answers, made on first use; never builds the table. */
  AbsurdleHost host() {
    AbsurdleHost h = host;
    if (h == null) {
      synchronized (lock) {
        h = host;
        if (h == null) {
          h = new AbsurdleHost(guesses, answers);
          host = h;
        }
      }
    }
    return h;
  }

  /** Returns whether the search (and its table) has been built; for tests. */
  boolean hasSearch() {
    return search != null;
  }

  /** Returns the search (and table), building them on first use. */
  AbsurdleSearch search() {
    AbsurdleSearch s = search;
    if (s == null) {
      synchronized (lock) {
        s = search;
        if (s == null) {
          s = new AbsurdleSearch(MarkTable.build(guesses, answers), MEMO);
          search = s;
        }
      }
    }
    return s;
  }
}
