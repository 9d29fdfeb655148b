package io.github.wordlesolver.wordlists;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Texts;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.solver.bundled.BundledHints;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The rankings of first guesses by the default {@code lookahead} scorer, computed once and bundled
 * for the bundled lists, so that a solver started cold suggests its first guesses in milliseconds
 * instead of ranking every guess (seconds): the best {@value #RANKED} first guesses of the original
 * lists in every mode and of both NYT pairs and the Spanish lists in normal and hard mode ({@link
 * #forLists}). Also what is known of the openers themselves: the modes in which every opener loses
 * some answer ({@link #everyOpenerLoses}). {@link #install} gives both to a solver's builder for
 * the bundled lists, where they are true; {@link OptimalTrees#optimalSolver()} does.
 *
 * <h2>Format</h2>
 *
 * UTF-8 text, one suggestion a line, best first: the fields of {@link Suggestion} separated by tabs
 * ({@code word score entropyBits worstCase expectedRemaining patterns possibleAnswer}, numbers as
 * {@link Double#toString} writes them, so they read back exactly); lines starting with {@code #}
 * are comments. A test ranks the lists again and compares (see SOURCES.md for how to write the
 * files anew).
 *
 * <p>Loaded on first use; thread-safe.
 */
public final class OpeningRankings {
  /**
   * How many first guesses each bundled ranking holds.
   *
   * @deprecated data-generation tooling, public by mistake: the size of the bundled data is not a
   *     promise. Users who need it read {@code forLists(lists).get(mode).size()}. May be removed in
   *     2.0.
   */
  @Deprecated(since = "1.1")
  public static final int SIZE = 100;

  /** How many first guesses each bundled ranking holds: what the tests rank and write. */
  static final int RANKED = 100;

  private OpeningRankings() {}

  /**
   * Returns the bundled rankings for {@code lists}, by mode: every mode for the original lists,
   * normal and hard for both NYT pairs and the Spanish lists, none for other lists (compared word
   * by word). They hold what the {@code lookahead} scorer ranks with six guesses allowed. An
   * unmodifiable map.
   */
  public static Map<Mode, List<Suggestion>> forLists(ListPair lists) {
    if (lists.equals(WordLists.original())) {
      return Original.RANKINGS;
    }
    if (lists.equals(WordLists.nyt())) {
      return Nyt.RANKINGS;
    }
    if (lists.equals(WordLists.nyt2022())) {
      return Nyt2022.RANKINGS;
    }
    if (lists.equals(WordLists.spanish())) {
      return Spanish.RANKINGS;
    }
    return Map.of();
  }

  /**
   * Returns the modes in which every first guess of {@code lists} loses some answer with six
   * guesses allowed, as proved for the bundled lists: hard and strict mode on the Spanish lists
   * (each of the 4,718 openers leaves a set of answers that no hard-mode play finds within six
   * guesses; the benchmarks' {@code HardOpenerLosses} proves it in under three minutes on two
   * cores, see docs/strategies.md; strict mode allows fewer guesses still). Empty for other lists,
   * where nothing of the kind is bundled (on the original and NYT lists, the openers of the bundled
   * hard-mode trees win every answer). An unmodifiable set.
   */
  public static Set<Mode> everyOpenerLoses(ListPair lists) {
    return lists.equals(WordLists.spanish()) ? Set.of(Mode.HARD, Mode.STRICT) : Set.of();
  }

  /**
   * Installs into {@code builder} what is bundled for its own lists (the answers and guesses given
   * to {@link Solver#builder}, compared word by word with the bundled pairs), and nothing for other
   * lists: the rankings of {@link #forLists} if its scorer is {@code lookahead} and its guess limit
   * six, what they were ranked with, so that no game of the solver ranks its first guess; and the
   * modes of {@link #everyOpenerLoses} if its guess limit is six, what was proved, so that its
   * games there open with the ranked best guess instead of searching in vain for one that wins
   * every answer. The solver trusts both without checking, which is why only this method, for this
   * data, gives them: nothing a caller passes is trusted. Set the scorer and the guess limit first:
   * a scorer or limit set later drops what was installed. Returns {@code builder}.
   *
   * <p>Loads the bundled lists to compare (once per process) and the lists' rankings on first use.
   * Not thread-safe, as the builder is not.
   */
  public static Solver.Builder install(Solver.Builder builder) {
    Hints hints =
        hints(
            BundledHints.answers(builder),
            BundledHints.guesses(builder),
            BundledHints.scorer(builder),
            BundledHints.maxGuesses(builder));
    hints
        .rankings()
        .forEach((mode, ranking) -> BundledHints.openingRanking(builder, mode, ranking));
    hints.everyOpenerLoses().forEach(mode -> BundledHints.everyOpenerLoses(builder, mode));
    return builder;
  }

  /**
   * What {@link #install} gives a builder.
   *
   * @param rankings the opening rankings by mode
   * @param everyOpenerLoses the modes declared lost for every opener
   */
  record Hints(Map<Mode, List<Suggestion>> rankings, Set<Mode> everyOpenerLoses) {}

  /** Returns what {@link #install} gives a builder with these lists, scorer and guess limit. */
  static Hints hints(WordList answers, WordList guesses, Scorer scorer, int maxGuesses) {
    ListPair lists = maxGuesses == GameRules.DEFAULT_MAX_GUESSES ? bundled(answers, guesses) : null;
    if (lists == null) {
      return new Hints(Map.of(), Set.of());
    }
    return new Hints(
        scorer.equals(Scorers.lookahead()) ? forLists(lists) : Map.of(), everyOpenerLoses(lists));
  }

  /** Returns the bundled pair of exactly these lists, or null if none is. */
  private static @Nullable ListPair bundled(WordList answers, WordList guesses) {
    for (String name : WordLists.names()) {
      ListPair lists = WordLists.named(name);
      if (lists.answers().equals(answers) && lists.guesses().equals(guesses)) {
        return lists;
      }
    }
    return null;
  }

  /** Returns the name of the resource that holds the ranking of {@code list} in {@code mode}. */
  static String resource(String list, Mode mode) {
    return "openings/" + list + "-" + mode.name().toLowerCase(Locale.ROOT) + ".tsv";
  }

  /**
   * Writes {@code ranking} in the format above, after a comment line {@code # comment}.
   *
   * @throws IOException if {@code out} fails
   * @deprecated data-generation tooling, not library, public only so that a test could write the
   *     bundled files; users need no replacement (only the bundled data installs rankings, {@link
   *     #install}). Removed in 2.0, where the bundled files are written by a tooling module
   *     (docs/dev/architecture.md, "Library and tooling").
   */
  @Deprecated(since = "1.1")
  public static void write(List<Suggestion> ranking, String comment, Appendable out)
      throws IOException {
    writeRanking(ranking, comment, out);
  }

  /**
   * Writes {@code ranking} in the format above, after a comment line {@code # comment}: how the
   * test writes the bundled files anew.
   *
   * @throws IOException if {@code out} fails
   */
  static void writeRanking(List<Suggestion> ranking, String comment, Appendable out)
      throws IOException {
    out.append("# ").append(comment).append('\n');
    out.append(
        "# word\tscore\tentropyBits\tworstCase\texpectedRemaining\tpatterns\t"
            + "possibleAnswer\n");
    for (Suggestion s : ranking) {
      out.append(s.word())
          .append('\t')
          .append(Double.toString(s.score()))
          .append('\t')
          .append(Double.toString(s.entropyBits()))
          .append('\t')
          .append(Integer.toString(s.worstCase()))
          .append('\t')
          .append(Double.toString(s.expectedRemaining()))
          .append('\t')
          .append(Integer.toString(s.patterns()))
          .append('\t')
          .append(Boolean.toString(s.possibleAnswer()))
          .append('\n');
    }
  }

  /**
   * Reads a ranking in the format above; {@code source} names it in errors.
   *
   * @throws IOException if reading fails
   * @throws WordListFormatException naming the source and line of a malformed line
   * @deprecated data-generation tooling, not library, public only so that a test could read the
   *     bundled files; users read the bundled rankings with {@link #forLists}. Removed in 2.0,
   *     where the bundled files are read by a tooling module (docs/dev/architecture.md, "Library
   *     and tooling").
   */
  @Deprecated(since = "1.1")
  public static List<Suggestion> read(Reader in, String source) throws IOException {
    return readRanking(in, source);
  }

  /**
   * Reads a ranking in the format above; {@code source} names it in errors.
   *
   * @throws IOException if reading fails
   * @throws WordListFormatException naming the source and line of a malformed line
   */
  static List<Suggestion> readRanking(Reader in, String source) throws IOException {
    List<Suggestion> out = new ArrayList<>();
    BufferedReader lines = new BufferedReader(in);
    int number = 0;
    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
      number++;
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t", -1);
      try {
        if (f.length != 7 || !(f[6].equals("true") || f[6].equals("false"))) {
          throw new NumberFormatException("expected 7 tab-separated fields");
        }
        out.add(
            Suggestion.of(
                f[0],
                Double.parseDouble(f[1]),
                Double.parseDouble(f[2]),
                Integer.parseInt(f[3]),
                Double.parseDouble(f[4]),
                Integer.parseInt(f[5]),
                Boolean.parseBoolean(f[6])));
      } catch (NumberFormatException e) {
        throw new WordListFormatException(
            source,
            number,
            line,
            "'" + Texts.shorten(line) + "' is not a ranked guess (" + e.getMessage() + ")");
      }
    }
    return List.copyOf(out);
  }

  private static Map<Mode, List<Suggestion>> load(String list, Mode... modes) {
    Map<Mode, List<Suggestion>> out = new EnumMap<>(Mode.class);
    for (Mode mode : modes) {
      String name = resource(list, mode);
      try (InputStream in = OpeningRankings.class.getResourceAsStream(name)) {
        if (in == null) {
          throw new IllegalStateException("missing resource " + name);
        }
        out.put(mode, readRanking(new InputStreamReader(in, StandardCharsets.UTF_8), name));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return Collections.unmodifiableMap(out);
  }

  private static final class Original {
    static final Map<Mode, List<Suggestion>> RANKINGS =
        load(WordLists.ORIGINAL, Mode.NORMAL, Mode.HARD, Mode.STRICT);
  }

  private static final class Nyt {
    static final Map<Mode, List<Suggestion>> RANKINGS = load(WordLists.NYT, Mode.NORMAL, Mode.HARD);
  }

  private static final class Nyt2022 {
    static final Map<Mode, List<Suggestion>> RANKINGS =
        load(WordLists.NYT_2022, Mode.NORMAL, Mode.HARD);
  }

  private static final class Spanish {
    static final Map<Mode, List<Suggestion>> RANKINGS =
        load(WordLists.SPANISH, Mode.NORMAL, Mode.HARD);
  }
}
