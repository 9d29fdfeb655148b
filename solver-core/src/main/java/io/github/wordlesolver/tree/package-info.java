/**
 * Decision trees: a whole strategy, the guesses played until each answer is found.
 *
 * <ul>
 *   <li>{@link io.github.wordlesolver.tree.TreeBuilder} builds the tree of an opener, exactly (the
 *       fewest guesses in total, proved by branch and bound) or heuristically.
 *   <li>{@link io.github.wordlesolver.tree.DecisionTree} is the result, played by look-up.
 *   <li>{@link io.github.wordlesolver.tree.TreeVerifier} checks plays and builds a tree from them;
 *       {@link io.github.wordlesolver.tree.TreeFormat} is the plain-text file format.
 * </ul>
 *
 * <p>The fourth layer of the core module: it uses the values, the built-in scorers and the engine's
 * search; the {@code solver} package plays games from a tree.
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver.tree;
