/**
 * The one solver set-up every front end of the examples shares ({@link
 * io.github.wordlesolver.examples.setup.SolverSetup}): the scorer, the opener and the bundled
 * optimal trees chosen by one rule, so that the assistant, {@code suggest}, {@code simulate},
 * {@code play --solver}, the server and the bot give the same advice for the same history.
 *
 * <p>The bottom of the examples module: every other package may use it; it uses only the library.
 */
package io.github.wordlesolver.examples.setup;
