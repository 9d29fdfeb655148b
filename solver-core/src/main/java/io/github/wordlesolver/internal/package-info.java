/**
 * Helpers that belong to no layer of the game; exported to the word lists' module only: {@link
 * io.github.wordlesolver.internal.Texts} quotes user input in error messages, {@link
 * io.github.wordlesolver.internal.Utf8Decoder} decodes users' UTF-8 files, {@link
 * io.github.wordlesolver.internal.GuessEstimate} is the lookahead's estimate and {@link
 * io.github.wordlesolver.internal.Handles} the errors of the doors to package-private members;
 * {@link io.github.wordlesolver.internal.Fingerprints} names word lists by their SHA-256. A leaf:
 * it uses no other package of the project, so any package may use it.
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver.internal;
