package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.examples.cluster.Worker;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.examples.text.Excerpt;
import io.github.wordlesolver.solver.Solver;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code wordle worker}: a cluster member that proves openers for {@code wordle rank --exact
 * --proven|--all --cluster …}, until interrupted. Prints {@code wordle worker: member at HOST:PORT,
 * N members} once it has joined.
 */
@Command(
    name = "worker",
    mixinStandardHelpOptions = true,
    description = {
      "Starts a cluster member (Hazelcast) that proves openers for"
          + " 'wordle rank --exact --proven --cluster HOST:PORT,…'. Start it with the same"
          + " --list/--answers/--guesses as the job. Members find each other at the --join"
          + " addresses (no multicast) and listen on --host only. Runs until interrupted."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:stopped", "2:usage error, bad word list, or the member cannot start"})
final class WorkerCommand implements Callable<Integer> {
  private static final Pattern ADDRESS = Pattern.compile("[^\\s:,]+:\\d{1,5}");

  @Mixin ListOptions lists = new ListOptions();

  @Option(
      names = "--host",
      paramLabel = "HOST",
      defaultValue = "127.0.0.1",
      description = "the address to listen on (default: ${DEFAULT-VALUE}, this machine only)")
  String host = "127.0.0.1";

  @Option(
      names = "--port",
      paramLabel = "PORT",
      defaultValue = "5701",
      description = "the port (default: ${DEFAULT-VALUE})")
  int port = 5701;

  @Option(
      names = "--join",
      paramLabel = "HOST:PORT",
      split = ",",
      description = "members to join (none: start a new cluster)")
  List<String> join = new ArrayList<>();

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  /** Checks that each address is HOST:PORT with a port of 1 to 65535, naming a bad one. */
  static void checkAddresses(CommandSpec spec, String option, List<String> addresses) {
    for (String address : addresses) {
      String a = address.strip();
      if (!ADDRESS.matcher(a).matches()
          || Integer.parseInt(a.substring(a.lastIndexOf(':') + 1)) > 65535
          || a.endsWith(":0")) {
        throw new ParameterException(
            spec.commandLine(),
            option + " takes HOST:PORT,…; '" + Excerpt.of(address) + "' is not one");
      }
    }
  }

  @Override
  public Integer call() {
    if (port < 1 || port > 65535) {
      throw new ParameterException(spec.commandLine(), "--port must be 1 to 65535, got " + port);
    }
    checkAddresses(spec, "--join", join);
    ListOptions.Lists chosen = lists.load();
    Solver solver = chosen.solver(SolverSetup.Choice.DEFAULT);
    PrintWriter out = spec.commandLine().getOut();
    Worker worker;
    try {
      worker =
          Worker.start(
              host.strip(),
              port,
              join.stream().map(String::strip).toList(),
              chosen.answers(),
              chosen.guesses(),
              solver.rules());
    } catch (IllegalStateException e) {
      throw new CommandFailure(WordleCommand.EXIT_USAGE, String.valueOf(e.getMessage()));
    }
    try (worker) {
      UntilInterrupted.await(
          worker,
          "wordle-worker-shutdown",
          out,
          "wordle worker: member at "
              + worker.address()
              + ", "
              + worker.members()
              + " members; Ctrl-C stops it");
    }
    out.println("wordle worker: stopped");
    out.flush();
    return WordleCommand.EXIT_OK;
  }
}
