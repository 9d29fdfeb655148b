package io.github.wordlesolver.engine;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Parallel;
import io.github.wordlesolver.internal.Stop;
import java.lang.ref.WeakReference;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/**
 * What the engine shares for one pair of word lists: the mark table (built on first use, once), the
 * rule of each mode, and one exact endgame search per mode whose bounded memo every game and
 * ranking reuses. Thread-safe; building the table blocks only callers that need the table.
 *
 * <p>{@link #shared} gives every caller with equal rules and lists the same engine while any of
 * them holds it, so solvers, multi-board games and provers over the same lists build one table. An
 * engine's results depend only on its rules and lists, never on who else shares it.
 *
 * <h2>The registry behind {@link #shared}</h2>
 *
 * The one piece of process-wide state in the library: a map from rules and lists to <em>weak</em>
 * references, so it never keeps an engine (or its table) alive, bounded at {@value #MAX_SHARED}
 * entries, the least recently asked for evicted first (an evicted engine still serves whoever holds
 * it; a later caller gets a new one, with a table of its own). Entries whose engine has been
 * collected go at the next call. One lock guards the map only: an engine is created outside it
 * (cheap, the table is built on first use), so lookups never wait on work.
 *
 * <p>No engine owns threads: the mark table is built on the executor of the caller that first needs
 * it ({@link #table(Executor)}), and rankings run on the executor their caller passes.
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

  /** The most engines {@link #shared} remembers; see the class comment. */
  static final int MAX_SHARED = 64;

  /**
   * Live engines by rules (in normal mode) and lists, least recently used first; an entry goes once
   * its engine does, or when the map grows past {@value #MAX_SHARED}. Guarded by itself.
   */
  private static final Map<List<Object>, WeakReference<Engine>> SHARED =
      new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<List<Object>, WeakReference<Engine>> eldest) {
          return size() > MAX_SHARED;
        }
      };

  /**
   * Returns the engine for {@code answers} and {@code guesses} under {@code rules} (their mode is
   * ignored): the one already in use for equal rules and lists, if it is still in the bounded
   * registry (see the class comment), else a new one. O(size of the lists) to compare them, plus
   * O(size of the guess list) to create an engine; the table is still built on first use only.
   * Thread-safe.
   */
  public static Engine shared(GameRules rules, WordList answers, WordList guesses) {
    GameRules normal = rules.withMode(Mode.NORMAL);
    List<Object> key = List.of(normal, answers, guesses);
    Engine found = lookUp(key);
    if (found != null) {
      return found;
    }
    Engine created = new Engine(normal, answers, guesses);
    synchronized (SHARED) {
      WeakReference<Engine> ref = SHARED.get(key);
      Engine engine = ref == null ? null : ref.get();
      if (engine != null) {
        return engine; // another thread registered one meanwhile
      }
      SHARED.put(key, new WeakReference<>(created));
      return created;
    }
  }

  private static @Nullable Engine lookUp(List<Object> key) {
    synchronized (SHARED) {
      SHARED.values().removeIf(ref -> ref.get() == null);
      WeakReference<Engine> ref = SHARED.get(key);
      return ref == null ? null : ref.get();
    }
  }

  /** Returns the number of engines the registry holds now (for tests). */
  static int sharedCount() {
    synchronized (SHARED) {
      SHARED.values().removeIf(ref -> ref.get() == null);
      return SHARED.size();
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

  /**
   * Returns the mark table, building it on the first call (once, on the default executor); as
   * {@link #table(Executor)} with {@link Parallel#defaultExecutor()}.
   */
  public MarkTable table() {
    return table(Parallel.defaultExecutor());
  }

  /**
   * Returns the mark table, building it on the first call (once, on {@code executor} and the
   * calling thread: see {@link MarkTable#build(WordList, WordList, Executor)}). Callers that arrive
   * while it is being built wait for it, whatever their executor.
   */
  public MarkTable table(Executor executor) {
    MarkTable t = table;
    if (t == null) {
      synchronized (tableLock) {
        t = table;
        if (t == null) {
          t = MarkTable.build(guesses, answers, executor);
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
   * bounded ({@value #ENDGAME_MEMO} nodes, older ones evicted). Its cancel hook is {@link
   * Stop#searchMustStop()}: a search stops when the current stop of the thread running it is
   * cancelled (its interrupt, by default) or past its deadline; what it proved until then stays in
   * the memo, which holds only exact values and valid bounds.
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
            // Shared by every game: each call is stopped by its own thread's current stop.
            s =
                new TreeSearch(
                    t, rule(mode), Integer.MAX_VALUE, ENDGAME_MEMO, Stop::searchMustStop);
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
