package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Buckets;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.engine.MarkTable;
import io.github.wordlesolver.engine.Node;
import io.github.wordlesolver.engine.Rule;
import io.github.wordlesolver.engine.TreeSearch;
import io.github.wordlesolver.wordlists.ListPair;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.nio.IntBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;

/**
 * How far the proofs' lower bound on an opener's total lies from the truth, measured against a
 * complete table of exact totals (the reference solver's {@code results_easy_nyt20230701} and
 * {@code results_hard_nyt20230701}, kept in solver-wordlists' test resources), and where the
 * distance lives.
 *
 * <p>{@code java -cp solver-examples/benchmarks/target/benchmarks.jar
 * io.github.wordlesolver.benchmarks.BoundCalibration LIST TABLE normal|hard STEP [MIN WORD...]}:
 *
 * <ul>
 *   <li>Every {@code STEP}-th opener of the table (in its order, best first) that wins every
 *       answer: one line {@code rank word total bound gap}, then the median, quartiles and largest
 *       gap, and how many bounds lie above their totals (a bound that does is unsound: the line
 *       says {@code UNSOUND} and the program exits 1).
 *   <li>For each {@code WORD}: per unsolved bucket of the opener, its size, its bound, its exact
 *       value (an exact search of the bucket: minutes for a good opener) and, for buckets of {@code
 *       MIN} answers or more, the bound one guess deeper still ({@code level3}: the least over
 *       second guesses of the bounds of their parts one guess deep, each second guess cut off once
 *       it cannot go below the least so far); then the gaps summed by bucket size.
 * </ul>
 *
 * Bounds run on all cores, one result slot per opener, so the output does not depend on the number
 * of threads. A measurement, not part of the library: the third level is an experiment.
 */
public final class BoundCalibration {
  private BoundCalibration() {}

  /** Runs the calibration: {@code LIST TABLE normal|hard STEP [MIN WORD...]}. */
  public static void main(String[] args) throws IOException {
    if (args.length < 4 || args.length == 5) {
      System.err.println(
          "usage: BoundCalibration LIST TABLE normal|hard STEP [MIN WORD...]   (LIST: "
              + String.join(", ", WordLists.names())
              + ")");
      System.exit(2);
    }
    ListPair lists = WordLists.named(args[0]);
    Map<String, Integer> truth = readTable(Path.of(args[1]));
    Mode mode = args[2].equals("hard") ? Mode.HARD : Mode.NORMAL;
    int step = Integer.parseInt(args[3]);
    WordList guesses = lists.guesses();
    Engine engine = Engine.shared(GameRules.of(guesses), lists.answers(), guesses);
    Rule rule = engine.rule(mode);
    TreeSearch search =
        new TreeSearch(engine.table(), rule, Integer.MAX_VALUE, 1 << 21, () -> false);
    Node root =
        rule.node(
            IntStream.range(0, lists.answers().size()).toArray(),
            GameRules.DEFAULT_MAX_GUESSES,
            GameRules.of(guesses).noConstraints());
    System.out.printf(
        Locale.ROOT,
        "%s, %s mode: %d answers, %d guesses, %d openers in the table%n",
        args[0],
        mode.name().toLowerCase(Locale.ROOT),
        lists.answers().size(),
        guesses.size(),
        truth.size());
    int unsound = sample(search, root, guesses, truth, step);
    if (args.length > 4) {
      int min = Integer.parseInt(args[4]);
      for (int i = 5; i < args.length; i++) {
        buckets(search, root, guesses, args[i], truth.get(args[i]), min);
      }
    }
    System.exit(unsound == 0 ? 0 : 1);
  }

