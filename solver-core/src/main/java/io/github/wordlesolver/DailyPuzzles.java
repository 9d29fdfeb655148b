package io.github.wordlesolver;

import io.github.wordlesolver.internal.Texts;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * A puzzle a day for any answer list: a fixed order of the answers, made from a name and the words
 * themselves, and the day on which puzzle 0 falls (the epoch). How a host draws today's secret from
 * its own list so that every player, every server and every restart draws the same one.
 *
 * <pre>{@code
 * DailyPuzzles daily = DailyPuzzles.of("my-bot", answers, LocalDate.of(2026, 1, 1));
 * String today = daily.answer(LocalDate.now(ZoneOffset.UTC));
 * int number = daily.puzzle(LocalDate.now(ZoneOffset.UTC)).orElseThrow();
 * }</pre>
 *
 * <h2>The order</h2>
 *
 * Puzzle {@code k} ({@code k >= 0}) falls on the epoch plus {@code k} days. Puzzles come in rounds
 * of {@code n} (the number of answers): round {@code r = k / n} holds every answer once, and puzzle
 * {@code k} is the word at position {@code k mod n} of round {@code r}'s order. Round {@code r}
 * orders the answers by the SHA-256 digest of the UTF-8 bytes of the name, a line feed, {@code r}
 * in decimal (ASCII digits, no sign or leading zeros), a line feed and the word, digests compared
 * as unsigned bytes, first byte first; two words with equal digests (none are known) go in the
 * order of {@link String#compareTo}. A word is spelled as its {@link WordList} holds it (lower
 * case, NFC).
 *
 * <p>Nothing else enters: not the order of the list, not the machine, the Java version or a random
 * generator. The same name and the same set of words give the same puzzles everywhere, and in every
 * 1.x version of this library (tests pin the first puzzles of the bundled answer list); another
 * name gives another order of the same words. A host that changes its list changes its order: keep
 * the name and the list together.
 *
 * <p>Immutable and thread-safe. Costs {@code n} SHA-256 digests of a few dozen bytes (about a
 * millisecond for 3,000 answers) the first time a round is asked for; the last round computed is
 * kept, so the puzzles of one round cost a look-up each.
 *
 * @since 1.2
 */
public final class DailyPuzzles {
  private final String name;
  private final WordList answers;
  private final LocalDate epoch;

  /** The last round computed, with its number; replaced as a whole. */
  private volatile @Nullable Round last;

  /** One round's order. */
  private record Round(long number, List<String> order) {}

  private DailyPuzzles(String name, WordList answers, LocalDate epoch) {
    this.name = name;
    this.answers = answers;
    this.epoch = epoch;
  }

