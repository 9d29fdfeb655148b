package io.github.wordlesolver;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;
import org.jspecify.annotations.Nullable;

/**
 * An immutable subset of a {@link WordList}: the answers still possible. Held as a sorted {@code
 * int[]} of word indices, so iteration keeps the list's order; filtering and bucket counting are
 * single passes over that array with no boxing.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class CandidateSet {
  private final WordList words;
  private final int[] indices;

  private CandidateSet(WordList words, int[] indices) {
    this.words = words;
    this.indices = indices;
  }

  /** Returns the set of every word of {@code words}. */
  public static CandidateSet all(WordList words) {
    int[] indices = new int[words.size()];
    Arrays.setAll(indices, i -> i);
    return new CandidateSet(words, indices);
  }

  /**
   * Returns the set of the given word indices.
   *
   * @throws IllegalArgumentException if an index is out of range or the indices are not strictly
   *     ascending
   */
  public static CandidateSet of(WordList words, int... indices) {
    for (int i = 0; i < indices.length; i++) {
      if (indices[i] < 0 || indices[i] >= words.size() || (i > 0 && indices[i] <= indices[i - 1])) {
        throw new IllegalArgumentException(
            "indices must be ascending and in 0.."
                + (words.size() - 1)
                + ": "
                + indices[i]
                + " at "
                + i);
      }
    }
    return new CandidateSet(words, indices.clone());
  }

  /** Returns the word list the indices refer to. */
  public WordList wordList() {
    return words;
  }

  /** Returns the number of candidates. */
  public int size() {
    return indices.length;
  }

  /** Returns whether no candidate is left. */
  public boolean isEmpty() {
    return indices.length == 0;
  }

  /** Returns the word-list index of the {@code k}-th candidate (0-based, in list order). */
  public int indexAt(int k) {
    return indices[k];
  }

  /** Returns whether word index {@code wordIndex} is a candidate; O(log n). */
  public boolean contains(int wordIndex) {
    return Arrays.binarySearch(indices, wordIndex) >= 0;
  }

  /** Returns whether {@code word} is a candidate. */
  public boolean contains(CharSequence word) {
    int i = words.indexOf(word);
    return i >= 0 && contains(i);
  }

  /** Calls {@code action} with each candidate's word index, in list order. */
  public void forEach(IntConsumer action) {
    for (int i : indices) {
      action.accept(i);
    }
  }

  /** Returns a copy of the candidates' word indices, ascending. */
  public int[] toArray() {
    return indices.clone();
  }

  /** Returns the candidates as words, in list order (an unmodifiable view). */
  public List<String> words() {
    return new Words();
  }

  /** Returns the candidates whose word index passes {@code keep}; {@code this} if all do. */
  public CandidateSet filter(IntPredicate keep) {
    int[] kept = new int[indices.length];
    int n = 0;
    for (int i : indices) {
      if (keep.test(i)) {
        kept[n++] = i;
      }
    }
    return n == indices.length ? this : new CandidateSet(words, Arrays.copyOf(kept, n));
  }

  /** Returns the candidates consistent with {@code constraints}. */
  public CandidateSet filter(Constraints constraints) {
    checkLength(constraints.length());
    constraints.checkAlphabet(words.alphabet());
    return filter(i -> constraints.testPacked(words.packedAt(i)));
  }

  /**
   * Returns the candidates for which {@code guess} would have received {@code feedback}.
   *
   * @throws IllegalArgumentException if the guess or the marks have the wrong length or the guess
   *     has a letter outside the list's alphabet
   */
  public CandidateSet filter(CharSequence guess, Feedback feedback) {
    int length = words.wordLength();
    checkLength(feedback.length());
    long g = Packing.packOrThrow(guess, length, words.alphabet(), "guess");
    int code = feedback.code();
    return filter(i -> Packing.code(g, words.packedAt(i), length) == code);
  }

  private void checkLength(int length) {
    if (length != words.wordLength()) {
      throw new IllegalArgumentException(
          "expected " + words.wordLength() + " positions, got " + length);
    }
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof CandidateSet that
        && that.words.equals(words)
        && Arrays.equals(that.indices, indices);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(indices);
  }

  /** Returns the size and up to ten words. */
  @Override
  public String toString() {
    List<String> shown = words().subList(0, Math.min(10, size()));
    return size() + " candidates " + shown + (size() > 10 ? "..." : "");
  }

  private final class Words extends AbstractList<String> implements RandomAccess {
    @Override
    public String get(int k) {
      return words.get(indices[k]);
    }

    @Override
    public int size() {
      return indices.length;
    }
  }
}
