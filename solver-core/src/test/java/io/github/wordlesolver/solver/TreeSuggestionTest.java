package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.testing.EngineTestSupport;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.TreeFormat;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A tree's suggestion has the figures a ranked suggestion of the same guess has (bits, worst case,
 * expected size, patterns, whether it can be the answer), bit for bit, because both come from the
 * one split ({@code Position.split}); and it still builds no mark table, down to the last answer.
 */
class TreeSuggestionTest {
  /** The plays of a plain strategy as a plain tree file. */
  private static String plainTree(WordList answers, String opener) {
    StringBuilder text = new StringBuilder();
    for (List<String> play : EngineTestSupport.plainPlays(answers, opener).values()) {
      text.append(String.join(" ", play)).append('\n');
    }
    return text.toString();
  }

  /** Figures of a suggestion other than its score. */
  private static List<Object> figures(Suggestion s) {
    return List.of(
        s.word(),
        Double.doubleToRawLongBits(s.entropyBits()),
        s.worstCase(),
        Double.doubleToRawLongBits(s.expectedRemaining()),
        s.patterns(),
        s.possibleAnswer());
  }

  @Test
  void aTreesSuggestionHasTheRankedFiguresAndBuildsNoTable() {
    // Lists of this test's own (every other answer, last first), so that no engine another test
    // made in this JVM can have built the table already.
    List<String> words = new ArrayList<>(EngineTestSupport.answerWords(260));
    Collections.reverse(words);
    List<String> own = new ArrayList<>();
    for (int i = 0; i < words.size(); i += 2) {
      own.add(words.get(i));
    }
    WordList answers = WordList.of(own);
    WordList guesses = WordList.union(answers, WordList.of("salet", "crate"));
    DecisionTree tree =
        TreeFormat.read(
            new StringReader(plainTree(answers, "salet")),
            "plain",
            TreeFormat.ReadOptions.of(answers, guesses).withMode(Mode.HARD));
    Solver solver = Solver.builder(answers, guesses).tree(tree).build();
    // Games down the tree to one answer left; the first suggestion read off the tree each time.
    List<Game> onTree = new ArrayList<>();
    for (String answer : List.of(answers.get(0), answers.get(17), answers.get(64))) {
      Game game = solver.newGame(Mode.HARD);
      while (!game.isSolved()) {
        onTree.add(game);
        String next = game.suggest(1).get(0).word();
        game = game.apply(next, Feedback.compute(next, answer));
      }
    }
    assertNull(solver.engine().tableIfBuilt(), "a tree's suggestion built the mark table");
    assertTrue(onTree.stream().anyMatch(g -> g.candidates().size() == 1), "one answer left");
    assertTrue(onTree.stream().anyMatch(g -> g.candidates().size() > 50), "many answers left");
    for (Game game : onTree) {
      Suggestion fromTree = game.suggest(1).get(0);
      // The same guess ranked: the engine's split over the table, built by now.
      Suggestion ranked = game.evaluate(fromTree.word(), Scorers.entropy());
      assertNotNull(solver.engine().tableIfBuilt());
      assertEquals(figures(ranked), figures(fromTree), game.toString());
    }
  }
}
