/**
 * The Wordle word lists: the original and NYT lists and a Spanish list bundled as resources ({@link
 * io.github.wordlesolver.wordlists.WordLists}), and a streaming, strict reader for users' own lists
 * in any alphabet of up to 32 letters ({@link io.github.wordlesolver.wordlists.WordListReader}).
 */
@org.jspecify.annotations.NullMarked
module io.github.wordlesolver.wordlists {
  requires transitive io.github.wordlesolver.core;

  exports io.github.wordlesolver.wordlists;
}
