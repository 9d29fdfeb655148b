package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.testing.EngineTestSupport;
import io.github.wordlesolver.testing.ExhaustiveOptimum;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Which guess a {@link Game} plays, against a model written here from {@link Game#bestGuess()}'s
 * documentation: the exact endgame exactly when more than two and at most {@link
 * Scorer#exactEndgame()} answers are left; in hard modes the best ranked guess after which every
 * answer can still be found within the guesses left (by exhaustive search over the rule's guesses:
 * {@link ExhaustiveOptimum}), else a guess that can if there is one; a lost endgame still gets a
 * guess. Also {@link Game#rate(Turn)} against {@link Solver#rate}.
 */
class GameChoiceModelTest {
  /** A deliberately poor scorer: the highest guess index first; exact endgames up to k. */
  private static Scorer lastFirst(int k) {
    return new Scorer() {
      @Override
      public String name() {
        return "lastfirst";
      }

      @Override
      public double cost(Partition partition) {
        return -partition.guess();
      }

      @Override
      public int exactEndgame() {
        return k;
      }
    };
  }

  /** The guesses {@code oracle} allows after {@code history}: those every turn allows. */
  private static BitSet allowedAfter(ExhaustiveOptimum oracle, List<Turn> history) {
    BitSet allowed = oracle.everyGuess();
    for (Turn t : history) {
      allowed = oracle.after(allowed, t.guess(), t.marks().code());
    }
    return allowed;
  }

  @Test
  void theExactEndgameIsPlayedForMoreThanTwoAndAtMostItsLimitOfAnswers() {
    List<String> answerWords = EngineTestSupport.answerWords(120);
    Set<String> all = new LinkedHashSet<>(answerWords);
    all.addAll(EngineTestSupport.allowedWords(200));
    all.add("zzzzz"); // last: the poor scorer's favourite, splitting nothing
    List<String> guessWords = new ArrayList<>(all);
    WordList answers = WordList.of(answerWords);
    ExhaustiveOptimum model = new ExhaustiveOptimum(guessWords, Mode.NORMAL);
    int k = 3;
    Solver solver = Solver.builder(answers, WordList.of(guessWords)).scorer(lastFirst(k)).build();
    assertEquals("zzzzz", solver.guesses().get(solver.guesses().size() - 1));
    int[] seen = new int[6];
    for (String first : answerWords.subList(0, 3)) {
      for (String answer : answerWords) {
        Game game = solver.newGame(Mode.NORMAL).apply(first, Feedback.compute(first, answer));
        int n = game.candidates().size();
        if (n < 2 || n > k + 1 || seen[n] >= 6) {
          continue;
        }
        seen[n]++;
        String chosen = game.bestGuess();
        String where = first + " -> " + game.candidates().words();
        if (n > 2 && n <= k) {
          // The first guess of an optimal tree within the guesses left.
          List<String> set = game.candidates().words();
          int depth = 6 - 1;
          BitSet every = model.everyGuess();
          assertEquals(
              model.total(set, depth, every), model.totalAfter(set, depth, every, chosen), where);
          assertNotEquals("zzzzz", chosen, where);
        } else {
          // Two answers, or more than the limit: the scorer's best (normal mode: no check).
          assertEquals("zzzzz", chosen, where);
        }
        assertEquals(chosen, game.suggest(3, lastFirst(k)).get(0).word(), where);
      }
    }
    assertTrue(seen[2] > 0 && seen[3] > 0 && seen[4] > 0, java.util.Arrays.toString(seen));
  }

  @Test
  void aLostHardModeEndgameStillGetsAGuess() {
    List<String> family =
        List.of("fight", "light", "might", "night", "right", "sight", "tight", "wight");
    Solver solver = Solver.of(WordList.of(family), WordList.of(List.of("frown", "numbs", "twerp")));
    for (Mode mode : List.of(Mode.HARD, Mode.STRICT)) {
      // After "light" six _ight answers are left and hard modes allow only _ight words: no tree
      // finds all six within the five guesses left.
      Game game = solver.newGame(mode).apply("light", Feedback.compute("light", "wight"));
      assertEquals(7, game.candidates().size());
      game = game.apply("fight", Feedback.compute("fight", "wight"));
      assertEquals(6, game.candidates().size());
      String chosen = game.bestGuess();
      assertTrue(game.candidates().contains(chosen), mode + " " + chosen);
      assertEquals(chosen, game.suggest(1).get(0).word());
    }
  }

  @Test
  void rateOneTurnIsSolverRatesFigures() {
    WordList answers = EngineTestSupport.answers(150);
    Solver solver = Solver.of(answers, EngineTestSupport.allowed(60));
    for (int a : new int[] {17, 90}) {
      String answer = answers.get(a);
      List<Turn> history = new ArrayList<>();
      for (String g : List.of(answers.get(3), answers.get(44), answer)) {
        history.add(new Turn(g, Feedback.compute(g, answer)));
      }
      List<TurnRating> expected = solver.rate(Mode.NORMAL, history);
      Game game = solver.newGame(Mode.NORMAL);
      for (int t = 0; t < history.size(); t++) {
        assertEquals(expected.get(t), game.rate(history.get(t)), answer + " turn " + t);
        game = game.apply(history.get(t));
      }
    }
  }

  /** Answers made of letter families (the hard-mode trap) plus a few other words: 4 letters. */
  private static List<String> families(Random random) {
    Set<String> words = new LinkedHashSet<>();
    for (int f = 0; f < 2 + random.nextInt(2); f++) {
      char[] stem = EngineTestSupport.randomWord(random, 4, 8).toCharArray();
      int open = random.nextInt(4);
      int size = 4 + random.nextInt(3);
      for (int c = 0; c < 8 && size > 0; c++) {
        stem[open] = (char) ('a' + (c + f) % 8);
        if (words.add(new String(stem))) {
          size--;
        }
      }
    }
    words.addAll(EngineTestSupport.randomWords(random, 5, 4, 8));
    return new ArrayList<>(words);
  }

  @Test
  void hardModesPlayTheBestRankedGuessThatCanStillFinish() {
    Random random = new Random(91);
    int checked = 0;
    int skipped = 0;
    int noneFinish = 0;
    int overridden = 0;
    int fallback = 0;
    for (int instance = 0; instance < 6; instance++) {
      List<String> answerWords = families(random);
      Set<String> all = new LinkedHashSet<>(answerWords);
      all.addAll(EngineTestSupport.randomWords(random, 30, 4, 8));
      // Last, 26 words over i-p: they share no letter with any answer, so split nothing; the
      // poor scorer ranks them first, so its 24 best often cannot finish in hard modes.
      while (all.size() < answerWords.size() + 56) {
        char[] w = EngineTestSupport.randomWord(random, 4, 8).toCharArray();
        for (int i = 0; i < w.length; i++) {
          w[i] += 8;
        }
        all.add(new String(w));
      }
      List<String> guessWords = new ArrayList<>(all);
      int limit = 3 + random.nextInt(3);
      Mode mode = instance / 2 % 2 == 0 ? Mode.HARD : Mode.STRICT;
      // No exact endgame: the safety check decides. The poor scorer ranks the highest guess
      // indices (the random extra words) first, so its best often cannot finish.
      Scorer scorer = instance % 2 == 0 ? Scorers.entropy() : lastFirst(0);
      Solver solver =
          Solver.builder(WordList.of(answerWords), WordList.of(guessWords))
              .scorer(scorer)
              .maxGuesses(limit)
              .build();
      ExhaustiveOptimum model = new ExhaustiveOptimum(guessWords, mode);
      for (String answer : answerWords) {
        Game game = solver.newGame(mode);
        List<Turn> history = new ArrayList<>();
        while (!game.isSolved() && history.size() < limit + 2) {
          List<String> set = game.candidates().words();
          String chosen = game.bestGuess();
          int left = limit - history.size() - 1;
          if (set.size() >= 2 && left >= 1) {
            BitSet allowed = allowedAfter(model, history);
            String where = mode + " limit " + limit + " " + history + " " + set;
            assertTrue(allowed.get(guessWords.indexOf(chosen)), where + ": " + chosen);
            boolean any = model.canFinish(set, left + 1, allowed);
            boolean ok = model.finishesAfter(set, left + 1, allowed, chosen);
            assertTrue(ok || !any, where + ": " + chosen + " cannot finish, another can");
            // No guess the scorer ranks strictly better can finish (it would have been chosen).
            double cost = game.evaluate(chosen, scorer).score();
            boolean better = false;
            List<Suggestion> ranked = game.suggest(24, scorer);
            // The fallback: every other suggestion ranks better and cannot finish.
            boolean last = ok && ranked.size() == 24;
            for (Suggestion s : ranked.subList(1, ranked.size())) {
              last &= s.score() < cost && !model.finishesAfter(set, left + 1, allowed, s.word());
            }
            fallback += last ? 1 : 0;
            for (Suggestion s : ranked) {
              if (s.score() < cost && allowed.get(guessWords.indexOf(s.word()))) {
                better = true;
                assertFalse(
                    model.finishesAfter(set, left + 1, allowed, s.word()),
                    where + ": " + s.word() + " ranks above " + chosen + " and finishes");
              }
            }
            checked++;
            noneFinish += any ? 0 : 1;
            overridden += better ? 1 : 0;
          } else {
            skipped++;
          }
          Turn turn = new Turn(chosen, Feedback.compute(chosen, answer));
          history.add(turn);
          game = game.apply(turn);
        }
      }
    }
    assertTrue(
        checked > 100 && overridden > 5 && noneFinish > 0 && fallback > 0,
        checked + " / " + noneFinish + " / " + overridden + " / " + skipped + " / " + fallback);
  }
}
