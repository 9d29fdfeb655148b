/**
 * The Wordle solver engine.
 *
 * <ul>
 *   <li>{@code io.github.wordlesolver}: values: {@link io.github.wordlesolver.Feedback marks},
 *       {@link io.github.wordlesolver.WordList word lists},
 *       {@link io.github.wordlesolver.Constraints constraints},
 *       {@link io.github.wordlesolver.CandidateSet candidate sets}.
 *   <li>{@code io.github.wordlesolver.solver}: playing: the {@link
 *       io.github.wordlesolver.solver.Solver} entry point, immutable {@link
 *       io.github.wordlesolver.solver.Game games}, the {@link
 *       io.github.wordlesolver.solver.MarkTable mark table}, self-play.
 *   <li>{@code io.github.wordlesolver.scoring}: the {@link io.github.wordlesolver.scoring.Scorer}
 *       service interface and the built-in scorers.
 * </ul>
 */
@org.jspecify.annotations.NullMarked
module io.github.wordlesolver.core {
  requires transitive org.jspecify;
  requires it.unimi.dsi.fastutil.core;

  exports io.github.wordlesolver;
  exports io.github.wordlesolver.solver;
  exports io.github.wordlesolver.scoring;
  exports io.github.wordlesolver.tree;

  uses io.github.wordlesolver.scoring.Scorer;
}
