/**
 * What self-play on one board ({@link io.github.wordlesolver.solver.SelfPlay}) and on many ({@link
 * io.github.wordlesolver.multi.MultiSelfPlay}) share: the tally of the games' lengths and the
 * equality and text of their results ({@link io.github.wordlesolver.GameStatistics}). Not exported.
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver.selfplay;
