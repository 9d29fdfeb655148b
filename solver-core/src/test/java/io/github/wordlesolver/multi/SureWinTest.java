package io.github.wordlesolver.multi;

import static io.github.wordlesolver.testing.EngineTestSupport.randomWords;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.MarkTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The sure-win proof against a brute-force adversarial search written here (every guess as a
 * follow-up, the independent marker of {@link MultiGameTest}), and the Dordle game the greedy
 * strategy used to lose.
 */
class SureWinTest {

  /** Brute force: every board surely solved within {@code left} guesses, any guess allowed. */
  private static boolean wins(List<List<String>> boards, int left, List<String> guesses) {
    if (boards.isEmpty()) {
      return true;
    }
    if (left < boards.size()) {
      return false;
    }
    for (String g : guesses) {
      if (winsAfter(g, boards, left, guesses)) {
        return true;
      }
    }
    return false;
  }

  private static boolean winsAfter(
      String g, List<List<String>> boards, int left, List<String> guesses) {
    List<List<List<String>>> options = new ArrayList<>();
    for (List<String> board : boards) {
      Map<String, List<String>> byMarks = new LinkedHashMap<>();
      for (String a : board) {
        byMarks.computeIfAbsent(MultiGameTest.marks(g, a), k -> new ArrayList<>()).add(a);
      }
      List<List<String>> buckets = new ArrayList<>();
      for (Map.Entry<String, List<String>> e : byMarks.entrySet()) {
        buckets.add(e.getKey().equals("G".repeat(g.length())) ? List.of() : e.getValue());
      }
      options.add(buckets);
    }
    return everyChoice(options, 0, new ArrayList<>(), left - 1, guesses);
  }

  private static boolean everyChoice(
      List<List<List<String>>> options,
      int board,
      List<List<String>> chosen,
      int left,
      List<String> guesses) {
    if (board == options.size()) {
      List<List<String>> open = new ArrayList<>();
      for (List<String> b : chosen) {
        if (!b.isEmpty()) {
          open.add(b);
        }
      }
      return wins(open, left, guesses);
    }
    for (List<String> bucket : options.get(board)) {
      chosen.add(bucket);
      boolean ok = everyChoice(options, board + 1, chosen, left, guesses);
      chosen.remove(chosen.size() - 1);
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  @Test
  void aProofIsNeverWrongAndWithEveryFollowUpItFindsEveryWin() {
    Random random = new Random(3);
    int proven = 0;
    int refuted = 0;
    for (int round = 0; round < 60; round++) {
      WordList answers = WordList.of(new TreeSet<>(randomWords(random, 10, 4, 3)));
      List<String> guessWords = new ArrayList<>(answers.asList());
      guessWords.addAll(randomWords(random, 6, 4, 4));
      WordList guesses = WordList.of(new TreeSet<>(guessWords));
      MarkTable table = MarkTable.build(guesses, answers);
      int boards = 1 + random.nextInt(2);
      int[][] sets = new int[boards][];
      List<List<String>> words = new ArrayList<>();
      for (int b = 0; b < boards; b++) {
        TreeSet<Integer> set = new TreeSet<>();
        int size = 1 + random.nextInt(4);
        while (set.size() < size) {
          set.add(random.nextInt(answers.size()));
        }
        sets[b] = set.stream().mapToInt(Integer::intValue).toArray();
        words.add(set.stream().map(answers::get).toList());
      }
      int left = boards + random.nextInt(3);
      int guess = random.nextInt(guesses.size());
      boolean expected = winsAfter(guesses.get(guess), words, left, guesses.asList());
      int[] all = IntStream.range(0, guesses.size()).toArray();
      // Every guess as a follow-up and a budget that is never reached: exactly brute force.
      assertEquals(
          expected,
          new SureWin(table, all, 1 << 20).winsAfter(guess, sets, left),
          () -> guesses.get(guess) + " on " + words + " with " + left + " left");
      // Few follow-ups and a small budget: a proof may be missed, never made up.
      if (new SureWin(table, new int[] {0}, 3).winsAfter(guess, sets, left)) {
        assertTrue(expected, () -> "made up a win on " + words);
      }
      proven += expected ? 1 : 0;
      refuted += expected ? 0 : 1;
    }
    assertTrue(proven > 5 && refuted > 5, "proven " + proven + ", refuted " + refuted);
  }

  @Test
  void theDefaultStrategyWinsTheDordleItUsedToLose() {
    // Seed 1, game 4135 of the original lists: soare clint fanny nanny, then three guesses for
    // eight words of a _RA_E family, and a loss. The strategy now proves its guess safe first.
    MultiSolver solver = MultiGameTest.SOLVER;
    List<String> secret = List.of("nanny", "graze");
    MultiGame game = solver.newGame(2);
    while (!game.isOver()) {
      String guess = game.bestGuess();
      List<Feedback> marks = new ArrayList<>();
      for (String answer : secret) {
        marks.add(Feedback.parse(MultiGameTest.marks(guess, answer)));
      }
      game = game.apply(guess, marks);
    }
    assertTrue(game.isSolved(), game::toString);
    assertTrue(game.played().size() <= game.maxGuesses(), game::toString);
  }
}
