package io.github.wordlesolver.examples.serve;

import io.github.wordlesolver.absurdle.Absurdle;
import io.github.wordlesolver.examples.serve.Routes.Route;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import java.io.IOException;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.jspecify.annotations.Nullable;

/**
 * A small JSON-over-HTTP service for bots, on Eclipse Jetty.
 *
 * <table>
 *   <caption>Endpoints</caption>
 *   <tr><th>request</th><th>response (200)</th></tr>
 *   <tr><td>{@code POST /suggest} {@code {"history":[{"guess":"salet","marks":"--Y-G"}],
 *       "hard":false, "top":5}}; every field optional (empty history, normal mode, 5 suggestions
 *       of at most {@value #MAX_TOP})</td>
 *       <td>{@code {"remaining":N, "suggestions":[{"word", "score", "entropyBits", "worstCase",
 *       "expectedRemaining", "patterns", "possibleAnswer"}, ...], "answers":[{"word",
 *       "probability"}, ...]}}, best first; no suggestions once the last turn is all green;
 *       {@code answers} (the answers still possible) only when 1 to 50 remain</td></tr>
 *   <tr><td>{@code POST /rate} {@code {"history":[{"guess":…, "marks":…}, …], "answer":…,
 *       "hard":…}} ({@code answer} and {@code hard} optional; with an answer, marks may be
 *       left out and are computed)</td>
 *       <td>{@code {"turns":[…]}}, the fields of {@code wordle rate --json}</td></tr>
 *   <tr><td>{@code POST /suggest} with {@code "boards":N} (1 to 32), a multi-board game: {@code
 *       {"boards":4, "guesses":9, "history":[{"guess":"salet", "marks":["-Y---", "G----",
 *       "----Y", "--G--"]}], "top":5}}: the marks of every board, or of every board still
 *       unsolved, in board order; {@code "guesses"} defaults to boards + 5; {@code "hard":true}
 *       is refused</td>
 *       <td>{@code {"boards":N, "guessesLeft":L, "remaining":[per board, 0 once solved],
 *       "solved":[per board], "suggestions":[{"word", "score", "expectedLeft",
 *       "boardsItFits"}, ...]}}, best first; no suggestions once every board is solved</td></tr>
 *   <tr><td>{@code POST /marks} {@code {"guess":"speed", "answer":"abide"}}, words of the guess
 *       list</td><td>{@code {"marks":"--Y-Y"}}</td></tr>
 *   <tr><td>{@code POST /absurdle} {@code {"history":["raise","yauld"], "suggest":true}}: the
 *       guesses of an {@link io.github.wordlesolver.absurdle.Absurdle} game, every field optional
 *       (empty history; no suggestion)</td>
 *       <td>{@code {"turns":[{"guess":…, "marks":…, "remaining":N}, …], "remaining":N,
 *       "won":false, "suggestion":…}}: the host's marks for each guess and the answers left
 *       after it; with {@code "suggest":true} and the game not won, {@code suggestion} is the
 *       exact solver's next guess (the first of a line that wins in the fewest guesses)</td></tr>
 *   <tr><td>{@code GET /health} (or {@code HEAD})</td><td>{@code {"status":"ok"}}</td></tr>
 *   <tr><td>{@code POST /play} {@code {"date":"2024-05-01"}} or {@code {"day":N}} or {@code
 *       {"seed":N}}, with {@code "hard"} and {@code "history":["salet", …]}; or {@code
 *       "boards":N} with a seed: a game without state on the server, for the web app</td>
 *       <td>the marks of each guess and the status; the answer, share grid and the strategy's
 *       figures only once the game is over (class {@code PlayEndpoint})</td></tr>
 *   <tr><td>{@code GET /strategy} (or {@code HEAD})</td>
 *       <td>{@code {"normal":{…}, "hard":{…}}}: the self-play of the solver over every answer
 *       in each mode, as {@code wordle simulate --json} shows it, played once per server</td></tr>
 *   <tr><td>{@code GET /} (or {@code HEAD}), {@code /app.js} and the web app's other
 *       files</td><td>the web app (class {@code WebAssets}): its files from the jar, nothing
 *       from elsewhere</td></tr>
 * </table>
 *
 * Errors are JSON too, {@code {"error":"message","code":"code"}}, the code a stable lower-case name
 * (docs/http-api.md lists them; {@link Refusal}): 400 for bad input (malformed JSON or HTTP, wrong
 * types, unknown fields or words, bad or impossible marks, hard-mode violations, a turn after a
 * solved game), 404 for an unknown path, 405 for a wrong method, 413 for a body over the limit
 * (refused from its {@code Content-Length} before it is read, as soon as a chunk declares more than
 * the rest of the limit, or once the limit is passed), 422 for an Absurdle suggestion that needs
 * more work than its budget ({@value #ABSURDLE_BUDGET} rows of the table of marks, about two
 * seconds), 431 for headers over 8 KiB, 503 with {@code Retry-After} while the strategy's self-play
 * is under way (after a wait of at most {@value #STRATEGY_WAIT_MILLIS} ms), 500 only for a bug.
 * Every response but the web app's files has {@code Content-Type: application/json; charset=utf-8}.
 *
 * <h2>Threads, limits and the cache</h2>
 *
 * One {@link Solver} (thread-safe) serves all requests; each request builds its own {@link Game}
 * with {@link Solver#resume}. Connections are read without holding a thread (a client that sends
 * its request slowly holds only its socket, and is closed after {@value #IDLE_MILLIS} ms without a
 * byte); requests run on a bounded pool of threads, and no request holds one for longer than its
 * own computation: the strategy's self-play runs on a thread of its own (at most {@value
 * #STRATEGY_DEADLINE_MILLIS} ms a mode), and requests wait for it without a thread. {@code
 * /suggest} answers are cached per (mode, history, top), at most {@value #CACHE_ENTRIES} of them,
 * least recently used first out: bots that share openers cost a map look-up.
 *
 * <p>The parts, package-private: {@code Routes} (the table of endpoints), {@code Dispatcher}
 * (Jetty's handler: bodies, the pool, waits), {@code RequestReader} (every field of every request),
 * {@code Refusals} (every error reply), one class per endpoint, {@code WebAssets} and {@code
 * ChunkLimitedConnections}.
 *
 * <p>Start with {@link #start}, stop with {@link #close()}. Thread-safe.
 */
