package io.github.wordlesolver.engine;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/**
 * What the parts of one {@link TreeSearch} share: the mark table and the rule, each thread's
 * scratch arrays, and the count of nodes expanded, which polls for cancellation. Thread-safe.
 */
final class SearchSpace {
  /** The cost of a set that cannot be solved within the depth left. */
  static final int INFEASIBLE = Integer.MAX_VALUE / 4;

  final MarkTable table;
  final Rule rule;
  final int solvedCode;

  /** Whether every answer is also a guess, so that candidates can be played. */
  final boolean answersGuessable;

  private final BooleanSupplier cancelled;
  private final AtomicLong nodes = new AtomicLong();

  /** Counting space for scans, one per thread: a scan never nests within a thread. */
  private final ThreadLocal<Scratch> scratch;

  SearchSpace(MarkTable table, Rule rule, BooleanSupplier cancelled) {
    this.table = table;
    this.rule = rule;
    this.cancelled = cancelled;
    this.solvedCode = table.solvedCode();
    this.answersGuessable =
        IntStream.range(0, table.answers().size()).allMatch(a -> table.guessOfAnswer(a) >= 0);
    int codes = table.codeCount();
    int guesses = table.guesses().size();
    int answers = table.answers().size();
    this.scratch = ThreadLocal.withInitial(() -> new Scratch(codes, guesses, answers));
  }

  /** Returns this thread's scratch arrays. */
  Scratch scratch() {
    return scratch.get();
  }

  /**
   * Counts a node expanded; every 1,024th polls for cancellation.
   *
   * @throws CancellationException if the search was cancelled
   */
  void countNode() {
    if (nodes.incrementAndGet() % 1024 == 1 && cancelled.getAsBoolean()) {
      throw new CancellationException("tree search cancelled");
    }
  }

  /** Returns the number of nodes expanded so far. */
  long nodes() {
    return nodes.get();
  }

  /** The guesses allowed at {@code node}, from its parent's ({@code pool}) or from all. */
  int[] allowed(Node node, int @Nullable [] pool) {
    return pool == null ? rule.allowed(node.revealed()) : rule.allowed(node.revealed(), pool);
  }
}
