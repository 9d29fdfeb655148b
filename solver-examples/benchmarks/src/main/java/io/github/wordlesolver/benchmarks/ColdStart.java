package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.OpeningRanking;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.wordlists.ListPair;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The first suggestion of a process started on lists of its own, with and without an imported
 * opening ranking ({@link OpeningRanking}): a bundled pair stands for a user's lists, its bundled
 * rankings not installed. Run each case in a fresh JVM; it prints the wall time of building the
 * solver (with the import's checks), of the first {@code newGame(mode).suggest(5)}, and of their
 * sum.
 *
 * <pre>
 * java -cp solver-examples/benchmarks/target/benchmarks.jar \
 *     io.github.wordlesolver.benchmarks.ColdStart LIST MODE --export FILE   # before: ranks, saves
 * java -cp solver-examples/benchmarks/target/benchmarks.jar \
 *     io.github.wordlesolver.benchmarks.ColdStart LIST MODE --import FILE   # after: imports
 * </pre>
 *
 * {@code LIST} is a bundled pair ({@code nyt}, {@code nyt-2022}, {@code original}, {@code es}),
 * {@code MODE} {@code normal}, {@code hard} or {@code strict}. The export case writes the ranking
 * its first suggestion computed (untimed, after the timing); the import case reads it (timed with
 * the build) and checks that its first suggestion is one the file holds. In hard and strict mode
 * the first suggestion also runs the check that its guess can still find every answer, with or
 * without an import.
 */
public final class ColdStart {
  private ColdStart() {}

  /** Runs one case: {@code LIST MODE --export FILE} or {@code LIST MODE --import FILE}. */
  public static void main(String[] args) throws IOException {
    if (args.length != 4 || !(args[2].equals("--export") || args[2].equals("--import"))) {
      System.err.println(
          "usage: ColdStart LIST MODE --export FILE | --import FILE   (LIST: "
              + String.join(", ", WordLists.names())
              + "; MODE: normal, hard, strict)");
      System.exit(2);
    }
    ListPair lists = WordLists.named(args[0]);
    Mode mode = Mode.valueOf(args[1].toUpperCase(Locale.ROOT));
    Path file = Path.of(args[3]);
    boolean export = args[2].equals("--export");
    lists.answers().size(); // the lists are the user's: loaded before the clock starts
    long start = System.nanoTime();
    Solver.Builder builder = Solver.builder(lists.answers(), lists.guesses());
    OpeningRanking imported = null;
    if (!export) {
      try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
        imported = OpeningRanking.read(in, file.toString());
      }
      builder.openingRanking(imported);
    }
    Solver solver = builder.build();
    long built = System.nanoTime();
    List<Suggestion> first = solver.newGame(mode).suggest(5);
    long suggested = System.nanoTime();
    System.out.printf(
        Locale.ROOT,
        "%s %s %s: build %.0f ms, first suggest(5) %.0f ms, in all %.0f ms; %s%n",
        args[0],
        args[1],
        export ? "ranked" : "imported",
        (built - start) / 1e6,
        (suggested - built) / 1e6,
        (suggested - start) / 1e6,
        first.get(0).word());
    if (export) {
      try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
        solver.openingRanking(mode).write(out);
      }
    } else if (imported.suggestions().stream()
        .noneMatch(s -> s.word().equals(first.get(0).word()))) {
      System.err.println("the first suggestion is not one of the imported ranking");
      System.exit(1);
    }
  }
}
