package io.github.wordlesolver.solver;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Progress;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Parallel;
import io.github.wordlesolver.internal.Texts;
import io.github.wordlesolver.selfplay.Tally;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Plays every answer of a solver's list with its strategy (scorer and opener) and gathers the
 * statistics. Games run in parallel; each game's guesses depend only on its history, so results are
 * the same whatever the number of threads. Decisions are shared between games that reach the same
 * history, so a run costs one ranking per distinct position, not per game: the first game to reach
 * a position decides it, outside any lock, and games that reach it meanwhile wait for that
 * decision. A game not found within {@value GameRules#MAX_GUESSES} guesses, the most any rules
 * allow, is abandoned.
 *
 * <p>A run plays the games on the solver's {@linkplain Solver#executor() executor} (by default the
 * common fork-join pool, or the caller's fork-join pool) and on the calling thread, which works too
 * and waits only for games already started elsewhere: any executor works, even a one-thread pool.
 *
 * <p>Configured as {@link io.github.wordlesolver.multi.MultiSelfPlay} is for many boards: a value
 * made by {@link #of}, changed by {@code with} methods, played by {@link #run()}:
 *
 * <pre>{@code
 * SimulationResult hard = SelfPlay.of(solver).withMode(Mode.HARD).run();
 * }</pre>
 *
 * Immutable and thread-safe; runs share no state.
 */
public final class SelfPlay {
  private final Solver solver;
  private final Mode mode;
  private final Progress progress;

  private SelfPlay(Solver solver, Mode mode, Progress progress) {
    this.solver = solver;
    this.mode = mode;
    this.progress = progress;
  }

  /**
   * Returns the self-play of every answer of {@code solver}: normal mode, no progress reports.
   *
   * @since 1.1
   */
  public static SelfPlay of(Solver solver) {
    return new SelfPlay(solver, Mode.NORMAL, Progress.none());
  }

  /**
   * Returns this self-play in {@code mode}.
   *
   * @since 1.1
   */
  public SelfPlay withMode(Mode mode) {
    return new SelfPlay(solver, mode, progress);
  }

  /**
   * Returns this self-play reporting to {@code progress}: in phase {@code "games"}, how many of the
   * {@code total} games are finished, from worker threads; an exception it throws abandons the run
   * and is thrown by {@link #run()}.
   *
   * @since 1.1
   */
  public SelfPlay withProgress(Progress progress) {
    return new SelfPlay(solver, mode, progress);
  }

  /**
   * Plays every answer in {@code mode}; see {@link #run(Solver, Mode, Progress)}.
   *
   * @deprecated use {@code SelfPlay.of(solver).withMode(mode).run()} instead ({@link #run()}), the
   *     configuration style of {@link io.github.wordlesolver.multi.MultiSelfPlay}
   */
  @Deprecated(since = "1.1")
  public static SimulationResult run(Solver solver, Mode mode) {
    return of(solver).withMode(mode).run();
  }

  /**
   * Plays every answer of {@code solver.answers()} in {@code mode}.
   *
   * @param progress told, in phase {@code "games"}, how many of the {@code total} games are
   *     finished, from worker threads; an exception it throws abandons the run and is thrown here
   * @deprecated use {@code SelfPlay.of(solver).withMode(mode).withProgress(progress).run()} instead
   *     ({@link #run()}), the configuration style of {@link
   *     io.github.wordlesolver.multi.MultiSelfPlay}
   */
  @Deprecated(since = "1.1")
  public static SimulationResult run(Solver solver, Mode mode, Progress progress) {
    return of(solver).withMode(mode).withProgress(progress).run();
  }

  /**
   * Plays every answer of the solver's answer list, in answer-list order, and gathers the
   * statistics. Costs a ranking per distinct position reached (see the class comment).
   *
   * @since 1.1
   */
  public SimulationResult run() {
    long start = System.nanoTime();
    WordList answers = solver.answers();
    solver.prepare();
    Map<String, CompletableFuture<String>> decisions = new ConcurrentHashMap<>();
    AtomicReferenceArray<List<String>> plays = new AtomicReferenceArray<>(answers.size());
    AtomicInteger finished = new AtomicInteger();
    Parallel.forEach(
        solver.executor(),
        answers.size(),
        a -> {
          plays.set(a, play(solver, mode, answers.get(a), decisions));
          progress.update("games", finished.incrementAndGet(), answers.size());
        });
    Tally tally = new Tally(GameRules.MAX_GUESSES);
    int allowed = solver.rules().maxGuesses();
    List<List<String>> games = new ArrayList<>(answers.size());
    for (int a = 0; a < answers.size(); a++) {
      List<String> play = plays.get(a);
      games.add(play);
      int guesses = play.size();
      tally.add(guesses, guesses <= allowed && play.get(guesses - 1).equals(answers.get(a)));
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    return SimulationResult.of(
        tally.games(),
        tally.solved(),
        tally.totalGuesses(),
        tally.mostGuesses(),
        tally.histogram(),
        millis,
        games,
        allowed);
  }

  /**
   * Plays one game against {@code answer} and returns the guesses, the last being the answer, or
   * the first {@value GameRules#MAX_GUESSES} if it is not found by then. The answer may be any word
   * of the guess list: one outside the answer list is found among the guesses that fit the marks
   * ({@link Game#isWidened()}). The same guesses as a game of {@link #run()} against the same
   * answer.
   *
   * @throws IllegalArgumentException if {@code answer} is not in the guess list
   * @since 1.1
   */
  public List<String> play(String answer) {
    int index = solver.guesses().indexOf(answer);
    if (index < 0) {
      throw new IllegalArgumentException(
          "'" + Texts.shorten(answer) + "' is not in the guess list");
    }
    return play(solver, mode, solver.guesses().get(index), new ConcurrentHashMap<>());
  }

  /**
   * Plays one game against {@code answer} with the solver's strategy and returns the guesses, the
   * last being the answer, or the first {@value GameRules#MAX_GUESSES} if it is not found by then.
   * The answer may be any word of the guess list: one outside the answer list is found among the
   * guesses that fit the marks ({@link Game#isWidened()}). The same guesses as a game of {@link
   * #run} against the same answer.
   *
   * @throws IllegalArgumentException if {@code answer} is not in the guess list
   * @deprecated use {@code SelfPlay.of(solver).withMode(mode).play(answer)} instead ({@link
   *     #play(String)})
   */
  @Deprecated(since = "1.1")
  public static List<String> play(Solver solver, Mode mode, String answer) {
    return of(solver).withMode(mode).play(answer);
  }

  private static List<String> play(
      Solver solver, Mode mode, String answer, Map<String, CompletableFuture<String>> decisions) {
    Game game = solver.newGame(mode);
    List<String> guesses = new ArrayList<>();
    StringBuilder key = new StringBuilder();
    while (!game.isSolved() && guesses.size() < GameRules.MAX_GUESSES) {
      String guess = decide(decisions, key.toString(), game);
      Feedback feedback = Feedback.compute(guess, answer);
      guesses.add(guess);
      key.append(guess).append(feedback.code()).append(' ');
      game = game.apply(guess, feedback);
    }
    return List.copyOf(guesses);
  }

  /**
   * Returns the guess for {@code game}'s position: decided here if no other game has claimed it
   * (the seconds-long ranking runs outside the map's locks), else the other game's decision.
   */
  private static String decide(
      Map<String, CompletableFuture<String>> decisions, String key, Game game) {
    CompletableFuture<String> mine = new CompletableFuture<>();
    CompletableFuture<String> claimed = decisions.putIfAbsent(key, mine);
    if (claimed != null) {
      return claimed.join();
    }
    try {
      mine.complete(game.bestGuess());
    } catch (RuntimeException | Error e) {
      mine.completeExceptionally(e);
      throw e;
    }
    return mine.join();
  }
}
