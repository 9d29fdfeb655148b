package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.wordlists.ListPair;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The exact (proved optimal) and heuristic decision trees for {@code salet} on the original lists,
 * normal and hard mode, each built from a fresh memo (the mark table is built in setup). Single
 * shot: one build is one measurement.
 *
 * <pre>java -jar solver-examples/target/benchmarks.jar ExactTreeBenchmark</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx4g"})
public class ExactTreeBenchmark {
  /** The mode: NORMAL or HARD. */
  @Param({"NORMAL", "HARD"})
  public String mode = "NORMAL";

  private Solver solver = solver();

  private static Solver solver() {
    ListPair lists = WordLists.original();
    return Solver.of(lists.answers(), lists.guesses());
  }

  /** Builds the shared mark table once, outside the measurement. */
  @Setup(Level.Trial)
  public void setUp() {
    solver = solver();
    solver.prepare();
  }

  /** The proved-optimal tree: 7,920 guesses in normal mode, 8,122 in hard mode. */
  @Benchmark
  public DecisionTree exact() {
    return solver.treeBuilder().opener("salet").mode(Mode.valueOf(mode)).exact().build();
  }

  /** The default heuristic tree (10 guesses per node). */
  @Benchmark
  public DecisionTree heuristic() {
    return solver.treeBuilder().opener("salet").mode(Mode.valueOf(mode)).build();
  }
}
