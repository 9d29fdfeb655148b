/**
 * A chat-bot embedding of the solver, {@link io.github.wordlesolver.examples.bot.WordleBot}: one
 * shared solver for the whole bot, one game per message, a text reply. Uses the solver set up by
 * {@code examples.assist.Advice}; nothing in the examples depends on it.
 */
package io.github.wordlesolver.examples.bot;
