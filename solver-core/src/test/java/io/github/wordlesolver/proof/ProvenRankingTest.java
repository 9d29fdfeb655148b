package io.github.wordlesolver.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Progress;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.engine.LostBuckets;
import io.github.wordlesolver.engine.Node;
import io.github.wordlesolver.engine.TreeSearch;
import io.github.wordlesolver.testing.CountingExecutor;
import io.github.wordlesolver.testing.EngineTestSupport;
import io.github.wordlesolver.tree.OpenerLosesException;
import io.github.wordlesolver.tree.TreeBuilder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * Proven rankings against the plain truth: every opener's exact tree, built one by one. Also
 * determinism across thread counts and resuming from a checkpoint.
 */
class ProvenRankingTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(60);
  private static final WordList GUESSES = WordList.union(ANSWERS, EngineTestSupport.allowed(200));

  /** Every opener's exact total by the tree builder (no bound, no shared memo): the truth. */
  private static Map<String, Integer> truth(Mode mode, int maxGuesses) {
    Map<String, Integer> totals = new HashMap<>();
    for (String g : GUESSES.asList()) {
      try {
        totals.put(
            g,
            (int)
                TreeBuilder.of(ANSWERS, GUESSES)
                    .opener(g)
                    .mode(mode)
                    .maxGuesses(maxGuesses)
                    .exact()
                    .build()
                    .totalGuesses());
      } catch (OpenerLosesException e) {
        // No tree within the limit: never among the best.
      }
    }
    return totals;
  }

  /** The bound the seeds alone give: their n-th best total plus one. */
  private static int seedBound(Map<String, Integer> truth, List<String> seeds, int n) {
    return seeds.stream()
            .filter(truth::containsKey)
            .mapToInt(truth::get)
            .sorted()
            .skip(n - 1)
            .findFirst()
            .orElse(OpenerTask.NO_BOUND - 1)
        + 1;
  }

  @Test
  void aSmallTableMakesTheSameRanking() {
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      GameRules rules = GameRules.of(GUESSES).withMode(mode);
      List<ProvenRanking.Result> results = new ArrayList<>();
      for (long entries : new long[] {OpenerProver.MEMO, 2}) {
        OpenerProver prover = new OpenerProver(ANSWERS, GUESSES, rules, entries);
        List<String> seeds = GUESSES.asList().subList(GUESSES.size() - 8, GUESSES.size());
        results.add(
            ProvenRanking.of(prover).withRunner(TaskRunner.inProcess(prover, 2)).top(5, seeds));
      }
      assertEquals(results.get(0).openers(), results.get(1).openers(), mode + " openers");
      assertEquals(results.get(0).boundedOut(), results.get(1).boundedOut(), mode + " bounded");
      assertEquals(results.get(0).searched(), results.get(1).searched(), mode + " searched");
      assertEquals(results.get(0).bound(), results.get(1).bound(), mode + " bound");
    }
  }

  @Test
  void aCallersExecutorRunsTheTasksAndMakesTheSameRanking() {
    GameRules rules = GameRules.of(GUESSES).withMode(Mode.NORMAL);
    List<String> seeds = GUESSES.asList().subList(GUESSES.size() - 8, GUESSES.size());
    OpenerProver prover = new OpenerProver(ANSWERS, GUESSES, rules, Runnable::run);
    ProvenRanking.Result threads =
        ProvenRanking.of(prover).withRunner(TaskRunner.inProcess(prover, 2)).top(5, seeds);
    String caller = Thread.currentThread().getName();
    try (CountingExecutor executor = new CountingExecutor("proof-pool", 1)) {
      java.util.Set<String> seen = java.util.concurrent.ConcurrentHashMap.newKeySet();
      ProvenRanking.Result onExecutor =
          ProvenRanking.of(prover)
              .withRunner(
                  (tasks, done) ->
                      TaskRunner.inProcess(prover, executor)
                          .run(
                              tasks,
                              r -> {
                                seen.add(Thread.currentThread().getName());
                                done.accept(r);
                              }))
              .top(5, seeds);
      assertEquals(threads.openers(), onExecutor.openers());
      assertEquals(threads.bound(), onExecutor.bound());
      assertTrue(executor.given() > 0, "no task given to the executor");
      for (String name : seen) {
        assertTrue(name.equals(caller) || executor.owns(name), name + " in " + seen);
      }
    }
    ProvenRanking.Result direct =
        ProvenRanking.of(prover)
            .withRunner(TaskRunner.inProcess(prover, Runnable::run))
            .top(5, seeds);
    assertEquals(threads.openers(), direct.openers());
  }

  @Test
  void theTableFillsAboutHalfTheHeapWithinItsLimits() {
    long gib = 1L << 30;
    for (Mode mode : Mode.values()) {
      assertEquals(OpenerProver.MEMO, OpenerProver.memoEntries(mode, 6 * gib), mode + " 6 GiB");
      assertEquals(OpenerProver.MIN_MEMO, OpenerProver.memoEntries(mode, 1 << 20), mode + " 1 MiB");
    }
    // Half of 1 GiB holds 2^21 normal-mode sets of 250 bytes, but only 766,958 hard-mode ones.
    assertEquals(1L << 21, OpenerProver.memoEntries(Mode.NORMAL, gib));
    assertEquals(1L << 19, OpenerProver.memoEntries(Mode.HARD, gib));
    assertEquals(1L << 19, OpenerProver.memoEntries(Mode.STRICT, gib));
    assertEquals(1L << 18, OpenerProver.memoEntries(Mode.HARD, gib / 2));
  }

  @Test
  void theTopOpenersAreTheTruthsAndEveryOtherIsProvedWorse() {
    topOpenersAreTheTruths(Mode.NORMAL, 6, OpenerProver.SMALL_BUCKET);
    topOpenersAreTheTruths(Mode.HARD, 6, OpenerProver.SMALL_BUCKET);
  }

  @Test
  void openersThatLoseSomeAnswerAreProvedWorse() {
    // Three guesses in hard mode: some openers lose an answer, proved by the quick check of their
    // buckets or else by search.
    int limit = 3;
    Map<String, Integer> truth = truth(Mode.HARD, limit);
    OpenerProver prover =
        new OpenerProver(
            ANSWERS, GUESSES, GameRules.of(GUESSES).withMode(Mode.HARD).withMaxGuesses(limit));
    int lost = 0;
    for (String g : GUESSES.asList()) {
      OpenerResult r = prover.prove(g, Integer.MAX_VALUE);
      Integer exact = truth.get(g);
      if (exact == null) {
        lost++;
        assertFalse(r.exact(), g);
        assertTrue(r.losesSomeAnswer(), r.toString());
      } else {
        assertEquals(new OpenerResult(g, exact, true), r);
        assertFalse(r.losesSomeAnswer(), r.toString());
      }
    }
    assertTrue(lost > 0 && lost < GUESSES.size(), lost + " openers lose");
    // The quick check decides some of them on its own (the others are left to the search).
    GameRules rules = GameRules.of(GUESSES).withMode(Mode.HARD).withMaxGuesses(limit);
    Engine engine = Engine.shared(rules, ANSWERS, GUESSES);
    TreeSearch search =
        new TreeSearch(
            engine.table(), engine.rule(Mode.HARD), Integer.MAX_VALUE, 1 << 12, () -> false);
    Node root =
        new Node(IntStream.range(0, ANSWERS.size()).toArray(), limit, rules.noConstraints());
    long quick =
        GUESSES.asList().stream()
            .filter(
                g ->
                    LostBuckets.firstProvedLost(
                            search,
                            root.children(
                                engine.table(), engine.rule(Mode.HARD), GUESSES.indexOf(g), false))
                        >= 0)
            .count();
    assertTrue(quick > 0 && quick <= lost, quick + " of " + lost + " by the quick check");
    topOpenersAreTheTruths(Mode.HARD, limit, OpenerProver.SMALL_BUCKET);
    // With no check in the bounds, the lost openers are ruled out by their bounds or searches.
    topOpenersAreTheTruths(Mode.HARD, limit, 0);
  }

  @Test
  void seedsThatAllLoseSomeAnswerAreFollowedByMoreUntilEnoughAreExact() {
    int limit = 3;
    Map<String, Integer> truth = truth(Mode.HARD, limit);
    GameRules rules = GameRules.of(GUESSES).withMode(Mode.HARD).withMaxGuesses(limit);
    OpenerProver prover = new OpenerProver(ANSWERS, GUESSES, rules);
    int n = 4;
    List<String> losing =
        GUESSES.asList().stream().filter(g -> !truth.containsKey(g)).limit(n + 2).toList();
    assertEquals(n + 2, losing.size(), "openers that lose some answer");
    List<String> phases = Collections.synchronizedList(new ArrayList<>());
    ProvenRanking.Result result =
        ProvenRanking.of(prover)
            .withRunner(TaskRunner.inProcess(prover, 2))
            .withProgress(
                (phase, done, total) -> {
                  if (phases.isEmpty() || !phases.get(phases.size() - 1).equals(phase)) {
                    phases.add(phase);
                  }
                })
            .top(n, losing);
    List<Map.Entry<String, Integer>> best = new ArrayList<>(truth.entrySet());
    best.sort(
        Comparator.comparingInt((Map.Entry<String, Integer> e) -> e.getValue())
            .thenComparingInt(e -> GUESSES.indexOf(e.getKey())));
    for (int i = 0; i < n; i++) {
      assertEquals(best.get(i).getKey(), result.openers().get(i).opener(), "#" + i);
      assertEquals(best.get(i).getValue(), result.openers().get(i).total(), "#" + i);
    }
    assertEquals(best.get(n - 1).getValue() + 1, result.bound());
    assertEquals(GUESSES.size(), result.boundedOut() + result.searched());
    assertEquals("more seeds", phases.get(1), phases.toString());
  }

  private static void topOpenersAreTheTruths(Mode mode, int limit, int smallBucket) {
    Map<String, Integer> truth = truth(mode, limit);
    OpenerProver prover =
        new OpenerProver(
            ANSWERS,
            GUESSES,
            GameRules.of(GUESSES).withMode(mode).withMaxGuesses(limit),
            OpenerProver.MEMO,
            smallBucket);
    int n = 5;
    // Poor seeds on purpose: the bound starts loose, the search must still find the best.
    List<String> seeds = GUESSES.asList().subList(GUESSES.size() - 8, GUESSES.size());
    ProvenRanking.Result result =
        ProvenRanking.of(prover).withRunner(TaskRunner.inProcess(prover, 2)).top(n, seeds);
    List<Map.Entry<String, Integer>> best = new ArrayList<>(truth.entrySet());
    best.sort(
        Comparator.comparingInt((Map.Entry<String, Integer> e) -> e.getValue())
            .thenComparingInt(e -> GUESSES.indexOf(e.getKey())));
    assertEquals(n, result.openers().size());
    for (int i = 0; i < n; i++) {
      assertEquals(best.get(i).getKey(), result.openers().get(i).opener(), mode + " #" + i);
      assertEquals(best.get(i).getValue(), result.openers().get(i).total(), mode + " #" + i);
      assertTrue(result.openers().get(i).exact());
    }
    int nth = best.get(n - 1).getValue();
    // The poor seeds' bound falls, batch by batch, to just above the n-th total.
    assertEquals(nth + 1, result.bound(), "the final bound");
    assertTrue(seedBound(truth, seeds, n) > nth + 1, "the seeds alone left a looser bound");
    assertEquals(GUESSES.size(), result.boundedOut() + result.searched());
    // The bounds: every opener proved at or above the bound is truly there.
    List<OpenerResult> all =
        ProvenRanking.of(prover).withRunner(TaskRunner.inProcess(prover, 2)).all(result.bound());
    for (OpenerResult r : all) {
      Integer exact = truth.get(r.opener());
      if (r.exact()) {
        assertEquals(exact, r.total(), r.opener());
      } else {
        assertTrue(r.total() >= result.bound(), r.toString());
        assertTrue(exact == null || exact >= r.total(), r + " vs the truth " + exact);
      }
    }
  }

  @Test
  void theSameResultWhateverTheThreads() {
    OpenerProver prover = new OpenerProver(ANSWERS, GUESSES, GameRules.of(GUESSES));
    List<String> seeds = GUESSES.asList().subList(0, 6);
    ProvenRanking.Result one =
        ProvenRanking.of(prover).withRunner(TaskRunner.inProcess(prover, 1)).top(3, seeds);
    OpenerProver other = new OpenerProver(ANSWERS, GUESSES, GameRules.of(GUESSES));
    ProvenRanking.Result four =
        ProvenRanking.of(other).withRunner(TaskRunner.inProcess(other, 4)).top(3, seeds);
    assertEquals(one, four);
  }

  /** A checkpoint in memory that counts what it was asked. */
  private static final class MemoryCheckpoint implements Checkpoint {
    final Map<OpenerTask, OpenerResult> recorded = new ConcurrentHashMap<>();

    @Override
    public @Nullable OpenerResult known(OpenerTask task) {
      return recorded.get(task);
    }

    @Override
    public void record(OpenerTask task, OpenerResult result) {
      recorded.put(task, result);
    }
  }

  @Test
  void aCheckpointSkipsWhatWasFinished() {
    OpenerProver prover = new OpenerProver(ANSWERS, GUESSES, GameRules.of(GUESSES));
    List<String> seeds = GUESSES.asList().subList(0, 6);
    MemoryCheckpoint checkpoint = new MemoryCheckpoint();
    ProvenRanking.Result first =
        ProvenRanking.of(prover)
            .withRunner(TaskRunner.inProcess(prover, 2))
            .withCheckpoint(checkpoint)
            .top(3, seeds);
    // A deep bound per opener, and each search.
    assertEquals(GUESSES.size() + first.searched(), checkpoint.recorded.size());
    AtomicInteger ran = new AtomicInteger();
    TaskRunner counting =
        (tasks, done) -> {
          ran.addAndGet(tasks.size());
          return TaskRunner.inProcess(prover, 2).run(tasks, done);
        };
    ProvenRanking.Result again =
        ProvenRanking.of(prover).withRunner(counting).withCheckpoint(checkpoint).top(3, seeds);
    assertEquals(first, again);
    assertEquals(0, ran.get(), "nothing recomputed");
    // Half a checkpoint (a job killed midway): only the rest runs, and the result is the same.
    MemoryCheckpoint half = new MemoryCheckpoint();
    checkpoint.recorded.entrySet().stream()
        .limit(checkpoint.recorded.size() / 2)
        .forEach(e -> half.recorded.put(e.getKey(), e.getValue()));
    assertEquals(
        first, ProvenRanking.of(prover).withRunner(counting).withCheckpoint(half).top(3, seeds));
    assertEquals(checkpoint.recorded.size() - checkpoint.recorded.size() / 2, ran.get());
  }

  @Test
  void aJobKilledMidPhaseHasRecordedEveryTaskThatFinished() {
    OpenerProver prover = new OpenerProver(ANSWERS, GUESSES, GameRules.of(GUESSES));
    List<String> seeds = GUESSES.asList().subList(0, 6);
    ProvenRanking.Result whole =
        ProvenRanking.of(prover).withRunner(TaskRunner.inProcess(prover, 1)).top(3, seeds);
    // A runner that dies after finishing the seeds and 20 more tasks, as a killed job would:
    // amid the bounds without search (a task per opener), or amid the searches after them.
    int after = whole.searched() - seeds.size();
    assertTrue(after >= 2, after + " searches after the bounds");
    for (int kill : new int[] {seeds.size() + 20, seeds.size() + GUESSES.size() + after / 2}) {
      MemoryCheckpoint checkpoint = new MemoryCheckpoint();
      AtomicInteger finished = new AtomicInteger();
      TaskRunner dying =
          (tasks, done) -> {
            List<OpenerResult> out = new ArrayList<>();
            for (OpenerTask task : tasks) {
              if (finished.incrementAndGet() > kill) {
                throw new IllegalStateException("killed");
              }
              OpenerResult result = prover.prove(task);
              done.accept(result);
              out.add(result);
            }
            return out;
          };
      assertThrows(
          IllegalStateException.class,
          () ->
              ProvenRanking.of(prover).withRunner(dying).withCheckpoint(checkpoint).top(3, seeds));
      assertEquals(kill, checkpoint.recorded.size(), "every finished task recorded");
      AtomicInteger ran = new AtomicInteger();
      TaskRunner counting =
          (tasks, done) -> {
            ran.addAndGet(tasks.size());
            return TaskRunner.inProcess(prover, 2).run(tasks, done);
          };
      assertEquals(
          whole,
          ProvenRanking.of(prover).withRunner(counting).withCheckpoint(checkpoint).top(3, seeds));
      assertEquals(whole.searched() + GUESSES.size() - kill, ran.get(), "only the rest ran");
    }
  }

  @Test
  void theDefaultsAreAllCoresNoCheckpointAndNoProgress() {
    OpenerProver prover = new OpenerProver(ANSWERS, GUESSES, GameRules.of(GUESSES));
    ProvenRanking defaults = ProvenRanking.of(prover);
    assertSame(prover, defaults.prover());
    assertTrue(
        defaults.runner() instanceof InProcessRunner r
            && r.prover() == prover
            && r.threads() == Runtime.getRuntime().availableProcessors(),
        "in process on every core");
    assertSame(Checkpoint.none(), defaults.checkpoint());
    assertSame(Progress.none(), defaults.progress());
  }

  @Test
  void eachWithReturnsANewConfigurationAndLeavesTheOldOne() {
    OpenerProver prover = new OpenerProver(ANSWERS, GUESSES, GameRules.of(GUESSES));
    ProvenRanking defaults = ProvenRanking.of(prover);
    TaskRunner runner = TaskRunner.inProcess(prover, 1);
    Checkpoint checkpoint = new MemoryCheckpoint();
    Progress progress = (phase, done, total) -> {};

    ProvenRanking withRunner = defaults.withRunner(runner);
    assertSame(runner, withRunner.runner());
    assertSame(Checkpoint.none(), withRunner.checkpoint());
    ProvenRanking withCheckpoint = withRunner.withCheckpoint(checkpoint);
    assertSame(checkpoint, withCheckpoint.checkpoint());
    assertSame(runner, withCheckpoint.runner());
    ProvenRanking withProgress = withCheckpoint.withProgress(progress);
    assertSame(progress, withProgress.progress());
    assertSame(checkpoint, withProgress.checkpoint());
    assertSame(runner, withProgress.runner());
    assertSame(prover, withProgress.prover());

    // The configurations before are as they were.
    assertNotSame(runner, defaults.runner());
    assertSame(Checkpoint.none(), defaults.checkpoint());
    assertSame(Progress.none(), defaults.progress());
    assertSame(Checkpoint.none(), withRunner.checkpoint());
    assertSame(Progress.none(), withCheckpoint.progress());
  }

  @Test
  void theOpenersAfterTheBoundsAreSearchedInBatchesGrowingFromNTo32() {
    OpenerProver prover = new OpenerProver(ANSWERS, GUESSES, GameRules.of(GUESSES));
    // A checkpoint that knows every opener's bound as 0 (a valid bound, the weakest): every
    // opener but the seeds is searched after the bounds.
    Checkpoint weakBounds =
        new Checkpoint() {
          @Override
          public @Nullable OpenerResult known(OpenerTask task) {
            return task.isDeepBound() ? new OpenerResult(task.opener(), 0, false) : null;
          }

          @Override
          public void record(OpenerTask task, OpenerResult result) {}
        };
    TaskRunner inner = TaskRunner.inProcess(prover, 2);
    List<Integer> sizes = Collections.synchronizedList(new ArrayList<>());
    TaskRunner counting =
        (tasks, done) -> {
          sizes.add(tasks.size());
          return inner.run(tasks, done);
        };
    int n = 3;
    List<String> seeds = GUESSES.asList().subList(GUESSES.size() - 6, GUESSES.size());
    ProvenRanking.Result result =
        ProvenRanking.of(prover).withRunner(counting).withCheckpoint(weakBounds).top(n, seeds);
    // The seeds in two batches of 3, the bounds (all known: no task), then the openers.
    List<Integer> searches = sizes.subList(3, sizes.size());
    assertEquals(List.of(3, 3, 0), sizes.subList(0, 3), "seeds and bounds of " + sizes);
    assertEquals(GUESSES.size() - seeds.size(), searches.stream().mapToInt(i -> i).sum());
    int expected = n;
    for (int i = 0; i < searches.size(); i++) {
      if (i < searches.size() - 1) {
        assertEquals(expected, searches.get(i), "batch " + i + " of " + searches);
      } else {
        assertTrue(searches.get(i) <= expected, "the last batch of " + searches);
      }
      expected = Math.min(ProvenRanking.BATCH, 2 * expected);
    }
    assertTrue(searches.size() >= 5, "batches " + searches);
    assertEquals(ProvenRanking.of(prover).top(n, seeds).openers(), result.openers());
  }

  @Test
  void theProgressHearsEveryPhaseInOrderToItsEnd() {
    OpenerProver prover = new OpenerProver(ANSWERS, GUESSES, GameRules.of(GUESSES));
    List<String> seeds = GUESSES.asList().subList(0, 6);
    Map<String, Integer> last = new ConcurrentHashMap<>();
    List<String> phases = Collections.synchronizedList(new ArrayList<>());
    Progress listening =
        (phase, done, total) -> {
          if (!phases.contains(phase)) {
            phases.add(phase);
          }
          last.merge(phase, done, Math::max);
          assertTrue(done <= total, phase + " " + done + "/" + total);
        };
    ProvenRanking.Result result =
        ProvenRanking.of(prover)
            .withRunner(TaskRunner.inProcess(prover, 2))
            .withProgress(listening)
            .top(3, seeds);
    assertEquals(List.of("seeds", "bounds", "openers"), phases);
    assertEquals(seeds.size(), last.get("seeds"));
    assertEquals(GUESSES.size(), last.get("bounds"));
    assertEquals(
        ProvenRanking.of(prover).withRunner(TaskRunner.inProcess(prover, 1)).top(3, seeds), result);
  }
}
