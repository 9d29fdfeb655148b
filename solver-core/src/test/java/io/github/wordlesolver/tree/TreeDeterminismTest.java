package io.github.wordlesolver.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Progress;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.solver.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The tree does not depend on the threads or the memo size; cancellation and progress reports. Uses
 * samples of the real lists (see {@link TreeTestLists}).
 */
class TreeDeterminismTest {
  /** 300 answers, 400 other guesses: an exact tree in a fraction of a second. */
  private static final Solver MEDIUM =
      Solver.of(
          WordList.of(TreeTestLists.ANSWERS.subList(0, 300)),
          WordList.of(TreeTestLists.ALLOWED.subList(0, 400)));

  /** The whole samples: 772 answers, 1,333 other guesses. */
  private static final Solver LARGE =
      Solver.of(WordList.of(TreeTestLists.ANSWERS), WordList.of(TreeTestLists.ALLOWED));

  private static List<String> plays(DecisionTree tree) {
    List<String> plays = new ArrayList<>();
    for (int a = 0; a < tree.answers().size(); a++) {
      plays.add(String.join(" ", tree.play(a)));
    }
    return plays;
  }

  private static DecisionTree inPool(int threads, Supplier<DecisionTree> build)
      throws InterruptedException, ExecutionException {
    ForkJoinPool pool = new ForkJoinPool(threads);
    try {
      return pool.submit(build::get).get();
    } finally {
      pool.shutdown();
    }
  }

  private static void assertSameTreeEverywhere(Supplier<TreeBuilder> builder)
      throws InterruptedException, ExecutionException {
    DecisionTree common = builder.get().build();
    List<String> expected = plays(common);
    assertEquals(expected, plays(inPool(1, () -> builder.get().build())), "one thread");
    assertEquals(expected, plays(inPool(4, () -> builder.get().build())), "four threads");
    assertEquals(expected, plays(builder.get().memoEntries(10).build()), "memo of 10 sets");
    @SuppressWarnings("deprecation") // the deprecated door to the same setting still works
    DecisionTree small = builder.get().maxCacheEntries(10).build();
    assertEquals(expected, plays(small), "memo of 10 sets, set by maxCacheEntries");
    assertEquals(
        expected,
        plays(inPool(1, () -> builder.get().memoEntries(0).build())),
        "no memo, one thread");
    assertEquals(expected, plays(builder.get().build()), "again");
    TreeVerifier.verify(common, 6);
  }

  @Test
  void aBuilderReusedForSeveralOpenersBuildsTheTreesFreshBuildersBuild() {
    TreeBuilder reused = MEDIUM.treeBuilder();
    // Exact in both modes, a heuristic and a cap between them: each change of settings starts
    // a new table and memo, and an opener built again after others gets the same tree.
    Object[][] runs = {
      {"crate", Mode.NORMAL, 0, 6}, {"buzzy", Mode.NORMAL, 0, 6}, {"stale", Mode.NORMAL, 0, 6},
      {"crate", Mode.NORMAL, 0, 6}, {"crate", Mode.HARD, 0, 6}, {"buzzy", Mode.HARD, 0, 6},
      {"crate", Mode.NORMAL, 3, 6}, {"buzzy", Mode.NORMAL, 3, 6}, {"crate", Mode.HARD, 0, 5},
      {"stale", Mode.NORMAL, 0, 6}
    };
    for (Object[] run : runs) {
      String opener = (String) run[0];
      Mode mode = (Mode) run[1];
      int breadth = (Integer) run[2];
      int cap = (Integer) run[3];
      reused.opener(opener).mode(mode).maxGuesses(cap);
      TreeBuilder fresh = MEDIUM.treeBuilder().opener(opener).mode(mode).maxGuesses(cap);
      if (breadth == 0) {
        reused.exact();
        fresh.exact();
      } else {
        reused.heuristic(breadth);
        fresh.heuristic(breadth);
      }
      assertEquals(plays(fresh.build()), plays(reused.build()), java.util.Arrays.toString(run));
    }
  }

  @Test
  void exactTreeIsTheSameWhateverTheThreadsAndMemo() throws Exception {
    assertSameTreeEverywhere(() -> MEDIUM.treeBuilder().opener("buzzy").exact());
  }

  @Test
  void exactHardModeTreeIsTheSameWhateverTheThreadsAndMemo() throws Exception {
    assertSameTreeEverywhere(
        () -> MEDIUM.treeBuilder().opener("crate").mode(Mode.HARD).exact().maxGuesses(5));
    // Big enough to expand more than a thousand nodes (it polls the cancellation check).
    assertSameTreeEverywhere(() -> LARGE.treeBuilder().opener("urubu").mode(Mode.HARD).exact());
  }

