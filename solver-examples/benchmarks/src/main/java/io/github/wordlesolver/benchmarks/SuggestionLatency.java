package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.ListPair;
import io.github.wordlesolver.wordlists.OpeningRankings;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How long each hard-mode suggestion off a tree takes: plays every answer of a bundled list in
 * hard mode with the default scorer (and an opener, if given), no tree, on one thread, and times
 * the first {@code Game.bestGuess} at each distinct position (a position met again plays the
 * guess found the first time, untimed, as a warm process would answer it from its memo). Prints
 * the number of positions, their total time, how many took over a second, and the slowest five.
 * Times include the exact checks and the ranking, in one warm process whose memo fills as it
 * goes, so the order of the answers matters; compare versions in the same run.
 *
 * <p>{@code java -cp solver-examples/benchmarks/target/benchmarks.jar
 * io.github.wordlesolver.benchmarks.SuggestionLatency LIST [OPENER]}, e.g. {@code es}, {@code nyt
 * tarse} or {@code original salet} (what {@code simulate --hard} plays on the Spanish list and
 * {@code simulate --no-tree --hard} on the others).
 */
public final class SuggestionLatency {
  private SuggestionLatency() {}

  /** Runs the measurement: {@code LIST [OPENER]}. */
  public static void main(String[] args) {
    if (args.length < 1 || args.length > 2) {
      System.err.println("usage: SuggestionLatency LIST [OPENER]   (LIST: "
          + String.join(", ", WordLists.names()) + ")");
      System.exit(2);
    }
    ListPair lists = WordLists.named(args[0]);
    Solver.Builder builder = Solver.builder(lists.answers(), lists.guesses());
    OpeningRankings.forLists(lists).forEach(builder::openingRanking);
    OpeningRankings.everyOpenerLoses(lists).forEach(builder::everyOpenerLoses);
    Solver solver = builder.opener(args.length > 1 ? args[1] : null).build();
    solver.prepare();
    Map<String, String> played = new HashMap<>();
    List<Timed> timed = new ArrayList<>();
    long total = 0;
    int overSecond = 0;
    for (String answer : lists.answers().asList()) {
      Game game = solver.newGame(Mode.HARD);
      StringBuilder history = new StringBuilder();
      for (int turn = 0; turn < 2 * solver.rules().maxGuesses() && !game.isSolved(); turn++) {
        String key = history.toString();
        String guess = played.get(key);
        if (guess == null) {
          long start = System.nanoTime();
          guess = game.bestGuess();
          long nanos = System.nanoTime() - start;
          played.put(key, guess);
          timed.add(new Timed(nanos, key.isEmpty() ? "(start)" : key.strip()));
          total += nanos;
          overSecond += nanos > 1_000_000_000L ? 1 : 0;
        }
        Feedback marks = Feedback.compute(guess, answer);
        game = game.apply(guess, marks);
        history.append(guess).append(':').append(marks).append(' ');
      }
    }
    timed.sort((x, y) -> Long.compare(y.nanos, x.nanos));
    System.out.printf(Locale.ROOT, "%s: %d positions, %.1f s in all, %d over 1 s; slowest:%n",
        args[0], timed.size(), total / 1e9, overSecond);
    for (Timed t : timed.subList(0, Math.min(5, timed.size()))) {
      System.out.printf(Locale.ROOT, "%8.0f ms  %s%n", t.nanos / 1e6, t.position);
    }
  }

  private record Timed(long nanos, String position) {}
}
