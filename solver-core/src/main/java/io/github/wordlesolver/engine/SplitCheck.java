package io.github.wordlesolver.engine;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.WordList;
import java.util.Arrays;

/**
 * Whether a guess splits a set of answers into singletons: the test behind {@link AbsurdleSearch}'s
 * sets won in two. It first narrows the guesses by letters ({@link #narrow}), then scans a guess's
 * row until two answers share a code ({@link #splits}), remembering the last pairs each guess
 * failed to tell apart as cheap refutations for the many overlapping sets of one search.
 *
 * <p>One per thread: not thread-safe. Its {@link Letters} are immutable and shared.
 */
final class SplitCheck {
  private static final int LETTER_BITS = 5;
  private static final int LETTER_MASK = (1 << LETTER_BITS) - 1;

  /** How many pairs of answers that a guess fails to tell apart each check remembers. */
  private static final int WITNESSES = 2;

  /** The letters of a table's words, as the check reads them. Immutable. */
  static final class Letters {
    /** For each letter of the alphabet, the guesses that hold it, a bitset over guess indices. */
    final long[][] withLetter;

    /** Each answer's letters, {@link #LETTER_BITS} bits a position, first position lowest. */
    final long[] answerLetters;

    /** Reads the letters of {@code table}'s guesses and answers: O(words x length). */
    Letters(MarkTable table) {
      WordList guesses = table.guesses();
      int guessCount = guesses.size();
      int wordLength = guesses.wordLength();
      this.withLetter = new long[guesses.alphabet().size()][(guessCount + 63) >>> 6];
      for (int g = 0; g < guessCount; g++) {
        for (int p = 0; p < wordLength; p++) {
          withLetter[RuleKernels.letter(guesses, g, p)][g >>> 6] |= 1L << g;
        }
      }
      WordList answerList = table.answers();
      int answers = answerList.size();
      this.answerLetters = new long[answers];
      for (int a = 0; a < answers; a++) {
        long packed = 0;
        for (int p = 0; p < wordLength; p++) {
          packed |= (long) RuleKernels.letter(answerList, a, p) << (LETTER_BITS * p);
        }
        answerLetters[a] = packed;
      }
    }
  }

  private final MarkTable table;
  private final int guessCount;
  private final long[][] withLetter;
  private final long[] answerLetters;

  /**
   * For each guess, the last {@value #WITNESSES} pairs of answers it was seen to give the same
   * marks (-1 where none): guess {@code g}'s pair {@code k} is at {@code g * WITNESSES + k}.
   */
  private final int[] witnessA;

  private final int[] witnessB;

  /** For each guess, where its next pair goes. */
  private final byte[] nextWitness;

  /** {@code member[a] == set} when answer {@code a} is in the set being split. */
  private final int[] member;

  private int setStamp;

  /** {@code seenAt[code] == scan} when the scan has met the code, at answer {@code owner}. */
  private final int[] seenAt;

  private final int[] owner;
  private int scanStamp;

  /** The guesses that may still split the set last {@link #enter entered}: a bitset. */
  final long[] alive;

  /** {@code letterPairDone[x * MAX_LETTERS + y] == setStamp} once letters x, y narrowed it. */
  private final int[] letterPairDone = new int[Alphabet.MAX_LETTERS * Alphabet.MAX_LETTERS];

  /** A check of sets of {@code table}'s answers, reading {@code letters} (of the same table). */
  SplitCheck(MarkTable table, Letters letters) {
    this.table = table;
    this.guessCount = table.guesses().size();
    this.withLetter = letters.withLetter;
    this.answerLetters = letters.answerLetters;
    int codeCount = table.codeCount();
    this.witnessA = filled(guessCount * WITNESSES);
    this.witnessB = filled(guessCount * WITNESSES);
    this.nextWitness = new byte[guessCount];
    this.member = new int[table.answers().size()];
    this.seenAt = new int[codeCount];
    this.owner = new int[codeCount];
    this.alive = new long[(guessCount + 63) >>> 6];
  }

  /** Starts the splitting tests of one set. */
  void enter(int[] set) {
    if (++setStamp == 0) {
      Arrays.fill(member, 0);
      Arrays.fill(letterPairDone, 0);
      setStamp = 1;
    }
    for (int a : set) {
      member[a] = setStamp;
    }
  }

  /**
   * Narrows {@link #alive} to the guesses that may split the set last {@link #enter entered} into
   * singletons, and returns whether any is left. Two answers that differ in one position only,
   * letter {@code x} against {@code y}, get the same marks from every guess that holds neither
   * letter (each of its letters has the same positions in both), so a splitter holds {@code x} or
   * {@code y}: one AND of letter bitsets per such pair of letters. O(|set|^2) on packed words, plus
   * O(guesses / 64) per distinct pair of letters.
   */
  boolean narrow(int[] set) {
    long[] a = alive;
    Arrays.fill(a, -1L);
    int tail = guessCount & 63;
    if (tail != 0) {
      a[a.length - 1] = (1L << tail) - 1;
    }
    int n = set.length;
    for (int i = 0; i < n; i++) {
      long first = answerLetters[set[i]];
      for (int j = i + 1; j < n; j++) {
        long second = answerLetters[set[j]];
        long differ = first ^ second;
        if (differ == 0) {
          continue; // the same letters: cannot happen in a list of distinct words
        }
        int shift = Long.numberOfTrailingZeros(differ) / LETTER_BITS * LETTER_BITS;
        if (differ >>> shift >>> LETTER_BITS != 0) {
          continue;
        }
        int x = (int) (first >>> shift) & LETTER_MASK;
        int y = (int) (second >>> shift) & LETTER_MASK;
        int pair = Math.min(x, y) * Alphabet.MAX_LETTERS + Math.max(x, y);
        if (letterPairDone[pair] == setStamp) {
          continue;
        }
        letterPairDone[pair] = setStamp;
        long[] withX = withLetter[x];
        long[] withY = withLetter[y];
        long any = 0;
        for (int w = 0; w < a.length; w++) {
          long left = a[w] & (withX[w] | withY[w]);
          a[w] = left;
          any |= left;
        }
        if (any == 0) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Returns whether {@code guess} splits the set last {@link #enter entered} into singletons. First
   * asks whether two answers it recently failed to tell apart are both in the set (a cheap
   * refutation that often holds for the many overlapping sets of one search); else scans until two
   * answers share a code, and remembers them.
   */
  boolean splits(int guess, int[] set) {
    int base = guess * WITNESSES;
    for (int k = base; k < base + WITNESSES; k++) {
      int wa = witnessA[k];
      if (wa >= 0 && member[wa] == setStamp && member[witnessB[k]] == setStamp) {
        return false;
      }
    }
    if (++scanStamp == 0) {
      Arrays.fill(seenAt, 0);
      scanStamp = 1;
    }
    for (int a : set) {
      int code = table.code(guess, a);
      if (seenAt[code] == scanStamp) {
        int slot = base + nextWitness[guess];
        nextWitness[guess] = (byte) ((nextWitness[guess] + 1) % WITNESSES);
        witnessA[slot] = owner[code];
        witnessB[slot] = a;
        return false;
      }
      seenAt[code] = scanStamp;
      owner[code] = a;
    }
    return true;
  }

  private static int[] filled(int n) {
    int[] a = new int[n];
    Arrays.fill(a, -1);
    return a;
  }
}
