package io.github.wordlesolver.multi;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Progress;
import io.github.wordlesolver.WordList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

/**
 * Seeded multi-board self-play: {@code K} games whose answers are drawn reproducibly from the
 * answer list with seed {@code S}, played by the default strategy.
 *
 * <h2>The games</h2>
 *
 * Game {@code i} (from 0) depends on {@code S}, {@code i}, the number of boards {@code N} and the
 * answer list only: it draws from {@code new java.util.SplittableRandom(new
 * SplittableRandom(S).nextLong() + i)}, taking {@code nextInt(answers)} as answer indices in turn
 * and skipping any already drawn, until it has {@code N} distinct answers (board 1 first). The same
 * {@code K}, {@code S}, {@code N} and list give the same games on any machine and thread count, and
 * the first {@code K} games of a longer run are the same games.
 *
 * <h2>Cost</h2>
 *
 * Games run in parallel on the common fork-join pool (all cores); each game's guesses depend only
 * on its answers, and results are gathered in game order, so the result does not depend on the
 * number of threads. Stateless and thread-safe.
 */
public final class MultiSelfPlay {
  private MultiSelfPlay() {}

  /**
   * Returns the answers of game {@code game} (from 0) of a run with {@code seed}, as described in
   * the class comment.
   *
   * @throws IllegalArgumentException if the list has fewer than {@code boards} answers
   */
  public static List<String> answers(WordList answers, int boards, long seed, int game) {
    if (boards < 1 || boards > answers.size()) {
      throw new IllegalArgumentException(
          boards + " boards need as many different answers; the list has " + answers.size());
    }
    SplittableRandom random = new SplittableRandom(new SplittableRandom(seed).nextLong() + game);
    int[] drawn = new int[boards];
    int n = 0;
    while (n < boards) {
      int a = random.nextInt(answers.size());
      boolean seen = false;
      for (int k = 0; k < n; k++) {
        seen |= drawn[k] == a;
      }
      if (!seen) {
        drawn[n++] = a;
      }
    }
    List<String> out = new ArrayList<>(boards);
    for (int a : drawn) {
      out.add(answers.get(a));
    }
    return List.copyOf(out);
  }

  /** Plays the games; see {@link #run(MultiSolver, int, int, int, long, Progress)}. */
  public static MultiSimulationResult run(
      MultiSolver solver, int boards, int maxGuesses, int games, long seed) {
    return run(solver, boards, maxGuesses, games, seed, Progress.none());
  }

  /**
   * Plays {@code games} seeded games of {@code boards} boards and {@code maxGuesses} guesses. A
   * game not finished within {@value MultiSolver#MAX_GUESSES} guesses is abandoned (counted as
   * taking that many).
   *
   * @param progress told, in phase {@code "games"}, how many of the {@code games} are finished,
   *     from worker threads
   * @throws IllegalArgumentException if the board count or guesses are out of range ({@link
   *     MultiSolver#whyIllegal}) or {@code games < 0}
   */
  public static MultiSimulationResult run(
      MultiSolver solver, int boards, int maxGuesses, int games, long seed, Progress progress) {
    return run(solver, boards, maxGuesses, games, seed, List.of(), progress);
  }

  /**
   * As {@link #run(MultiSolver, int, int, int, long, Progress)}, but every game opens with the
   * fixed guesses {@code opening} (a baseline such as {@code chomp, grind, salty}), played whatever
   * their marks while a board is unsolved, and continues with the default strategy.
   *
   * @throws IllegalArgumentException also if an opening word is not in the guess list
   */
  public static MultiSimulationResult run(
      MultiSolver solver,
      int boards,
      int maxGuesses,
      int games,
      long seed,
      List<String> opening,
      Progress progress) {
    for (String word : opening) {
      String bad = solver.newGame(boards, maxGuesses).whyIllegal(word);
      if (bad != null) {
        throw new IllegalArgumentException("opening: " + bad);
      }
    }
    List<String> fixed = List.copyOf(opening);
    String why = solver.whyIllegal(boards, maxGuesses);
    if (why != null || games < 0) {
      throw new IllegalArgumentException(why != null ? why : "games must be >= 0: " + games);
    }
    long start = System.nanoTime();
    solver.prepare();
    solver.solver().prepare(); // the boards' games filter by table, not by computing marks
    WordList answers = solver.solver().answers();
    MultiSimulationResult.Play[] plays = new MultiSimulationResult.Play[games];
    AtomicInteger finished = new AtomicInteger();
    IntStream.range(0, games)
        .parallel()
        .forEach(
            i -> {
              List<String> secret = answers(answers, boards, seed, i);
              plays[i] =
                  new MultiSimulationResult.Play(secret, play(solver, secret, maxGuesses, fixed));
              progress.update("games", finished.incrementAndGet(), games);
            });
    int[] histogram = new int[MultiSolver.MAX_GUESSES + 1];
    long total = 0;
    int most = 0;
    int solved = 0;
    for (MultiSimulationResult.Play play : plays) {
      int guesses = play.guesses().size();
      histogram[guesses]++;
      total += guesses;
      most = Math.max(most, guesses);
      if (guesses <= maxGuesses && play.guesses().containsAll(play.answers())) {
        solved++;
      }
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    return new MultiSimulationResult(
        boards,
        games,
        solved,
        total,
        most,
        Arrays.copyOf(histogram, most + 1),
        millis,
        Arrays.asList(plays),
        maxGuesses);
  }

  /** Plays one game against {@code secret} and returns its guesses. */
  static List<String> play(
      MultiSolver solver, List<String> secret, int maxGuesses, List<String> opening) {
    MultiGame game = solver.newGame(secret.size(), maxGuesses);
    List<Feedback> marks = new ArrayList<>(secret.size());
    while (!game.isSolved() && game.guesses().size() < MultiSolver.MAX_GUESSES) {
      int turn = game.guesses().size();
      String guess = turn < opening.size() ? opening.get(turn) : game.bestGuess();
      marks.clear();
      for (String answer : secret) {
        marks.add(Feedback.compute(guess, answer));
      }
      game = game.apply(guess, marks);
    }
    return game.guesses();
  }
}
