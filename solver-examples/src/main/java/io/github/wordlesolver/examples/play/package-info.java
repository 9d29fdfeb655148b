/**
 * The game of Wordle in the terminal: {@link io.github.wordlesolver.examples.play.PlaySession}, the
 * session logic of {@code wordle play}, driven line by line without a terminal. Uses the tiles of
 * {@code examples.assist}; the {@code cli} package runs it.
 */
package io.github.wordlesolver.examples.play;
