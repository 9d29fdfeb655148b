package io.github.wordlesolver.engine;

import static io.github.wordlesolver.testing.EngineTestSupport.randomWords;
import static io.github.wordlesolver.testing.EngineTestSupport.referenceCode;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.strings;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.quicktheories.core.Gen;

class MarkTableTest {
  private static final long SEED = 0x5EED_CAFEL;

  /** A random list over a tiny alphabet: many repeated letters. */
  private static WordList randomList(Random random, int count, int length, int alphabet) {
    return WordList.of(randomWords(random, count, length, alphabet));
  }

  private static void assertEveryCell(MarkTable table) {
    WordList guesses = table.guesses();
    WordList answers = table.answers();
    for (int g = 0; g < guesses.size(); g++) {
      String guess = guesses.get(g);
      for (int a = 0; a < answers.size(); a++) {
        String answer = answers.get(a);
        int code = table.code(g, a);
        String where = guess + " vs " + answer;
        assertEquals(Feedback.compute(guess, answer).code(), code, where);
        assertEquals(referenceCode(guess, answer), code, where);
      }
    }
  }

  @ParameterizedTest(name = "length {0}")
  @ValueSource(ints = {2, 3, 4, 5, 6, 7, 8, 9, 10})
  void everyCellMatchesTheMarkingRuleOnRepetitiveRandomLists(int length) {
    Random random = new Random(SEED + length);
    for (int alphabet : new int[] {2, 3, 5}) {
      WordList guesses = randomList(random, 40, length, alphabet);
      WordList answers = randomList(random, 30, length, alphabet);
      MarkTable table = MarkTable.build(guesses, answers);
      assertSame(guesses, table.guesses());
      assertSame(answers, table.answers());
      long cellBytes = length <= 5 ? 1 : 2;
      assertEquals(cellBytes * guesses.size() * answers.size(), table.sizeInBytes());
      assertEveryCell(table);
    }
  }

  @Test
  void everyCellMatchesOnRealFiveLetterSubsets() {
    WordList answers = EngineTestSupport.answers(120);
    WordList guesses = WordList.union(answers, EngineTestSupport.allowed(50));
    MarkTable table = MarkTable.build(guesses, answers);
    assertEquals((long) guesses.size() * answers.size(), table.sizeInBytes());
    assertEveryCell(table);
  }

  /** The worked cases of docs/dev/DOMAIN.md, read back through one table of all their words. */
  @ParameterizedTest(name = "{0} vs {1} -> {2}")
  @CsvFileSource(resources = "/io/github/wordlesolver/worked-marks.csv")
  void workedCasesReadBackThroughATable(String guess, String answer, String marks) {
    WordList worked = WordList.of("speed", "abbey", "eerie", "llama", "geese", "array");
    WordList secrets =
        WordList.of("abide", "erase", "steal", "crepe", "kebab", "label", "eerie", "rarer");
    MarkTable small = MarkTable.build(worked, secrets);
    assertEquals(
        Feedback.parse(marks).code(),
        small.code(worked.indexOf(guess), secrets.indexOf(answer)),
        guess + " vs " + answer);
  }

  /** Runs the kernel on {@code guess} against {@code answers}, through the byte or char path. */
  private static int[] kernelRow(RowKernel kernel, String guess, int answers, boolean bytes) {
    WordList one = WordList.of(guess);
    int base = 3;
    int[] out = new int[answers];
    if (bytes) {
      byte[] row = new byte[answers + 2 * base];
      Arrays.fill(row, (byte) 0x7F);
      kernel.fill(one, 0, row, base);
      for (int a = 0; a < answers; a++) {
        out[a] = row[base + a] & 0xFF;
      }
      for (int i = 0; i < base; i++) {
        assertEquals(0x7F, row[i], "byte fill wrote before its base");
        assertEquals(0x7F, row[base + answers + i], "byte fill wrote past its row");
      }
    } else {
      char[] row = new char[answers + 2 * base];
      Arrays.fill(row, (char) 0xBEEF);
      kernel.fill(one, 0, row, base);
      for (int a = 0; a < answers; a++) {
        out[a] = row[base + a];
      }
      for (int i = 0; i < base; i++) {
        assertEquals(0xBEEF, row[i], "char fill wrote before its base");
        assertEquals(0xBEEF, row[base + answers + i], "char fill wrote past its row");
      }
    }
    return out;
  }

