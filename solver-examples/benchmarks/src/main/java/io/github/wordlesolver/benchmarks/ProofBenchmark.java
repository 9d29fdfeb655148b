package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.proof.OpenerProver;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The two phases of {@code rank --exact --proven --top 10} on the original lists, at the cutoff the
 * proof ends with (7,951 in normal mode, 8,161 in hard mode), on one thread: the bound without
 * search of every 50th opener ({@code deepBounds}), and the cut searches of 18 openers the full
 * proof had to search before its bound counted parts no answer splits into singletons (commit
 * f5df3e5), taken from every 25th (normal) or 40th (hard) of them in its order ({@code
 * cutSearches}; many are now settled by their buckets' bounds alone), each invocation with a fresh
 * prover so nothing is remembered from the one before. Milliseconds per call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 4)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class ProofBenchmark {
  private static final List<String> NORMAL_SEARCHED =
      List.of(
          "scale", "stile", "spale", "snort", "tores", "urate", "ancle", "clade", "raits", "panel",
          "drain", "cruel", "sired", "trins", "aired", "ceils", "macle", "pride");
  private static final List<String> HARD_SEARCHED =
      List.of(
          "anile", "leats", "slier", "rotan", "crena", "ploat", "cadre", "daine", "lande", "ronde",
          "meant", "loran", "coles", "horse", "droil", "manse", "cruel", "delta");

  /** The mode proved in. */
  @Param({"NORMAL", "HARD"})
  public String mode;

  @SuppressWarnings("NullAway.Init")
  private ListPair lists;

  @SuppressWarnings("NullAway.Init")
  private GameRules rules;

  @SuppressWarnings("NullAway.Init")
  private OpenerProver prover;

  /** Loads the lists. */
  @Setup(Level.Trial)
  public void setUp() {
    lists = WordLists.original();
    rules = GameRules.of(lists.guesses()).withMode(io.github.wordlesolver.Mode.valueOf(mode));
  }

  /** A fresh prover (its transposition table empty; the shared mark table is kept). */
  @Setup(Level.Invocation)
  public void freshProver() {
    prover = new OpenerProver(lists.answers(), lists.guesses(), rules);
  }

  private int cutoff() {
    return mode.equals("NORMAL") ? 7951 : 8161;
  }

  /** The deep bound, cut short at the cutoff, of every 50th guess. */
  @Benchmark
  @SuppressWarnings("deprecation") // deepBound(String, int) is kept for this benchmark
  public long deepBounds() {
    long sum = 0;
    for (int g = 0; g < prover.guesses().size(); g += 50) {
      sum += prover.deepBound(prover.guesses().get(g), cutoff());
    }
    return sum;
  }

  /** The cut searches of 18 openers the proof once searched, each proved at the cutoff or above. */
  @Benchmark
  public long cutSearches() {
    long sum = 0;
    for (String opener : mode.equals("NORMAL") ? NORMAL_SEARCHED : HARD_SEARCHED) {
      sum += prover.prove(opener, cutoff()).total();
    }
    return sum;
  }
}
