package io.github.wordlesolver.examples.setup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.solver.Solver;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link SolverSetup#warmUpInBackground}: a daemon that an interrupt stops. */
class WarmUpInBackgroundTest {
  @Test
  void warmsUpOnADaemonThreadThatAnInterruptStops() throws InterruptedException {
    Random random = new Random(5);
    Set<String> words = new LinkedHashSet<>();
    while (words.size() < 3_000) { // more games than 5 s can play
      StringBuilder word = new StringBuilder();
      for (int i = 0; i < 5; i++) {
        word.append((char) ('a' + random.nextInt(7)));
      }
      words.add(word.toString());
    }
    WordList list = WordList.of(List.copyOf(words));
    Solver solver = Solver.of(list, list);
    Thread warmUp = SolverSetup.warmUpInBackground(solver, Mode.HARD);
    assertTrue(warmUp.isDaemon(), "a warm-up must not keep the process alive");
    assertEquals("wordle-warm-up", warmUp.getName());
    warmUp.interrupt();
    // Well under the warm-up's own 5 s: it stops after the guess under way.
    warmUp.join(4_000);
    assertFalse(warmUp.isAlive(), "the warm-up ignored its interrupt");
  }
}
