package io.github.wordlesolver.proof;

import io.github.wordlesolver.WordList;

/** Fingerprints of word lists: how a task names the lists it runs on. Stateless. */
final class Fingerprints {
  private Fingerprints() {}

  /**
   * Returns the SHA-256 of the list's words, in order, each followed by a line feed, as 64
   * lower-case hex digits: equal for equal lists on every machine ({@link
   * io.github.wordlesolver.internal.Fingerprints#of}, which saved games use too). Costs one pass
   * over the words.
   */
  static String of(WordList words) {
    return io.github.wordlesolver.internal.Fingerprints.of(words.asList());
  }
}
