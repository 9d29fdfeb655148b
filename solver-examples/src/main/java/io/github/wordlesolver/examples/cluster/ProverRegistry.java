package io.github.wordlesolver.examples.cluster;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.proof.OpenerProver;
import io.github.wordlesolver.proof.OpenerResult;
import io.github.wordlesolver.proof.OpenerTask;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * A worker's provers: one for its lists per mode and guess limit, built on the first task that
 * needs it (seconds: the mark table and the search's tables) and kept. Thread-safe: tasks run on
 * the executor's threads; building a prover holds the registry's lock. A prover's mark table is
 * built on the worker's own pool ({@link Worker}) and the task's thread, not on the common pool.
 */
final class ProverRegistry {
  /** The key of the registry in a member's user context. */
  static final String KEY = "wordle-solver.provers";

  /** Provers kept at most (three modes, a few guess limits). */
  private static final int LIMIT = 8;

  private final WordList answers;
  private final WordList guesses;
  private final GameRules rules;
  private final Executor executor;
  private final List<OpenerProver> provers = new ArrayList<>();

  ProverRegistry(WordList answers, WordList guesses, GameRules rules, Executor executor) {
    this.executor = executor;
    this.answers = answers;
    this.guesses = guesses;
    this.rules = rules;
  }

  /**
   * Proves a task.
   *
   * @throws IllegalArgumentException if the task is for other lists than this worker's
   */
  OpenerResult prove(OpenerTask task) {
    return prover(task).prove(task);
  }

  private synchronized OpenerProver prover(OpenerTask task) {
    for (OpenerProver p : provers) {
      if (p.job().equals(task.job())) {
        return p;
      }
    }
    OpenerProver made =
        new OpenerProver(
            answers,
            guesses,
            rules.withMode(task.mode()).withMaxGuesses(task.maxGuesses()),
            executor);
    if (!made.job().equals(task.job())) {
      throw new IllegalArgumentException(
          "this worker holds other word lists than the job's;"
              + " start it with the job's --list, --answers and --guesses options");
    }
    if (provers.size() == LIMIT) {
      provers.remove(0);
    }
    provers.add(made);
    return made;
  }
}
