/**
 * Playing the game: the top layer of the core module and the library's entry point, {@link
 * io.github.wordlesolver.solver.Solver}. A solver (one pair of word lists, a scorer and an opener;
 * thread-safe, meant to be shared) starts {@link io.github.wordlesolver.solver.Game games},
 * immutable states that take marks and rank the next guesses as {@link
 * io.github.wordlesolver.solver.Suggestion}s. {@link io.github.wordlesolver.solver.SelfPlay} plays
 * every answer of a list and gathers a {@link io.github.wordlesolver.solver.SimulationResult}.
 *
 * <p>It uses every other package of the module and no package of the module uses it.
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver.solver;
