/**
 * Quoting of user input in the examples' messages ({@link
 * io.github.wordlesolver.examples.text.Excerpt}): a short prefix of a bad value, never all of it.
 *
 * <p>A leaf of the examples module: every other package may use it; it uses nothing of the project.
 * The examples keep this helper of their own, so that they use only the library's exported API and
 * a user who copies one can compile it.
 */
package io.github.wordlesolver.examples.text;
