/**
 * Multi-board games (Dordle, Quordle, Octordle and any number of boards up to {@value
 * io.github.wordlesolver.multi.MultiSolver#MAX_BOARDS}): one guess typed into every unsolved board,
 * each board with its own secret answer.
 *
 * <ul>
 *   <li>{@link io.github.wordlesolver.multi.MultiSolver}: the entry point, built on a {@link
 *       io.github.wordlesolver.solver.Solver}; thread-safe, meant to be shared.
 *   <li>{@link io.github.wordlesolver.multi.MultiGame}: an immutable game state, one {@link
 *       io.github.wordlesolver.solver.Game} per board, that takes marks and suggests guesses.
 *   <li>{@link io.github.wordlesolver.multi.MultiSelfPlay}: seeded self-play, reproducible on any
 *       machine and thread count, with a {@link
 *       io.github.wordlesolver.multi.MultiSimulationResult}.
 * </ul>
 *
 * <p>Beside {@code proof}, below {@code host}: it uses the values, the engine's mark table and the
 * {@code solver} package's games; {@code host} hosts its games.
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver.multi;
