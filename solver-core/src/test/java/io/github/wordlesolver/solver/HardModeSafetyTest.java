package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.testing.EngineTestSupport;
import io.github.wordlesolver.tree.OpenerLosesException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Hard mode never loses where a win exists: on small random lists with few guesses allowed (where
 * letter families trap a greedy player), whenever the exact search finds a tree within the limit
 * from the solver's first guess, self-play with that first guess finds every answer within the
 * limit, in both hard modes and with any scorer.
 */
class HardModeSafetyTest {
  private static List<String> distinct(Random random, int count, int length, int alphabet) {
    Set<String> words = new LinkedHashSet<>();
    while (words.size() < count) {
      words.add(EngineTestSupport.randomWord(random, length, alphabet));
    }
    return new ArrayList<>(words);
  }

  /**
   * Answers made of letter families, the hard-mode trap: four-letter words over a-h, a few stems
   * with one open position each filled with five to seven letters (_ake: bake, cake, fake...), and
   * a few other words.
   */
  private static List<String> families(Random random) {
    Set<String> words = new LinkedHashSet<>();
    for (int f = 0; f < 3 + random.nextInt(2); f++) {
      char[] stem = EngineTestSupport.randomWord(random, 4, 8).toCharArray();
      int open = random.nextInt(4);
      int size = 5 + random.nextInt(3);
      for (int c = 0; c < 8 && size > 0; c++) {
        stem[open] = (char) ('a' + (c + f) % 8);
        if (words.add(new String(stem))) {
          size--;
        }
      }
    }
    words.addAll(distinct(random, 8, 4, 8));
    return new ArrayList<>(words);
  }

  /** Family answers ({@link #families}), 25 more guesses, and a hard mode. */
  private record Instance(WordList answers, WordList guesses, Mode mode) {
    static Instance draw(Random random) {
      List<String> answerWords = families(random);
      Set<String> all = new LinkedHashSet<>(answerWords);
      all.addAll(distinct(random, 25, 4, 8));
      return new Instance(
          WordList.of(answerWords),
          WordList.of(new ArrayList<>(all)),
          random.nextBoolean() ? Mode.HARD : Mode.STRICT);
    }
  }

  @Test
  void selfPlayWinsWheneverATreeWithinTheLimitExists() {
    Random random = new Random(20261123);
    int winnable = 0;
    int greedyWouldLose = 0;
    for (int i = 0; i < 40; i++) {
      int limit = 4 + random.nextInt(2);
      Instance instance = Instance.draw(random);
      WordList answers = instance.answers();
      WordList guesses = instance.guesses();
      Mode mode = instance.mode();
      for (var scorer : List.of(Scorers.lookahead(), Scorers.entropy())) {
        Solver ranked = Solver.builder(answers, guesses).scorer(scorer).maxGuesses(limit).build();
        String opener = ranked.newGame(mode).bestGuess();
        Solver solver =
            Solver.builder(answers, guesses)
                .scorer(scorer)
                .maxGuesses(limit)
                .opener(opener)
                .build();
        boolean treeExists;
        try {
          solver.treeBuilder().mode(mode).exact().build();
          treeExists = true;
        } catch (OpenerLosesException e) {
          treeExists = false;
        }
        if (!treeExists) {
          continue;
        }
        winnable++;
        SimulationResult result = SelfPlay.of(solver).withMode(mode).run();
        assertEquals(
            0,
            result.failed(),
            () ->
                mode
                    + " limit "
                    + limit
                    + " "
                    + scorer
                    + " opener "
                    + opener
                    + " on "
                    + answers.asList()
                    + " / "
                    + guesses.asList()
                    + ": "
                    + result.plays());
        // How often the scorer's own choice alone would have lost somewhere (coverage).
        greedyWouldLose += greedyFails(answers, guesses, scorer, limit, mode, opener) ? 1 : 0;
      }
    }
    assertTrue(winnable >= 20, "winnable instances: " + winnable);
    assertTrue(
        greedyWouldLose >= 3,
        "instances where the scorer alone loses: " + greedyWouldLose + " of " + winnable);
  }

  /**
   * {@link Solver.Builder#checkBudget} bounds the nodes the checks behind one suggestion expand: on
   * family lists (more answers than an exact endgame takes, and a scorer without exact endgames, so
   * only the checks search), a first suggestion under a budget of three expands at most three;
   * without that bound some first suggestions expand more.
   */
  @Test
  void theCheckBudgetBoundsTheNodesBehindASuggestion() {
    Random random = new Random(20261126);
    int bounded = 0;
    int searchedMore = 0;
    for (int i = 0; i < 40; i++) {
      Instance instance = Instance.draw(random);
      if (instance.answers().size() <= Scorers.entropy().exactEndgame()) {
        continue;
      }
      // A new draw each time: lists of its own, so an engine with an empty memo.
      boolean budgeted = i % 2 == 1;
      Solver solver =
          Solver.builder(instance.answers(), instance.guesses())
              .scorer(Scorers.entropy())
              .maxGuesses(4)
              .checkBudget(budgeted ? 3 : 1_000_000)
              .build();
      long before = solver.engine().endgame(instance.mode()).nodes();
      solver.newGame(instance.mode()).bestGuess();
      long spent = solver.engine().endgame(instance.mode()).nodes() - before;
      if (budgeted) {
        assertTrue(spent <= 3, "spent " + spent);
        bounded++;
      } else if (spent > 3) {
        searchedMore++;
      }
    }
    assertTrue(bounded >= 10 && searchedMore >= 3, bounded + " bounded, " + searchedMore);
    assertThrows(
        IllegalArgumentException.class,
        () ->
            Solver.builder(WordList.of(List.of("abcd")), WordList.of(List.of("abcd")))
                .checkBudget(-1));
  }

