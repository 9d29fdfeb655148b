package io.github.wordlesolver.examples.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.proof.OpenerProver;
import io.github.wordlesolver.proof.OpenerResult;
import io.github.wordlesolver.proof.OpenerTask;
import io.github.wordlesolver.proof.ProvenRanking;
import io.github.wordlesolver.proof.TaskRunner;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Proof jobs on a real Hazelcast cluster of three members on 127.0.0.1 (TCP/IP join, no multicast),
 * in this JVM: the same results as in-process, also when a member is killed mid-job, and a clear
 * failure when the workers hold other lists.
 */
class ClusterRunnerTest {
  private static final WordList ANSWERS = every(WordLists.originalAnswers(), 12);
  private static final WordList GUESSES =
      WordList.union(ANSWERS, every(WordLists.originalAllowed(), 20));
  private static final GameRules RULES = GameRules.of(GUESSES);
  private static final List<Worker> WORKERS = new ArrayList<>();

  private static WordList every(WordList words, int step) {
    List<String> some = new ArrayList<>();
    for (int i = 0; i < words.size(); i += step) {
      some.add(words.get(i));
    }
    return WordList.of(some);
  }

  static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  @BeforeAll
  static void startThreeMembers() throws IOException {
    List<String> join = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      Worker worker = Worker.start("127.0.0.1", freePort(), join, ANSWERS, GUESSES, RULES);
      WORKERS.add(worker);
      join.add(worker.address());
    }
    assertEquals(3, WORKERS.get(2).members());
  }

  @AfterAll
  static void stopMembers() {
    for (Worker worker : WORKERS) {
      worker.close();
    }
  }

  private static List<String> addresses() {
    return WORKERS.stream().map(Worker::address).toList();
  }

  @Test
  void aProvenRankingOnTheClusterIsTheInProcessOne() {
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      OpenerProver prover = new OpenerProver(ANSWERS, GUESSES, RULES.withMode(mode));
      List<String> seeds = GUESSES.asList().subList(0, 4);
      ProvenRanking.Result local =
          ProvenRanking.of(prover).withRunner(TaskRunner.inProcess(prover, 2)).top(3, seeds);
      try (ClusterRunner cluster = ClusterRunner.connect(addresses())) {
        assertEquals(3, cluster.members());
        ProvenRanking.Result remote = ProvenRanking.of(prover).withRunner(cluster).top(3, seeds);
        assertEquals(local, remote, mode.name());
      }
    }
  }

  /**
   * Returns the tasks of a ranking of every opener without a cutoff (tasks are made by rankings
   * only): a bound without search for each guess, then the exact search of each.
   */
  private static List<OpenerTask> everyTask(OpenerProver prover) {
    List<OpenerTask> tasks = new ArrayList<>();
    TaskRunner recording =
        (batch, done) -> {
          tasks.addAll(batch);
          return TaskRunner.inProcess(prover, 2).run(batch, done);
        };
    // A bound above any total: every search ends exact.
    ProvenRanking.of(prover).withRunner(recording).all(ANSWERS.size() * RULES.maxGuesses() + 1);
    assertEquals(2 * GUESSES.size(), tasks.size());
    assertTrue(tasks.stream().allMatch(t -> t.job().equals(prover.job())));
    assertTrue(tasks.get(0).isDeepBound() && !tasks.get(tasks.size() - 1).isDeepBound());
    return tasks;
  }

  @Test
  void aMemberKilledMidJobLosesNothing() throws IOException, InterruptedException {
    OpenerProver prover = new OpenerProver(ANSWERS, GUESSES, RULES);
    List<OpenerTask> tasks = everyTask(prover);
    List<OpenerResult> local = TaskRunner.inProcess(prover, 2).run(tasks, r -> {});
    Worker doomed = Worker.start("127.0.0.1", freePort(), addresses(), ANSWERS, GUESSES, RULES);
    try (ClusterRunner cluster = ClusterRunner.connect(addresses())) {
      assertEquals(4, cluster.members());
      AtomicBoolean killed = new AtomicBoolean();
      AtomicInteger reported = new AtomicInteger();
      List<OpenerResult> remote =
          cluster.run(
              tasks,
              r -> {
                reported.incrementAndGet();
                if (!killed.getAndSet(true)) {
                  // As if its machine died: no goodbye to the cluster; its tasks are lost with it.
                  // The
                  // job waits for the kill, so that it happens with nearly every task still to run.
                  Thread kill = new Thread(doomed::kill);
                  kill.start();
                  try {
                    kill.join();
                  } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                  }
                }
              });
      assertTrue(killed.get());
      assertEquals(local, remote);
      assertEquals(tasks.size(), reported.get());
      // The client learns of the loss asynchronously.
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (cluster.members() != 3 && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      assertEquals(3, cluster.members());
    } finally {
      doomed.kill();
    }
  }

  @Test
  void workersWithOtherListsFailTheJobClearly() throws IOException {
    WordList others = every(WordLists.originalAnswers(), 13);
    OpenerProver prover = new OpenerProver(others, others, GameRules.of(others));
    try (ClusterRunner cluster = ClusterRunner.connect(addresses())) {
      // The job's first task is the search of its one seed.
      ProvenRanking ranking = ProvenRanking.of(prover).withRunner(cluster);
      IllegalStateException e =
          assertThrows(IllegalStateException.class, () -> ranking.top(1, List.of(others.get(0))));
      assertTrue(
          e.getMessage()
              .contains(
                  "proving '"
                      + others.get(0)
                      + "' failed: this worker"
                      + " holds other word lists"),
          e.getMessage());
    }
  }
}
