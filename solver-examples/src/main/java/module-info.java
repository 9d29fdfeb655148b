/**
 * Example programs built on the solver: the {@code wordle} command line tool ({@code
 * io.github.wordlesolver.examples.cli.WordleCommand}) and the JMH benchmarks ({@code
 * io.github.wordlesolver.examples.bench}, run from {@code target/benchmarks.jar}). An application,
 * not a library: it exports nothing and opens the command package to picocli, which fills the
 * commands' fields by reflection.
 */
@org.jspecify.annotations.NullMarked
module io.github.wordlesolver.examples {
  requires io.github.wordlesolver.core;
  requires io.github.wordlesolver.wordlists;
  requires info.picocli;
  requires com.google.gson;
  requires org.jline;
  requires jmh.core;
  requires jdk.httpserver;

  opens io.github.wordlesolver.examples.cli to info.picocli;
}
