package io.github.wordlesolver.wordlists;

import io.github.wordlesolver.WordList;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Reads a word list from a file or stream: one word a line. Readers are immutable values built
 * from {@link #strict()}; each option returns a new reader.
 *
 * <pre>{@code
 * WordList mine = WordListReader.strict().read(Path.of("answers.txt")).words();
 * WordListReader.Result dict = WordListReader.strict().filterLength(5)
 *     .read(Path.of("/usr/share/dict/words"));
 * System.err.println(dict.summary()); // what was kept and what was skipped
 * }</pre>
 *
 * <h2>Format</h2>
 * UTF-8, with or without a byte order mark; lines end in LF, CRLF or CR. Surrounding white space
 * (no-break spaces included) is trimmed, blank lines and lines starting with {@code #} (after
 * trimming) are skipped, and {@code A}-{@code Z} are folded to {@code a}-{@code z}. Words keep
 * the order of the file.
 *
 * <h2>Modes</h2>
 * <ul>
 *   <li><b>Strict</b> (the default): every other line must be a word of letters a-z, all of the
 *       same length (the first word's, or the one given to {@link #requireLength}), with no word
 *       twice. The first bad line throws a {@link WordListFormatException} naming the source, the
 *       1-based line number and the bad value (for a repeat, also the earlier line). Bytes that are
 *       not UTF-8 are an error too.
 *   <li><b>Dictionary</b> ({@link #filterLength}): for general word files such as
 *       {@code /usr/share/dict/words}. Keeps the words of exactly {@code n} letters a-z (after
 *       folding) and skips the rest: other lengths, other characters (apostrophes, accents, bytes
 *       that are not UTF-8) and repeats. Nothing is skipped silently: the {@link Result} counts
 *       each kind.
 * </ul>
 * Either way a list that ends up with no words throws a {@link WordListFormatException} naming
 * the source.
 *
 * <h2>Cost</h2>
 * The whole input is read into memory and decoded at once, then scanned in one pass: linear time,
 * about three times the file size in memory while reading. Meant for word lists (a few megabytes
 * at most).
 *
 * <p>Readers are immutable and thread-safe; one reader may read many files concurrently.
 */
public final class WordListReader {
  private static final WordListReader STRICT = new WordListReader(false, 0);
  private static final int MIN_LENGTH = io.github.wordlesolver.Feedback.MIN_LENGTH;
  private static final int MAX_LENGTH = io.github.wordlesolver.Feedback.MAX_LENGTH;

  private final boolean dictionary;
  /** The required word length, or 0 for "the first word's" (strict mode only). */
  private final int length;

  private WordListReader(boolean dictionary, int length) {
    this.dictionary = dictionary;
    this.length = length;
  }

  /**
   * Returns the default reader: strict mode, word length taken from the first word. O(1); the
   * same instance every time.
   */
  public static WordListReader strict() {
    return STRICT;
  }

  /**
   * Returns a strict reader that requires every word to have {@code length} letters, so that even
   * the first word is checked (useful when the list must match another one). Replaces any
   * earlier mode.
   *
   * @throws IllegalArgumentException if {@code length} is outside 2..10
   */
  public WordListReader requireLength(int length) {
    return new WordListReader(false, checkLength(length));
  }

  /**
   * Returns a reader in dictionary mode: keeps the words of exactly {@code length} letters a-z and
   * counts what it skips (see the class comment). Replaces any earlier mode.
   *
   * @throws IllegalArgumentException if {@code length} is outside 2..10
   */
  public WordListReader filterLength(int length) {
    return new WordListReader(true, checkLength(length));
  }

  private static int checkLength(int length) {
    if (length < MIN_LENGTH || length > MAX_LENGTH) {
      throw new IllegalArgumentException(
          "word length " + length + " is outside " + MIN_LENGTH + ".." + MAX_LENGTH);
    }
    return length;
  }

  /** Returns whether this reader is in dictionary mode ({@link #filterLength}). */
  public boolean isDictionary() {
    return dictionary;
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
   *
   * @throws UncheckedIOException if the file cannot be read (missing, a directory, no
   *     permission); the message names the path, the cause is the original {@link IOException}
   * @throws WordListFormatException if a line breaks the format (strict mode), or no word is
   *     left
   */
  public Result read(Path file) {
    String source = file.toString();
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read word list " + source + ": " + describe(e), e);
    }
    return parse(bytes, source);
  }

  /**
   * Reads the list in {@code in} up to its end; error messages name it {@code source}. The stream
   * is not closed.
   *
   * @param source how to name the input in messages, e.g. a file or resource name
   * @throws UncheckedIOException if reading fails; the message names {@code source}
   * @throws WordListFormatException if a line breaks the format (strict mode), or no word is
   *     left
   */
  public Result read(InputStream in, String source) {
    byte[] bytes;
    try {
      bytes = in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read word list " + source + ": " + describe(e), e);
    }
    return parse(bytes, source);
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

  private Result parse(byte[] bytes, String source) {
    String text = decode(bytes, source);
    List<String> words = new ArrayList<>();
    Map<String, Integer> firstLine = new HashMap<>();
    int expected = length;
    int firstWordLine = 0;
    int skippedLength = 0;
    int skippedCharacters = 0;
    int skippedRepeats = 0;
    int lineNumber = 0;
    int start = text.startsWith("\uFEFF") ? 1 : 0;
    int n = text.length();
    while (start < n) {
      int end = start;
      while (end < n && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
        end++;
      }
      lineNumber++;
      String line = trim(text, start, end);
      start = end < n && text.charAt(end) == '\r' && end + 1 < n && text.charAt(end + 1) == '\n'
          ? end + 2 : end + 1;
      if (line.isEmpty() || line.charAt(0) == '#') {
        continue;
      }
      int letters = line.codePointCount(0, line.length());
      if (dictionary) {
        if (letters != expected) {
          skippedLength++;
          continue;
        }
        String word = fold(line);
        if (word == null) {
          skippedCharacters++;
        } else if (firstLine.putIfAbsent(word, lineNumber) != null) {
          skippedRepeats++;
        } else {
          words.add(word);
        }
        continue;
      }
      String word = fold(line);
      if (word == null) {
        throw badCharacter(source, lineNumber, line);
      }
      if (expected == 0) {
        if (letters < MIN_LENGTH || letters > MAX_LENGTH) {
          throw new WordListFormatException(source, lineNumber, line, quote(line) + " has "
              + letters + " letters: word lists hold words of " + MIN_LENGTH + " to " + MAX_LENGTH
              + " letters");
        }
        expected = letters;
        firstWordLine = lineNumber;
      } else if (letters != expected) {
        throw new WordListFormatException(source, lineNumber, line, quote(line) + " has "
            + letters + " letters, expected " + expected + (firstWordLine > 0
                ? " like " + quote(words.get(0)) + " on line " + firstWordLine : ""));
      }
      Integer earlier = firstLine.putIfAbsent(word, lineNumber);
      if (earlier != null) {
        throw new WordListFormatException(source, lineNumber, line,
            quote(line) + " repeats line " + earlier);
      }
      words.add(word);
    }
    if (words.isEmpty()) {
      String why = dictionary
          ? "no words of " + expected + " letters a-z (skipped " + skippedLength
              + " of other lengths, " + skippedCharacters + " with characters outside a-z)"
          : "no words (only blank lines and # comments)";
      throw new WordListFormatException(source, 0, "", why);
    }
    return new Result(WordList.of(words), source, skippedLength, skippedCharacters, skippedRepeats);
  }

  private String decode(byte[] bytes, String source) {
    CodingErrorAction onError = dictionary ? CodingErrorAction.REPLACE : CodingErrorAction.REPORT;
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(onError)
        .onUnmappableCharacter(onError);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (!result.isError()) {
      result = decoder.flush(out);
    }
    if (result.isError()) {
      int line = 1;
      for (int i = 0; i < in.position(); i++) {
        boolean lone = bytes[i] == '\r' && (i + 1 >= bytes.length || bytes[i + 1] != '\n');
        if (bytes[i] == '\n' || lone) {
          line++;
        }
      }
      throw new WordListFormatException(source, line, "",
          "not valid UTF-8 (at byte " + (in.position() + 1) + ")");
    }
    out.flip();
    return out.toString();
  }

  /** Returns {@code text[start, end)} without surrounding white space, no-break spaces included. */
  private static String trim(String text, int start, int end) {
    while (start < end && isBlank(text.charAt(start))) {
      start++;
    }
    while (end > start && isBlank(text.charAt(end - 1))) {
      end--;
    }
    return text.substring(start, end);
  }

  private static boolean isBlank(char c) {
    return Character.isWhitespace(c) || Character.isSpaceChar(c);
  }

  /** Returns {@code line} with A-Z folded to a-z, or null if it holds any other character. */
  private static @Nullable String fold(String line) {
    char[] chars = line.toCharArray();
    for (int i = 0; i < chars.length; i++) {
      char c = chars[i];
      if (c >= 'A' && c <= 'Z') {
        chars[i] = (char) (c + ('a' - 'A'));
      } else if (c < 'a' || c > 'z') {
        return null;
      }
    }
    return new String(chars);
  }

  private static WordListFormatException badCharacter(String source, int lineNumber, String line) {
    int i = 0;
    int position = 1;
    while (true) {
      int cp = line.codePointAt(i);
      if (!(cp >= 'a' && cp <= 'z') && !(cp >= 'A' && cp <= 'Z')) {
        return new WordListFormatException(source, lineNumber, line, quote(line) + " has "
            + quote(new String(Character.toChars(cp))) + " at position " + position
            + ": only letters a-z are allowed");
      }
      i += Character.charCount(cp);
      position++;
    }
  }

  /**
   * Returns {@code text} in single quotes, with control characters, spaces other than U+0020 and
   * other invisible characters written as {@code \}{@code uXXXX}, so that a message stays on one
   * readable line.
   */
  static String quote(String text) {
    StringBuilder sb = new StringBuilder(text.length() + 2).append('\'');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      int type = Character.getType(c);
      if (Character.isISOControl(c) || type == Character.FORMAT || type == Character.UNASSIGNED
          || (Character.isSpaceChar(c) && c != ' ')) {
        sb.append(String.format(java.util.Locale.ROOT, "\\u%04X", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append('\'').toString();
  }

  /** Returns a description of the mode, e.g. {@code strict} or {@code dictionary(5)}. */
  @Override
  public String toString() {
    if (dictionary) {
      return "dictionary(" + length + ")";
    }
    return length == 0 ? "strict" : "strict(" + length + ")";
  }

  /**
   * What a read produced: the words, and in dictionary mode how many lines were skipped and why.
   * Blank and comment lines are not counted as skipped. In strict mode every count is 0 (a bad
   * line throws instead). Immutable and thread-safe.
   */
  public static final class Result {
    private final WordList words;
    private final String source;
    private final int skippedOtherLength;
    private final int skippedOtherCharacters;
    private final int skippedRepeats;

    private Result(WordList words, String source, int skippedOtherLength,
        int skippedOtherCharacters, int skippedRepeats) {
      this.words = words;
      this.source = source;
      this.skippedOtherLength = skippedOtherLength;
      this.skippedOtherCharacters = skippedOtherCharacters;
      this.skippedRepeats = skippedRepeats;
    }

    /** Returns the words read, in the order of the input; never empty. */
    public WordList words() {
      return words;
    }

    /** Returns the name of the input, as used in messages. */
    public String source() {
      return source;
    }

    /** Returns the number of words skipped because their length (in characters) differed. */
    public int skippedOtherLength() {
      return skippedOtherLength;
    }

    /**
     * Returns the number of words of the right length skipped because they hold a character
     * outside a-z and A-Z (an apostrophe, an accented letter, invalid UTF-8).
     */
    public int skippedOtherCharacters() {
      return skippedOtherCharacters;
    }

    /** Returns the number of words skipped because they repeat an earlier word (after folding). */
    public int skippedRepeats() {
      return skippedRepeats;
    }

    /** Returns the number of lines skipped for any reason (blank and comment lines excluded). */
    public int skipped() {
      return skippedOtherLength + skippedOtherCharacters + skippedRepeats;
    }

    /**
     * Returns a one-line summary, e.g. {@code words: 5905 words of 5 letters; skipped 98000 of
     * other lengths, 1200 with characters outside a-z, 30 repeats}.
     */
    public String summary() {
      String kept = source + ": " + words.size() + " words of " + words.wordLength() + " letters";
      if (skipped() == 0) {
        return kept;
      }
      return kept + "; skipped " + skippedOtherLength + " of other lengths, "
          + skippedOtherCharacters + " with characters outside a-z, " + skippedRepeats + " repeats";
    }

    /** Returns {@link #summary()}. */
    @Override
    public String toString() {
      return summary();
    }
  }
}
