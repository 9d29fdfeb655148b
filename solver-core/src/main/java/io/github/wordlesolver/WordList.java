package io.github.wordlesolver;

import io.github.wordlesolver.internal.Marking;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;
import org.jspecify.annotations.Nullable;

/**
 * An immutable, ordered list of distinct words of one length (2 to 10 letters a-z), held as packed
 * {@code long}s with an open-addressing index: {@link #get} and {@link #indexOf} are O(1).
 *
 * <p>A packed word holds its first letter in the highest bits, 5 bits a letter ({@code a} = 0), so
 * packed values sort alphabetically. Lists are thread-safe.
 */
public final class WordList {
  private final int length;
  private final long[] packed;
  private final Long2IntOpenHashMap index;

  private WordList(int length, long[] packed) {
    this.length = length;
    this.packed = packed;
    this.index = new Long2IntOpenHashMap(packed.length);
    index.defaultReturnValue(-1);
    for (int i = 0; i < packed.length; i++) {
      int previous = index.put(packed[i], i);
      if (previous >= 0) {
        throw new IllegalArgumentException(
            "duplicate word '" + Marking.unpack(packed[i], length) + "' at positions "
                + (previous + 1) + " and " + (i + 1));
      }
    }
  }

  /**
   * Returns a list of the given words, in order. Upper case is folded to lower case.
   *
   * @throws IllegalArgumentException if the list is empty, or a word has another length than the
   *     first, a character outside a-z, or occurs twice; the message names the word and its
   *     1-based position in {@code words}
   */
  public static WordList of(Collection<? extends CharSequence> words) {
    if (words.isEmpty()) {
      throw new IllegalArgumentException("a word list needs at least one word");
    }
    int length = words.iterator().next().length();
    if (length < Marking.MIN_LENGTH || length > Marking.MAX_LENGTH) {
      throw new IllegalArgumentException(
          "word length " + length + " is outside " + Marking.MIN_LENGTH + ".." + Marking.MAX_LENGTH);
    }
    long[] packed = new long[words.size()];
    int i = 0;
    for (CharSequence word : words) {
      packed[i] = Marking.packOrThrow(word, length, "word " + (i + 1));
      i++;
    }
    return new WordList(length, packed);
  }

  /** Returns a list of the given words, in order; see {@link #of(Collection)}. */
  public static WordList of(String... words) {
    return of(Arrays.asList(words));
  }

  /**
   * Returns every word of {@code first}, in order, followed by the words of {@code second} that
   * {@code first} lacks, in order: how a guess list is made from the answers and the other allowed
   * words.
   *
   * @throws IllegalArgumentException if the lists hold words of different lengths
   */
  public static WordList union(WordList first, WordList second) {
    if (first.length != second.length) {
      throw new IllegalArgumentException(
          "cannot join lists of " + first.length + "- and " + second.length + "-letter words");
    }
    long[] joined = Arrays.copyOf(first.packed, first.packed.length + second.packed.length);
    int n = first.packed.length;
    for (long word : second.packed) {
      if (!first.index.containsKey(word)) {
        joined[n++] = word;
      }
    }
    return new WordList(first.length, Arrays.copyOf(joined, n));
  }

  /** Returns the number of words. */
  public int size() {
    return packed.length;
  }

  /** Returns the number of letters of every word. */
  public int wordLength() {
    return length;
  }

  /** Returns the word at {@code index}, in lower case. Allocates a new string. */
  public String get(int index) {
    return Marking.unpack(packed[index], length);
  }

  /** Returns the packed form of the word at {@code index} (see the class comment). */
  public long packed(int index) {
    return packed[index];
  }

  /** Returns the letter (0 = {@code a} .. 25 = {@code z}) at {@code position} of word {@code index}. */
  public int letter(int index, int position) {
    return Marking.letter(packed[index], position, length);
  }

  /**
   * Returns the index of {@code word} (either case), or -1 if it is not in the list. Does not
   * allocate.
   */
  public int indexOf(CharSequence word) {
    long p = Marking.pack(word, length);
    return p < 0 ? -1 : index.get(p);
  }

  /** Returns the index of a packed word, or -1 if it is not in the list. */
  public int indexOfPacked(long packedWord) {
    return index.get(packedWord);
  }

  /** Returns whether {@code word} (either case) is in the list. */
  public boolean contains(CharSequence word) {
    return indexOf(word) >= 0;
  }

  /**
   * Returns an unmodifiable view of the words as strings, in order. Its {@code contains},
   * {@code indexOf} and {@code lastIndexOf} fold upper case like {@link #indexOf(CharSequence)}
   * and take O(1).
   */
  public List<String> asList() {
    return new Words();
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof WordList that && Arrays.equals(packed, that.packed)
        && length == that.length;
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(packed) * 31 + length;
  }

  /** Returns a short description: size, word length and the first few words. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder().append(size()).append(" words of ").append(length)
        .append(" letters [");
    for (int i = 0; i < Math.min(3, size()); i++) {
      sb.append(i == 0 ? "" : ", ").append(get(i));
    }
    return sb.append(size() > 3 ? ", ...]" : "]").toString();
  }

  private final class Words extends AbstractList<String> implements RandomAccess {
    @Override
    public String get(int i) {
      return WordList.this.get(i);
    }

    @Override
    public int size() {
      return packed.length;
    }

    @Override
    public boolean contains(@Nullable Object o) {
      return indexOf(o) >= 0;
    }

    @Override
    public int indexOf(@Nullable Object o) {
      return o instanceof CharSequence word ? WordList.this.indexOf(word) : -1;
    }

    /** Words are distinct, so the last index is the only one. */
    @Override
    public int lastIndexOf(@Nullable Object o) {
      return indexOf(o);
    }
  }
}
