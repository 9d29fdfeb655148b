package io.github.wordlesolver.tree;

import io.github.wordlesolver.Feedback;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;

/**
 * The plain-text tree format: one line per answer, in answer-list order, holding the guesses in
 * order separated by single spaces, the last being the answer:
 *
 * <pre>
 * salet courd pinky
 * salet ----- courd --Y-- pinky        (the same, with the marks between the guesses)
 * </pre>
 *
 * Lines starting with {@code #} are comments and blank lines are skipped. Upper case is folded.
 * A line is in the marked form when it has an odd number of at least three tokens and its second
 * token parses as marks (any {@link Feedback#parse} notation) and is not a word of the guess list;
 * marks are checked, not trusted. Read files with {@link TreeVerifier#read}, which checks the
 * whole tree. Stateless and thread-safe.
 */
public final class TreeFormat {
  private TreeFormat() {}

  /**
   * Writes {@code tree}: a comment header with its figures, then one line per answer.
   *
   * @param withMarks whether to write the marks between the guesses
   * @throws IOException if writing fails
   */
  public static void write(DecisionTree tree, Writer out, boolean withMarks) throws IOException {
    out.write(String.format(Locale.ROOT,
        "# Wordle decision tree: opener %s, %s mode, %d answers, %d guesses (%.4f average),"
            + " at most %d%n", tree.opener(), tree.mode().name().toLowerCase(Locale.ROOT),
        tree.answers().size(), tree.totalGuesses(), tree.average(), tree.maxGuesses()));
    out.write("# One line per answer: the guesses in order, the last being the answer.\n");
    StringBuilder line = new StringBuilder();
    for (int a = 0; a < tree.answers().size(); a++) {
      line.setLength(0);
      List<String> play = tree.play(a);
      String answer = play.get(play.size() - 1);
      for (int k = 0; k < play.size(); k++) {
        if (k > 0) {
          line.append(' ');
        }
        line.append(play.get(k));
        if (withMarks && k < play.size() - 1) {
          line.append(' ').append(Feedback.compute(play.get(k), answer));
        }
      }
      out.write(line.append('\n').toString());
    }
    out.flush();
  }
}
