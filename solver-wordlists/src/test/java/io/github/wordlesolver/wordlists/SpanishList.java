package io.github.wordlesolver.wordlists;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How {@code es.txt} was made from Debian's {@code wspanish} word list (see {@code SOURCES.md}):
 * the lines without an upper-case letter, read by {@link WordListReader} in dictionary mode for
 * five letters with accents folded. Run once by hand; the build does not run it:
 *
 * <pre>{@code
 * CP=solver-core/target/classes:solver-wordlists/target/classes
 * CP=$CP:solver-wordlists/target/test-classes:FASTUTIL_CORE_JAR
 * java -cp $CP io.github.wordlesolver.wordlists.SpanishList /usr/share/dict/spanish es.txt
 * }</pre>
 */
final class SpanishList {
  private SpanishList() {}

  /** Returns the derived list and its counts. Reads the whole source (about 1 MB). */
  static WordListReader.Result derive(Path source) throws IOException {
    StringBuilder lower = new StringBuilder();
    for (String line : Files.readAllLines(source, StandardCharsets.UTF_8)) {
      if (line.codePoints()
          .noneMatch(cp -> Character.isUpperCase(cp) || Character.isTitleCase(cp))) {
        lower.append(line).append('\n');
      }
    }
    return WordListReader.strict()
        .withLengthFilter(5)
        .withAccentFolding(true)
        .read(
            new ByteArrayInputStream(lower.toString().getBytes(StandardCharsets.UTF_8)),
            source.toString());
  }

  /** Returns the words of a result as the file holds them: one a line, LF, final newline. */
  static byte[] text(WordListReader.Result result) {
    return (String.join("\n", result.words().asList()) + "\n").getBytes(StandardCharsets.UTF_8);
  }

  /** Writes {@code args[1]} from the source {@code args[0]} and prints the counts. */
  public static void main(String[] args) throws IOException {
    WordListReader.Result result = derive(Path.of(args[0]));
    Files.write(Path.of(args[1]), text(result));
    System.out.println(result.summary());
  }
}
