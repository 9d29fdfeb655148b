package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.examples.serve.WordleServer;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Solver;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code wordle serve}: runs the JSON service of {@link WordleServer} until interrupted (Ctrl-C, or
 * an interrupt of the calling thread when embedded). Listens on the loopback address by default.
 * Prints {@code wordle serve: listening on http://HOST:PORT} once the solver is ready and the port
 * is bound (with the actual port when {@code --port 0}).
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = {
      "Serves suggestions over HTTP as JSON: POST /suggest, POST /rate, POST /marks,"
          + " POST /absurdle, POST /play, GET /strategy, GET /health; and the web app at /"
          + " (play, assistant, rate my game, Absurdle, several boards).",
      "POST /suggest {\"history\":[{\"guess\":\"salet\",\"marks\":\"--Y-G\"}],"
          + " \"hard\":false, \"top\":5} gives the answers left and the best guesses;"
          + " POST /marks {\"guess\":\"speed\", \"answer\":\"abide\"} gives {\"marks\":"
          + "\"--Y-Y\"}. Runs until interrupted (Ctrl-C)."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:stopped", "2:usage error, bad word list, or the address cannot be bound"})
final class ServeCommand implements Callable<Integer> {
  @Mixin ListOptions lists = new ListOptions();

  @Mixin CheckBudgetOption checkBudget = new CheckBudgetOption();

  @Option(
      names = "--host",
      paramLabel = "HOST",
      defaultValue = "127.0.0.1",
      description = "the address to listen on (default: ${DEFAULT-VALUE}, this machine only)")
  String host = "127.0.0.1";

  @Option(
      names = "--port",
      paramLabel = "PORT",
      defaultValue = "8080",
      description = "the port (default: ${DEFAULT-VALUE}); 0 picks a free one")
  int port = 8080;

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    if (port < 0 || port > 65535) {
      throw new ParameterException(spec.commandLine(), "--port must be 0 to 65535, got " + port);
    }
    InetSocketAddress address = new InetSocketAddress(host.strip(), port);
    if (address.isUnresolved()) {
      throw new IllegalArgumentException("cannot resolve host '" + host + "'");
    }
    SolverSetup.Choice choice = checkBudget.applyTo(SolverSetup.Choice.DEFAULT, spec.commandLine());
    Solver solver = lists.load().solver(choice);
    Solver variants = lists.loadForVariants().solver(choice);
    solver.prepare().newGame().suggest(1); // builds the mark table and the opening ranking now
    PrintWriter out = spec.commandLine().getOut();
    try (WordleServer server = WordleServer.start(solver, variants, address)) {
      // The exact checks, compiled before the first users ask.
      Thread warmUp = SolverSetup.warmUpInBackground(solver, Mode.HARD);
      try {
        UntilInterrupted.await(
            server,
            "wordle-serve-shutdown",
            out,
            "wordle serve: listening on "
                + server.uri()
                + " (the web app at "
                + server.uri()
                + "/; POST /suggest, POST /rate,"
                + " POST /marks, POST /absurdle, POST /play, GET /strategy, GET /health); Ctrl-C"
                + " stops it");
      } finally {
        warmUp.interrupt();
      }
    }
    out.println("wordle serve: stopped");
    out.flush();
    return WordleCommand.EXIT_OK;
  }
}
