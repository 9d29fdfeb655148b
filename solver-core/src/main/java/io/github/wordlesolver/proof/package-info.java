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
 *
 * <p><b>Tooling, not library.</b> The whole package serves the project's proofs (the {@code wordle
 * rank --proven}, {@code bound} and {@code worker} commands, the benchmarks): exported and
 * compatible through 1.x, it moves to a tooling module of its own in 2.0 (docs/dev/architecture.md,
 * "Library and tooling").
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver.proof;
