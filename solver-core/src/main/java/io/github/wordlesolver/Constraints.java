package io.github.wordlesolver;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * What a history of marks says about the answer, merged into per-letter counts and per-position
 * rules. {@link #test} is exactly the consistency predicate: a word passes if and only if it would
 * have produced the same marks for every guess of the history.
 *
 * <p>From one guess, for each letter: its greens and yellows give a minimum count; a gray copy
 * makes that minimum the exact count; greens fix positions; yellows and grays exclude the letter
 * from their positions. Merging keeps the largest minimum, the smallest maximum, and the union of
 * fixed and excluded positions, so the result does not depend on the order of the turns.
 *
 * <p>Constraints belong to an {@link Alphabet} ({@link Alphabet#ENGLISH} unless one is given):
 * letters are stored as indices into it, and only its letters can be tested.
 *
 * <p>This class is the value and its tests ({@link #test}, and the hard-mode test {@code
 * keepsRevealed}); merging a turn, with the diagnostics of marks that contradict, is {@code
 * TurnMerge}'s job, and what the hard-mode rules read of constraints {@code RuleReads}'s.
 *
 * <p>Instances are immutable and thread-safe; {@link Builder} is not thread-safe.
 */
public final class Constraints {
  private static final int LETTERS = Alphabet.MAX_LETTERS;

  // Package-private for the classes that do the value's other jobs (TurnMerge, RuleReads); never
  // written after construction, and the arrays never written at all (see Builder).
  final Alphabet alphabet;
  final int length;

  /** By position, the alphabet index of its green letter, or -1. */
  final int[] fixed;

  /** By position, the letters (bits by alphabet index) known not to be there. */
  final int[] excluded;

  /** By alphabet index, the least copies of the letter the answer holds. */
  final int[] min;

  /** By alphabet index, the most copies of the letter the answer holds. */
  final int[] max;

  /** The letters with a count rule, and their bounds, for an allocation-free {@link #test}. */
  final int[] countedLetters;

  final int turns;

  /** The greens as packed letters ({@link Packing}): the positions' bits, and their letters. */
  private final long greenMask;

  private final long greenLetters;

  /** The letters revealed at least once, and at least twice, one bit per alphabet index. */
  private final int needOnce;

  private final int needTwice;

  /** Whether some letter was revealed three times or more (then counted one by one). */
  private final boolean needThrice;

  /** {@link #hashCode}, computed on first use (0 until then). */
  private int hash;

  /** Makes constraints of these arrays, shared: nobody writes into them. */
  Constraints(
      Alphabet alphabet, int length, int turns, int[] fixed, int[] excluded, int[] min, int[] max) {
    this.alphabet = alphabet;
    this.length = length;
    this.turns = turns;
    this.fixed = fixed;
    this.excluded = excluded;
    this.min = min;
    this.max = max;
    this.countedLetters = countedLetters(length, min, max);
    long mask = 0;
    long letters = 0;
    for (int p = 0, shift = 5 * (length - 1); p < length; p++, shift -= 5) {
      if (fixed[p] >= 0) {
        mask |= 31L << shift;
        letters |= (long) fixed[p] << shift;
      }
    }
    this.greenMask = mask;
    this.greenLetters = letters;
    int once = 0;
    int twice = 0;
    boolean thrice = false;
    for (int c : countedLetters) {
      once |= min[c] >= 1 ? 1 << c : 0;
      twice |= min[c] >= 2 ? 1 << c : 0;
      thrice |= min[c] >= 3;
    }
    this.needOnce = once;
    this.needTwice = twice;
    this.needThrice = thrice;
  }

  private static int[] countedLetters(int length, int[] min, int[] max) {
    int n = 0;
    for (int c = 0; c < LETTERS; c++) {
      n += min[c] > 0 || max[c] < length ? 1 : 0;
    }
    int[] letters = new int[n];
    for (int c = 0, k = 0; k < n; c++) {
      if (min[c] > 0 || max[c] < length) {
        letters[k++] = c;
      }
    }
    return letters;
  }

  /**
   * Returns the constraints of an empty history over a-z: every word of {@code length} letters a-z
   * passes.
   */
  public static Constraints none(int length) {
    return builder(length).build();
  }

  /** Returns the constraints of an empty history: every word of {@code length} letters passes. */
  public static Constraints none(Alphabet alphabet, int length) {
    return builder(alphabet, length).build();
  }

  /** Returns a builder for words of {@code length} letters a-z, from an empty history. */
  public static Builder builder(int length) {
    return builder(Alphabet.ENGLISH, length);
  }

  /** Returns a builder for words of {@code length} letters, starting from an empty history. */
  public static Builder builder(Alphabet alphabet, int length) {
    if (length < Packing.MIN_LENGTH || length > Packing.MAX_LENGTH) {
      throw new IllegalArgumentException(
          "word length "
              + length
              + " is outside "
              + Packing.MIN_LENGTH
              + ".."
              + Packing.MAX_LENGTH);
    }
    return new Builder(alphabet, length);
  }

  /**
   * Returns the constraints of a history of words of a-z.
   *
   * @throws InconsistentFeedbackException if the marks contradict each other
   * @throws IllegalArgumentException if the history is empty, a turn has another length or a letter
   *     outside a-z
   */
  public static Constraints of(Iterable<Turn> history) {
    return of(Alphabet.ENGLISH, history);
  }

  /**
   * Returns the constraints of a history.
   *
   * @throws InconsistentFeedbackException if the marks contradict each other
   * @throws IllegalArgumentException if the history is empty, a turn has another length or a letter
   *     outside the alphabet
   */
  public static Constraints of(Alphabet alphabet, Iterable<Turn> history) {
    Builder builder = null;
    for (Turn turn : history) {
      if (builder == null) {
        builder = builder(alphabet, turn.marks().length());
      }
      builder.add(turn);
    }
    if (builder == null) {
      throw new IllegalArgumentException("an empty history has no word length; use none(length)");
    }
    return builder.build();
  }

  /**
   * Returns these constraints with one more turn merged in: what the game knows after it. The one
   * place the library derives the constraints after a turn.
   *
   * @throws InconsistentFeedbackException if the marks contradict the turns so far
   * @throws IllegalArgumentException if the guess or the marks have another length, or the guess a
   *     letter outside the alphabet
   */
  public Constraints after(CharSequence guess, Feedback feedback) {
    return toBuilder().add(guess, feedback).build();
  }

  /**
   * Returns these constraints with {@code turn} merged in; see {@link #after(CharSequence,
   * Feedback)}.
   */
  public Constraints after(Turn turn) {
    return after(turn.guess(), turn.marks());
  }

  /**
   * As {@link #after(CharSequence, Feedback)} for the word at {@code index} of {@code words},
   * without going through text: what a search does at every node of a hard-mode tree.
   *
   * @throws IllegalArgumentException if the list has another alphabet or word length
   */
  Constraints after(WordList words, int index, Feedback feedback) {
    checkAlphabet(words.alphabet());
    Builder builder = toBuilder();
    builder.add(words.packedAt(index), feedback, null);
    return builder.build();
  }

  /** Returns the word length. */
  public int length() {
    return length;
  }

  /** Returns the alphabet. */
  public Alphabet alphabet() {
    return alphabet;
  }

  /** Checks that words of {@code words} are packed the way these constraints read them. */
  void checkAlphabet(Alphabet words) {
    if (!words.equals(alphabet)) {
      throw new IllegalArgumentException(
          "constraints over the letters " + alphabet + " cannot test words over " + words);
    }
  }

  /** Returns the number of turns merged in. Not part of {@link #equals}. */
  public int turns() {
    return turns;
  }

  /**
   * Returns whether {@code word} agrees with every turn merged into these constraints.
   * Allocation-free for ASCII lower case. A word of another length or with letters outside the
   * alphabet fails.
   */
  public boolean test(CharSequence word) {
    long packed = Packing.pack(word, length, alphabet);
    return packed >= 0 && testPacked(packed);
  }

  /** As {@link #test(CharSequence)}, for a packed word. */
  boolean testPacked(long packed) {
    for (int p = 0, shift = 5 * (length - 1); p < length; p++, shift -= 5) {
      int letter = (int) (packed >>> shift) & 31;
      if (fixed[p] >= 0 ? fixed[p] != letter : (excluded[p] & (1 << letter)) != 0) {
        return false;
      }
    }
    for (int c : countedLetters) {
      int count = count(packed, c);
      if (count < min[c] || count > max[c]) {
        return false;
      }
    }
    return true;
  }

  /** What {@link #firstUnkept} returns for a word that keeps everything the rule reads. */
  static final int KEPT = -1;

  /**
   * Returns whether {@code packed} keeps every green letter in its place and holds every revealed
   * letter at least as often as it was revealed: the test behind {@link Mode#HARD}. True exactly
   * when {@link #firstUnkept} is {@link #KEPT}: both read the same two checks ({@link #wrongGreens}
   * and {@link #lettersShort}), this one without locating what fails.
   */
  boolean keepsRevealed(long packed) {
    return wrongGreens(packed) == 0 && lettersShort(packed) == 0;
  }

  /**
   * Returns the first thing {@code packed} fails to keep of what the turns revealed, by the rule of
   * {@link Mode#HARD}, as one int: {@link #KEPT} if it keeps every green in its place and holds
   * every revealed letter at least as often as it was revealed ({@link #keepsRevealed}); else, if
   * it lacks a green, the first such position {@code p} (0-based, from the left), as {@code p};
   * else the first letter (lowest alphabet index {@code c}) it holds fewer times than revealed
   * ({@link #minCountAt}), as {@code length() + c}. {@link Mode#refusal} builds its refusal from
   * it, so the refusal and the decision cannot disagree. Allocation-free.
   */
  int firstUnkept(long packed) {
    long wrong = wrongGreens(packed);
    if (wrong != 0) {
      // Position p occupies bits 5(length-1-p)..5(length-1-p)+4: the leftmost wrong one is highest.
      return length - 1 - (63 - Long.numberOfLeadingZeros(wrong)) / 5;
    }
    int lacking = lettersShort(packed);
    return lacking == 0 ? KEPT : length + Integer.numberOfTrailingZeros(lacking);
  }

  /** Returns the letter bits of {@code packed} where a green is not kept (0 if all are). */
  private long wrongGreens(long packed) {
    return (packed & greenMask) ^ greenLetters;
  }

  /**
   * Returns the letters {@code packed} holds fewer times than the turns revealed them, one bit per
   * alphabet index (0 if none): a few word operations, and a count per letter only where a letter
   * was revealed three times or more.
   */
  private int lettersShort(long packed) {
    if (needOnce == 0) {
      return 0;
    }
    int once = 0;
    int twice = 0;
    for (int shift = 0; shift < 5 * length; shift += 5) {
      int bit = 1 << ((int) (packed >>> shift) & 31);
      twice |= once & bit;
      once |= bit;
    }
    int lacking = (needOnce & ~once) | (needTwice & ~twice);
    if (needThrice) {
      for (int c : countedLetters) {
        if (min[c] > 2 && count(packed, c) < min[c]) {
          lacking |= 1 << c;
        }
      }
    }
    return lacking;
  }

  private int count(long packed, int letter) {
    int count = 0;
    for (int shift = 0; shift < 5 * length; shift += 5) {
      if (((int) (packed >>> shift) & 31) == letter) {
        count++;
      }
    }
    return count;
  }

  /**
   * Returns the letter known at {@code position} (0-based) as a code point, or -1 if none is known
   * yet.
   */
  public int fixedLetter(int position) {
    int c = fixed[position];
    return c < 0 ? -1 : alphabet.letter(c);
  }

  /** Returns whether {@code letter} (a code point) is known not to be at {@code position}. */
  public boolean isExcluded(int letter, int position) {
    int c = letterIndex(letter);
    return fixed[position] >= 0 ? fixed[position] != c : (excluded[position] & (1 << c)) != 0;
  }

  /** Returns the least number of copies of {@code letter} (a code point) the answer can hold. */
  public int minCount(int letter) {
    return min[letterIndex(letter)];
  }

  /**
   * Returns the most copies of {@code letter} (a code point) the answer can hold (the word length
   * if unknown).
   */
  public int maxCount(int letter) {
    return max[letterIndex(letter)];
  }

  /** Returns the least count of the letter at alphabet index {@code c}; for {@link Mode}. */
  int minCountAt(int c) {
    return min[c];
  }

  /** Returns the alphabet index fixed at {@code position}, or -1; for {@link Mode}. */
  int fixedAt(int position) {
    return fixed[position];
  }

  private int letterIndex(int letter) {
    int c = alphabet.indexOf(letter);
    if (c < 0) {
      throw new IllegalArgumentException(
          "'" + Character.toString(letter) + "' is not a letter of " + alphabet);
    }
    return c;
  }

  /** Returns a builder that starts from these constraints. */
  public Builder toBuilder() {
    return new Builder(alphabet, length, turns, fixed, excluded, min, max);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof Constraints that)) {
      return false;
    }
    return length == that.length
        && alphabet.equals(that.alphabet)
        && Arrays.equals(fixed, that.fixed)
        && Arrays.equals(excluded, that.excluded)
        && Arrays.equals(min, that.min)
        && Arrays.equals(max, that.max);
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = length;
      h = 31 * h + Arrays.hashCode(fixed);
      h = 31 * h + Arrays.hashCode(excluded);
      h = 31 * h + Arrays.hashCode(min);
      h = 31 * h + Arrays.hashCode(max);
      hash = h; // a race computes the same value
    }
    return h;
  }

  /**
   * Returns a readable summary, e.g. {@code s?e??, d=0, e=1, p=0, s>=1, not e@4}: the pattern of
   * known letters, then per-letter counts in alphabetical order, then excluded positions (1-based).
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int p = 0; p < length; p++) {
      sb.appendCodePoint(fixed[p] >= 0 ? alphabet.letter(fixed[p]) : '?');
    }
    for (int c : countedLetters) {
      sb.append(", ").appendCodePoint(alphabet.letter(c));
      if (min[c] == max[c]) {
        sb.append('=').append(min[c]);
      } else {
        sb.append(">=").append(min[c]);
        if (max[c] < length) {
          sb.append(",<=").append(max[c]);
        }
      }
    }
    for (int p = 0; p < length; p++) {
      if (fixed[p] < 0) {
        for (int c = 0; c < alphabet.size(); c++) {
          if ((excluded[p] & (1 << c)) != 0 && max[c] > 0) {
            sb.append(", not ").appendCodePoint(alphabet.letter(c)).append('@').append(p + 1);
          }
        }
      }
    }
    return sb.toString();
  }

  /**
   * Merges turns into constraints. Each {@link #add} checks the new marks against everything so far
   * and leaves the builder unchanged when it throws. Not thread-safe.
   *
   * <p>A builder never writes into its arrays: {@code add} fills new ones and then replaces the
   * old. So builders and the constraints they build share arrays without copying (a search merges a
   * turn at every node of a hard-mode tree).
   */
  public static final class Builder {
    // Package-private for TurnMerge, which replaces the arrays when a turn merges.
    final Alphabet alphabet;
    final int length;
    int[] fixed;
    int[] excluded;
    int[] min;
    int[] max;
    int turns;

    private Builder(Alphabet alphabet, int length) {
      this.alphabet = alphabet;
      this.length = length;
      this.fixed = new int[length];
      Arrays.fill(fixed, -1);
      this.excluded = new int[length];
      this.min = new int[LETTERS];
      this.max = new int[LETTERS];
      Arrays.fill(max, length);
    }

    /** Starts from these arrays, shared: neither side ever writes into them (see the class). */
    private Builder(
        Alphabet alphabet,
        int length,
        int turns,
        int[] fixed,
        int[] excluded,
        int[] min,
        int[] max) {
      this.alphabet = alphabet;
      this.length = length;
      this.turns = turns;
      this.fixed = fixed;
      this.excluded = excluded;
      this.min = min;
      this.max = max;
    }

    /** Adds a turn; see {@link #add(CharSequence, Feedback)}. */
    public Builder add(Turn turn) {
      return add(turn.guess(), turn.marks());
    }

    /**
     * Adds the marks {@code guess} got.
     *
     * @throws IllegalArgumentException if the guess is not {@code length} letters of the alphabet
     *     or the marks have another length
     * @throws InconsistentFeedbackException if the marks cannot occur for this guess (a yellow
     *     after a gray of the same letter; all greens but one yellow) or contradict earlier turns;
     *     the message names the turn, and the builder is left as it was
     */
    public Builder add(CharSequence guess, Feedback feedback) {
      checkMarks(feedback);
      return add(Packing.packOrThrow(guess, length, alphabet, "guess"), feedback, guess);
    }

    private void checkMarks(Feedback feedback) {
      if (feedback.length() != length) {
        throw new IllegalArgumentException(
            "marks " + feedback + " have " + feedback.length() + " positions, expected " + length);
      }
    }

    /** Adds a packed guess; {@code text} names it in messages (null: unpack it if needed). */
    Builder add(long packed, Feedback feedback, @Nullable CharSequence text) {
      checkMarks(feedback);
      TurnMerge.add(this, packed, feedback, text);
      return this;
    }

    /** Returns the merged constraints; the builder stays usable. */
    public Constraints build() {
      return new Constraints(alphabet, length, turns, fixed, excluded, min, max);
    }
  }
}
