package io.github.wordlesolver.engine;

import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The guesses a node allows and its answers, with the code of each such guess against each such
 * answer in one compact array. The mark table's rows lie far apart, so a search that reads a few
 * codes from each of many rows misses the cache on almost every read; a node's descendants read
 * their codes from the node's slice instead, which is small enough to stay in cache.
 *
 * <p>The node's scan gathers the rows one at a time ({@link #gather}), each just before it counts
 * it, from the nearest slice above or from the table. A narrow slice keeps its codes row by row. A
 * wide one ({@value #WIDE} answers or more) keeps them column by column: a slice below it reads a
 * few answers of every row, so it reads whole columns instead of a cache line per code. Slices
 * below a wide one are gathered at once, column by column, when made. Confined to the search that
 * made it.
 */
final class CodeSlice {
  /** The most codes a slice holds (16 MiB); a larger node reads the table. */
  private static final long MAX_CODES = 1 << 24;

  /** The fewest answers of a slice kept column by column. */
  private static final int WIDE = 256;

  private final MarkTable table;

  /** The guesses, ascending. */
  final int[] guesses;

  /** The answers, in the node's order. */
  final int[] answers;

  /**
   * Narrow: every code, {@code [i * answers.length + j]} for guess i against answer j. Wide: the
   * row last gathered. Null without codes: readers read the table.
   */
  final byte @Nullable [] codes;

  /** Wide: every code, {@code [j * guesses.length + i]}; null when narrow or without codes. */
  private final byte @Nullable [] byColumn;

  /** Where {@link #gather} copies rows from; null when gathered at once, or without codes. */
  private final @Nullable Source source;

  private CodeSlice(
      MarkTable table,
      int[] guesses,
      int[] answers,
      byte @Nullable [] codes,
      byte @Nullable [] byColumn,
      @Nullable Source source) {
    this.table = table;
    this.guesses = guesses;
    this.answers = answers;
    this.codes = codes;
    this.byColumn = byColumn;
    this.source = source;
  }

  /** Codes kept row by row (the table's, or a narrow slice above's) and where this slice's lie. */
  private static final class Source {
    final byte[] codes;

    /** Where each guess's row starts in {@link #codes}. */
    final int[] rowStarts;

    /** Where each answer lies in a row. */
    final int[] columns;

    Source(byte[] codes, int[] rowStarts, int[] columns) {
      this.codes = codes;
      this.rowStarts = rowStarts;
      this.columns = columns;
    }

    /** Copies the codes of the {@code i}-th guess's row into {@code to} from {@code at}. */
    void copyRow(int i, byte[] to, int at) {
      int base = rowStarts[i];
      for (int j = 0; j < columns.length; j++) {
        to[at + j] = codes[base + columns[j]];
      }
    }
  }

  /**
   * Returns a slice of the guesses of {@code pool} (ascending) against {@code answers}: from {@code
   * above} when it has codes, and then its guesses and answers must hold these in the same order
   * and its rows must all be gathered, else from the table. Costs a walk over the lists of {@code
   * above}, and below a wide slice one read and write per code. Without codes, for words of more
   * than five letters (two-byte codes) and beyond {@value #MAX_CODES} codes, it keeps only the two
   * lists. The codes are kept in {@code arena}'s array (grown when too small), which no other slice
   * in use may share.
   */
  static CodeSlice of(
      MarkTable table, int[] pool, int[] answers, @Nullable CodeSlice above, Arena arena) {
    byte[] all = table.bytes();
    int p = pool.length;
    int n = answers.length;
    if (all == null || (long) p * n > MAX_CODES) {
      return listsOnly(table, pool, answers);
    }
    boolean wide = n >= WIDE;
    byte[] codes = wide ? new byte[n] : arena.bytes(p * n);
    byte[] byColumn = wide ? arena.bytes(p * n) : null;
    if (above == null || above.codes == null) {
      int width = table.answers().size();
      int[] rows = Arrays.stream(pool).map(g -> g * width).toArray();
      return new CodeSlice(table, pool, answers, codes, byColumn, new Source(all, rows, answers));
    }
    int[] rows = positions(pool, above.guesses);
    int[] columns = positions(answers, above.answers);
    byte[] aboveByColumn = above.byColumn;
    if (aboveByColumn != null) {
      int height = above.guesses.length;
      for (int j = 0; j < n; j++) {
        int base = columns[j] * height;
        for (int i = 0; i < p; i++) {
          byte code = aboveByColumn[base + rows[i]];
          if (byColumn != null) {
            byColumn[j * p + i] = code;
          } else {
            codes[i * n + j] = code;
          }
        }
      }
      return new CodeSlice(table, pool, answers, codes, byColumn, null);
    }
    int width = above.answers.length;
    for (int i = 0; i < p; i++) {
      rows[i] *= width;
    }
    return new CodeSlice(
        table,
        pool,
        answers,
        codes,
        byColumn,
        new Source(Objects.requireNonNull(above.codes), rows, columns));
  }

  /**
   * An array that slices keep their codes in, reused by one slice after another: a search keeps one
   * per depth, as the slices alive at once (a node's and those above it) are at different depths.
   * Not thread-safe.
   */
  static final class Arena {
    private byte[] bytes = new byte[0];

    /** Returns an array of at least {@code size} bytes, not cleared. */
    byte[] bytes(int size) {
      if (bytes.length < size) {
        bytes = new byte[Math.max(size, Math.min(2 * bytes.length, (int) MAX_CODES))];
      }
      return bytes;
    }
  }

  /** Returns a slice of {@code guesses} and {@code answers} without codes: it reads the table. */
  static CodeSlice listsOnly(MarkTable table, int[] guesses, int[] answers) {
    return new CodeSlice(table, guesses, answers, null, null, null);
  }

  /**
   * Gathers the row of the {@code i}-th guess and returns where it starts in {@link #codes}, or -1
   * without codes. Rows are gathered in order, each once, before any of it is read.
   */
  int gather(int i) {
    byte[] to = codes;
    if (to == null) {
      return -1;
    }
    int n = answers.length;
    Source from = source;
    byte[] columns = byColumn;
    if (columns == null) {
      if (from != null) {
        from.copyRow(i, to, i * n);
      }
      return i * n;
    }
    int p = guesses.length;
    if (from != null) {
      from.copyRow(i, to, 0);
      for (int j = 0; j < n; j++) {
        columns[j * p + i] = to[j];
      }
    } else {
      for (int j = 0; j < n; j++) {
        to[j] = columns[j * p + i];
      }
    }
    return 0;
  }

  /**
   * Returns the code of the guess of row {@code row} against the answer of column {@code column},
   * from the slice (its row must be gathered) or, without codes, from the table.
   */
  int code(int row, int column) {
    byte[] rows = codes;
    byte[] columns = byColumn;
    if (columns != null) {
      return columns[column * guesses.length + row] & 0xFF;
    }
    return rows != null
        ? rows[row * answers.length + column] & 0xFF
        : table.code(guesses[row], answers[column]);
  }

  /** Returns whether the guess of row {@code row} gives the answers of {@code columns} one code. */
  boolean keepsWhole(int row, int[] columns) {
    int code = code(row, columns[0]);
    for (int k = 1; k < columns.length; k++) {
      if (code(row, columns[k]) != code) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns the codes row by row ({@code [i * answers.length + j]}) if the slice keeps them so,
   * else null: without codes, or wide.
   */
  byte @Nullable [] byRow() {
    return byColumn == null ? codes : null;
  }

  /** Returns the row of guess {@code g}, which must be one of the slice's guesses. */
  int row(int g) {
    return Arrays.binarySearch(guesses, g);
  }

  /** Returns where each of {@code part} lies in {@code whole}, which holds it in order. */
  static int[] positions(int[] part, int[] whole) {
    int[] at = new int[part.length];
    int k = 0;
    for (int i = 0; i < part.length; i++) {
      while (whole[k] != part[i]) {
        k++;
      }
      at[i] = k++;
    }
    return at;
  }
}
