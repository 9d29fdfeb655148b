package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.proof.OpenerProver;
import io.github.wordlesolver.proof.OpenerResult;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.TreeBuilder;
import io.github.wordlesolver.wordlists.ListPair;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The work that grows, on today's NYT lists in normal mode: openers at several ranks of the
 * reference's table, not only the best. For each, its exact tree ({@code exactTree}), its search
 * cut off at the cutoff of the proof of the top 10 ({@code cutSearch}, 11,276: exact below it, a
 * bound at or above it, as {@code rank --exact --proven} searches an opener), and its bound two
 * guesses deep ({@code twoDeepBound}). Each invocation starts from a fresh memo (the shared mark
 * table is built in setup), on all cores. The openers: tarse (rank 1, total 11,219), sarod (#413,
 * which the reference settles in 18 s), laund (#1,301), slate (a middling cut search of the proof:
 * its total is above the cutoff) and vilde (#6,007, whose all-grey bucket holds 653 answers).
 * Single shot, seconds to two minutes a call.
 *
 * <pre>java -jar solver-examples/benchmarks/target/benchmarks.jar GrowingWorkBenchmark</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx4g")
public class GrowingWorkBenchmark {
  /** The proof of today's top 10 ends with this cutoff: the 10th best total (11,275) plus one. */
  private static final int CUTOFF = 11_276;

  /** The opener. */
  @Param({"tarse", "sarod", "laund", "slate", "vilde"})
  public String opener = "tarse";

  private final ListPair lists = WordLists.nyt();

  @SuppressWarnings("NullAway.Init")
  private OpenerProver prover;

  /** Builds the shared mark table once, outside the measurement. */
  @Setup(Level.Trial)
  public void setUp() {
    new OpenerProver(lists.answers(), lists.guesses(), GameRules.of(lists.guesses()));
  }

  /** A fresh prover: its memo empty, the shared mark table kept. */
  @Setup(Level.Invocation)
  public void freshProver() {
    prover = new OpenerProver(lists.answers(), lists.guesses(), GameRules.of(lists.guesses()));
  }

  /** The opener's exact tree (a fresh builder, so a fresh memo). */
  @Benchmark
  public DecisionTree exactTree() {
    return TreeBuilder.of(lists.answers(), lists.guesses()).opener(opener).exact().build();
  }

  /** The opener's search cut off at the proof's cutoff. */
  @Benchmark
  public OpenerResult cutSearch() {
    return prover.prove(opener, CUTOFF);
  }

  /** The opener's bound two guesses deep, in full (not cut short). */
  @Benchmark
  public int twoDeepBound() {
    return prover.deepLowerBound(opener);
  }
}
