package io.github.wordlesolver.scoring;

import java.util.function.ToDoubleFunction;

/** A built-in scorer whose cost is one statistic of the split. Immutable. */
final class SimpleScorer implements Scorer {
  static final Scorer ENTROPY = new SimpleScorer("entropy", p -> -p.entropyBits());
  static final Scorer MINIMAX = new SimpleScorer("minimax", Partition::largest);
  static final Scorer EXPECTED = new SimpleScorer("expected", Partition::expectedRemaining);
  static final Scorer PARTS = new SimpleScorer("parts", p -> -p.patterns());

  private final String name;
  private final ToDoubleFunction<Partition> cost;

  private SimpleScorer(String name, ToDoubleFunction<Partition> cost) {
    this.name = name;
    this.cost = cost;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public double cost(Partition partition) {
    return cost.applyAsDouble(partition);
  }

  @Override
  public String toString() {
    return name;
  }
}
