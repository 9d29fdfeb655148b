package io.github.wordlesolver;

import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Thrown where the library refuses an argument for a reason it also gives as data: {@link
 * #refusal()}, whose {@link Refusal#message()} is the exception's message. For example marks of the
 * wrong length given to a game ({@link Refusal.Kind#WRONG_MARKS_LENGTH}), or a multi-board game of
 * too many boards ({@link Refusal.Kind#BOARD_COUNT}). A guess a game refuses is an {@code
 * IllegalGuessException}, which carries its refusal as well.
 *
 * @since 1.2
 */
public final class RefusalException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The reason as data; not serialized (a deserialized exception has only its message). */
  private final transient @Nullable Refusal refusal;

  /** Creates the exception of {@code refusal}, with its {@link Refusal#message()} as message. */
  public RefusalException(Refusal refusal) {
    super(refusal.message());
    this.refusal = refusal;
  }

  /**
   * Returns why the argument was refused, as data: always present but in an exception that was
   * serialized and read back, which keeps only its message.
   */
  public Optional<Refusal> refusal() {
    return Optional.ofNullable(refusal);
  }
}
