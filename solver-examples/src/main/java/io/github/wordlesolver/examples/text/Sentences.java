package io.github.wordlesolver.examples.text;

import io.github.wordlesolver.Refusal;

/**
 * How the interactive examples turn the library's lower-case clauses ({@link Refusal#message()},
 * exception messages) into sentences for a player. The one copy of the rule. Stateless.
 */
public final class Sentences {
  private Sentences() {}

  /** Returns {@code clause} with its first character in upper case ({@code ""} stays empty). */
  public static String capitalize(String clause) {
    return clause.isEmpty()
        ? clause
        : Character.toUpperCase(clause.charAt(0)) + clause.substring(1);
  }

  /** Returns the refusal as a sentence start: its message, capitalized, without a final period. */
  public static String of(Refusal refusal) {
    return capitalize(refusal.message());
  }
}
