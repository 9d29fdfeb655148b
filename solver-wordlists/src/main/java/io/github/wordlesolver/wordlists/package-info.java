/**
 * Word lists for the solver: the bundled original and NYT lists ({@link
 * io.github.wordlesolver.wordlists.WordLists}), each as a {@link
 * io.github.wordlesolver.wordlists.ListPair} of answers and guesses; the proven-optimal decision
 * trees of the original lists ({@link io.github.wordlesolver.wordlists.OptimalTrees}); and a strict
 * reader for one's own list files ({@link io.github.wordlesolver.wordlists.WordListReader}), whose
 * errors are {@link io.github.wordlesolver.wordlists.WordListFormatException}s.
 *
 * <p>Built on the core module, never the other way round: it hands out core values, {@link
 * io.github.wordlesolver.WordList}s and {@link io.github.wordlesolver.tree.DecisionTree}s, ready
 * for {@link io.github.wordlesolver.solver.Solver#builder}.
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver.wordlists;