  @ParameterizedTest(name = "length {0}")
  @ValueSource(ints = {2, 3, 4, 5, 6, 7, 8, 9, 10})
  void rowKernelAgreesWithMarkingOnRandomWords(int length) {
    Random random = new Random(SEED * 31 + length);
    for (int alphabet : new int[] {1, 2, 3, 4, 26}) {
      WordList answers = randomList(random, 60, length, alphabet);
      RowKernel kernel = new RowKernel(answers);
      for (String guess : randomWords(random, 25, length, Math.min(26, alphabet + 1))) {
        List<int[]> rows = new ArrayList<>();
        if (length <= 5) {
          rows.add(kernelRow(kernel, guess, answers.size(), true));
        }
        rows.add(kernelRow(kernel, guess, answers.size(), false));
        for (int a = 0; a < answers.size(); a++) {
          int expected = Feedback.compute(guess, answers.get(a)).code();
          assertEquals(
              referenceCode(guess, answers.get(a)), expected, guess + " vs " + answers.get(a));
          for (int[] row : rows) {
            assertEquals(expected, row[a], "kernel: " + guess + " vs " + answers.get(a));
          }
        }
      }
    }
  }

  /**
   * A full 32-letter alphabet, words mostly from its last letters and its first: the packed
   * kernel's letter fields and held bits at their extremes (letters 0 and 31), every pattern of
   * repeats up to a letter five times.
   */
  @Test
  void everyCellMatchesOverTheWidestAlphabet() {
    String letters = "abcdefghijklmnopqrstuvwxyzáéíóúñ";
    Alphabet alphabet = Alphabet.of(letters);
    String pool = "aabñúóíé" + letters;
    Random random = new Random(SEED ^ 32);
    List<String> words = new ArrayList<>();
    while (words.size() < 400) {
      StringBuilder word = new StringBuilder();
      for (int p = 0; p < 5; p++) {
        int bias = random.nextInt(4);
        word.append(pool.charAt(bias == 0 ? random.nextInt(pool.length()) : random.nextInt(8)));
      }
      if (!words.contains(word.toString())) {
        words.add(word.toString());
      }
    }
    WordList guesses = WordList.of(alphabet, words.subList(0, 200));
    WordList answers = WordList.of(alphabet, words.subList(200, 400));
    MarkTable table = MarkTable.build(guesses, answers);
    for (int g = 0; g < guesses.size(); g++) {
      for (int a = 0; a < answers.size(); a++) {
        // The reference reads ASCII: each letter becomes the character '@' + its index.
        String guess = ascii(guesses.get(g), letters);
        String answer = ascii(answers.get(a), letters);
        assertEquals(
            referenceCode(guess, answer),
            table.code(g, a),
            guesses.get(g) + " vs " + answers.get(a));
      }
    }
  }

  private static String ascii(String word, String letters) {
    StringBuilder out = new StringBuilder();
    word.chars().forEach(c -> out.append((char) ('@' + letters.indexOf(c))));
    return out.toString();
  }

  /**
   * A guess tells two answers apart only with a letter where they differ: the table's letter sets
   * against ones read off the words, and the claim against the reference marks, on every guess and
   * pair of answers of repetitive lists and over the widest alphabet (its last letter is bit 31).
   */
  @Test
  void aGuessTellsAnswersApartOnlyWithALetterWhereTheyDiffer() {
    String letters = "abcdefghijklmnopqrstuvwxyzáéíóúñ";
    Alphabet widest = Alphabet.of(letters);
    Random random = new Random(SEED ^ 11);
    int blind = 0;
    int apart = 0;
    for (int length : new int[] {3, 5, 8}) {
      for (int alphabet : new int[] {3, 6, 32}) {
        WordList guesses = WordList.of(widest, words(random, 30, length, letters, alphabet));
        WordList answers = WordList.of(widest, words(random, 20, length, letters, alphabet));
        MarkTable table = MarkTable.build(guesses, answers);
        for (int g = 0; g < guesses.size(); g++) {
          int expected = 0;
          for (char ch : guesses.get(g).toCharArray()) {
            expected |= 1 << letters.indexOf(ch);
          }
          assertEquals(expected, table.guessLetters(g), guesses.get(g));
        }
        for (int a = 0; a < answers.size(); a++) {
          for (int b = 0; b < answers.size(); b++) {
            String x = answers.get(a);
            String y = answers.get(b);
            int differing = 0;
            for (int i = 0; i < length; i++) {
              if (x.charAt(i) != y.charAt(i)) {
                differing |= 1 << letters.indexOf(x.charAt(i)) | 1 << letters.indexOf(y.charAt(i));
              }
            }
            assertEquals(differing, table.differingLetters(a, b), x + " and " + y);
            for (int g = 0; g < guesses.size(); g++) {
              String guess = ascii(guesses.get(g), letters);
              if ((table.guessLetters(g) & differing) == 0) {
                blind++;
                assertEquals(
                    referenceCode(guess, ascii(x, letters)),
                    referenceCode(guess, ascii(y, letters)),
                    guesses.get(g) + ": " + x + ", " + y);
              } else if (table.code(g, a) != table.code(g, b)) {
                apart++;
              }
            }
          }
        }
      }
    }
    assertTrue(blind > 1000 && apart > 1000, blind + " / " + apart);
  }

