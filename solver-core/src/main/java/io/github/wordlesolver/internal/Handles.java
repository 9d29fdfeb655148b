package io.github.wordlesolver.internal;

/**
 * What the doors to package-private members share ({@code engine.RuleKernels}, {@code
 * solver.bundled.BundledHints}): their errors. Each door finds its own handles, with a private
 * lookup in the class that owns the member. Stateless.
 */
public final class Handles {
  private Handles() {}

  /**
   * Returns the error a door throws when its {@code member} (for example {@code
   * io.github.wordlesolver.Mode.filter(...)}) cannot be found: the member was renamed or changed
   * without the door.
   */
  public static LinkageError missing(String door, String member, ReflectiveOperationException e) {
    return new LinkageError(door + ": " + member + " is missing or out of reach (" + e + ")", e);
  }

  /**
   * Returns what a member called through a handle threw, to be thrown as is: a runtime exception
   * itself; an error is thrown from here; a checked exception, which the members do not declare,
   * wrapped in an {@link IllegalStateException}.
   */
  public static RuntimeException unchecked(Throwable thrown) {
    if (thrown instanceof RuntimeException e) {
      return e;
    }
    if (thrown instanceof Error e) {
      throw e;
    }
    return new IllegalStateException("a member called through a handle threw " + thrown, thrown);
  }
}
