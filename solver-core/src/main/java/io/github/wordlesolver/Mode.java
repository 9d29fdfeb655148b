package io.github.wordlesolver;

import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Which guesses a game allows after the first: the hard-mode rule. The one place the library
 * decides whether a guess is legal; games, tree searches, scorers and the tree verifier all ask it.
 *
 * <p>Each rule reads what the turns so far revealed, as {@link Constraints}. {@link
 * #allows(Constraints, CharSequence)} is allocation-free for words of ASCII lower case; {@link
 * #refusal} allocates only for a guess it refuses. Thread-safe, as every enum.
 */
public enum Mode {
  /** Any word of the guess list, at any time. */
  NORMAL {
    @Override
    boolean allowsPacked(Constraints revealed, long packed) {
      return true;
    }
  },
  /**
   * The NYT hard mode: every green letter stays in its place and every revealed letter is used at
   * least as many times as it was revealed. Yellow letters may stay where they were; gray letters
   * may be used again.
   */
  HARD {
    @Override
    boolean allowsPacked(Constraints revealed, long packed) {
      return revealed.keepsRevealed(packed);
    }
  },
  /**
   * A stricter hard mode some players use: every guess must be consistent with all marks so far, so
   * it could itself be the answer (no yellow in a place it was yellow, no letter beyond a count a
   * gray revealed).
   */
  STRICT {
    @Override
    boolean allowsPacked(Constraints revealed, long packed) {
      return revealed.testPacked(packed);
    }
  };

  abstract boolean allowsPacked(Constraints revealed, long packed);

  /**
   * Returns whether this rule allows no guess after {@code stronger} that it forbids after {@code
   * weaker}, now and after any same turns merged into both. Then a set of answers that cannot all
   * be found within some number of guesses after {@code weaker} cannot after {@code stronger}
   * either: a search proves a set lost once and knows it for stronger constraints. A sufficient
   * test, comparing what each rule reads (greens and least counts; in strict mode also excluded
   * places and most counts), allocation-free: it may answer false for constraints that differ only
   * where the rule does not look.
   *
   * @throws IllegalArgumentException if the constraints have other alphabets or word lengths
   */
  boolean allowsNoMore(Constraints stronger, Constraints weaker) {
    if (this == NORMAL) {
      return true;
    }
    weaker.checkAlphabet(stronger.alphabet());
    if (weaker.length() != stronger.length()) {
      throw new IllegalArgumentException(
          "constraints of " + stronger.length() + " and " + weaker.length() + " letters");
    }
    return RuleReads.requiresAllOf(stronger, weaker)
        && (this == HARD || RuleReads.excludesAllOf(stronger, weaker));
  }

  /**
   * Returns what this rule reads of {@code revealed}, as constraints: where it returns equal
   * constraints for two, it allows the same guesses after either, now and after any same turns
   * merged into both, so a search may treat positions that differ only in what the rule does not
   * read as one. {@link #HARD} reads the greens and the least count of each letter (excluded places
   * and most counts are dropped); {@link #STRICT} reads everything and {@link #NORMAL} nothing, so
   * both return {@code revealed} itself. The turns are kept. Costs at most one object.
   */
  Constraints reads(Constraints revealed) {
    return this == HARD ? RuleReads.greensAndLeastCounts(revealed) : revealed;
  }

  /**
   * Returns what this rule reads once the word at {@code index} of {@code guesses} got {@code
   * feedback} after {@code revealed}: {@code reads(revealed.after(guesses, index, feedback))}, for
   * marks the guess gets from some word {@code revealed} allows (what a search over answers meets).
   * {@link #HARD} trusts that and does not check it: it merges the new greens and least counts into
   * those of {@code revealed} alone, allocation-free when the turn adds nothing it reads (then it
   * returns {@code revealed}, if that was what it reads already). {@link #STRICT} merges the turn
   * as {@link Constraints#after(WordList, int, Feedback)} does, with its checks; {@link #NORMAL}
   * returns {@code revealed}.
   *
   * @throws IllegalArgumentException if the list has another alphabet or word length, or the marks
   *     another length
   */
  Constraints readsAfter(Constraints revealed, WordList guesses, int index, Feedback feedback) {
    return switch (this) {
      case NORMAL -> revealed;
      case STRICT -> revealed.after(guesses, index, feedback);
      case HARD -> {
        revealed.checkAlphabet(guesses.alphabet());
        if (guesses.wordLength() != revealed.length() || feedback.length() != revealed.length()) {
          throw new IllegalArgumentException(
              "a turn of "
                  + guesses.wordLength()
                  + " letters and "
                  + feedback.length()
                  + " marks after constraints of "
                  + revealed.length());
        }
        yield RuleReads.greensAndLeastCountsAfter(revealed, guesses.packedAt(index), feedback);
      }
    };
  }

  /**
   * Returns whether the word at {@code index} of {@code guesses} may be guessed after the turns
   * merged in {@code revealed}. Allocation-free.
   *
   * @throws IllegalArgumentException if the list and the constraints have different alphabets
   */
  boolean allows(Constraints revealed, WordList guesses, int index) {
    if (this == NORMAL) {
      return true;
    }
    revealed.checkAlphabet(guesses.alphabet());
    return allowsPacked(revealed, guesses.packedAt(index));
  }

  /**
   * Writes into {@code out}, in order, the indices of {@code pool} whose words of {@code guesses}
   * may be guessed after the turns merged in {@code revealed}, and returns how many: what {@link
   * #allows(Constraints, WordList, int)} says of each, in one pass that checks the alphabet once.
   * Allocation-free; {@code out} may be {@code pool} itself.
   *
   * @throws IllegalArgumentException if the list and the constraints have different alphabets
   * @throws IndexOutOfBoundsException if {@code out} is shorter than the guesses allowed
   */
  int filter(Constraints revealed, WordList guesses, int[] pool, int[] out) {
    revealed.checkAlphabet(guesses.alphabet());
    int n = 0;
    for (int g : pool) {
      if (allowsPacked(revealed, guesses.packedAt(g))) {
        out[n++] = g;
      }
    }
    return n;
  }

  /**
   * Returns whether {@code guess} may be played after the turns merged in {@code revealed}. A word
   * of another length, or with letters outside the alphabet, is allowed only in normal mode.
   */
  public boolean allows(Constraints revealed, CharSequence guess) {
    if (this == NORMAL) {
      return true;
    }
    long packed = Packing.pack(guess, revealed.length(), revealed.alphabet());
    return packed >= 0 && allowsPacked(revealed, packed);
  }

  /**
   * Returns why this rule forbids {@code guess} after the turns merged in {@code revealed}, or
   * empty if the rule allows it. In {@link #HARD} the refusal names the first thing the guess fails
   * to keep, found by the same check that decides {@link #allows(Constraints, CharSequence)}: the
   * leftmost green it lacks ({@link Refusal.Kind#GREEN_NOT_KEPT}), else the first letter (in
   * alphabet order) it holds fewer times than revealed ({@link
   * Refusal.Kind#REVEALED_LETTER_MISSING}); a word of another length or with letters outside the
   * alphabet is {@link Refusal.Kind#NOT_A_WORD}. {@link #STRICT} refuses with {@link
   * Refusal.Kind#MARKS_NOT_FIT}; {@link #NORMAL} never refuses. The refusal's word is {@code guess}
   * as given. Allocates only for a guess it refuses.
   */
  public Optional<Refusal> refusal(Constraints revealed, CharSequence guess) {
    return Optional.ofNullable(
        switch (this) {
          case NORMAL -> null;
          case HARD -> hardRefusal(revealed, guess);
          case STRICT ->
              allows(revealed, guess) ? null : Refusal.marksNotFit(guess.toString(), revealed);
        });
  }

  /**
   * Returns why this rule forbids {@code guess} after the turns merged in {@code revealed}, as a
   * clause such as {@code breaks the hard-mode rule (NYT): letter 1 must be S}, or null if the rule
   * allows it.
   *
   * @deprecated use {@link #refusal(Constraints, CharSequence)}, whose {@link Refusal#message()} is
   *     this clause after the quoted guess, and whose kind and facts say the same as data
   */
  @Deprecated(since = "1.1")
  public @Nullable String whyIllegal(Constraints revealed, CharSequence guess) {
    return refusal(revealed, guess).map(Refusal::clause).orElse(null);
  }

  /** Returns what {@code guess} fails to keep of {@code revealed}, or null if it keeps it all. */
  private static @Nullable Refusal hardRefusal(Constraints revealed, CharSequence guess) {
    int length = revealed.length();
    Alphabet alphabet = revealed.alphabet();
    long packed = Packing.pack(guess, length, alphabet);
    if (packed < 0) {
      return Refusal.notAWord(guess.toString(), revealed);
    }
    int unkept = revealed.firstUnkept(packed);
    if (unkept == Constraints.KEPT) {
      return null;
    }
    if (unkept < length) {
      return Refusal.greenNotKept(
          guess.toString(), unkept, alphabet.letter(revealed.fixedAt(unkept)));
    }
    int c = unkept - length;
    return Refusal.letterMissing(guess.toString(), alphabet.letter(c), revealed.minCountAt(c));
  }
}
