package io.github.wordlesolver.scoring;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The built-in scorers, and lookup of every scorer by name.
 *
 * <table>
 *   <caption>Built-in scorers (lower cost is better)</caption>
 *   <tr><th>name</th><th>cost of a guess</th></tr>
 *   <tr><td>{@code entropy}</td><td>minus the entropy of the split, in bits</td></tr>
 *   <tr><td>{@code minimax}</td><td>the size of the largest bucket</td></tr>
 *   <tr><td>{@code expected}</td><td>the expected number of candidates left,
 *       {@code Σ size²/n}</td></tr>
 *   <tr><td>{@code parts}</td><td>minus the number of buckets</td></tr>
 *   <tr><td>{@code lookahead}</td><td>the estimated total number of guesses to find every
 *       candidate, searching the best few follow-up guesses of each bucket</td></tr>
 * </table>
 *
 * <p>All methods are thread-safe; the returned scorers are immutable.
 */
public final class Scorers {
  private static final List<String> BUILT_IN =
      List.of("entropy", "expected", "lookahead", "minimax", "parts");

  private Scorers() {}

  private static @Nullable Scorer builtIn(String name) {
    return switch (name) {
      case "entropy" -> entropy();
      case "minimax" -> minimax();
      case "expected" -> expected();
      case "parts" -> parts();
      case "lookahead" -> lookahead();
      default -> null;
    };
  }

  /** Returns the entropy scorer. */
  public static Scorer entropy() {
    return SimpleScorer.ENTROPY;
  }

  /** Returns the worst-case (minimax) scorer. */
  public static Scorer minimax() {
    return SimpleScorer.MINIMAX;
  }

  /** Returns the expected-remaining-size scorer. */
  public static Scorer expected() {
    return SimpleScorer.EXPECTED;
  }

  /** Returns the most-patterns scorer. */
  public static Scorer parts() {
    return SimpleScorer.PARTS;
  }

  /**
   * Returns the lookahead scorer with its default settings: one level deep, the 24 best guesses by
   * entropy, six follow-ups per bucket, endgames of up to 24 answers played exactly. Equal in
   * behaviour to {@code lookahead(1, 24, 6)}.
   */
  public static Scorer lookahead() {
    return Lookahead.DEFAULT;
  }

  /**
   * Returns a lookahead scorer that asks about the best {@code shortlist} guesses by entropy, and
   * at each of {@code depth} further levels tries the best {@code breadth} follow-up guesses of
   * every bucket. Cost grows as {@code shortlist × breadth^depth}. Endgames of up to 24 answers are
   * costed and played exactly ({@link Scorer#exactEndgame()}).
   *
   * @throws IllegalArgumentException if {@code depth} is not 0, 1 or 2, or a width is below 1
   */
  public static Scorer lookahead(int depth, int shortlist, int breadth) {
    return new Lookahead(depth, shortlist, breadth);
  }

  /**
   * Returns the scorer with the given name: a built-in one, else the first {@link ServiceLoader}
   * provider of {@link Scorer} with that name. Built-in names cannot be taken over by providers.
   *
   * @throws IllegalArgumentException if no scorer has that name; the message lists the known names
   */
  public static Scorer byName(String name) {
    Scorer builtIn = builtIn(name);
    if (builtIn != null) {
      return builtIn;
    }
    for (Scorer scorer : providers()) {
      if (scorer.name().equals(name)) {
        return scorer;
      }
    }
    throw new IllegalArgumentException(
        "unknown scorer '" + name + "': known scorers are " + String.join(", ", names()));
  }

  /** Returns the names of every scorer that {@link #byName} finds, sorted. */
  public static List<String> names() {
    TreeSet<String> names = new TreeSet<>(BUILT_IN);
    for (Scorer scorer : providers()) {
      names.add(scorer.name());
    }
    return List.copyOf(names);
  }

  private static List<Scorer> providers() {
    List<Scorer> found = new ArrayList<>();
    ServiceLoader.load(Scorer.class, Scorers.class.getClassLoader()).forEach(found::add);
    if (Thread.currentThread().getContextClassLoader() != null) {
      ServiceLoader.load(Scorer.class).forEach(found::add);
    }
    return found;
  }
}
