package io.github.wordlesolver.solver;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Position;
import io.github.wordlesolver.internal.Fingerprints;
import io.github.wordlesolver.internal.Texts;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A solver's ranking of first guesses in one mode, with what it was ranked for: the lists (by
 * fingerprint), the scorer and the guess limit. How a program that starts again on lists of its own
 * skips the one slow step of a fresh solver, ranking every first guess (seconds on lists of
 * thousands of words): export it once, import it at every start.
 *
 * <pre>{@code
 * // once, or whenever the lists change:
 * try (Writer out = Files.newBufferedWriter(file)) {
 *   solver.openingRanking(Mode.NORMAL).write(out);
 * }
 * // at every start:
 * OpeningRanking saved;
 * try (Reader in = Files.newBufferedReader(file)) {
 *   saved = OpeningRanking.read(in, file.toString());
 * }
 * Solver solver = Solver.builder(answers, guesses).openingRanking(saved).build();
 * solver.newGame().suggest(5); // no ranking: the first five of the saved ranking
 * }</pre>
 *
 * <h2>Format (version 1, stable across 1.x)</h2>
 *
 * UTF-8 text, lines ended by a line feed (a carriage return before it is ignored), at most {@value
 * #MAX_LINE} characters each. Lines starting with {@code #} are comments, anywhere; every other
 * line is, in this order:
 *
 * <pre>
 * wordle-opening-ranking 1
 * mode normal                      (normal, hard or strict: {@link Mode}, lower case)
 * max-guesses 6                    (the solver's guess limit)
 * scorer lookahead(depth 1, shortlist 24, breadth 6)    (the scorer's toString(), to the line's end)
 * answers 3158 HEX                 (the solver's answers: their number and fingerprint)
 * guesses 14855 HEX                (the solver's guess list, answers first: number, fingerprint)
 * entries 24 HEX                   (the number of ranked guesses and the digest of their lines)
 * salet\t7920.0\t5.83\t221\t71.3\t148\ttrue    (one line per ranked guess, best first; \t a tab)
 * </pre>
 *
 * A fingerprint is the SHA-256 of the list's words in order (as {@link Solver#answers()} and {@link
 * Solver#guesses()} spell them), each in UTF-8 followed by a line feed; the digest of the entries
 * is the SHA-256 of their lines, each followed by a line feed; both as 64 lower-case hex digits. A
 * ranked guess is the components of a {@link Suggestion} separated by tabs: {@code word score
 * entropyBits worstCase expectedRemaining patterns possibleAnswer}, numbers as {@link
 * Double#toString(double)} and {@link Integer#toString(int)} write them (so that they read back
 * exactly), {@code true} or {@code false}. Nothing follows the last one. A scorer is named by its
 * {@code toString()}: the built-in ones name their settings; a scorer of one's own whose {@code
 * toString()} does not (or differs from one process to the next, as {@link Object#toString()} does)
 * should override it, or its rankings are refused at every import.
 *
 * <h2>What is checked</h2>
 *
 * {@link #read} refuses, naming the source, the line and what was expected: a line out of its
 * place, a field that does not parse, a line over {@value #MAX_LINE} characters, more than {@value
 * #MAX_ENTRIES} entries, fewer or more ranked guesses than {@code entries} says, and entries whose
 * digest differs from the header's (a damaged or edited file). {@link Solver.Builder#build()}
 * refuses an imported ranking made for other lists, another scorer or another guess limit (the
 * message names what differs), one that names a word outside the guess list or twice, one whose
 * figures ({@code entropyBits}, {@code worstCase}, {@code expectedRemaining}, {@code patterns},
 * {@code possibleAnswer}) differ from those the lists give each guess (recomputed: O(answers) per
 * guess, no mark table), and one whose first guesses, up to the scorer's {@link
 * io.github.wordlesolver.scoring.Scorer#shortlist() shortlist} (all of them for a scorer without
 * one), are out of ranking order (score, then a guess that can be the answer first, then guess-list
 * order). The scores themselves are trusted: checking them would be the ranking the import saves.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 1.2
 */
public final class OpeningRanking {
  /** The first line of the format, with its version. */
  static final String MAGIC = "wordle-opening-ranking 1";

  /** The longest line {@link #read} accepts, in characters. */
  public static final int MAX_LINE = 1_000;

  /** The most ranked guesses {@link #read} accepts. */
  public static final int MAX_ENTRIES = 100_000;

  private static final Pattern HEX = Pattern.compile("[0-9a-f]{64}");

  private final Mode mode;
  private final int maxGuesses;
  private final String scorer;
  private final int answerCount;
  private final String answers;
  private final int guessCount;
  private final String guesses;
  private final List<Suggestion> suggestions;

  private OpeningRanking(
      Mode mode,
      int maxGuesses,
      String scorer,
      int answerCount,
      String answers,
      int guessCount,
      String guesses,
      List<Suggestion> suggestions) {
    this.mode = mode;
    this.maxGuesses = maxGuesses;
    this.scorer = scorer;
    this.answerCount = answerCount;
    this.answers = answers;
    this.guessCount = guessCount;
    this.guesses = guesses;
    this.suggestions = List.copyOf(suggestions);
  }

  /** Returns the ranking {@code solver} made of its first guesses in {@code mode}. */
  static OpeningRanking of(Solver solver, Mode mode, List<Suggestion> ranked) {
    return new OpeningRanking(
        mode,
        solver.rules().maxGuesses(),
        solver.scorer().toString(),
        solver.answers().size(),
        Fingerprints.of(solver.answers().asList()),
        solver.guesses().size(),
        Fingerprints.of(solver.guesses().asList()),
        ranked);
  }

  /** Returns the mode the guesses were ranked in. */
  public Mode mode() {
    return mode;
  }

  /** Returns the ranked first guesses, best first (unmodifiable). */
  public List<Suggestion> suggestions() {
    return suggestions;
  }

  /**
   * Writes this ranking in the format above, after a comment line.
   *
   * @throws IOException if {@code out} fails
   */
  public void write(Appendable out) throws IOException {
    List<String> lines = new ArrayList<>(suggestions.size());
    for (Suggestion s : suggestions) {
      lines.add(line(s));
    }
    out.append("# the first guesses a solver ranked, read by OpeningRanking.read\n");
    out.append(MAGIC).append('\n');
    out.append("mode ").append(mode.name().toLowerCase(Locale.ROOT)).append('\n');
    out.append("max-guesses ").append(Integer.toString(maxGuesses)).append('\n');
    out.append("scorer ").append(scorer).append('\n');
    out.append("answers ").append(Integer.toString(answerCount)).append(' ').append(answers);
    out.append('\n');
    out.append("guesses ").append(Integer.toString(guessCount)).append(' ').append(guesses);
    out.append('\n');
    out.append("entries ").append(Integer.toString(lines.size())).append(' ');
    out.append(digest(lines)).append('\n');
    for (String line : lines) {
      out.append(line).append('\n');
    }
  }

  private static String line(Suggestion s) {
    return s.word()
        + '\t'
        + s.score()
        + '\t'
        + s.entropyBits()
        + '\t'
        + s.worstCase()
        + '\t'
        + s.expectedRemaining()
        + '\t'
        + s.patterns()
        + '\t'
        + s.possibleAnswer();
  }

  private static String digest(List<String> lines) {
    MessageDigest sha;
    try {
      sha = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
    for (String line : lines) {
      sha.update(line.getBytes(StandardCharsets.UTF_8));
      sha.update((byte) '\n');
    }
    return HexFormat.of().formatHex(sha.digest());
  }

  /**
   * Reads a ranking in the format above; {@code source} names it in errors. Reads at most {@value
   * #MAX_LINE} characters a line and {@value #MAX_ENTRIES} entries, so memory stays bounded
   * whatever the input. Checks the format only: whether the ranking fits a solver is checked when
   * one is built with it ({@link Solver.Builder#openingRanking(OpeningRanking)}).
   *
   * @throws IOException if reading fails
   * @throws IllegalArgumentException naming the source, the line and what was expected
   */
  public static OpeningRanking read(Reader in, String source) throws IOException {
    Lines lines = new Lines(in, source);
    lines.expect(MAGIC, "the first line '" + MAGIC + "'");
    String modeName = lines.field("mode", "normal, hard or strict");
    Mode mode =
        switch (modeName) {
          case "normal" -> Mode.NORMAL;
          case "hard" -> Mode.HARD;
          case "strict" -> Mode.STRICT;
          default -> throw lines.error("'mode normal', 'mode hard' or 'mode strict'");
        };
    int maxGuesses = lines.number(lines.field("max-guesses", "a number"), "a guess limit");
    String scorer = lines.field("scorer", "the scorer's name");
    String[] answers = lines.countAndDigest("answers");
    String[] guesses = lines.countAndDigest("guesses");
    String[] entries = lines.countAndDigest("entries");
    int count = lines.number(entries[0], "a number of entries");
    if (count < 1 || count > MAX_ENTRIES) {
      throw lines.error("1 to " + MAX_ENTRIES + " entries, got " + count);
    }
    List<String> raw = new ArrayList<>();
    List<Suggestion> suggestions = new ArrayList<>();
    for (String line = lines.next(); line != null; line = lines.next()) {
      if (raw.size() == count) {
        throw lines.error("the end of the file after " + count + " entries");
      }
      raw.add(line);
      suggestions.add(lines.suggestion(line));
    }
    if (raw.size() < count) {
      throw lines.error(count + " entries as the header says, found " + raw.size());
    }
    if (!digest(raw).equals(entries[1])) {
      throw new IllegalArgumentException(
          source
              + ": the entries' digest is not the header's: the file is damaged or was edited"
              + " (expected "
              + entries[1]
              + ", the entries give "
              + digest(raw)
              + ")");
    }
    return new OpeningRanking(
        mode,
        maxGuesses,
        scorer,
        lines.number(answers[0], "a number of answers"),
        answers[1],
        lines.number(guesses[0], "a number of guesses"),
        guesses[1],
        suggestions);
  }

  /** The lines of a ranking being read, comments skipped, with the number of the last one. */
  private static final class Lines {
    private final Reader in;
    private final String source;
    private int number;
    private final StringBuilder line = new StringBuilder();

    Lines(Reader in, String source) {
      this.in = in;
      this.source = source;
    }

    /** Returns the next line that is not a comment, without its end, or null at the end. */
    @Nullable String next() throws IOException {
      while (true) {
        String read = readLine();
        if (read == null || !read.startsWith("#")) {
          return read;
        }
      }
    }

    private @Nullable String readLine() throws IOException {
      line.setLength(0);
      int c = in.read();
      if (c < 0) {
        return null;
      }
      number++;
      while (c >= 0 && c != '\n') {
        if (line.length() == MAX_LINE) {
          throw error("at most " + MAX_LINE + " characters on a line");
        }
        line.append((char) c);
        c = in.read();
      }
      int end = line.length();
      if (end > 0 && line.charAt(end - 1) == '\r') {
        line.setLength(end - 1);
      }
      return line.toString();
    }

    IllegalArgumentException error(String expected) {
      String at = number == 0 ? "" : ", line " + number;
      return new IllegalArgumentException(
          source + at + ": not an opening ranking: expected " + expected);
    }

    void expect(String text, String what) throws IOException {
      String got = next();
      if (!text.equals(got)) {
        throw error(what + (got == null ? ", found the end" : ", found " + Texts.quote(got)));
      }
    }

    /** Reads the line {@code key value} and returns the value. */
    String field(String key, String what) throws IOException {
      String got = next();
      if (got == null || !got.startsWith(key + " ") || got.length() == key.length() + 1) {
        throw error(
            "'"
                + key
                + " ' and "
                + what
                + (got == null ? ", found the end" : ", found " + Texts.quote(got)));
      }
      return got.substring(key.length() + 1);
    }

    /** Reads the line {@code key count hex} and returns the count and the hex digits. */
    String[] countAndDigest(String key) throws IOException {
      String[] parts = field(key, "a number and 64 hex digits").split(" ", -1);
      if (parts.length != 2 || !HEX.matcher(parts[1]).matches()) {
        throw error("'" + key + " ' with a number and 64 lower-case hex digits");
      }
      number(parts[0], "a number");
      return parts;
    }

    int number(String text, String what) {
      try {
        int n = Integer.parseInt(text);
        if (n >= 0) {
          return n;
        }
      } catch (NumberFormatException e) {
        // refused below
      }
      throw error(what + ", found " + Texts.quote(text));
    }

    Suggestion suggestion(String text) {
      String[] f = text.split("\t", -1);
      if (f.length != FIELDS.size()) {
        throw error(
            "a ranked guess, "
                + FIELDS.size()
                + " fields separated by tabs ("
                + String.join(", ", FIELDS)
                + "), found "
                + f.length
                + ": "
                + Texts.quote(text));
      }
      if (f[0].isEmpty()) {
        throw error("a word in the first field, found an empty one");
      }
      if (!(f[6].equals("true") || f[6].equals("false"))) {
        throw error("true or false as possibleAnswer, found " + Texts.quote(f[6]));
      }
      return Suggestion.of(
          f[0], real(f, 1), real(f, 2), whole(f, 3), real(f, 4), whole(f, 5), f[6].equals("true"));
    }

    private double real(String[] f, int i) {
      try {
        double x = Double.parseDouble(f[i]);
        if (Double.isFinite(x)) {
          return x;
        }
      } catch (NumberFormatException e) {
        // refused below
      }
      throw error("a finite number as " + FIELDS.get(i) + ", found " + Texts.quote(f[i]));
    }

    private int whole(String[] f, int i) {
      try {
        return Integer.parseInt(f[i]);
      } catch (NumberFormatException e) {
        throw error("a whole number as " + FIELDS.get(i) + ", found " + Texts.quote(f[i]));
      }
    }
  }

  /** The fields of a ranked guess, in order. */
  private static final List<String> FIELDS =
      List.of(
          "word",
          "score",
          "entropyBits",
          "worstCase",
          "expectedRemaining",
          "patterns",
          "possibleAnswer");

  /**
   * Returns the ranking, checked against the solver that imports it: the same lists, scorer and
   * guess limit; words in the guess list, once each; the figures the lists give each guess; the
   * ranked prefix in ranking order (see the class comment).
   *
   * @throws IllegalArgumentException naming what does not fit
   */
  List<Suggestion> checkedFor(Solver solver) {
    String why = mismatch(solver);
    if (why != null) {
      throw new IllegalArgumentException(
          "the opening ranking in "
              + mode
              + " does not fit this solver: "
              + why
              + "; rank again with these lists and export it (Solver.openingRanking)");
    }
    WordList words = solver.guesses();
    Position start = solver.newGame(mode).position();
    Set<String> seen = new HashSet<>();
    int ordered = solver.scorer().shortlist() > 0 ? solver.scorer().shortlist() : Integer.MAX_VALUE;
    Suggestion before = null;
    for (int i = 0; i < suggestions.size(); i++) {
      Suggestion s = suggestions.get(i);
      int g = words.indexOf(s.word());
      if (g < 0) {
        throw refused(i, s, "is not in the guess list");
      }
      if (!words.get(g).equals(s.word())) {
        throw refused(i, s, "is spelled otherwise in the guess list, " + words.get(g));
      }
      if (!seen.add(s.word())) {
        throw refused(i, s, "comes twice");
      }
      Suggestion figures = GuessChoice.suggestion(start.split(g), s.score());
      if (!near(figures.entropyBits(), s.entropyBits())
          || figures.worstCase() != s.worstCase()
          || !near(figures.expectedRemaining(), s.expectedRemaining())
          || figures.patterns() != s.patterns()
          || figures.possibleAnswer() != s.possibleAnswer()) {
        throw refused(
            i, s, "has other figures than these lists give it (" + figures.explain() + ")");
      }
      if (before != null && i < ordered && !inOrder(before, s, words)) {
        throw refused(i, s, "is out of ranking order after '" + before.word() + "'");
      }
      before = s;
    }
    return suggestions;
  }

  private @Nullable String mismatch(Solver solver) {
    if (maxGuesses != solver.rules().maxGuesses()) {
      return "it was ranked for "
          + maxGuesses
          + " guesses, this solver allows "
          + solver.rules().maxGuesses();
    }
    if (!scorer.equals(solver.scorer().toString())) {
      return "it was ranked by scorer "
          + Texts.quote(scorer)
          + ", this solver's is "
          + Texts.quote(solver.scorer().toString());
    }
    String theirs = Fingerprints.of(solver.answers().asList());
    if (answerCount != solver.answers().size() || !answers.equals(theirs)) {
      return "it was ranked for other answers ("
          + answerCount
          + " words, fingerprint "
          + answers.substring(0, 12)
          + "…; these lists have "
          + solver.answers().size()
          + ", "
          + theirs.substring(0, 12)
          + "…)";
    }
    theirs = Fingerprints.of(solver.guesses().asList());
    if (guessCount != solver.guesses().size() || !guesses.equals(theirs)) {
      return "it was ranked for other guesses ("
          + guessCount
          + " words, fingerprint "
          + guesses.substring(0, 12)
          + "…; these lists have "
          + solver.guesses().size()
          + ", "
          + theirs.substring(0, 12)
          + "…)";
    }
    return null;
  }

  private IllegalArgumentException refused(int i, Suggestion s, String why) {
    return new IllegalArgumentException(
        "the opening ranking in "
            + mode
            + " does not fit this solver: its guess "
            + (i + 1)
            + ", "
            + Texts.quote(s.word())
            + ", "
            + why);
  }

  /** Whether two figures computed from the same counts agree, whatever the platform's logarithm. */
  private static boolean near(double a, double b) {
    return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.max(Math.abs(a), Math.abs(b)));
  }

  /** Whether {@code a} may come before {@code b} in a ranking: the engine's tie rule. */
  private static boolean inOrder(Suggestion a, Suggestion b, WordList words) {
    int c = Double.compare(a.score(), b.score());
    if (c != 0) {
      return c < 0;
    }
    if (a.possibleAnswer() != b.possibleAnswer()) {
      return a.possibleAnswer();
    }
    return words.indexOf(a.word()) < words.indexOf(b.word());
  }

  /** Equal when made for the same mode, lists, scorer and guess limit, with equal guesses. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof OpeningRanking that
        && mode == that.mode
        && maxGuesses == that.maxGuesses
        && scorer.equals(that.scorer)
        && answerCount == that.answerCount
        && answers.equals(that.answers)
        && guessCount == that.guessCount
        && guesses.equals(that.guesses)
        && suggestions.equals(that.suggestions);
  }

  @Override
  public int hashCode() {
    return Objects.hash(mode, maxGuesses, scorer, answers, guesses, suggestions);
  }

  /** Returns e.g. {@code opening ranking in NORMAL: 24 guesses, salet first}. */
  @Override
  public String toString() {
    return "opening ranking in "
        + mode
        + ": "
        + suggestions.size()
        + " guesses, "
        + suggestions.get(0).word()
        + " first";
  }
}
