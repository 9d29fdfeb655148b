package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.GameStatistics;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.Locale;

/**
 * The one printer of the command line's histograms of guesses: {@code wordle simulate}'s, for one
 * board and many alike ({@link #print}), and {@code wordle tree}'s ({@link #printTree}), whose
 * shape is older and kept byte for byte. Stateless.
 */
final class HistogramPrinter {
  /** The longest bar, in characters. */
  static final int BAR_WIDTH = 40;

  private HistogramPrinter() {}

  /**
   * Prints {@code wordle simulate}'s figures: a bar per guess count from {@code from} to the most
   * guesses (the longest {@value #BAR_WIDTH} blocks, any count above zero at least one), a blank
   * line, then the games, those won (labelled {@code wonLabel}: {@code solved} for one board,
   * {@code won} for many), those failed, the guesses and the wall time.
   */
  static void print(
      PrintWriter out, GameStatistics result, int from, String wonLabel, long millis) {
    String newline = System.lineSeparator();
    int most = 0;
    for (int k = from; k <= result.mostGuesses(); k++) {
      most = Math.max(most, result.gamesWith(k));
    }
    char block = barCharacter();
    int keyWidth = Integer.toString(result.mostGuesses()).length();
    for (int k = from; k <= result.mostGuesses(); k++) {
      int n = result.gamesWith(k);
      int length = n == 0 ? 0 : Math.max(1, (int) ((long) n * BAR_WIDTH / most));
      out.print(
          String.format(
              Locale.ROOT,
              "%" + keyWidth + "d %s%s%,d",
              k,
              String.valueOf(block).repeat(length),
              length == 0 ? "" : " ",
              n));
      out.print(newline);
    }
    out.print(newline);
    out.print(String.format(Locale.ROOT, "games    %,d", result.games()));
    out.print(newline);
    out.print(
        String.format(
            Locale.ROOT,
            "%-9s%,d (within %d guesses)",
            wonLabel,
            result.solved(),
            result.allowedGuesses()));
    out.print(newline);
    out.print(String.format(Locale.ROOT, "failed   %,d", result.failed()));
    out.print(newline);
    out.print(
        String.format(
            Locale.ROOT,
            "guesses  %,d in all, %.4f a game, at most %d",
            result.totalGuesses(),
            result.average(),
            result.mostGuesses()));
    out.print(newline);
    out.print(String.format(Locale.ROOT, "time     %.1f s", millis / 1000.0));
    out.print(newline);
  }

  /**
   * Prints {@code wordle tree}'s histogram: a line per guess count from 1, {@code #} bars padded to
   * {@value #BAR_WIDTH} characters and rounded to the widest, then the count.
   */
  static void printTree(PrintWriter out, int[] histogram) {
    int widest = 0;
    for (int count : histogram) {
      widest = Math.max(widest, count);
    }
    for (int k = 1; k < histogram.length; k++) {
      int width = widest == 0 ? 0 : (int) Math.round((double) BAR_WIDTH * histogram[k] / widest);
      out.printf(Locale.ROOT, "%2d %-40s %d%n", k, "#".repeat(width), histogram[k]);
    }
  }

  /** Returns a full block for the bars, or {@code #} if the output charset has no block. */
  private static char barCharacter() {
    char block = '\u2588';
    return Charset.defaultCharset().newEncoder().canEncode(block) ? block : '#';
  }
}
