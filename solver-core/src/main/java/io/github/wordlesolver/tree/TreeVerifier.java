package io.github.wordlesolver.tree;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.RuleKernels;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks that plays form a valid decision tree and builds it. A tree is valid when:
 *
 * <ul>
 *   <li>every answer has exactly one play, and every play ends with its answer, found there and not
 *       before;
 *   <li>every guess is in the guess list, and in hard mode legal after the turns before it;
 *   <li>the guess after a history is the same for every answer sharing that history (the marks a
 *       guess gets are computed, never trusted; marks written in a file must equal them);
 *   <li>no play is longer than the cap, if one is given.
 * </ul>
 *
 * Errors name the line (for files) or the answer, as {@link InvalidTreeException}s. Stateless and
 * thread-safe.
 */
public final class TreeVerifier {
  private static final Pattern WHITESPACE = Pattern.compile("\\s+");

  private TreeVerifier() {}

  /**
   * Reads and verifies a tree in one of the {@link TreeFormat} text formats, told apart by the
   * first line: the plain one (a line per answer, with or without marks) or the indented one of the
   * field ({@link TreeFormat#writeIndented}).
   *
   * @param source the file name used in error messages
   * @param maxGuesses the longest play allowed, or 0 for no cap
   * @throws InvalidTreeException naming the source, line and problem
   * @throws UncheckedIOException if reading fails
   */
  public static DecisionTree read(
      Reader in, String source, WordList answers, WordList guesses, Mode mode, int maxGuesses) {
    List<List<String>> plays = new ArrayList<>();
    List<Integer> lineNumbers = new ArrayList<>();
    int length = guesses.wordLength();
    Indented indented = null;
    try (BufferedReader reader = new BufferedReader(in)) {
      String line;
      int number = 0;
      while ((line = reader.readLine()) != null) {
        number++;
        String text = line.strip();
        if (number == 1 && text.startsWith("\uFEFF")) {
          text = text.substring(1).strip();
        }
        if (text.isEmpty() || text.startsWith("#")) {
          continue;
        }
        if (plays.isEmpty() && indented == null && Indented.isFirstLine(text, length)) {
          indented = new Indented(source, length);
        }
        plays.add(
            indented != null
                ? indented.parse(text, number)
                : parseLine(text, source, number, length, answers, guesses));
        lineNumbers.add(number);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read tree " + source + ": " + e.getMessage(), e);
    }
    return verify(plays, lineNumbers, source, answers, guesses, mode, maxGuesses);
  }

  /**
   * The indented format ({@link TreeFormat#writeIndented}): a line holds guesses each followed by
   * its marks ({@code B} gray, {@code Y} yellow, {@code G} green) and the guess's number, the last
   * marks all green; a line that starts with marks continues, at that guess number, the path of the
   * line above. Marks are checked against each answer, those a line inherits included.
   */
  private static final class Indented {
    private static final Pattern MARKS = Pattern.compile("[BGYbgy]+([0-9]+)");

    private final String source;
    private final int length;
    private final List<String> words = new ArrayList<>();
    private final List<String> marks = new ArrayList<>();

    Indented(String source, int length) {
      this.source = source;
      this.length = length;
    }

    /** Whether a first line reads {@code word MARKS1 ...}. */
    static boolean isFirstLine(String text, int length) {
      String[] tokens = WHITESPACE.split(text, 3);
      return tokens.length >= 2 && isMarks(tokens[1], length, 1);
    }

    private static boolean isMarks(String token, int length, int depth) {
      Matcher m = MARKS.matcher(token);
      return m.matches() && m.start(1) == length && Integer.toString(depth).equals(m.group(1));
    }

    private static int depthOf(String token, int length) {
      Matcher m = MARKS.matcher(token);
      return m.matches() && m.start(1) == length && m.group(1).length() <= 2
          ? Integer.parseInt(m.group(1))
          : -1;
    }

    List<String> parse(String text, int line) {
      String[] tokens = WHITESPACE.split(text, -1);
      int i = 0;
      int depth = depthOf(tokens[0], length);
      if (depth < 0) {
        words.clear();
        marks.clear();
        words.add(tokens[0].toLowerCase(java.util.Locale.ROOT));
        i = 1;
      } else if (depth < 1 || depth > words.size()) {
        throw new InvalidTreeException(
            source,
            line,
            "'"
                + tokens[0]
                + "' continues guess "
                + depth
                + " but the line above has "
                + words.size()
                + " guesses");
      } else {
        words.subList(depth, words.size()).clear();
        marks.subList(depth - 1, marks.size()).clear();
      }
      while (true) {
        if (i >= tokens.length) {
          throw new InvalidTreeException(
              source, line, "the line ends after a guess without its" + " marks");
        }
        if (!isMarks(tokens[i], length, words.size())) {
          throw new InvalidTreeException(
              source,
              line,
              "expected the marks of guess "
                  + words.size()
                  + " (such as "
                  + "B".repeat(length)
                  + words.size()
                  + "), got '"
                  + tokens[i]
                  + "'");
        }
        String m = tokens[i].substring(0, length).toUpperCase(java.util.Locale.ROOT);
        marks.add(m);
        if (m.equals("G".repeat(length))) {
          if (i != tokens.length - 1) {
            throw new InvalidTreeException(source, line, "the line goes on after all greens");
          }
          checkMarks(line);
          return List.copyOf(words);
        }
        if (i + 1 >= tokens.length) {
          throw new InvalidTreeException(source, line, "the line ends before all greens");
        }
        words.add(tokens[i + 1].toLowerCase(java.util.Locale.ROOT));
        i += 2;
      }
    }

    /** Checks every mark on the path, inherited ones too, against the line's answer. */
    private void checkMarks(int line) {
      String answer = words.get(words.size() - 1);
      for (int k = 0; k < words.size(); k++) {
        Feedback written = Feedback.parse(marks.get(k).replace('B', '-'));
        Feedback real;
        try {
          real = Feedback.compute(words.get(k), answer);
        } catch (IllegalArgumentException e) {
          throw new InvalidTreeException(source, line, String.valueOf(e.getMessage()));
        }
        if (!written.equals(real)) {
          throw new InvalidTreeException(
              source,
              line,
              "marks "
                  + marks.get(k)
                  + (k + 1)
                  + " after '"
                  + words.get(k)
                  + "' should be "
                  + TreeFormat.indentedMarks(real)
                  + (k + 1)
                  + " for answer '"
                  + answer
                  + "'");
        }
      }
    }
  }

  /**
   * Verifies an in-memory tree again, against its own lists and mode.
   *
   * @throws InvalidTreeException naming the answer whose play is wrong
   */
  public static DecisionTree verify(DecisionTree tree, int maxGuesses) {
    List<List<String>> plays = new ArrayList<>();
    List<Integer> lines = new ArrayList<>();
    for (int a = 0; a < tree.answers().size(); a++) {
      plays.add(tree.play(a));
      lines.add(a + 1);
    }
    return verify(plays, lines, "tree", tree.answers(), tree.guesses(), tree.mode(), maxGuesses);
  }

  /** Parses {@code w1 w2 ... answer} or {@code w1 m1 w2 m2 ... answer}, checking the marks. */
  private static List<String> parseLine(
      String text, String source, int line, int length, WordList answers, WordList guesses) {
    String[] tokens = WHITESPACE.split(text, -1);
    boolean withMarks =
        tokens.length >= 3 && tokens.length % 2 == 1 && isMarks(tokens[1], length, guesses);
    List<String> words = new ArrayList<>();
    for (int i = 0; i < tokens.length; i += withMarks ? 2 : 1) {
      words.add(tokens[i].toLowerCase(java.util.Locale.ROOT));
    }
    String answer = words.get(words.size() - 1);
    if (withMarks) {
      if (!answers.contains(answer)) {
        throw new InvalidTreeException(source, line, "last word '" + answer + "' is not an answer");
      }
      for (int i = 1; i < tokens.length; i += 2) {
        String guess = tokens[i - 1];
        if (!guesses.contains(guess)) {
          throw new InvalidTreeException(source, line, "'" + guess + "' is not in the guess list");
        }
        Feedback written;
        try {
          written = Feedback.parse(tokens[i]);
        } catch (IllegalArgumentException e) {
          throw new InvalidTreeException(source, line, String.valueOf(e.getMessage()));
        }
        Feedback real = Feedback.compute(guess, answer);
        if (!written.equals(real)) {
          throw new InvalidTreeException(
              source,
              line,
              "marks "
                  + tokens[i]
                  + " after '"
                  + guess
                  + "' should be "
                  + real
                  + " for answer '"
                  + answer
                  + "'");
        }
      }
    }
    return words;
  }

  /** A token is marks when it parses as marks of the word length and is not a guessable word. */
  private static boolean isMarks(String token, int length, WordList guesses) {
    try {
      return Feedback.parse(token).length() == length && !guesses.contains(token);
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private static DecisionTree verify(
      List<List<String>> plays,
      List<Integer> lines,
      String source,
      WordList answers,
      WordList guesses,
      Mode mode,
      int maxGuesses) {
    int length = answers.wordLength();
    int[][] paths = new int[answers.size()][];
    int[] lineOf = new int[answers.size()];
    Map<String, int[]> nextAt = new HashMap<>();
    for (int p = 0; p < plays.size(); p++) {
      List<String> play = plays.get(p);
      int line = lines.get(p);
      String answer = play.get(play.size() - 1);
      int a = answers.indexOf(answer);
      if (a < 0) {
        throw new InvalidTreeException(source, line, "last word '" + answer + "' is not an answer");
      }
      if (paths[a] != null) {
        throw new InvalidTreeException(
            source, line, "answer '" + answer + "' already has a play on" + " line " + lineOf[a]);
      }
      if (maxGuesses > 0 && play.size() > maxGuesses) {
        throw new InvalidTreeException(
            source,
            line,
            "'" + answer + "' takes " + play.size() + " guesses, more than " + maxGuesses);
      }
      int[] path = new int[play.size()];
      Constraints so = Constraints.none(guesses.alphabet(), length);
      StringBuilder history = new StringBuilder();
      for (int k = 0; k < play.size(); k++) {
        String guess = play.get(k);
        int g = guesses.indexOf(guess);
        if (g < 0) {
          throw new InvalidTreeException(source, line, "'" + guess + "' is not in the guess list");
        }
        if (!RuleKernels.allows(mode, so, guesses, g)) {
          Optional<Refusal> refusal = mode.refusal(so, guess);
          if (refusal.isPresent()) {
            throw new InvalidTreeException(
                source, line, "guess " + (k + 1) + " " + refusal.get().message());
          }
        }
        int[] before = nextAt.putIfAbsent(history.toString(), new int[] {g, line});
        if (before != null && before[0] != g) {
          throw new InvalidTreeException(
              source,
              line,
              "after '"
                  + describe(history)
                  + "' plays '"
                  + guess
                  + "' but line "
                  + before[1]
                  + " plays '"
                  + guesses.get(before[0])
                  + "'");
        }
        Feedback feedback = Feedback.compute(guess, answer);
        if (feedback.isSolved() != (k == play.size() - 1)) {
          throw new InvalidTreeException(
              source,
              line,
              feedback.isSolved()
                  ? "'" + answer + "' is found at guess " + (k + 1) + " but the play goes on"
                  : "the play ends without finding '" + answer + "'");
        }
        path[k] = g;
        history.append(guess).append(' ').append(feedback).append(' ');
        so = so.after(guess, feedback);
      }
      paths[a] = path;
      lineOf[a] = line;
    }
    List<String> missing = new ArrayList<>();
    for (int a = 0; a < paths.length; a++) {
      if (paths[a] == null) {
        missing.add(answers.get(a));
      }
    }
    if (!missing.isEmpty()) {
      throw new InvalidTreeException(
          source,
          0,
          missing.size()
              + " answer"
              + (missing.size() == 1 ? " has" : "s have")
              + " no play: "
              + String.join(", ", missing.subList(0, Math.min(5, missing.size())))
              + (missing.size() > 5 ? ", ..." : ""));
    }
    return new DecisionTree(guesses, answers, mode, paths);
  }

  private static String describe(StringBuilder history) {
    String text = history.toString().strip();
    return text.isEmpty() ? "the start" : text;
  }
}
