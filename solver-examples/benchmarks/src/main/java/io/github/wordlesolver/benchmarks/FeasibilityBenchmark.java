package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.engine.Node;
import io.github.wordlesolver.engine.OverBudgetException;
import io.github.wordlesolver.engine.TreeSearch;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
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
 * The hard-mode feasibility check behind a suggestion off a tree ({@code
 * TreeSearch.finishingGuess}), on one thread with a fresh search each invocation (nothing
 * remembered), within the nodes a suggestion's checks share ({@code Solver.DEFAULT_CHECK_BUDGET}):
 * after tarse {@code --Y-Y} on today's NYT lists and on those of 2022 (a finishing guess is found),
 * and on the Spanish list after certa {@code --Y-Y} (313 answers) and {@code --G-G}, where no guess
 * finishes every answer (the check proves it), and after openers of a player's own, where the check
 * runs out of budget: leste {@code -----} (1,378 answers), codin {@code -----} and talma {@code
 * ----G}. Milliseconds per check.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 4, time = 5)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class FeasibilityBenchmark {
  /** The list, the first guess and its marks. */
  @Param({
    "nyt tarse --Y-Y",
    "nyt-2022 tarse --Y-Y",
    "es certa --Y-Y",
    "es certa --G-G",
    "es leste -----",
    "es codin -----",
    "es talma ----G"
  })
  public String position;

  @SuppressWarnings("NullAway.Init")
  private Engine engine;

  @SuppressWarnings("NullAway.Init")
  private Node node;

  @SuppressWarnings("NullAway.Init")
  private TreeSearch search;

  /** Builds the table and the position's node. */
  @Setup(Level.Trial)
  public void setUp() {
    String[] p = position.split(" ");
    ListPair lists = WordLists.named(p[0]);
    Solver solver = Solver.of(lists.answers(), lists.guesses());
    Game game = solver.newGame(io.github.wordlesolver.Mode.HARD).apply(p[1], Feedback.parse(p[2]));
    engine = Engine.shared(GameRules.of(lists.guesses()), lists.answers(), lists.guesses());
    node = new Node(game.candidates().toArray(), game.guessesLeft(), game.constraints());
  }

  /** A search with an empty memo, as large as the engine's endgame search's. */
  @Setup(Level.Invocation)
  public void freshSearch() {
    search =
        new TreeSearch(
            engine.table(),
            engine.rule(io.github.wordlesolver.Mode.HARD),
            Integer.MAX_VALUE,
            1 << 16,
            () -> false);
  }

  /** The first guess that finishes every answer, -1 if none, -2 if the budget ran out. */
  @Benchmark
  public int check() {
    try {
      return search.finishingGuess(node, new TreeSearch.Budget(Solver.DEFAULT_CHECK_BUDGET));
    } catch (OverBudgetException e) {
      return -2;
    }
  }
}
