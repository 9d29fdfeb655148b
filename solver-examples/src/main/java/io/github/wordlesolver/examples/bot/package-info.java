/**
 * Chat bots on the library. {@link io.github.wordlesolver.examples.bot.WordleBot} advises: one
 * shared solver for the whole bot, one game per message, a text reply. {@link
 * io.github.wordlesolver.examples.bot.HostBot} hosts games, one per user, on the library's {@code
 * HostedGame} ({@code wordle bot}), keeping them in a directory of saved games that survives a
 * killed process. Nothing else in the examples depends on them.
 */
package io.github.wordlesolver.examples.bot;
