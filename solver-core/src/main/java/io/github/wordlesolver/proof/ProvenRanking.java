package io.github.wordlesolver.proof;

import io.github.wordlesolver.Progress;
import io.github.wordlesolver.WordList;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;

/**
 * Proven rankings of openers over every allowed guess: the true best openers with their exact
 * totals, and for every other opener a proof that it is worse.
 *
 * <h2>How</h2>
 *
 * <ol>
 *   <li>The {@code seeds} (say, the best openers by a scorer) are solved {@code n} at a time: the
 *       first {@code n} exactly, which gives the cutoff {@code C}, the {@code n}-th best exact
 *       total so far plus one; each later batch with the cutoff the batches before it left.
 *   <li>Every other guess gets a bound without search, one guess deeper than the bucket sizes give
 *       ({@link OpenerProver#deepBound(String, int)}); those at or above {@code C} are out by a
 *       bound alone.
 *   <li>The rest are searched, lowest bound first (ties by guess-list order), in batches of {@value
 *       #BATCH}, and out without search once their bound reaches the {@code C} the batches before
 *       left.
 * </ol>
 *
 * A search with the cutoff {@code C} ends with the exact total if it is below {@code C}, otherwise
 * with a proof that it is at least {@code C}; after each batch {@code C} becomes the {@code n}-th
 * best exact total so far plus one if that is lower.
 *
 * <p>The best {@code n} exact totals (ties by guess-list order) are the answer: every opener left
 * out was proved at or above the {@code C} of its batch, which is at least the final {@code C},
 * above each of them. Each batch, and its {@code C}, depends only on the exact totals of the
 * batches before it, never on which task finished first, so the result (openers, totals, counts) is
 * the same however many threads or machines run the tasks.
 *
 * <p>Tasks run through a {@link TaskRunner}; each finished one is recorded in a {@link Checkpoint},
 * and tasks a checkpoint already knows are not run again.
 */
public final class ProvenRanking {
  /**
   * How many openers are searched with one bound before the bound is tightened: fixed, so the
   * bounds (and the counts) do not depend on the number of threads or machines.
   */
  static final int BATCH = 32;

  private ProvenRanking() {}

  /**
   * A proven ranking.
   *
   * @param openers the best openers with their exact totals, best first
   * @param bound the bound every other opener was proved to reach (the final {@code C})
   * @param boundedOut how many openers a bound without search excluded
   * @param searched how many openers were searched
   */
  public record Result(List<OpenerResult> openers, int bound, int boundedOut, int searched) {
    /** Copies the list. */
    public Result {
      openers = List.copyOf(openers);
    }
  }

  /**
   * Returns the proven best {@code n} openers.
   *
   * @param seeds openers solved exactly first to fix the bound; at least {@code n} of them
   * @param progress told how many tasks of each phase are finished, from the runner's threads: the
   *     phases {@code "seeds"}, {@code "bounds"} and {@code "openers"}, in that order
   * @throws IllegalArgumentException if {@code n < 1}, fewer than {@code n} seeds are given or a
   *     seed is not a guess
   */
  public static Result top(
      OpenerProver prover,
      int n,
      List<String> seeds,
      TaskRunner runner,
      Checkpoint checkpoint,
      Progress progress) {
    if (n < 1 || seeds.size() < n) {
      throw new IllegalArgumentException(
          "a ranking of " + n + " needs at least as many seeds, got " + seeds.size());
    }
    WordList guesses = prover.guesses();
    List<Integer> seeded = new ArrayList<>();
    for (String seed : seeds) {
      int g = guesses.indexOf(prover.task(seed, OpenerTask.NO_BOUND).opener());
      if (!seeded.contains(g)) {
        seeded.add(g);
      }
    }
    Tally tally = new Tally(n, guesses);
    // The seeds n at a time: the first n exactly, the others with the cutoff they leave.
    searchInBatches(prover, seeded, n, g -> true, tally, runner, checkpoint, progress, "seeds");
    int[] lower = bounds(prover, tally.bound, runner, checkpoint, progress);
    List<Integer> candidates = new ArrayList<>();
    for (int g = 0; g < guesses.size(); g++) {
      if (!seeded.contains(g) && lower[g] < tally.bound) {
        candidates.add(g);
      }
    }
    candidates.sort(Comparator.comparingInt((Integer g) -> lower[g]).thenComparingInt(g -> g));
    searchInBatches(
        prover,
        candidates,
        BATCH,
        g -> lower[g] < tally.bound,
        tally,
        runner,
        checkpoint,
        progress,
        "openers");
    return new Result(tally.best(), tally.bound, guesses.size() - tally.searched, tally.searched);
  }

  /** The exact totals found so far, the cutoff they give and how many openers were searched. */
  private static final class Tally {
    final int n;
    final Comparator<OpenerResult> order;
    final List<OpenerResult> exact = new ArrayList<>();
    int bound = OpenerTask.NO_BOUND;
    int searched;

    Tally(int n, WordList guesses) {
      this.n = n;
      this.order =
          Comparator.comparingInt(OpenerResult::total)
              .thenComparingInt(r -> guesses.indexOf(r.opener()));
    }

