package io.github.wordlesolver.examples.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.WordList;
import java.util.List;

/**
 * A cluster member that proves openers for one pair of word lists ({@code wordle worker}). Tasks
 * for other lists fail with a message saying so. Members find each other over TCP/IP at the
 * addresses given (no multicast) and listen on the given address only (loopback unless told
 * otherwise). Closing it leaves the cluster; tasks it was running are run again elsewhere by the
 * {@link ClusterRunner} that sent them.
 */
public final class Worker implements AutoCloseable {
  private final HazelcastInstance member;
  private final String address;

  private Worker(HazelcastInstance member, String address) {
    this.member = member;
    this.address = address;
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
    config.getUserContext().put(ProverRegistry.KEY, new ProverRegistry(answers, guesses, rules));
    config.setInstanceName("wordle-worker-" + host + "-" + port);
    try {
      return new Worker(Hazelcast.newHazelcastInstance(config), host + ":" + port);
    } catch (RuntimeException e) {
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
  }

  /** Stops at once, as if the machine died: for tests of a member lost mid-job. */
  public void kill() {
    member.getLifecycleService().terminate();
  }
}
