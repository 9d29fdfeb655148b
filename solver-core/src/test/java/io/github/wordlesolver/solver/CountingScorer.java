package io.github.wordlesolver.solver;

import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The default scorer, counting the guesses it is asked to cost (a ranking costs its shortlist, 24
 * guesses, each a lookahead of its own); named by its settings, as an exported ranking needs.
 */
final class CountingScorer implements Scorer {
  final AtomicLong costed = new AtomicLong();
  private final Scorer inner = Scorers.lookahead();

  @Override
  public String name() {
    return "counting";
  }

  @Override
  public double cost(Partition partition) {
    costed.incrementAndGet();
    return inner.cost(partition);
  }

  @Override
  public int shortlist() {
    return inner.shortlist();
  }

  @Override
  public Scorer preScorer() {
    return inner.preScorer();
  }

  @Override
  public int exactEndgame() {
    return inner.exactEndgame();
  }

  @Override
  public String toString() {
    return "counting " + inner;
  }
}
