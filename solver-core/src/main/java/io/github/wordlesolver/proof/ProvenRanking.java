package io.github.wordlesolver.proof;

import io.github.wordlesolver.Progress;
import io.github.wordlesolver.WordList;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
 *       total so far plus one; each later batch with the cutoff the batches before it left. If
 *       fewer than {@code n} seeds win every answer (an opener that loses one has no total), the
 *       other openers follow as seeds, {@code n} at a time in ascending order of their quick bound
 *       (ties by guess-list order), until {@code n} totals are exact.
 *   <li>Every other guess gets a bound without search ({@link OpenerProver#prove(OpenerTask)} of
 *       its deep-bound task: {@link OpenerProver#lowerBound(String)}, then where that is below
 *       {@code C} {@link OpenerProver#deepLowerBound(String)}, each cut short at {@code C}); those
 *       at or above {@code C} are out by a bound alone.
 *   <li>The rest are searched, lowest bound first (ties by guess-list order), in batches of {@code
 *       n} at first, each twice the one before up to {@value #BATCH} (so that the best of them,
 *       first in line, tighten {@code C} before most are searched), and out without search once
 *       their bound reaches the {@code C} the batches before left.
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
 *
 * <h2>Use</h2>
 *
 * An immutable configuration: {@link #of} a prover, with the defaults changed by the {@code with}
 * methods, each of which returns a new configuration and leaves this one as it is:
 *
 * <pre>{@code
 * OpenerProver prover = new OpenerProver(answers, guesses, GameRules.of(guesses));
 * ProvenRanking.Result best =
 *     ProvenRanking.of(prover)
 *         .withCheckpoint(checkpoint) // resume where a stopped job left off
 *         .withProgress(progress)
 *         .top(10, seeds);
 * }</pre>
 *
 * <p>Cost: a ranking computes a bound without search for every guess (milliseconds to about 0.2 s
 * of CPU each on the original lists) and searches the openers the bounds leave: the proven top 10
 * of the original lists took 8 to 10 minutes on two cores, in normal and in hard mode
 * (docs/proofs.md). Building a configuration costs nothing. Thread-safe: a configuration may be
 * shared and {@link #top} and {@link #all} called from several threads at once, if its runner,
 * checkpoint and progress allow it (the defaults do; each call of the default runner uses its own
 * pool of threads).
 *
 * <p><b>Tooling, not library.</b> Like every type of this package, it serves the project's proofs
 * (the {@code wordle rank --proven}, {@code bound} and {@code worker} commands and the benchmarks
 * that prove the bundled results), not programs that play: it stays exported and compatible through
 * 1.x, and moves to a tooling module of its own in 2.0 (docs/dev/architecture.md, "Library and
 * tooling"). The proven results themselves (totals, trees) are library: they ship with
 * solver-wordlists.
 */
public final class ProvenRanking {
  /**
   * The most openers searched with one bound before the bound is tightened (the batches after the
   * bounds grow to it from the {@code n} asked): fixed, so the bounds (and the counts) do not
   * depend on the number of threads or machines.
   */
  static final int BATCH = 32;

  private final OpenerProver prover;
  private final TaskRunner runner;
  private final Checkpoint checkpoint;
  private final Progress progress;

  private ProvenRanking(
      OpenerProver prover, TaskRunner runner, Checkpoint checkpoint, Progress progress) {
    this.prover = prover;
    this.runner = runner;
    this.checkpoint = checkpoint;
    this.progress = progress;
  }

  /**
   * Returns the rankings of {@code prover}'s openers (its lists, mode and guess limit), with the
   * defaults: tasks run in this process on every core ({@link TaskRunner#inProcess} with {@link
   * Runtime#availableProcessors()} threads), recorded nowhere ({@link Checkpoint#none()}), with no
   * progress reported ({@link Progress#none()}). Costs nothing: no task runs until {@link #top} or
   * {@link #all}.
   */
  public static ProvenRanking of(OpenerProver prover) {
    return new ProvenRanking(
        prover,
        TaskRunner.inProcess(prover, Runtime.getRuntime().availableProcessors()),
        Checkpoint.none(),
        Progress.none());
  }

  /**
   * Returns this configuration with tasks run by {@code runner} (for example on a cluster, whose
   * workers hold provers of the same {@linkplain OpenerProver#job() job}); this one is unchanged.
   * The results are the same whatever the runner.
   */
  public ProvenRanking withRunner(TaskRunner runner) {
    return new ProvenRanking(prover, Objects.requireNonNull(runner), checkpoint, progress);
  }

  /**
   * Returns this configuration with each finished task recorded in {@code checkpoint}, and the
   * tasks it already knows not run again; this one is unchanged.
   */
  public ProvenRanking withCheckpoint(Checkpoint checkpoint) {
    return new ProvenRanking(prover, runner, Objects.requireNonNull(checkpoint), progress);
  }

  /**
   * Returns this configuration with {@code progress} told how many tasks of each phase are
   * finished, from the runner's threads; this one is unchanged. The phases are {@code "seeds"},
   * {@code "more seeds"} (only when too few seeds win every answer), {@code "bounds"} and {@code
   * "openers"} for {@link #top}, {@code "bounds"} and {@code "openers"} for {@link #all}, in that
   * order.
   */
  public ProvenRanking withProgress(Progress progress) {
    return new ProvenRanking(prover, runner, checkpoint, Objects.requireNonNull(progress));
  }

  OpenerProver prover() {
    return prover;
  }

  TaskRunner runner() {
    return runner;
  }

  Checkpoint checkpoint() {
    return checkpoint;
  }

  Progress progress() {
    return progress;
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
   * Returns the proven best {@code n} openers, the same whatever the runner and however many
   * results the checkpoint already held. Blocks until every task has run.
   *
   * @param n how many openers
   * @param seeds openers solved exactly first to fix the bound (say, the best openers by a scorer;
   *     the better they are, the fewer openers are searched); at least {@code n} of them
   * @throws IllegalArgumentException if {@code n < 1}, fewer than {@code n} seeds are given or a
   *     seed is not a guess
   * @throws RuntimeException what the runner or the checkpoint throws
   */
  public Result top(int n, List<String> seeds) {
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
    searchInBatches(seeded, n, n, g -> true, tally, "seeds");
    if (tally.exact.size() < n) {
      // Too few seeds win every answer (in hard mode most of a scorer's best openers lose one),
      // and without n exact totals every bound would be computed in full: more seeds, the other
      // openers by their quick bound, n at a time, until n are exact.
      List<Integer> more = byQuickBound(seeded);
      for (int from = 0; tally.exact.size() < n && from < more.size(); from += n) {
        List<Integer> batch = more.subList(from, Math.min(from + n, more.size()));
        searchInBatches(batch, n, n, g -> true, tally, "more seeds");
        seeded.addAll(batch);
      }
    }
    int[] lower = bounds(tally.bound);
    List<Integer> candidates = new ArrayList<>();
    for (int g = 0; g < guesses.size(); g++) {
      if (!seeded.contains(g) && lower[g] < tally.bound) {
        candidates.add(g);
      }
    }
    candidates.sort(Comparator.comparingInt((Integer g) -> lower[g]).thenComparingInt(g -> g));
    searchInBatches(
        candidates, n, Math.max(n, BATCH), g -> lower[g] < tally.bound, tally, "openers");
    return new Result(tally.best(), tally.bound, guesses.size() - tally.searched, tally.searched);
  }

  /**
   * Returns the guesses not in {@code seeded} in ascending order of their quick bound ({@link
   * OpenerProver#quickBound(int)}, milliseconds each), ties in guess-list order.
   */
  private List<Integer> byQuickBound(List<Integer> seeded) {
    int size = prover.guesses().size();
    boolean[] taken = new boolean[size];
    for (int g : seeded) {
      taken[g] = true;
    }
    int[] quick = new int[size];
    List<Integer> rest = new ArrayList<>();
    for (int g = 0; g < size; g++) {
      if (!taken[g]) {
        quick[g] = prover.quickBound(g);
        rest.add(g);
      }
    }
    rest.sort(Comparator.comparingInt((Integer g) -> quick[g]).thenComparingInt(g -> g));
    return rest;
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
   * Searches {@code openers} in their order, {@code first} at a time, then each batch twice the one
   * before up to {@code most}, each batch with the cutoff the batches before it left; an opener
   * {@code stillIn} rejects when its batch is formed is out without search. Deterministic: each
   * batch depends only on the exact totals before it.
   */
  private void searchInBatches(
      List<Integer> openers, int first, int most, IntPredicate stillIn, Tally tally, String phase) {
    WordList guesses = prover.guesses();
    AtomicInteger done = new AtomicInteger();
    progress.update(phase, 0, openers.size());
    for (int from = 0, batch = first; from < openers.size(); batch = Math.min(most, 2 * batch)) {
      List<OpenerTask> tasks = new ArrayList<>(batch);
      for (; from < openers.size() && tasks.size() < batch; from++) {
        int g = openers.get(from);
        if (stillIn.test(g)) {
          tasks.add(prover.task(guesses.get(g), tally.bound));
        } else {
          progress.update(phase, done.incrementAndGet(), openers.size());
        }
      }
      tally.add(run(tasks, phase, done, openers.size()));
    }
  }

  /**
   * Returns a result for every guess, in guess-list order: its exact total if below {@code bound},
   * otherwise a proven lower bound at or above it (from the bound without search where that is
   * enough, else from a search). The same whatever the runner and the checkpoint. Blocks until
   * every task has run: a bound without search for each guess, and a search for each guess it
   * leaves below {@code bound}.
   *
   * @param bound the total at or above which an opener is only bounded
   * @throws RuntimeException what the runner or the checkpoint throws
   */
  public List<OpenerResult> all(int bound) {
    WordList guesses = prover.guesses();
    int[] lower = bounds(bound);
    List<OpenerTask> tasks = new ArrayList<>();
    for (int g = 0; g < guesses.size(); g++) {
      if (lower[g] < bound) {
        tasks.add(prover.task(guesses.get(g), bound));
      }
    }
    List<OpenerResult> searched = run(tasks, "openers", new AtomicInteger(), tasks.size());
    List<OpenerResult> out = new ArrayList<>(guesses.size());
    for (int g = 0, k = 0; g < guesses.size(); g++) {
      out.add(
          lower[g] < bound ? searched.get(k++) : new OpenerResult(guesses.get(g), lower[g], false));
    }
    return out;
  }

  /**
   * Returns every guess's bound without search: the deep bound cut short at {@code bound}, which is
   * the quick bound wherever that already reaches it. One {@linkplain OpenerTask#isDeepBound() deep
   * bound} task per guess, run and recorded like the searches (progress as phase {@code "bounds"}),
   * so a resumed job does not compute them again. Deterministic: each bound depends on its opener
   * alone.
   */
  private int[] bounds(int bound) {
    WordList guesses = prover.guesses();
    List<OpenerTask> tasks = new ArrayList<>(guesses.size());
    for (int g = 0; g < guesses.size(); g++) {
      tasks.add(prover.boundTask(guesses.get(g), bound));
    }
    List<OpenerResult> results = run(tasks, "bounds", new AtomicInteger(), tasks.size());
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
  private List<OpenerResult> run(
      List<OpenerTask> tasks, String phase, AtomicInteger done, int total) {
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
