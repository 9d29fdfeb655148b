/**
 * The engine behind games, rankings and trees; not exported, so none of it is API.
 *
 * <ul>
 *   <li>{@link io.github.wordlesolver.engine.Engine}: what is shared for one pair of word lists.
 *   <li>{@link io.github.wordlesolver.engine.MarkTable}: the marks of every guess against every
 *       answer, computed once, in parallel, one row per guess.
 *   <li>{@link io.github.wordlesolver.engine.Rule} and {@link io.github.wordlesolver.engine.Node}:
 *       the game's rules applied to guess indices, and the one place a node is expanded; {@link
 *       io.github.wordlesolver.engine.Buckets}: the one place a set is split by a guess's marks.
 *   <li>{@link io.github.wordlesolver.engine.Ranker}: every guess of a {@link
 *       io.github.wordlesolver.engine.Position} split and scored, with a fixed tie rule.
 *   <li>{@link io.github.wordlesolver.engine.TreeSearch}: the exact branch-and-bound search for the
 *       cheapest decision tree, with its bounded memo.
 * </ul>
 *
 * <p>The third layer of the core module: it uses the values and the scoring interfaces (its
 * partition view is the {@code Partition} scorers see), and the {@code tree} and {@code solver}
 * packages use it. Its types are public only so that those packages can reach them. Hot loops run
 * over {@code int[]} and {@code byte[]}; results never depend on the number of threads.
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver.engine;
