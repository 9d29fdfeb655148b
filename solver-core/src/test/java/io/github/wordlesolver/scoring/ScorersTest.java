package io.github.wordlesolver.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.CandidateSet;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Partitions;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.testing.EngineTestImpostorScorer;
import io.github.wordlesolver.testing.EngineTestProviderScorer;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ScorersTest {
  // Entropy is summed in fixed point (units of 2^-32), exact to about 1e-9 bits.
  private static final double EPS = 1e-9;

  /*
   * The tiny list. Guess "abc" splits the seven answers as
   *   abc GGG (1), abd abe GG- (2), xyz xyw xyv --- (3), cab YYY (1);
   * "xyq" (not an answer) as --- abc abd abe cab (4), GG- xyz xyw xyv (3);
   * "zwv" (not an answer) as --- abc abd abe cab (4), Y-- xyz, -Y- xyw, --G xyv (1 each).
   */
  private static final WordList ANSWERS =
      WordList.of("abc", "abd", "abe", "xyz", "xyw", "xyv", "cab");
  private static final WordList EXTRA = WordList.of("xyq", "zwv");
  private static final Solver SOLVER = Solver.of(ANSWERS, EXTRA);

  private static int guess(String word) {
    return SOLVER.guesses().indexOf(word);
  }

  /** The split at the start, with no guess left after it (so no exact endgame). */
  private static Partition split(String word) {
    return Partitions.split(SOLVER.answers(), SOLVER.guesses(), Mode.NORMAL, 0, word);
  }

  private static double log2(double x) {
    return Math.log(x) / Math.log(2);
  }

  @Test
  void partitionOfAbcHasTheHandCountedBuckets() {
    Partition p = split("abc");
    assertEquals(7, p.candidates());
    assertEquals(4, p.patterns());
    assertEquals(guess("abc"), p.guess());
    assertTrue(p.guessIsCandidate());
    // Buckets in the order their first candidate appears.
    int[] sizes = {1, 2, 3, 1};
    String[] codes = {"GGG", "GG-", "---", "YYY"};
    for (int k = 0; k < 4; k++) {
      assertEquals(sizes[k], p.size(k), "bucket " + k);
      assertEquals(Feedback.parse(codes[k]).code(), p.code(k), "bucket " + k);
    }
    assertEquals(CandidateSet.of(ANSWERS, 1, 2), p.bucket(1));
    assertEquals(List.of("xyz", "xyw", "xyv"), p.bucket(2).words());
    assertEquals(3, p.largest());
    assertEquals(15.0 / 7, p.expectedRemaining(), EPS);
    double bits = 2 * (1.0 / 7) * log2(7) + (2.0 / 7) * log2(7 / 2.0) + (3.0 / 7) * log2(7 / 3.0);
    assertEquals(bits, p.entropyBits(), EPS);
  }

  @Test
  void builtInCostsOnHandMadePartitions() {
    Partition abc = split("abc");
    assertEquals(3, Scorers.minimax().cost(abc), EPS);
    assertEquals(15.0 / 7, Scorers.expected().cost(abc), EPS);
    assertEquals(-4, Scorers.parts().cost(abc), EPS);
    double abcBits = 2 * (1.0 / 7) * log2(7) + (2.0 / 7) * log2(3.5) + (3.0 / 7) * log2(7 / 3.0);
    assertEquals(-abcBits, Scorers.entropy().cost(abc), EPS);

    Partition xyq = split("xyq");
    assertFalse(xyq.guessIsCandidate());
    assertEquals(2, xyq.patterns());
    assertEquals(4, Scorers.minimax().cost(xyq), EPS);
    assertEquals(25.0 / 7, Scorers.expected().cost(xyq), EPS);
    assertEquals(-2, Scorers.parts().cost(xyq), EPS);
    double xyqBits = (4.0 / 7) * log2(7 / 4.0) + (3.0 / 7) * log2(7 / 3.0);
    assertEquals(-xyqBits, Scorers.entropy().cost(xyq), EPS);

    Partition zwv = split("zwv");
    assertEquals(4, Scorers.minimax().cost(zwv), EPS);
    assertEquals(19.0 / 7, Scorers.expected().cost(zwv), EPS);
    assertEquals(-4, Scorers.parts().cost(zwv), EPS);
    double zwvBits = (4.0 / 7) * log2(7 / 4.0) + 3 * (1.0 / 7) * log2(7);
    assertEquals(-zwvBits, Scorers.entropy().cost(zwv), EPS);
  }

  /** The lookahead estimate of a bucket of m unsolved candidates, as its javadoc states. */
  private static double estimate(int m) {
    return m <= 2 ? 2 * m - 1 : Math.max(2 * m - 1, m * (1 + Math.log(m) / Math.log(12)));
  }

  @Test
  void lookaheadCostsOnHandMadePartitions() {
    // Depth 0: every guessed candidate once, plus the size estimate of each unsolved bucket.
    Scorer flat = Scorers.lookahead(0, 24, 6);
    assertEquals("lookahead", flat.name());
    assertEquals(7 + 0 + 3 + 5 + 1, flat.cost(split("abc")), EPS);
    assertEquals(7 + estimate(4) + estimate(3), flat.cost(split("xyq")), EPS);
    assertEquals(7, estimate(4), EPS);
    // Depth 1 (the default): the bucket {xyz, xyw, xyv} is played out one level: the best
    // follow-up (zwv splits it into singletons, 3 + 1 + 1 + 1; xyz leaves a pair, 3 + 0 + 3)
    // costs 6, one more than its size estimate of 5.
    Scorer deep = Scorers.lookahead();
    assertEquals(7 + 0 + 3 + 6 + 1, deep.cost(split("abc")), EPS);
    // A partition of one's own that only forwards to the engine's costs the same: no built-in
    // scorer looks behind the interface.
    for (String word : List.of("abc", "abd", "xyz", "cab", "xyq", "zwv")) {
      for (int left : new int[] {0, 1, 5}) {
        Partition real = Partitions.split(ANSWERS, SOLVER.guesses(), Mode.HARD, left, word);
        for (Scorer scorer :
            List.of(
                deep,
                flat,
                Scorers.lookahead(2, 3, 2),
                Scorers.entropy(),
                Scorers.minimax(),
                Scorers.expected(),
                Scorers.parts())) {
          assertEquals(
              scorer.cost(real),
              scorer.cost(new Forwarding(real)),
              EPS,
              scorer + " " + word + " " + left);
        }
      }
    }
  }

  @Test
  void suggestionScoresAreTheScorersCosts() {
    Game game = SOLVER.newGame();
    Map<String, Double> minimax = scores(game, Scorers.minimax());
    assertEquals(3, minimax.get("abc"), EPS);
    assertEquals(4, minimax.get("xyq"), EPS);
    assertEquals(4, minimax.get("zwv"), EPS);
    Map<String, Double> parts = scores(game, Scorers.parts());
    assertEquals(-4, parts.get("abc"), EPS);
    assertEquals(-2, parts.get("xyq"), EPS);
    Map<String, Double> lookahead = scores(game, Scorers.lookahead());
    assertEquals(17, lookahead.get("abc"), EPS);
  }

  private static Map<String, Double> scores(Game game, Scorer scorer) {
    return game.suggest(SOLVER.guesses().size(), scorer).stream()
        .collect(Collectors.toMap(Suggestion::word, Suggestion::score));
  }

  @Test
  void partitionDefaultsComputeTheDocumentedStatistics() {
    Partition fake = new FixedPartition(0, new int[] {5, 1, 3, 1}, new int[] {1, 2, 3, 4});
    assertEquals(10, fake.candidates());
    assertEquals(5, fake.largest());
    assertEquals((25 + 1 + 9 + 1) / 10.0, fake.expectedRemaining(), EPS);
    assertEquals(EngineTestSupport.entropyBits(List.of(5, 1, 3, 1)), fake.entropyBits(), EPS);
    assertEquals(5, Scorers.minimax().cost(fake), EPS);
    assertEquals(3.6, Scorers.expected().cost(fake), EPS);
    assertEquals(-4, Scorers.parts().cost(fake), EPS);
    assertEquals(
        -EngineTestSupport.entropyBits(List.of(5, 1, 3, 1)), Scorers.entropy().cost(fake), EPS);
    Partition single = new FixedPartition(0, new int[] {4}, new int[] {0});
    assertEquals(0, single.entropyBits(), EPS);
  }

  @Test
  void builtInsAreFoundByName() {
    assertSame(Scorers.entropy(), Scorers.byName("entropy"));
    assertSame(Scorers.minimax(), Scorers.byName("minimax"));
    assertSame(Scorers.expected(), Scorers.byName("expected"));
    assertSame(Scorers.parts(), Scorers.byName("parts"));
    assertSame(Scorers.lookahead(), Scorers.byName("lookahead"));
    for (String name : List.of("entropy", "minimax", "expected", "parts", "lookahead")) {
      assertEquals(name, Scorers.byName(name).name());
    }
    assertEquals(0, Scorers.entropy().shortlist());
    assertTrue(Scorers.lookahead().shortlist() > 0);
    assertSame(Scorers.entropy(), Scorers.lookahead().preScorer());
  }

  @Test
  void namesListsBuiltInsAndProvidersSortedWithoutDuplicates() {
    List<String> names = Scorers.names();
    List<String> sorted = new ArrayList<>(names);
    sorted.sort(null);
    assertEquals(sorted, names);
    assertEquals(names.size(), names.stream().distinct().count(), names.toString());
    assertTrue(names.containsAll(List.of("entropy", "expected", "lookahead", "minimax", "parts")));
    assertTrue(names.contains(EngineTestProviderScorer.NAME), names.toString());
    assertThrows(UnsupportedOperationException.class, () -> names.add("x"));
  }

  @Test
  void unknownNameIsRejectedWithTheKnownNames() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Scorers.byName("bogus"));
    assertTrue(e.getMessage().contains("bogus"), e.getMessage());
    for (String name : Scorers.names()) {
      assertTrue(e.getMessage().contains(name), name + " missing from: " + e.getMessage());
    }
  }

  @Test
  void serviceProviderIsFoundByName() {
    Scorer custom = Scorers.byName(EngineTestProviderScorer.NAME);
    assertInstanceOf(EngineTestProviderScorer.class, custom);
    // It plugs into a game: it prefers the first word of the guess list.
    Game game = SOLVER.newGame().apply("xyq", Feedback.parse("GG-"));
    List<Suggestion> best = game.suggest(2, custom);
    assertEquals("abc", best.get(0).word());
    assertEquals(0, best.get(0).score(), EPS);
    assertEquals("abd", best.get(1).word());
  }

  @Test
  void providerCannotTakeOverABuiltInName() {
    Scorer entropy = Scorers.byName("entropy");
    assertSame(Scorers.entropy(), entropy);
    assertFalse(entropy instanceof EngineTestImpostorScorer);
    assertNotEquals(-guess("zwv"), entropy.cost(split("zwv")));
    assertEquals(1, Scorers.names().stream().filter("entropy"::equals).count());
  }

  @Test
  void lookaheadSettingsAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> Scorers.lookahead(3, 10, 2));
    assertThrows(IllegalArgumentException.class, () -> Scorers.lookahead(-1, 10, 2));
    assertThrows(IllegalArgumentException.class, () -> Scorers.lookahead(1, 0, 2));
    assertThrows(IllegalArgumentException.class, () -> Scorers.lookahead(1, 10, 0));
    Scorer two = Scorers.lookahead(2, 5, 3);
    assertEquals(5, two.shortlist());
    assertEquals("lookahead", two.name());
  }

  /** A partition given by its bucket sizes and codes, for the interface's default methods. */
  private static final class FixedPartition implements Partition {
    private final int guess;
    private final int[] sizes;
    private final int[] codes;

    FixedPartition(int guess, int[] sizes, int[] codes) {
      this.guess = guess;
      this.sizes = sizes;
      this.codes = codes;
    }

    @Override
    public int candidates() {
      int n = 0;
      for (int s : sizes) {
        n += s;
      }
      return n;
    }

    @Override
    public int patterns() {
      return sizes.length;
    }

    @Override
    public int size(int k) {
      return sizes[k];
    }

    @Override
    public int code(int k) {
      return codes[k];
    }

    @Override
    public int guess() {
      return guess;
    }

    @Override
    public String word() {
      return "abc";
    }

    @Override
    public boolean guessIsCandidate() {
      return false;
    }

    @Override
    public CandidateSet bucket(int k) {
      throw new UnsupportedOperationException();
    }

    @Override
    public GameRules rules() {
      return GameRules.of(Alphabet.ENGLISH, 3);
    }

    @Override
    public int guessesLeft() {
      return 0;
    }

    @Override
    public List<Partition> followUps(int k, Scorer by, int n) {
      throw new UnsupportedOperationException();
    }

    @Override
    public Partition split(int k, String word) {
      throw new UnsupportedOperationException();
    }

    @Override
    public int optimalTotal(int k, int maxGuesses) {
      throw new UnsupportedOperationException();
    }
  }

  /** A partition of one's own: forwards every abstract method, wraps what it returns. */
  private static final class Forwarding implements Partition {
    private final Partition p;

    Forwarding(Partition p) {
      this.p = p;
    }

    @Override
    public int candidates() {
      return p.candidates();
    }

    @Override
    public int patterns() {
      return p.patterns();
    }

    @Override
    public int size(int k) {
      return p.size(k);
    }

    @Override
    public int code(int k) {
      return p.code(k);
    }

    @Override
    public int guess() {
      return p.guess();
    }

    @Override
    public String word() {
      return p.word();
    }

    @Override
    public boolean guessIsCandidate() {
      return p.guessIsCandidate();
    }

    @Override
    public CandidateSet bucket(int k) {
      return p.bucket(k);
    }

    @Override
    public GameRules rules() {
      return p.rules();
    }

    @Override
    public int guessesLeft() {
      return p.guessesLeft();
    }

    @Override
    public List<Partition> followUps(int k, Scorer by, int n) {
      List<Partition> out = new ArrayList<>();
      for (Partition f : p.followUps(k, by, n)) {
        out.add(new Forwarding(f));
      }
      return out;
    }

    @Override
    public Partition split(int k, String word) {
      return new Forwarding(p.split(k, word));
    }

    @Override
    public int optimalTotal(int k, int maxGuesses) {
      return p.optimalTotal(k, maxGuesses);
    }
  }
}
