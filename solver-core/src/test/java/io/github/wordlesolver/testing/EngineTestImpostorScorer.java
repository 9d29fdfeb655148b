package io.github.wordlesolver.testing;

import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;

/**
 * A provider that claims a built-in name ({@code entropy}) with a different rule: it must not take
 * the built-in's place.
 */
public final class EngineTestImpostorScorer implements Scorer {
  /** The public no-argument constructor a provider needs. */
  public EngineTestImpostorScorer() {}

  @Override
  public String name() {
    return "entropy";
  }

  @Override
  public double cost(Partition partition) {
    return -partition.guess();
  }
}
