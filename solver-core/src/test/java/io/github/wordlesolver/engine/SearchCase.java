package io.github.wordlesolver.engine;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.GuessEstimate;
import io.github.wordlesolver.testing.EngineTestSupport;
import io.github.wordlesolver.testing.ExhaustiveOptimum;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

/**
 * One small instance for the engine's tests: an answer list, a guess list (the answers, then the
 * other guesses), a mode, the engine's objects over them ({@link MarkTable}, {@link Rule}, a fresh
 * {@link TreeSearch}) and models written without the engine: buckets by the reference marker, the
 * rules from their definitions and the optimum from {@link ExhaustiveOptimum}. Sets are answer
 * indices, guesses guess indices, as the engine has them.
 */
final class SearchCase {
  final List<String> answers;
  final List<String> guesses;
  final Mode mode;
  final MarkTable table;
  final Rule rule;
  final int solved;
  private final ExhaustiveOptimum optimum;

  SearchCase(List<String> answers, List<String> extra, Mode mode) {
    Set<String> all = new LinkedHashSet<>(answers);
    all.addAll(extra);
    this.answers = answers;
    this.guesses = new ArrayList<>(all);
    this.mode = mode;
    WordList g = WordList.of(guesses);
    this.table = MarkTable.build(g, WordList.of(answers));
    this.rule = new Rule(GameRules.of(g).withMode(mode), g);
    this.solved = table.solvedCode();
    this.optimum = new ExhaustiveOptimum(guesses, mode);
  }

  TreeSearch search() {
    return new TreeSearch(table, rule, Integer.MAX_VALUE, 1 << 12, () -> false);
  }

  /** Every answer index, ascending: the root's set. */
  int[] everyAnswer() {
    int[] all = new int[answers.size()];
    Arrays.setAll(all, i -> i);
    return all;
  }

  BitSet everyGuess() {
    return optimum.everyGuess();
  }

  /** The guesses of {@code allowed} that guess {@code g} marked {@code code} allows next. */
  BitSet after(BitSet allowed, int g, int code) {
    return optimum.after(allowed, guesses.get(g), code);
  }

  /** The model's buckets of {@code set} (answer indices) under guess {@code g}, by code. */
  TreeMap<Integer, List<Integer>> split(List<Integer> set, int g) {
    TreeMap<Integer, List<Integer>> out = new TreeMap<>();
    for (int a : set) {
      out.computeIfAbsent(
              EngineTestSupport.referenceCode(guesses.get(g), answers.get(a)),
              k -> new ArrayList<>())
          .add(a);
    }
    return out;
  }

  /**
   * The fewest guesses in all to find every answer of {@code set} within {@code depth}, from the
   * exhaustive model; {@link TreeSearch#INFEASIBLE} if none does.
   */
  int opt(List<Integer> set, int depth, BitSet allowed) {
    return searchValue(optimum.total(words(set), depth, allowed));
  }

  /** As {@link #opt}, when {@code g} is played first. */
  int optAfter(List<Integer> set, int depth, BitSet allowed, int g) {
    return searchValue(optimum.totalAfter(words(set), depth, allowed, guesses.get(g)));
  }

  private List<String> words(List<Integer> set) {
    List<String> out = new ArrayList<>(set.size());
    for (int a : set) {
      out.add(answers.get(a));
    }
    return out;
  }

  /** The model's value in the search's terms: its infeasible value is the search's. */
  private static int searchValue(int total) {
    return total >= ExhaustiveOptimum.INFEASIBLE ? TreeSearch.INFEASIBLE : total;
  }

  /** The model's bound of a bucket before search: 2m - 1 if a member splits it fully, else 2m. */
  int bucketBound(List<Integer> bucket) {
    int m = bucket.size();
    for (int a : bucket) {
      int g = guesses.indexOf(answers.get(a));
      if (split(bucket, g).size() == m) {
        return 2 * m - 1;
      }
    }
    return 2 * m;
  }

  /** The search's order estimate of guess {@code g}: its unsolved buckets', in thousandths. */
  long estimate(List<Integer> set, int g) {
    long est = 0;
    for (Map.Entry<Integer, List<Integer>> b : split(set, g).entrySet()) {
      if (b.getKey() != solved) {
        est += Math.round(GuessEstimate.total(b.getValue().size()) * 1e6) / 1000;
      }
    }
    return est;
  }

  static List<Integer> list(int[] set) {
    List<Integer> out = new ArrayList<>();
    for (int a : set) {
      out.add(a);
    }
    return out;
  }

  static int[] array(List<Integer> set) {
    return set.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * {@code count} random cases in {@code mode}: {@code answers} answers and {@code extra} more
   * guesses drawn from the original lists with {@code seed} (plus the mode's ordinal), and the
   * _ight family last.
   */
  static List<SearchCase> cases(Mode mode, int count, int answers, int extra, long seed) {
    List<String> pool = EngineTestSupport.answerWords(400);
    List<String> others = EngineTestSupport.allowedWords(20);
    List<SearchCase> out = new ArrayList<>();
    Random random = new Random(seed + mode.ordinal());
    for (int i = 0; i < count; i++) {
      Set<String> a = new LinkedHashSet<>();
      while (a.size() < answers) {
        a.add(pool.get(random.nextInt(pool.size())));
      }
      Set<String> x = new LinkedHashSet<>();
      while (x.size() < extra) {
        x.add(others.get(random.nextInt(others.size())));
      }
      out.add(new SearchCase(new ArrayList<>(a), new ArrayList<>(x), mode));
    }
    // A family: after "light" every answer but itself is _ight.
    out.add(
        new SearchCase(
            List.of("fight", "might", "night", "right", "sight", "tight", "wight", "light"),
            List.of("frown", "numbs", "twerp"),
            mode));
    return out;
  }

  /**
   * {@code count} random cases in {@code mode} whose answers are three letter families (a
   * four-letter stem over eight letters with one open position, five words each) and two more
   * words, with {@code extra} more guesses over the same letters.
   */
  static List<SearchCase> familyCases(Mode mode, int count, int extra) {
    Random random = new Random(11 + mode.ordinal());
    List<SearchCase> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      Set<String> words = new LinkedHashSet<>();
      for (int f = 0; f < 3; f++) {
        char[] stem = EngineTestSupport.randomWord(random, 4, 8).toCharArray();
        int open = random.nextInt(4);
        for (int k = 0; k < 5; k++) {
          stem[open] = (char) ('a' + random.nextInt(8));
          words.add(new String(stem));
        }
      }
      words.addAll(EngineTestSupport.randomWords(random, 2, 4, 8));
      List<String> more = EngineTestSupport.randomWords(random, extra, 4, 8);
      more.removeAll(words);
      out.add(new SearchCase(new ArrayList<>(words), more, mode));
    }
    return out;
  }
}
