/**
 * The Wordle solver engine. Packages, from the bottom up (each uses only those above it):
 *
 * <ul>
 *   <li>{@code io.github.wordlesolver}: values and the rules of the game: {@link
 *       io.github.wordlesolver.Feedback marks}, {@link io.github.wordlesolver.Alphabet alphabets},
 *       {@link io.github.wordlesolver.WordList word lists}, {@link
 *       io.github.wordlesolver.Constraints constraints}, {@link io.github.wordlesolver.CandidateSet
 *       candidate sets}, {@link io.github.wordlesolver.Mode hard-mode rules} and {@link
 *       io.github.wordlesolver.GameRules the description of a game}, and the one {@link
 *       io.github.wordlesolver.Progress progress listener} of long computations.
 *   <li>{@code io.github.wordlesolver.scoring}: the {@link io.github.wordlesolver.scoring.Scorer}
 *       service interface, the {@link io.github.wordlesolver.scoring.Partition} it scores, and the
 *       built-in scorers.
 *   <li>{@code io.github.wordlesolver.engine} (not exported): the mark table, rankings, the exact
 *       search.
 *   <li>{@code io.github.wordlesolver.tree}: decision trees: building, verifying, the file format.
 *   <li>{@code io.github.wordlesolver.selfplay} (not exported): what self-play on one board and on
 *       many share, the tally of a run and the equality of its {@link
 *       io.github.wordlesolver.GameStatistics statistics}.
 *   <li>{@code io.github.wordlesolver.solver}: playing: the {@link
 *       io.github.wordlesolver.solver.Solver} entry point, immutable {@link
 *       io.github.wordlesolver.solver.Game games}, self-play.
 *   <li>{@code io.github.wordlesolver.solver.bundled} (exported to the word lists only): the door
 *       through which their bundled data gives a solver's builder hints it trusts.
 *   <li>{@code io.github.wordlesolver.proof}: proofs over every opener ({@link
 *       io.github.wordlesolver.proof.ProvenRanking}), split into serialisable tasks that any
 *       executor (this machine's cores, a cluster) may run.
 *   <li>{@code io.github.wordlesolver.absurdle}: Absurdle, the adversarial variant: an immutable
 *       {@link io.github.wordlesolver.absurdle.AbsurdleGame host state} and an exact {@link
 *       io.github.wordlesolver.absurdle.AbsurdleSolver solver}.
 *   <li>{@code io.github.wordlesolver.multi}: multi-board games (Dordle, Quordle, Octordle): {@link
 *       io.github.wordlesolver.multi.MultiSolver}, immutable {@link
 *       io.github.wordlesolver.multi.MultiGame games}, seeded self-play.
 *   <li>{@code io.github.wordlesolver.host}: hosted games, which keep the secret answers: {@link
 *       io.github.wordlesolver.host.HostedGame}, its share grid and keyboard, and the {@link
 *       io.github.wordlesolver.host.SavedGame saved form} of any game.
 * </ul>
 */
@org.jspecify.annotations.NullMarked
module io.github.wordlesolver.core {
  requires transitive org.jspecify;
  requires it.unimi.dsi.fastutil.core;

  exports io.github.wordlesolver;
  exports io.github.wordlesolver.scoring;
  exports io.github.wordlesolver.tree;
  exports io.github.wordlesolver.solver;
  exports io.github.wordlesolver.proof;
  exports io.github.wordlesolver.absurdle;
  exports io.github.wordlesolver.multi;
  exports io.github.wordlesolver.host;
  // The trusted hints of a solver's builder, for the bundled data of the word lists only.
  exports io.github.wordlesolver.solver.bundled to
      io.github.wordlesolver.wordlists;
  // Quoting and decoding of user input, so that the word lists' reader shares them (not API).
  exports io.github.wordlesolver.internal to
      io.github.wordlesolver.wordlists;

  uses io.github.wordlesolver.scoring.Scorer;
}
