package io.github.wordlesolver.wordlists;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Texts;
import io.github.wordlesolver.internal.Utf8Decoder;
import java.nio.CharBuffer;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The state of one read of {@link WordListReader}: splits the decoded characters into lines (LF,
 * CRLF or CR; a byte order mark skipped), trims them, and checks and collects the words by the
 * reader's mode, throwing {@link WordListFormatException} for the first bad line in strict mode and
 * counting what dictionary mode skips. The class comment of {@link WordListReader} is its contract.
 *
 * <p>Not thread-safe: one scan per read.
 */
final class WordListScan implements Utf8Decoder.Sink {
  private final String source;
  private final boolean dictionary;
  private final boolean foldAccents;
  private final StringBuilder line = new StringBuilder();
  private final List<String> words = new ArrayList<>();

  /** The line of each word kept (after folding). */
  private final Map<String, Integer> keptLine = new HashMap<>();

  /** The first line of each word before folding; only when folding. */
  private final Map<String, Integer> seenLine = new HashMap<>();

  private final BitSet letters = new BitSet();
  private int letterCount;

  /** The word length: the reader's, or 0 until the first word (strict mode only). */
  private int expected;

  private int firstWordLine;
  private int lineNumber;
  private boolean started;
  private boolean lineStarted;
  private boolean tooLong;
  private boolean afterCr;
  private int skippedLength;
  private int skippedCharacters;
  private int skippedRepeats;
  private int merged;

  WordListScan(String source, boolean dictionary, int length, boolean foldAccents) {
    this.source = source;
    this.dictionary = dictionary;
    this.expected = length;
    this.foldAccents = foldAccents;
  }

  /** Consumes the characters of {@code chars} (in write mode) and clears it. */
  @Override
  public void accept(CharBuffer chars) {
    chars.flip();
    while (chars.hasRemaining()) {
      accept(chars.get());
    }
    chars.clear();
  }

  private void accept(char c) {
    if (!started) {
      started = true;
      if (c == '\uFEFF') {
        return;
      }
    }
    if (afterCr) {
      afterCr = false;
      if (c == '\n') {
        return;
      }
    }
    if (c == '\n' || c == '\r') {
      endLine();
      afterCr = c == '\r';
    } else if (!tooLong) {
      lineStarted = true;
      if (line.length() < WordListReader.MAX_LINE) {
        line.append(c);
      } else {
        tooLong = true;
        if (!dictionary) {
          String prefix = Texts.shorten(line.toString());
          throw new WordListFormatException(
              source,
              lineNumber + 1,
              prefix,
              "the line starting "
                  + Texts.quote(prefix)
                  + " has more than "
                  + WordListReader.MAX_LINE
                  + " characters");
        }
      }
    }
  }

  private void endLine() {
    lineNumber++;
    if (tooLong) {
      skippedLength++;
    } else {
      word(trim(line));
    }
    line.setLength(0);
    lineStarted = false;
    tooLong = false;
  }

  /** Checks and collects the word on the current line, {@code text} trimmed. */
  private void word(String text) {
    if (text.isEmpty() || text.charAt(0) == '#') {
      return;
    }
    String normal = Alphabet.normalize(text);
    String word = foldAccents ? Alphabet.foldAccents(normal) : normal;
    int count = word.codePointCount(0, word.length());
    if (dictionary && count != expected) {
      skippedLength++;
      return;
    }
    int bad = firstNonLetter(word);
    if (bad >= 0) {
      if (dictionary) {
        skippedCharacters++;
        return;
      }
      throw badLine(
          text,
          " has "
              + Texts.quote(Character.toString(word.codePointAt(bad)))
              + " at position "
              + (word.codePointCount(0, bad) + 1)
              + ": only letters are allowed");
    }
    if (expected == 0) {
      if (count < Feedback.MIN_LENGTH || count > Feedback.MAX_LENGTH) {
        throw badLine(
            text,
            " has "
                + count
                + " letters: word lists hold words of "
                + Feedback.MIN_LENGTH
                + " to "
                + Feedback.MAX_LENGTH
                + " letters");
      }
      expected = count;
      firstWordLine = lineNumber;
    } else if (count != expected) {
      throw badLine(
          text,
          " has "
              + count
              + " letters, expected "
              + expected
              + (firstWordLine > 0
                  ? " like " + Texts.quote(words.get(0)) + " on line " + firstWordLine
                  : ""));
    }
    Integer earlier = foldAccents ? seenLine.putIfAbsent(normal, lineNumber) : keptLine.get(word);
    if (earlier != null) {
      if (dictionary) {
        skippedRepeats++;
        return;
      }
      throw badLine(text, " repeats line " + earlier);
    }
    if (keptLine.putIfAbsent(word, lineNumber) != null) {
      merged++;
      return;
    }
    addLetters(word, text);
    words.add(word);
  }

