package io.github.wordlesolver.testing;

import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A scorer that scores as another does and records the names of the threads that called it (its
 * pre-scorer too): where a ranking's work ran. Equal to any recording scorer of an equal scorer, so
 * solvers with and without it rank alike.
 */
public final class ThreadRecordingScorer implements Scorer {
  private final Scorer scorer;
  private final Set<String> threads;

  /** Returns a scorer that scores as {@code scorer} and records into a new set. */
  public ThreadRecordingScorer(Scorer scorer) {
    this(scorer, ConcurrentHashMap.newKeySet());
  }

  private ThreadRecordingScorer(Scorer scorer, Set<String> threads) {
    this.scorer = scorer;
    this.threads = threads;
  }

  /** Returns the names of the threads that have called this scorer or its pre-scorer. */
  public Set<String> threads() {
    return Set.copyOf(threads);
  }

  @Override
  public String name() {
    return "recording-" + scorer.name();
  }

  @Override
  public double cost(Partition partition) {
    threads.add(Thread.currentThread().getName());
    return scorer.cost(partition);
  }

  @Override
  public int shortlist() {
    return scorer.shortlist();
  }

  @Override
  public Scorer preScorer() {
    return new ThreadRecordingScorer(scorer.preScorer(), threads);
  }

  @Override
  public int exactEndgame() {
    return scorer.exactEndgame();
  }
}