  /**
   * A suggestion under a budget is the same however often it is asked: what the checks behind one
   * suggestion proved does not carry over to the next, where it would let a check that ran out of
   * its budget finish. Family lists again, with budgets small enough that some first suggestions
   * differ from an unbounded solver's.
   */
  @Test
  void aBudgetedSuggestionIsTheSameWhenAskedAgain() {
    Random random = new Random(20261127);
    int budgetMattered = 0;
    for (int i = 0; i < 60; i++) {
      Instance instance = Instance.draw(random);
      if (instance.answers().size() <= Scorers.entropy().exactEndgame()) {
        continue;
      }
      long budget = 1 + random.nextInt(12);
      Solver solver =
          Solver.builder(instance.answers(), instance.guesses())
              .scorer(Scorers.entropy())
              .maxGuesses(4)
              .checkBudget(budget)
              .build();
      String first = solver.newGame(instance.mode()).bestGuess();
      for (int again = 0; again < 3; again++) {
        assertEquals(
            first,
            solver.newGame(instance.mode()).bestGuess(),
            instance + " budget " + budget + ", asked again");
      }
      Solver unbounded =
          Solver.builder(instance.answers(), instance.guesses())
              .scorer(Scorers.entropy())
              .maxGuesses(4)
              .checkBudget(1_000_000)
              .build();
      budgetMattered += first.equals(unbounded.newGame(instance.mode()).bestGuess()) ? 0 : 1;
    }
    assertTrue(
        budgetMattered >= 3, "instances where the budget changed the guess: " + budgetMattered);
  }

  /**
   * {@link Solver.Builder#everyOpenerLoses}: where it is true (no opener has a tree within the
   * limit), declaring it changes no first guess; where it is false, the declared solver plays the
   * ranked best first guess (what a solver with room for every guess ranks first) instead of the
   * checked one, so the declaration does skip the check.
   */
  @Test
  void aDeclaredLostOpeningPlaysTheRankedBestFirstGuess() {
    Random random = new Random(20261125);
    int lost = 0;
    int skipped = 0;
    for (int i = 0; i < 40; i++) {
      int limit = 3 + random.nextInt(2);
      Instance instance = Instance.draw(random);
      WordList answers = instance.answers();
      WordList guesses = instance.guesses();
      Mode mode = instance.mode();
      var scorer = Scorers.entropy();
      Solver checking = Solver.builder(answers, guesses).scorer(scorer).maxGuesses(limit).build();
      Solver declared =
          Solver.builder(answers, guesses)
              .scorer(scorer)
              .maxGuesses(limit)
              .everyOpenerLoses(mode)
              .build();
      assertTrue(declared.everyOpenerLoses(mode) && !checking.everyOpenerLoses(mode));
      String rankedBest =
          Solver.builder(answers, guesses)
              .scorer(scorer)
              .maxGuesses(20)
              .build()
              .newGame(mode)
              .suggest(1)
              .get(0)
              .word();
      assertEquals(rankedBest, declared.newGame(mode).bestGuess());
      assertEquals(declared.newGame(mode).suggest(3), declared.newGame(mode).suggest(3));
      boolean treeExists = false;
      var trees = checking.treeBuilder().mode(mode).exact();
      for (int g = 0; g < guesses.size() && !treeExists; g++) {
        try {
          trees.opener(guesses.get(g)).build();
          treeExists = true;
        } catch (OpenerLosesException e) {
          // this opener loses some answer
        }
      }
      if (!treeExists) {
        lost++;
        assertEquals(checking.newGame(mode).bestGuess(), declared.newGame(mode).bestGuess());
        assertEquals(checking.newGame(mode).suggest(3), declared.newGame(mode).suggest(3));
      } else if (!checking.newGame(mode).bestGuess().equals(rankedBest)) {
        skipped++;
      }
    }
    assertTrue(lost >= 8, "instances where every opener loses: " + lost);
    assertTrue(skipped >= 8, "instances where the check picks another opener: " + skipped);
  }

  /** Plays every answer with the scorer's top suggestion ignoring safety, as before the check. */
  private static boolean greedyFails(
      WordList answers,
      WordList guesses,
      io.github.wordlesolver.scoring.Scorer scorer,
      int limit,
      Mode mode,
      String opener) {
    Solver solver = Solver.builder(answers, guesses).scorer(scorer).maxGuesses(20).build();
    for (int a = 0; a < answers.size(); a++) {
      String answer = answers.get(a);
      Game game = solver.newGame(mode);
      String guess = opener;
      int played = 0;
      while (true) {
        game = game.apply(guess, io.github.wordlesolver.Feedback.compute(guess, answer));
        played++;
        if (game.isSolved()) {
          break;
        }
        if (played > limit) {
          return true;
        }
        guess =
            game.candidates().size() == 1
                ? game.candidates().words().get(0)
                : game.suggest(1, scorer).get(0).word();
      }
      if (played > limit) {
        return true;
      }
    }
    return false;
  }
}
