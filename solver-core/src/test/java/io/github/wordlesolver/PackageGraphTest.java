package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The core's packages form an acyclic graph that reads as the architecture, as {@code jdeps
 * -verbose:package} sees the compiled classes: each package uses only packages below it in {@link
 * #LAYERS}. A cycle, or a use of a higher layer, fails the build.
 */
class PackageGraphTest {
  private static final String ROOT = "io.github.wordlesolver";

  /** From the bottom up. */
  private static final List<String> LAYERS =
      List.of(
          ROOT + ".internal",
          ROOT,
          ROOT + ".scoring",
          ROOT + ".engine",
          ROOT + ".tree",
          ROOT + ".selfplay",
          ROOT + ".solver",
          ROOT + ".solver.bundled",
          ROOT + ".proof",
          ROOT + ".absurdle",
          ROOT + ".multi",
          ROOT + ".host");

  private static final Pattern EDGE =
      Pattern.compile(
          "^\\s+(io\\.github\\.wordlesolver\\S*)\\s+->\\s+(io\\.github\\.wordlesolver\\S*)\\s");

  /** Returns the project-internal package edges jdeps finds in the core's classes. */
  static Map<String, Set<String>> edges() throws Exception {
    Path classes =
        Path.of(Alphabet.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<String> modulePath = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (entry.contains("fastutil") || entry.contains("jspecify")) {
        modulePath.add(entry);
      }
    }
    ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow();
    StringWriter out = new StringWriter();
    int status =
        jdeps.run(
            new PrintWriter(out),
            new PrintWriter(out),
            "--multi-release",
            "17",
            "-verbose:package",
            "-filter:none",
            "--module-path",
            String.join(File.pathSeparator, modulePath),
            classes.toString());
    assertEquals(0, status, out::toString);
    Map<String, Set<String>> edges = new TreeMap<>();
    for (String line : out.toString().split("\\R")) {
      Matcher m = EDGE.matcher(line);
      if (m.find() && !m.group(1).equals(m.group(2))) {
        edges.computeIfAbsent(m.group(1), k -> new TreeSet<>()).add(m.group(2));
      }
    }
    return edges;
  }

  @Test
  void everyPackageUsesOnlyTheLayersBelowIt() throws Exception {
    Map<String, Set<String>> edges = edges();
    assertTrue(edges.size() >= 4, "jdeps found too few edges to judge: " + edges);
    for (Map.Entry<String, Set<String>> e : edges.entrySet()) {
      int from = LAYERS.indexOf(e.getKey());
      assertTrue(from >= 0, "a package outside the known layers: " + e.getKey());
      for (String to : e.getValue()) {
        int layer = LAYERS.indexOf(to);
        assertTrue(
            layer >= 0 && layer < from,
            e.getKey() + " uses " + to + ", which is not below" + " it in " + LAYERS);
      }
    }
  }

  @Test
  void theGraphHasNoCycle() throws Exception {
    Map<String, Set<String>> edges = edges();
    Set<String> done = new TreeSet<>();
    for (String start : edges.keySet()) {
      visit(start, edges, new ArrayList<>(), done);
    }
  }

  private static void visit(
      String node, Map<String, Set<String>> edges, List<String> path, Set<String> done) {
    if (path.contains(node)) {
      throw new AssertionError(
          "package cycle: " + path.subList(path.indexOf(node), path.size()) + " -> " + node);
    }
    if (!done.add(node)) {
      return;
    }
    path.add(node);
    for (String next : edges.getOrDefault(node, Set.of())) {
      visit(next, edges, path, done);
    }
    path.remove(path.size() - 1);
  }
}
