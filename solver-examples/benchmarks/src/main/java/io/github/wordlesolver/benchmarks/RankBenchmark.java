package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.wordlists.ListPair;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Ranking every one of the 12,972 openers by entropy over the 2,315 original answers, on all cores:
 * from cold (a new {@link Solver}, so the mark table is built first) and with a solver whose table
 * was built in setup. The entropy scorer is passed explicitly: a game caches the opening rank per
 * solver only for the solver's default scorer, so every call here ranks anew. Milliseconds per
 * ranking.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
public class RankBenchmark {
  @SuppressWarnings("NullAway.Init")
  private ListPair lists;

  @SuppressWarnings("NullAway.Init")
  private Solver warm;

  /** Loads the lists and builds the warm solver's table. */
  @Setup(Level.Trial)
  public void setUp() {
    lists = WordLists.original();
    warm = Solver.of(lists.answers(), lists.guesses());
    warm.prepare();
  }

  /** A new solver, its table, then the ranking (the first {@code wordle rank} of a process). */
  @Benchmark
  public List<Suggestion> entropyCold() {
    Solver solver = Solver.of(lists.answers(), lists.guesses());
    return solver.newGame().suggest(1, Scorers.entropy());
  }

  /** The ranking alone, the table having been built in setup. */
  @Benchmark
  public List<Suggestion> entropyWarm() {
    return warm.newGame().suggest(1, Scorers.entropy());
  }
}
