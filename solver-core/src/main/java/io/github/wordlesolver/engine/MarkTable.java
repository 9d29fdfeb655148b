package io.github.wordlesolver.engine;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Parallel;
import java.util.concurrent.Executor;
import java.util.function.IntConsumer;
import org.jspecify.annotations.Nullable;

/**
 * The feedback code of every guess against every answer, computed once and shared. Row-major by
 * guess: the codes of one guess against all answers are contiguous, so scoring a guess over the
 * remaining answers is one pass over one row.
 *
 * <p>Codes take one byte each for words of up to five letters ({@code 3^5 = 243} codes) and two
 * bytes for longer words; the original lists (12,972 × 2,315) take 30 MB. Building runs on the
 * caller's executor ({@link #build(WordList, WordList, Executor)}), the calling thread working too;
 * the result does not depend on the number of threads. Instances are immutable and thread-safe.
 */
public final class MarkTable {
  private final WordList guesses;
  private final WordList answers;
  private final int answerCount;
  private final int codeCount;
  private final int[] guessOfAnswer;

  /** Each guess's letters as a bit set of alphabet indices. */
  private final int[] guessLetters;

  private final byte @Nullable [] bytes;
  private final char @Nullable [] chars;

  private MarkTable(WordList guesses, WordList answers, Executor executor) {
    if (guesses.wordLength() != answers.wordLength()) {
      throw new IllegalArgumentException(
          "guesses have "
              + guesses.wordLength()
              + " letters but answers have "
              + answers.wordLength());
    }
    if (!guesses.alphabet().equals(answers.alphabet())) {
      throw new IllegalArgumentException(
          "guesses and answers are over different alphabets: "
              + guesses.alphabet()
              + " and "
              + answers.alphabet());
    }
    long cells = (long) guesses.size() * answers.size();
    if (cells > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException(
          "a table of " + guesses.size() + " × " + answers.size() + " codes is too large");
    }
    this.guesses = guesses;
    this.answers = answers;
    this.answerCount = answers.size();
    this.codeCount = Feedback.codeCount(guesses.wordLength());
    this.guessOfAnswer = new int[answerCount];
    for (int a = 0; a < answerCount; a++) {
      guessOfAnswer[a] = guesses.indexOf(answers.get(a));
    }
    this.guessLetters = new int[guesses.size()];
    for (int g = 0; g < guessLetters.length; g++) {
      for (int i = 0; i < guesses.wordLength(); i++) {
        guessLetters[g] |= 1 << RuleKernels.letter(guesses, g, i);
      }
    }
    RowKernel kernel = new RowKernel(answers);
    if (codeCount <= 256) {
      byte[] table = new byte[(int) cells];
      fillRows(executor, guesses.size(), g -> kernel.fill(guesses, g, table, g * answerCount));
      this.bytes = table;
      this.chars = null;
    } else {
      char[] table = new char[(int) cells];
      fillRows(executor, guesses.size(), g -> kernel.fill(guesses, g, table, g * answerCount));
      this.bytes = null;
      this.chars = table;
    }
  }

  /** Rows per parallel item: enough to make a task's overhead negligible. */
  private static final int ROWS_PER_ITEM = 64;

  private static void fillRows(Executor executor, int rows, IntConsumer row) {
    int items = (rows + ROWS_PER_ITEM - 1) / ROWS_PER_ITEM;
    Parallel.forEach(
        executor,
        items,
        i -> {
          for (int g = i * ROWS_PER_ITEM, end = Math.min(rows, g + ROWS_PER_ITEM); g < end; g++) {
            row.accept(g);
          }
        });
  }

  /**
   * Computes the table of every guess against every answer, in parallel on {@link
   * Parallel#defaultExecutor()}. Costs {@code guesses × answers} mark computations and as many
   * bytes (twice that for words longer than five letters).
   *
   * @throws IllegalArgumentException if the lists' word lengths or alphabets differ, or the table
   *     would exceed 2^31 cells
   */
  public static MarkTable build(WordList guesses, WordList answers) {
    return build(guesses, answers, Parallel.defaultExecutor());
  }

