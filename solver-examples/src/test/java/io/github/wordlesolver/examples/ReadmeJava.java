package io.github.wordlesolver.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.InputStream;
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

/** Compiles and runs a java block of the README, so that the README cannot drift from the API. */
final class ReadmeJava {
  private ReadmeJava() {}

  /** Returns the first java block after the heading {@code ## heading} of README.md. */
  static String block(String heading) throws Exception {
    Path readme = Path.of("").toAbsolutePath().getParent().resolve("README.md");
    Matcher m =
        Pattern.compile("## " + Pattern.quote(heading) + "\\s+```java\\n(.*?)```", Pattern.DOTALL)
            .matcher(Files.readString(readme, StandardCharsets.UTF_8));
    assertTrue(m.find(), "README.md has a '## " + heading + "' java block");
    return m.group(1);
  }

  /**
   * Compiles {@code source}, the class {@code name}, in {@code dir} against the published modules
   * alone, runs its {@code main} with {@code stdin} as standard input, and returns the lines it
   * printed.
   */
  static List<String> run(Path dir, String name, String source, String stdin) throws Exception {
    Files.writeString(dir.resolve(name + ".java"), source);
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
            dir.resolve(name + ".java").toString());
    assertEquals(0, status, diagnostics.toString(StandardCharsets.UTF_8));

    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    PrintStream original = System.out;
    InputStream originalIn = System.in;
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {dir.toUri().toURL()}, ReadmeJava.class.getClassLoader())) {
      Method main = loader.loadClass(name).getMethod("main", String[].class);
      System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
      System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
      main.invoke(null, (Object) new String[0]);
    } finally {
      System.setOut(original);
      System.setIn(originalIn);
    }
    return captured.toString(StandardCharsets.UTF_8).lines().toList();
  }

  private static String location(Class<?> type) throws Exception {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }
}
