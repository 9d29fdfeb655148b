/**
 * The door through which the bundled data of solver-wordlists reaches the solver's builder;
 * exported to that module only: {@link io.github.wordlesolver.solver.bundled.BundledHints}. Above
 * {@code io.github.wordlesolver.solver}, which it uses.
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver.solver.bundled;
