package io.github.wordlesolver.proof;

import io.github.wordlesolver.WordList;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

/**
 * Proven rankings of openers over every allowed guess: the true best openers with their exact
 * totals, and for every other opener a proof that it is worse.
 *
 * <h2>How</h2>
 * <ol>
 *   <li>The {@code seeds} (say, the best openers by a scorer) are solved exactly; the {@code
 *       n}-th best of their totals plus one is the bound {@code C}.
 *   <li>Every other guess gets a bound without search, one guess deeper than the bucket sizes
 *       give ({@link OpenerProver#deepBound(String, int)}); those at or above {@code C} are out
 *       by a bound alone.
 *   <li>The rest are searched, lowest bound first (ties by guess-list order), in batches of
 *       {@value #BATCH} with the bound {@code C}: each search ends with the exact total if it is
 *       below {@code C}, otherwise with a proof that it is at least {@code C}. After each batch
 *       {@code C} becomes the {@code n}-th best exact total so far plus one if that is lower, and
 *       openers whose bound reaches it are out without search.
 * </ol>
 * The best {@code n} exact totals (ties by guess-list order) are the answer: every opener left
 * out was proved at or above a bound at least the final {@code C}, above each of them. Each
 * batch, and its {@code C}, depends only on the exact totals of the batches before it, never on
 * which task finished first, so the result (openers, totals, counts) is the same however many
 * threads or machines run the tasks.
 *
 * <p>Tasks run through a {@link TaskRunner}; each finished one is recorded in a {@link
 * Checkpoint}, and tasks a checkpoint already knows are not run again.
 */
public final class ProvenRanking {
  /**
   * How many openers are searched with one bound before the bound is tightened: fixed, so the
   * bounds (and the counts) do not depend on the number of threads or machines.
   */
  static final int BATCH = 32;

  private ProvenRanking() {}

  /** Reports how many tasks of the current phase are finished, from any thread. */
  @FunctionalInterface
  public interface Progress {
    /** Reports that {@code done} of {@code total} tasks of {@code phase} are finished. */
    void update(String phase, int done, int total);
  }

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
   * @throws IllegalArgumentException if {@code n < 1}, fewer than {@code n} seeds are given or a
   *     seed is not a guess
   */
  public static Result top(OpenerProver prover, int n, List<String> seeds, TaskRunner runner,
      Checkpoint checkpoint, Progress progress) {
    if (n < 1 || seeds.size() < n) {
      throw new IllegalArgumentException("a ranking of " + n + " needs at least as many seeds, got "
          + seeds.size());
    }
    WordList guesses = prover.guesses();
    List<OpenerTask> seedTasks = new ArrayList<>();
    Set<String> seeded = new HashSet<>();
    for (String seed : seeds) {
      OpenerTask task = prover.task(seed, OpenerTask.NO_BOUND);
      if (seeded.add(task.opener())) {
        seedTasks.add(task);
      }
    }
    List<OpenerResult> exact = new ArrayList<>();
    for (OpenerResult r : run(seedTasks, runner, checkpoint, progress, "seeds",
        new AtomicInteger(), seedTasks.size())) {
      if (r.exact()) {
        exact.add(r);
      }
    }
    Comparator<OpenerResult> order = Comparator.comparingInt(OpenerResult::total)
        .thenComparingInt(r -> guesses.indexOf(r.opener()));
    exact.sort(order);
    int bound = exact.size() >= n ? exact.get(n - 1).total() + 1 : OpenerTask.NO_BOUND;
    int[] lower = bounds(prover, bound, progress);
    List<Integer> candidates = new ArrayList<>();
    for (int g = 0; g < guesses.size(); g++) {
      if (!seeded.contains(guesses.get(g)) && lower[g] < bound) {
        candidates.add(g);
      }
    }
    candidates.sort(Comparator.comparingInt((Integer g) -> lower[g]).thenComparingInt(g -> g));
    // Batches in a fixed order, each with the bound the batches before it left: the bound falls
    // as better openers are found, and openers whose bound reaches it are out without search.
    int searched = 0;
    AtomicInteger done = new AtomicInteger();
    progress.update("openers", 0, candidates.size());
    for (int from = 0; from < candidates.size(); ) {
      List<OpenerTask> batch = new ArrayList<>(BATCH);
      for (; from < candidates.size() && batch.size() < BATCH; from++) {
        int g = candidates.get(from);
        if (lower[g] < bound) {
          batch.add(prover.task(guesses.get(g), bound));
        } else {
          progress.update("openers", done.incrementAndGet(), candidates.size());
        }
      }
      for (OpenerResult r : run(batch, runner, checkpoint, progress, "openers", done,
          candidates.size())) {
        if (r.exact()) {
          exact.add(r);
        }
      }
      searched += batch.size();
      exact.sort(order);
      if (exact.size() >= n) {
        bound = Math.min(bound, exact.get(n - 1).total() + 1);
      }
    }
    return new Result(exact.subList(0, Math.min(n, exact.size())), bound,
        guesses.size() - seedTasks.size() - searched, searched + seedTasks.size());
  }

  /**
   * Returns a result for every guess, in guess-list order: its exact total if below {@code
   * bound}, otherwise a proven lower bound at or above it (from the bound without search where
   * that is enough, else from a search).
   */
  public static List<OpenerResult> all(OpenerProver prover, int bound, TaskRunner runner,
      Checkpoint checkpoint, Progress progress) {
    WordList guesses = prover.guesses();
    int[] lower = bounds(prover, bound, progress);
    List<OpenerTask> tasks = new ArrayList<>();
    for (int g = 0; g < guesses.size(); g++) {
      if (lower[g] < bound) {
        tasks.add(prover.task(guesses.get(g), bound));
      }
    }
    List<OpenerResult> searched = run(tasks, runner, checkpoint, progress, "openers",
        new AtomicInteger(), tasks.size());
    List<OpenerResult> out = new ArrayList<>(guesses.size());
    for (int g = 0, k = 0; g < guesses.size(); g++) {
      out.add(lower[g] < bound ? searched.get(k++)
          : new OpenerResult(guesses.get(g), lower[g], false));
    }
    return out;
  }

  /**
   * Returns every guess's bound without search, computed on all cores: the deep bound cut short
   * at {@code bound}, which is the quick bound wherever that already reaches it (progress as phase
   * {@code "bounds"}). Deterministic: each bound depends on its opener alone.
   */
  static int[] bounds(OpenerProver prover, int bound, Progress progress) {
    WordList guesses = prover.guesses();
    int[] lower = new int[guesses.size()];
    AtomicInteger done = new AtomicInteger();
    progress.update("bounds", 0, lower.length);
    IntStream.range(0, lower.length).parallel().forEach(g -> {
      lower[g] = prover.deepBound(guesses.get(g), bound);
      progress.update("bounds", done.incrementAndGet(), lower.length);
    });
    return lower;
  }

  /**
   * Runs the tasks the checkpoint does not know, records each as it finishes, and returns all in
   * order; {@code done} counts the phase's finished tasks out of {@code total}.
   */
  private static List<OpenerResult> run(List<OpenerTask> tasks, TaskRunner runner,
      Checkpoint checkpoint, Progress progress, String phase, AtomicInteger done, int total) {
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
    List<OpenerResult> fresh = runner.run(todo, result -> {
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
