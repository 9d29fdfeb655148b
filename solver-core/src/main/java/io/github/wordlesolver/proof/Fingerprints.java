package io.github.wordlesolver.proof;

import io.github.wordlesolver.WordList;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Fingerprints of word lists: how a task names the lists it runs on. Stateless. */
final class Fingerprints {
  private Fingerprints() {}

  /**
   * Returns the SHA-256 of the list's words, in order, each followed by a line feed, as 64
   * lower-case hex digits: equal for equal lists on every machine. Costs one pass over the words.
   */
  static String of(WordList words) {
    MessageDigest sha;
    try {
      sha = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
    for (String word : words.asList()) {
      sha.update(word.getBytes(StandardCharsets.UTF_8));
      sha.update((byte) '\n');
    }
    return HexFormat.of().formatHex(sha.digest());
  }
}
