/**
 * JMH benchmarks of the engine on the original word lists (the hard-mode check also on the NYT and
 * Spanish ones), built only with the {@code benchmarks} profile ({@code mvn -Pbenchmarks
 * -DskipTests package}) into {@code solver-examples/benchmarks/target/benchmarks.jar}: {@code java
 * -jar benchmarks.jar} runs them all (a few minutes on two cores), {@code java -jar benchmarks.jar
 * MarkTableBenchmark} one class. They run on the class path, so they may measure the engine's
 * internal classes directly.
 *
 * <ul>
 *   <li>{@link io.github.wordlesolver.benchmarks.FeedbackBenchmark}: marks of one pair.
 *   <li>{@link io.github.wordlesolver.benchmarks.MarkTableBenchmark}: the whole table, on one core
 *       and on all.
 *   <li>{@link io.github.wordlesolver.benchmarks.RankBenchmark}: ranking every opener by entropy,
 *       cold and with the table built.
 *   <li>{@link io.github.wordlesolver.benchmarks.SuggestBenchmark}: one suggestion mid-game.
 *   <li>{@link io.github.wordlesolver.benchmarks.SelfPlayBenchmark}: playing every answer.
 *   <li>{@link io.github.wordlesolver.benchmarks.ExactTreeBenchmark}: exact and heuristic trees.
 *   <li>{@link io.github.wordlesolver.benchmarks.FeasibilityBenchmark}: the hard-mode check behind
 *       a suggestion off a tree.
 * </ul>
 *
 * <p>Three commands, not JMH benchmarks: {@link
 * io.github.wordlesolver.benchmarks.SuggestionLatency} times every hard-mode suggestion of a
 * self-play run, {@link io.github.wordlesolver.benchmarks.ColdStart} the first suggestion of a
 * fresh process on lists of its own with and without an imported opening ranking, and {@link
 * io.github.wordlesolver.benchmarks.HardOpenerLosses} proves which openers lose some answer in hard
 * mode.
 */
package io.github.wordlesolver.benchmarks;