  /**
   * As {@link #build(WordList, WordList)}, with the rows filled on {@code executor} and the calling
   * thread (see {@link Parallel}): any executor works, even a busy or one-thread pool.
   */
  public static MarkTable build(WordList guesses, WordList answers, Executor executor) {
    return new MarkTable(guesses, answers, executor);
  }

  /** Returns the guess list (the rows). */
  public WordList guesses() {
    return guesses;
  }

  /** Returns the answer list (the columns). */
  public WordList answers() {
    return answers;
  }

  /** Returns the number of distinct codes, {@code 3^length}; the all-green code is one less. */
  public int codeCount() {
    return codeCount;
  }

  /** Returns the code of all greens. */
  public int solvedCode() {
    return codeCount - 1;
  }

  /** Returns the guess index of answer {@code answer}, or -1 if the guess list lacks it. */
  public int guessOfAnswer(int answer) {
    return guessOfAnswer[answer];
  }

  /**
   * Copies the codes {@code guess} gets against {@code answers} into {@code to} from {@code at},
   * one byte each, for a table whose codes fit in a byte ({@link #bytes()} not null).
   *
   * @throws IllegalStateException if the codes take two bytes
   */
  void codes(int guess, int[] answers, byte[] to, int at) {
    byte[] b = bytes;
    if (b == null) {
      throw new IllegalStateException("codes take two bytes");
    }
    int base = guess * answerCount;
    for (int j = 0; j < answers.length; j++) {
      to[at + j] = b[base + answers[j]];
    }
  }

  /** Returns the feedback code of guess {@code guess} against answer {@code answer} (indices). */
  public int code(int guess, int answer) {
    int cell = guess * answerCount + answer;
    byte[] b = bytes;
    if (b != null) {
      return b[cell] & 0xFF;
    }
    char[] c = chars;
    return c == null ? 0 : c[cell];
  }

  /** Returns the letters of guess {@code guess} as a bit set of alphabet indices. */
  public int guessLetters(int guess) {
    return guessLetters[guess];
  }

  /**
   * Returns the letters at the positions where answers {@code a} and {@code b} differ, both words'
   * letters there, as a bit set of alphabet indices (empty if they are the same answer). A guess
   * that has none of them gives both answers the same marks: each of its letters lies at the same
   * positions, as often, in both. So only a guess with one of them can tell them apart.
   */
  public int differingLetters(int a, int b) {
    int mask = 0;
    for (int i = 0; i < answers.wordLength(); i++) {
      int x = RuleKernels.letter(answers, a, i);
      int y = RuleKernels.letter(answers, b, i);
      if (x != y) {
        mask |= 1 << x | 1 << y;
      }
    }
    return mask;
  }

  /**
   * Counts the candidates {@code candidates[0..n)} by the code {@code guess} gets against each:
   * adds to {@code counts} (indexed by code) and appends each code seen for the first time to
   * {@code touched}, in order of first appearance. Returns the number of codes in {@code touched}.
   * The caller clears {@code counts} afterwards (at the codes in {@code touched}). Allocation-free.
   */
  int count(int guess, int[] candidates, int n, int[] counts, int[] touched) {
    int base = guess * answerCount;
    int t = 0;
    byte[] b = bytes;
    if (b != null) {
      for (int i = 0; i < n; i++) {
        int code = b[base + candidates[i]] & 0xFF;
        if (counts[code]++ == 0) {
          touched[t++] = code;
        }
      }
      return t;
    }
    char[] c = chars;
    for (int i = 0; i < n && c != null; i++) {
      int code = c[base + candidates[i]];
      if (counts[code]++ == 0) {
        touched[t++] = code;
      }
    }
    return t;
  }

  /**
   * Counts the candidates {@code candidates[0..n)} by the code {@code guess} gets against each into
   * {@code into}, which must be empty: as {@link #count(int, int[], int, int[], int[])} into the
   * counter's arrays. Returns the number of distinct codes. Allocation-free.
   *
   * @throws IllegalStateException if the counter is not empty
   */
  int count(int guess, int[] candidates, int n, MarkCounter into) {
    into.checkEmpty();
    return into.counted(count(guess, candidates, n, into.counts, into.touched));
  }

