package io.github.wordlesolver;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;
import org.jspecify.annotations.Nullable;

/**
 * An immutable, ordered list of distinct words of one length (2 to 10 letters) over one {@link
 * Alphabet}, held packed (five bits a letter) with an open-addressing index: {@link #get} and
 * {@link #indexOf} are O(1).
 *
 * <p>Words are {@link Alphabet#normalize normalized} when the list is made (NFC, lower case);
 * {@link #indexOf} and {@link #contains} read a word the same way, and also find a word typed with
 * accents the alphabet folds (see {@link Alphabet#indexOf}). Lists are thread-safe.
 */
public final class WordList {
  private final Alphabet alphabet;
  private final int length;
  private final long[] packed;
  private final Long2IntOpenHashMap index;

  private WordList(Alphabet alphabet, int length, long[] packed) {
    this.alphabet = alphabet;
    this.length = length;
    this.packed = packed;
    this.index = new Long2IntOpenHashMap(packed.length);
    index.defaultReturnValue(-1);
    for (int i = 0; i < packed.length; i++) {
      int previous = index.put(packed[i], i);
      if (previous >= 0) {
        throw new IllegalArgumentException(
            "duplicate word '"
                + Packing.unpack(packed[i], length, alphabet)
                + "' at positions "
                + (previous + 1)
                + " and "
                + (i + 1));
      }
    }
  }

  /**
   * Returns a list of the given words, in order, over the smallest alphabet that holds them ({@link
   * Alphabet#of(Collection)}: {@link Alphabet#ENGLISH} for words of a-z).
   *
   * @throws IllegalArgumentException if the list is empty, or a word has another length than the
   *     first, a character that is not a letter, or occurs twice, or the words use more than 32
   *     letters; the message names the word and its 1-based position in {@code words}
   */
  public static WordList of(Collection<? extends CharSequence> words) {
    List<String> normalized = checked(words);
    return pack(Alphabet.of(normalized), normalized);
  }

  /**
   * Returns a list of the given words, in order, over {@code alphabet}.
   *
   * @throws IllegalArgumentException as {@link #of(Collection)}, or if a word has a letter the
   *     alphabet lacks
   */
  public static WordList of(Alphabet alphabet, Collection<? extends CharSequence> words) {
    return pack(alphabet, checked(words));
  }

  /** Returns a list of the given words, in order; see {@link #of(Collection)}. */
  public static WordList of(String... words) {
    return of(Arrays.asList(words));
  }

  private static List<String> checked(Collection<? extends CharSequence> words) {
    if (words.isEmpty()) {
      throw new IllegalArgumentException("a word list needs at least one word");
    }
    int length = Packing.letters(words.iterator().next());
    if (length < Packing.MIN_LENGTH || length > Packing.MAX_LENGTH) {
      throw new IllegalArgumentException(
          "word length "
              + length
              + " is outside "
              + Packing.MIN_LENGTH
              + ".."
              + Packing.MAX_LENGTH);
    }
    List<String> out = new ArrayList<>(words.size());
    for (CharSequence word : words) {
      out.add(Packing.checkLetters(word, length, "word " + (out.size() + 1)));
    }
    return out;
  }

  private static WordList pack(Alphabet alphabet, List<String> words) {
    int length = Packing.letters(words.get(0));
    long[] packed = new long[words.size()];
    for (int i = 0; i < packed.length; i++) {
      packed[i] = Packing.packOrThrow(words.get(i), length, alphabet, false, "word " + (i + 1));
    }
    return new WordList(alphabet, length, packed);
  }

  /**
   * Returns every word of {@code first}, in order, followed by the words of {@code second} that
   * {@code first} lacks, in order: how a guess list is made from the answers and the other allowed
   * words. The alphabet is {@code first}'s, followed by any letters only {@code second} uses.
   *
   * @throws IllegalArgumentException if the lists hold words of different lengths, or together use
   *     more than 32 letters
   */
  public static WordList union(WordList first, WordList second) {
    if (first.length != second.length) {
      throw new IllegalArgumentException(
          "cannot join lists of " + first.length + "- and " + second.length + "-letter words");
    }
    Alphabet alphabet = first.alphabet.union(second.alphabet);
    WordList a = first.withAlphabet(alphabet);
    WordList b = second.withAlphabet(alphabet);
    long[] joined = Arrays.copyOf(a.packed, a.packed.length + b.packed.length);
    int n = a.packed.length;
    for (long word : b.packed) {
      if (!a.index.containsKey(word)) {
        joined[n++] = word;
      }
    }
    return new WordList(alphabet, a.length, Arrays.copyOf(joined, n));
  }

  /**
   * Returns the same words over another alphabet (this list if it is the same).
   *
   * @throws IllegalArgumentException if a word has a letter {@code other} lacks
   */
  public WordList withAlphabet(Alphabet other) {
    if (other.equals(alphabet)) {
      return this;
    }
    long[] repacked = new long[packed.length];
    for (int i = 0; i < packed.length; i++) {
      repacked[i] = Packing.packOrThrow(get(i), length, other, false, "word " + (i + 1));
    }
    return new WordList(other, length, repacked);
  }

  /** Returns the number of words. */
  public int size() {
    return packed.length;
  }

  /** Returns the number of letters of every word. */
  public int wordLength() {
    return length;
  }

  /** Returns the alphabet the words are written in. */
  public Alphabet alphabet() {
    return alphabet;
  }

  /** Returns the word at {@code index}. Allocates a new string. */
  public String get(int index) {
    return Packing.unpack(packed[index], length, alphabet);
  }

  /** Returns the packed form of the word at {@code index}; for this package's rules. */
  long packedAt(int index) {
    return packed[index];
  }

  /**
   * Returns the letter at {@code position} (0-based) of word {@code index}, as its index in the
   * {@link #alphabet()}.
   */
  int letter(int index, int position) {
    return Packing.letter(packed[index], position, length);
  }

  /**
   * Returns the index of {@code word} (any case), or -1 if it is not in the list. Allocates nothing
   * for words of ASCII lower case.
   */
  public int indexOf(CharSequence word) {
    long p = Packing.pack(word, length, alphabet);
    return p < 0 ? -1 : index.get(p);
  }

  /** Returns whether {@code word} (any case) is in the list. */
  public boolean contains(CharSequence word) {
    return indexOf(word) >= 0;
  }

  /**
   * Returns an unmodifiable view of the words as strings, in order. It keeps the {@link List}
   * contract: {@code contains}, {@code indexOf} and {@code lastIndexOf} find only an equal string
   * (no case folding), in O(1).
   */
  public List<String> asList() {
    return new Words();
  }

  /** Equal when the alphabets and the words, in order, are equal. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof WordList that
        && length == that.length
        && Arrays.equals(packed, that.packed)
        && alphabet.equals(that.alphabet);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(packed) * 31 + length;
  }

  /** Returns a short description: size, word length and the first few words. */
  @Override
  public String toString() {
    StringBuilder sb =
        new StringBuilder().append(size()).append(" words of ").append(length).append(" letters [");
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
      if (!(o instanceof String word)) {
        return -1;
      }
      int i = WordList.this.indexOf(word);
      return i >= 0 && WordList.this.get(i).equals(word) ? i : -1;
    }

    /** Words are distinct, so the last index is the only one. */
    @Override
    public int lastIndexOf(@Nullable Object o) {
      return indexOf(o);
    }
  }
}