    void add(List<OpenerResult> results) {
      searched += results.size();
      for (OpenerResult r : results) {
        if (r.exact()) {
          exact.add(r);
        }
      }
      exact.sort(order);
      if (exact.size() >= n) {
        bound = Math.min(bound, exact.get(n - 1).total() + 1);
      }
    }

    List<OpenerResult> best() {
      return exact.subList(0, Math.min(n, exact.size()));
    }
  }

  /**
   * Searches {@code openers} in their order, {@code batch} at a time, each batch with the cutoff
   * the batches before it left; an opener {@code stillIn} rejects when its batch is formed is out
   * without search. Deterministic: each batch depends only on the exact totals before it.
   */
  private static void searchInBatches(
      OpenerProver prover,
      List<Integer> openers,
      int batch,
      IntPredicate stillIn,
      Tally tally,
      TaskRunner runner,
      Checkpoint checkpoint,
      Progress progress,
      String phase) {
    WordList guesses = prover.guesses();
    AtomicInteger done = new AtomicInteger();
    progress.update(phase, 0, openers.size());
    for (int from = 0; from < openers.size(); ) {
      List<OpenerTask> tasks = new ArrayList<>(batch);
      for (; from < openers.size() && tasks.size() < batch; from++) {
        int g = openers.get(from);
        if (stillIn.test(g)) {
          tasks.add(prover.task(guesses.get(g), tally.bound));
        } else {
          progress.update(phase, done.incrementAndGet(), openers.size());
        }
      }
      tally.add(run(tasks, runner, checkpoint, progress, phase, done, openers.size()));
    }
  }

  /**
   * Returns a result for every guess, in guess-list order: its exact total if below {@code bound},
   * otherwise a proven lower bound at or above it (from the bound without search where that is
   * enough, else from a search).
   *
   * @param progress told how many tasks of each phase are finished, from the runner's threads: the
   *     phases {@code "bounds"} and {@code "openers"}, in that order
   */
  public static List<OpenerResult> all(
      OpenerProver prover, int bound, TaskRunner runner, Checkpoint checkpoint, Progress progress) {
    WordList guesses = prover.guesses();
    int[] lower = bounds(prover, bound, runner, checkpoint, progress);
    List<OpenerTask> tasks = new ArrayList<>();
    for (int g = 0; g < guesses.size(); g++) {
      if (lower[g] < bound) {
        tasks.add(prover.task(guesses.get(g), bound));
      }
    }
    List<OpenerResult> searched =
        run(tasks, runner, checkpoint, progress, "openers", new AtomicInteger(), tasks.size());
    List<OpenerResult> out = new ArrayList<>(guesses.size());
    for (int g = 0, k = 0; g < guesses.size(); g++) {
      out.add(
          lower[g] < bound ? searched.get(k++) : new OpenerResult(guesses.get(g), lower[g], false));
    }
    return out;
  }

  /**
   * Returns every guess's bound without search: the deep bound cut short at {@code bound}, which is
   * the quick bound wherever that already reaches it. One {@link OpenerTask.Kind#DEEP_BOUND} task
   * per guess, run and recorded like the searches (progress as phase {@code "bounds"}), so a
   * resumed job does not compute them again. Deterministic: each bound depends on its opener alone.
   */
  static int[] bounds(
      OpenerProver prover, int bound, TaskRunner runner, Checkpoint checkpoint, Progress progress) {
    WordList guesses = prover.guesses();
    List<OpenerTask> tasks = new ArrayList<>(guesses.size());
    for (int g = 0; g < guesses.size(); g++) {
      tasks.add(prover.boundTask(guesses.get(g), bound));
    }
    List<OpenerResult> results =
        run(tasks, runner, checkpoint, progress, "bounds", new AtomicInteger(), tasks.size());
    int[] lower = new int[guesses.size()];
    for (int g = 0; g < lower.length; g++) {
      lower[g] = results.get(g).total();
    }
    return lower;
  }

  /**
   * Runs the tasks the checkpoint does not know, records each as it finishes, and returns all in
   * order; {@code done} counts the phase's finished tasks out of {@code total}.
   */
  private static List<OpenerResult> run(
      List<OpenerTask> tasks,
      TaskRunner runner,
      Checkpoint checkpoint,
      Progress progress,
      String phase,
      AtomicInteger done,
      int total) {
    List<OpenerResult> results = new ArrayList<>(tasks.size());
    List<OpenerTask> todo = new ArrayList<>();
    for (OpenerTask task : tasks) {
      OpenerResult known = checkpoint.known(task);
      results.add(known);
      if (known == null) {
        todo.add(task);
      }
    }
    progress.update(phase, done.addAndGet(tasks.size() - todo.size()), total);
    // Each result is recorded as it comes, so a job killed mid-phase loses only what was running.
    Map<String, OpenerTask> taskOf = new HashMap<>();
    for (OpenerTask task : todo) {
      taskOf.put(task.opener(), task);
    }
    List<OpenerResult> fresh =
        runner.run(
            todo,
            result -> {
              OpenerTask task = taskOf.get(result.opener());
              if (task != null) {
                checkpoint.record(task, result);
              }
              progress.update(phase, done.incrementAndGet(), total);
            });
    for (int i = 0, k = 0; i < results.size(); i++) {
      if (results.get(i) == null) {
        results.set(i, fresh.get(k++));
      }
    }
    return results;
  }
}
