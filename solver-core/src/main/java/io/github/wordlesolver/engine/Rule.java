package io.github.wordlesolver.engine;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.jspecify.annotations.Nullable;

/**
 * The rules of a game as the engine applies them to guess indices: which guesses a node allows
 * ({@link Mode}, the one owner of legality) and what a node knows after a guess ({@link
 * Constraints#after}, the one owner of that). In normal mode nothing needs tracking, so the
 * revealed constraints of a node are null there; in hard modes they are what the path revealed.
 * Every search, ranking and game calls these two methods. Thread-safe; it remembers its latest
 * answers to return them again without computing (a bounded cache that changes no answer).
 */
public final class Rule {
  private final GameRules rules;
  private final WordList guesses;
  private final int[] all;

  /** Room to filter a pool in, one per thread, so a filter allocates only what it returns. */
  private final ThreadLocal<int[]> room;

  /** The slots of {@link #recent} and {@link #canonical}. */
  private static final int SLOTS = 1 << 14;

  /** What {@link #after} returned lately, a slot per arguments (the latest of each wins). */
  private final AtomicReferenceArray<@Nullable After> recent = new AtomicReferenceArray<>(SLOTS);

  /** One instance per value {@link #after} returned lately, a slot per hash. */
  private final AtomicReferenceArray<@Nullable Constraints> canonical =
      new AtomicReferenceArray<>(SLOTS);

  /** A call of {@link #after} and its result. */
  private record After(Constraints from, int guess, int code, Constraints next) {}

  /** What {@link #allowed(Constraints, int[])} returned lately, a slot per arguments. */
  private final AtomicReferenceArray<@Nullable Allowed> recentAllowed =
      new AtomicReferenceArray<>(SLOTS);

  /** A call of {@link #allowed(Constraints, int[])} and its result. */
  @SuppressWarnings("ArrayRecordComponent") // compared by identity, never modified
  private record Allowed(Constraints revealed, int[] pool, int[] allowed) {}

  /** Creates the rule of {@code rules} over the guess list {@code guesses}. */
  public Rule(GameRules rules, WordList guesses) {
    this.rules = rules;
    this.guesses = guesses;
    this.all = new int[guesses.size()];
    Arrays.setAll(all, i -> i);
    this.room = ThreadLocal.withInitial(() -> new int[guesses.size()]);
  }

  /** Returns the rules. */
  public GameRules rules() {
    return rules;
  }

  /** Returns the hard-mode rule. */
  public Mode mode() {
    return rules.mode();
  }

  /** Returns the guess list. */
  public WordList guesses() {
    return guesses;
  }

  /**
   * Returns whether this rule needs to know what the marks revealed: in every mode but normal,
   * where any guess is allowed at any time. The one place that decides it; {@link #tracked}, {@link
   * #node}, {@link #after}, {@link #allowsNoMore} and {@link #allowed} ask it.
   */
  private boolean tracks() {
    return mode() != Mode.NORMAL;
  }

  /**
   * Returns what a node or position tracks of {@code revealed} under this rule: null in normal
   * mode, where nothing needs tracking ({@link #tracks}), else {@code revealed}.
   */
  public @Nullable Constraints tracked(Constraints revealed) {
    return tracks() ? revealed : null;
  }

  /**
   * Returns the node of the answers {@code set} (ascending) with {@code depth} guesses that may
   * still be played, where the turns so far revealed {@code revealed}: the one factory of the nodes
   * a search starts from (a game's position, a tree's or a proof's root), holding what this rule
   * tracks of {@code revealed} ({@link #tracked}). The nodes below come from {@link Node#children}.
   */
  public Node node(int[] set, int depth, Constraints revealed) {
    return new Node(set, depth, tracked(revealed));
  }