  /**
   * Returns the daily puzzles of {@code answers} ordered by {@code name}, puzzle 0 falling on
   * {@code epoch}. O(1): the order is computed when first asked for.
   *
   * @param name names the order; any non-empty text (case and blanks count)
   * @param answers the words that can be a day's answer
   * @param epoch the day of puzzle 0
   * @throws IllegalArgumentException if {@code name} is empty
   */
  public static DailyPuzzles of(String name, WordList answers, LocalDate epoch) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(answers, "answers");
    Objects.requireNonNull(epoch, "epoch");
    if (name.isEmpty()) {
      throw new IllegalArgumentException("the name of a daily order cannot be empty");
    }
    return new DailyPuzzles(name, answers, epoch);
  }

  /** Returns the name that orders the answers. */
  public String name() {
    return name;
  }

  /** Returns the answers the puzzles are drawn from. */
  public WordList answers() {
    return answers;
  }

  /** Returns the day of puzzle 0. */
  public LocalDate epoch() {
    return epoch;
  }

  /**
   * Returns the answer of puzzle {@code puzzle}: the word at position {@code puzzle mod n} of the
   * order of round {@code puzzle / n} (see the class comment).
   *
   * @throws IllegalArgumentException if {@code puzzle} is negative
   */
  public String answer(int puzzle) {
    if (puzzle < 0) {
      throw new IllegalArgumentException(
          "puzzle number " + puzzle + " is negative: puzzles are numbered from 0 (" + epoch + ")");
    }
    int n = answers.size();
    return round(puzzle / n).get(puzzle % n);
  }

  /**
   * Returns the answer of the puzzle that falls on {@code day}.
   *
   * @throws IllegalArgumentException if {@code day} is before the epoch, or so far after it that
   *     its puzzle number is past {@link Integer#MAX_VALUE}; the message names the day and the
   *     epoch
   */
  public String answer(LocalDate day) {
    OptionalInt number = puzzle(day);
    if (number.isEmpty()) {
      throw new IllegalArgumentException(
          "no puzzle of '"
              + Texts.shorten(name)
              + "' falls on "
              + day
              + ": they start on "
              + epoch
              + " (puzzle 0)");
    }
    return answer(number.getAsInt());
  }

  /**
   * Returns the number of the puzzle that falls on {@code day}, the days since the epoch; empty
   * before the epoch, and past {@link Integer#MAX_VALUE} days after it. O(1).
   */
  public OptionalInt puzzle(LocalDate day) {
    long days = ChronoUnit.DAYS.between(epoch, day);
    return days >= 0 && days <= Integer.MAX_VALUE
        ? OptionalInt.of((int) days)
        : OptionalInt.empty();
  }

  /**
   * Returns the day puzzle {@code puzzle} falls on: the epoch plus {@code puzzle} days.
   *
   * @throws IllegalArgumentException if {@code puzzle} is negative
   */
  public LocalDate day(int puzzle) {
    if (puzzle < 0) {
      throw new IllegalArgumentException(
          "puzzle number " + puzzle + " is negative: puzzles are numbered from 0 (" + epoch + ")");
    }
    return epoch.plusDays(puzzle);
  }

  /**
   * Returns the order of round {@code round}: every answer once, as puzzles {@code round × n} to
   * {@code round × n + n - 1} draw them. An unmodifiable list.
   *
   * @throws IllegalArgumentException if {@code round} is negative
   */
  public List<String> round(long round) {
    if (round < 0) {
      throw new IllegalArgumentException("round " + round + " is negative: rounds start at 0");
    }
    Round known = last;
    if (known != null && known.number() == round) {
      return known.order();
    }
    List<String> order = order(round);
    last = new Round(round, order);
    return order;
  }

  /** Computes the order of {@code round}: the words sorted by their digests, then as strings. */
  private List<String> order(long round) {
    MessageDigest sha = sha256();
    byte[] prefix = (name + "\n" + round + "\n").getBytes(StandardCharsets.UTF_8);
    int n = answers.size();
    byte[][] keys = new byte[n][];
    Integer[] positions = new Integer[n];
    for (int i = 0; i < n; i++) {
      sha.update(prefix);
      sha.update(answers.get(i).getBytes(StandardCharsets.UTF_8));
      keys[i] = sha.digest();
      positions[i] = i;
    }
    Arrays.sort(
        positions,
        (x, y) -> {
          int c = Arrays.compareUnsigned(keys[x], keys[y]);
          return c != 0 ? c : answers.get(x).compareTo(answers.get(y));
        });
    String[] words = new String[n];
    for (int i = 0; i < n; i++) {
      words[i] = answers.get(positions[i]);
    }
    return List.of(words);
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  /** Equal when the names, the answer lists (in their order) and the epochs are equal. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof DailyPuzzles that
        && name.equals(that.name)
        && answers.equals(that.answers)
        && epoch.equals(that.epoch);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, answers, epoch);
  }

  /** Returns e.g. {@code daily puzzles 'nyt' of 3158 answers from 2021-06-19}. */
  @Override
  public String toString() {
    return "daily puzzles '"
        + Texts.shorten(name)
        + "' of "
        + answers.size()
        + " answers from "
        + epoch;
  }
}
