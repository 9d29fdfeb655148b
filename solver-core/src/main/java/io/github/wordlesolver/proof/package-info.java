/**
 * Proofs over every opener: {@link io.github.wordlesolver.proof.ProvenRanking} finds the true best
 * openers and proves every other one worse, through serialisable {@link
 * io.github.wordlesolver.proof.OpenerTask tasks} that an {@link
 * io.github.wordlesolver.proof.OpenerProver} runs and any {@link
 * io.github.wordlesolver.proof.TaskRunner} (this machine's cores, a cluster) schedules, with {@link
 * io.github.wordlesolver.proof.Checkpoint checkpoints} so that nothing finished is lost.
 *
 * <p>The top of the core: it uses the values and the engine, and knows nothing of any distributed
 * engine.
 */
package io.github.wordlesolver.proof;
