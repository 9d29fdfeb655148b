package io.github.wordlesolver.proof;

import org.jspecify.annotations.Nullable;

/** The checkpoint that remembers nothing ({@link Checkpoint#none()}): one instance. */
enum NoCheckpoint implements Checkpoint {
  INSTANCE;

  @Override
  public @Nullable OpenerResult known(OpenerTask task) {
    return null;
  }

  @Override
  public void record(OpenerTask task, OpenerResult result) {}
}
