package io.github.wordlesolver.tree;

import static io.github.wordlesolver.tree.TreeTestLists.marks;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.testing.ExhaustiveOptimum;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Compares {@link TreeBuilder} with an exact solver written here with no pruning at all, on many
 * random tiny instances: real 5-letter words that share letters, and random 3-, 4- and 5-letter
 * words over small alphabets (many repeated letters).
 *
 * <p>The oracle: {@code cost(S, d) = min over every legal guess g of |S| + Σ cost(b, d - 1)} over
 * the buckets {@code b} of {@code S} by {@code g} other than the all-green one, with {@code cost(∅,
 * d) = 0} and {@code cost(S, 0) = ∞} for non-empty {@code S}; memoized on (set, depth, legal
 * guesses) only. A tree from opener {@code o} with cap {@code m} then costs {@code |A| + Σ cost(b,
 * m - 1)} over the buckets of all answers by {@code o}. Being unpruned, it also checks the oracle
 * the other exact tests share ({@link ExhaustiveOptimum}).
 */
class TreeBruteForceTest {
  private static final int INF = Integer.MAX_VALUE / 4;
  private static final int[] CAPS = {3, 4, 5, 6};

  /** The exact, unpruned solver. Guesses are bits of a long, answers bits of an int. */
  static final class Oracle {
    final List<String> answers;
    final List<String> guesses;
    final Mode mode;
    final String solved;
    final String[][] marks;
    final long allGuesses;
    private final Map<Long, Integer> memo = new HashMap<>();
    private final Map<String, Long> legalAfter = new HashMap<>();

    Oracle(List<String> answers, List<String> guesses, Mode mode) {
      if (answers.size() > 28 || guesses.size() > 30) {
        throw new IllegalArgumentException("the oracle is for tiny instances");
      }
      this.answers = answers;
      this.guesses = guesses;
      this.mode = mode;
      this.solved = "G".repeat(answers.get(0).length());
      this.marks = new String[guesses.size()][answers.size()];
      for (int g = 0; g < guesses.size(); g++) {
        for (int a = 0; a < answers.size(); a++) {
          marks[g][a] = marks(guesses.get(g), answers.get(a));
        }
      }
      this.allGuesses = (1L << guesses.size()) - 1;
    }

    /**
     * The guesses allowed by the turn "guess {@code g} got {@code m}" alone. A later guess must
     * satisfy every earlier turn, so the guesses legal after a history are the intersection of
     * these sets over its turns.
     *
     * <ul>
     *   <li>NORMAL: every guess;
     *   <li>HARD (NYT rule): the guess keeps each of this turn's greens in its place and holds each
     *       letter at least as often as this turn marked it green or yellow;
     *   <li>STRICT: the guess would itself have produced {@code m} as the answer.
     * </ul>
     */
    long legalAfter(int g, String m) {
      if (mode == Mode.NORMAL) {
        return allGuesses;
      }
      return legalAfter.computeIfAbsent(
          g + " " + m,
          k -> {
            long legal = 0;
            for (int h = 0; h < guesses.size(); h++) {
              if (mode == Mode.HARD
                  ? keepsRevealed(guesses.get(g), m, guesses.get(h))
                  : marks(guesses.get(g), guesses.get(h)).equals(m)) {
                legal |= 1L << h;
              }
            }
            return legal;
          });
    }

    static boolean keepsRevealed(String guess, String m, String next) {
      for (int p = 0; p < guess.length(); p++) {
        if (m.charAt(p) == 'G' && next.charAt(p) != guess.charAt(p)) {
          return false;
        }
      }
      for (char c = 'a'; c <= 'z'; c++) {
        int shown = 0;
        int has = 0;
        for (int p = 0; p < guess.length(); p++) {
          if (guess.charAt(p) == c && m.charAt(p) != '-') {
            shown++;
          }
          if (next.charAt(p) == c) {
            has++;
          }
        }
        if (has < shown) {
          return false;
        }
      }
      return true;
    }

    /** The buckets of {@code set} by guess {@code g}, keyed by marks, the solved one included. */
    Map<String, Integer> split(int g, int set) {
      Map<String, Integer> buckets = new LinkedHashMap<>();
      for (int a = 0; a < answers.size(); a++) {
        if ((set & (1 << a)) != 0) {
          buckets.merge(marks[g][a], 1 << a, (x, y) -> x | y);
        }
      }
      return buckets;
    }

