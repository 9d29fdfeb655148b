package io.github.wordlesolver.engine;

import io.github.wordlesolver.Constraints;
import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What feasibility checks proved of one answer set with some guesses left (its {@link Memo.Key},
 * with no constraints): the revealed constraints under which every answer can be found in time,
 * each with the first guess in the search's order that does it, and those under which some answer
 * cannot. A set lost where some constraints are known is lost wherever the rule allows no more
 * ({@link Rule#allowsNoMore}); a set won is won, with the same guess and strategy, wherever the
 * rule allows at least as much. So one verdict decides the same set reached along other paths: in a
 * hard-mode check a set recurs under many constraints, most of them comparable.
 *
 * <p>Keeps at most {@value #KEPT} constraints of each kind, newest first, none implied by another.
 * Immutable.
 */
final class Verdict extends Memo.Stored<Verdict> {
  /** The most constraints kept of each kind. */
  static final int KEPT = 2;

  private static final @Nullable Constraints[] NONE = new Constraints[0];
  private static final int[] NO_GUESSES = new int[0];

  private final Rule rule;
  private final @Nullable Constraints[] won;
  private final int[] guess;
  private final @Nullable Constraints[] lost;

  private Verdict(
      Memo.Key key,
      Rule rule,
      @Nullable Constraints[] won,
      int[] guess,
      @Nullable Constraints[] lost) {
    super(key);
    this.rule = rule;
    this.won = won;
    this.guess = guess;
    this.lost = lost;
  }

  /**
   * Returns the verdict that the set of {@code key} is won under {@code revealed}, first with
   * {@code guess}, compared as {@code rule} reads constraints.
   */
  static Verdict won(Memo.Key key, Rule rule, @Nullable Constraints revealed, int guess) {
    return new Verdict(key, rule, new Constraints[] {revealed}, new int[] {guess}, NONE);
  }

  /** Returns the verdict that the set of {@code key} is lost under {@code revealed}. */
  static Verdict lost(Memo.Key key, Rule rule, @Nullable Constraints revealed) {
    return new Verdict(key, rule, NONE, NO_GUESSES, new Constraints[] {revealed});
  }

  /**
   * Returns 1 if the set is known to be won where {@code revealed} is known, 0 if lost, -1 if
   * neither follows from what is kept. At most {@code 2 * KEPT} comparisons.
   */
  int decide(@Nullable Constraints revealed) {
    for (@Nullable Constraints under : lost) {
      if (rule.allowsNoMore(revealed, under)) {
        return 0;
      }
    }
    for (@Nullable Constraints under : won) {
      if (rule.allowsNoMore(under, revealed)) {
        return 1;
      }
    }
    return -1;
  }

  /**
   * Returns the guess proved first to win the set under exactly {@code revealed}, or -1 if it was
   * not searched under them.
   */
  int guessUnder(@Nullable Constraints revealed) {
    for (int i = 0; i < won.length; i++) {
      if (Objects.equals(won[i], revealed)) {
        return guess[i];
      }
    }
    return -1;
  }

  /**
   * Adds what {@code next} proved in front, unless it is known already, dropping what it implies
   * and the oldest past {@value #KEPT}. The table records one fact at a time ({@link #won} or
   * {@link #lost}); of a {@code next} with more (two slots racing for one set) only its newest won
   * fact, or else its newest lost one, is added: a verdict may forget, never err.
   */
  @Override
  Verdict merge(Verdict next) {
    if (next.won.length > 0) {
      @Nullable Constraints under = next.won[0];
      if (guessUnder(under) >= 0) {
        return this;
      }
      int n = 1;
      @Nullable Constraints[] w = new Constraints[Math.min(won.length + 1, KEPT)];
      int[] g = new int[w.length];
      w[0] = under;
      g[0] = next.guess[0];
      for (int i = 0; i < won.length && n < w.length; i++) {
        if (!rule.allowsNoMore(under, won[i])) { // else the new one decides all it did
          w[n] = won[i];
          g[n++] = guess[i];
        }
      }
      return new Verdict(this, rule, Arrays.copyOf(w, n), Arrays.copyOf(g, n), lost);
    }
    @Nullable Constraints under = next.lost[0];
    for (@Nullable Constraints known : lost) {
      if (rule.allowsNoMore(under, known)) {
        return this;
      }
    }
    int n = 1;
    @Nullable Constraints[] l = new Constraints[Math.min(lost.length + 1, KEPT)];
    l[0] = under;
    for (int i = 0; i < lost.length && n < l.length; i++) {
      if (!rule.allowsNoMore(lost[i], under)) {
        l[n++] = lost[i];
      }
    }
    return new Verdict(this, rule, won, guess, Arrays.copyOf(l, n));
  }
}
