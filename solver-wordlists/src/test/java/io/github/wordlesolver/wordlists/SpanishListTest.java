package io.github.wordlesolver.wordlists;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * Re-derives {@code es.txt} from Debian's {@code wspanish} 1.0.30 when that file is present (system
 * property {@code wspanish.dict}, default {@code /usr/share/dict/spanish}); skipped otherwise, or
 * if the file is another version.
 */
class SpanishListTest {
  private static final String SOURCE_SHA256 =
      "6b26adc955ec682e41e98d626d0ed1f778511065ee1f7f19c28e8b3cb574b9b6";

  @Test
  void derivationFromWspanishIsReproducible() throws IOException, NoSuchAlgorithmException {
    Path source = Path.of(System.getProperty("wspanish.dict", "/usr/share/dict/spanish"));
    assumeTrue(Files.isRegularFile(source), source + " is not present");
    String digest =
        HexFormat.of()
            .formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(source)));
    assumeTrue(digest.equals(SOURCE_SHA256), source + " is not wspanish 1.0.30");

    WordListReader.Result result = SpanishList.derive(source);
    assertEquals(4718, result.words().size());
    assertEquals(34, result.mergedByFolding());
    assertEquals(0, result.skippedRepeats());
    assertEquals(0, result.skippedOtherCharacters());
    try (InputStream in = WordLists.class.getResourceAsStream("es.txt")) {
      assertNotNull(in);
      assertArrayEquals(in.readAllBytes(), SpanishList.text(result));
    }
  }
}
