package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.EngineTestSupport;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.TreeFormat;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * {@link Solver.Builder#tree(Mode, String, Supplier)}: a tree loaded the first time a game reaches
 * it, at most once, and the same play as the tree given loaded.
 */
class LazyTreeTest {
  private static final WordList ANSWERS = WordList.of(EngineTestSupport.answerWords(200));
  private static final WordList GUESSES = WordList.union(ANSWERS, WordList.of("salet", "crate"));

  private static DecisionTree plainTree(String opener, Mode mode) {
    return plainTree(ANSWERS, GUESSES, opener, mode);
  }

  private static DecisionTree plainTree(
      WordList answers, WordList guesses, String opener, Mode mode) {
    StringBuilder text = new StringBuilder();
    for (List<String> play : EngineTestSupport.plainPlays(answers, opener).values()) {
      text.append(String.join(" ", play)).append('\n');
    }
    return TreeFormat.read(
        new StringReader(text.toString()),
        "plain",
        TreeFormat.ReadOptions.of(answers, guesses).withMode(mode));
  }

  /** A loader that counts its calls. */
  private static final class Counting implements Supplier<DecisionTree> {
    final AtomicInteger calls = new AtomicInteger();
    final DecisionTree tree;

    Counting(DecisionTree tree) {
      this.tree = tree;
    }

    @Override
    public DecisionTree get() {
      calls.incrementAndGet();
      return tree;
    }
  }

  private static List<String> play(Solver solver, Mode mode, String answer, List<Turn> start) {
    Game game = solver.resume(mode, start);
    List<String> guesses = new ArrayList<>();
    while (!game.isSolved()) {
      String next = game.bestGuess();
      guesses.add(next);
      game = game.apply(next, Feedback.compute(next, answer));
    }
    return guesses;
  }

  @Test
  void aGameOpenedWithAnotherWordNeverLoadsTheTree() {
    Counting loader = new Counting(plainTree("salet", Mode.HARD));
    Solver solver = Solver.builder(ANSWERS, GUESSES).tree(Mode.HARD, "SALET", loader).build();
    assertEquals("salet", solver.treeOpener(Mode.HARD), "the opener, normalized");
    assertNull(solver.treeOpener(Mode.NORMAL));
    String answer = ANSWERS.get(7);
    Turn crate = new Turn("crate", Feedback.compute("crate", answer));
    play(solver, Mode.HARD, answer, List.of(crate));
    solver.resume(Mode.HARD, List.of(crate)).suggest(3);
    play(solver, Mode.NORMAL, answer, List.of()); // no tree in this mode
    assertEquals(0, loader.calls.get(), "the tree was loaded for games off it");
    assertSame(loader.tree, solver.tree(Mode.HARD), "Solver.tree loads it");
    assertEquals(1, loader.calls.get());
  }

  @Test
  void gamesOnTheTreePlayAsWithTheTreeGivenAndLoadItOnce() throws Exception {
    DecisionTree tree = plainTree("salet", Mode.HARD);
    Counting loader = new Counting(tree);
    Solver lazy = Solver.builder(ANSWERS, GUESSES).tree(Mode.HARD, "salet", loader).build();
    Solver given = Solver.builder(ANSWERS, GUESSES).tree(tree).build();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Future<List<String>>> plays = new ArrayList<>();
      for (int i = 0; i < ANSWERS.size(); i += 9) {
        String answer = ANSWERS.get(i);
        plays.add(
            pool.submit(
                () -> {
                  start.await();
                  return play(lazy, Mode.HARD, answer, List.of());
                }));
      }
      start.countDown();
      for (int k = 0; k < plays.size(); k++) {
        String answer = ANSWERS.get(9 * k);
        List<String> expected = play(given, Mode.HARD, answer, List.of());
        assertEquals(expected, plays.get(k).get(), answer);
        assertEquals(tree.play(9 * k), expected, "the given tree's play");
      }
    } finally {
      pool.shutdownNow();
    }
    assertEquals(1, loader.calls.get(), "loaded once for every game");
  }

  @Test
  void aLoaderThatGivesAnotherTreeFailsTheFirstUseNamingIt() {
    DecisionTree crate = plainTree("crate", Mode.HARD);
    Solver wrongOpener =
        Solver.builder(ANSWERS, GUESSES).tree(Mode.HARD, "salet", () -> crate).build();
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> wrongOpener.newGame(Mode.HARD).bestGuess());
    assertEquals(
        "the loader of the hard-mode tree of opener salet gave the hard-mode tree of opener crate",
        e.getMessage());
    DecisionTree normal = plainTree("salet", Mode.NORMAL);
    Solver wrongMode =
        Solver.builder(ANSWERS, GUESSES).tree(Mode.HARD, "salet", () -> normal).build();
    assertTrue(
        assertThrows(IllegalStateException.class, () -> wrongMode.tree(Mode.HARD))
            .getMessage()
            .endsWith("gave the normal-mode tree of opener salet"));
    WordList fewer = WordList.of(EngineTestSupport.answerWords(100));
    DecisionTree other =
        plainTree(fewer, WordList.union(fewer, WordList.of("salet")), "salet", Mode.HARD);
    Solver otherLists =
        Solver.builder(ANSWERS, GUESSES).tree(Mode.HARD, other.opener(), () -> other).build();
    assertTrue(
        assertThrows(IllegalStateException.class, () -> otherLists.tree(Mode.HARD))
            .getMessage()
            .endsWith("gave a tree for other word lists"));
    Solver failing =
        Solver.builder(ANSWERS, GUESSES)
            .tree(
                Mode.HARD,
                "salet",
                () -> {
                  throw new IllegalArgumentException("resource missing");
                })
            .build();
    assertEquals(
        "the hard-mode tree of opener salet failed to load:"
            + " java.lang.IllegalArgumentException: resource missing",
        assertThrows(IllegalStateException.class, () -> failing.tree(Mode.HARD)).getMessage());
  }
}
