package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.testing.EngineTestSupport;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.TreeFormat;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * What a {@link Game} plans and counts: a solved game takes no more turns, the guesses left (for
 * the player and for a scorer), the planned guess (opener, tree, exact endgame) first in {@link
 * Game#suggest} followed by the ranking without it, and the figures of a tree's suggestion, checked
 * against sums over the tree's plays done here.
 */
class GamePlanTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(80);
  private static final WordList EXTRA =
      WordList.union(EngineTestSupport.allowed(60), WordList.of("salet", "qajaq"));
  private static final Solver ENTROPY =
      Solver.builder(ANSWERS, EXTRA).scorer(Scorers.entropy()).build();

  private static List<String> words(List<Suggestion> suggestions) {
    return suggestions.stream().map(Suggestion::word).collect(Collectors.toList());
  }

  // ---------------------------------------------------------------- a solved game

  @Test
  void aSolvedGameTakesNoMoreTurns() {
    Game solved =
        ENTROPY
            .newGame()
            .apply("crate", Feedback.compute("crate", "cigar"))
            .apply("cigar", Feedback.allGreen(5));
    assertTrue(solved.isSolved());
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> solved.apply("salet", Feedback.parse("-----")));
    assertEquals("the game is solved: start a new one", e.getMessage());
    assertThrows(
        IllegalStateException.class, () -> solved.apply(new Turn("cigar", Feedback.allGreen(5))));
    assertEquals(
        "the game is solved",
        assertThrows(IllegalStateException.class, solved::bestGuess).getMessage());
    assertThrows(IllegalStateException.class, () -> solved.suggest(2, Scorers.lookahead()));
    // A game with one answer left is not solved until it is guessed.
    Game one = ENTROPY.newGame().apply("cigar", Feedback.compute("cigar", "rebut"));
    assertFalse(one.isSolved());
    assertFalse(ENTROPY.newGame().isSolved());
  }

  // ---------------------------------------------------------------- guesses left

  /** Records the guesses left that every partition it scores reports. */
  private static final class Recorder implements Scorer {
    final Set<Integer> seen = ConcurrentHashMap.newKeySet();

    @Override
    public String name() {
      return "recorder";
    }

    @Override
    public double cost(Partition partition) {
      seen.add(partition.guessesLeft());
      return partition.largest();
    }
  }

  @Test
  void guessesLeftCountDownToZeroAndScorersSeeThoseAfterTheNext() {
    Solver four = Solver.builder(ANSWERS, EXTRA).scorer(Scorers.entropy()).maxGuesses(4).build();
    String answer = "humph";
    List<String> misses = List.of("qajaq", "salet", "crate", "cigar", "rebut");
    Game game = four.newGame();
    for (int k = 0; k <= misses.size(); k++) {
      assertEquals(Math.max(0, 4 - k), game.guessesLeft(), "after " + k + " turns");
      Recorder recorder = new Recorder();
      game.suggest(2, recorder);
      // After the next guess: 3, 2, 1, then none (a lost game plays on with up to 20 more).
      int after = 4 - k - 1;
      assertEquals(Set.of(after >= 1 ? after : GameRules.MAX_GUESSES), recorder.seen, "after " + k);
      if (k < misses.size()) {
        String g = misses.get(k);
        game = game.apply(g, Feedback.compute(g, answer));
      }
    }
    assertEquals(6, ENTROPY.newGame().guessesLeft());
    assertEquals(6, ENTROPY.newGame(Mode.STRICT).rules().maxGuesses());
  }

  // ---------------------------------------------------------------- the planned guess first

  @Test
  void theOpenerComesFirstThenTheRankingWithoutIt() {
    Solver withOpener =
        Solver.builder(ANSWERS, EXTRA).scorer(Scorers.entropy()).opener("qajaq").build();
    List<Suggestion> ranked = ENTROPY.newGame().suggest(8);
    assertFalse(words(ranked).contains("qajaq"), "the opener is a poor guess");
    Game start = withOpener.newGame();
    List<Suggestion> five = start.suggest(5);
    assertEquals(5, five.size());
    assertEquals(start.evaluate("qajaq"), five.get(0));
    assertEquals(ranked.subList(0, 4), five.subList(1, 5));
    assertEquals(List.of(start.evaluate("qajaq")), start.suggest(1));
    assertEquals("qajaq", start.bestGuess());
    // A good opener the ranking also has is not repeated.
    String top = ranked.get(1).word();
    Game other =
        Solver.builder(ANSWERS, EXTRA).scorer(Scorers.entropy()).opener(top).build().newGame();
    List<Suggestion> four = other.suggest(4);
    assertEquals(top, four.get(0).word());
    assertEquals(4, four.stream().map(Suggestion::word).distinct().count());
    List<String> rest = new ArrayList<>(words(ranked));
    rest.remove(top);
    assertEquals(rest.subList(0, 3), words(four).subList(1, 4));
    // The opener plays only on an empty history.
    Game later = start.apply("qajaq", Feedback.compute("qajaq", "humph"));
    assertEquals(later.suggest(3, Scorers.entropy()), later.suggest(3));
  }

  @Test
  void theExactEndgameGuessComesFirstInSuggestions() {
    Solver lookahead = Solver.of(ANSWERS, EXTRA);
    int checked = 0;
    for (String answer :
        List.of(
            "cigar", "humph", "awake", "sissy", "rebut", "spike", "crazy", "model", "heath",
            "stool")) {
      Game game = lookahead.newGame().apply("crate", Feedback.compute("crate", answer));
      int n = game.candidates().size();
      if (game.isSolved() || n <= 2 || n > 24) {
        continue;
      }
      String planned = game.bestGuess();
      List<Suggestion> three = game.suggest(3);
      assertEquals(planned, three.get(0).word(), game.toString());
      assertEquals(game.evaluate(planned), three.get(0), game.toString());
      assertEquals(3, three.stream().map(Suggestion::word).distinct().count());
      checked++;
    }
    assertTrue(checked >= 3, "checked " + checked);
  }

  // ---------------------------------------------------------------- a tree's plan

  @Test
  void aTreesGuessComesFirstWithTheTreesOwnFigures() {
    Map<String, List<String>> plays = EngineTestSupport.plainPlays(ANSWERS, "salet");
    StringBuilder text = new StringBuilder();
    for (String answer : ANSWERS.asList()) {
      text.append(String.join(" ", plays.get(answer))).append('\n');
    }
    DecisionTree tree =
        TreeFormat.read(
            new StringReader(text.toString()),
            "plain",
            TreeFormat.ReadOptions.of(ENTROPY.answers(), ENTROPY.guesses()).withMode(Mode.HARD));
    Solver solver = Solver.builder(ANSWERS, EXTRA).scorer(Scorers.entropy()).tree(tree).build();
    for (String answer : List.of("cigar", "humph", "spike", "awake", "sower")) {
      Game game = solver.newGame(Mode.HARD);
      List<String> play = plays.get(answer);
      for (int k = 0; k < play.size(); k++) {
        String next = play.get(k);
        assertEquals(next, game.bestGuess());
        Suggestion first = game.suggest(1).get(0);
        // Expected figures, from the plays and the candidates.
        List<String> left = game.candidates().words();
        long total = 0;
        Map<Feedback, Integer> sizes = new HashMap<>();
        for (String a : left) {
          total += plays.get(a).size() - k;
          sizes.merge(Feedback.compute(next, a), 1, Integer::sum);
        }
        double bits = 0;
        double squares = 0;
        for (int s : sizes.values()) {
          double p = (double) s / left.size();
          bits -= p * Math.log(p) / Math.log(2);
          squares += (double) s * s;
        }
        String where = answer + " at guess " + (k + 1);
        assertEquals(next, first.word(), where);
        assertEquals(total, first.score(), 0, where);
        assertEquals(bits, first.entropyBits(), 1e-9, where);
        assertEquals(squares / left.size(), first.expectedRemaining(), 1e-9, where);
        assertEquals(sizes.size(), first.patterns(), where);
        assertEquals(
            sizes.values().stream().mapToInt(Integer::intValue).max().orElseThrow(),
            first.worstCase(),
            where);
        assertEquals(left.contains(next), first.possibleAnswer(), where);
        // More suggestions: the tree's first, then the ranking without it.
        List<Suggestion> three = game.suggest(3);
        assertEquals(first, three.get(0), where);
        List<String> ranked = words(game.suggest(4, Scorers.entropy()));
        ranked.remove(next);
        assertEquals(ranked.subList(0, 2), words(three).subList(1, 3), where);
        game = game.apply(next, Feedback.compute(next, answer));
      }
      assertTrue(game.isSolved());
    }
    // Normal mode has no tree here: the scorer decides.
    Game normal = solver.newGame();
    assertEquals(normal.suggest(1, Scorers.entropy()), normal.suggest(1));
    assertNull(solver.tree(Mode.NORMAL));
  }

  // ---------------------------------------------------------------- messages

  @Test
  void whyIllegalNamesTheProblem() {
    Game game = ENTROPY.newGame(Mode.HARD).apply("salet", Feedback.compute("salet", "spike"));
    assertEquals("'abcdef' has 6 letters, expected 5", game.whyIllegal("abcdef"));
    assertEquals("'zzzzz' is not in the guess list", game.whyIllegal("zzzzz"));
    assertEquals(
        "'cigar' breaks the hard-mode rule (NYT): letter 1 must be S", game.whyIllegal("cigar"));
    assertNull(game.whyIllegal("spike"));
    assertNull(game.withMode(Mode.NORMAL).whyIllegal("cigar"));
  }

  @Test
  void marksNoAllowedGuessGivesNameTheTurn() {
    Game game = ENTROPY.newGame().apply("crate", Feedback.compute("crate", "humph"));
    int n = game.candidates().size();
    assertTrue(n > 1);
    ImpossibleMarksException e =
        assertThrows(
            ImpossibleMarksException.class, () -> game.apply("humph", Feedback.parse("GGGG-")));
    assertEquals(ImpossibleMarksException.Reason.NO_ANSWER, e.reason());
    assertTrue(
        e.getMessage().startsWith("nothing fits after turn 2 (humph:GGGG-)"), e.getMessage());
    Solver tiny = Solver.of(WordList.of("abc", "abd", "xyz"), WordList.of("qqq"));
    Game one = tiny.newGame().apply("abc", Feedback.parse("GG-"));
    assertEquals(List.of("abd"), one.candidates().words());
    ImpossibleMarksException single =
        assertThrows(ImpossibleMarksException.class, () -> one.apply("qqq", Feedback.parse("--G")));
    assertEquals(ImpossibleMarksException.Reason.NO_ANSWER, single.reason());
    assertEquals(
        "nothing fits after turn 2 (qqq:--G): none of the 4 accepted words gives all"
            + " the marks so far; check them",
        single.getMessage());
    assertEquals("NORMAL " + game.history() + ", " + n + " answers left", game.toString());
  }
}
