package io.github.wordlesolver.examples.cluster;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastException;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;
import io.github.wordlesolver.proof.OpenerResult;
import io.github.wordlesolver.proof.OpenerTask;
import io.github.wordlesolver.proof.TaskRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;

/**
 * Runs a proof job's tasks on a Hazelcast cluster of {@link Worker workers}, as a client. Each task
 * goes to a member; a task lost with its member (killed, disconnected) is sent again, to a member
 * still there, up to {@value #ATTEMPTS} times. Results come back in task order, and since a task's
 * result depends only on the task, the job's result is the same as in-process, whatever the number
 * of members. {@link #run} may be called from one thread at a time.
 */
public final class ClusterRunner implements TaskRunner, AutoCloseable {
  /** How many times a task is sent before the job fails. */
  static final int ATTEMPTS = 5;

  private final HazelcastInstance client;
  private final IExecutorService executor;

  private ClusterRunner(HazelcastInstance client) {
    this.client = client;
    this.executor = client.getExecutorService(ClusterSettings.EXECUTOR);
  }

  /**
   * Connects to the cluster through the members at {@code members} (HOST:PORT each; one that
   * answers is enough). Blocks up to about 15 s.
   *
   * @throws IllegalStateException if no member answers; the message names the addresses
   */
  public static ClusterRunner connect(List<String> members) {
    try {
      return new ClusterRunner(HazelcastClient.newHazelcastClient(ClusterSettings.client(members)));
    } catch (RuntimeException e) {
      throw new IllegalStateException(
          "cannot reach a wordle worker at " + String.join(",", members) + ": " + e.getMessage(),
          e);
    }
  }

  /** Returns the number of members the client sees. */
  public int members() {
    return client.getCluster().getMembers().size();
  }

  @Override
  public List<OpenerResult> run(List<OpenerTask> tasks, Consumer<OpenerResult> done) {
    List<CompletableFuture<OpenerResult>> futures = new ArrayList<>(tasks.size());
    for (OpenerTask task : tasks) {
      CompletableFuture<OpenerResult> future = new CompletableFuture<>();
      futures.add(future);
      send(task, future, done, 1);
    }
    List<OpenerResult> results = new ArrayList<>(tasks.size());
    for (int i = 0; i < futures.size(); i++) {
      try {
        results.add(futures.get(i).join());
      } catch (CompletionException e) {
        Throwable cause = e.getCause() == null ? e : e.getCause();
        throw new IllegalStateException(
            "proving '" + tasks.get(i).opener() + "' failed: " + cause.getMessage(), cause);
      }
    }
    return results;
  }

  private void send(
      OpenerTask task,
      CompletableFuture<OpenerResult> future,
      Consumer<OpenerResult> done,
      int attempt) {
    executor.submit(
        new ProofCall(task),
        new ExecutionCallback<OpenerResult>() {
          @Override
          public void onResponse(OpenerResult result) {
            try {
              done.accept(result);
              future.complete(result);
            } catch (RuntimeException e) {
              future.completeExceptionally(e);
            }
          }

          @Override
          public void onFailure(Throwable t) {
            // A member lost or the connection to it: the task is still good, send it again.
            if (t instanceof HazelcastException && attempt < ATTEMPTS) {
              send(task, future, done, attempt + 1);
            } else {
              future.completeExceptionally(t);
            }
          }
        });
  }

  /** Disconnects from the cluster; the workers keep running. */
  @Override
  public void close() {
    client.shutdown();
  }
}