    /** The cheapest total for the whole answer list from {@code opener}, or INF. */
    int fromOpener(int opener, int maxGuesses) {
      int all = (1 << answers.size()) - 1;
      int total = answers.size();
      for (Map.Entry<String, Integer> bucket : split(opener, all).entrySet()) {
        if (!bucket.getKey().equals(solved)) {
          total += cost(bucket.getValue(), maxGuesses - 1, legalAfter(opener, bucket.getKey()));
          if (total >= INF) {
            return INF;
          }
        }
      }
      return total;
    }

    int cost(int set, int depth, long legal) {
      if (set == 0) {
        return 0;
      }
      if (depth == 0) {
        return INF;
      }
      long key = ((long) set << 34) | (legal << 4) | depth; // set < 2^28, legal < 2^30, depth < 16
      Integer known = memo.get(key);
      if (known != null) {
        return known;
      }
      int best = INF;
      for (int g = 0; g < guesses.size(); g++) {
        if ((legal & (1L << g)) == 0) {
          continue;
        }
        int total = Integer.bitCount(set);
        for (Map.Entry<String, Integer> bucket : split(g, set).entrySet()) {
          if (!bucket.getKey().equals(solved)) {
            total += cost(bucket.getValue(), depth - 1, legal & legalAfter(g, bucket.getKey()));
            if (total >= INF) {
              break;
            }
          }
        }
        best = Math.min(best, total);
      }
      memo.put(key, best);
      return best;
    }

    /**
     * Checks a built tree with the rules written here: every play starts with the opener and ends
     * with its answer, found there and not before; at most {@code maxGuesses} guesses; the same
     * guess after the same history; every later guess legal in the mode; the total adds up.
     */
    void checkTree(DecisionTree tree, String opener, int maxGuesses, String what) {
      assertEquals(answers, tree.answers().asList(), what);
      assertEquals(opener, tree.opener(), what);
      assertEquals(mode, tree.mode(), what);
      Map<String, String> nextAfter = new HashMap<>();
      long total = 0;
      for (int a = 0; a < answers.size(); a++) {
        List<String> play = tree.play(a);
        String answer = answers.get(a);
        assertEquals(opener, play.get(0), what);
        assertEquals(answer, play.get(play.size() - 1), what);
        assertTrue(play.size() <= maxGuesses, what + ": " + play);
        StringBuilder history = new StringBuilder();
        long legal = allGuesses;
        for (int k = 0; k < play.size(); k++) {
          int g = guesses.indexOf(play.get(k));
          assertTrue(g >= 0, what + ": " + play);
          assertTrue((legal & (1L << g)) != 0, () -> what + ": illegal guess in " + play);
          String before = nextAfter.putIfAbsent(history.toString(), play.get(k));
          assertTrue(
              before == null || before.equals(play.get(k)),
              () -> what + ": two guesses" + " after the same history, " + before + " and " + play);
          String m = marks[g][a];
          assertEquals(k == play.size() - 1, m.equals(solved), () -> what + ": " + play);
          history.append(play.get(k)).append(' ').append(m).append(' ');
          legal &= legalAfter(g, m);
        }
        total += play.size();
      }
      assertEquals(total, tree.totalGuesses(), what);
    }
  }

  /** One tiny instance: the solver's lists are the answers, then the other guesses. */
  record Instance(String name, List<String> answers, List<String> others) {
    Solver solver() {
      WordList a = WordList.of(answers);
      return Solver.of(a, others.isEmpty() ? a : WordList.of(others));
    }

    @Override
    public String toString() {
      return name + " answers=" + answers + " others=" + others;
    }
  }