  /** Distinct random words over the first {@code alphabet} of {@code letters}, the last often. */
  private static List<String> words(
      Random random, int count, int length, String letters, int alphabet) {
    List<String> out = new ArrayList<>();
    while (out.size() < count) {
      StringBuilder word = new StringBuilder();
      for (int p = 0; p < length; p++) {
        word.append(
            letters.charAt(
                random.nextInt(4) == 0 ? letters.length() - 1 : random.nextInt(alphabet)));
      }
      if (!out.contains(word.toString())) {
        out.add(word.toString());
      }
    }
    return out;
  }

  @Test
  void rowKernelAndMarkingAgreeWithTheReferenceOnGeneratedPairs() {
    Gen<int[]> shape =
        integers().between(2, 10).zip(integers().between(1, 4), (l, k) -> new int[] {l, k});
    Gen<String[]> pairs =
        shape.flatMap(
            lk -> {
              Gen<String> word = strings().betweenCodePoints('a', 'a' + lk[1] - 1).ofLength(lk[0]);
              return word.zip(word, (g, a) -> new String[] {g, a});
            });
    qt().withFixedSeed(SEED)
        .withExamples(3000)
        .forAll(pairs)
        .checkAssert(
            pair -> {
              String guess = pair[0];
              String answer = pair[1];
              int length = guess.length();
              int expected = referenceCode(guess, answer);
              assertEquals(
                  expected, Feedback.compute(guess, answer).code(), guess + " vs " + answer);
              RowKernel kernel = new RowKernel(WordList.of(answer));
              assertEquals(
                  expected, kernelRow(kernel, guess, 1, false)[0], guess + " vs " + answer);
              if (length <= 5) {
                assertEquals(
                    expected, kernelRow(kernel, guess, 1, true)[0], guess + " vs " + answer);
              }
            });
  }

  @ParameterizedTest(name = "length {0}")
  @ValueSource(ints = {3, 5, 7})
  void countMatchesManualBucketing(int length) {
    Random random = new Random(SEED ^ length);
    WordList guesses = randomList(random, 50, length, 3);
    WordList answers = randomList(random, 80, length, 3);
    MarkTable table = MarkTable.build(guesses, answers);
    int codes = Feedback.codeCount(length);
    for (int trial = 0; trial < 40; trial++) {
      int g = random.nextInt(guesses.size());
      int[] subset =
          random
              .ints(0, answers.size())
              .distinct()
              .limit(1 + random.nextInt(answers.size()))
              .toArray();
      int n = subset.length - random.nextInt(Math.min(3, subset.length));
      int[] counts = new int[codes];
      int[] touched = new int[codes];
      int t = table.count(g, subset, n, counts, touched);
      int[] expected = new int[codes];
      for (int i = 0; i < n; i++) {
        expected[Feedback.compute(guesses.get(g), answers.get(subset[i])).code()]++;
      }
      assertArrayEquals(expected, counts);
      assertEquals(n, Arrays.stream(counts).sum());
      assertEquals(Arrays.stream(expected).filter(c -> c > 0).count(), t);
      int[] seen = Arrays.copyOf(touched, t);
      assertEquals(t, Arrays.stream(seen).distinct().count(), "touched codes repeat");
      for (int code : seen) {
        assertTrue(counts[code] > 0, "touched code " + code + " has no count");
      }
      // In first-seen order: the first candidate's code comes first.
      if (n > 0) {
        assertEquals(table.code(g, subset[0]), touched[0]);
      }
      // countUnlessCollisions agrees when it does not give up, and leaves no count behind when
      // it does.
      int[] counts2 = new int[codes];
      int[] touched2 = new int[codes];
      int collisions = n - t;
      assertEquals(t, table.countUnlessCollisions(g, subset, n, counts2, touched2, collisions));
      assertArrayEquals(expected, counts2);
      if (collisions > 0) {
        int[] counts3 = new int[codes];
        assertEquals(
            -1, table.countUnlessCollisions(g, subset, n, counts3, new int[codes], collisions - 1));
        assertArrayEquals(new int[codes], counts3, "counts left behind after giving up");
      }
    }
  }

