/**
 * Example programs built on the solver: the {@code wordle} command line tool ({@code
 * io.github.wordlesolver.examples.cli.WordleCommand}); the sessions behind {@code wordle assist}
 * and {@code wordle play} ({@code examples.assist}, {@code examples.play}); the JSON service of
 * {@code wordle serve} ({@code examples.serve.WordleServer}); a chat-bot example ({@code
 * examples.bot.WordleBot}); and the JMH benchmarks ({@code examples.bench}, run from {@code
 * target/benchmarks.jar}). An application, not a library: it exports nothing and opens the
 * command package to picocli, which fills the commands' fields by reflection.
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
  // Only the tests use the JDK's HTTP client (against wordle serve); not needed at run time.
  requires static java.net.http;

  opens io.github.wordlesolver.examples.cli to info.picocli;

  provides io.github.wordlesolver.scoring.Scorer
      with io.github.wordlesolver.examples.scorer.WorstThenEntropyScorer;
}