  /**
   * Real answers that share at least {@code places} letters in place with a random answer (a family
   * such as {@code _ight}), plus other guesses: from the family, the answers sample or the allowed
   * sample.
   */
  static Instance realWords(Random random, int id, int places) {
    List<String> pool = TreeTestLists.ANSWERS;
    List<String> family = new ArrayList<>();
    while (family.size() < 4) {
      String seed = pool.get(random.nextInt(pool.size()));
      family.clear();
      for (String w : pool) {
        if (sharedPlaces(w, seed) >= places) {
          family.add(w);
        }
      }
    }
    java.util.Collections.shuffle(family, random);
    int answerCount = 4 + random.nextInt(11);
    Set<String> answers =
        new LinkedHashSet<>(family.subList(0, Math.min(answerCount, family.size())));
    while (answers.size() < answerCount) {
      answers.add(pool.get(random.nextInt(pool.size())));
    }
    int guessCount = Math.min(25, Math.max(5, answerCount + random.nextInt(12)));
    Set<String> others = new LinkedHashSet<>();
    while (answers.size() + others.size() < guessCount) {
      List<String> from = random.nextBoolean() ? TreeTestLists.ALLOWED : TreeTestLists.ANSWERS;
      if (random.nextInt(3) == 0 && family.size() > answers.size()) {
        from = family;
      }
      String w = from.get(random.nextInt(from.size()));
      if (!answers.contains(w)) {
        others.add(w);
      }
    }
    return new Instance("real" + places + "#" + id, List.copyOf(answers), List.copyOf(others));
  }