  /**
   * Returns what the rule needs to know after guess {@code guess} got the marks {@code code},
   * starting from {@code revealed}: null in normal mode (nothing to track), else what the mode
   * reads of the merged constraints ({@link RuleKernels#readsAfter}: the marks must be those the
   * guess gets from some answer {@code revealed} allows), and {@code revealed} itself when that is
   * all it reads there too. So positions that the rule cannot tell apart share one instance, and a
   * memo keyed by them finds one another's entries (in hard mode a gray letter reveals nothing the
   * rule reads).
   */
  public @Nullable Constraints after(@Nullable Constraints revealed, int guess, int code) {
    if (!tracks()) {
      return null;
    }
    Constraints from = revealed != null ? revealed : rules.noConstraints();
    // A search asks this of every child it meets, most of them met before (the memo knows them):
    // the result of a recent call with the same instance is returned without computing anything,
    // and results are canonical instances, so that such calls find one another.
    int h = (System.identityHashCode(from) * 31 + guess) * 243 + code;
    int slot = (h ^ (h >>> 14)) & (SLOTS - 1);
    After last = recent.getPlain(slot);
    if (last != null && last.from == from && last.guess == guess && last.code == code) {
      return last.next;
    }
    Constraints next =
        RuleKernels.readsAfter(mode(), from, guesses, guess, Feedback.of(code, rules.wordLength()));
    next = next.equals(from) ? from : canonical(next);
    recent.setPlain(slot, new After(from, guess, code, next));
    return next;
  }

  /**
   * Returns an instance equal to {@code c}: one returned before (by {@link #after} or this method)
   * if a small direct-mapped table by hash still holds it, else {@code c}. So that the positions
   * many paths reach share instances, and a caller's own copy is garbage that dies young.
   */
  Constraints canonical(Constraints c) {
    int slot = c.hashCode() & (SLOTS - 1);
    Constraints known = canonical.getPlain(slot);
    if (known != null && known.equals(c)) {
      return known;
    }
    canonical.setPlain(slot, c);
    return c;
  }

  /**
   * Returns whether the rule allows no more guesses where {@code stronger} is known than where
   * {@code weaker} is, now and later ({@link RuleKernels#allowsNoMore}): then a set lost under
   * {@code weaker} is lost under {@code stronger}. Always true in normal mode.
   */
  public boolean allowsNoMore(@Nullable Constraints stronger, @Nullable Constraints weaker) {
    if (!tracks()) {
      return true;
    }
    return RuleKernels.allowsNoMore(
        mode(),
        stronger != null ? stronger : rules.noConstraints(),
        weaker != null ? weaker : rules.noConstraints());
  }

  /** Returns whether guess {@code guess} may be played where {@code revealed} is known. */
  public boolean allows(@Nullable Constraints revealed, int guess) {
    return revealed == null || RuleKernels.allows(mode(), revealed, guesses, guess);
  }

  /** Returns every guess the rule allows where {@code revealed} is known, ascending. */
  public int[] allowed(@Nullable Constraints revealed) {
    return allowed(revealed, all);
  }

  /**
   * Returns the guesses of {@code pool} the rule allows where {@code revealed} is known: {@code
   * pool} itself if it allows them all, else a new array of just those. Every rule only narrows as
   * turns are added (what a node allows, its parent allowed), so a search may pass a parent's
   * allowed guesses as the pool of its children: the answer is the same, and cheaper.
   */
  public int[] allowed(@Nullable Constraints revealed, int[] pool) {
    if (revealed == null || !tracks() || revealed.turns() == 0) {
      return pool;
    }
    // Siblings and cousins ask this with the same instances ({@link #after} returns canonical
    // ones): the result of a recent equal call is returned without filtering or copying.
    int h = System.identityHashCode(revealed) * 31 + System.identityHashCode(pool);
    int slot = (h ^ (h >>> 14)) & (SLOTS - 1);
    Allowed last = recentAllowed.getPlain(slot);
    if (last != null && last.revealed == revealed && last.pool == pool) {
      return last.allowed;
    }
    int[] out = pool.length <= all.length ? room.get() : new int[pool.length];
    int n = RuleKernels.filter(mode(), revealed, guesses, pool, out);
    int[] allowed = n == pool.length ? pool : Arrays.copyOf(out, n);
    recentAllowed.setPlain(slot, new Allowed(revealed, pool, allowed));
    return allowed;
  }
}
