/**
 * The Wordle word lists: the original and NYT lists bundled as resources ({@link
 * io.github.wordlesolver.wordlists.WordLists}), and a strict reader for users' own lists ({@link
 * io.github.wordlesolver.wordlists.WordListReader}).
 */
@org.jspecify.annotations.NullMarked
module io.github.wordlesolver.wordlists {
  requires transitive io.github.wordlesolver.core;

  exports io.github.wordlesolver.wordlists;
}