  /** Reads {@code word average total} lines; totals of a billion or more (losers) are left out. */
  private static Map<String, Integer> readTable(Path file) throws IOException {
    Map<String, Integer> totals = new LinkedHashMap<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      String[] fields = line.strip().split("\\s+");
      if (fields.length == 3 && !fields[2].startsWith("1000000000")) {
        totals.put(fields[0], Integer.valueOf(fields[2]));
      }
    }
    return totals;
  }

  private static int sample(
      TreeSearch search, Node root, WordList guesses, Map<String, Integer> truth, int step) {
    List<String> words = new ArrayList<>(truth.keySet());
    int[] ranks = IntStream.range(0, words.size()).filter(r -> r % step == 0).toArray();
    int[] bounds = new int[ranks.length];
    IntStream.range(0, ranks.length)
        .parallel()
        .forEach(i -> bounds[i] = search.deepBound(root, guesses.indexOf(words.get(ranks[i]))));
    int[] gaps = new int[ranks.length];
    int unsound = 0;
    for (int i = 0; i < ranks.length; i++) {
      String word = words.get(ranks[i]);
      int total = truth.get(word);
      gaps[i] = total - bounds[i];
      System.out.printf(
          Locale.ROOT,
          "%5d %s %d %d %d%s%n",
          ranks[i] + 1,
          word,
          total,
          bounds[i],
          gaps[i],
          gaps[i] < 0 ? " UNSOUND" : "");
      unsound += gaps[i] < 0 ? 1 : 0;
    }
    Arrays.sort(gaps);
    System.out.printf(
        Locale.ROOT,
        "%d openers: gap median %d, quartiles %d and %d, least %d, largest %d; %d unsound%n",
        gaps.length,
        gaps[gaps.length / 2],
        gaps[gaps.length / 4],
        gaps[3 * gaps.length / 4],
        gaps[0],
        gaps[gaps.length - 1],
        unsound);
    return unsound;
  }

  private static void buckets(
      TreeSearch search, Node root, WordList guesses, String word, Integer total, int min) {
    MarkTable table = search.table();
    int g = guesses.indexOf(word);
    int[][] buckets = Buckets.split(table, g, root.set(), true);
    int[] bounds = search.bucketBounds(root, g);
    int[] exact = new int[buckets.length];
    int[] level3 = new int[buckets.length];
    long[] millis = new long[buckets.length];
    for (int b = 0; b < buckets.length; b++) {
      Node child = root.child(table, search.rule(), g, buckets[b]);
      long start = System.nanoTime();
      level3[b] = buckets[b].length >= min ? Math.max(bounds[b], level3(search, child)) : bounds[b];
      millis[b] = (System.nanoTime() - start) / 1_000_000;
    }
    IntStream.range(0, buckets.length)
        .parallel()
        .forEach(
            b ->
                exact[b] =
                    search.solve(
                        root.child(table, search.rule(), g, buckets[b]), TreeSearch.INFEASIBLE));
    System.out.printf(
        Locale.ROOT, "%s (total %s): size bound level3 exact gap level3-ms%n", word, total);
    Map<String, int[]> byClass = new TreeMap<>();
    int n = root.size();
    int sumBound = n;
    int sumLevel3 = n;
    int sumExact = n;
    for (int b = 0; b < buckets.length; b++) {
      int m = buckets[b].length;
      System.out.printf(
          Locale.ROOT,
          "%5d %6d %6d %6d %4d %6d%n",
          m,
          bounds[b],
          level3[b],
          exact[b],
          exact[b] - bounds[b],
          millis[b]);
      String sizes =
          m >= 100 ? "100+" : m >= 40 ? "40-99" : m >= 15 ? "15-39" : m >= 5 ? "5-14" : "1-4";
      int[] sums = byClass.computeIfAbsent(sizes, k -> new int[4]);
      sums[0]++;
      sums[1] += m;
      sums[2] += exact[b] - bounds[b];
      sums[3] += exact[b] - level3[b];
      sumBound += bounds[b];
      sumLevel3 += level3[b];
      sumExact += exact[b];
    }
    byClass.forEach(
        (sizes, s) ->
            System.out.printf(
                Locale.ROOT,
                "buckets of %s: %d buckets, %d answers, gap %d, gap after level3 %d%n",
                sizes,
                s[0],
                s[1],
                s[2],
                s[3]));
    System.out.printf(
        Locale.ROOT,
        "%s: bound %d, with level3 on buckets of %d or more %d, exact %d%n",
        word,
        sumBound,
        min,
        sumLevel3,
        sumExact);
  }

  /**
   * The bound of {@code node} two guesses deep: the least over its allowed guesses {@code g} of
   * {@code m + Σ nodeBound(part)} over the unsolved parts {@code g} splits it into. Guesses are
   * tried in the order of their bound one guess shallower ({@link TreeSearch#quickBound}), which
   * never exceeds the deeper one, so the scan stops at the first whose shallow bound reaches the
   * least so far; a guess's parts are bounded largest first and the guess is dropped once its sum,
   * with {@code 2s - 1} for each part still to come, reaches the least.
   */
  static int level3(TreeSearch search, Node node) {
    MarkTable table = search.table();
    Rule rule = search.rule();
    int[] pool = rule.allowed(node.revealed());
    long[] order = new long[pool.length];
    for (int i = 0; i < pool.length; i++) {
      order[i] = ((long) search.quickBound(node, pool[i]) << 32) | i;
    }
    Arrays.sort(order);
    int m = node.size();
    // Normal mode: a part's bound depends on its answers alone.
    Map<IntBuffer, Integer> known = new HashMap<>();
    int least = Integer.MAX_VALUE;
    for (long key : order) {
      if ((int) (key >> 32) >= least) {
        break;
      }
      int g = pool[(int) key];
      int[][] parts = Buckets.split(table, g, node.set(), true);
      int rest = 0;
      for (int[] part : parts) {
        rest += 2 * part.length - 1;
      }
      int sum = m;
      for (int p = 0; p < parts.length && sum + rest < least; p++) {
        int[] part = parts[p];
        rest -= 2 * part.length - 1;
        Node child = node.child(table, rule, g, part);
        if (child.revealed() == null && part.length >= 3) {
          sum += known.computeIfAbsent(IntBuffer.wrap(part), k -> search.nodeBound(child));
        } else {
          sum += search.nodeBound(child);
        }
      }
      least = Math.min(least, sum + rest);
    }
    return least;
  }
}
