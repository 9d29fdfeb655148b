/**
 * Proof jobs on a cluster of machines, on Hazelcast: {@link
 * io.github.wordlesolver.examples.cluster.Worker} starts a member that proves openers, and {@link
 * io.github.wordlesolver.examples.cluster.ClusterRunner} is a {@link
 * io.github.wordlesolver.proof.TaskRunner} that sends a job's tasks to the members. The core knows
 * nothing of Hazelcast: tasks and results are its serialisable {@link
 * io.github.wordlesolver.proof.OpenerTask} and {@link io.github.wordlesolver.proof.OpenerResult}.
 */
@NullMarked
package io.github.wordlesolver.examples.cluster;

import org.jspecify.annotations.NullMarked;
