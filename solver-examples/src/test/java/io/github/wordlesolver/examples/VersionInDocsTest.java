package io.github.wordlesolver.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The version the build makes is the one the README tells users to depend on, and a released
 * version has its dated section in the changelog.
 */
class VersionInDocsTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  /** The parent POM's own version: its first {@code <version>} (it has no parent). */
  private static String projectVersion() throws IOException {
    Matcher m =
        Pattern.compile("<version>([^<]+)</version>")
            .matcher(Files.readString(ROOT.resolve("pom.xml"), StandardCharsets.UTF_8));
    assertTrue(m.find(), "no <version> in pom.xml");
    return m.group(1);
  }

  @Test
  void theReadmeCoordinatesNameTheBuiltVersion() throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
    Matcher m =
        Pattern.compile("<artifactId>(solver-[a-z]+)</artifactId>\\s*<version>([^<]+)</version>")
            .matcher(readme);
    List<String> found = new ArrayList<>();
    while (m.find()) {
      found.add(m.group(1) + ":" + m.group(2));
    }
    String version = projectVersion();
    assertEquals(List.of("solver-core:" + version, "solver-wordlists:" + version), found);
  }

  @Test
  void aReleasedVersionHasADatedChangelogSection() throws IOException {
    String version = projectVersion();
    String changelog = Files.readString(ROOT.resolve("CHANGELOG.md"), StandardCharsets.UTF_8);
    assertTrue(
        changelog.contains("\n## [Unreleased]\n"), "the changelog has no Unreleased section");
    if (version.endsWith("-SNAPSHOT")) {
      return;
    }
    Pattern section =
        Pattern.compile(
            "^## \\[" + Pattern.quote(version) + "\\] - \\d{4}-\\d{2}-\\d{2}$", Pattern.MULTILINE);
    assertTrue(
        section.matcher(changelog).find(), "no dated section '## [" + version + "] - YYYY-MM-DD'");
  }
}
