package io.github.wordlesolver.solver;

import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Marking;
import io.github.wordlesolver.internal.RowKernel;
import java.util.stream.IntStream;

/**
 * The feedback code of every guess against every answer, computed once and shared. Row-major by
 * guess: the codes of one guess against all answers are contiguous, so scoring a guess over the
 * remaining answers is one pass over one row.
 *
 * <p>Codes take one byte each for words of up to five letters ({@code 3^5 = 243} codes) and two
 * bytes for longer words; the original lists (12,972 × 2,315) take 30 MB. Building uses all
 * cores; the result does not depend on the number of threads. Instances are immutable and
 * thread-safe.
 */
public final class MarkTable {
  private final WordList guesses;
  private final WordList answers;
  private final int answerCount;
  private final byte @org.jspecify.annotations.Nullable [] bytes;
  private final char @org.jspecify.annotations.Nullable [] chars;

  private MarkTable(WordList guesses, WordList answers) {
    if (guesses.wordLength() != answers.wordLength()) {
      throw new IllegalArgumentException("guesses have " + guesses.wordLength()
          + " letters but answers have " + answers.wordLength());
    }
    long cells = (long) guesses.size() * answers.size();
    if (cells > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException(
          "a table of " + guesses.size() + " × " + answers.size() + " codes is too large");
    }
    this.guesses = guesses;
    this.answers = answers;
    this.answerCount = answers.size();
    RowKernel kernel = new RowKernel(answers);
    if (Marking.pow3(guesses.wordLength()) <= 256) {
      byte[] table = new byte[(int) cells];
      fillRows(guesses.size(), g -> kernel.fill(guesses.packed(g), table, g * answerCount));
      this.bytes = table;
      this.chars = null;
    } else {
      char[] table = new char[(int) cells];
      fillRows(guesses.size(), g -> kernel.fill(guesses.packed(g), table, g * answerCount));
      this.bytes = null;
      this.chars = table;
    }
  }

  private static void fillRows(int rows, java.util.function.IntConsumer row) {
    IntStream.range(0, rows).parallel().forEach(row);
  }

  /**
   * Computes the table of every guess against every answer, in parallel on the common fork-join
   * pool. Costs {@code guesses × answers} mark computations and as many bytes (twice that for
   * words longer than five letters).
   *
   * @throws IllegalArgumentException if the lists' word lengths differ or the table would exceed
   *     2^31 cells
   */
  public static MarkTable build(WordList guesses, WordList answers) {
    return new MarkTable(guesses, answers);
  }

  /** Returns the guess list (the rows). */
  public WordList guesses() {
    return guesses;
  }

  /** Returns the answer list (the columns). */
  public WordList answers() {
    return answers;
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

  /**
   * Adds the pattern counts of {@code guess} over the answers {@code candidates[0..n)} into
   * {@code counts} (indexed by code) and records each code seen for the first time in
   * {@code touched}. Returns the new number of touched codes. Allocation-free.
   *
   * @param touchedSoFar how many entries of {@code touched} are already in use
   */
  public int count(int guess, int[] candidates, int n, int[] counts, int[] touched, int touchedSoFar) {
    int base = guess * answerCount;
    int t = touchedSoFar;
    byte[] b = bytes;
    if (b != null) {
      for (int i = 0; i < n; i++) {
        int code = b[base + candidates[i]] & 0xFF;
        if (counts[code]++ == 0) {
          touched[t++] = code;
        }
      }
    } else {
      char[] c = chars;
      for (int i = 0; i < n && c != null; i++) {
        int code = c[base + candidates[i]];
        if (counts[code]++ == 0) {
          touched[t++] = code;
        }
      }
    }
    return t;
  }

  /**
   * As {@link #count}, but gives up once more than {@code maxCollisions} candidates have landed
   * in a bucket already seen: then returns -1,    * {@code touched[0..)} for the caller to reset (their number is not returned; reset by scanning
   * the candidates' codes or clear the whole array). Lets a search skip guesses that cannot split
   * a set finely enough without reading their whole row.
   */
  public int countUnlessCollisions(int guess, int[] candidates, int n, int[] counts, int[] touched,
      int maxCollisions) {
    int base = guess * answerCount;
    int t = 0;
    byte[] b = bytes;
    if (b != null) {
      // Branch-free: always record the code, count it as new only if its count was 0.
      for (int i = 0; i < n; i++) {
        int code = b[base + candidates[i]] & 0xFF;
        int seen = counts[code]++;
        touched[t] = code;
        t += (seen - 1) >>> 31;
        if (i + 1 - t > maxCollisions) {
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
      if (i + 1 - t > maxCollisions) {
        return giveUp(counts, touched, t);
      }
    }
    return t;
  }

  private static int giveUp(int[] counts, int[] touched, int t) {
    for (int k = 0; k < t; k++) {
      counts[touched[k]] = 0;
    }
    return -1;
  }

  /** Returns the number of bytes the codes take. */
  public long sizeInBytes() {
    byte[] b = bytes;
    char[] c = chars;
    return b != null ? b.length : c != null ? 2L * c.length : 0;
  }
}