public final class WordleServer implements AutoCloseable {
  /** The default limit on a request body, in bytes: 64 KiB. */
  public static final int DEFAULT_MAX_BODY = 64 * 1024;

  /** The most suggestions one request may ask for. */
  public static final int MAX_TOP = 100;

  /** The number of suggestions when a request does not say. */
  public static final int DEFAULT_TOP = 5;

  /** How long a connection may send nothing before it is closed, in milliseconds. */
  public static final int IDLE_MILLIS = 10_000;

  /** The most {@code /suggest} answers the cache keeps. */
  public static final int CACHE_ENTRIES = 10_000;

  /**
   * The most work one Absurdle suggestion may take, in rows of the table of marks ({@link
   * io.github.wordlesolver.absurdle.AbsurdleSolver}): about two seconds on the original lists, ten
   * times what any next guess from the start or after one or two guesses has needed.
   */
  public static final long ABSURDLE_BUDGET = 20_000;

  /**
   * The longest a request waits for the strategy's self-play under way before it is answered 503,
   * in milliseconds.
   */
  public static final int STRATEGY_WAIT_MILLIS = 5_000;

  /** The longest the strategy's self-play of one mode may run, in milliseconds: ten minutes. */
  public static final int STRATEGY_DEADLINE_MILLIS = 600_000;

  /** The most bytes of request headers. */
  static final int HEADER_BYTES = 8 * 1024;

