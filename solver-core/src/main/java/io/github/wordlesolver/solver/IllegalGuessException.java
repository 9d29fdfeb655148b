package io.github.wordlesolver.solver;

import io.github.wordlesolver.Refusal;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Thrown when a game cannot take a guess: the word is not in the guess list, or hard mode forbids
 * it (the message names the rule it breaks). When the library throws it, {@link #refusal()} gives
 * the same reason as data.
 */
public final class IllegalGuessException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The reason as data; not serialized (a deserialized exception has only its message). */
  private final transient @Nullable Refusal refusal;

  /** Creates the exception with a message naming the guess and the reason. */
  public IllegalGuessException(String message) {
    super(message);
    this.refusal = null;
  }

  /** Creates the exception of {@code refusal}, with its {@link Refusal#message()} as message. */
  public IllegalGuessException(Refusal refusal) {
    super(refusal.message());
    this.refusal = refusal;
  }

  /**
   * Returns why the guess was refused, as data: present when the exception was created from a
   * {@link Refusal} (as the library's games create it), else empty.
   */
  public Optional<Refusal> refusal() {
    return Optional.ofNullable(refusal);
  }
}
