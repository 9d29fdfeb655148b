/**
 * The Wordle solver engine: {@link io.github.wordlesolver.Feedback marks},
 * {@link io.github.wordlesolver.Constraints constraints}, {@link io.github.wordlesolver.WordList
 * word lists} and {@link io.github.wordlesolver.CandidateSet candidate sets}.
 */
@org.jspecify.annotations.NullMarked
module io.github.wordlesolver.core {
  requires transitive org.jspecify;
  requires it.unimi.dsi.fastutil.core;

  exports io.github.wordlesolver;
}