  /** Notes the letters of a word about to be kept; throws if one is the 33rd. */
  private void addLetters(String word, String text) {
    for (int i = 0; i < word.length(); ) {
      int cp = word.codePointAt(i);
      i += Character.charCount(cp);
      if (letters.get(cp)) {
        continue;
      }
      letters.set(cp);
      if (++letterCount > Alphabet.MAX_LETTERS) {
        StringBuilder extra = new StringBuilder();
        for (int l = letters.nextSetBit(0); l >= 0; l = letters.nextSetBit(l + 1)) {
          if (l < 'a' || l > 'z') {
            extra.append(' ').appendCodePoint(l);
          }
        }
        throw badLine(
            text,
            " brings a "
                + letterCount
                + "rd letter, "
                + Texts.quote(Character.toString(cp))
                + ": a word list may use "
                + Alphabet.MAX_LETTERS
                + " letters; the letters outside a-z so far are"
                + extra
                + (foldAccents
                    ? " (accents already folded)"
                    : " (folding accents may help: WordListReader.withAccentFolding(true))"));
      }
    }
  }

  @Override
  public WordListFormatException notUtf8(long offset, byte value) {
    String before = trim(line);
    return new WordListFormatException(
        source,
        lineNumber + 1,
        Texts.shorten(before),
        String.format(
                Locale.ROOT,
                "not valid UTF-8: byte 0x%02X at offset %d of the input",
                value & 0xFF,
                offset)
            + (before.isEmpty() ? "" : ", after " + Texts.quote(before)));
  }

  WordListReader.Result finish() {
    if (lineStarted || tooLong) {
      endLine();
    }
    if (words.isEmpty()) {
      String why =
          dictionary
              ? "no words of "
                  + expected
                  + " letters (skipped "
                  + skippedLength
                  + " of other lengths, "
                  + skippedCharacters
                  + " with characters that are not"
                  + " letters)"
              : "no words (only blank lines and # comments)";
      throw new WordListFormatException(source, 0, "", why);
    }
    return new WordListReader.Result(
        WordList.of(words), source, skippedLength, skippedCharacters, skippedRepeats, merged);
  }

  /**
   * Returns the error for the word {@code text} on the current line: its first characters as the
   * value, and the message {@code 'text'} followed by {@code problem}.
   */
  private WordListFormatException badLine(String text, String problem) {
    return new WordListFormatException(
        source, lineNumber, Texts.shorten(text), Texts.quote(text) + problem);
  }

  /** Returns the index of the first code point of {@code word} that is not a letter, or -1. */
  private static int firstNonLetter(String word) {
    for (int i = 0; i < word.length(); ) {
      int cp = word.codePointAt(i);
      if (!Character.isLetter(cp)) {
        return i;
      }
      i += Character.charCount(cp);
    }
    return -1;
  }

  /** Returns {@code text} without surrounding white space, no-break spaces included. */
  private static String trim(CharSequence text) {
    int start = 0;
    int end = text.length();
    while (start < end && isBlank(text.charAt(start))) {
      start++;
    }
    while (end > start && isBlank(text.charAt(end - 1))) {
      end--;
    }
    return text.subSequence(start, end).toString();
  }

  private static boolean isBlank(char c) {
    return Character.isWhitespace(c) || Character.isSpaceChar(c);
  }
}
