package io.github.wordlesolver.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.jspecify.annotations.NullMarked;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Compiles and runs the README's quick start, so the README cannot drift from the API. */
class ReadmeQuickStartTest {
  private static final Pattern QUICK_START =
      Pattern.compile("## Quick start\\s+```java\\n(.*?)```", Pattern.DOTALL);

  @Test
  void readmeQuickStartCompilesAndSolvesTheGame(@TempDir Path dir) throws Exception {
    Path readme = Path.of("").toAbsolutePath().getParent().resolve("README.md");
    Matcher m = QUICK_START.matcher(Files.readString(readme, StandardCharsets.UTF_8));
    assertTrue(m.find(), "README.md has a '## Quick start' java block");
    String source = m.group(1);
    assertTrue(source.lines().count() <= 20, "the quick start stays short");
    Files.writeString(dir.resolve("QuickStart.java"), source);

    String classPath =
        String.join(
            File.pathSeparator,
            List.of(
                location(Solver.class),
                location(WordLists.class),
                location(Long2IntOpenHashMap.class),
                location(NullMarked.class)));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int status =
        javac.run(
            null,
            null,
            diagnostics,
            "-d",
            dir.toString(),
            "-cp",
            classPath,
            dir.resolve("QuickStart.java").toString());
    assertEquals(0, status, diagnostics.toString(StandardCharsets.UTF_8));

    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    PrintStream original = System.out;
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
      Method main = loader.loadClass("QuickStart").getMethod("main", String[].class);
      System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
      main.invoke(null, (Object) new String[0]);
    } finally {
      System.setOut(original);
    }
    List<String> lines = captured.toString(StandardCharsets.UTF_8).lines().toList();
    assertTrue(lines.size() >= 1 && lines.size() <= 6, lines.toString());
    assertTrue(lines.get(0).startsWith("tarse "), lines.toString());
    assertEquals("cigar GGGGG", lines.get(lines.size() - 1));
    for (String line : lines) {
      String[] parts = line.split(" ");
      assertEquals(Feedback.compute(parts[0], "cigar").toString(), parts[1], line);
    }
  }

  private static String location(Class<?> type) throws Exception {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }
}
