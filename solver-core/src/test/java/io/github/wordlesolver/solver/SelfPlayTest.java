package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Progress;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SelfPlayTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(120);
  private static final WordList EXTRA = EngineTestSupport.allowed(45);
  private static final Map<Mode, SimulationResult> RESULTS = new ConcurrentHashMap<>();

  /** One self-play run per mode with the default scorer, shared by the tests. */
  private static SimulationResult result(Mode mode) {
    return RESULTS.computeIfAbsent(
        mode, m -> SelfPlay.of(Solver.of(ANSWERS, EXTRA)).withMode(m).run());
  }

  /** Checks the figures against the plays, and each play against its answer. */
  private static void assertConsistent(WordList answers, SimulationResult r) {
    assertEquals(answers.size(), r.games());
    assertEquals(answers.size(), r.plays().size());
    long total = 0;
    int max = 0;
    int solved = 0;
    int[] histogram = new int[r.histogram().length];
    for (int a = 0; a < answers.size(); a++) {
      List<String> play = r.plays().get(a);
      String answer = answers.get(a);
      assertTrue(!play.isEmpty(), answer);
      assertEquals(answer, play.get(play.size() - 1), "play of " + answer + ": " + play);
      assertEquals(1, play.stream().filter(answer::equals).count(), "stops when found: " + play);
      total += play.size();
      max = Math.max(max, play.size());
      solved += play.size() <= r.allowedGuesses() ? 1 : 0;
      histogram[play.size()]++;
    }
    assertEquals(total, r.totalGuesses());
    assertEquals(max, r.mostGuesses());
    assertEquals(solved, r.solved());
    assertEquals(r.games() - r.solved(), r.failed());
    assertEquals(max + 1, r.histogram().length, Arrays.toString(r.histogram()));
    assertEquals(0, r.histogram()[0]);
    assertTrue(r.histogram()[max] > 0);
    assertEquals(Arrays.toString(histogram), Arrays.toString(r.histogram()));
    assertEquals(r.games(), Arrays.stream(r.histogram()).sum());
    long weighted = 0;
    for (int k = 0; k < r.histogram().length; k++) {
      weighted += (long) k * r.histogram()[k];
      assertEquals(r.histogram()[k], r.gamesWith(k));
    }
    assertEquals(r.totalGuesses(), weighted);
    assertEquals(0, r.gamesWith(-1));
    assertEquals(0, r.gamesWith(max + 1));
    assertEquals((double) total / answers.size(), r.average(), 1e-12);
  }

  /** Replays a play through a game in {@code mode}: every guess must be legal there. */
  private static Game replay(Solver solver, Mode mode, String answer, List<String> play) {
    Game game = solver.newGame(mode);
    for (String guess : play) {
      assertTrue(!game.isSolved(), "guessed on after solving: " + play);
      assertEquals(null, game.whyIllegal(guess), mode + " " + play);
      game = game.apply(guess, Feedback.compute(guess, answer));
      assertTrue(game.candidates().contains(answer));
    }
    assertTrue(game.isSolved(), play.toString());
    return game;
  }

  @ParameterizedTest
  @EnumSource(
      value = Mode.class,
      names = {"NORMAL", "HARD"})
  void figuresAgreeWithThePlays(Mode mode) {
    SimulationResult r = result(mode);
    assertConsistent(ANSWERS, r);
    assertEquals(r.games(), r.solved(), "a small list is always solved in six: " + r);
    assertTrue(r.average() > 1 && r.average() < 4, "average " + r.average());
  }

  @ParameterizedTest
  @EnumSource(
      value = Mode.class,
      names = {"NORMAL", "HARD"})
  void everyPlayIsALegalGame(Mode mode) {
    Solver solver = Solver.of(ANSWERS, EXTRA);
    SimulationResult r = result(mode);
    for (int a = 0; a < ANSWERS.size(); a++) {
      replay(solver, mode, ANSWERS.get(a), r.plays().get(a));
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = Mode.class,
      names = {"NORMAL", "HARD"})
  void playsAreWhatTheGameSuggests(Mode mode) {
    Solver solver = Solver.of(ANSWERS, EXTRA);
    SimulationResult r = result(mode);
    for (int a = 0; a < ANSWERS.size(); a += 5) {
      String answer = ANSWERS.get(a);
      assertEquals(EngineTestSupport.playOut(solver, mode, answer), r.plays().get(a), answer);
    }
    // Games that share a history make the same next guess.
    Map<String, Set<String>> next = new java.util.HashMap<>();
    for (int a = 0; a < ANSWERS.size(); a++) {
      List<String> play = r.plays().get(a);
      StringBuilder key = new StringBuilder();
      for (String guess : play) {
        next.computeIfAbsent(key.toString(), k -> new TreeSet<>()).add(guess);
        key.append(guess).append(':').append(Feedback.compute(guess, ANSWERS.get(a))).append(' ');
      }
    }
    next.forEach((history, guesses) -> assertEquals(1, guesses.size(), history + " -> " + guesses));
  }

  @Test
  void hardModePlaysKeepRevealedLetters() {
    // Independently of Game: after each guess, the next one keeps the greens in place and every
    // revealed letter at least as often as it was revealed.
    SimulationResult r = result(Mode.HARD);
    for (int a = 0; a < ANSWERS.size(); a++) {
      List<String> play = r.plays().get(a);
      String answer = ANSWERS.get(a);
      for (int i = 1; i < play.size(); i++) {
        String later = play.get(i);
        for (int j = 0; j < i; j++) {
          String earlier = play.get(j);
          Feedback marks = Feedback.compute(earlier, answer);
          int[] shown = new int[26];
          for (int p = 0; p < 5; p++) {
            switch (marks.mark(p)) {
              case GREEN -> {
                assertEquals(earlier.charAt(p), later.charAt(p), play + " drops a green");
                shown[earlier.charAt(p) - 'a']++;
              }
              case YELLOW -> shown[earlier.charAt(p) - 'a']++;
              default -> {}
            }
          }
          for (int c = 0; c < 26; c++) {
            char letter = (char) ('a' + c);
            long have = later.chars().filter(x -> x == letter).count();
            assertTrue(have >= shown[c], play + ": " + later + " lacks " + letter);
          }
        }
      }
    }
  }

  @Test
  void openerStartsEveryPlay() {
    Solver solver =
        Solver.builder(ANSWERS, EXTRA).scorer(Scorers.entropy()).opener("Humph").build();
    SimulationResult r = SelfPlay.of(solver).withMode(Mode.NORMAL).run();
    assertConsistent(ANSWERS, r);
    for (List<String> play : r.plays()) {
      assertEquals("humph", play.get(0), play.toString());
    }
    assertEquals(1, r.gamesWith(1), "only humph itself is found at once");
    assertEquals(List.of("humph"), r.plays().get(ANSWERS.indexOf("humph")));
    // Hard mode too, and each play stays legal.
    SimulationResult hard = SelfPlay.of(solver).withMode(Mode.HARD).run();
    assertConsistent(ANSWERS, hard);
    for (int a = 0; a < ANSWERS.size(); a++) {
      assertEquals("humph", hard.plays().get(a).get(0));
      replay(solver, Mode.HARD, ANSWERS.get(a), hard.plays().get(a));
    }
  }

  /**
   * {@code millis} is the wall time of the run: at least the pause its progress listener makes (the
   * run waits for it), at most the time the test measures around the call.
   */
  @Test
  void millisIsTheWallTimeOfTheRun() {
    long pause = 50;
    AtomicBoolean paused = new AtomicBoolean();
    Progress pauseOnce =
        (phase, done, total) -> {
          if (paused.compareAndSet(false, true)) {
            try {
              Thread.sleep(pause);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
              throw new IllegalStateException(e);
            }
          }
        };
    Solver solver = Solver.of(EngineTestSupport.answers(20), EXTRA);
    long start = System.nanoTime();
    SimulationResult r = SelfPlay.of(solver).withMode(Mode.NORMAL).withProgress(pauseOnce).run();
    long around = (System.nanoTime() - start) / 1_000_000;
    assertTrue(paused.get(), "the listener was never called");
    assertTrue(
        pause <= r.millis() && r.millis() <= around,
        () -> "millis " + r.millis() + ", expected " + pause + " to " + around);
  }

  @Test
  void progressCountsEveryGame() {
    Solver solver = Solver.builder(ANSWERS, EXTRA).scorer(Scorers.minimax()).build();
    ConcurrentLinkedQueue<Integer> seen = new ConcurrentLinkedQueue<>();
    SimulationResult r =
        SelfPlay.of(solver)
            .withMode(Mode.NORMAL)
            .withProgress(
                (phase, done, total) -> {
                  assertEquals("games", phase);
                  assertEquals(ANSWERS.size(), total);
                  seen.add(done);
                })
            .run();
    assertConsistent(ANSWERS, r);
    List<Integer> sorted = seen.stream().sorted().collect(Collectors.toList());
    assertEquals(
        IntStream.rangeClosed(1, ANSWERS.size()).boxed().collect(Collectors.toList()), sorted);
    // The same solver again: identical plays.
    assertEquals(r.plays(), SelfPlay.of(solver).withMode(Mode.NORMAL).run().plays());
  }

  @Test
  void tinyListsAndStrictMode() {
    // Two answers: the first guess finds one, the other takes two.
    Solver two =
        Solver.builder(WordList.of("abc", "abd"), WordList.of("xyz"))
            .scorer(Scorers.entropy())
            .build();
    SimulationResult r = SelfPlay.of(two).withMode(Mode.NORMAL).run();
    assertConsistent(two.answers(), r);
    assertEquals(List.of(List.of("abc"), List.of("abc", "abd")), r.plays());
    assertEquals(3, r.totalGuesses());
    assertEquals(1.5, r.average(), 0);
    // Strict mode: every guess after the first could be the answer.
    Solver solver = Solver.builder(ANSWERS, EXTRA).scorer(Scorers.entropy()).build();
    SimulationResult strict = SelfPlay.of(solver).withMode(Mode.STRICT).run();
    assertConsistent(ANSWERS, strict);
    for (int a = 0; a < ANSWERS.size(); a++) {
      List<String> play = strict.plays().get(a);
      Game game = replay(solver, Mode.STRICT, ANSWERS.get(a), play);
      assertNotNull(game);
      for (int i = 1; i < play.size(); i++) {
        for (int j = 0; j < i; j++) {
          String earlier = play.get(j);
          assertEquals(
              Feedback.compute(earlier, ANSWERS.get(a)),
              Feedback.compute(earlier, play.get(i)),
              "strict: " + play.get(i) + " must fit the marks of " + earlier + " in " + play);
        }
      }
    }
  }

  @Test
  void gamesThatAreNeverFoundAreAbandonedAndCounted() {
    // A scorer that always prefers the first word of the guess list never finds abd or xyz in
    // normal mode: it guesses abc again and again until self-play gives up.
    Scorer stubborn =
        io.github.wordlesolver.scoring.Scorers.byName(
            io.github.wordlesolver.testing.EngineTestProviderScorer.NAME);
    Solver solver =
        Solver.builder(WordList.of("abc", "abd", "xyz"), WordList.of("qqq"))
            .scorer(stubborn)
            .build();
    SimulationResult r = SelfPlay.of(solver).withMode(Mode.NORMAL).run();
    assertEquals(3, r.games());
    assertEquals(1, r.solved());
    assertEquals(2, r.failed());
    assertEquals(List.of("abc"), r.plays().get(0));
    int giveUp = r.plays().get(1).size();
    assertTrue(giveUp > r.allowedGuesses(), "gave up after " + giveUp);
    assertEquals(6, r.allowedGuesses());
    assertEquals(Collections.nCopies(giveUp, "abc"), r.plays().get(1));
    assertEquals(Collections.nCopies(giveUp, "abc"), r.plays().get(2));
    assertEquals(giveUp, r.mostGuesses());
    assertEquals(1 + 2L * giveUp, r.totalGuesses());
    assertEquals(giveUp + 1, r.histogram().length);
    assertEquals(1, r.gamesWith(1));
    assertEquals(2, r.gamesWith(giveUp));
    assertEquals(r.games(), Arrays.stream(r.histogram()).sum());
    // Strict mode forbids repeating abc after its marks, so every game is found.
    SimulationResult strict = SelfPlay.of(solver).withMode(Mode.STRICT).run();
    assertConsistent(solver.answers(), strict);
    assertEquals(3, strict.solved());
  }

  @Test
  void simulationResultAccessors() {
    SimulationResult empty = SimulationResult.of(0, 0, 0, 0, new int[] {0}, 0, List.of(), 6);
    assertEquals(0, empty.average());
    assertEquals(0, empty.failed());
    SimulationResult some =
        SimulationResult.of(
            4, 3, 20, 8, new int[] {0, 0, 1, 2, 0, 0, 0, 0, 1}, 5, new ArrayList<>(), 6);
    assertEquals(1, some.failed());
    assertEquals(5.0, some.average());
    assertEquals(2, some.gamesWith(3));
    assertEquals(1, some.gamesWith(8));
    assertEquals(0, some.gamesWith(9));
  }
}
