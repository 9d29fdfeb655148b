package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code wordle worker} and {@code wordle rank … --cluster}: the command line of cluster jobs. */
class WorkerCommandTest {
  @TempDir Path dir;

  @Test
  void aRankOnTheClusterPrintsWhatTheInProcessRankPrints() throws Exception {
    Path list = dir.resolve("words.txt");
    Cli.writeEveryNthAnswer(list, 15);
    int port;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }
    LineQueue out = new LineQueue();
    CommandLine worker = WordleCommand.newCommandLine(new WordleCommand());
    worker.setOut(new PrintWriter(out, true));
    StringWriter err = new StringWriter();
    worker.setErr(new PrintWriter(err));
    AtomicInteger status = new AtomicInteger(-1);
    Thread member =
        new Thread(
            () ->
                status.set(
                    worker.execute("worker", "--port", "" + port, "--answers", list.toString())));
    member.setDaemon(true);
    member.start();
    try {
      assertEquals(
          "wordle worker: member at 127.0.0.1:" + port + ", 1 members; Ctrl-C stops it",
          out.next(120),
          err::toString);
      String[] job = {
        "rank", "--exact", "--proven", "--top", "3", "--answers", list.toString(), "--json"
      };
      JsonObject local = JsonOutput.parse(run(job));
      List<String> onCluster = new ArrayList<>(List.of(job));
      onCluster.addAll(List.of("--cluster", "127.0.0.1:" + port));
      JsonObject remote = JsonOutput.parse(run(onCluster.toArray(new String[0])));
      local.remove("millis");
      remote.remove("millis");
      assertEquals(local, remote);
      assertTrue(local.get("proven").getAsBoolean());
    } finally {
      member.interrupt();
      member.join(60_000);
    }
    assertFalse(member.isAlive());
    assertEquals(0, status.get(), err::toString);
    assertEquals("wordle worker: stopped", out.next(1));
  }

  @Test
  void badOptions() throws IOException {
    assertError(run("worker", "--port", "70000"), 2, "wordle worker", "--port must be 1 to 65535");
    assertError(
        run("worker", "--join", "127.0.0.1"),
        2,
        "wordle worker",
        "--join takes HOST:PORT,…; '127.0.0.1' is not one");
    assertError(
        run("rank", "--exact", "--cluster", "127.0.0.1:5701"),
        2,
        "wordle rank",
        "--cluster goes with --proven or --all");
    assertError(
        run("rank", "--exact", "--proven", "--cluster", "127.0.0.1:99999"),
        2,
        "wordle rank",
        "--cluster takes HOST:PORT,…; '127.0.0.1:99999' is not one");
  }
}
