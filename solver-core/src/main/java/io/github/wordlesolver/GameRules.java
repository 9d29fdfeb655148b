package io.github.wordlesolver;

import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A description of the game being played: the length of the words, their alphabet, how many guesses
 * a game allows, and the hard-mode rule. Everything in the library that depends on "five letters,
 * six guesses, a-z" reads it from here instead; variants add to it.
 *
 * <pre>{@code
 * GameRules rules = GameRules.WORDLE.withMode(Mode.HARD);   // 5 letters a-z, 6 guesses, hard
 * GameRules spanish = GameRules.of(Alphabet.of("abcdefghijklmnñopqrstuvwxyz"), 5);
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
public final class GameRules {
  /** The guesses a game allows unless told otherwise. */
  public static final int DEFAULT_MAX_GUESSES = 6;

  /** The most guesses a game may allow. */
  public static final int MAX_GUESSES = 20;

  /** Wordle: five letters a-z, six guesses, normal mode. */
  public static final GameRules WORDLE = of(Alphabet.ENGLISH, 5);

  private final Alphabet alphabet;
  private final int wordLength;
  private final int maxGuesses;
  private final Mode mode;

  private GameRules(Alphabet alphabet, int wordLength, int maxGuesses, Mode mode) {
    if (wordLength < Packing.MIN_LENGTH || wordLength > Packing.MAX_LENGTH) {
      throw new IllegalArgumentException(
          "word length "
              + wordLength
              + " is outside "
              + Packing.MIN_LENGTH
              + ".."
              + Packing.MAX_LENGTH);
    }
    if (maxGuesses < 1 || maxGuesses > MAX_GUESSES) {
      throw new IllegalArgumentException(
          "a game allows 1 to " + MAX_GUESSES + " guesses, not " + maxGuesses);
    }
    this.alphabet = alphabet;
    this.wordLength = wordLength;
    this.maxGuesses = maxGuesses;
    this.mode = mode;
  }

  /**
   * Returns the rules for words of {@code wordLength} letters of {@code alphabet}: six guesses,
   * normal mode.
   *
   * @throws IllegalArgumentException if the length is outside 2..10
   */
  public static GameRules of(Alphabet alphabet, int wordLength) {
    return new GameRules(alphabet, wordLength, DEFAULT_MAX_GUESSES, Mode.NORMAL);
  }

  /** Returns the rules for the words of {@code list}: its alphabet and length, six guesses. */
  public static GameRules of(WordList list) {
    return of(list.alphabet(), list.wordLength());
  }

  /** Returns these rules with another hard-mode rule. */
  public GameRules withMode(Mode newMode) {
    return newMode == mode ? this : new GameRules(alphabet, wordLength, maxGuesses, newMode);
  }

  /**
   * Returns these rules with another number of guesses allowed.
   *
   * @throws IllegalArgumentException if outside 1..{@value #MAX_GUESSES}
   */
  public GameRules withMaxGuesses(int guesses) {
    return guesses == maxGuesses ? this : new GameRules(alphabet, wordLength, guesses, mode);
  }

  /** Returns the alphabet of the words. */
  public Alphabet alphabet() {
    return alphabet;
  }

  /** Returns the number of letters of every word. */
  public int wordLength() {
    return wordLength;
  }

  /** Returns the number of guesses a game allows; a game not won within them is lost. */
  public int maxGuesses() {
    return maxGuesses;
  }

  /** Returns the hard-mode rule. */
  public Mode mode() {
    return mode;
  }

  /**
   * Returns {@code word} {@link Alphabet#normalize normalized}, checking that it has the rules'
   * length and only letters.
   *
   * @param what how to name the word in the message, e.g. {@code opener}
   * @throws IllegalArgumentException naming the word and what is wrong with it: the message of
   *     {@link #refusal}
   */
  public String checkWord(CharSequence word, String what) {
    return Packing.checkLetters(word, wordLength, what);
  }

  /**
   * Returns why {@link #checkWord} would refuse {@code word}, or empty if it would not: the first
   * character that is not a letter ({@link Refusal.Kind#BAD_LETTER}), else a length other than the
   * rules' ({@link Refusal.Kind#WRONG_LENGTH}). The refusal's {@link Refusal#message()} is the
   * message {@link #checkWord} throws, naming the word {@code what}. One pass over the word.
   *
   * @param what how to name the word in the message, e.g. {@code opener}
   */
  public Optional<Refusal> refusal(CharSequence word, String what) {
    return Optional.ofNullable(Packing.letterRefusal(word, wordLength, what));
  }

  /** Returns the constraints of an empty history for these words. */
  public Constraints noConstraints() {
    return Constraints.none(alphabet, wordLength);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof GameRules that
        && wordLength == that.wordLength
        && maxGuesses == that.maxGuesses
        && mode == that.mode
        && alphabet.equals(that.alphabet);
  }

  @Override
  public int hashCode() {
    return Objects.hash(alphabet, wordLength, maxGuesses, mode);
  }

  /** Returns e.g. {@code 5 letters a-z, 6 guesses, HARD}. */
  @Override
  public String toString() {
    return wordLength
        + " letters "
        + (alphabet.equals(Alphabet.ENGLISH) ? "a-z" : alphabet)
        + ", "
        + maxGuesses
        + " guesses, "
        + mode;
  }
}
