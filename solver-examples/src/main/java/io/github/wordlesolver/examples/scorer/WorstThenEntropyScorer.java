package io.github.wordlesolver.examples.scorer;

import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;

/**
 * An example of a scorer of your own, plugged in through {@link java.util.ServiceLoader}: the worst
 * case first (fewest answers left at worst), ties broken by entropy. It is registered in this
 * module's {@code module-info.java} ({@code provides ... with}) and, for the class path, in {@code
 * META-INF/services/io.github.wordlesolver.scoring.Scorer}, so {@code wordle rank --scorer
 * worst-then-entropy} and {@code Scorers.byName("worst-then-entropy")} find it.
 *
 * <p>Stateless and thread-safe, as the {@link Scorer} contract asks.
 */
public final class WorstThenEntropyScorer implements Scorer {
  /** Creates the scorer; the public no-argument constructor {@code ServiceLoader} needs. */
  public WorstThenEntropyScorer() {}

  @Override
  public String name() {
    return "worst-then-entropy";
  }

  /**
   * Largest bucket, less a fraction below one for the entropy (at most log2(243), under 8 bits).
   */
  @Override
  public double cost(Partition partition) {
    return partition.largest() - partition.entropyBits() / 8.0;
  }
}