  private static int[] allCodes(MarkTable table) {
    int answers = table.answers().size();
    int[] codes = new int[table.guesses().size() * answers];
    for (int g = 0; g < table.guesses().size(); g++) {
      for (int a = 0; a < answers; a++) {
        codes[g * answers + a] = table.code(g, a);
      }
    }
    return codes;
  }

  @Test
  void buildingIsDeterministicWhateverThePool() throws Exception {
    Random random = new Random(SEED + 99);
    List<MarkTable[]> cases = new ArrayList<>();
    WordList answers5 = EngineTestSupport.answers(150);
    WordList guesses5 = WordList.union(answers5, EngineTestSupport.allowed(40));
    WordList answers8 = randomList(random, 120, 8, 3);
    WordList guesses8 = randomList(random, 200, 8, 3);
    ForkJoinPool single = new ForkJoinPool(1);
    try {
      for (WordList[] lists : new WordList[][] {{guesses5, answers5}, {guesses8, answers8}}) {
        MarkTable common = MarkTable.build(lists[0], lists[1]);
        MarkTable again = MarkTable.build(lists[0], lists[1]);
        MarkTable oneThread = single.submit(() -> MarkTable.build(lists[0], lists[1])).get();
        cases.add(new MarkTable[] {common, again, oneThread});
      }
    } finally {
      single.shutdown();
    }
    for (MarkTable[] tables : cases) {
      int[] expected = allCodes(tables[0]);
      assertArrayEquals(expected, allCodes(tables[1]), "second build differs");
      assertArrayEquals(expected, allCodes(tables[2]), "build in a one-thread pool differs");
      assertEveryCell(tables[2]);
    }
  }

  @Test
  void mismatchedLengthsAreRejected() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> MarkTable.build(WordList.of("abcde"), WordList.of("abcd")));
    assertTrue(e.getMessage().contains("5") && e.getMessage().contains("4"), e.getMessage());
  }

  @Test
  void anEngineSharesOneTable() {
    WordList answers = EngineTestSupport.answers(20);
    Engine engine =
        new Engine(GameRules.of(answers), answers, WordList.union(answers, WordList.of("zzzzz")));
    MarkTable table = engine.table();
    assertSame(table, engine.table());
    assertEquals(engine.guesses(), table.guesses());
    assertEquals(engine.answers(), table.answers());
    assertEquals(21, table.guesses().size());
    assertEquals(19, table.guessOfAnswer(19));
    assertEquals(-1, MarkTable.build(WordList.of("abcde"), WordList.of("bcdea")).guessOfAnswer(0));
    assertEveryCell(table);
  }

  @Test
  void equalRulesAndListsShareOneEngineWhateverTheMode() {
    WordList answers = EngineTestSupport.answers(30);
    WordList guesses = WordList.union(answers, WordList.of("zzzzz"));
    Engine engine = Engine.shared(GameRules.of(answers), answers, guesses);
    // Equal lists built anew, and another mode: the same engine, so one table.
    WordList sameAnswers = WordList.of(answers.asList());
    Engine again =
        Engine.shared(
            GameRules.of(answers).withMode(io.github.wordlesolver.Mode.HARD),
            sameAnswers,
            WordList.union(sameAnswers, WordList.of("zzzzz")));
    assertSame(engine, again);
    assertSame(engine.table(), again.tableIfBuilt());
    assertEquals(io.github.wordlesolver.Mode.NORMAL, engine.rules().mode());
    // Other lists or another guess limit: another engine.
    WordList fewer = EngineTestSupport.answers(29);
    assertTrue(engine != Engine.shared(GameRules.of(fewer), fewer, guesses));
    assertTrue(engine != Engine.shared(GameRules.of(answers).withMaxGuesses(5), answers, guesses));
  }
}
