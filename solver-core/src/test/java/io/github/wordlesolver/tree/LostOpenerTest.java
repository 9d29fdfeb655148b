package io.github.wordlesolver.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.engine.LostBuckets;
import io.github.wordlesolver.engine.MarkTable;
import io.github.wordlesolver.engine.Node;
import io.github.wordlesolver.engine.TreeSearch;
import io.github.wordlesolver.solver.Solver;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Openers that lose some answer in hard modes fail with a one-line message that names a lost
 * bucket, proved by the quick check ({@link LostBuckets}) before any search, and openers that win
 * are unaffected: against the brute-force oracle of {@link TreeBruteForceTest} on small lists full
 * of letter families (the hard-mode trap), every opener, in both hard modes.
 */
class LostOpenerTest {
  private static final Pattern MESSAGE =
      Pattern.compile(
          "no (hard-mode|strict hard-mode) play"
              + " after (\\w+) finds every answer within (\\d) guesses: after (\\w+) ([-YG]+)"
              + " \\((\\d+) answers?\\) (some answer|the answer) needs more than the (\\d) guesses? left");

  /**
   * Four-letter answers over a-h made of three families (a stem with one open place filled with
   * five or six letters) and a few other words; the guesses add a few more: small enough for the
   * oracle (at most 28 answers and 30 guesses).
   */
  private static TreeBruteForceTest.Instance families(Random random, int id) {
    Set<String> words = new LinkedHashSet<>();
    for (int f = 0; f < 3; f++) {
      char[] stem = word(random).toCharArray();
      int open = random.nextInt(4);
      int size = 5 + random.nextInt(2);
      for (int c = 0; c < 8 && size > 0; c++) {
        stem[open] = (char) ('a' + (c + f) % 8);
        if (words.add(new String(stem))) {
          size--;
        }
      }
    }
    while (words.size() < 22) {
      words.add(word(random));
    }
    List<String> answers = new ArrayList<>(words);
    Set<String> others = new LinkedHashSet<>(answers);
    while (others.size() < 29) {
      others.add(word(random));
    }
    return new TreeBruteForceTest.Instance("families " + id, answers, new ArrayList<>(others));
  }

  private static String word(Random random) {
    char[] w = new char[4];
    for (int i = 0; i < 4; i++) {
      w[i] = (char) ('a' + random.nextInt(8));
    }
    return new String(w);
  }

  @Test
  void lostOpenersFailWithALostBucketNamedAndWinnersAreUnaffected() {
    Random random = new Random(20261126);
    int lost = 0;
    int won = 0;
    for (int i = 0; i < 6; i++) {
      TreeBruteForceTest.Instance instance = families(random, i);
      Solver solver = instance.solver();
      for (Mode mode : List.of(Mode.HARD, Mode.STRICT)) {
        int cap = 4;
        TreeBruteForceTest.Oracle oracle =
            new TreeBruteForceTest.Oracle(
                solver.answers().asList(), solver.guesses().asList(), mode);
        GameRules rules = GameRules.of(solver.guesses()).withMode(mode).withMaxGuesses(cap);
        Engine engine = Engine.shared(rules, solver.answers(), solver.guesses());
        MarkTable table = engine.table();
        TreeSearch search =
            new TreeSearch(table, engine.rule(mode), Integer.MAX_VALUE, 1 << 12, () -> false);
        int[] all = IntStream.range(0, solver.answers().size()).toArray();
        Node root = new Node(all, cap, rules.noConstraints());
        for (String opener : solver.guesses().asList()) {
          String what = mode + " " + opener + " " + instance;
          int o = oracle.guesses.indexOf(opener);
          int expected = oracle.fromOpener(o, cap);
          Node[] buckets = root.children(table, engine.rule(mode), o, false);
          int proved = LostBuckets.firstProvedLost(search, buckets);
          if (expected < Integer.MAX_VALUE / 4) {
            won++;
            assertEquals(-1, proved, what);
            assertEquals(-1, LostBuckets.firstProvedLost(search, buckets, 8), what);
            DecisionTree tree =
                solver.treeBuilder().opener(opener).mode(mode).maxGuesses(cap).exact().build();
            assertEquals(expected, tree.totalGuesses(), what);
            continue;
          }
          lost++;
          // The quick check decides every opener of lists this small, and names the first lost
          // bucket, smallest first.
          int[] order =
              IntStream.range(0, buckets.length)
                  .boxed()
                  .sorted((x, y) -> Integer.compare(buckets[x].size(), buckets[y].size()))
                  .mapToInt(Integer::intValue)
                  .toArray();
          int first = -1;
          for (int k = 0; k < order.length && first < 0; k++) {
            first = lostByOracle(oracle, table, o, buckets[order[k]], cap) ? order[k] : -1;
          }
          assertTrue(first >= 0, what);
          assertEquals(first, proved, what);
          // Checking only the buckets up to a size finds it if it is that small, else nothing.
          int size = buckets[first].size();
          assertEquals(first, LostBuckets.firstProvedLost(search, buckets, size), what);
          assertEquals(-1, LostBuckets.firstProvedLost(search, buckets, size - 1), what);
          for (TreeBuilder builder :
              List.of(
                  solver.treeBuilder().opener(opener).mode(mode).maxGuesses(cap).exact(),
                  solver.treeBuilder().opener(opener).mode(mode).maxGuesses(cap).heuristic(3))) {
            OpenerLosesException e = assertThrows(OpenerLosesException.class, builder::build, what);
            Matcher m = MESSAGE.matcher(e.getMessage());
            assertTrue(m.matches(), e::getMessage);
            assertEquals(mode == Mode.HARD ? "hard-mode" : "strict hard-mode", m.group(1));
            assertEquals(opener, m.group(2));
            assertEquals(Integer.toString(cap), m.group(3));
            assertEquals(opener, m.group(4));
            assertEquals(marks(table, o, buckets[first]), m.group(5), e::getMessage);
            assertEquals(Integer.toString(buckets[first].size()), m.group(6));
            assertEquals(Integer.toString(cap - 1), m.group(8));
          }
        }
      }
    }
    assertTrue(lost > 20 && won > 20, "lost " + lost + ", won " + won);
  }

  /** Whether the oracle finds no play that finishes {@code bucket} of opener {@code o} in time. */
  private static boolean lostByOracle(
      TreeBruteForceTest.Oracle oracle, MarkTable table, int o, Node bucket, int cap) {
    String marks = marks(table, o, bucket);
    int all = (1 << oracle.answers.size()) - 1;
    Map<String, Integer> split = oracle.split(o, all);
    int set = split.get(marks);
    assertEquals(bucket.size(), Integer.bitCount(set), marks);
    return oracle.cost(set, cap - 1, oracle.legalAfter(o, marks)) >= Integer.MAX_VALUE / 4;
  }

  private static String marks(MarkTable table, int guess, Node bucket) {
    return Feedback.of(table.code(guess, bucket.set()[0]), 4).toString();
  }

  /** The full search names the same bucket as the check: in normal mode there is no check. */
  @Test
  void theSearchNamesTheBucketAsTheCheckWould() {
    Solver solver =
        Solver.of(
            WordList.of("bat", "cat", "hat", "mat"),
            WordList.of("bat", "cat", "hat", "mat", "tab", "bch"));
    OpenerLosesException e =
        assertThrows(
            OpenerLosesException.class,
            () -> solver.treeBuilder().opener("bat").maxGuesses(2).exact().build());
    assertEquals(
        "no play after bat finds every answer within 2 guesses: after bat -GG (3"
            + " answers) some answer needs more than the 1 guess left",
        e.getMessage());
  }
}
