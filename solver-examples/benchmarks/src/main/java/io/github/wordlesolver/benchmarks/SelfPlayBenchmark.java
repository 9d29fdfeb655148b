package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.SelfPlay;
import io.github.wordlesolver.solver.SimulationResult;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Playing all 2,315 original answers in normal mode with salet first and the default scorer ({@code
 * lookahead}) afterwards, on all cores, with the mark table built in setup: what {@code wordle
 * simulate} does. One run per measurement (single-shot; a run takes seconds), milliseconds per run.
 * Decisions are shared only within a run, so each run does the full work.
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
public class SelfPlayBenchmark {
  @SuppressWarnings("NullAway.Init")
  private Solver solver;

  /** Builds the solver and its table. */
  @Setup(Level.Trial)
  public void setUp() {
    solver =
        Solver.builder(WordLists.originalAnswers(), WordLists.originalGuesses())
            .opener("salet")
            .build();
    solver.prepare();
  }

  /** Plays every answer. */
  @Benchmark
  public SimulationResult playAll() {
    return SelfPlay.of(solver).withMode(Mode.NORMAL).run();
  }
}
