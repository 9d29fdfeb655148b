package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.assertError;
import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ServeCommandTest {
  private static final Pattern LISTENING =
      Pattern.compile("wordle serve: listening on (http://127\\.0\\.0\\.1:\\d+) .*");

  @Test
  void servesUntilInterrupted() throws Exception {
    LineQueue out = new LineQueue();
    CommandLine commandLine = WordleCommand.newCommandLine(new WordleCommand());
    commandLine.setOut(new PrintWriter(out, true));
    StringWriter err = new StringWriter();
    commandLine.setErr(new PrintWriter(err));
    AtomicInteger status = new AtomicInteger(-1);
    Thread server = new Thread(() -> status.set(commandLine.execute("serve", "--port", "0")));
    server.setDaemon(true);
    server.start();
    try {
      String line = out.next(60);
      Matcher matcher = LISTENING.matcher(line);
      assertTrue(matcher.matches(), line);
      HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
      HttpResponse<String> health =
          client.send(
              HttpRequest.newBuilder(URI.create(matcher.group(1) + "/health"))
                  .timeout(Duration.ofSeconds(30))
                  .build(),
              BodyHandlers.ofString());
      assertEquals(200, health.statusCode());
      assertEquals("{\"status\":\"ok\"}", health.body());
    } finally {
      server.interrupt();
      server.join(30_000);
    }
    assertFalse(server.isAlive());
    assertEquals(0, status.get(), err::toString);
    assertEquals("wordle serve: stopped", out.next(1));
  }

  @Test
  void badOptions() {
    assertError(run("serve", "--port", "70000"), 2, "wordle serve", "--port must be 0 to 65535");
    assertError(
        run("serve", "--host", "no-such-host.invalid"), 2, "wordle serve", "cannot resolve host");
  }
}
