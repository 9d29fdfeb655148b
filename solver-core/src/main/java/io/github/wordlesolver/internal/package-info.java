/**
 * Helpers that belong to no layer of the game; not exported: {@link
 * io.github.wordlesolver.internal.Texts} quotes user input in error messages, {@link
 * io.github.wordlesolver.internal.GuessEstimate} is the lookahead's estimate and {@link
 * io.github.wordlesolver.internal.Handles} the errors of the doors to package-private members. A
 * leaf: it uses no other package of the project, so any package may use it.
 */
package io.github.wordlesolver.internal;
