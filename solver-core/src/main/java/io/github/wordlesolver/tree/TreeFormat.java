package io.github.wordlesolver.tree;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Utf8Decoder;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.CharBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
 * Read files with {@link #read}, which tells the formats apart and checks the whole tree ({@link
 * TreeVerifier}). Stateless and thread-safe.
 */
public final class TreeFormat {
  private static final Pattern WHITESPACE = Pattern.compile("\\s+");

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
            tree.mostGuesses()));
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

  /**
   * What {@link #read} expects of a tree: the answers it plays, its guess list, its mode (normal
   * unless told) and the longest play allowed (none unless told). An immutable value: each {@code
   * with} method returns a new one, as {@link io.github.wordlesolver.GameRules} does.
   *
   * @since 1.1
   */
  public static final class ReadOptions {
    private final WordList answers;
    private final WordList guesses;
    private final Mode mode;
    private final int maxGuesses;

    private ReadOptions(WordList answers, WordList guesses, Mode mode, int maxGuesses) {
      if (maxGuesses < 0) {
        throw new IllegalArgumentException("max guesses must be >= 0: " + maxGuesses);
      }
      this.answers = answers;
      this.guesses = guesses;
      this.mode = mode;
      this.maxGuesses = maxGuesses;
    }

    /** Returns the options of a tree over these lists, in normal mode, with no cap on its plays. */
    public static ReadOptions of(WordList answers, WordList guesses) {
      return new ReadOptions(answers, guesses, Mode.NORMAL, 0);
    }

    /** Returns these options for a tree of {@code mode}. */
    public ReadOptions withMode(Mode mode) {
      return new ReadOptions(answers, guesses, mode, maxGuesses);
    }

    /**
     * Returns these options with plays of at most {@code maxGuesses} guesses, or no cap if 0.
     *
     * @throws IllegalArgumentException if negative
     */
    public ReadOptions withMaxGuesses(int maxGuesses) {
      return new ReadOptions(answers, guesses, mode, maxGuesses);
    }

    /** Returns the answers the tree plays. */
    public WordList answers() {
      return answers;
    }

    /** Returns the guess list. */
    public WordList guesses() {
      return guesses;
    }

    /** Returns the mode of the tree. */
    public Mode mode() {
      return mode;
    }

    /** Returns the longest play allowed, 0 for no cap. */
    public int maxGuesses() {
      return maxGuesses;
    }

    @Override
    public String toString() {
      return "ReadOptions["
          + answers.size()
          + " answers, "
          + guesses.size()
          + " guesses, "
          + mode
          + ", maxGuesses="
          + maxGuesses
          + "]";
    }
  }

  /**
   * Reads the tree file {@code file}, in either format, as {@link #read(Reader, String,
   * ReadOptions)} does with the file's path as the source. The file is decoded as strict UTF-8
   * block by block while it is read; the tree's text is held in memory until it is parsed.
   *
   * @param expected the lists the tree plays, its mode and the longest play allowed
   * @throws IOException if the file cannot be read
   * @throws InvalidTreeException naming the file, line and problem: bytes that are not UTF-8 (the
   *     first such byte and its offset in the file), or plays that are not a tree of these lists
   * @since 1.1
   */
  public static DecisionTree read(Path file, ReadOptions expected) throws IOException {
    String source = file.toString();
    StringBuilder text = new StringBuilder();
    try (InputStream in = Files.newInputStream(file)) {
      Utf8Decoder.decode(
          in,
          false,
          new Utf8Decoder.Sink() {
            @Override
            public void accept(CharBuffer chars) {
              chars.flip();
              text.append(chars);
              chars.clear();
            }

            @Override
            public RuntimeException notUtf8(long offset, byte value) {
              int line = 1;
              for (int k = 0; k < text.length(); k++) {
                line += text.charAt(k) == '\n' ? 1 : 0;
              }
              return new InvalidTreeException(
                  source,
                  line,
                  String.format(
                      Locale.ROOT,
                      "not valid UTF-8 (byte 0x%02X at offset %d)",
                      value & 0xFF,
                      offset));
            }
          });
    }
    return read(new StringReader(text.toString()), source, expected);
  }

  /**
   * Reads a tree in one of the text formats, told apart by the first line: the plain one (a line
   * per answer, with or without marks) or the indented one of the field ({@link #writeIndented}),
   * and verifies it ({@link TreeVerifier}) against the lists, mode and cap of {@code expected}.
   * Reads to the end and closes {@code in}.
   *
   * <pre>{@code
   * DecisionTree tree = TreeFormat.read(in, "salet.txt",
   *     TreeFormat.ReadOptions.of(answers, guesses).withMode(Mode.HARD).withMaxGuesses(6));
   * }</pre>
   *
   * @param source the file name used in error messages
   * @param expected the lists the tree plays, its mode and the longest play allowed
   * @throws InvalidTreeException naming the source, line and problem
   * @throws UncheckedIOException if reading fails
   * @since 1.1
   */
  public static DecisionTree read(Reader in, String source, ReadOptions expected) {
    WordList answers = expected.answers;
    WordList guesses = expected.guesses;
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
    return TreeVerifier.verify(
        plays, lineNumbers, source, answers, guesses, expected.mode, expected.maxGuesses);
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
