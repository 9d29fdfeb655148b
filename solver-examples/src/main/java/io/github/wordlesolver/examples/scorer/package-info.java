/**
 * An example of a scorer of one's own, {@link
 * io.github.wordlesolver.examples.scorer.WorstThenEntropyScorer}: it implements the core's {@code
 * Scorer} service interface and reaches the engine only as a {@link java.util.ServiceLoader}
 * provider (declared in the module's {@code module-info.java} and, for the class path, in {@code
 * META-INF/services}), found by name like the built-in scorers. No other package of the examples
 * uses it directly.
 */
package io.github.wordlesolver.examples.scorer;
