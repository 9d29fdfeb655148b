package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One suggestion in the middle of a game on the original lists, with the mark table built in setup:
 * after salet got {@code -----} (the largest bucket of salet, 221 answers left), the best next
 * guess by a scorer, all 12,972 guesses being allowed. Milliseconds per suggestion.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
public class SuggestBenchmark {
  /** The scorer's name: the default {@code lookahead}, or {@code entropy}. */
  @Param({"lookahead", "entropy"})
  public String scorer = "lookahead";

  @SuppressWarnings("NullAway.Init")
  private Game game;

  @SuppressWarnings("NullAway.Init")
  private Scorer chosen;

  /** Builds the table and plays salet. */
  @Setup(Level.Trial)
  public void setUp() {
    Solver solver = Solver.of(WordLists.originalAnswers(), WordLists.originalGuesses());
    solver.prepare();
    game = solver.newGame().apply("salet", Feedback.parse("-----"));
    chosen = Scorers.byName(scorer);
  }

  /** Ranks every guess over the answers left and returns the best. */
  @Benchmark
  public List<Suggestion> suggest() {
    return game.suggest(1, chosen);
  }
}
