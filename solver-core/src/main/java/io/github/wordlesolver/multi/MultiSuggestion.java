package io.github.wordlesolver.multi;

/**
 * One ranked guess of a multi-board game. Immutable and thread-safe.
 *
 * @param word the guess
 * @param score the strategy's cost, lower is better: the guesses the unsolved boards are expected
 *     to need after this one, each board counted as if played on its own (see {@link
 *     MultiGame#suggest})
 * @param expectedLeft the answers expected to remain after this guess, summed over the unsolved
 *     boards ({@code Σ_b Σ_k c_k² / n_b})
 * @param boardsItFits on how many unsolved boards the guess can be the answer
 */
public record MultiSuggestion(String word, double score, double expectedLeft, int boardsItFits) {}
