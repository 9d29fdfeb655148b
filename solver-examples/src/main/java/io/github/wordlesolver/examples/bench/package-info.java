/**
 * JMH benchmarks of the engine on the original word lists, packaged in {@code
 * solver-examples/target/benchmarks.jar}: {@code java -jar benchmarks.jar} runs them all (a few
 * minutes on two cores), {@code java -jar benchmarks.jar MarkTableBenchmark} one class.
 *
 * <ul>
 *   <li>{@link io.github.wordlesolver.examples.bench.FeedbackBenchmark}: marks of one pair.
 *   <li>{@link io.github.wordlesolver.examples.bench.MarkTableBenchmark}: the whole table, on one
 *       core and on all.
 *   <li>{@link io.github.wordlesolver.examples.bench.RankBenchmark}: ranking every opener by
 *       entropy, cold and with the table built.
 *   <li>{@link io.github.wordlesolver.examples.bench.SuggestBenchmark}: one suggestion mid-game.
 *   <li>{@link io.github.wordlesolver.examples.bench.SelfPlayBenchmark}: playing every answer.
 * </ul>
 */
package io.github.wordlesolver.examples.bench;
