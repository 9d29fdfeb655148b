package io.github.wordlesolver.scoring;

/**
 * Scores a guess from the way it splits the remaining candidates: the service interface behind
 * {@code wordle rank --scorer NAME}. Lower cost is better.
 *
 * <p>Built-in scorers are found by name through {@link Scorers#byName}: {@code entropy}, {@code
 * minimax}, {@code expected}, {@code parts} and {@code lookahead}. A scorer of your own plugs in
 * the same way: implement this interface with a public no-argument constructor and register it as a
 * {@link java.util.ServiceLoader} provider ({@code provides io.github.wordlesolver.scoring.Scorer
 * with ...} in your {@code module-info.java}, or a {@code
 * META-INF/services/io.github.wordlesolver.scoring.Scorer} file on the class path).
 *
 * <p>The engine calls {@link #cost} from several threads at once, so implementations must be
 * thread-safe; stateless ones are. A scorer that looks deeper (through {@link Partition#followUps},
 * {@link Partition#split} and {@link Partition#optimalTotal}) is expensive per guess; it says so
 * with a {@link #shortlist()}, and the engine then asks it only about the best guesses by {@link
 * #preScorer()}. Nothing the engine does depends on which instance a scorer is: two scorers that
 * answer these methods alike play alike.
 *
 * <p>Ties between equal costs are broken by the engine, never by the scorer: a guess that can be
 * the answer first, then the lower index in the guess list.
 */
public interface Scorer {
  /** Returns the name this scorer is found by: lower case, no spaces. */
  String name();

  /**
   * Returns the cost of the guess whose partition is given; lower is better.
   *
   * @param partition a view valid only during this call
   */
  double cost(Partition partition);

  /**
   * Returns how many guesses, best first by {@link #preScorer()}, this scorer is asked about; 0
   * (the default) means every allowed guess. Those guesses are ranked by {@link #cost}; when more
   * suggestions are wanted than the shortlist holds, the next guesses follow in the pre-scorer's
   * order, so the best guess never depends on how many suggestions were asked for.
   */
  default int shortlist() {
    return 0;
  }

  /** Returns the scorer that picks the {@link #shortlist()}; entropy by default. */
  default Scorer preScorer() {
    return Scorers.entropy();
  }

  /**
   * Returns the number of candidates at or below which a game plays the first guess of an optimal
   * tree for them (fewest guesses in all, within the guesses left, under the hard-mode rule)
   * instead of this scorer's best guess; 0 (the default) means never. Games with more than two
   * candidates left only; the exact search is exponential, so keep this to a few dozen.
   */
  default int exactEndgame() {
    return 0;
  }
}
