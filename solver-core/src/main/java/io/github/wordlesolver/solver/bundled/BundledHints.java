package io.github.wordlesolver.solver.bundled;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Handles;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;

/**
 * The one door to the hints a {@link Solver.Builder} trusts without checking them: a precomputed
 * opening ranking ({@code Solver.Builder.openingRanking(Mode, List)}) and the declaration that
 * every opener loses ({@code Solver.Builder.everyOpenerLoses(Mode)}), and readers of what the
 * builder holds (its lists, scorer and guess limit), so that a caller gives them only where its
 * data holds. Both hints are package-private in {@code io.github.wordlesolver.solver}, because a
 * wrong hint makes a solver suggest wrongly; this package is exported only to {@code
 * io.github.wordlesolver.wordlists}, whose {@code OpeningRankings.install} gives them for the
 * bundled lists alone, so no user's data is trusted. The handles come from a private lookup in the
 * builder's class (allowed within one module, and on the class path); a member renamed without this
 * class fails its initialisation with a {@link LinkageError} that names it.
 *
 * <p>Each method has the contract of the member it calls, and throws what it throws, as is.
 * Stateless; the builders themselves are not thread-safe.
 */
public final class BundledHints {
  private static final MethodHandle OPENING_RANKING =
      MethodHandles.dropReturn(
          find(
              "openingRanking",
              MethodType.methodType(Solver.Builder.class, Mode.class, List.class)));
  private static final MethodHandle EVERY_OPENER_LOSES =
      MethodHandles.dropReturn(
          find("everyOpenerLoses", MethodType.methodType(Solver.Builder.class, Mode.class)));
  private static final MethodHandle ANSWERS = getter("answers", WordList.class);
  private static final MethodHandle GUESSES = getter("guesses", WordList.class);
  private static final MethodHandle SCORER = getter("scorer", Scorer.class);
  private static final MethodHandle MAX_GUESSES = getter("maxGuesses", int.class);

  private BundledHints() {}

  /**
   * Gives {@code builder} the ranking of first guesses in {@code mode} by its scorer, trusted as
   * given: it must be what the scorer ranks on the builder's lists and guess limit, best first. A
   * later call for the same mode replaces it; another scorer or guess limit set later drops it.
   *
   * @throws IllegalArgumentException if it is empty, repeats a word or names one that is in neither
   *     list
   */
  public static void openingRanking(Solver.Builder builder, Mode mode, List<Suggestion> ranking) {
    try {
      OPENING_RANKING.invokeExact(builder, mode, ranking);
    } catch (Throwable t) {
      throw Handles.unchecked(t);
    }
  }

  /**
   * Declares to {@code builder}, trusted as given, that in {@code mode} every first guess loses
   * some answer within its guess limit, so that its games open with the ranked best guess instead
   * of searching for one that wins every answer. Another guess limit set later drops it.
   */
  public static void everyOpenerLoses(Solver.Builder builder, Mode mode) {
    try {
      EVERY_OPENER_LOSES.invokeExact(builder, mode);
    } catch (Throwable t) {
      throw Handles.unchecked(t);
    }
  }

  /** Returns the answers {@code builder} was created with, as given. */
  public static WordList answers(Solver.Builder builder) {
    try {
      return (WordList) ANSWERS.invokeExact(builder);
    } catch (Throwable t) {
      throw Handles.unchecked(t);
    }
  }

  /** Returns the guesses {@code builder} was created with, as given (without the answers added). */
  public static WordList guesses(Solver.Builder builder) {
    try {
      return (WordList) GUESSES.invokeExact(builder);
    } catch (Throwable t) {
      throw Handles.unchecked(t);
    }
  }

  /** Returns the scorer {@code builder} holds now. */
  public static Scorer scorer(Solver.Builder builder) {
    try {
      return (Scorer) SCORER.invokeExact(builder);
    } catch (Throwable t) {
      throw Handles.unchecked(t);
    }
  }

  /** Returns the guess limit {@code builder} holds now. */
  public static int maxGuesses(Solver.Builder builder) {
    try {
      return (int) MAX_GUESSES.invokeExact(builder);
    } catch (Throwable t) {
      throw Handles.unchecked(t);
    }
  }

  private static MethodHandles.Lookup lookup() throws IllegalAccessException {
    return MethodHandles.privateLookupIn(Solver.Builder.class, MethodHandles.lookup());
  }

  /**
   * Returns the handle of the builder's method {@code name} with {@code type}.
   *
   * @throws LinkageError naming it if the builder has no such method
   */
  static MethodHandle find(String name, MethodType type) {
    try {
      return lookup().findVirtual(Solver.Builder.class, name, type);
    } catch (ReflectiveOperationException e) {
      throw missing(name + type, e);
    }
  }

  /**
   * Returns the handle that reads the builder's field {@code name} of {@code type}.
   *
   * @throws LinkageError naming it if the builder has no such field
   */
  static MethodHandle getter(String name, Class<?> type) {
    try {
      return lookup().findGetter(Solver.Builder.class, name, type);
    } catch (ReflectiveOperationException e) {
      throw missing(name + " (a field of " + type.getName() + ")", e);
    }
  }

  private static LinkageError missing(String member, ReflectiveOperationException e) {
    return Handles.missing("BundledHints", Solver.Builder.class.getName() + "." + member, e);
  }
}
