/**
 * Absurdle, qntm's adversarial Wordle: a {@link io.github.wordlesolver.absurdle.Absurdle host} with
 * no secret word, played step by step through immutable {@link
 * io.github.wordlesolver.absurdle.AbsurdleGame states}, and an exact {@link
 * io.github.wordlesolver.absurdle.AbsurdleSolver solver}: the fewest guesses that always win, every
 * first word that achieves it, the fewest from any position, and challenge mode.
 *
 * <h2>The host's rule</h2>
 *
 * After each guess the host splits the answers still possible by the marks each would give, keeps
 * the largest bucket and shows its marks. Among buckets of equal size it keeps the one with fewer
 * greens, then fewer yellows, then the smaller base-3 code ({@link
 * io.github.wordlesolver.Feedback#code()}). The game is won when the guess is the only answer left
 * (all green); guesses are unlimited.
 *
 * <p>Uses the values and the engine; no other package of the module uses it.
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver.absurdle;
