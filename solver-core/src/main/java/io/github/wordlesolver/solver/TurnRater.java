package io.github.wordlesolver.solver;

import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.engine.Position;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;

/**
 * The WordleBot-style rating of one turn ({@link TurnRating}): skill, the played guess's expected
 * guesses to finish against the best guess's by the lookahead's estimate; luck, where the bucket
 * left ranks among the buckets every possible answer would have left.
 *
 * <p>Stateless and thread-safe.
 */
final class TurnRater {
  private TurnRater() {}

  /**
   * Rates {@code turn}, played from {@code before}, which led to {@code next}: the figures of
   * {@link Solver#rate} for one turn. Costs a ranking.
   */
  static TurnRating rate(Game before, Turn turn, Game next) {
    Solver solver = before.solver();
    CandidateSet candidates = before.candidates();
    int n = candidates.size();
    Scorer estimate = io.github.wordlesolver.scoring.Scorers.lookahead();
    Suggestion played = before.evaluate(turn.guess(), estimate);
    String bestWord = n == 1 ? candidates.words().get(0) : before.bestGuess();
    Suggestion best = before.evaluate(bestWord, estimate);
    double playedGuesses = played.score() / n;
    double bestGuesses = best.score() / n;
    int skill =
        (int) Math.round(Math.max(0, Math.min(99, 99 - 100 * (playedGuesses - bestGuesses))));
    int left = turn.marks().isSolved() ? 0 : next.candidates().size();
    // Mid-rank percentile of the bucket left, over every answer that was possible.
    Position at = before.position();
    Partition split = at.split(solver.guesses().indexOf(turn.guess()));
    long more = 0;
    long same = 0;
    for (int k = 0; k < split.patterns(); k++) {
      int size = split.size(k);
      int leaves = split.isSolved(k) ? 0 : size;
      if (leaves > left) {
        more += size;
      } else if (leaves == left) {
        same += size;
      }
    }
    int luck = (int) Math.round(99.0 * (more + same / 2.0) / n);
    return TurnRating.of(
        turn.guess(),
        turn.marks(),
        n,
        left,
        played.expectedRemaining(),
        playedGuesses,
        best.word(),
        best.expectedRemaining(),
        bestGuesses,
        skill,
        luck);
  }
}