  private static final String HEALTH = "{\"status\":\"ok\"}";

  private final Server server;
  private final ServerConnector connector;
  private final StrategyEndpoint strategy;

  /**
   * Where the requests' parallel work runs (large rankings, a table of marks built on first use),
   * beside the request thread that asked for it: the solvers are copies of the given ones with this
   * pool as their executor ({@link Solver#withExecutor}), so nothing of the server runs on the
   * common fork-join pool. The strategy's self-play has a pool of its own.
   */
  private final ForkJoinPool work = pool("wordle-work-");

  private final AtomicBoolean closed = new AtomicBoolean();
  private volatile @Nullable InetSocketAddress bound;

  private WordleServer(Solver given, Solver givenVariants, Limits limits) {
    Solver solver = given.withExecutor(work);
    Solver variants = givenVariants.withExecutor(work);
    MultiSolver multi = SolverSetup.multi(variants);
    this.strategy = new StrategyEndpoint(given, limits);
    SuggestEndpoint suggest = new SuggestEndpoint(solver, multi);
    RateEndpoint rate = new RateEndpoint(solver);
    MarksEndpoint marks = new MarksEndpoint(solver);
    AbsurdleEndpoint absurdle =
        new AbsurdleEndpoint(
            Absurdle.of(variants.answers(), variants.guesses()), limits.absurdleBudget());
    PlayEndpoint play = new PlayEndpoint(solver, multi, strategy);
    Routes routes =
        new Routes(
            List.of(
                Route.post("/suggest", SuggestEndpoint.FIELDS, suggest::answer),
                Route.post("/rate", RateEndpoint.FIELDS, rate::answer),
                Route.post("/marks", MarksEndpoint.FIELDS, marks::answer),
                Route.post("/absurdle", AbsurdleEndpoint.FIELDS, absurdle::answer),
                Route.post("/play", PlayEndpoint.FIELDS, play::answer),
                Route.get("/strategy", strategy::answer),
                Route.get("/health", () -> HEALTH)),
            WebAssets.load());
    int threads = limits.threads();
    QueuedThreadPool pool = new QueuedThreadPool(threads + 4, Math.min(4, threads + 4), 60_000);
    pool.setName("wordle-http");
    pool.setDaemon(true);
    this.server = new Server(pool);
    HttpConfiguration http = new HttpConfiguration();
    http.setRequestHeaderSize(HEADER_BYTES);
    http.setSendServerVersion(false);
    http.setSendXPoweredBy(false);
    this.connector =
        new ServerConnector(server, 1, 1, new ChunkLimitedConnections(http, limits.maxBody()));
    connector.setIdleTimeout(IDLE_MILLIS);
    server.addConnector(connector);
    server.setHandler(new Dispatcher(routes, limits.maxBody(), pool, server.getScheduler()));
    server.setErrorHandler(new Refusals.JettyErrors());
    server.setStopTimeout(1_000);
  }

  /**
   * Starts a server whose every game uses {@code solver}'s lists, with the default body limit and
   * one request thread per processor (at least two), plus four for Jetty's own work.
   *
   * @param address where to listen; port 0 picks a free port (see {@link #address()})
   * @throws IOException if the address cannot be bound; the message names it
   */
  public static WordleServer start(Solver solver, InetSocketAddress address) throws IOException {
    return start(solver, solver, address);
  }

  /**
   * Starts a server whose single-board games use {@code solver} and whose multi-board games and
   * Absurdle use {@code variants}' lists (how {@code wordle serve} plays today's NYT game and keeps
   * the original lists for the variants), with the default body limit and one request thread per
   * processor (at least two), plus four for Jetty's own work.
   *
   * @param address where to listen; port 0 picks a free port (see {@link #address()})
   * @throws IOException if the address cannot be bound; the message names it
   */
  public static WordleServer start(Solver solver, Solver variants, InetSocketAddress address)
      throws IOException {
    return start(
        solver,
        variants,
        address,
        DEFAULT_MAX_BODY,
        Math.max(2, Runtime.getRuntime().availableProcessors()));
  }

