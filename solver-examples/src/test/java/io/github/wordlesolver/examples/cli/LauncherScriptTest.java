package io.github.wordlesolver.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher script {@code src/main/sh/wordle} (copied to {@code target/wordle} by the build):
 * the JVM options it chooses for each job. A stand-in {@code java} under a temporary {@code
 * JAVA_HOME} prints the arguments it was given, one a line, so no JVM starts.
 */
class LauncherScriptTest {
  private static final Path SCRIPT = Paths.get("src/main/sh/wordle").toAbsolutePath();
  private static final String JAR = SCRIPT.getParent().resolve("wordle.jar").toString();

  @TempDir static Path javaHome;

  @BeforeAll
  static void standInJava() throws IOException {
    assumeTrue(Files.isExecutable(Paths.get("/bin/sh")), "needs a POSIX shell");
    Path bin = Files.createDirectories(javaHome.resolve("bin"));
    Path java = bin.resolve("java");
    Files.writeString(java, "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done\n");
    assumeTrue(java.toFile().setExecutable(true), "cannot make the stand-in java executable");
  }

  private static List<String> run(Map<String, String> env, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("/bin/sh", SCRIPT.toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().remove("WORDLE_JAVA_OPTS");
    builder.environment().put("JAVA_HOME", javaHome.toString());
    builder.environment().putAll(env);
    Process process = builder.start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(true, process.waitFor(30, TimeUnit.SECONDS), "the script did not finish");
    assertEquals(0, process.exitValue(), out);
    return out.lines().collect(Collectors.toList());
  }

  private static List<String> expected(List<String> options, String... args) {
    List<String> out = new ArrayList<>(options);
    out.add("-jar");
    out.add(JAR);
    out.addAll(List.of(args));
    return out;
  }

  @Test
  void oneJobsRunWithASmallFixedYoungGeneration() throws Exception {
    List<String> small = List.of("-XX:+UseSerialGC", "-Xmn16m");
    assertEquals(
        expected(small, "tree", "--opener", "tarse", "--exact"),
        run(Map.of(), "tree", "--opener", "tarse", "--exact"));
    assertEquals(
        expected(small, "suggest", "--hard", "sials:--Y-G"),
        run(Map.of(), "suggest", "--hard", "sials:--Y-G"));
    assertEquals(expected(small, "--version"), run(Map.of(), "--version"));
    assertEquals(expected(small), run(Map.of()));
  }

  @Test
  void servicesRunWithTheJvmDefaults() throws Exception {
    assertEquals(
        expected(List.of(), "serve", "--port", "8080"), run(Map.of(), "serve", "--port", "8080"));
    assertEquals(
        expected(List.of(), "worker", "--port", "5701"), run(Map.of(), "worker", "--port", "5701"));
  }

  @Test
  void theEnvironmentReplacesTheChosenOptions() throws Exception {
    assertEquals(
        expected(List.of("-Xmx2g", "-XX:+UseSerialGC"), "rank", "--exact"),
        run(Map.of("WORDLE_JAVA_OPTS", "-Xmx2g -XX:+UseSerialGC"), "rank", "--exact"));
    assertEquals(expected(List.of(), "simulate"), run(Map.of("WORDLE_JAVA_OPTS", ""), "simulate"));
  }

  @Test
  void argumentsPassThroughUnsplit() throws Exception {
    assertEquals(
        expected(List.of("-XX:+UseSerialGC", "-Xmn16m"), "filter", "a b", "*"),
        run(Map.of(), "filter", "a b", "*"));
  }
}
