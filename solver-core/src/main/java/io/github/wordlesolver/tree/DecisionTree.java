package io.github.wordlesolver.tree;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A whole strategy: for every answer, the guesses played until it is found. The guess after a
 * history is the same for every answer that shares the history (see {@link TreeVerifier}), so
 * {@link #nextGuess} plays from the tree in O(history) time.
 *
 * <p>Immutable and thread-safe. Read and write it with {@link TreeFormat}.
 */
public final class DecisionTree {
  private final WordList guesses;
  private final WordList answers;
  private final Mode mode;

  /** Guess indices per answer index; the last is the answer itself. */
  private final int[][] paths;

  private final Map<String, Integer> next = new HashMap<>();

  DecisionTree(WordList guesses, WordList answers, Mode mode, int[][] paths) {
    this.guesses = guesses;
    this.answers = answers;
    this.mode = mode;
    this.paths = paths;
    for (int a = 0; a < paths.length; a++) {
      StringBuilder key = new StringBuilder();
      for (int g : paths[a]) {
        next.putIfAbsent(key.toString(), g);
        key.append(g).append(':').append(code(g, a)).append(' ');
      }
    }
  }

  private int code(int guess, int answer) {
    return Feedback.compute(guesses.get(guess), answers.get(answer)).code();
  }

  /** Returns the first guess. */
  public String opener() {
    return guesses.get(paths[0][0]);
  }

  /** Returns the mode the tree was built for. */
  public Mode mode() {
    return mode;
  }

  /** Returns the answers, in list order. */
  public WordList answers() {
    return answers;
  }

  /** Returns the guess list. */
  public WordList guesses() {
    return guesses;
  }

  /**
   * Returns the guesses played for the answer at {@code answerIndex}, the last being the answer.
   */
  public List<String> play(int answerIndex) {
    List<String> words = new ArrayList<>(paths[answerIndex].length);
    for (int g : paths[answerIndex]) {
      words.add(guesses.get(g));
    }
    return words;
  }

  /**
   * Returns the tree's guess after {@code history}, or null if the tree never reaches that history
   * (a guess off the tree, or marks no answer of the tree gives there).
   */
  public @Nullable String nextGuess(List<Turn> history) {
    StringBuilder key = new StringBuilder();
    for (Turn turn : history) {
      int g = guesses.indexOf(turn.guess());
      Integer expected = next.get(key.toString());
      if (g < 0 || expected == null || expected != g) {
        return null;
      }
      key.append(g).append(':').append(turn.marks().code()).append(' ');
    }
    Integer g = next.get(key.toString());
    return g == null ? null : guesses.get(g);
  }

  /** Returns the total number of guesses over all answers. */
  public long totalGuesses() {
    long total = 0;
    for (int[] path : paths) {
      total += path.length;
    }
    return total;
  }

  /** Returns the average number of guesses per answer. */
  public double average() {
    return (double) totalGuesses() / paths.length;
  }

  /**
   * Returns the most guesses any answer needs, the statistic that {@link
   * io.github.wordlesolver.GameStatistics#mostGuesses()} names for self-play.
   *
   * @since 1.1
   */
  public int mostGuesses() {
    int most = 0;
    for (int[] path : paths) {
      most = Math.max(most, path.length);
    }
    return most;
  }

  /**
   * Returns the most guesses any answer needs.
   *
   * @deprecated use {@link #mostGuesses()} instead: {@code maxGuesses} names a limit everywhere
   *     else ({@link io.github.wordlesolver.GameRules#maxGuesses()})
   */
  @Deprecated(since = "1.1")
  public int maxGuesses() {
    return mostGuesses();
  }

  /**
   * Returns {@code h} where {@code h[k]} answers need {@code k} guesses ({@code h[0]} is 0), of
   * length {@code mostGuesses() + 1}.
   */
  public int[] histogram() {
    int[] histogram = new int[mostGuesses() + 1];
    for (int[] path : paths) {
      histogram[path.length]++;
    }
    return histogram;
  }

  @Override
  public String toString() {
    return "DecisionTree("
        + opener()
        + ", "
        + mode
        + ", "
        + totalGuesses()
        + " guesses, "
        + Arrays.toString(histogram())
        + ")";
  }
}
