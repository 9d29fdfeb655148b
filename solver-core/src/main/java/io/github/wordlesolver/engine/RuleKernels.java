package io.github.wordlesolver.engine;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Handles;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The one door from the packages above {@code io.github.wordlesolver} to its index-based rule
 * kernels: the hard-mode checks and constraint updates on words of a {@link WordList} by index, and
 * the letters of those words. The kernels are package-private there, so that the exported API
 * speaks in words and turns only; the engine and the tree verifier need them on their hot paths.
 * The base package cannot hand them up itself (it may not use the packages above it), so this class
 * reaches them with a private lookup in their own classes, allowed within one module and on the
 * class path.
 *
 * <p>Each method has the contract of the kernel of the same name, which states it in full (for
 * example {@code Mode.filter(Constraints, WordList, int[], int[])}), and throws what it throws, as
 * is. The handles are {@code static final} and called with {@code invokeExact}, so the JIT inlines
 * them as it would direct calls: no cost on a hot path. A kernel renamed or changed without this
 * class fails its initialisation with a {@link LinkageError} that names it. Stateless and
 * thread-safe.
 */
public final class RuleKernels {
  private static final MethodHandle ALLOWS =
      find(
          Mode.class,
          "allows",
          MethodType.methodType(boolean.class, Constraints.class, WordList.class, int.class));
  private static final MethodHandle FILTER =
      find(
          Mode.class,
          "filter",
          MethodType.methodType(
              int.class, Constraints.class, WordList.class, int[].class, int[].class));
  private static final MethodHandle ALLOWS_NO_MORE =
      find(
          Mode.class,
          "allowsNoMore",
          MethodType.methodType(boolean.class, Constraints.class, Constraints.class));
  private static final MethodHandle READS =
      find(Mode.class, "reads", MethodType.methodType(Constraints.class, Constraints.class));
  private static final MethodHandle READS_AFTER =
      find(
          Mode.class,
          "readsAfter",
          MethodType.methodType(
              Constraints.class, Constraints.class, WordList.class, int.class, Feedback.class));
  private static final MethodHandle LETTER =
      find(WordList.class, "letter", MethodType.methodType(int.class, int.class, int.class));

  private RuleKernels() {}

  /**
   * Returns whether {@code mode} allows the word at {@code index} of {@code guesses} after the
   * turns merged in {@code revealed}: {@code Mode.allows(Constraints, WordList, int)}.
   * Allocation-free.
   *
   * @throws IllegalArgumentException if the list and the constraints have different alphabets
   */
  public static boolean allows(Mode mode, Constraints revealed, WordList guesses, int index) {
    try {
      return (boolean) ALLOWS.invokeExact(mode, revealed, guesses, index);
    } catch (Throwable t) {
      throw Handles.unchecked(t);
    }
  }

  /**
   * Writes into {@code out} the indices of {@code pool} whose words of {@code guesses} {@code mode}
   * allows after {@code revealed}, in order, and returns how many: {@code Mode.filter(Constraints,
   * WordList, int[], int[])}. Allocation-free; {@code out} may be {@code pool}.
   *
   * @throws IllegalArgumentException if the list and the constraints have different alphabets
   * @throws IndexOutOfBoundsException if {@code out} is shorter than the guesses allowed
   */
  public static int filter(
      Mode mode, Constraints revealed, WordList guesses, int[] pool, int[] out) {
    try {
      return (int) FILTER.invokeExact(mode, revealed, guesses, pool, out);
    } catch (Throwable t) {
      throw Handles.unchecked(t);
    }
  }

  /**
   * Returns whether {@code mode} allows no guess after {@code stronger} that it forbids after
   * {@code weaker}, now and later: {@code Mode.allowsNoMore(Constraints, Constraints)}, a
   * sufficient test. Allocation-free.
   *
   * @throws IllegalArgumentException if the constraints have other alphabets or word lengths
   */
  public static boolean allowsNoMore(Mode mode, Constraints stronger, Constraints weaker) {
    try {
      return (boolean) ALLOWS_NO_MORE.invokeExact(mode, stronger, weaker);
    } catch (Throwable t) {
      throw Handles.unchecked(t);
    }
  }

  /**
   * Returns what {@code mode} reads of {@code revealed}, as constraints: {@code
   * Mode.reads(Constraints)}. Costs at most one object.
   */
  public static Constraints reads(Mode mode, Constraints revealed) {
    try {
      return (Constraints) READS.invokeExact(mode, revealed);
    } catch (Throwable t) {
      throw Handles.unchecked(t);
    }
  }

  /**
   * Returns what {@code mode} reads once the word at {@code index} of {@code guesses} got {@code
   * feedback} after {@code revealed}, for marks that guess gets from some word {@code revealed}
   * allows: {@code Mode.readsAfter(Constraints, WordList, int, Feedback)}.
   *
   * @throws IllegalArgumentException if the list has another alphabet or word length, or the marks
   *     another length
   */
  public static Constraints readsAfter(
      Mode mode, Constraints revealed, WordList guesses, int index, Feedback feedback) {
    try {
      return (Constraints) READS_AFTER.invokeExact(mode, revealed, guesses, index, feedback);
    } catch (Throwable t) {
      throw Handles.unchecked(t);
    }
  }

  /**
   * Returns the letter at {@code position} (0-based) of word {@code index} of {@code words}, as its
   * index in the list's alphabet: {@code WordList.letter(int, int)}. Allocation-free.
   *
   * @throws IndexOutOfBoundsException if {@code index} is outside the list
   */
  public static int letter(WordList words, int index, int position) {
    try {
      return (int) LETTER.invokeExact(words, index, position);
    } catch (Throwable t) {
      throw Handles.unchecked(t);
    }
  }

  /**
   * Returns the handle of the instance method {@code name} of {@code owner} with {@code type},
   * private or not.
   *
   * @throws LinkageError naming the kernel if {@code owner} has no such method
   */
  static MethodHandle find(Class<?> owner, String name, MethodType type) {
    try {
      return MethodHandles.privateLookupIn(owner, MethodHandles.lookup())
          .findVirtual(owner, name, type);
    } catch (ReflectiveOperationException e) {
      throw Handles.missing("RuleKernels", owner.getName() + "." + name + type, e);
    }
  }
}
