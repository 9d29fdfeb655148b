package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link LowerBounds}' parts one at a time against models built from {@link SearchCase}'s reference
 * buckets: {@link LowerBounds#leastGuessBound} is the least {@code 3m - t - c + u} over its pool
 * (unless it stops at its floor), {@link LowerBounds#unsplittableParts} counts the parts of three
 * or more that no member splits into singletons (up to its limit), {@link LowerBounds#partsOverAll}
 * the parts of every guess over all answers, and {@link LowerBounds#bucketBounds} each bucket's
 * quick bound raised to its one-guess-deeper bound over the pool the rule leaves it.
 */
class LowerBoundsTest {
  private static final int INF = TreeSearch.INFEASIBLE;

  private static LowerBounds bounds(SearchCase c) {
    SearchSpace space = new SearchSpace(c.table, c.rule, () -> false);
    return new LowerBounds(space, new SingletonSplits(space));
  }

  /** The model's {@code u}: the parts of three or more that no member splits into singletons. */
  private static int unsplittable(SearchCase c, List<Integer> set, int g) {
    int u = 0;
    for (List<Integer> part : c.split(set, g).values()) {
      u += part.size() >= 3 && c.bucketBound(part) == 2 * part.size() ? 1 : 0;
    }
    return u;
  }

  /** The model's {@code 3m - t - c + u} of guess {@code g} on {@code set}. */
  private static int guessBound(SearchCase c, List<Integer> set, int g) {
    int parts = c.split(set, g).size();
    int found = c.split(set, g).containsKey(c.solved) ? 1 : 0;
    return 3 * set.size() - parts - found + unsplittable(c, set, g);
  }

  /** The model's least {@code 3m - t - c + u} over {@code pool}, starting from {@code 3m}. */
  private static int least(SearchCase c, List<Integer> set, int[] pool) {
    int least = 3 * set.size();
    for (int g : pool) {
      least = Math.min(least, guessBound(c, set, g));
    }
    return least;
  }

  /** A random subset of {@code all} of at least {@code min} answers, ascending. */
  private static int[] subset(Random random, int[] all, int min) {
    List<Integer> out = new ArrayList<>();
    while (out.size() < min) {
      out.clear();
      for (int a : all) {
        if (random.nextInt(3) > 0) {
          out.add(a);
        }
      }
    }
    return SearchCase.array(out);
  }

  /** A random pool of guesses: some of every guess, or every guess. */
  private static int[] pool(Random random, int guesses) {
    List<Integer> out = new ArrayList<>();
    boolean everyOne = random.nextInt(4) == 0;
    for (int g = 0; g < guesses; g++) {
      if (everyOne || random.nextInt(3) == 0) {
        out.add(g);
      }
    }
    return SearchCase.array(out);
  }

  @Test
  void leastGuessBoundIsTheLeastOverItsPoolUnlessItStopsAtItsFloor() {
    Random random = new Random(32);
    int raised = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : SearchCase.cases(mode, 3, 14, 10, 320)) {
        LowerBounds bounds = bounds(c);
        for (int trial = 0; trial < 40; trial++) {
          int[] set = subset(random, c.everyAnswer(), 3);
          int[] pool = pool(random, c.guesses.size());
          List<Integer> list = SearchCase.list(set);
          int exact = least(c, list, pool);
          String where = mode + " " + list + " pool " + SearchCase.list(pool);
          assertEquals(exact, bounds.leastGuessBound(set, pool, Integer.MIN_VALUE), where);
          for (int floor = exact - 2; floor <= exact + 2; floor++) {
            int got = bounds.leastGuessBound(set, pool, floor);
            if (exact > floor) {
              assertEquals(exact, got, where + " floor " + floor);
            } else {
              assertTrue(got >= exact && got <= floor, where + " floor " + floor + ": " + got);
            }
          }
          raised += exact < 3 * set.length ? 1 : 0;
        }
      }
    }
    assertTrue(raised > 50, "below 3m " + raised);
  }

  @Test
  void unsplittablePartsCountsUpToItsLimit() {
    Random random = new Random(33);
    int some = 0;
    for (Mode mode : new Mode[] {Mode.NORMAL, Mode.HARD}) {
      for (SearchCase c : SearchCase.familyCases(mode, 3, 6)) {
        LowerBounds bounds = bounds(c);
        Scratch scratch = new SearchSpace(c.table, c.rule, () -> false).scratch();
        for (int trial = 0; trial < 40; trial++) {
          int[] set = subset(random, c.everyAnswer(), 1);
          int g = random.nextInt(c.guesses.size());
          int expected = unsplittable(c, SearchCase.list(set), g);
          some += expected > 0 ? 1 : 0;
          for (int limit = 0; limit <= expected + 1; limit++) {
            int t = c.table.count(g, set, set.length, scratch.counts, scratch.touched);
            assertEquals(
                Math.min(limit, expected),
                bounds.unsplittableParts(g, set, t, limit, scratch),
                mode + " " + SearchCase.list(set) + " guess " + g + " limit " + limit);
            MarkCounter.clear(scratch.counts, scratch.touched, t);
          }
        }
      }
    }
    assertTrue(some > 10, "sets with unsplittable parts " + some);
  }

  @Test
  void partsOverAllCountsEachGuesssBucketsOfEveryAnswer() {
    for (SearchCase c : SearchCase.cases(Mode.NORMAL, 3, 14, 10, 321)) {
      int[] parts = bounds(c).partsOverAll();
      assertEquals(c.guesses.size(), parts.length);
      for (int g = 0; g < parts.length; g++) {
        assertEquals(c.split(SearchCase.list(c.everyAnswer()), g).size(), parts[g], "guess " + g);
      }
    }
  }

  /**
   * Without a target, every bucket of three or more with three or more guesses left after the guess
   * gets the larger of its quick bound and its least one-guess-deeper bound over the guesses the
   * rule leaves it from the node's allowed ones.
   */
  @Test
  void bucketBoundsAreTheQuickOnesRaisedOneGuessDeeper() {
    int deeper = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : SearchCase.familyCases(mode, 3, 6)) {
        LowerBounds bounds = bounds(c);
        int[] all = c.everyAnswer();
        for (int depth = 3; depth <= 4; depth++) {
          Node root = new Node(all, depth, null);
          int[] allowed = c.rule.allowed(null);
          BitSet every = c.everyGuess();
          for (int g = 0; g < c.guesses.size(); g++) {
            int[][] buckets = Buckets.split(c.table, g, all, true);
            int[] got = bounds.bucketBounds(root, g, buckets, allowed, INF);
            for (int b = 0; b < buckets.length; b++) {
              List<Integer> bucket = SearchCase.list(buckets[b]);
              int quick = c.bucketBound(bucket);
              int expected = quick;
              if (bucket.size() >= 3 && depth - 1 >= 3) {
                BitSet next = c.after(every, g, c.table.code(g, buckets[b][0]));
                expected = Math.max(quick, least(c, bucket, next.stream().toArray()));
              }
              assertEquals(expected, got[b], mode + " " + c.answers + " guess " + g + " " + bucket);
              deeper += got[b] > quick ? 1 : 0;
            }
            // Cut short at a target: the deep total below it, else a total in [target, deep].
            int deep = sum(all.length, got);
            int quickTotal = bounds.quickBound(root, g);
            for (int target = quickTotal; target <= deep + 1; target++) {
              int cut = sum(all.length, bounds.bucketBounds(root, g, buckets, allowed, target));
              String where = mode + " " + c.answers + " guess " + g + " target " + target;
              if (deep < target) {
                assertEquals(deep, cut, where);
              } else {
                assertTrue(cut >= target && cut <= deep, where + ": " + cut);
              }
            }
          }
        }
      }
    }
    assertTrue(deeper > 10, "deeper " + deeper);
  }

  /**
   * The search's {@link TreeSearch#nodeBound} of every bucket below the root (three guesses left
   * and more) is the model's: {@code 2m - 1} for one or two answers, else the larger of the quick
   * bound and the least one-guess-deeper bound over what the rule allows there; and it never lies
   * above the bucket's optimum. {@link TreeSearch#bucketBounds} add up to {@link
   * TreeSearch#deepBound}.
   */
  @Test
  void nodeBoundIsTheModelsAndNeverAboveTheOptimum() {
    int raised = 0;
    for (Mode mode : Mode.values()) {
      for (SearchCase c : SearchCase.familyCases(mode, 3, 6)) {
        TreeSearch search = c.search();
        int[] all = c.everyAnswer();
        Node root = c.rule.node(all, 4, c.rule.rules().noConstraints());
        BitSet every = c.everyGuess();
        for (int g = 0; g < c.guesses.size(); g++) {
          int[][] buckets = Buckets.split(c.table, g, all, true);
          assertEquals(
              search.deepBound(root, g),
              sum(all.length, search.bucketBounds(root, g)),
              mode + " " + c.answers + " guess " + g);
          for (int[] bucket : buckets) {
            Node child = root.child(c.table, c.rule, g, bucket);
            List<Integer> list = SearchCase.list(bucket);
            BitSet next = c.after(every, g, c.table.code(g, bucket[0]));
            int expected =
                bucket.length <= 2
                    ? 2 * bucket.length - 1
                    : Math.max(c.bucketBound(list), least(c, list, next.stream().toArray()));
            String where = mode + " " + c.answers + " guess " + g + " " + list;
            int got = search.nodeBound(child);
            assertEquals(expected, got, where);
            int optimum = c.opt(list, child.depth(), next);
            assertTrue(got <= optimum, where + ": " + got + " > optimum " + optimum);
            raised += bucket.length >= 3 && got > c.bucketBound(list) ? 1 : 0;
          }
        }
      }
    }
    assertTrue(raised > 10, "raised " + raised);
  }

  private static int sum(int n, int[] bounds) {
    int total = n;
    for (int b : bounds) {
      total += b;
    }
    return total;
  }

  /**
   * Answers that are not guesses: a bucket of three that no answer can split, where no guess splits
   * it three ways, is deepened too. Answers abc, abd, abe; guesses xyz (no letter of theirs, one
   * part), cxy (abc apart from the other two) and dxy (abd apart). After xyz the one bucket holds
   * all three, quick bound 2·3 = 6; one guess deeper the best is cxy or dxy, two parts, none found:
   * 3·3 - 2 - 0 + 0 = 7 (xyz gives 9 - 1 - 0 + 1 = 9). So the deep bound is 3 + 7 = 10.
   */
  @Test
  void aBucketOfThreeIsDeepenedWhenItsAnswersAreNotGuesses() {
    WordList every = WordList.of("abc", "abd", "abe", "xyz", "cxy", "dxy");
    WordList guesses = WordList.of(every.alphabet(), List.of("xyz", "cxy", "dxy"));
    WordList answers = WordList.of(every.alphabet(), List.of("abc", "abd", "abe"));
    MarkTable table = MarkTable.build(guesses, answers);
    Rule rule = new Rule(GameRules.of(guesses), guesses);
    SearchSpace space = new SearchSpace(table, rule, () -> false);
    LowerBounds bounds = new LowerBounds(space, new SingletonSplits(space));
    Node root = new Node(new int[] {0, 1, 2}, 4, null);
    assertEquals(3 + 6, bounds.quickBound(root, 0));
    int[][] buckets = Buckets.split(table, 0, root.set(), true);
    assertEquals(1, buckets.length);
    assertEquals(7, bounds.bucketBounds(root, 0, buckets, rule.allowed(null), INF)[0]);
    assertEquals(3 + 7, bounds.deepBound(root, 0));
  }
}
