package io.github.wordlesolver.examples.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import io.github.wordlesolver.proof.OpenerResult;
import io.github.wordlesolver.proof.OpenerTask;
import java.io.Serializable;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;

/** One task as Hazelcast ships it to a member, which proves it with its {@link ProverRegistry}. */
final class ProofCall implements Callable<OpenerResult>, Serializable, HazelcastInstanceAware {
  private static final long serialVersionUID = 1L;

  private final OpenerTask task;
  private transient @Nullable HazelcastInstance member;

  ProofCall(OpenerTask task) {
    this.task = task;
  }

  @Override
  public void setHazelcastInstance(HazelcastInstance instance) {
    this.member = instance;
  }

  @Override
  public OpenerResult call() {
    HazelcastInstance instance = member;
    Object registry = instance == null ? null : instance.getUserContext().get(ProverRegistry.KEY);
    if (!(registry instanceof ProverRegistry provers)) {
      throw new IllegalStateException("this member is not a wordle worker");
    }
    return provers.prove(task);
  }
}