  /** Random words over a small alphabet: many repeated letters. */
  static Instance smallAlphabet(Random random, int id, int length, String alphabet) {
    int answerCount = 4 + random.nextInt(11);
    int guessCount = Math.min(25, Math.max(5, answerCount + random.nextInt(12)));
    guessCount = Math.min(guessCount, (int) Math.pow(alphabet.length(), length));
    Set<String> words = new LinkedHashSet<>();
    while (words.size() < guessCount) {
      StringBuilder w = new StringBuilder();
      for (int i = 0; i < length; i++) {
        w.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      words.add(w.toString());
    }
    List<String> all = new ArrayList<>(words);
    return new Instance(
        alphabet + length + "#" + id,
        List.copyOf(all.subList(0, answerCount)),
        List.copyOf(all.subList(answerCount, all.size())));
  }

  /**
   * A family of 3 to 6 answers equal to a random stem but at one position (as {@code _ight}),
   * topped up to 4 to 9 answers with random words, and 3 to 14 other random guesses: the instances
   * where the guess cap and hard mode bite.
   */
  static Instance family(Random random, int id, int length, String alphabet) {
    Set<String> answers = new LinkedHashSet<>();
    char[] stem = randomWord(random, length, alphabet).toCharArray();
    int position = random.nextInt(length);
    int size = 3 + random.nextInt(4);
    for (int tries = 0; answers.size() < size && tries < 100; tries++) {
      char[] w = stem.clone();
      w[position] = alphabet.charAt(random.nextInt(alphabet.length()));
      answers.add(new String(w));
    }
    int answerCount = 4 + random.nextInt(6);
    while (answers.size() < answerCount) {
      answers.add(randomWord(random, length, alphabet));
    }
    Set<String> others = new LinkedHashSet<>();
    int otherCount = 3 + random.nextInt(12);
    while (others.size() < otherCount) {
      String w = randomWord(random, length, alphabet);
      if (!answers.contains(w)) {
        others.add(w);
      }
    }
    return new Instance("family" + length + "#" + id, List.copyOf(answers), List.copyOf(others));
  }

  private static String randomWord(Random random, int length, String alphabet) {
    StringBuilder w = new StringBuilder();
    for (int i = 0; i < length; i++) {
      w.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return w.toString();
  }

  static List<Instance> families(long seed, int count) {
    Random random = new Random(seed);
    List<Instance> instances = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      instances.add(
          family(random, i, 3 + random.nextInt(2), random.nextBoolean() ? "abcdefgh" : "abcdef"));
    }
    return instances;
  }

  private static int sharedPlaces(String a, String b) {
    int n = 0;
    for (int i = 0; i < a.length(); i++) {
      if (a.charAt(i) == b.charAt(i)) {
        n++;
      }
    }
    return n;
  }

  /** The instances: fixed seeds, a mix of real words and small alphabets of lengths 3 to 5. */
  static List<Instance> instances(long seed, int perKind) {
    Random random = new Random(seed);
    List<Instance> instances = new ArrayList<>();
    for (int i = 0; i < perKind; i++) {
      instances.add(realWords(random, i, 2));
      instances.add(realWords(random, i, 3));
      instances.add(smallAlphabet(random, i, 5, i % 2 == 0 ? "ab" : "abcd"));
      instances.add(smallAlphabet(random, i, 4, i % 2 == 0 ? "abc" : "abcde"));
      instances.add(smallAlphabet(random, i, 3, i % 2 == 0 ? "abc" : "abcdef"));
    }
    return instances;
  }

  /** Several openers: an answer, a guess that is not an answer (if any), and the first guess. */
  static List<String> openers(Random random, Solver solver) {
    WordList guesses = solver.guesses();
    int answers = solver.answers().size();
    Set<String> openers = new LinkedHashSet<>();
    openers.add(guesses.get(random.nextInt(answers)));
    if (guesses.size() > answers) {
      openers.add(guesses.get(answers + random.nextInt(guesses.size() - answers)));
    }
    openers.add(guesses.get(0));
    return List.copyOf(openers);
  }

  /** Tallies of what the comparisons covered, so that a test can check it tested something. */
  static final class Coverage {
    int feasible;
    int infeasible;
    int heuristicWorse;
  }

  private static <T> T orFail(Supplier<T> build, String what) {
    try {
      return build.get();
    } catch (RuntimeException e) {
      throw new AssertionError(what + ": " + e, e);
    }
  }

  /** Compares exact and heuristic builds with the oracle for every opener and cap. */
  static Coverage compare(List<Instance> instances, Mode mode, long seed) {
    return compare(instances, mode, seed, false);
  }

  /** As above; with {@code everyOpener}, every guess of each instance is tried as the opener. */
  static Coverage compare(List<Instance> instances, Mode mode, long seed, boolean everyOpener) {
    Random random = new Random(seed);
    Coverage coverage = new Coverage();
    for (Instance instance : instances) {
      Solver solver = instance.solver();
      Oracle oracle = new Oracle(solver.answers().asList(), solver.guesses().asList(), mode);
      for (String opener : everyOpener ? solver.guesses().asList() : openers(random, solver)) {
        int o = oracle.guesses.indexOf(opener);
        for (int cap : CAPS) {
          String what = mode + " opener=" + opener + " maxGuesses=" + cap + " " + instance;
          int expected = oracle.fromOpener(o, cap);
          TreeBuilder exact =
              solver.treeBuilder().opener(opener).mode(mode).maxGuesses(cap).exact();
          if (expected >= INF) {
            coverage.infeasible++;
            assertThrows(OpenerLosesException.class, exact::build, what);
            for (int k : new int[] {1, 3}) {
              assertThrows(
                  OpenerLosesException.class,
                  () ->
                      solver
                          .treeBuilder()
                          .opener(opener)
                          .mode(mode)
                          .maxGuesses(cap)
                          .heuristic(k)
                          .build(),
                  what + " heuristic " + k);
            }
            continue;
          }
          coverage.feasible++;
          DecisionTree tree = orFail(exact::build, what);
          assertEquals(expected, tree.totalGuesses(), () -> what + ": exact tree " + plays(tree));
          oracle.checkTree(tree, opener, cap, what);
          assertEquals(expected, TreeVerifier.verify(tree, cap).totalGuesses(), what);
          // Trying more guesses per node than there are guesses is the exact search.
          DecisionTree wide =
              orFail(
                  () ->
                      solver
                          .treeBuilder()
                          .opener(opener)
                          .mode(mode)
                          .maxGuesses(cap)
                          .heuristic(1000)
                          .build(),
                  what + " heuristic 1000");
          assertEquals(expected, wide.totalGuesses(), what + " heuristic 1000");
          for (int k : new int[] {1, 3}) {
            String h = what + " heuristic " + k;
            // A tree within the cap exists, so the heuristic must find one (it falls back to an
            // exact search where its few guesses per node are not enough).
            DecisionTree heuristic =
                orFail(
                    () ->
                        solver
                            .treeBuilder()
                            .opener(opener)
                            .mode(mode)
                            .maxGuesses(cap)
                            .heuristic(k)
                            .build(),
                    h);
            assertTrue(heuristic.totalGuesses() >= expected, h);
            if (heuristic.totalGuesses() > expected) {
              coverage.heuristicWorse++;
            }
            oracle.checkTree(heuristic, opener, cap, h);
            assertEquals(
                heuristic.totalGuesses(), TreeVerifier.verify(heuristic, cap).totalGuesses(), h);
          }
        }
      }
    }
    return coverage;
  }

  static String plays(DecisionTree tree) {
    List<String> plays = new ArrayList<>();
    for (int a = 0; a < tree.answers().size(); a++) {
      plays.add(String.join(" ", tree.play(a)));
    }
    return plays.toString();
  }

  /** The oracle's own marks must be right before anything is compared with them. */
  @ParameterizedTest(name = "{0} vs {1} -> {2}")
  @CsvFileSource(resources = "/io/github/wordlesolver/worked-marks.csv") // docs/dev/DOMAIN.md
  void oracleMarksFollowTheWorkedCases(String guess, String answer, String expected) {
    assertEquals(expected, marks(guess, answer), guess + "/" + answer);
    assertEquals(expected, io.github.wordlesolver.Feedback.compute(guess, answer).toString());
  }

  @Test
  void oracleSolvesAHandWorkedInstance() {
    // bat, cat, hat and mat all get -GG from each other; bch tells them apart (G--, -Y-, --Y,
    // ---); tab finds bat (YGY) and leaves the other three together (YG-).
    Oracle oracle =
        new Oracle(
            List.of("bat", "cat", "hat", "mat"),
            List.of("bat", "cat", "hat", "mat", "tab", "bch"),
            Mode.NORMAL);
    assertEquals(INF, oracle.fromOpener(0, 2));
    assertEquals(4 + 3 + 3, oracle.fromOpener(0, 3));
    assertEquals(INF, oracle.fromOpener(4, 2));
    assertEquals(4 + 1 + 3 + 3, oracle.fromOpener(4, 3));
    assertEquals(4 + 4, oracle.fromOpener(5, 2));
  }

  /**
   * The oracle the other exact tests share ({@link ExhaustiveOptimum}: sets as word lists, and two
   * shortcuts argued exact in its comment) gives this unpruned oracle's total for every opener and
   * cap, on letter families and on the mixed instances.
   */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void theSharedOracleAgreesWithThisUnprunedOne(Mode mode) {
    List<Instance> all = new ArrayList<>(families(20260404L + mode.ordinal(), 30));
    all.addAll(instances(20260505L + mode.ordinal(), 4));
    int feasible = 0;
    int infeasible = 0;
    for (Instance instance : all) {
      Solver solver = instance.solver();
      List<String> answers = solver.answers().asList();
      List<String> guesses = solver.guesses().asList();
      Oracle oracle = new Oracle(answers, guesses, mode);
      ExhaustiveOptimum shared = new ExhaustiveOptimum(guesses, mode);
      for (int o = 0; o < guesses.size(); o++) {
        for (int cap : CAPS) {
          int expected = oracle.fromOpener(o, cap);
          String what = mode + " opener=" + guesses.get(o) + " maxGuesses=" + cap + " " + instance;
          assertEquals(
              expected >= INF ? ExhaustiveOptimum.INFEASIBLE : expected,
              shared.totalAfter(answers, cap, shared.everyGuess(), guesses.get(o)),
              what);
          if (expected < INF) {
            feasible++;
          } else {
            infeasible++;
          }
        }
      }
    }
    assertTrue(feasible > 1000 && infeasible > 100, feasible + " / " + infeasible);
  }

  private static void assertCovered(Coverage c, int feasible, int infeasible, int worse) {
    assertTrue(
        c.feasible >= feasible && c.infeasible >= infeasible && c.heuristicWorse >= worse,
        () ->
            "too little covered: "
                + c.feasible
                + " feasible, "
                + c.infeasible
                + " infeasible, "
                + c.heuristicWorse
                + " with a worse or no heuristic tree");
  }

  @Test
  void exactTreesAreOptimalInNormalMode() {
    assertCovered(compare(instances(20260101L, 30), Mode.NORMAL, 7L), 1000, 10, 5);
  }

  @Test
  void exactTreesAreOptimalForEveryOpenerInNormalMode() {
    assertCovered(compare(families(20260111L, 60), Mode.NORMAL, 17L, true), 2000, 200, 200);
  }

  @Test
  void exactTreesAreOptimalInHardMode() {
    assertCovered(compare(instances(20260202L, 30), Mode.HARD, 8L), 1000, 10, 0);
  }

  @Test
  void exactTreesAreOptimalForEveryOpenerInHardMode() {
    assertCovered(compare(families(5L, 100), Mode.HARD, 5L, true), 2000, 200, 200);
  }

  @Test
  void exactTreesAreOptimalInStrictMode() {
    assertCovered(compare(instances(20260303L, 30), Mode.STRICT, 9L), 1000, 10, 0);
  }

  @Test
  void exactTreesAreOptimalForEveryOpenerInStrictMode() {
    assertCovered(compare(families(20260313L, 60), Mode.STRICT, 19L, true), 2000, 200, 50);
  }

  /**
   * The smallest case found. Answers ehe ehd ehg ehb eha; other guesses ede hba abc fff; opener fff
   * (all gray, splits nothing). Next, hba and abc split the five alike ({ehe, ehd, ehg}, {ehb},
   * {eha}), but hba reveals an h, so in hard mode every later guess must hold an h and none then
   * tells ehe, ehd and ehg apart; after abc, which reveals nothing about them, ede does (G-G, GY-,
   * G--). The search keeps hba, the earlier twin, and drops abc.
   */
  static final List<String> TWIN_ANSWERS = List.of("ehe", "ehd", "ehg", "ehb", "eha");

  static final List<String> TWIN_OTHERS = List.of("ede", "hba", "abc", "fff");
  static final String TWIN_TREE =
      """
      fff abc ede ehe
      fff abc ede ehd
      fff abc ede ehg
      fff abc ehb
      fff abc eha
      """;

  @Test
  void theTreeTheHardModeSearchMissesIsValid() {
    Solver solver = Solver.of(WordList.of(TWIN_ANSWERS), WordList.of(TWIN_OTHERS));
    DecisionTree tree =
        TreeFormat.read(
            new java.io.StringReader(TWIN_TREE),
            "twin",
            TreeFormat.ReadOptions.of(solver.answers(), solver.guesses())
                .withMode(Mode.HARD)
                .withMaxGuesses(4));
    assertEquals(18, tree.totalGuesses());
    Oracle oracle = new Oracle(solver.answers().asList(), solver.guesses().asList(), Mode.HARD);
    assertEquals(18, oracle.fromOpener(oracle.guesses.indexOf("fff"), 4));
    oracle.checkTree(tree, "fff", 4, "twin");
    // With abc listed before hba, abc is the twin kept, and the search finds the tree.
    Solver swapped = Solver.of(WordList.of(TWIN_ANSWERS), WordList.of("ede", "abc", "hba", "fff"));
    assertEquals(
        18,
        swapped
            .treeBuilder()
            .opener("fff")
            .mode(Mode.HARD)
            .exact()
            .maxGuesses(4)
            .build()
            .totalGuesses());
  }

  @Test
  void hardModeSearchMissesATreeWhenTwinGuessesRevealMore() {
    Solver solver = Solver.of(WordList.of(TWIN_ANSWERS), WordList.of(TWIN_OTHERS));
    DecisionTree tree =
        solver.treeBuilder().opener("fff").mode(Mode.HARD).exact().maxGuesses(4).build();
    assertEquals(18, tree.totalGuesses());
  }

  @Test
  void anOpenerThatSplitsNothingStillGivesTheOptimalTree() {
    Solver solver = Solver.of(WordList.of("bat", "cat", "hat", "mat"), WordList.of("zzz", "bch"));
    Oracle oracle = new Oracle(solver.answers().asList(), solver.guesses().asList(), Mode.NORMAL);
    int zzz = oracle.guesses.indexOf("zzz");
    // zzz marks every answer ---, then only bch can tell all four apart in two guesses.
    assertEquals(4 + 4 + 4, oracle.fromOpener(zzz, 3));
    DecisionTree tree = solver.treeBuilder().opener("zzz").exact().maxGuesses(3).build();
    assertEquals(12, tree.totalGuesses());
    oracle.checkTree(tree, "zzz", 3, "zzz");
    assertThrows(
        OpenerLosesException.class,
        () -> solver.treeBuilder().opener("zzz").exact().maxGuesses(2).build());
  }
}