  /**
   * As {@link #count}, but gives up once more than {@code maxCollisions} candidates have landed in
   * a bucket already seen: then it clears what it counted and returns -1. Lets a search skip
   * guesses that cannot split a set finely enough without reading their whole row.
   */
  int countUnlessCollisions(
      int guess, int[] candidates, int n, int[] counts, int[] touched, int maxCollisions) {
    byte[] b = bytes;
    if (b != null) {
      return countUnlessCollisions(
          b, guess * answerCount, candidates, n, counts, touched, maxCollisions);
    }
    int base = guess * answerCount;
    int t = 0;
    char[] c = chars;
    for (int i = 0; i < n && c != null; i++) {
      int code = c[base + candidates[i]];
      int seen = counts[code]++;
      touched[t] = code;
      t += (seen - 1) >>> 31;
      if (i + 1 - t > maxCollisions) {
        return giveUp(counts, touched, t);
      }
    }
    return t;
  }

  /**
   * As {@link #countUnlessCollisions(int, int[], int, int[], int[], int)}, over the one-byte codes
   * {@code codes[base + columns[i]]} for {@code i < n}: a row of the table, or of a {@link
   * CodeSlice}.
   */
  static int countUnlessCollisions(
      byte[] codes,
      int base,
      int[] columns,
      int n,
      int[] counts,
      int[] touched,
      int maxCollisions) {
    int t = 0;
    // Branch-free: always record the code, count it as new only if its count was 0.
    for (int i = 0; i < n; i++) {
      int code = codes[base + columns[i]] & 0xFF;
      int seen = counts[code]++;
      touched[t] = code;
      t += (seen - 1) >>> 31;
      if (i + 1 - t > maxCollisions) {
        return giveUp(counts, touched, t);
      }
    }
    return t;
  }

  /**
   * Returns the one-byte codes, row by guess ({@code [guess * answers + answer]}), or null if codes
   * take two bytes. The table's own array: callers only read it.
   */
  byte @Nullable [] bytes() {
    return bytes;
  }

  /**
   * As {@link #count}, but gives up once a bucket holds more than {@code max} candidates: then it
   * clears what it counted and returns -1. Lets a search skip guesses that leave too many.
   */
  int countUnlessOver(int guess, int[] candidates, int n, int[] counts, int[] touched, int max) {
    int base = guess * answerCount;
    int t = 0;
    byte[] b = bytes;
    if (b != null) {
      for (int i = 0; i < n; i++) {
        int code = b[base + candidates[i]] & 0xFF;
        int seen = counts[code]++;
        touched[t] = code;
        t += (seen - 1) >>> 31;
        if (seen >= max) {
          return giveUp(counts, touched, t);
        }
      }
      return t;
    }
    char[] c = chars;
    for (int i = 0; i < n && c != null; i++) {
      int code = c[base + candidates[i]];
      int seen = counts[code]++;
      touched[t] = code;
      t += (seen - 1) >>> 31;
      if (seen >= max) {
        return giveUp(counts, touched, t);
      }
    }
    return t;
  }

  /**
   * As {@link #countUnlessOver(int, int[], int, int[], int[], int)} into the counter {@code into},
   * which must be empty: returns -1, leaving it empty, once a bucket holds more than {@code max}.
   *
   * @throws IllegalStateException if the counter is not empty
   */
  int countUnlessOver(int guess, int[] candidates, int n, MarkCounter into, int max) {
    into.checkEmpty();
    return into.counted(countUnlessOver(guess, candidates, n, into.counts, into.touched, max));
  }

  private static int giveUp(int[] counts, int[] touched, int t) {
    MarkCounter.clear(counts, touched, t);
    return -1;
  }

  /** Returns the number of bytes the codes take. */
  public long sizeInBytes() {
    byte[] b = bytes;
    char[] c = chars;
    return b != null ? b.length : c != null ? 2L * c.length : 0;
  }
}
