package io.github.wordlesolver.wordlists;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.DailyPuzzles;
import io.github.wordlesolver.WordList;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The bundled word lists, loaded from this module's resources. Provenance, sizes and SHA-256
 * digests of the files are in {@code SOURCES.md} beside them (resource {@code
 * io/github/wordlesolver/wordlists/SOURCES.md}).
 *
 * <table>
 *   <caption>The lists</caption>
 *   <tr><th>method</th><th>words</th><th>order</th></tr>
 *   <tr><td>{@link #originalAnswers()}</td><td>2,315</td><td>puzzle order: cigar is puzzle 0
 *       (2021-06-19)</td></tr>
 *   <tr><td>{@link #originalAllowed()}</td><td>10,657</td><td>alphabetical; the guesses that are
 *       never answers</td></tr>
 *   <tr><td>{@link #originalGuesses()}</td><td>12,972</td><td>the answers, then the allowed
 *       words</td></tr>
 *   <tr><td>{@link #nytAnswers()}</td><td>3,158</td><td>alphabetical; the extended NYT answer
 *       list of July 2023, the best public list for today's game</td></tr>
 *   <tr><td>{@link #nytGuesses()}</td><td>14,855</td><td>the NYT answers, then the other words
 *       the NYT accepts (since Sep 2022) alphabetically</td></tr>
 *   <tr><td>{@link #nyt2022Answers()}</td><td>2,309</td><td>the original order without agora,
 *       pupal, lynch, fibre, slave, wench (NYT, Feb 2022)</td></tr>
 *   <tr><td>{@link #nyt2022Guesses()}</td><td>14,855</td><td>the same words as {@link
 *       #nytGuesses()}: the 2022 answers, then the others alphabetically</td></tr>
 *   <tr><td>{@link #spanish()}</td><td>4,718</td><td>alphabetical; the five-letter words of
 *       Debian's {@code wspanish} with accents folded ({@code ñ} kept); answers and guesses
 *       alike</td></tr>
 * </table>
 *
 * <pre>{@code
 * ListPair nyt = WordLists.nyt();                       // today's game
 * Solver solver = Solver.of(nyt.answers(), nyt.guesses());
 * String cigar = WordLists.originalAnswer(0);           // puzzle 0 of the original game
 * ListPair spanish = WordLists.named(WordLists.SPANISH); // as the CLI's --list names it
 * }</pre>
 *
 * <p>In every guess list the answers come first (in the Spanish pair they are the whole list), so
 * an answer has the same index in the answer list and in the guess list.
 *
 * <p>Each list is read and checked on first use (a few milliseconds) and then shared: every call
 * returns the same immutable instance. All methods are thread-safe. A missing or damaged resource
 * (a broken jar) fails the first use with an {@link ExceptionInInitializerError} whose cause says
 * which resource, and later uses with {@link NoClassDefFoundError}.
 */
public final class WordLists {
  /** The day of original puzzle 0 (cigar): 19 June 2021. */
  public static final LocalDate ORIGINAL_FIRST_DAY = LocalDate.of(2021, 6, 19);

  /** The name of the original (pre-NYT) pair for {@link #named}. */
  public static final String ORIGINAL = "original";

  /** The name of the NYT pair for {@link #named}: today's game, {@link #nyt()}. */
  public static final String NYT = "nyt";

  /** The name of the NYT pair of 2022 for {@link #named}: {@link #nyt2022()}. */
  public static final String NYT_2022 = "nyt-2022";

  /** The name of the Spanish pair for {@link #named}. */
  public static final String SPANISH = "es";

  /** The Spanish alphabet {@code abcdefghijklmnñopqrstuvwxyz}, that of {@link #spanish}. */
  static final Alphabet SPANISH_ALPHABET = Alphabet.of("abcdefghijklmnñopqrstuvwxyz");

  private static final List<String> NAMES = List.of(NYT, NYT_2022, ORIGINAL, SPANISH);

  private WordLists() {}

  /** Returns the 2,315 original answers in puzzle order. Loads them on first use. */
  public static WordList originalAnswers() {
    return OriginalAnswers.LIST;
  }

  /**
   * Returns the 10,657 original allowed guesses that are never answers, alphabetically. Loads them
   * on first use.
   */
  public static WordList originalAllowed() {
    return OriginalAllowed.LIST;
  }

  /**
   * Returns the 12,972 original guessable words: {@code WordList.union(originalAnswers(),
   * originalAllowed())}. Loads them on first use.
   */
  public static WordList originalGuesses() {
    return Original.PAIR.guesses();
  }

  /**
   * Returns the 3,158 answers of the extended NYT list of July 2023, alphabetically: the best
   * public list of the answers the NYT's editor picks today (it still misses the odd one, which a
   * {@link io.github.wordlesolver.solver.Game} finds among the other guesses). Loads them on first
   * use.
   */
  public static WordList nytAnswers() {
    return NytAnswers.LIST;
  }

  /**
   * Returns the 14,855 words the NYT accepts as guesses (since September 2022): the {@link
   * #nytAnswers()} first, then the others alphabetically. Loads them on first use.
   */
  public static WordList nytGuesses() {
    return Nyt.PAIR.guesses();
  }

  /** Returns the 2,309 answers of the NYT list of February 2022, in puzzle order. */
  public static WordList nyt2022Answers() {
    return Nyt2022Answers.LIST;
  }

  /**
   * Returns the 14,855 words the NYT accepts as guesses, the {@link #nyt2022Answers()} first, then
   * the others alphabetically: the words of {@link #nytGuesses()} in another order. Loads them on
   * first use.
   */
  public static WordList nyt2022Guesses() {
    return Nyt2022.PAIR.guesses();
  }

  /** Returns the original answers and guesses. */
  public static ListPair original() {
    return Original.PAIR;
  }

  /**
   * Returns the NYT's lists of today's game: the 3,158 answers of {@link #nytAnswers()} and the
   * 14,855 guesses of {@link #nytGuesses()}.
   */
  public static ListPair nyt() {
    return Nyt.PAIR;
  }

  /**
   * Returns the NYT's lists of 2022: the 2,309 answers of {@link #nyt2022Answers()} and the same
   * 14,855 guesses ({@link #nyt2022Guesses()}).
   */
  public static ListPair nyt2022() {
    return Nyt2022.PAIR;
  }

  /**
   * Returns the Spanish pair: 4,718 five-letter words in the source's alphabetical order, as both
   * the answers and the guesses (the same {@link WordList}). The words are those of Debian's {@code
   * wspanish} (public domain) that are all lower case, with accents folded as Spanish games fold
   * them ({@code árbol} is {@code arbol}; {@code ñ} is a letter of its own). The alphabet is the 27
   * letters {@code abcdefghijklmnñopqrstuvwxyz}, although no word uses {@code w}. A word typed with
   * accents is found: {@code guesses().indexOf("árbol")} is that of {@code arbol}. Loads the list
   * on first use.
   */
  public static ListPair spanish() {
    return Spanish.PAIR;
  }

  /**
   * Returns the bundled pair called {@code name}: {@value #NYT}, {@value #NYT_2022}, {@value
   * #ORIGINAL} or {@value #SPANISH} (case and surrounding blanks are ignored).
   *
   * @throws IllegalArgumentException if no pair has that name; the message lists the known names
   */
  public static ListPair named(String name) {
    return switch (name.strip().toLowerCase(Locale.ROOT)) {
      case ORIGINAL -> original();
      case NYT -> nyt();
      case NYT_2022 -> nyt2022();
      case SPANISH -> spanish();
      default ->
          throw new IllegalArgumentException(
              "unknown word list '"
                  + name
                  + "': the bundled lists are "
                  + String.join(", ", NAMES));
    };
  }

  /**
   * Returns the names {@link #named} accepts, in a fixed order: {@code [nyt, nyt-2022, original,
   * es]}.
   */
  public static List<String> names() {
    return NAMES;
  }

  /**
   * Returns the answer of original puzzle {@code puzzleNumber}: 0 is cigar (2021-06-19), 1 rebut,
   * 2314 the last. O(1) after the list is loaded.
   *
   * @throws IllegalArgumentException if {@code puzzleNumber} is outside 0..2314
   */
  public static String originalAnswer(int puzzleNumber) {
    WordList answers = originalAnswers();
    if (puzzleNumber < 0 || puzzleNumber >= answers.size()) {
      throw new IllegalArgumentException(
          "puzzle number "
              + puzzleNumber
              + " is outside 0.."
              + (answers.size() - 1)
              + " (the original list has "
              + answers.size()
              + " answers)");
    }
    return answers.get(puzzleNumber);
  }

  /**
   * Returns the original puzzle number of {@code date}: the days since {@link #ORIGINAL_FIRST_DAY}.
   * Negative before it, and possibly past the last puzzle (2314, on 2027-10-20); check with {@link
   * #originalAnswer}. O(1).
   *
   * @deprecated use {@link #originalPuzzle(LocalDate)} instead, an {@code int} as every other
   *     puzzle number of this class ({@link #originalAnswer(int)}, {@link #originalDay}), empty for
   *     a date without a puzzle; for the days between any two dates, {@code
   *     ChronoUnit.DAYS.between(ORIGINAL_FIRST_DAY, date)}
   */
  @Deprecated(since = "1.1")
  public static long originalPuzzleNumber(LocalDate date) {
    return ChronoUnit.DAYS.between(ORIGINAL_FIRST_DAY, date);
  }

  /**
   * Returns the original puzzle number of {@code date}, the days since {@link #ORIGINAL_FIRST_DAY},
   * when the original list has an answer that day ({@link #originalAnswer(int)}); empty before the
   * first day and past the last puzzle (2314, on 2027-10-20). As {@link #originalDay}, which throws
   * instead of returning empty. O(1) after the list is loaded.
   *
   * @since 1.1
   */
  public static OptionalInt originalPuzzle(LocalDate date) {
    long number = ChronoUnit.DAYS.between(ORIGINAL_FIRST_DAY, date);
    return number >= 0 && number < originalAnswers().size()
        ? OptionalInt.of((int) number)
        : OptionalInt.empty();
  }

  /**
   * Returns the puzzle number of {@code date} on the original list, as {@link #originalPuzzle}, for
   * a date that has an answer there. O(1) after the list is loaded.
   *
   * @throws IllegalArgumentException if the original list has no answer for {@code date}; the
   *     message names the date and the dates that have one
   */
  public static int originalDay(LocalDate date) {
    OptionalInt number = originalPuzzle(date);
    if (number.isEmpty()) {
      int last = originalAnswers().size() - 1;
      throw new IllegalArgumentException(
          "the original list has no answer for "
              + date
              + ": they run from "
              + ORIGINAL_FIRST_DAY
              + " (0) to "
              + ORIGINAL_FIRST_DAY.plusDays(last)
              + " ("
              + last
              + ")");
    }
    return number.getAsInt();
  }

  /**
   * Returns a puzzle a day from the answers of the bundled pair called {@code name} ({@link
   * #named}: case and surrounding blanks are ignored): the {@link DailyPuzzles} of those answers
   * ordered by the pair's own name ({@value #NYT}, {@value #NYT_2022}, {@value #ORIGINAL} or
   * {@value #SPANISH}), puzzle 0 falling on {@link #ORIGINAL_FIRST_DAY}, the day the NYT numbers
   * its puzzles from. Fixed for every 1.x version (a test pins the first puzzles of each pair). For
   * the original pair this is not its own puzzle order ({@link #originalAnswer}, which ends in
   * 2027) but another order of the same words, with an answer for every day. Loads the list on
   * first use; O(1) otherwise.
   *
   * <pre>{@code
   * DailyPuzzles daily = WordLists.daily(WordLists.NYT);
   * String today = daily.answer(LocalDate.now(ZoneOffset.UTC));
   * }</pre>
   *
   * @throws IllegalArgumentException if no pair has that name; the message lists the known names
   * @since 1.2
   */
  public static DailyPuzzles daily(String name) {
    ListPair pair = named(name);
    return DAILY.computeIfAbsent(
        name.strip().toLowerCase(Locale.ROOT),
        canonical -> DailyPuzzles.of(canonical, pair.answers(), ORIGINAL_FIRST_DAY));
  }

  /** The daily puzzles of the bundled pairs made so far, by name: each keeps its last round. */
  private static final Map<String, DailyPuzzles> DAILY = new ConcurrentHashMap<>();

  /** Reads a bundled five-letter list of letters a-z and checks its size. */
  static WordList load(String resource, int expectedSize) {
    return load(resource, expectedSize, Alphabet.ENGLISH);
  }

  /**
   * Reads a bundled five-letter list (strictly: no folding), checks its size, and writes it in
   * {@code alphabet}.
   */
  static WordList load(String resource, int expectedSize, Alphabet alphabet) {
    try (InputStream in = WordLists.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("bundled word list " + resource + " is missing");
      }
      WordList list = WordListReader.strict().withRequiredLength(5).read(in, resource).words();
      if (list.size() != expectedSize) {
        throw new IllegalStateException(
            "bundled word list "
                + resource
                + " has "
                + list.size()
                + " words, expected "
                + expectedSize);
      }
      return list.withAlphabet(alphabet);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read bundled word list " + resource, e);
    }
  }

  private static final class OriginalAnswers {
    static final WordList LIST = load("answers.txt", 2315);
  }

  private static final class OriginalAllowed {
    static final WordList LIST = load("allowed.txt", 10657);
  }

  private static final class Original {
    static final ListPair PAIR = pair(OriginalAnswers.LIST, OriginalAllowed.LIST, 12972);
  }

  private static final class NytAllowed {
    static final WordList LIST = load("nyt-allowed.txt", 14855);
  }

  private static final class NytAnswers {
    static final WordList LIST = load("nyt-answers-3158.txt", 3158);
  }

  private static final class Nyt {
    static final ListPair PAIR = pair(NytAnswers.LIST, NytAllowed.LIST, 14855);
  }

  private static final class Nyt2022Answers {
    static final WordList LIST = load("nyt-answers-2309.txt", 2309);
  }

  private static final class Nyt2022 {
    static final ListPair PAIR = pair(Nyt2022Answers.LIST, NytAllowed.LIST, 14855);
  }

  private static final class Spanish {
    static final WordList LIST = load("es.txt", 4718, SPANISH_ALPHABET);
    static final ListPair PAIR = new ListPair(LIST, LIST);
  }

  private static ListPair pair(WordList answers, WordList others, int expectedGuesses) {
    WordList guesses = WordList.union(answers, others);
    if (guesses.size() != expectedGuesses) {
      throw new IllegalStateException(
          "bundled guesses: " + guesses.size() + " words, expected " + expectedGuesses);
    }
    return new ListPair(answers, guesses);
  }
}
