package io.github.wordlesolver.tree;

import io.github.wordlesolver.Feedback;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Comparator;
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
 * Lines starting with {@code #} are comments and blank lines are skipped. Upper case is folded. A
 * line is in the marked form when it has an odd number of at least three tokens and its second
 * token parses as marks (any {@link Feedback#parse} notation) and is not a word of the guess list;
 * marks are checked, not trusted.
 *
 * <p>The indented format of the field (the trees the C++ reference solver publishes, such as {@code
 * optimaltree.normalmode.txt}) is also read and written ({@link #writeIndented}): each guess is
 * followed by its marks ({@code B} gray, {@code Y} yellow, {@code G} green) and its number, and a
 * line that starts with marks continues the path of the line above at that guess:
 *
 * <pre>
 * salet BBBBB1 courd BBBBB2 nymph BBBBY3 whiff GGGGG4
 *                                 BGYYB3 pygmy GGGGG4
 * </pre>
 *
 * Read files with {@link TreeVerifier#read}, which tells the formats apart and checks the whole
 * tree. Stateless and thread-safe.
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
    out.write(
        String.format(
            Locale.ROOT,
            "# Wordle decision tree: opener %s, %s mode, %d answers, %d guesses (%.4f average),"
                + " at most %d%n",
            tree.opener(),
            tree.mode().name().toLowerCase(Locale.ROOT),
            tree.answers().size(),
            tree.totalGuesses(),
            tree.average(),
            tree.maxGuesses()));
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

  /**
   * Writes {@code tree} in the indented format of the field (see the class comment): answers in the
   * order of their marks ({@code B} before {@code G} before {@code Y}) guess by guess, no header,
   * so that a tree of the same strategy is written byte for byte as the reference solver writes it.
   *
   * @throws IOException if writing fails
   */
  public static void writeIndented(DecisionTree tree, Writer out) throws IOException {
    int n = tree.answers().size();
    List<List<String>> plays = new ArrayList<>(n);
    List<List<String>> marks = new ArrayList<>(n);
    List<Integer> order = new ArrayList<>(n);
    for (int a = 0; a < n; a++) {
      List<String> play = tree.play(a);
      String answer = play.get(play.size() - 1);
      List<String> m = new ArrayList<>(play.size());
      for (String guess : play) {
        m.add(indentedMarks(Feedback.compute(guess, answer)));
      }
      plays.add(play);
      marks.add(m);
      order.add(a);
    }
    order.sort(Comparator.comparing(a -> marks.get(a), TreeFormat::compareLists));
    StringBuilder line = new StringBuilder();
    List<String> previous = List.of();
    for (int a : order) {
      List<String> play = plays.get(a);
      List<String> m = marks.get(a);
      int k = 0;
      while (k < previous.size() && k < m.size() && previous.get(k).equals(m.get(k))) {
        k++;
      }
      line.setLength(0);
      if (previous.isEmpty()) {
        line.append(play.get(0)).append(' ');
      } else {
        int column = 0;
        for (int j = 0; j < k; j++) {
          column += width(play.get(j)) + 1 + m.get(j).length() + digits(j + 1) + 1;
        }
        column += width(play.get(k)) + 1;
        line.append(" ".repeat(column));
      }
      for (int j = k; j < play.size(); j++) {
        if (j > k) {
          line.append(' ').append(play.get(j)).append(' ');
        }
        line.append(m.get(j)).append(j + 1);
      }
      out.write(line.append('\n').toString());
      previous = m;
    }
    out.flush();
  }

  /** Returns marks as the indented format writes them: {@code B}, {@code Y}, {@code G}. */
  static String indentedMarks(Feedback feedback) {
    return feedback.toString().replace('-', 'B');
  }

  private static int compareLists(List<String> x, List<String> y) {
    for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
      int c = x.get(i).compareTo(y.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(x.size(), y.size());
  }

  private static int width(String word) {
    return word.codePointCount(0, word.length());
  }

  private static int digits(int n) {
    return Integer.toString(n).length();
  }
}
