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
 * How long each suggestion off a tree takes: plays every answer of a bundled list with the default
 * scorer (and an opener, if given), no tree, on one thread, and times the first {@code
 * Game.bestGuess} at each distinct position (a position met again plays the guess found the first
 * time, untimed, as a warm process would answer it from its memo). Prints the number of positions,
 * their total time, how many took over a second, and the slowest five; with {@code --outside STEP},
 * the games are those of every STEP-th accepted word outside the answer list (each found among the
 * guesses that fit once no answer does), and the widened positions are counted and timed apart.
 * Times include the exact checks and the ranking, in one warm process whose memo fills as it goes,
 * so the order of the answers matters; compare versions in the same run.
 *
 * <p>{@code java -cp solver-examples/benchmarks/target/benchmarks.jar
 * io.github.wordlesolver.benchmarks.SuggestionLatency LIST [OPENER] [--normal] [--outside STEP]},
 * e.g. {@code es}, {@code nyt tarse} or {@code original salet} (what {@code simulate --hard} plays
 * on the Spanish list and {@code simulate --no-tree --hard} on the others), or {@code nyt tarse
 * --outside 10}. Hard mode unless {@code --normal}.
 */
public final class SuggestionLatency {
  private SuggestionLatency() {}

  /** Runs the measurement: {@code LIST [OPENER] [--normal] [--outside STEP]}. */
  public static void main(String[] args) {
    List<String> rest = new ArrayList<>(List.of(args));
    Mode mode = rest.remove("--normal") ? Mode.NORMAL : Mode.HARD;
    int outside = 0;
    int flag = rest.indexOf("--outside");
    if (flag >= 0 && flag + 1 < rest.size()) {
      outside = Integer.parseInt(rest.remove(flag + 1));
      rest.remove(flag);
    }
    if (rest.size() < 1 || rest.size() > 2 || flag >= 0 && outside < 1) {
      System.err.println(
          "usage: SuggestionLatency LIST [OPENER] [--normal] [--outside STEP]"
              + "   (LIST: "
              + String.join(", ", WordLists.names())
              + ")");
      System.exit(2);
    }
    ListPair lists = WordLists.named(rest.get(0));
    Solver.Builder builder = Solver.builder(lists.answers(), lists.guesses());
    OpeningRankings.install(builder);
    Solver solver = builder.opener(rest.size() > 1 ? rest.get(1) : null).build();
    solver.prepare();
    List<String> secrets = new ArrayList<>();
    if (outside == 0) {
      secrets.addAll(lists.answers().asList());
    } else {
      List<String> others =
          lists.guesses().asList().stream().filter(w -> !lists.answers().contains(w)).toList();
      for (int i = 0; i < others.size(); i += outside) {
        secrets.add(others.get(i));
      }
    }
    Map<String, String> played = new HashMap<>();
    List<Timed> timed = new ArrayList<>();
    List<Timed> widened = new ArrayList<>();
    long total = 0;
    int overSecond = 0;
    for (String answer : secrets) {
      Game game = solver.newGame(mode);
      StringBuilder history = new StringBuilder();
      for (int turn = 0; turn < 2 * solver.rules().maxGuesses() && !game.isSolved(); turn++) {
        String key = history.toString();
        String guess = played.get(key);
        if (guess == null) {
          long start = System.nanoTime();
          guess = game.bestGuess();
          long nanos = System.nanoTime() - start;
          played.put(key, guess);
          Timed t = new Timed(nanos, key.isEmpty() ? "(start)" : key.strip());
          timed.add(t);
          if (game.isWidened()) {
            widened.add(t);
          }
          total += nanos;
          overSecond += nanos > 1_000_000_000L ? 1 : 0;
        }
        Feedback marks = Feedback.compute(guess, answer);
        game = game.apply(guess, marks);
        history.append(guess).append(':').append(marks).append(' ');
      }
    }
    String name =
        rest.get(0)
            + " "
            + mode.name().toLowerCase(Locale.ROOT)
            + (outside == 0 ? "" : ", " + secrets.size() + " words outside the answers");
    print(name, timed, total, overSecond);
    if (outside > 0) {
      print(
          name + ", widened positions",
          widened,
          widened.stream().mapToLong(Timed::nanos).sum(),
          (int) widened.stream().filter(t -> t.nanos > 1_000_000_000L).count());
    }
  }

  private static void print(String name, List<Timed> timed, long total, int overSecond) {
    timed.sort((x, y) -> Long.compare(y.nanos, x.nanos));
    System.out.printf(
        Locale.ROOT,
        "%s: %d positions, %.1f s in all, %d over 1 s; slowest:%n",
        name,
        timed.size(),
        total / 1e9,
        overSecond);
    for (Timed t : timed.subList(0, Math.min(5, timed.size()))) {
      System.out.printf(Locale.ROOT, "%8.0f ms  %s%n", t.nanos / 1e6, t.position);
    }
  }

  private record Timed(long nanos, String position) {}
}
