package io.github.wordlesolver.wordlists;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Texts;
import io.github.wordlesolver.internal.Utf8Decoder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a word list from a file or stream: one word a line, in any alphabet of up to {@value
 * Alphabet#MAX_LETTERS} letters. Readers are immutable values built from {@link #strict()}; each
 * option returns a new reader.
 *
 * <pre>{@code
 * WordList mine = WordListReader.strict().read(Path.of("answers.txt")).words();
 * WordListReader.Result dict = WordListReader.strict().withLengthFilter(5).withAccentFolding(true)
 *     .read(Path.of("/usr/share/dict/spanish"));
 * System.err.println(dict.summary()); // what was kept, skipped and merged
 * }</pre>
 *
 * <h2>Format</h2>
 *
 * UTF-8, with or without a byte order mark; lines end in LF, CRLF or CR. Surrounding white space
 * (no-break spaces included) is trimmed, blank lines and lines starting with {@code #} (after
 * trimming) are skipped. Each word is then {@link Alphabet#normalize normalized}: NFC, and each
 * code point folded to lower case without regard to the default locale (a Turkish {@code İ} or
 * {@code I} reads as {@code i}; {@code ı} stays a letter of its own). A word's letters are its code
 * points after that, and each must be a letter ({@link Character#isLetter(int)}): {@code ä}, {@code
 * ß}, {@code ñ} and {@code ı} are letters, an apostrophe, a hyphen or a digit is not. Words keep
 * the order of the input. The {@link WordList}'s alphabet is inferred from the words ({@link
 * Alphabet#of(java.util.Collection)}: a-z when that is all they use); words that use more than
 * {@value Alphabet#MAX_LETTERS} different letters are an error naming the line where the first
 * letter too many appears.
 *
 * <p>A line may hold at most {@value #MAX_LINE} characters (white space included); no more of a
 * line than that is ever held in memory, and messages quote at most the first 40 characters of a
 * value.
 *
 * <h2>Modes</h2>
 *
 * <ul>
 *   <li><b>Strict</b> (the default): every other line must be a word of letters, all of the same
 *       length (the first word's, or the one given to {@link #withRequiredLength}), with no word
 *       twice. The first bad line throws a {@link WordListFormatException} naming the source, the
 *       1-based line number and the bad value (for a bad character, also the character and its
 *       position; for a repeat, also the earlier line). Bytes that are not UTF-8 are an error
 *       naming the line and the byte's offset in the input.
 *   <li><b>Dictionary</b> ({@link #withLengthFilter}): for general word files such as {@code
 *       /usr/share/dict/words}. Keeps the words of exactly {@code n} letters and skips the rest:
 *       other lengths (too long lines included), characters that are not letters (apostrophes,
 *       digits, bytes that are not UTF-8) and repeats. Nothing is skipped silently: the {@link
 *       Result} counts each kind.
 * </ul>
 *
 * Either way a list that ends up with no words throws a {@link WordListFormatException} naming the
 * source.
 *
 * <h2>Accents</h2>
 *
 * With {@link #withAccentFolding} every word is also passed through {@link Alphabet#foldAccents},
 * as Spanish and Portuguese games read words ({@code río} is {@code rio}, {@code ñ} stays). Words
 * that become equal by folding are one word: the first is kept, and each later one is counted in
 * {@link Result#mergedByFolding()}, not an error even in strict mode. A word repeated exactly
 * (equal before folding) is still a repeat.
 *
 * <h2>Cost</h2>
 *
 * The input is read and decoded in blocks of 8 KiB and scanned once: linear time, and memory for
 * one block, one line and the words kept (with their first lines), whatever the input's size.
 *
 * <p>Readers are immutable and thread-safe; one reader may read many files concurrently.
 */
public final class WordListReader {
  /** The most characters a line may hold, white space included. */
  public static final int MAX_LINE = 1000;

  /** The most characters of a value a message quotes. */
  static final int SHOWN = Texts.SHOWN;

  private static final WordListReader STRICT = new WordListReader(false, 0, false);

  private final boolean dictionary;

  /** The required word length, or 0 for "the first word's" (strict mode only). */
  private final int length;

  private final boolean foldAccents;

  private WordListReader(boolean dictionary, int length, boolean foldAccents) {
    this.dictionary = dictionary;
    this.length = length;
    this.foldAccents = foldAccents;
  }

  /**
   * Returns the default reader: strict mode, word length taken from the first word, accents kept.
   * O(1); the same instance every time.
   */
  public static WordListReader strict() {
    return STRICT;
  }

  /**
   * Returns a strict reader that requires every word to have {@code length} letters, so that even
   * the first word is checked (useful when the list must match another one). Replaces any earlier
   * mode; keeps {@link #foldsAccents()}.
   *
   * @throws IllegalArgumentException if {@code length} is outside 2..10
   * @since 1.1
   */
  public WordListReader withRequiredLength(int length) {
    return new WordListReader(false, checkLength(length), foldAccents);
  }

  /**
   * Returns a reader in dictionary mode: keeps the words of exactly {@code length} letters and
   * counts what it skips (see the class comment). Replaces any earlier mode; keeps {@link
   * #foldsAccents()}.
   *
   * @throws IllegalArgumentException if {@code length} is outside 2..10
   * @since 1.1
   */
  public WordListReader withLengthFilter(int length) {
    return new WordListReader(true, checkLength(length), foldAccents);
  }

  /**
   * Returns a reader like this one that folds accents ({@link Alphabet#foldAccents}) and merges the
   * words that folding makes equal, counting them (see the class comment), if {@code fold}; one
   * that keeps accents otherwise. O(1).
   *
   * @since 1.1
   */
  public WordListReader withAccentFolding(boolean fold) {
    return fold == foldAccents ? this : new WordListReader(dictionary, length, fold);
  }

  /**
   * Returns a strict reader that requires every word to have {@code length} letters.
   *
   * @throws IllegalArgumentException if {@code length} is outside 2..10
   * @deprecated use {@link #withRequiredLength(int)} instead, the {@code withX} style of the
   *     library's immutable values
   */
  @Deprecated(since = "1.1")
  public WordListReader requireLength(int length) {
    return withRequiredLength(length);
  }

  /**
   * Returns a reader in dictionary mode for words of {@code length} letters.
   *
   * @throws IllegalArgumentException if {@code length} is outside 2..10
   * @deprecated use {@link #withLengthFilter(int)} instead, the {@code withX} style of the
   *     library's immutable values
   */
  @Deprecated(since = "1.1")
  public WordListReader filterLength(int length) {
    return withLengthFilter(length);
  }

  /**
   * Returns a reader like this one that folds accents.
   *
   * @deprecated use {@link #withAccentFolding(boolean) withAccentFolding(true)} instead, the {@code
   *     withX} style of the library's immutable values
   */
  @Deprecated(since = "1.1")
  public WordListReader foldAccents() {
    return withAccentFolding(true);
  }

  private static int checkLength(int length) {
    if (length < Feedback.MIN_LENGTH || length > Feedback.MAX_LENGTH) {
      throw new IllegalArgumentException(
          "word length "
              + length
              + " is outside "
              + Feedback.MIN_LENGTH
              + ".."
              + Feedback.MAX_LENGTH);
    }
    return length;
  }

  /** Returns whether this reader is in dictionary mode ({@link #withLengthFilter}). */
  public boolean isDictionary() {
    return dictionary;
  }

  /** Returns whether this reader folds accents ({@link #withAccentFolding}). */
  public boolean foldsAccents() {
    return foldAccents;
  }

  /**
   * Returns the word length this reader requires or keeps, or 0 if a strict reader takes it from
   * the first word.
   */
  public int wordLength() {
    return length;
  }

  /**
   * Reads the list in {@code file}; error messages name the file as {@code file.toString()}.
   * Streams the file (see the class comment on cost).
   *
   * @throws UncheckedIOException if the file cannot be read (missing, a directory, no permission);
   *     the message names the path, the cause is the original {@link IOException}
   * @throws WordListFormatException if a line breaks the format (strict mode), the words use too
   *     many letters, or no word is left
   */
  public Result read(Path file) {
    String source = file.toString();
    try (InputStream in = Files.newInputStream(file)) {
      return parse(in, source);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read word list " + source + ": " + describe(e), e);
    }
  }

  /**
   * Reads the list in {@code in} up to its end, or up to the first error; error messages name it
   * {@code source}. The stream is read in blocks, not all at once, and is not closed.
   *
   * @param source how to name the input in messages, e.g. a file or resource name
   * @throws UncheckedIOException if reading fails; the message names {@code source}
   * @throws WordListFormatException if a line breaks the format (strict mode), the words use too
   *     many letters, or no word is left
   */
  public Result read(InputStream in, String source) {
    try {
      return parse(in, source);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read word list " + source + ": " + describe(e), e);
    }
  }

  /** Returns a short reason for an I/O failure, without exception class names where possible. */
  static String describe(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
  }

  /** Decodes {@code in} block by block and feeds the characters to a {@link WordListScan}. */
  private Result parse(InputStream in, String source) throws IOException {
    WordListScan scan = new WordListScan(source, dictionary, length, foldAccents);
    Utf8Decoder.decode(in, dictionary, scan);
    return scan.finish();
  }

  /** Returns a description of the options, e.g. {@code strict} or {@code dictionary(5)}. */
  @Override
  public String toString() {
    String mode =
        dictionary
            ? "dictionary(" + length + ")"
            : length == 0 ? "strict" : "strict(" + length + ")";
    return foldAccents ? mode + ", foldAccents" : mode;
  }

  /**
   * What a read produced: the words, how many lines were skipped and why (dictionary mode), and how
   * many words folding accents merged into earlier ones. Blank and comment lines are not counted.
   * In strict mode every skipped count is 0 (a bad line throws instead). Immutable and thread-safe.
   */
  public static final class Result {
    private final WordList words;
    private final String source;
    private final int skippedOtherLength;
    private final int skippedOtherCharacters;
    private final int skippedRepeats;
    private final int mergedByFolding;

    Result(
        WordList words,
        String source,
        int skippedOtherLength,
        int skippedOtherCharacters,
        int skippedRepeats,
        int mergedByFolding) {
      this.words = words;
      this.source = source;
      this.skippedOtherLength = skippedOtherLength;
      this.skippedOtherCharacters = skippedOtherCharacters;
      this.skippedRepeats = skippedRepeats;
      this.mergedByFolding = mergedByFolding;
    }

    /** Returns the words read, in the order of the input; never empty. */
    public WordList words() {
      return words;
    }

    /** Returns the name of the input, as used in messages. */
    public String source() {
      return source;
    }

    /**
     * Returns the number of words skipped because their length (in letters) differed, lines longer
     * than {@value WordListReader#MAX_LINE} characters included.
     */
    public int skippedOtherLength() {
      return skippedOtherLength;
    }

    /**
     * Returns the number of words of the right length skipped because they hold a character that is
     * not a letter (an apostrophe, a digit, invalid UTF-8).
     */
    public int skippedOtherCharacters() {
      return skippedOtherCharacters;
    }

    /** Returns the number of words skipped because they repeat an earlier word exactly. */
    public int skippedRepeats() {
      return skippedRepeats;
    }

    /** Returns the number of lines skipped for any reason (blank and comment lines excluded). */
    public int skipped() {
      return skippedOtherLength + skippedOtherCharacters + skippedRepeats;
    }

    /**
     * Returns the number of words that {@link WordListReader#withAccentFolding folding accents}
     * made equal to an earlier word, and that were merged into it (0 without folding).
     */
    public int mergedByFolding() {
      return mergedByFolding;
    }

    /**
     * Returns a one-line summary, e.g. {@code words: 5905 words of 5 letters; skipped 98000 of
     * other lengths, 1200 with characters that are not letters, 30 repeats; merged 34 equal after
     * folding accents}.
     */
    public String summary() {
      StringBuilder sb =
          new StringBuilder(source)
              .append(": ")
              .append(words.size())
              .append(" words of ")
              .append(words.wordLength())
              .append(" letters");
      if (skipped() > 0) {
        sb.append("; skipped ")
            .append(skippedOtherLength)
            .append(" of other lengths, ")
            .append(skippedOtherCharacters)
            .append(" with characters that are not letters, ")
            .append(skippedRepeats)
            .append(" repeats");
      }
      if (mergedByFolding > 0) {
        sb.append("; merged ").append(mergedByFolding).append(" equal after folding accents");
      }
      return sb.toString();
    }

    /** Returns {@link #summary()}. */
    @Override
    public String toString() {
      return summary();
    }
  }
}
