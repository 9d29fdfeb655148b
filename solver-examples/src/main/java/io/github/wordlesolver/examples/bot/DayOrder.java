package io.github.wordlesolver.examples.bot;

import io.github.wordlesolver.WordList;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.Random;
import org.jspecify.annotations.Nullable;

/**
 * The answer of day {@code N} for {@code wordle bot}'s {@code play day N}, a stand-in until the
 * library orders any answer list by day (issue 45, point 2): on the original lists the original
 * list's answer of that day ({@link WordLists#originalAnswer}, as {@code wordle play --day N}),
 * otherwise the {@code N}th answer of a fixed shuffle of the answer list (Fisher-Yates with {@code
 * new Random(SEED)}, the same on every machine). Stateless.
 */
final class DayOrder {
  private static final long SEED = 0x57A7E5EEDL;

  private DayOrder() {}

  /**
   * Returns the answer of day {@code day} (from 0) of {@code answers}, the bundled list {@code
   * bundled} if it is one.
   *
   * @throws IllegalArgumentException if the day is not 0 to the answers' count minus 1
   */
  static String answer(WordList answers, @Nullable String bundled, int day) {
    if (day < 0 || day >= answers.size()) {
      throw new IllegalArgumentException(
          "day " + day + " is not a day of this list: 0 to " + (answers.size() - 1));
    }
    if (WordLists.ORIGINAL.equals(bundled)) {
      return WordLists.originalAnswer(day);
    }
    int[] order = new int[answers.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Random random = new Random(SEED);
    for (int i = order.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    return answers.get(order[day]);
  }
}
