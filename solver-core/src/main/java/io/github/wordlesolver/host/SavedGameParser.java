package io.github.wordlesolver.host;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.internal.Texts;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.multi.MultiTurn;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the text of a {@link SavedGame}: its syntax, and what the text alone can check (the number
 * of marks each turn needs, no turn after every board is solved). What needs the word lists is
 * checked when the game is restored. Strict: one space between fields, no blank lines; a line may
 * end with CR LF. Not thread-safe; one per text.
 */
final class SavedGameParser {
  private final CharSequence text;
  private int pos;
  private int lineNumber;

  /** The line being read, without its line break. */
  private String line = "";

  /** Where the next field of {@link #line} starts, from 0. */
  private int at;

  private SavedGameParser(CharSequence text) {
    this.text = text;
  }

  /** Reads {@code text}; see {@link SavedGame#parse}. */
  static SavedGame parse(CharSequence text) {
    return new SavedGameParser(text).read();
  }

  private SavedGame read() {
    next("the first line 'wordle-game 1'");
    keyword(SavedGame.MAGIC);
    int versionColumn = at;
    String version = field("a version number");
    if (!version.equals(String.valueOf(SavedGame.VERSION))) {
      throw error(
          versionColumn,
          "version " + SavedGame.VERSION + " (the only one this library reads)",
          Texts.quote(version));
    }
    endOfLine();

    next("the line 'lists ANSWERS GUESSES'");
    keyword("lists");
    String answers = fingerprint("the answer list");
    String guesses = fingerprint("the guess list");
    endOfLine();

    next("the line 'rules mode=MODE boards=N maxGuesses=M'");
    keyword("rules");
    int modeColumn = at;
    Mode mode = mode();
    int boards = named("boards", 1, MultiSolver.MAX_BOARDS);
    int maxGuesses = named("maxGuesses", 1, MultiSolver.MAX_MULTI_GUESSES);
    endOfLine();
    if (boards > 1 && mode != Mode.NORMAL) {
      throw error(
          modeColumn,
          "mode=NORMAL: a game of several boards has no hard mode",
          Texts.quote("mode=" + mode));
    }

    String expected = "'title', 'secrets', 'turn', 'given-up' or 'end'";
    next(expected);
    String title = null;
    if (line.startsWith("title ")) {
      keyword("title");
      try {
        title = HostedGame.checkTitle(line.substring(at));
      } catch (IllegalArgumentException e) {
        throw error(at, "a title (" + e.getMessage() + ")", Texts.quote(line.substring(at)));
      }
      expected = "'secrets', 'turn', 'given-up' or 'end'";
      next(expected);
    }
    List<String> secrets = new ArrayList<>();
    if (line.startsWith("secrets ")) {
      keyword("secrets");
      for (int b = 0; b < boards; b++) {
        secrets.add(field("the secret of board " + (b + 1) + " of " + boards));
      }
      endOfLine();
      expected = "'turn', 'given-up' or 'end'";
      next(expected);
    }

    List<MultiTurn> turns = new ArrayList<>();
    boolean[] solved = new boolean[boards];
    int unsolved = boards;
    int length = 0;
    while (line.startsWith("turn ") || line.equals("turn")) {
      if (unsolved == 0) {
        throw error(0, "'end': every board is solved, so no turn may follow", quoted());
      }
      keyword("turn");
      String guess = field("a guess");
      List<Feedback> marks = new ArrayList<>(unsolved);
      int[] open = new int[unsolved];
      for (int b = 0, k = 0; b < boards; b++) {
        if (!solved[b]) {
          open[k++] = b;
          int column = at;
          String what =
              boards == 1
                  ? "marks"
                  : "the marks of board " + (b + 1) + " (" + unsolved + " unsolved)";
          Feedback feedback = marks(field(what), column, what);
          if (length == 0) {
            length = feedback.length();
          } else if (feedback.length() != length) {
            throw error(column, length + " marks, as the turns before", quoted(column));
          }
          marks.add(feedback);
        }
      }
      endOfLine();
      if (guess.codePointCount(0, guess.length()) != length
          || !guess.codePoints().allMatch(Character::isLetter)) {
        throw error(5, "a word of " + length + " letters, as its marks", Texts.quote(guess));
      }
      for (int k = 0; k < open.length; k++) {
        if (marks.get(k).isSolved()) {
          solved[open[k]] = true;
          unsolved--;
        }
      }
      turns.add(new MultiTurn(guess, marks));
      expected = "'turn', 'given-up' or 'end'";
      next(expected);
    }

    boolean givenUp = false;
    if (line.equals("given-up")) {
      if (secrets.isEmpty()) {
        throw error(0, "'end': only a hosted game (with 'secrets') is given up", quoted());
      }
      if (unsolved == 0 || turns.size() >= maxGuesses) {
        throw error(0, "'end': a game that is over is not given up", quoted());
      }
      givenUp = true;
      next("'end'");
    }
    if (!line.equals("end")) {
      throw error(0, givenUp ? "'end'" : expected, quoted());
    }
    if (pos < text.length()) {
      next("the end of the text");
      throw error(0, "the end of the text after 'end'", quoted());
    }
    return new SavedGame(
        answers, guesses, mode, boards, maxGuesses, title, secrets, turns, givenUp);
  }

