package io.github.wordlesolver.internal;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * Fingerprints of word lists: how a proof task and an exported opening ranking name the lists they
 * are for. Stateless.
 */
public final class Fingerprints {
  private Fingerprints() {}

  /**
   * Returns the SHA-256 of the words (a word list's {@code asList()}), in order, each followed by a
   * line feed, as 64 lower-case hex digits: equal for equal lists on every machine. Costs one pass
   * over the words.
   */
  public static String of(List<String> words) {
    MessageDigest sha;
    try {
      sha = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
    for (String word : words) {
      sha.update(word.getBytes(StandardCharsets.UTF_8));
      sha.update((byte) '\n');
    }
    return HexFormat.of().formatHex(sha.digest());
  }
}
