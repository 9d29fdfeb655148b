package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.wordlesolver.WordList;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A multi-board solver reads the mark table of the solver it is made from: one table, not two. */
class SharedTableTest {
  @Test
  void multiBoardGamesUseTheSolversTable() {
    // Lists of this test's own (200 answers, last first), so no engine another test made in this
    // JVM and still holds can have built the table already.
    List<String> words = new ArrayList<>(EngineTestSupport.answerWords(200));
    Collections.reverse(words);
    WordList answers = WordList.of(words);
    Solver solver = Solver.of(answers, WordList.union(answers, EngineTestSupport.allowed(40)));
    assertNull(solver.engine().tableIfBuilt());
    MultiSolver.of(solver).prepare();
    assertNotNull(solver.engine().tableIfBuilt(), "the multi-board solver built its own table");
    // A solver made anew from equal lists shares it too.
    Solver twin =
        Solver.of(
            WordList.of(answers.asList()), WordList.union(answers, EngineTestSupport.allowed(40)));
    assertSame(solver.engine().tableIfBuilt(), twin.engine().tableIfBuilt());
  }
}
