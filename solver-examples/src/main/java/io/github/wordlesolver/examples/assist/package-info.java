/**
 * What the interactive example programs share: {@link
 * io.github.wordlesolver.examples.assist.Assistant}, the session logic of {@code wordle assist};
 * {@link io.github.wordlesolver.examples.assist.LineInput}, JLine at a terminal and plain lines
 * from a pipe; {@link io.github.wordlesolver.examples.assist.Tiles}, colored tiles or plain text;
 * {@link io.github.wordlesolver.examples.assist.SessionCommand}, the commands every session reads;
 * and {@link io.github.wordlesolver.examples.assist.Session}, the one shape of every interactive
 * session (play and assist, one board and many), with {@link
 * io.github.wordlesolver.examples.assist.GameSession}, what the games of {@code wordle play} share.
 *
 * <p>The base of the examples module: the {@code cli}, {@code play}, {@code serve} and {@code bot}
 * packages use it. Sessions need no terminal, so tests and bots drive them line by line.
 */
package io.github.wordlesolver.examples.assist;
