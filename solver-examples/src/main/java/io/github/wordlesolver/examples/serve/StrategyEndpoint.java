package io.github.wordlesolver.examples.serve;

import com.google.gson.JsonObject;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.examples.json.JsonViews;
import io.github.wordlesolver.solver.SelfPlay;
import io.github.wordlesolver.solver.SimulationResult;
import io.github.wordlesolver.solver.Solver;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;

/**
 * {@code GET /strategy}: the self-play of the server's solver over every answer in both modes,
 * {@code {"normal":{…}, "hard":{…}}}, each as {@code wordle simulate --json} prints it ({@link
 * JsonViews#simulation}); and the same self-play for {@code POST /play}'s figures at a game's end
 * ({@link #selfPlay}).
 *
 * <p>Each mode is played once per server, off the request path, on the server's own strategy pool
 * (not the pool the requests rank on), started by the first request that needs it. A request whose
 * self-play is under way waits for it at most {@link Limits#strategyWait} without holding a thread
 * ({@link Pending}), then gets 503 with {@code Retry-After} (seconds, estimated from the games
 * played so far) and a message that says how far it got. A self-play still running after {@link
 * Limits#strategyDeadline} is abandoned (checked as each game ends), and its mode answers 503 from
 * then on. With the bundled trees a mode plays in about a second, so requests see none of this.
 *
 * <p>Thread-safe: the map of runs is behind its own lock, held only to look up or start a run.
 */
final class StrategyEndpoint implements AutoCloseable {
  private final Solver solver;
  private final Limits limits;

  /**
   * Where the self-plays run, games and rankings alike: a pool of their own, given to the solver as
   * its executor ({@link Solver#withExecutor}), so that the parallel work of a self-play of minutes
   * never queues ahead of the requests' rankings (and of anything else of the process).
   */
  private final ForkJoinPool runner = WordleServer.pool("wordle-strategy-");

  private final Map<Mode, Run> runs = new EnumMap<>(Mode.class);
  private volatile boolean closed;

  /** One mode's self-play: its result once done, and how far it got until then. */
  private static final class Run {
    final Mode mode;
    final CompletableFuture<SimulationResult> result = new CompletableFuture<>();
    final AtomicInteger played = new AtomicInteger();
    volatile long started = System.nanoTime();
    volatile boolean abandoned;

    Run(Mode mode) {
      this.mode = mode;
    }

    String name() {
      return mode.name().toLowerCase(Locale.ROOT);
    }
  }

  /** Thrown from a self-play's progress to abandon it. */
  private static final class Abandoned extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Abandoned() {
      super("abandoned", null, false, false);
    }
  }

  /** Self-play of {@code solver}'s strategy within {@code limits}. */
  StrategyEndpoint(Solver solver, Limits limits) {
    this.solver = solver.withExecutor(runner);
    this.limits = limits;
  }

  /**
   * Answers {@code GET /strategy}; see the class comment.
   *
   * @throws Pending while either mode's self-play is under way
   * @throws Refusal 503 if one was abandoned
   */
  String answer() {
    Run normal = run(Mode.NORMAL);
    Run hard = run(Mode.HARD);
    for (Run run : List.of(normal, hard)) {
      if (run.result.isCompletedExceptionally()) {
        result(run); // throws: a mode that failed is said at once, whatever the other does
      }
    }
    if (!normal.result.isDone() || !hard.result.isDone()) {
      throw pending(
          CompletableFuture.allOf(normal.result, hard.result),
          normal.result.isDone() ? hard : normal);
    }
    JsonObject object = new JsonObject();
    object.add("normal", JsonViews.simulation(result(normal)));
    object.add("hard", JsonViews.simulation(result(hard)));
    return JsonViews.GSON.toJson(object);
  }

  /**
   * Returns the self-play of {@code mode}.
   *
   * @throws Pending while it is under way
   * @throws Refusal 503 if it was abandoned
   */
  SimulationResult selfPlay(Mode mode) {
    Run run = run(mode);
    if (!run.result.isDone()) {
      throw pending(run.result, run);
    }
    return result(run);
  }

  /** Stops the self-play under way, if any (as its next game ends); idempotent. */
  @Override
  public void close() {
    closed = true;
    runner.shutdownNow();
  }

  /** Returns the run of {@code mode}, started now if there is none. */
  private Run run(Mode mode) {
    synchronized (runs) {
      Run run = runs.get(mode);
      if (run == null) {
        Run started = new Run(mode);
        runs.put(mode, started);
        if (closed) {
          started.result.completeExceptionally(new Abandoned());
        } else {
          runner.execute(() -> play(started));
        }
        run = started;
      }
      return run;
    }
  }

  /** Plays every answer; on the strategy thread. */
  private void play(Run run) {
    run.started = System.nanoTime();
    long deadline = run.started + limits.strategyDeadline().toNanos();
    try {
      SimulationResult result =
          SelfPlay.of(solver)
              .withMode(run.mode)
              .withProgress(
                  (phase, done, games) -> {
                    run.played.accumulateAndGet(done, Math::max);
                    if (closed || System.nanoTime() - deadline > 0) {
                      run.abandoned = true;
                      throw new Abandoned();
                    }
                  })
              .run();
      run.result.complete(result);
    } catch (RuntimeException | Error e) {
      run.result.completeExceptionally(e);
    }
  }

  /** Returns a done run's result, or refuses it if the run was abandoned or failed; never waits. */
  private SimulationResult result(Run run) {
    if (!run.result.isCompletedExceptionally()) {
      return run.result.join();
    }
    if (run.abandoned || closed) {
      throw new Refusal(
          503,
          Refusal.UNAVAILABLE,
          "the strategy's self-play in "
              + run.name()
              + " mode did not finish within "
              + limits.strategyDeadline().toSeconds()
              + " s on this server's lists");
    }
    throw new IllegalStateException("the " + run.name() + " self-play failed");
  }

  /** Returns the wait for {@code ready}; {@code late} is refused 503 if it still waits then. */
  private Pending pending(CompletableFuture<?> ready, Run late) {
    int total = solver.answers().size();
    int played = late.played.get();
    Duration elapsed = Duration.ofNanos(System.nanoTime() - late.started);
    long seconds =
        played == 0
            ? Math.max(1, limits.strategyWait().toSeconds())
            : (elapsed.toMillis() * (total - played) / played + 999) / 1000;
    seconds = Math.max(1, Math.min(seconds, 3600));
    return new Pending(
        ready,
        limits.strategyWait(),
        new Refusal(
            503,
            Refusal.NOT_READY,
            String.format(
                Locale.ROOT,
                "the strategy's self-play in %s mode is under way (%,d of %,d games): try again in"
                    + " %d s",
                late.name(),
                played,
                total,
                seconds),
            HttpFields.build().put(HttpHeader.RETRY_AFTER, Long.toString(seconds))));
  }
}
