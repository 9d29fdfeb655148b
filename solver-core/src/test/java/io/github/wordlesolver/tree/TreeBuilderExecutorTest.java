package io.github.wordlesolver.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.CountingExecutor;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link TreeBuilder#executor}: the opener's buckets are solved on the caller's executor and the
 * calling thread, never on the common pool, and the tree is the default's, also on one thread and
 * on the calling thread alone.
 */
@Timeout(300)
class TreeBuilderExecutorTest {
  private static final WordList ANSWERS = WordList.of(TreeTestLists.ANSWERS.subList(0, 300));
  private static final WordList GUESSES = WordList.of(TreeTestLists.ALLOWED.subList(0, 400));

  private static List<String> plays(DecisionTree tree) {
    List<String> plays = new ArrayList<>();
    for (int a = 0; a < tree.answers().size(); a++) {
      plays.add(String.join(" ", tree.play(a)));
    }
    return plays;
  }

  private static TreeBuilder builder() {
    return TreeBuilder.of(ANSWERS, GUESSES).mode(Mode.NORMAL);
  }

  @Test
  void bucketsAreSolvedOnTheCallersExecutorAndTheTreeIsTheDefaults() {
    List<String> byDefault = plays(builder().build());
    String caller = Thread.currentThread().getName();
    try (CountingExecutor executor = new CountingExecutor("tree-pool", 2)) {
      Set<String> threads = ConcurrentHashMap.newKeySet();
      DecisionTree tree =
          builder()
              .executor(executor)
              .progress((phase, done, total) -> threads.add(Thread.currentThread().getName()))
              .build();
      assertEquals(byDefault, plays(tree));
      assertTrue(executor.given() > 0, "no task was handed to the caller's executor");
      for (String name : threads) {
        assertTrue(name.equals(caller) || executor.owns(name), name + " in " + threads);
      }
    }
  }

  @Test
  void sameTreeOnOneThreadAndOnTheCallingThreadAlone() {
    List<String> byDefault = plays(builder().exact().build());
    try (CountingExecutor one = new CountingExecutor("one-thread", 1)) {
      assertEquals(byDefault, plays(builder().exact().executor(one).build()));
    }
    assertEquals(byDefault, plays(builder().exact().executor(Runnable::run).build()));
  }
}
