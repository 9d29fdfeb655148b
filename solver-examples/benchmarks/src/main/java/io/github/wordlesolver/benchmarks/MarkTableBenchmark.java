package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.MarkTable;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Building the whole mark table of the original lists, 12,972 guesses × 2,315 answers (30 million
 * marks, 30 MB): on one thread (inside a {@code ForkJoinPool} of parallelism 1, which the table's
 * parallel stream then runs in) and on the common pool (all cores). Milliseconds per table; each
 * build allocates the 30 MB anew.
 *
 * <p>The one-thread build is handed to the pool with {@link CompletableFuture#supplyAsync} and
 * awaited with {@code join()}, which never runs the task on the waiting thread (a {@code
 * ForkJoinTask.join()} from outside the pool may, and the parallel stream would then use the common
 * pool); setup checks that a parallel stream started there sees one thread.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
public class MarkTableBenchmark {
  @SuppressWarnings("NullAway.Init")
  private WordList guesses;

  @SuppressWarnings("NullAway.Init")
  private WordList answers;

  @SuppressWarnings("NullAway.Init")
  private ForkJoinPool single;

  /** Loads the lists and starts the one-thread pool. */
  @Setup(Level.Trial)
  public void setUp() {
    guesses = WordLists.originalGuesses();
    answers = WordLists.originalAnswers();
    single = new ForkJoinPool(1);
    long threads =
        CompletableFuture.supplyAsync(
                () ->
                    IntStream.range(0, 10_000)
                        .parallel()
                        .mapToObj(i -> Thread.currentThread())
                        .distinct()
                        .count(),
                single)
            .join();
    if (threads != 1) {
      throw new IllegalStateException(
          "the one-thread pool ran a parallel stream on " + threads + " threads");
    }
  }

  /** Stops the one-thread pool. */
  @TearDown(Level.Trial)
  public void tearDown() {
    single.shutdown();
  }

  /** Builds the table on one thread. */
  @Benchmark
  public MarkTable buildOneThread() {
    return CompletableFuture.supplyAsync(() -> MarkTable.build(guesses, answers), single).join();
  }

  /** Builds the table on all cores (the common fork-join pool). */
  @Benchmark
  public MarkTable buildAllCores() {
    return MarkTable.build(guesses, answers);
  }
}
