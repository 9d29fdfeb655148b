package io.github.wordlesolver.examples.scorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The example scorer plugs in through ServiceLoader and ranks as documented. */
class WorstThenEntropyScorerTest {
  @Test
  void isFoundByNameThroughServiceLoader() {
    assertInstanceOf(WorstThenEntropyScorer.class, Scorers.byName("worst-then-entropy"));
    assertTrue(Scorers.names().contains("worst-then-entropy"), Scorers.names().toString());
  }

  @Test
  void ranksByWorstCaseThenEntropy() {
    Scorer scorer = Scorers.byName("worst-then-entropy");
    Solver solver = Solver.of(WordLists.originalAnswers(), WordLists.originalGuesses());
    List<Suggestion> best = solver.newGame().suggest(5, scorer);
    for (Suggestion s : best) {
      assertEquals(168, s.worstCase(), s.toString());
    }
    for (int i = 1; i < best.size(); i++) {
      assertTrue(best.get(i - 1).entropyBits() >= best.get(i).entropyBits(), best.toString());
    }
  }
}
