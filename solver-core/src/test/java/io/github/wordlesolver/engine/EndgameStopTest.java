package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Stop;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The endgame search an engine shares among games is stopped by the current stop of the thread
 * running it (no longer "never cancelled"): cancelled, it throws; past a deadline with an action
 * set, it runs the action once and goes on; what it proved until a stop stays valid.
 */
class EndgameStopTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(400);
  private static final WordList GUESSES = WordList.union(ANSWERS, EngineTestSupport.allowed(50));

  private static Node node(Engine engine, Mode mode, int answers) {
    return engine
        .rule(mode)
        .node(
            IntStream.range(0, answers).toArray(),
            GameRules.DEFAULT_MAX_GUESSES,
            GameRules.of(GUESSES).noConstraints());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aCancelledStopStopsTheSharedEndgameSearch(Mode mode) {
    Engine engine = new Engine(GameRules.of(GUESSES), ANSWERS, GUESSES);
    TreeSearch search = engine.endgame(mode);
    Node node = node(engine, mode, 60);
    Stop stop = Stop.detached(0, false);
    stop.cancel();
    try (Stop.Scope scope = stop.install()) {
      assertThrows(CancellationException.class, () -> search.solve(node, TreeSearch.INFEASIBLE));
    }
    // Stopped, it answers as a search that never was: its memo holds only what it proved.
    Engine fresh = new Engine(GameRules.of(GUESSES), ANSWERS, GUESSES);
    Node again = node(fresh, mode, 60);
    assertEquals(
        fresh.endgame(mode).solve(again, TreeSearch.INFEASIBLE),
        search.solve(node, TreeSearch.INFEASIBLE));
    assertEquals(fresh.endgame(mode).bestGuess(again), search.bestGuess(node));
  }

  @ParameterizedTest
  @EnumSource(
      value = Mode.class,
      names = {"HARD", "STRICT"})
  void pastTheDeadlineACheckRunsItsActionOnceAndRunsOut(Mode mode) {
    Engine engine = new Engine(GameRules.of(GUESSES), ANSWERS, GUESSES);
    TreeSearch search = engine.endgame(mode);
    Node node = node(engine, mode, 200);
    TreeSearch.Budget budget = new TreeSearch.Budget(1_000_000);
    AtomicInteger actions = new AtomicInteger();
    Stop stop = Stop.detached(System.nanoTime() - 1, true);
    int got = Integer.MIN_VALUE;
    try (Stop.Scope scope = stop.install();
        Stop.Scope deadline =
            stop.onDeadline(
                () -> {
                  actions.incrementAndGet();
                  budget.spendAll();
                })) {
      // The first node polls: the action spends the budget, and the check runs out at its next
      // node as any check does (unless that first node decided it).
      got = search.finishingGuess(node, budget);
    } catch (OverBudgetException e) {
      // ran out: the budget was spent
    }
    assertEquals(1, actions.get(), "the action runs once");
    assertEquals(0, budget.left());
    if (got >= 0) {
      // A guess returned all the same is one that wins every answer.
      assertTrue(search.canFinishAfter(node, got, new TreeSearch.Budget(Long.MAX_VALUE / 4)));
    }
    // The action is gone once its scope is closed: the same stop now ends a search (a fresh one,
    // whose first node polls).
    Engine fresh = new Engine(GameRules.of(GUESSES), ANSWERS, GUESSES);
    try (Stop.Scope scope = stop.install()) {
      Node other = node(fresh, mode, 150);
      assertThrows(
          CancellationException.class,
          () -> fresh.endgame(mode).solve(other, TreeSearch.INFEASIBLE));
    }
  }
}
