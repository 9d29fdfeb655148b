/**
 * Fixtures that the core's tests of several packages share, in a package of their own so that no
 * test package depends on another's: {@link io.github.wordlesolver.testing.EngineTestSupport}
 * (slices of the original lists, random words, a reference marker and the hard-mode rules written
 * from their definitions), {@link io.github.wordlesolver.testing.ExhaustiveOptimum} (optimal trees
 * by brute force), and two scorers that the test resources register as service providers ({@link
 * io.github.wordlesolver.testing.EngineTestProviderScorer}, {@link
 * io.github.wordlesolver.testing.EngineTestImpostorScorer}).
 *
 * <p>They use only the exported API. What must reach package-private members stays beside them:
 * {@code engine.Partitions} (the engine's partitions) and {@code solver.SolverTestAccess} (a
 * solver's hard-mode hint).
 */
package io.github.wordlesolver.testing;
