package io.github.wordlesolver.wordlists;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Alphabet;
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
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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
    assertEquals(
        List.of("cigar", "rebut", "sissy"),
        strict(write("crlf.txt", "cigar\r\nrebut\r\nsissy\r\n")).asList());
    assertEquals(
        List.of("cigar", "rebut", "sissy"),
        strict(write("cr.txt", "cigar\rrebut\rsissy")).asList());
    // line numbers count a CRLF once
    WordListFormatException e =
        formatError(WordListReader.strict(), "crlf-bad.txt", "cigar\r\nrebut\r\nbad!!\r\n");
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

    assertTrue(e.getMessage().endsWith("only letters are allowed"), e.getMessage());

    e = formatError(WordListReader.strict(), "hyphen.txt", "cigar\nx-ray\n");
    assertLine(e, 2, "x-ray");
    assertTrue(e.getMessage().contains("'-' at position 2"), e.getMessage());

    e = formatError(WordListReader.strict(), "apostrophe.txt", "niño\nño'o\n");
    assertLine(e, 2, "ño'o");
    assertTrue(e.getMessage().contains("''' at position 3"), e.getMessage());

    e = formatError(WordListReader.strict(), "space.txt", "cigar\nre but\n");
    assertLine(e, 2, "re but");
  }

  @Test
  void controlCharactersAreEscapedInMessages() throws IOException {
    WordListFormatException e =
        formatError(WordListReader.strict(), "ctl.txt", "cigar\nab\u0007de\n");
    assertEquals(2, e.lineNumber());
    assertEquals("ab\u0007de", e.value());
    assertTrue(
        e.getMessage().contains("'ab\\u0007de' has '\\u0007' at position 3"), e.getMessage());
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
    assertLine(formatError(WordListReader.strict(), "long.txt", "abcdefghijk\n"), 1, "abcdefghijk");
    assertLine(formatError(WordListReader.strict(), "short.txt", "a\nb\n"), 1, "a");
  }

  @Test
  void requireLengthChecksTheFirstWordToo() throws IOException {
    WordListReader reader = WordListReader.strict().withRequiredLength(5);
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
    assertEquals("ab", e.value());
    assertEquals(
        file + ", line 3: not valid UTF-8: byte 0xFF at offset 16 of the input, after" + " 'ab'",
        e.getMessage());
  }

  @Test
  void truncatedUtf8AtTheEndNamesTheLastLine() {
    byte[] bytes = {'n', 'i', (byte) 0xC3, (byte) 0xB1, 'o', '\n', 'a', (byte) 0xC3};
    WordListFormatException e =
        assertThrows(
            WordListFormatException.class,
            () -> WordListReader.strict().read(new ByteArrayInputStream(bytes), "cut"));
    assertEquals(2, e.lineNumber());
    assertTrue(
        e.getMessage().startsWith("cut, line 2: not valid UTF-8: byte 0xC3 at offset 7"),
        e.getMessage());
    // dictionary mode reads the bad bytes as U+FFFD and counts the word as not letters
    byte[] mixed = {'n', 'i', (byte) 0xC3, (byte) 0xB1, 'o', '\n', 'a', 'b', (byte) 0xFF, 'c'};
    WordListReader.Result result =
        WordListReader.strict().withLengthFilter(4).read(new ByteArrayInputStream(mixed), "mixed");
    assertEquals(List.of("niño"), result.words().asList());
    assertEquals(1, result.skippedOtherCharacters());
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
    WordListFormatException e =
        assertThrows(
            WordListFormatException.class, () -> WordListReader.strict().read(bad, "my-stream"));
    assertEquals("my-stream, line 2: 'cigar' repeats line 1", e.getMessage());
  }

  @Test
  void failingStreamNamesTheSource() {
    InputStream broken =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw new IOException("disk on fire");
          }

          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            throw new IOException("disk on fire");
          }
        };
    UncheckedIOException e =
        assertThrows(
            UncheckedIOException.class, () -> WordListReader.strict().read(broken, "remote.txt"));
    assertEquals("cannot read word list remote.txt: disk on fire", e.getMessage());
  }

  @Test
  void dictionaryModeKeepsWordsOfTheLengthAndCountsTheRest() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    bytes.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
    String text =
        String.join(
            "\r\n",
            "A",
            "a",
            "aardvark",
            "Apple",
            "apple",
            "apples",
            "can't",
            "Zebra",
            "zebra",
            "",
            "# a comment",
            "  crane ",
            "éclat",
            "ZEBRA",
            "e-mail",
            "tiger",
            "bob's");
    bytes.write(text.getBytes(StandardCharsets.UTF_8));
    bytes.write("\r\nab".getBytes(StandardCharsets.UTF_8));
    bytes.write(new byte[] {(byte) 0xFE});
    bytes.write("de\r\nquiet\n".getBytes(StandardCharsets.UTF_8));
    Path file = write("words", bytes.toByteArray());

    WordListReader reader = WordListReader.strict().withLengthFilter(5);
    assertTrue(reader.isDictionary());
    WordListReader.Result result = reader.read(file);
    assertEquals(
        List.of("apple", "zebra", "crane", "éclat", "tiger", "quiet"), result.words().asList());
    assertEquals(Alphabet.of(result.words().asList()), result.words().alphabet());
    assertTrue(result.words().alphabet().contains('é'));
    // A, a, aardvark, apples, e-mail (length is checked first)
    assertEquals(5, result.skippedOtherLength());
    // can't, bob's, and ab?de with its invalid byte
    assertEquals(3, result.skippedOtherCharacters());
    // apple, zebra, ZEBRA
    assertEquals(3, result.skippedRepeats());
    assertEquals(11, result.skipped());
    assertEquals(0, result.mergedByFolding());
    assertEquals(
        file
            + ": 6 words of 5 letters; skipped 5 of other lengths, 3 with characters"
            + " that are not letters, 3 repeats",
        result.summary());
  }

  @Test
  void dictionaryModeWithNothingLeftIsAnError() throws IOException {
    WordListFormatException e =
        formatError(WordListReader.strict().withLengthFilter(6), "d.txt", "cigar\nrebut\nplan'e\n");
    assertEquals(0, e.lineNumber());
    assertTrue(e.getMessage().contains("no words of 6 letters"), e.getMessage());
    assertTrue(
        e.getMessage()
            .contains("skipped 2 of other lengths, 1 with characters that are" + " not letters"),
        e.getMessage());
  }

  @Test
  void modesAreImmutableValues() {
    WordListReader strict = WordListReader.strict();
    assertSame(strict, WordListReader.strict());
    WordListReader dictionary = strict.withLengthFilter(5);
    assertFalse(strict.isDictionary());
    assertEquals(0, strict.wordLength());
    assertEquals("strict", strict.toString());
    assertEquals("dictionary(5)", dictionary.toString());
    assertEquals("strict(6)", dictionary.withRequiredLength(6).toString());
    WordListReader folding = dictionary.withAccentFolding(true);
    assertTrue(folding.foldsAccents());
    assertFalse(dictionary.foldsAccents());
    assertFalse(strict.foldsAccents());
    assertSame(folding, folding.withAccentFolding(true));
    assertEquals("dictionary(5), foldAccents", folding.toString());
    assertEquals("strict(5), foldAccents", folding.withRequiredLength(5).toString());
    assertTrue(folding.withRequiredLength(5).foldsAccents());
    assertEquals("strict, foldAccents", strict.withAccentFolding(true).toString());
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 11, -5})
  void aLengthOutsideTwoToTenIsRefused(int bad) {
    WordListReader strict = WordListReader.strict();
    assertThrows(IllegalArgumentException.class, () -> strict.withLengthFilter(bad));
    assertThrows(IllegalArgumentException.class, () -> strict.withRequiredLength(bad));
  }

  @Test
  void lettersOfOtherAlphabetsAreRead() throws IOException {
    WordList french = strict(write("fr.txt", "écrit\nÊTRES\n"));
    assertEquals(List.of("écrit", "êtres"), french.asList());
    // inferred: the letters used, in code point order
    assertEquals(Alphabet.of("ceirstéê"), french.alphabet());
    WordList greek = strict(write("el.txt", "ΛΕΞΗ\nνερό\n"));
    assertEquals(List.of("λεξη", "νερό"), greek.asList());
    assertSame(Alphabet.ENGLISH, strict(write("en.txt", "cigar\n")).alphabet());
  }

  @Test
  void decomposedLettersAreComposedAndCountedOnce() throws IOException {
    // n + U+0303 COMBINING TILDE is one letter, ñ
    WordListReader.Result result =
        WordListReader.strict().read(write("nfd.txt", "nin\u0303o\nan\u0303os\nPIN\u0303A\n"));
    assertEquals(List.of("niño", "años", "piña"), result.words().asList());
    assertEquals(4, result.words().wordLength());
    assertEquals(Alphabet.of("ainopsñ"), result.words().alphabet());
    // the composed and the decomposed spelling are the same word
    WordListFormatException e =
        formatError(WordListReader.strict(), "both.txt", "niño\nnin\u0303o\n");
    assertEquals(2, e.lineNumber());
    assertTrue(e.getMessage().endsWith("repeats line 1"), e.getMessage());
  }

  @Test
  void turkishCapitalsFoldWithoutLocaleSurprises() throws IOException {
    Path file = write("tr.txt", "İNCİR\nKIRIK\nkırık\nTITLE\n");
    Locale saved = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag("tr-TR"));
    try {
      WordList words = strict(file);
      // İ and I both read as i, one code point each, whatever the default locale (in Turkish,
      // String.toLowerCase() makes I a dotless ı; in English it makes İ an i + U+0307)
      assertEquals(List.of("incir", "kirik", "kırık", "title"), words.asList());
      assertEquals(5, words.wordLength());
      assertTrue(words.alphabet().contains('ı'));
      assertEquals(-1, words.alphabet().toString().indexOf('\u0307'));
    } finally {
      Locale.setDefault(saved);
    }
    assertEquals(List.of("incir", "kirik", "kırık", "title"), strict(file).asList());
  }

  @Test
  void germanUmlautsAndSharpSAreLettersOfTheirOwn() throws IOException {
    Path file = write("de.txt", "Äpfel\nGRÖßE\nÜbung\nweiße\napfel\n");
    WordListReader.Result kept = WordListReader.strict().read(file);
    assertEquals(List.of("äpfel", "größe", "übung", "weiße", "apfel"), kept.words().asList());
    for (char letter : new char[] {'ä', 'ö', 'ü', 'ß'}) {
      assertEquals(letter, kept.words().alphabet().letter(kept.words().alphabet().indexOf(letter)));
    }
    assertEquals(0, kept.mergedByFolding());
    // folding drops the umlauts but keeps ß, which has no accent to drop; apfel merges into äpfel
    WordListReader.Result folded = WordListReader.strict().withAccentFolding(true).read(file);
    assertEquals(List.of("apfel", "große", "ubung", "weiße"), folded.words().asList());
    assertEquals(1, folded.mergedByFolding());
    assertTrue(folded.words().alphabet().contains('ß'));
    assertEquals(-1, folded.words().alphabet().toString().indexOf('ä'));
  }

  @Test
  void foldingMergesWordsThatDifferOnlyInAccents() throws IOException {
    Path file = write("rio.txt", "río\nmar\nrio\nrió\nsol\n");
    WordListReader.Result result = WordListReader.strict().withAccentFolding(true).read(file);
    assertEquals(List.of("rio", "mar", "sol"), result.words().asList());
    assertEquals(2, result.mergedByFolding());
    assertEquals(0, result.skipped());
    assertEquals(
        file + ": 3 words of 3 letters; merged 2 equal after folding accents", result.summary());
    // without folding they are three words
    assertEquals(List.of("río", "mar", "rio", "rió", "sol"), strict(file).asList());
  }

  @Test
  void exactRepeatsStayErrorsWhenFolding() throws IOException {
    WordListReader folding = WordListReader.strict().withAccentFolding(true);
    WordListFormatException e = formatError(folding, "again.txt", "río\nrio\nRÍO\n");
    assertLine(e, 3, "RÍO");
    assertTrue(e.getMessage().endsWith("'RÍO' repeats line 1"), e.getMessage());
    e = formatError(folding, "merged-again.txt", "río\nrio\nrio\n");
    assertLine(e, 3, "rio");
    assertTrue(e.getMessage().endsWith("'rio' repeats line 2"), e.getMessage());

    WordListReader.Result dictionary =
        folding.withLengthFilter(3).read(write("d.txt", "río\nrio\nRÍO\nrío\nrió\n"));
    assertEquals(List.of("rio"), dictionary.words().asList());
    assertEquals(2, dictionary.mergedByFolding());
    assertEquals(2, dictionary.skippedRepeats());
    assertTrue(
        dictionary
            .summary()
            .endsWith(
                "; skipped 0 of other lengths, 0 with characters that"
                    + " are not letters, 2 repeats; merged 2 equal after folding accents"),
        dictionary.summary());
  }

  @Test
  void moreThan32LettersNamesTheLineAndTheExtraLetters() throws IOException {
    String text = "abcde\nfghij\nklmno\npqrst\nuvwxy\n# 25 so far\nzäöüß\néèêëà\n";
    WordListFormatException e = formatError(WordListReader.strict(), "many.txt", text);
    // a-z, ä ö ü ß, é è: 32; ê on line 8 is the 33rd
    assertLine(e, 8, "éèêëà");
    assertTrue(e.getMessage().contains("brings a 33rd letter, 'ê'"), e.getMessage());
    assertTrue(
        e.getMessage().contains("the letters outside a-z so far are ß ä è é ê ö ü"),
        e.getMessage());
    assertTrue(e.getMessage().contains("withAccentFolding(true)"), e.getMessage());
    e = formatError(WordListReader.strict().withLengthFilter(5), "many-dict.txt", text);
    assertLine(e, 8, "éèêëà");
    // folded, the same words use a-z and ß
    WordList folded =
        WordListReader.strict().withAccentFolding(true).read(write("f.txt", text)).words();
    assertEquals(27, folded.alphabet().size());
    assertEquals(List.of("zaouß", "eeeea"), folded.asList().subList(5, 7));
  }

  @Test
  void multiMegabyteLineMakesAShortError() {
    Generated line = new Generated(8 << 20, i -> 'a');
    WordListFormatException e =
        assertThrows(
            WordListFormatException.class, () -> WordListReader.strict().read(line, "huge"));
    assertEquals(1, e.lineNumber());
    assertTrue(e.getMessage().length() < 150, e.getMessage());
    assertTrue(e.getMessage().startsWith("huge, line 1: the line starting 'aaaa"), e.getMessage());
    assertTrue(e.getMessage().endsWith("…' has more than 1000 characters"), e.getMessage());
    assertEquals("a".repeat(WordListReader.SHOWN) + "…", e.value());
    // the reader stopped at the error instead of reading the rest
    assertTrue(line.consumed() < 100_000, line.consumed() + " bytes read");
  }

  @Test
  void longBadWordsAreQuotedShort() {
    String word = "b".repeat(900) + "1";
    WordListFormatException e =
        assertThrows(
            WordListFormatException.class,
            () -> WordListReader.strict().read(stream("cigar\n" + word + "\n"), "s"));
    assertEquals(2, e.lineNumber());
    assertTrue(e.getMessage().length() < 150, e.getMessage());
    assertTrue(e.getMessage().contains("'1' at position 901"), e.getMessage());
    assertEquals(WordListReader.SHOWN + 1, e.value().length());

    e =
        assertThrows(
            WordListFormatException.class,
            () -> WordListReader.strict().read(stream("c".repeat(1000) + "\n"), "s"));
    assertTrue(e.getMessage().contains("has 1000 letters"), e.getMessage());
    assertTrue(e.getMessage().length() < 150, e.getMessage());

    WordListFormatException direct = new WordListFormatException("src", 3, "x".repeat(5000), "p");
    assertEquals("x".repeat(WordListReader.SHOWN) + "…", direct.value());
  }

  @Test
  void dictionaryModeSkipsTooLongLinesAsOtherLengths() {
    int huge = 3 << 20;
    String tail = "\ncigar\nrebut";
    Generated in =
        new Generated(huge + tail.length(), i -> i < huge ? 'é' : tail.charAt((int) (i - huge)));
    WordListReader.Result result = WordListReader.strict().withLengthFilter(5).read(in, "big");
    assertEquals(List.of("cigar", "rebut"), result.words().asList());
    assertEquals(1, result.skippedOtherLength());
  }

  @Test
  void readsAFileLongerThanAnyBufferInOnePass() {
    // 456,976 five-letter words a????, each followed by a line of another length: about 12 MB
    int count = 26 * 26 * 26 * 26;
    Generated in =
        new Generated(
            (long) count * 27,
            i -> {
              int n = (int) (i / 27);
              int at = (int) (i % 27);
              if (at == 0) {
                return 'a';
              }
              if (at < 5) {
                int shift = 4 - at;
                int d = n;
                for (int k = 0; k < shift; k++) {
                  d /= 26;
                }
                return (char) ('a' + d % 26);
              }
              return at == 5 || at == 26 ? '\n' : 'x';
            });
    WordListReader.Result result = WordListReader.strict().withLengthFilter(5).read(in, "gen");
    WordList words = result.words();
    assertEquals(count, words.size());
    assertEquals(count, result.skippedOtherLength());
    assertEquals("aaaaa", words.get(0));
    assertEquals("aaaab", words.get(1));
    assertEquals("azzzz", words.get(count - 1));
    assertEquals(count * 27L, in.consumed());
  }

  @Test
  void splitsMultiByteLettersAndCrlfAcrossReads() {
    byte[] text = "\uFEFFniño\r\nAÑOS\rpiña\r\n\r\nñ-ña\r\n".getBytes(StandardCharsets.UTF_8);
    WordListFormatException e =
        assertThrows(
            WordListFormatException.class,
            () -> WordListReader.strict().read(new Trickle(text), "trickle"));
    assertEquals(5, e.lineNumber());
    assertEquals(
        "trickle, line 5: 'ñ-ña' has '-' at position 2: only letters are allowed", e.getMessage());
    byte[] good = "\uFEFFniño\r\nAÑOS\rpiña\r\n".getBytes(StandardCharsets.UTF_8);
    assertEquals(
        List.of("niño", "años", "piña"),
        WordListReader.strict().read(new Trickle(good), "trickle").words().asList());
  }

  private static InputStream stream(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
  }

  /** A stream of the UTF-8 of {@code length} generated characters, made as it is read. */
  private static final class Generated extends InputStream {
    private final long length;
    private final LongToCharFunction at;
    private long next;
    private long consumed;
    private final byte[] pending = new byte[3];
    private int pendingFrom;
    private int pendingTo;

    Generated(long length, LongToCharFunction at) {
      this.length = length;
      this.at = at;
    }

    @Override
    public int read() {
      if (pendingFrom == pendingTo) {
        if (next == length) {
          return -1;
        }
        byte[] bytes = String.valueOf(at.apply(next++)).getBytes(StandardCharsets.UTF_8);
        System.arraycopy(bytes, 0, pending, 0, bytes.length);
        pendingFrom = 0;
        pendingTo = bytes.length;
      }
      consumed++;
      return pending[pendingFrom++] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      int n = 0;
      while (n < len) {
        int c = read();
        if (c < 0) {
          return n == 0 ? -1 : n;
        }
        b[off + n++] = (byte) c;
      }
      return n;
    }

    long consumed() {
      return consumed;
    }
  }

  /** Generates the character at an index. */
  @FunctionalInterface
  private interface LongToCharFunction {
    char apply(long index);
  }

  /** A stream that hands out one byte a call. */
  private static final class Trickle extends ByteArrayInputStream {
    Trickle(byte[] bytes) {
      super(bytes);
    }

    @Override
    public synchronized int read(byte[] b, int off, int len) {
      return super.read(b, off, Math.min(len, 1));
    }
  }

  /** 1.0's bare option names still give the readers of the {@code withX} names. */
  @Test
  @SuppressWarnings("deprecation") // the point: requireLength, filterLength, foldAccents work
  void deprecatedOptionNamesGiveTheSameReaders() {
    WordListReader strict = WordListReader.strict();
    assertEquals(strict.withRequiredLength(6).toString(), strict.requireLength(6).toString());
    assertEquals(strict.withLengthFilter(4).toString(), strict.filterLength(4).toString());
    assertEquals(strict.withAccentFolding(true).toString(), strict.foldAccents().toString());
    WordListReader folded = strict.withLengthFilter(5).withAccentFolding(true);
    WordListReader old = strict.filterLength(5).foldAccents();
    assertEquals(folded.isDictionary(), old.isDictionary());
    assertEquals(folded.wordLength(), old.wordLength());
    assertTrue(old.foldsAccents());
    assertTrue(folded.foldsAccents());
    assertSame(folded, folded.withAccentFolding(true));
    assertFalse(folded.withAccentFolding(false).foldsAccents());
    assertTrue(folded.withAccentFolding(false).isDictionary());
    byte[] text = "árbol\nÁRBOL\nniño\ncasa\n".getBytes(StandardCharsets.UTF_8);
    WordListReader.Result viaNew = folded.read(new ByteArrayInputStream(text), "t");
    WordListReader.Result viaOld = old.read(new ByteArrayInputStream(text), "t");
    assertEquals(viaNew.words(), viaOld.words());
    assertEquals(viaNew.summary(), viaOld.summary());
    assertThrows(IllegalArgumentException.class, () -> strict.requireLength(1));
    assertThrows(IllegalArgumentException.class, () -> strict.filterLength(11));
  }
}
