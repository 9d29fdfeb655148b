/**
 * How guesses are scored: the {@link io.github.wordlesolver.scoring.Scorer} service interface, the
 * {@link io.github.wordlesolver.scoring.Partition} a scorer is given (how one guess splits the
 * candidates, and what a scorer that looks deeper needs), and the built-in scorers, found with
 * every other scorer by name through {@link io.github.wordlesolver.scoring.Scorers}.
 *
 * <p>The second layer of the core module: it uses only the values of {@code
 * io.github.wordlesolver}. The engine implements {@code Partition} and calls the scorers, so a
 * scorer of one's own, registered as a {@link java.util.ServiceLoader} provider, can do all that a
 * built-in one does.
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver.scoring;
