package io.github.wordlesolver.multi;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Progress;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Parallel;
import io.github.wordlesolver.selfplay.Tally;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Seeded multi-board self-play: {@code K} games whose answers are drawn reproducibly from the
 * answer list with seed {@code S}, played by the default strategy. A value that describes the run
 * (the solver, the boards, the guesses allowed, the seed, a fixed opening, a progress listener);
 * {@link #run} plays it.
 *
 * <pre>{@code
 * MultiSimulationResult quordle =
 *     MultiSelfPlay.of(MultiSolver.of(solver), 4).withSeed(42).run(1000);
 * System.out.println(quordle.solved() + " of " + quordle.games() + " won");
 * }</pre>
 *
 * <h2>The games</h2>
 *
 * Game {@code i} (from 0) depends on {@code S}, {@code i}, the number of boards {@code N} and the
 * answer list only: it draws from {@code new java.util.SplittableRandom(new
 * SplittableRandom(S).nextLong() + i)}, taking {@code nextInt(answers)} as answer indices in turn
 * and skipping any already drawn, until it has {@code N} distinct answers (board 1 first). The same
 * {@code K}, {@code S}, {@code N} and list give the same games on any machine and thread count, and
 * the first {@code K} games of a longer run are the same games ({@link #answers}).
 *
 * <h2>Cost and thread safety</h2>
 *
 * Immutable and thread-safe; each {@code with} method returns a new description. {@link #run} plays
 * the games in parallel on the executor of the solver's single-board solver ({@link
 * io.github.wordlesolver.solver.Solver#executor()}, by default the common fork-join pool, or the
 * caller's, unless its builder set another) and on the calling thread, which works too: any
 * executor works, even a one-thread pool. Each game's guesses depend only on its answers, and
 * results are gathered in game order, so the result does not depend on the executor or the number
 * of threads.
 */
public final class MultiSelfPlay {
  private final MultiSolver solver;
  private final int boards;
  private final int maxGuesses;
  private final long seed;
  private final List<String> opening;
  private final Progress progress;

  private MultiSelfPlay(
      MultiSolver solver,
      int boards,
      int maxGuesses,
      long seed,
      List<String> opening,
      Progress progress) {
    solver
        .refusal(boards, maxGuesses)
        .ifPresent(
            r -> {
              throw new IllegalArgumentException(r.message());
            });
    MultiGame start = solver.newGame(boards, maxGuesses);
    for (String word : opening) {
      start
          .refusal(word)
          .ifPresent(
              r -> {
                throw new IllegalArgumentException("opening: " + r.message());
              });
    }
    this.solver = solver;
    this.boards = boards;
    this.maxGuesses = maxGuesses;
    this.seed = seed;
    this.opening = List.copyOf(opening);
    this.progress = progress;
  }

  /**
   * Returns the self-play of {@code boards} boards with {@code solver}: {@link
   * MultiSolver#defaultGuesses} guesses, seed 0, no fixed opening, no progress reports.
   *
   * @throws IllegalArgumentException if the board count is out of range or above the number of
   *     answers ({@link MultiSolver#refusal})
   */
  public static MultiSelfPlay of(MultiSolver solver, int boards) {
    return new MultiSelfPlay(
        solver, boards, MultiSolver.defaultGuesses(boards), 0, List.of(), Progress.none());
  }

  /**
   * Returns this self-play with {@code maxGuesses} guesses a game.
   *
   * @throws IllegalArgumentException if they are out of range for the boards ({@link
   *     MultiSolver#refusal})
   */
  public MultiSelfPlay withMaxGuesses(int maxGuesses) {
    return new MultiSelfPlay(solver, boards, maxGuesses, seed, opening, progress);
  }

  /** Returns this self-play with the games of {@code seed} (see the class comment). */
  public MultiSelfPlay withSeed(long seed) {
    return new MultiSelfPlay(solver, boards, maxGuesses, seed, opening, progress);
  }

  /**
   * Returns this self-play with every game opening with the fixed guesses {@code opening} (a
   * baseline such as {@code chomp, grind, salty}), played whatever their marks while a board is
   * unsolved, and going on with the default strategy. An empty list plays the strategy throughout.
   *
   * @throws IllegalArgumentException if an opening word is not in the guess list
   */
  public MultiSelfPlay withOpening(List<String> opening) {
    return new MultiSelfPlay(solver, boards, maxGuesses, seed, opening, progress);
  }

  /**
   * Returns this self-play reporting to {@code progress}: in phase {@code "games"}, how many games
   * are finished, from worker threads.
   */
  public MultiSelfPlay withProgress(Progress progress) {
    return new MultiSelfPlay(solver, boards, maxGuesses, seed, opening, progress);
  }

  /**
   * Returns the answers of game {@code game} (from 0), board 1 first, as described in the class
   * comment. Cheap: a few draws of a random generator.
   *
   * @throws IllegalArgumentException if {@code game < 0}
   */
  public List<String> answers(int game) {
    if (game < 0) {
      throw new IllegalArgumentException("game must be >= 0: " + game);
    }
    WordList answers = solver.solver().answers();
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

  /**
   * Plays games 0 to {@code games - 1} (see {@link #answers}). A game not finished within {@value
   * MultiSolver#MAX_MULTI_GUESSES} guesses is abandoned (counted as taking that many). Costs one
   * game per answer set, on the solver's executor (see the class comment); the solver's table of
   * marks is built first if it is not yet.
   *
   * @throws IllegalArgumentException if {@code games < 0}
   */
  public MultiSimulationResult run(int games) {
    if (games < 0) {
      throw new IllegalArgumentException("games must be >= 0: " + games);
    }
    long start = System.nanoTime();
    solver.prepare();
    solver.solver().prepare(); // the boards' games filter by table, not by computing marks
    MultiSimulationResult.Play[] plays = new MultiSimulationResult.Play[games];
    AtomicInteger finished = new AtomicInteger();
    Parallel.forEach(
        solver.solver().executor(),
        games,
        i -> {
          List<String> secret = answers(i);
          plays[i] = new MultiSimulationResult.Play(secret, play(secret));
          progress.update("games", finished.incrementAndGet(), games);
        });
    Tally tally = new Tally(MultiSolver.MAX_MULTI_GUESSES);
    for (MultiSimulationResult.Play play : plays) {
      int guesses = play.played().size();
      tally.add(guesses, guesses <= maxGuesses && play.played().containsAll(play.answers()));
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    return MultiSimulationResult.of(
        boards,
        tally.games(),
        tally.solved(),
        tally.totalGuesses(),
        tally.mostGuesses(),
        tally.histogram(),
        millis,
        Arrays.asList(plays),
        maxGuesses);
  }

  /** Plays one game against {@code secret} and returns its guesses. */
  private List<String> play(List<String> secret) {
    MultiGame game = solver.newGame(secret.size(), maxGuesses);
    List<Feedback> marks = new ArrayList<>(secret.size());
    while (!game.isSolved() && game.played().size() < MultiSolver.MAX_MULTI_GUESSES) {
      int turn = game.played().size();
      String guess = turn < opening.size() ? opening.get(turn) : game.bestGuess();
      marks.clear();
      for (String answer : secret) {
        marks.add(Feedback.compute(guess, answer));
      }
      game = game.apply(guess, marks);
    }
    return game.played();
  }
}
