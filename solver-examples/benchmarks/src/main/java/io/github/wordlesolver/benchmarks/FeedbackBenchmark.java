package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The marks of one guess against one answer through the public API, {@link Feedback#compute} (which
 * checks and packs both words, then marks them): nanoseconds per pair, over {@value #PAIRS} fixed
 * random pairs of the original guesses and answers.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class FeedbackBenchmark {
  private static final int PAIRS = 4096;

  private final String[] guesses = new String[PAIRS];
  private final String[] answers = new String[PAIRS];

  /** Picks the pairs (seeded, so every run measures the same ones). */
  @Setup
  public void pickPairs() {
    WordList guessList = WordLists.originalGuesses();
    WordList answerList = WordLists.originalAnswers();
    SplittableRandom random = new SplittableRandom(20210619);
    for (int i = 0; i < PAIRS; i++) {
      guesses[i] = guessList.get(random.nextInt(guessList.size()));
      answers[i] = answerList.get(random.nextInt(answerList.size()));
    }
  }

  /** Marks every pair; returns a sum of the codes so that none is optimized away. */
  @Benchmark
  @OperationsPerInvocation(PAIRS)
  public int compute() {
    int sum = 0;
    for (int i = 0; i < PAIRS; i++) {
      sum += Feedback.compute(guesses[i], answers[i]).code();
    }
    return sum;
  }
}
