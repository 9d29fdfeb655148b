package io.github.wordlesolver.absurdle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.wordlesolver.Progress;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The Absurdle host against a model written here (textbook marks, a map of buckets, the tie rule
 * spelt out), and the solver against brute force on small lists.
 */
class AbsurdleTest {
  private static final List<String> ANSWERS = read("answers-sample.txt");
  private static final List<String> ALLOWED = read("allowed-sample.txt");

  private static List<String> read(String name) {
    String resource = "/io/github/wordlesolver/tree/" + name;
    try (InputStream in = AbsurdleTest.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + resource);
      }
      List<String> words = new ArrayList<>();
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (!line.isBlank()) {
          words.add(line.strip());
        }
      }
      return List.copyOf(words);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ---- The model: obviously correct, sharing no code with the library. ----

  /** Marks by the textbook two-pass rule: greens first, then yellows left to right. */
  static String marks(String guess, String answer) {
    char[] out = new char[guess.length()];
    Map<Character, Integer> unused = new HashMap<>();
    for (int i = 0; i < guess.length(); i++) {
      if (guess.charAt(i) == answer.charAt(i)) {
        out[i] = 'G';
      } else {
        unused.merge(answer.charAt(i), 1, Integer::sum);
      }
    }
    for (int i = 0; i < guess.length(); i++) {
      if (out[i] == 'G') {
        continue;
      }
      int left = unused.getOrDefault(guess.charAt(i), 0);
      if (left > 0) {
        out[i] = 'Y';
        unused.put(guess.charAt(i), left - 1);
      } else {
        out[i] = '-';
      }
    }
    return new String(out);
  }

  private static long count(String marks, char c) {
    return marks.chars().filter(x -> x == c).count();
  }

  /** The base-3 code: G 2, Y 1, - 0, the first position most significant. */
  private static int code(String marks) {
    int code = 0;
    for (char c : marks.toCharArray()) {
      code = code * 3 + (c == 'G' ? 2 : c == 'Y' ? 1 : 0);
    }
    return code;
  }

  /** The model host: returns the marks shown and the bucket kept. */
  static Map.Entry<String, List<String>> host(List<String> left, String guess) {
    Map<String, List<String>> buckets = new TreeMap<>();
    for (String a : left) {
      buckets.computeIfAbsent(marks(guess, a), k -> new ArrayList<>()).add(a);
    }
    Map.Entry<String, List<String>> best = null;
    for (Map.Entry<String, List<String>> e : buckets.entrySet()) {
      if (best == null || better(e, best)) {
        best = e;
      }
    }
    return best;
  }

  private static boolean better(
      Map.Entry<String, List<String>> a, Map.Entry<String, List<String>> b) {
    if (a.getValue().size() != b.getValue().size()) {
      return a.getValue().size() > b.getValue().size();
    }
    String x = a.getKey();
    String y = b.getKey();
    if (count(x, 'G') != count(y, 'G')) {
      return count(x, 'G') < count(y, 'G');
    }
    if (count(x, 'Y') != count(y, 'Y')) {
      return count(x, 'Y') < count(y, 'Y');
    }
    return code(x) < code(y);
  }

  /** Brute force: the fewest guesses that end the game from {@code left}, or MAX if over k. */
  static int fewest(
      List<String> left, List<String> guesses, int k, String target, Map<String, Integer> memo) {
    if (target != null && !left.contains(target)) {
      return Integer.MAX_VALUE;
    }
    if (left.size() == 1) {
      return target == null || left.get(0).equals(target) ? 1 : Integer.MAX_VALUE;
    }
    if (k < 2) {
      return Integer.MAX_VALUE;
    }
    String key = left + "/" + k + "/" + target;
    Integer known = memo.get(key);
    if (known != null) {
      return known;
    }
    int best = Integer.MAX_VALUE;
    for (String g : guesses) {
      List<String> kept = host(left, g).getValue();
      if (kept.size() == left.size()) {
        continue;
      }
      int v = fewest(kept, guesses, Math.min(k, best - 1) - 1, target, memo);
      if (v != Integer.MAX_VALUE) {
        best = Math.min(best, v + 1);
      }
    }
    memo.put(key, best);
    return best;
  }

  // ---- Lists for the tests. ----

  private static List<String> sample(List<String> words, int n, Random random) {
    List<String> copy = new ArrayList<>(words);
    java.util.Collections.shuffle(copy, random);
    return new ArrayList<>(new TreeSet<>(copy.subList(0, n)));
  }

  private static List<String> guessList(List<String> answers, List<String> others) {
    List<String> all = new ArrayList<>(answers);
    for (String w : others) {
      if (!all.contains(w)) {
        all.add(w);
      }
    }
    return all;
  }

  /** Random lists: {@code n} answers of the sample and 150 other guesses. */
  private record Lists(List<String> answers, List<String> guesses) {
    static Lists random(int n, Random random) {
      List<String> answers = sample(ANSWERS, n, random);
      return new Lists(answers, guessList(answers, sample(ALLOWED, 150, random)));
    }

    /** Returns a new Absurdle of these lists, with a memory of its own. */
    Absurdle absurdle() {
      return Absurdle.of(WordList.of(answers), WordList.of(guesses));
    }
  }

  @Test
  void hostAgreesWithTheModelOnRandomPositions() {
    qt().withExamples(60)
        .forAll(longs().all(), integers().between(1, 6))
        .checkAssert(
            (seed, n) -> {
              Random random = new Random(seed);
              List<String> answers = sample(ANSWERS, 20 + random.nextInt(200), random);
              List<String> guesses = guessList(answers, sample(ALLOWED, 100, random));
              Absurdle absurdle = Absurdle.of(WordList.of(answers), WordList.of(guesses));
              AbsurdleGame game = absurdle.start();
              List<String> left = answers;
              for (int i = 0; i < n && !game.isSolved(); i++) {
                // Sometimes one of the answers left, to reach the end of the game.
                String guess =
                    random.nextInt(3) == 0
                        ? left.get(random.nextInt(left.size()))
                        : guesses.get(random.nextInt(guesses.size()));
                Map.Entry<String, List<String>> kept = host(left, guess);
                game = game.guess(guess);
                assertEquals(kept.getKey(), game.lastMarks().toString(), guess + " after " + left);
                assertEquals(kept.getValue(), game.remainingAnswers());
                assertEquals(kept.getKey().equals("GGGGG"), game.isSolved());
                left = kept.getValue();
              }
            });
  }

  @Test
  void theAllGreenBucketIsKeptOnlyWhenTheGuessIsTheLastAnswer() {
    Absurdle absurdle = Absurdle.of(WordList.of("cigar", "rebut"), WordList.of("sissy"));
    AbsurdleGame game = absurdle.start().guess("cigar");
    assertFalse(game.isSolved());
    assertEquals(List.of("rebut"), game.remainingAnswers());
    assertEquals("----Y", game.lastMarks().toString());
    game = game.guess("rebut");
    assertTrue(game.isSolved());
    assertEquals(
        List.of(
            new Turn("cigar", io.github.wordlesolver.Feedback.parse("----Y")),
            new Turn("rebut", io.github.wordlesolver.Feedback.parse("GGGGG"))),
        game.history());
    AbsurdleGame won = game;
    assertThrows(IllegalStateException.class, () -> won.guess("cigar"));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> absurdle.start().guess("xyzzy"));
    assertTrue(e.getMessage().contains("'xyzzy' is not in the guess list"), e.getMessage());
  }

  @Test
  void theMinimumAndEveryWinningFirstWordMatchBruteForce() throws Exception {
    for (long seed = 1; seed <= 4; seed++) {
      Random random = new Random(seed);
      List<String> answers = sample(ANSWERS, 10 + random.nextInt(30), random);
      List<String> guesses = guessList(answers, sample(ALLOWED, 200 + random.nextInt(100), random));
      Absurdle absurdle = Absurdle.of(WordList.of(answers), WordList.of(guesses));
      AbsurdleMinimum minimum = absurdle.solver().minimum(2, Progress.none());
      Map<String, Integer> memo = new HashMap<>();
      int expected = fewest(answers, guesses, answers.size() + 1, null, memo);
      assertEquals(expected, minimum.minimumGuesses(), "seed " + seed);
      Set<String> winners = new TreeSet<>();
      for (String g : guesses) {
        Map.Entry<String, List<String>> kept = host(answers, g);
        if (kept.getKey().equals("GGGGG")
            || fewest(kept.getValue(), guesses, expected - 1, null, memo) <= expected - 1) {
          winners.add(g);
        }
      }
      Set<String> found = new TreeSet<>();
      for (AbsurdleMinimum.WinningFirstWord w : minimum.winningFirstWords()) {
        found.add(w.word());
        assertEquals(w.word(), w.line().played().get(0));
        assertEquals(expected, w.line().size());
        assertWins(absurdle, List.of(), w.line());
      }
      assertEquals(winners, found, "seed " + seed);
      // The same result on one thread.
      assertEquals(minimum, absurdle.solver().minimum(1, Progress.none()));
    }
  }

  @Test
  void fewestFromRandomPositionsMatchesBruteForce() {
    qt().withExamples(25)
        .forAll(longs().all())
        .checkAssert(
            seed -> {
              Random random = new Random(seed);
              Lists lists = Lists.random(15 + random.nextInt(40), random);
              List<String> guesses = lists.guesses();
              Absurdle absurdle = lists.absurdle();
              List<String> played = new ArrayList<>();
              AbsurdleGame game = absurdle.start();
              int moves = random.nextInt(3);
              for (int i = 0; i < moves; i++) {
                String g = guesses.get(random.nextInt(guesses.size()));
                if (game.guess(g).isSolved()) {
                  break;
                }
                game = game.guess(g);
                played.add(g);
              }
              AbsurdleLine line = absurdle.solver().fewest(game);
              int expected =
                  fewest(
                      game.remainingAnswers(),
                      guesses,
                      game.remaining() + 1,
                      null,
                      new HashMap<>());
              assertEquals(expected, line.size(), "after " + played);
              assertWins(absurdle, played, line);
              // Challenge mode: the shortest line that ends on a target.
              String target = game.remainingAnswers().get(random.nextInt(game.remaining()));
              int best = fewest(game.remainingAnswers(), guesses, 5, target, new HashMap<>());
              Optional<AbsurdleLine> challenge = absurdle.solver().challenge(game, target, 5);
              assertEquals(
                  best == Integer.MAX_VALUE ? Optional.empty() : Optional.of(best),
                  challenge.map(AbsurdleLine::size),
                  "target " + target + " after " + played);
              if (challenge.isPresent()) {
                AbsurdleGame end = assertWins(absurdle, played, challenge.get());
                assertEquals(List.of(target), end.remainingAnswers());
              }
            });
  }

  private static AbsurdleGame assertWins(
      Absurdle absurdle, List<String> played, AbsurdleLine line) {
    AbsurdleGame game = absurdle.play(played);
    for (int i = 0; i < line.size(); i++) {
      assertFalse(game.isSolved(), line::toString);
      game = game.guess(line.played().get(i));
    }
    assertTrue(game.isSolved(), () -> line + " does not win after " + played);
    return game;
  }

  /**
   * A budget only decides whether a search finishes: below the work a position needs, every search
   * throws naming its budget and the answers left; from it on, the line is the one without a
   * budget. Fresh lists for each budget, so the memory of solved sets does not carry over.
   */
  @Test
  void aBudgetStopsTheSearchAndNeverChangesItsResult() {
    qt().withExamples(10)
        .forAll(longs().all())
        .checkAssert(
            seed -> {
              Random random = new Random(seed);
              Lists lists = Lists.random(20 + random.nextInt(30), random);
              List<String> answers = lists.answers();
              Absurdle once = lists.absurdle();
              AbsurdleLine unbounded = once.solver().fewest(once.start());
              String target = answers.get(random.nextInt(answers.size()));
              Optional<AbsurdleLine> challenge = once.solver().challenge(once.start(), target, 6);
              boolean fewestDone = false;
              boolean challengeDone = false;
              for (long budget = 0;
                  !fewestDone || !challengeDone;
                  budget = budget < 64 ? budget + 1 : budget * 5 / 4) {
                Absurdle fresh = lists.absurdle();
                AbsurdleGame start = fresh.start();
                long b = budget;
                if (!fewestDone) {
                  try {
                    assertEquals(unbounded, fresh.solver().fewest(start, b));
                    fewestDone = true;
                  } catch (BudgetExceededException e) {
                    assertEquals(b, e.budget());
                    assertEquals(answers.size(), e.remaining());
                    assertTrue(e.getMessage().contains("budget of " + b + " rows"), e::getMessage);
                  }
                }
                if (!challengeDone) {
                  Absurdle other = lists.absurdle();
                  try {
                    assertEquals(challenge, other.solver().challenge(other.start(), target, 6, b));
                    challengeDone = true;
                  } catch (BudgetExceededException e) {
                    assertEquals(b, e.budget());
                  }
                }
                assertTrue(budget < 1_000_000, "no budget is enough");
              }
            });
    Absurdle absurdle = Absurdle.of(WordList.of(ANSWERS), WordList.of(ALLOWED));
    assertThrows(
        IllegalArgumentException.class, () -> absurdle.solver().fewest(absurdle.start(), -1));
    assertThrows(
        BudgetExceededException.class, () -> absurdle.solver().nextGuess(absurdle.start(), 0));
  }
}
