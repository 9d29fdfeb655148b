package io.github.wordlesolver.examples.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.WordList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;

/**
 * A cluster member that proves openers for one pair of word lists ({@code wordle worker}). Tasks
 * for other lists fail with a message saying so. Members find each other over TCP/IP at the
 * addresses given (no multicast) and listen on the given address only (loopback unless told
 * otherwise). Closing it leaves the cluster; tasks it was running are run again elsewhere by the
 * {@link ClusterRunner} that sent them.
 *
 * <p>Where the work runs: tasks on Hazelcast's executor threads (one per processor); the mark table
 * of a prover, built on the first task that needs it, on that task's thread and on the worker's own
 * pool of daemon threads ({@code wordle-worker-N}), never on the common fork-join pool. Closing the
 * worker shuts the pool down.
 */
public final class Worker implements AutoCloseable {
  private final HazelcastInstance member;
  private final String address;
  private final ExecutorService pool;

  private Worker(HazelcastInstance member, String address, ExecutorService pool) {
    this.member = member;
    this.address = address;
    this.pool = pool;
  }

  /** Returns the worker's pool: one daemon thread fewer than the processors, at least one. */
  private static ForkJoinPool newPool() {
    return new ForkJoinPool(
        Math.max(1, Runtime.getRuntime().availableProcessors() - 1),
        p -> {
          ForkJoinWorkerThread thread =
              ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(p);
          thread.setName("wordle-worker-" + thread.getPoolIndex());
          thread.setDaemon(true);
          return thread;
        },
        null,
        false);
  }

  /**
   * Starts a member on {@code host:port} that joins the members at {@code join} (HOST:PORT each,
   * may be empty for the first member), proving tasks for these lists. Blocks until it has joined
   * (seconds).
   *
   * @throws IllegalStateException if the member cannot start (for example, the port is in use); the
   *     message names the address
   */
  public static Worker start(
      String host,
      int port,
      List<String> join,
      WordList answers,
      WordList guesses,
      GameRules rules) {
    Config config = ClusterSettings.member(host, port, join);
    ForkJoinPool pool = newPool();
    config
        .getUserContext()
        .put(ProverRegistry.KEY, new ProverRegistry(answers, guesses, rules, pool));
    config.setInstanceName("wordle-worker-" + host + "-" + port);
    try {
      return new Worker(Hazelcast.newHazelcastInstance(config), host + ":" + port, pool);
    } catch (RuntimeException e) {
      pool.shutdown();
      throw new IllegalStateException(
          "cannot start a worker on " + host + ":" + port + ": " + e.getMessage(), e);
    }
  }

  /** Returns the HOST:PORT other members and clients reach this one at. */
  public String address() {
    return address;
  }

  /** Returns the number of members in the cluster, this one included. */
  public int members() {
    return member.getCluster().getMembers().size();
  }

  /** Leaves the cluster gracefully. */
  @Override
  public void close() {
    member.shutdown();
    pool.shutdown();
  }

  /** Stops at once, as if the machine died: for tests of a member lost mid-job. */
  public void kill() {
    member.getLifecycleService().terminate();
    pool.shutdown();
  }
}
