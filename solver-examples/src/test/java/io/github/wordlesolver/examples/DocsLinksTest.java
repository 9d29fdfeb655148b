package io.github.wordlesolver.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of the README, the changelog, the pages under {@code docs/} (users' pages and
 * maintainers' pages in {@code docs/dev/}) and the compatibility baseline's README resolves: the
 * file exists, and a {@code #fragment} names a heading of it (as GitHub writes heading anchors).
 */
class DocsLinksTest {
  private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
  private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$", Pattern.MULTILINE);

  @Test
  void everyRelativeLinkResolves() throws IOException {
    Path root = Path.of("").toAbsolutePath().getParent();
    List<Path> pages =
        new ArrayList<>(
            List.of(
                root.resolve("README.md"),
                root.resolve("CHANGELOG.md"),
                root.resolve("api/baseline/README.md")));
    try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    assertTrue(pages.size() > 10, pages::toString);
    assertTrue(
        pages.contains(root.resolve("docs/dev/releasing.md")),
        "the maintainers' pages under docs/dev are checked too: " + pages);
    List<String> broken = new ArrayList<>();
    int links = 0;
    for (Path page : pages) {
      String text = Files.readString(page, StandardCharsets.UTF_8);
      Matcher m = LINK.matcher(text);
      while (m.find()) {
        String target = m.group(1);
        if (target.matches("(?i)(https?|mailto):.*")) {
          continue;
        }
        links++;
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
        if (!Files.exists(resolved)) {
          broken.add(root.relativize(page) + ": " + target + " (no such file)");
        } else if (hash >= 0 && !anchors(resolved).contains(target.substring(hash + 1))) {
          broken.add(root.relativize(page) + ": " + target + " (no such heading)");
        }
      }
    }
    assertEquals(List.of(), broken);
    assertTrue(links > 20, "only " + links + " relative links found");
  }

  /** The anchors GitHub gives the headings of a Markdown file. */
  private static Set<String> anchors(Path file) throws IOException {
    Set<String> out = new HashSet<>();
    if (!file.toString().endsWith(".md")) {
      return out;
    }
    Matcher m = HEADING.matcher(Files.readString(file, StandardCharsets.UTF_8));
    while (m.find()) {
      out.add(
          m.group(1)
              .strip()
              .toLowerCase(Locale.ROOT)
              .replaceAll("[^\\p{L}\\p{N} _-]", "")
              .replace(' ', '-'));
    }
    return out;
  }
}
