package io.github.wordlesolver.engine;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import java.lang.ref.WeakReference;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What the engine shares for one pair of word lists: the mark table (built on first use, once), the
 * rule of each mode, and one exact endgame search per mode whose bounded memo every game and
 * ranking reuses. Thread-safe; building the table blocks only callers that need the table.
 *
 * <p>{@link #shared} gives every caller with equal rules and lists the same engine while any of
 * them holds it, so solvers, multi-board games and provers over the same lists build one table. An
 * engine's results depend only on its rules and lists, never on who else shares it.
 */
public final class Engine {
  /** About how many nodes each endgame search remembers. */
  static final int ENDGAME_MEMO = 1 << 16;

  private final GameRules rules;
  private final WordList answers;
  private final WordList guesses;
  private final Object tableLock = new Object();
  private volatile @Nullable MarkTable table;
  private final Map<Mode, Rule> byMode = new EnumMap<>(Mode.class);
  private final Map<Mode, Endgame> endgames = new EnumMap<>(Mode.class);

  /**
   * Creates the engine for {@code answers} and {@code guesses} (which must hold every answer that
   * can be guessed) under {@code rules} (their mode is ignored: each call names its own).
   */
  public Engine(GameRules rules, WordList answers, WordList guesses) {
    this.rules = rules;
    this.answers = answers;
    this.guesses = guesses;
    for (Mode mode : Mode.values()) {
      byMode.put(mode, new Rule(rules.withMode(mode), guesses));
      endgames.put(mode, new Endgame(mode));
    }
  }

  /** Live engines by rules (in normal mode) and lists; an entry goes once its engine does. */
  private static final Map<List<Object>, WeakReference<Engine>> SHARED = new HashMap<>();

  /**
   * Returns the engine for {@code answers} and {@code guesses} under {@code rules} (their mode is
   * ignored): the one already in use for equal rules and lists, if any, else a new one. O(size of
   * the lists) to compare them; the table is still built on first use only.
   */
  public static Engine shared(GameRules rules, WordList answers, WordList guesses) {
    GameRules normal = rules.withMode(Mode.NORMAL);
    List<Object> key = List.of(normal, answers, guesses);
    synchronized (SHARED) {
      SHARED.values().removeIf(ref -> ref.get() == null);
      WeakReference<Engine> ref = SHARED.get(key);
      Engine engine = ref == null ? null : ref.get();
      if (engine == null) {
        engine = new Engine(normal, answers, guesses);
        SHARED.put(key, new WeakReference<>(engine));
      }
      return engine;
    }
  }

  /** Returns the rules, in normal mode. */
  public GameRules rules() {
    return rules;
  }

  /** Returns the answers. */
  public WordList answers() {
    return answers;
  }

  /** Returns the guesses. */
  public WordList guesses() {
    return guesses;
  }

  /** Returns the mark table if it is built, else null; never builds it. */
  public @Nullable MarkTable tableIfBuilt() {
    return table;
  }

  /** Returns the mark table, building it on the first call (in parallel, once). */
  public MarkTable table() {
    MarkTable t = table;
    if (t == null) {
      synchronized (tableLock) {
        t = table;
        if (t == null) {
          t = MarkTable.build(guesses, answers);
          table = t;
        }
      }
    }
    return t;
  }

  /** Returns the rule of {@code mode}. */
  public Rule rule(Mode mode) {
    return java.util.Objects.requireNonNull(byMode.get(mode));
  }

  /**
   * Returns the shared exact search for endgames in {@code mode}, created on first use. Its memo is
   * bounded ({@value #ENDGAME_MEMO} nodes, older ones evicted).
   */
  public TreeSearch endgame(Mode mode) {
    return java.util.Objects.requireNonNull(endgames.get(mode)).search();
  }

  /** One mode's endgame search, created on first use. */
  private final class Endgame {
    private final Mode mode;
    private volatile @Nullable TreeSearch search;

    Endgame(Mode mode) {
      this.mode = mode;
    }

    TreeSearch search() {
      TreeSearch s = search;
      if (s == null) {
        MarkTable t = table();
        synchronized (this) {
          s = search;
          if (s == null) {
            s = new TreeSearch(t, rule(mode), Integer.MAX_VALUE, ENDGAME_MEMO, () -> false);
            search = s;
          }
        }
      }
      return s;
    }
  }

  /**
   * Returns the position of a game in {@code mode} whose answers are {@code candidates}
   * (ascending), after turns that revealed {@code revealed}, with {@code guessesLeft} guesses
   * allowed after the next one. The guesses ranked are those the rule allows.
   */
  public Position position(Mode mode, int[] candidates, Constraints revealed, int guessesLeft) {
    Rule rule = rule(mode);
    @Nullable Constraints tracked = rule.tracked(revealed);
    int[] allowed = rule.allowed(tracked);
    return new Position(this, rule, candidates, allowed, allowed, tracked, guessesLeft);
  }
}