  /**
   * Starts a server whose every game uses {@code solver}'s lists.
   *
   * @param maxBody the largest request body accepted, in bytes
   * @param threads the number of request threads
   * @throws IOException if the address cannot be bound; the message names it
   * @throws IllegalArgumentException if {@code maxBody} or {@code threads} is below 1, or the
   *     address is unresolved
   */
  public static WordleServer start(
      Solver solver, InetSocketAddress address, int maxBody, int threads) throws IOException {
    return start(solver, solver, address, maxBody, threads);
  }

  /**
   * Starts a server; {@code variants} as in {@link #start(Solver, Solver, InetSocketAddress)}.
   *
   * @param maxBody the largest request body accepted, in bytes
   * @param threads the number of request threads
   * @throws IOException if the address cannot be bound; the message names it
   * @throws IllegalArgumentException if {@code maxBody} or {@code threads} is below 1, or the
   *     address is unresolved
   */
  public static WordleServer start(
      Solver solver, Solver variants, InetSocketAddress address, int maxBody, int threads)
      throws IOException {
    return start(solver, variants, address, Limits.of(maxBody, threads));
  }

  /**
   * Starts a server within {@code limits}; {@code variants} as in {@link #start(Solver, Solver,
   * InetSocketAddress)}.
   */
  static WordleServer start(
      Solver solver, Solver variants, InetSocketAddress address, Limits limits) throws IOException {
    if (address.isUnresolved()) {
      throw new IllegalArgumentException("cannot resolve host '" + address.getHostString() + "'");
    }
    WordleServer wordle = new WordleServer(solver, variants, limits);
    wordle.connector.setHost(address.getAddress().getHostAddress());
    wordle.connector.setPort(address.getPort());
    try {
      wordle.server.start();
      wordle.bound = new InetSocketAddress(address.getAddress(), wordle.connector.getLocalPort());
    } catch (Exception e) {
      wordle.close();
      Throwable cause = e;
      while (cause.getCause() != null && !(cause instanceof BindException)) {
        cause = cause.getCause();
      }
      throw new IOException(
          "cannot listen on "
              + address.getAddress().getHostAddress()
              + ":"
              + address.getPort()
              + ": "
              + (cause instanceof BindException
                  ? "the address is in use or not this machine's"
                  : String.valueOf(cause.getMessage())),
          e);
    }
    return wordle;
  }

  /** Returns the address the server listens on, with the actual port. */
  public InetSocketAddress address() {
    return Objects.requireNonNull(bound, "started");
  }

  /** Returns the base address, e.g. {@code http://127.0.0.1:8080}. */
  public URI uri() {
    InetSocketAddress address = address();
    String host = address.getAddress().getHostAddress();
    return URI.create(
        "http://" + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + address.getPort());
  }

  /**
   * Stops the server: no new connections; requests under way get up to a second to finish.
   * Idempotent.
   */
  @Override
  public void close() {
    if (!closed.compareAndSet(false, true)) {
      return;
    }
    strategy.close();
    work.shutdown(); // work still asked for runs on the threads that ask
    try {
      server.stop();
    } catch (Exception e) {
      // Stopping is best effort: the threads are daemons and the socket is closed either way.
    }
  }

  /**
   * Returns a pool of daemon threads named {@code prefix} and an index, one fewer than the
   * processors (at least one): the thread that asks for work works too.
   */
  static ForkJoinPool pool(String prefix) {
    return new ForkJoinPool(
        Math.max(1, Runtime.getRuntime().availableProcessors() - 1),
        pool -> {
          ForkJoinWorkerThread thread =
              ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(pool);
          thread.setName(prefix + thread.getPoolIndex());
          thread.setDaemon(true);
          return thread;
        },
        null,
        false);
  }
}
