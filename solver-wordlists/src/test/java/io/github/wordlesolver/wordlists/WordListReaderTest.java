package io.github.wordlesolver.wordlists;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.WordList;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WordListReaderTest {
  @TempDir Path dir;

  private Path write(String name, String text) throws IOException {
    return write(name, text.getBytes(StandardCharsets.UTF_8));
  }

  private Path write(String name, byte[] bytes) throws IOException {
    Path file = dir.resolve(name);
    Files.write(file, bytes);
    return file;
  }

  private static WordList strict(Path file) {
    return WordListReader.strict().read(file).words();
  }

  private WordListFormatException formatError(WordListReader reader, String name, String text)
      throws IOException {
    Path file = write(name, text);
    WordListFormatException e =
        assertThrows(WordListFormatException.class, () -> reader.read(file));
    assertEquals(file.toString(), e.source());
    assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    return e;
  }

  private static void assertLine(WordListFormatException e, int line, String value) {
    assertEquals(line, e.lineNumber(), e.getMessage());
    assertEquals(value, e.value(), e.getMessage());
    assertTrue(e.getMessage().contains(", line " + line + ": "), e.getMessage());
    if (!value.isEmpty()) {
      assertTrue(e.getMessage().contains("'" + value + "'"), e.getMessage());
    }
  }

  @Test
  void readsWordsInFileOrder() throws IOException {
    WordListReader.Result result =
        WordListReader.strict().read(write("w.txt", "zebra\ncigar\napple\n"));
    assertEquals(List.of("zebra", "cigar", "apple"), result.words().asList());
    assertEquals(0, result.skipped());
    assertTrue(result.summary().endsWith("w.txt: 3 words of 5 letters"), result.summary());
  }

  @Test
  void lastLineNeedsNoNewline() throws IOException {
    assertEquals(List.of("cigar", "rebut"), strict(write("w.txt", "cigar\nrebut")).asList());
  }

  @Test
  void byteOrderMarkIsSkipped() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    bytes.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
    bytes.write("cigar\nrebut\n".getBytes(StandardCharsets.UTF_8));
    assertEquals(List.of("cigar", "rebut"), strict(write("bom.txt", bytes.toByteArray())).asList());
  }

  @Test
  void crlfAndCrLineEndings() throws IOException {
    assertEquals(List.of("cigar", "rebut", "sissy"),
        strict(write("crlf.txt", "cigar\r\nrebut\r\nsissy\r\n")).asList());
    assertEquals(List.of("cigar", "rebut", "sissy"),
        strict(write("cr.txt", "cigar\rrebut\rsissy")).asList());
    // line numbers count a CRLF once
    WordListFormatException e = formatError(WordListReader.strict(), "crlf-bad.txt",
        "cigar\r\nrebut\r\nbad!!\r\n");
    assertLine(e, 3, "bad!!");
  }

  @Test
  void commentsBlanksAndWhitespaceAreSkipped() throws IOException {
    String text =
        "# my list\n\n  cigar  \n\t# indented comment\n\trebut\t\n   \n\u00A0sissy\u3000\n";
    assertEquals(List.of("cigar", "rebut", "sissy"), strict(write("c.txt", text)).asList());
  }

  @Test
  void upperCaseIsFolded() throws IOException {
    assertEquals(List.of("cigar", "rebut"), strict(write("u.txt", "CIGAR\nReBuT\n")).asList());
  }

  @Test
  void otherLengthsWork() throws IOException {
    WordList six = strict(write("six.txt", "planet\nrocket\n"));
    assertEquals(6, six.wordLength());
    assertEquals(2, strict(write("two.txt", "ab\ncd\n")).wordLength());
    assertEquals(10, strict(write("ten.txt", "abcdefghij\n")).wordLength());
  }

  @Test
  void badCharacterNamesSourceLineAndValue() throws IOException {
    WordListFormatException e =
        formatError(WordListReader.strict(), "chars.txt", "# header\ncigar\n\ntig3r\n");
    assertLine(e, 4, "tig3r");
    assertTrue(e.getMessage().contains("'3' at position 4"), e.getMessage());

    e = formatError(WordListReader.strict(), "accent.txt", "cigar\nécrit\n");
    assertLine(e, 2, "écrit");
    assertTrue(e.getMessage().contains("'é' at position 1"), e.getMessage());

    e = formatError(WordListReader.strict(), "space.txt", "cigar\nre but\n");
    assertLine(e, 2, "re but");
  }

  @Test
  void controlCharactersAreEscapedInMessages() throws IOException {
    WordListFormatException e =
        formatError(WordListReader.strict(), "ctl.txt", "cigar\nab\u0007de\n");
    assertEquals(2, e.lineNumber());
    assertEquals("ab\u0007de", e.value());
    assertTrue(e.getMessage().contains("'ab\\u0007de' has '\\u0007' at position 3"),
        e.getMessage());
  }

  @Test
  void lengthMismatchNamesTheFirstWord() throws IOException {
    WordListFormatException e =
        formatError(WordListReader.strict(), "len.txt", "\n# c\ncigar\nrebut\nrebuts\n");
    assertLine(e, 5, "rebuts");
    assertTrue(e.getMessage().contains("6 letters, expected 5"), e.getMessage());
    assertTrue(e.getMessage().contains("'cigar' on line 3"), e.getMessage());
  }

  @Test
  void firstWordMustHaveASupportedLength() throws IOException {
    assertLine(formatError(WordListReader.strict(), "long.txt", "abcdefghijk\n"), 1,
        "abcdefghijk");
    assertLine(formatError(WordListReader.strict(), "short.txt", "a\nb\n"), 1, "a");
  }

  @Test
  void requireLengthChecksTheFirstWordToo() throws IOException {
    WordListReader reader = WordListReader.strict().requireLength(5);
    assertEquals(5, reader.wordLength());
    assertFalse(reader.isDictionary());
    WordListFormatException e = formatError(reader, "six.txt", "planet\n");
    assertLine(e, 1, "planet");
    assertTrue(e.getMessage().contains("6 letters, expected 5"), e.getMessage());
    assertEquals(List.of("cigar"), reader.read(write("ok.txt", "cigar\n")).words().asList());
  }

  @Test
  void duplicateNamesBothLines() throws IOException {
    WordListFormatException e =
        formatError(WordListReader.strict(), "dup.txt", "cigar\nrebut\n\nsissy\nrebut\n");
    assertLine(e, 5, "rebut");
    assertTrue(e.getMessage().contains("repeats line 2"), e.getMessage());
  }

  @Test
  void duplicateAfterCaseFolding() throws IOException {
    WordListFormatException e =
        formatError(WordListReader.strict(), "dupcase.txt", "cigar\nCigar\n");
    assertLine(e, 2, "Cigar");
    assertTrue(e.getMessage().contains("repeats line 1"), e.getMessage());
  }

  @Test
  void invalidUtf8NamesTheLine() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    bytes.write("cigar\r\nrebut\r\n".getBytes(StandardCharsets.US_ASCII));
    bytes.write(new byte[] {'a', 'b', (byte) 0xFF, 'd', 'e', '\n'});
    Path file = write("latin1.txt", bytes.toByteArray());
    WordListFormatException e =
        assertThrows(WordListFormatException.class, () -> WordListReader.strict().read(file));
    assertEquals(3, e.lineNumber());
    assertTrue(e.getMessage().startsWith(file + ", line 3: not valid UTF-8"), e.getMessage());
  }

  @Test
  void emptyListsAreErrors() throws IOException {
    WordListFormatException e = formatError(WordListReader.strict(), "empty.txt", "");
    assertEquals(0, e.lineNumber());
    assertTrue(e.getMessage().contains("no words"), e.getMessage());
    e = formatError(WordListReader.strict(), "comments.txt", "# nothing\n\n  \n#here\n");
    assertTrue(e.getMessage().contains("no words"), e.getMessage());
    e = formatError(WordListReader.strict(), "bom-only.txt", "\uFEFF");
    assertTrue(e.getMessage().contains("no words"), e.getMessage());
  }

  @Test
  void missingFileNamesThePath() {
    Path missing = dir.resolve("no-such-list.txt");
    UncheckedIOException e =
        assertThrows(UncheckedIOException.class, () -> WordListReader.strict().read(missing));
    assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
    assertTrue(e.getMessage().contains("no such file"), e.getMessage());
    assertInstanceOf(NoSuchFileException.class, e.getCause());
  }

  @Test
  void directoryIsUnreadable() {
    UncheckedIOException e =
        assertThrows(UncheckedIOException.class, () -> WordListReader.strict().read(dir));
    assertTrue(e.getMessage().contains(dir.toString()), e.getMessage());
  }

  @Test
  void readsAStreamWithASourceNameAndLeavesItOpen() {
    boolean[] closed = {false};
    InputStream in =
        new ByteArrayInputStream("cigar\nrebut\n".getBytes(StandardCharsets.UTF_8)) {
          @Override
          public void close() {
            closed[0] = true;
          }
        };
    WordListReader.Result result = WordListReader.strict().read(in, "my-stream");
    assertEquals("my-stream", result.source());
    assertEquals(List.of("cigar", "rebut"), result.words().asList());
    assertFalse(closed[0]);

    InputStream bad = new ByteArrayInputStream("cigar\ncigar\n".getBytes(StandardCharsets.UTF_8));
    WordListFormatException e = assertThrows(WordListFormatException.class,
        () -> WordListReader.strict().read(bad, "my-stream"));
    assertEquals("my-stream, line 2: 'cigar' repeats line 1", e.getMessage());
  }

  @Test
  void failingStreamNamesTheSource() {
    InputStream broken = new InputStream() {
      @Override
      public int read() throws IOException {
        throw new IOException("disk on fire");
      }
    };
    UncheckedIOException e = assertThrows(UncheckedIOException.class,
        () -> WordListReader.strict().read(broken, "remote.txt"));
    assertEquals("cannot read word list remote.txt: disk on fire", e.getMessage());
  }

  @Test
  void dictionaryModeKeepsWordsOfTheLengthAndCountsTheRest() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    bytes.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
    String text = String.join("\r\n",
        "A", "a", "aardvark", "Apple", "apple", "apples", "can't", "Zebra", "zebra",
        "", "# a comment", "  crane ", "éclat", "ZEBRA", "e-mail", "tiger", "bob's");
    bytes.write(text.getBytes(StandardCharsets.UTF_8));
    bytes.write("\r\nab".getBytes(StandardCharsets.UTF_8));
    bytes.write(new byte[] {(byte) 0xFE});
    bytes.write("de\r\nquiet\n".getBytes(StandardCharsets.UTF_8));
    Path file = write("words", bytes.toByteArray());

    WordListReader reader = WordListReader.strict().filterLength(5);
    assertTrue(reader.isDictionary());
    WordListReader.Result result = reader.read(file);
    assertEquals(List.of("apple", "zebra", "crane", "tiger", "quiet"),
        result.words().asList());
    // A, a, aardvark, apples, e-mail (length is checked first)
    assertEquals(5, result.skippedOtherLength());
    // can't, éclat, bob's, and ab?de with its invalid byte
    assertEquals(4, result.skippedOtherCharacters());
    // apple, zebra, ZEBRA
    assertEquals(3, result.skippedRepeats());
    assertEquals(12, result.skipped());
    assertEquals(file + ": 5 words of 5 letters; skipped 5 of other lengths, 4 with characters"
        + " outside a-z, 3 repeats", result.summary());
  }

  @Test
  void dictionaryModeWithNothingLeftIsAnError() throws IOException {
    WordListFormatException e = formatError(WordListReader.strict().filterLength(6), "d.txt",
        "cigar\nrebut\nplan'e\n");
    assertEquals(0, e.lineNumber());
    assertTrue(e.getMessage().contains("no words of 6 letters"), e.getMessage());
    assertTrue(e.getMessage().contains("skipped 2 of other lengths, 1 with characters outside"),
        e.getMessage());
  }

  @Test
  void modesAreImmutableValues() {
    WordListReader strict = WordListReader.strict();
    assertSame(strict, WordListReader.strict());
    WordListReader dictionary = strict.filterLength(5);
    assertFalse(strict.isDictionary());
    assertEquals(0, strict.wordLength());
    assertEquals("strict", strict.toString());
    assertEquals("dictionary(5)", dictionary.toString());
    assertEquals("strict(6)", dictionary.requireLength(6).toString());
    for (int bad : new int[] {0, 1, 11, -5}) {
      assertThrows(IllegalArgumentException.class, () -> strict.filterLength(bad));
      assertThrows(IllegalArgumentException.class, () -> strict.requireLength(bad));
    }
  }
}
