package io.github.wordlesolver.wordlists;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.RuleKernels;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class WordListsTest {
  private static final List<String> ENGLISH =
      List.of(
          "answers.txt",
          "allowed.txt",
          "nyt-allowed.txt",
          "nyt-answers-2309.txt",
          "nyt-answers-3158.txt");
  private static final List<String> BUNDLED =
      List.of(
          "answers.txt",
          "allowed.txt",
          "nyt-allowed.txt",
          "nyt-answers-2309.txt",
          "nyt-answers-3158.txt",
          "es.txt");
  private static final Alphabet SPANISH = Alphabet.of("abcdefghijklmnñopqrstuvwxyz");

  @Test
  void originalAnswersAreInPuzzleOrder() {
    WordList answers = WordLists.originalAnswers();
    assertEquals(2315, answers.size());
    assertEquals(5, answers.wordLength());
    assertEquals("cigar", answers.get(0));
    assertEquals("rebut", answers.get(1));
    assertEquals("sissy", answers.get(2));
    assertEquals("shave", answers.get(2314));
  }

  @Test
  void originalAllowedIsAlphabeticalAndDisjointFromTheAnswers() {
    WordList allowed = WordLists.originalAllowed();
    assertEquals(10657, allowed.size());
    assertEquals("aahed", allowed.get(0));
    assertEquals("zymic", allowed.get(10656));
    for (int i = 1; i < allowed.size(); i++) {
      assertTrue(allowed.get(i - 1).compareTo(allowed.get(i)) < 0, "not sorted at " + i);
    }
    WordList answers = WordLists.originalAnswers();
    for (int i = 0; i < answers.size(); i++) {
      assertFalse(allowed.contains(answers.get(i)), answers.get(i));
    }
  }

  @Test
  void originalGuessesAreTheAnswersThenTheAllowedWords() {
    WordList answers = WordLists.originalAnswers();
    WordList allowed = WordLists.originalAllowed();
    WordList guesses = WordLists.originalGuesses();
    assertEquals(12972, guesses.size());
    assertEquals(answers.size() + allowed.size(), guesses.size());
    assertEquals(WordList.union(answers, allowed), guesses);
    for (int i = 0; i < answers.size(); i++) {
      assertEquals(answers.get(i), guesses.get(i));
    }
    assertEquals("aahed", guesses.get(2315));
    assertEquals("zymic", guesses.get(12971));
  }

  @Test
  void nytAnswersAreTheExtendedListAlphabetically() {
    WordList nyt = WordLists.nytAnswers();
    assertEquals(3158, nyt.size());
    assertEquals("aback", nyt.get(0));
    for (int i = 1; i < nyt.size(); i++) {
      assertTrue(nyt.get(i - 1).compareTo(nyt.get(i)) < 0, "not sorted at " + i);
    }
    // Against the 2022 list: 8 words dropped, 857 added; every word is a NYT guess.
    Set<String> old = Set.copyOf(WordLists.nyt2022Answers().asList());
    Set<String> now = Set.copyOf(nyt.asList());
    assertEquals(8, old.stream().filter(w -> !now.contains(w)).count());
    assertEquals(857, now.stream().filter(w -> !old.contains(w)).count());
    for (String word : nyt.asList()) {
      assertTrue(WordLists.nytGuesses().contains(word), word);
    }
  }

  @Test
  void nyt2022AnswersAreTheOriginalOrderWithoutSixWords() {
    WordList nyt = WordLists.nyt2022Answers();
    assertEquals(2309, nyt.size());
    assertEquals("cigar", nyt.get(0));
    assertEquals("shave", nyt.get(2308));
    List<String> expected = new ArrayList<>(WordLists.originalAnswers().asList());
    expected.removeAll(Set.of("agora", "pupal", "lynch", "fibre", "slave", "wench"));
    assertEquals(expected, nyt.asList());
  }

  @Test
  void nytGuessesHoldTheNytAnswersFirstAndEveryOriginalGuess() {
    WordList guesses = WordLists.nytGuesses();
    WordList answers = WordLists.nytAnswers();
    assertEquals(14855, guesses.size());
    for (int i = 0; i < answers.size(); i++) {
      assertEquals(answers.get(i), guesses.get(i));
    }
    WordList original = WordLists.originalGuesses();
    for (int i = 0; i < original.size(); i++) {
      assertTrue(guesses.contains(original.get(i)), original.get(i));
    }
    assertEquals(14855 - 12972, guesses.size() - original.size());
    // The 2022 pair: the same words, its own answers first.
    WordList guesses2022 = WordLists.nyt2022Guesses();
    assertEquals(Set.copyOf(guesses.asList()), Set.copyOf(guesses2022.asList()));
    for (int i = 0; i < WordLists.nyt2022Answers().size(); i++) {
      assertEquals(WordLists.nyt2022Answers().get(i), guesses2022.get(i));
    }
  }

  @Test
  void listsAreLoadedOnceAndShared() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Callable<WordList>> tasks = new ArrayList<>();
      for (int i = 0; i < 16; i++) {
        tasks.add(i % 2 == 0 ? WordLists::nytGuesses : WordLists::originalGuesses);
      }
      List<Future<WordList>> results = pool.invokeAll(tasks);
      for (int i = 0; i < results.size(); i++) {
        assertSame(
            i % 2 == 0 ? WordLists.nytGuesses() : WordLists.originalGuesses(),
            results.get(i).get());
      }
    } finally {
      pool.shutdown();
    }
    assertSame(WordLists.originalAnswers(), WordLists.originalAnswers());
  }

  @Test
  void namedPairs() {
    assertSame(WordLists.original(), WordLists.named("original"));
    assertSame(WordLists.nyt(), WordLists.named("nyt"));
    assertSame(WordLists.nyt(), WordLists.named(" NYT "));
    assertSame(WordLists.originalAnswers(), WordLists.named("original").answers());
    assertSame(WordLists.originalGuesses(), WordLists.named("original").guesses());
    assertSame(WordLists.nytAnswers(), WordLists.named("nyt").answers());
    assertSame(WordLists.nytGuesses(), WordLists.named("nyt").guesses());
    assertSame(WordLists.nyt2022(), WordLists.named("NYT-2022"));
    assertSame(WordLists.nyt2022Answers(), WordLists.named("nyt-2022").answers());
    assertSame(WordLists.nyt2022Guesses(), WordLists.named("nyt-2022").guesses());
    assertSame(WordLists.spanish(), WordLists.named("es"));
    assertSame(WordLists.spanish(), WordLists.named(" ES"));
    assertSame(WordLists.spanish(), WordLists.named(WordLists.SPANISH));
    assertEquals(List.of("nyt", "nyt-2022", "original", "es"), WordLists.names());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> WordLists.named("absurdle"));
    assertTrue(e.getMessage().contains("'absurdle'"), e.getMessage());
    assertTrue(e.getMessage().contains("nyt, nyt-2022, original, es"), e.getMessage());
  }

  @Test
  void listPairChecksItsLists() {
    WordList answers = WordList.of("cigar", "rebut");
    assertEquals(5, new ListPair(answers, WordList.of("rebut", "cigar", "aahed")).wordLength());
    IllegalArgumentException missing =
        assertThrows(
            IllegalArgumentException.class,
            () -> new ListPair(answers, WordList.of("cigar", "aahed")));
    assertTrue(missing.getMessage().contains("'rebut'"), missing.getMessage());
    assertThrows(
        IllegalArgumentException.class, () -> new ListPair(answers, WordList.of("cigars")));
  }

  @Test
  @SuppressWarnings("deprecation") // originalPuzzleNumber, 1.0's long variant, still works
  void answerOfTheDay() {
    assertEquals("cigar", WordLists.originalAnswer(0));
    assertEquals("rebut", WordLists.originalAnswer(1));
    assertEquals("shave", WordLists.originalAnswer(2314));
    assertEquals(0, WordLists.originalPuzzleNumber(LocalDate.of(2021, 6, 19)));
    assertEquals(196, WordLists.originalPuzzleNumber(LocalDate.of(2022, 1, 1)));
    assertEquals(-1, WordLists.originalPuzzleNumber(LocalDate.of(2021, 6, 18)));
    assertEquals(2314, WordLists.originalPuzzleNumber(LocalDate.of(2027, 10, 20)));
    assertEquals(0, WordLists.originalDay(LocalDate.of(2021, 6, 19)));
    assertEquals(2314, WordLists.originalDay(LocalDate.of(2027, 10, 20)));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "2021-06-18",
        "2021-06-19",
        "2021-06-20",
        "2022-01-01",
        "2027-10-20",
        "2027-10-21",
        "1970-01-01",
        "2999-12-31"
      })
  @SuppressWarnings("deprecation") // compared with originalPuzzleNumber, 1.0's long variant
  void originalPuzzleIsTheIntNumberOfADayThatHasOne(LocalDate date) {
    long days = WordLists.originalPuzzleNumber(date);
    boolean has = days >= 0 && days <= 2314;
    assertEquals(has, WordLists.originalPuzzle(date).isPresent(), date::toString);
    if (has) {
      int number = WordLists.originalPuzzle(date).getAsInt();
      assertEquals(days, number);
      assertEquals(number, WordLists.originalDay(date));
      assertEquals(WordLists.originalAnswer(number), WordLists.originalAnswers().get(number));
    } else {
      assertThrows(IllegalArgumentException.class, () -> WordLists.originalDay(date));
    }
  }

  @Test
  void originalPuzzleOfTheFarPastAndFutureIsEmpty() {
    assertTrue(WordLists.originalPuzzle(LocalDate.MIN).isEmpty());
    assertTrue(WordLists.originalPuzzle(LocalDate.MAX).isEmpty());
  }

  @ParameterizedTest
  @ValueSource(ints = {-1, 2315, Integer.MIN_VALUE, Integer.MAX_VALUE})
  void anAnswerNumberOutsideTheOriginalListIsRefusedWithTheRange(int bad) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> WordLists.originalAnswer(bad));
    assertTrue(e.getMessage().contains(String.valueOf(bad)), e.getMessage());
    assertTrue(e.getMessage().contains("0..2314"), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"2021-06-18", "2027-10-21"})
  void aDayOutsideTheOriginalListIsRefusedWithItsDates(LocalDate bad) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> WordLists.originalDay(bad));
    assertEquals(
        "the original list has no answer for "
            + bad
            + ": they run from 2021-06-19 (0) to 2027-10-20 (2314)",
        e.getMessage());
  }

  static List<String> bundled() {
    return BUNDLED;
  }

  static List<String> english() {
    return ENGLISH;
  }

  @ParameterizedTest
  @MethodSource("bundled")
  void resourceDigestsMatchSourcesMd(String file) throws IOException, NoSuchAlgorithmException {
    String sources = new String(resource("SOURCES.md"), StandardCharsets.UTF_8);
    Pattern row =
        Pattern.compile(
            "^\\| ([\\w.-]+\\.txt) \\| (\\d+) \\| `([0-9a-f]{64})` \\|", Pattern.MULTILINE);
    Map<String, String[]> table = new HashMap<>();
    for (Matcher m = row.matcher(sources); m.find(); ) {
      table.put(m.group(1), new String[] {m.group(2), m.group(3)});
    }
    String[] expected = table.get(file);
    assertNotNull(expected, file + " is not listed in SOURCES.md");
    byte[] bytes = resource(file);
    String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    assertEquals(expected[1], digest, file);
    long lines = new String(bytes, StandardCharsets.UTF_8).lines().count();
    assertEquals(Long.parseLong(expected[0]), lines, file);
  }

  @ParameterizedTest
  @MethodSource("english")
  void resourcesAreInTheDocumentedFormat(String file) throws IOException {
    String text = new String(resource(file), StandardCharsets.US_ASCII);
    assertTrue(text.endsWith("\n"), file);
    assertFalse(text.contains("\r"), file);
    text.lines().forEach(line -> assertTrue(line.matches("[a-z]{5}"), file + ": " + line));
  }

  @Test
  void spanishPairIsTheWspanishFiveLetterWordsWithAccentsFolded() {
    ListPair es = WordLists.spanish();
    assertSame(es.answers(), es.guesses());
    assertSame(es, WordLists.spanish());
    WordList words = es.guesses();
    assertEquals(4718, words.size());
    assertEquals(5, es.wordLength());
    assertEquals(SPANISH, words.alphabet());
    assertEquals(27, words.alphabet().size());
    assertEquals("abaca", words.get(0));
    assertEquals("zuzon", words.get(4717));
    assertTrue(words.contains("niñez"));
    assertTrue(words.contains("arbol"));
    // a word typed with its accents is found under its folded form
    assertEquals(words.indexOf("arbol"), words.indexOf("árbol"));
    assertEquals(words.indexOf("dolar"), words.indexOf("DÓLAR"));
    // ñ is a letter of its own, not an n with an accent to fold
    assertFalse(words.contains("ninez"));
  }

  @Test
  void spanishResourceIsFiveSpanishLettersAWordWithNAndNoAccents() throws IOException {
    String text = new String(resource("es.txt"), StandardCharsets.UTF_8);
    assertTrue(text.endsWith("\n"));
    assertFalse(text.contains("\r"));
    List<String> lines = text.lines().toList();
    assertEquals(4718, lines.size());
    assertEquals(4718, Set.copyOf(lines).size(), "duplicates");
    boolean enye = false;
    for (String line : lines) {
      assertEquals(5, line.codePointCount(0, line.length()), line);
      line.codePoints()
          .forEach(
              cp ->
                  assertTrue(
                      SPANISH.indexOf(cp) >= 0 && SPANISH.letter(SPANISH.indexOf(cp)) == cp, line));
      assertTrue(line.matches("[a-zñ]{5}"), line);
      assertFalse(line.matches(".*[áéíóúüàèìòùâêîôûäëïö].*"), line);
      enye |= line.indexOf('ñ') >= 0;
    }
    assertTrue(enye, "no word has ñ");
  }

  @Test
  void spanishWordRoundTripsThroughAlphabetAndWordList() {
    WordList words = WordLists.spanish().guesses();
    int i = words.indexOf("niñez");
    assertTrue(i >= 0);
    assertEquals("niñez", words.get(i));
    assertEquals("niñez", words.asList().get(i));
    Alphabet alphabet = words.alphabet();
    StringBuilder spelled = new StringBuilder();
    for (int p = 0; p < 5; p++) {
      spelled.appendCodePoint(alphabet.letter(RuleKernels.letter(words, i, p)));
    }
    assertEquals("niñez", spelled.toString());
    assertEquals(14, RuleKernels.letter(words, i, 2), "ñ comes after n in the Spanish alphabet");
    assertEquals(i, words.indexOf("NIÑEZ"));
    assertEquals(i, words.indexOf("nin\u0303ez"));
    WordList one = WordList.of(alphabet, List.of(words.get(i)));
    assertEquals("niñez", one.get(0));
    assertEquals(alphabet, one.alphabet());
    WordList inferred = WordList.of(List.of("niñez"));
    assertEquals(Alphabet.of("einzñ"), inferred.alphabet());
    assertEquals(one, inferred.withAlphabet(alphabet));
  }

  private static byte[] resource(String name) throws IOException {
    try (InputStream in = WordLists.class.getResourceAsStream(name)) {
      assertNotNull(in, name);
      return in.readAllBytes();
    }
  }
}