  @Test
  void heuristicTreeIsTheSameWhateverTheThreadsAndMemo() throws Exception {
    assertSameTreeEverywhere(() -> MEDIUM.treeBuilder().opener("crate").heuristic(3));
    assertSameTreeEverywhere(
        () -> MEDIUM.treeBuilder().opener("buzzy").mode(Mode.STRICT).heuristic(2));
  }

  @Test
  void exactAndHeuristicTreesDifferWhereTheHeuristicIsWorse() {
    // Guards the comparisons above: the two settings are really different searches.
    DecisionTree exact = MEDIUM.treeBuilder().opener("buzzy").exact().build();
    DecisionTree narrow = MEDIUM.treeBuilder().opener("buzzy").heuristic(1).build();
    assertTrue(
        narrow.totalGuesses() > exact.totalGuesses(),
        exact.totalGuesses() + " vs " + narrow.totalGuesses());
    assertNotEquals(plays(exact), plays(narrow));
  }

  @Test
  void alwaysCancelledBuildThrowsCancellationException() {
    AtomicLong polls = new AtomicLong();
    TreeBuilder builder =
        LARGE
            .treeBuilder()
            .opener("buzzy")
            .mode(Mode.HARD)
            .exact()
            .cancelled(
                () -> {
                  polls.incrementAndGet();
                  return true;
                });
    assertThrows(CancellationException.class, builder::build);
    assertTrue(polls.get() >= 1);
  }

  @Test
  void cancelledBuildThrowsInsideAnotherPoolToo() throws Exception {
    TreeBuilder builder =
        LARGE.treeBuilder().opener("buzzy").mode(Mode.HARD).exact().cancelled(() -> true);
    ForkJoinPool pool = new ForkJoinPool(1);
    try {
      ExecutionException e =
          assertThrows(ExecutionException.class, () -> pool.submit(builder::build).get());
      assertTrue(e.getCause() instanceof CancellationException, e::toString);
    } finally {
      pool.shutdown();
    }
  }

  @Test
  void aCheckThatSaysNoIsPolledAndTheBuildCompletes() {
    AtomicLong polls = new AtomicLong();
    DecisionTree tree =
        LARGE
            .treeBuilder()
            .opener("buzzy")
            .mode(Mode.HARD)
            .exact()
            .cancelled(
                () -> {
                  polls.incrementAndGet();
                  return false;
                })
            .build();
    assertTrue(polls.get() >= 1, "this build must be big enough to poll");
    assertEquals(LARGE.answers().size(), tree.answers().size());
    TreeVerifier.verify(tree, 6);
  }

  /** Records progress reports; checks each one as it comes. */
  private static final class Recorder implements Progress {
    final ConcurrentLinkedQueue<int[]> reports = new ConcurrentLinkedQueue<>();

    @Override
    public void update(String phase, int done, int total) {
      assertEquals("answers", phase);
      reports.add(new int[] {done, total});
    }

    int maxDone() {
      return reports.stream().mapToInt(r -> r[0]).max().orElse(-1);
    }
  }

  private static void assertProgressEndsAtTotal(Solver solver, String opener) throws Exception {
    Recorder recorder = new Recorder();
    inPool(1, () -> solver.treeBuilder().opener(opener).heuristic(2).progress(recorder).build());
    int total = solver.answers().size();
    assertFalse(recorder.reports.isEmpty());
    int previous = 0;
    for (int[] report : recorder.reports) {
      assertEquals(total, report[1]);
      assertTrue(report[0] > previous && report[0] <= total, () -> "done " + report[0]);
      previous = report[0];
    }
    assertEquals(total, previous, "the last report (one thread) must say done == total");

    Recorder parallel = new Recorder();
    solver.treeBuilder().opener(opener).heuristic(2).progress(parallel).build();
    assertEquals(total, parallel.maxDone(), "most done, common pool");
  }

  @Test
  void progressEndsAtTheTotalWhenTheOpenerIsNotAnAnswer() throws Exception {
    assertFalse(MEDIUM.answers().contains("buzzy"));
    assertProgressEndsAtTotal(MEDIUM, "buzzy");
  }

  @Test
  void progressEndsAtTheTotalWhenTheOpenerIsAnAnswer() throws Exception {
    assertTrue(MEDIUM.answers().contains("crate"));
    assertProgressEndsAtTotal(MEDIUM, "crate");
  }
}
