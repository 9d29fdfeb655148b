package io.github.wordlesolver.examples.cli;

import static io.github.wordlesolver.examples.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The reference solver's published optimal trees of today's NYT lists (test resources, provenance
 * in {@code published/SOURCE.md}) pass {@code wordle tree --verify} on the default lists with their
 * proven totals, read in the field's indented format.
 */
class PublishedTreesTest {
  @TempDir Path dir;

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "tarse.easy.nyt20230701.tree, false, 11219, "
        + "33e47b16ada093028ade90a29c6fc0307e18bd49301c495a973dffcf5f47ac10",
    "tarse.hard.nyt20230701.tree, true, 11627, "
        + "0cdf1459171330348e49010244d15b1eb6bcb6b246e00e82df4a403388c2329a"
  })
  void verifiesWithTheProvenTotal(String name, boolean hard, int total, String sha256)
      throws Exception {
    Path file = copy(name);
    assertEquals(
        sha256,
        HexFormat.of()
            .formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file))),
        name + " is not the published file");
    List<String> args = new ArrayList<>(List.of("tree", "--verify", file.toString(), "--json"));
    if (hard) {
      args.add("--hard");
    }
    JsonObject verified = JsonOutput.parse(run(args.toArray(new String[0])));
    assertEquals("tarse", verified.get("opener").getAsString());
    assertEquals(hard, verified.get("hard").getAsBoolean());
    assertFalse(verified.get("exact").getAsBoolean(), "a file read is not proved here");
    assertEquals(total, verified.get("totalGuesses").getAsInt());
    assertEquals(6, verified.get("maxGuesses").getAsInt());
  }

  private Path copy(String name) throws IOException {
    try (InputStream in = PublishedTreesTest.class.getResourceAsStream("published/" + name)) {
      assertNotNull(in, name);
      Path file = dir.resolve(name);
      Files.copy(in, file);
      return file;
    }
  }
}
