package io.github.wordlesolver.testing;

import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;

/**
 * A scorer registered as a {@link java.util.ServiceLoader} provider by the test resources: it
 * prefers the guess with the lowest index in the guess list, whatever the split.
 */
public final class EngineTestProviderScorer implements Scorer {
  /** The name the test looks it up by. */
  public static final String NAME = "engine-test-first-guess";

  /** The public no-argument constructor a provider needs. */
  public EngineTestProviderScorer() {}

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public double cost(Partition partition) {
    return partition.guess();
  }
}
