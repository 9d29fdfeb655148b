/**
 * Example programs built on the solver: the {@code wordle} command line tool ({@code
 * io.github.wordlesolver.examples.cli.WordleCommand}); the sessions behind {@code wordle assist}
 * and {@code wordle play} ({@code examples.assist}, {@code examples.play}); the JSON service of
 * {@code wordle serve} ({@code examples.serve.WordleServer}); a chat-bot example ({@code
 * examples.bot.WordleBot}). An application, not a library: it exports nothing and opens the command
 * package to picocli, which fills the commands' fields by reflection. The JMH benchmarks are a
 * module of their own, {@code solver-examples/benchmarks}, built with {@code -Pbenchmarks}.
 */
@org.jspecify.annotations.NullMarked
module io.github.wordlesolver.examples {
  requires io.github.wordlesolver.core;
  requires io.github.wordlesolver.wordlists;
  requires info.picocli;
  requires com.google.gson;
  requires org.jline;
  requires org.eclipse.jetty.server;
  requires org.eclipse.jetty.http;
  requires org.eclipse.jetty.io;
  requires org.eclipse.jetty.util;
  requires com.hazelcast.core;

  opens io.github.wordlesolver.examples.cli to
      info.picocli;

  provides io.github.wordlesolver.scoring.Scorer with
      io.github.wordlesolver.examples.scorer.WorstThenEntropyScorer;
}