  /** Reads the next line into {@link #line}; {@code expected} says what the text needs there. */
  private void next(String expected) {
    if (pos >= text.length()) {
      lineNumber++;
      line = "";
      at = 0;
      throw new InvalidSavedGameException(lineNumber, 1, expected, "the end of the text", null);
    }
    int end = pos;
    while (end < text.length() && text.charAt(end) != '\n') {
      end++;
    }
    int stop = end > pos && text.charAt(end - 1) == '\r' ? end - 1 : end;
    line = text.subSequence(pos, stop).toString();
    pos = end < text.length() ? end + 1 : end;
    lineNumber++;
    at = 0;
  }

  /** Reads {@code word} and the space after it, at the start of the line. */
  private void keyword(String word) {
    if (!line.startsWith(word)
        || line.length() > word.length() && line.charAt(word.length()) != ' ') {
      throw error(0, "'" + word + "'", quoted());
    }
    at = word.length() + (line.length() > word.length() ? 1 : 0);
  }

  /** Reads the next field: the characters up to the next space or the end of the line. */
  private String field(String expected) {
    if (at >= line.length()) {
      throw error(at, expected, "the end of the line");
    }
    int end = line.indexOf(' ', at);
    end = end < 0 ? line.length() : end;
    if (end == at) {
      throw error(at, expected + " after one space", "another space");
    }
    String value = line.substring(at, end);
    at = end < line.length() ? end + 1 : end;
    if (end < line.length() && at >= line.length()) {
      throw error(end, "no space at the end of the line", "a space");
    }
    return value;
  }

  private void endOfLine() {
    if (at < line.length()) {
      throw error(at, "the end of the line", Texts.quote(line.substring(at)));
    }
  }

  private String fingerprint(String list) {
    int column = at;
    String value = field("the fingerprint of " + list);
    if (value.length() != SavedGame.FINGERPRINT_DIGITS
        || !value.chars().allMatch(SavedGameParser::isHex)) {
      throw error(
          column,
          "the fingerprint of "
              + list
              + ": "
              + SavedGame.FINGERPRINT_DIGITS
              + " hex digits 0-9 a-f",
          Texts.quote(value));
    }
    return value;
  }

  private static boolean isHex(int c) {
    return c >= '0' && c <= '9' || c >= 'a' && c <= 'f';
  }

  private Mode mode() {
    int column = at;
    String value = field("mode=NORMAL, HARD or STRICT");
    if (value.startsWith("mode=")) {
      for (Mode mode : Mode.values()) {
        if (value.equals("mode=" + mode.name())) {
          return mode;
        }
      }
    }
    throw error(column, "mode=NORMAL, mode=HARD or mode=STRICT", Texts.quote(value));
  }

  private int named(String name, int min, int max) {
    int column = at;
    String value = field(name + "=N");
    String expected = name + "=N with N from " + min + " to " + max;
    if (!value.startsWith(name + "=")) {
      throw error(column, expected, Texts.quote(value));
    }
    String digits = value.substring(name.length() + 1);
    int number = 0;
    boolean ok = !digits.isEmpty() && digits.length() <= 9;
    for (int i = 0; ok && i < digits.length(); i++) {
      char c = digits.charAt(i);
      ok = c >= '0' && c <= '9' && (i > 0 || c != '0' || digits.length() == 1);
      number = number * 10 + (c - '0');
    }
    if (!ok || number < min || number > max) {
      throw error(column, expected, Texts.quote(value));
    }
    return number;
  }

  private Feedback marks(String value, int column, String what) {
    boolean ok =
        value.length() >= Feedback.MIN_LENGTH
            && value.length() <= Feedback.MAX_LENGTH
            && value.chars().allMatch(c -> c == 'G' || c == 'Y' || c == '-');
    if (!ok) {
      throw error(
          column,
          what
              + ": "
              + Feedback.MIN_LENGTH
              + " to "
              + Feedback.MAX_LENGTH
              + " of G (green), Y (yellow) and - (gray)",
          Texts.quote(value));
    }
    return Feedback.parse(value);
  }

  private String quoted() {
    return line.isEmpty() ? "an empty line" : Texts.quote(line);
  }

  private String quoted(int column) {
    int end = line.indexOf(' ', column);
    return Texts.quote(line.substring(column, end < 0 ? line.length() : end));
  }

  private InvalidSavedGameException error(int column, String expected, String found) {
    return new InvalidSavedGameException(lineNumber, column + 1, expected, found, null);
  }
}
