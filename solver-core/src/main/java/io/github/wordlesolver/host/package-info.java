/**
 * Hosted games: the library keeps the secret answers and plays the host, as a Wordle bot or site
 * does.
 *
 * <ul>
 *   <li>{@link io.github.wordlesolver.host.HostedGame}: an immutable game of one board or many,
 *       made from a solver, the secret(s) and a mode; a guess gives a {@link
 *       io.github.wordlesolver.host.Move}: its marks, or a refusal as data.
 *   <li>{@link io.github.wordlesolver.host.ShareGrid} and {@link
 *       io.github.wordlesolver.host.Keyboard}: the share grid (the NYT's header and emoji rows) and
 *       each letter's best mark, as values with a text rendering.
 *   <li>{@link io.github.wordlesolver.host.SavedGame}: the saved form of a game, hosted or a
 *       player's, one board or many: a short text, stable across 1.x, written and read by the
 *       library.
 * </ul>
 *
 * <p>The top layer of the core module: it plays the games of {@code solver} and {@code multi} and
 * calls their rules (marks, hard mode, refusals); nothing uses it.
 *
 * @since 1.2
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver.host;
