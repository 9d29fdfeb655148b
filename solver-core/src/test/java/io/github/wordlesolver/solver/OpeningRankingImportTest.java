package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * {@link OpeningRanking}: exported by one solver and imported by another over the same lists, the
 * first suggestions are the exporter's and nothing is ranked; a file that is damaged, or made for
 * other lists, scorer or guess limit, or whose figures or order are wrong, is refused naming why.
 */
class OpeningRankingImportTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(200);
  private static final WordList GUESSES = WordList.union(ANSWERS, EngineTestSupport.allowed(40));

  private static String text(OpeningRanking ranking) throws IOException {
    StringBuilder out = new StringBuilder();
    ranking.write(out);
    return out.toString();
  }

  private static OpeningRanking read(String text) throws IOException {
    return OpeningRanking.read(new StringReader(text), "saved.ranking");
  }

  @Test
  void aRestartedSolverAnswersItsFirstSuggestionsWithoutRanking() throws IOException {
    for (Mode mode : List.of(Mode.NORMAL, Mode.HARD)) {
      CountingScorer first = new CountingScorer();
      Solver exporter = Solver.builder(ANSWERS, GUESSES).scorer(first).build();
      List<Suggestion> expected = exporter.newGame(mode).suggest(5);
      assertTrue(first.costed.get() > 0, "the exporter ranked");
      String saved = text(exporter.openingRanking(mode));

      CountingScorer second = new CountingScorer();
      OpeningRanking imported = read(saved);
      assertEquals(exporter.openingRanking(mode), imported);
      assertEquals(mode, imported.mode());
      Solver restarted =
          Solver.builder(ANSWERS, GUESSES).scorer(second).openingRanking(imported).build();
      assertEquals(expected, restarted.newGame(mode).suggest(5), mode.toString());
      assertEquals(expected.get(0).word(), restarted.newGame(mode).bestGuess());
      assertEquals(0, second.costed.get(), "the restarted solver ranked nothing in " + mode);
      // Only the imported mode is served: another mode ranks as before.
      Mode other = mode == Mode.NORMAL ? Mode.HARD : Mode.NORMAL;
      assertEquals(exporter.newGame(other).suggest(3), restarted.newGame(other).suggest(3));
      assertTrue(second.costed.get() > 0);
      // Written again, the same text.
      assertEquals(saved, text(restarted.openingRanking(mode)));
    }
  }

  @Test
  void theDefaultExportHoldsTheShortlistAtLeast() throws IOException {
    Solver solver = Solver.of(ANSWERS, GUESSES);
    OpeningRanking ranking = solver.openingRanking(Mode.NORMAL);
    assertTrue(ranking.suggestions().size() >= Scorers.lookahead().shortlist(), ranking.toString());
    assertEquals(
        solver.newGame().suggest(10), ranking.suggestions().subList(0, 10), "what games serve");
    String text = text(ranking);
    assertTrue(text.contains("\nscorer " + Scorers.lookahead() + "\n"), text);
    assertTrue(text.contains("\nmode normal\nmax-guesses 6\n"), text);
  }

  /** An exported ranking of the default scorer in normal mode, as text. */
  private static String exported() throws IOException {
    return text(Solver.of(ANSWERS, GUESSES).openingRanking(Mode.NORMAL));
  }

  /** {@code text} with its entries changed by {@code edit} and the digest made to match. */
  private static String withEntries(String text, UnaryOperator<List<String>> edit)
      throws Exception {
    List<String> lines = new ArrayList<>(List.of(text.split("\n")));
    int header = 0;
    while (!lines.get(header).startsWith("entries ")) {
      header++;
    }
    List<String> entries = edit.apply(new ArrayList<>(lines.subList(header + 1, lines.size())));
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    for (String e : entries) {
      sha.update((e + "\n").getBytes(StandardCharsets.UTF_8));
    }
    List<String> out = new ArrayList<>(lines.subList(0, header));
    out.add("entries " + entries.size() + " " + HexFormat.of().formatHex(sha.digest()));
    out.addAll(entries);
    return String.join("\n", out) + "\n";
  }

  private static IllegalArgumentException refusedAtBuild(String text, Solver.Builder builder)
      throws IOException {
    OpeningRanking ranking = read(text);
    return assertThrows(
        IllegalArgumentException.class, () -> builder.openingRanking(ranking).build());
  }

  @Test
  void aRankingForOtherListsScorerOrLimitIsRefused() throws IOException {
    String text = exported();
    WordList fewer = EngineTestSupport.answers(199);
    String otherAnswers = refusedAtBuild(text, Solver.builder(fewer, GUESSES)).getMessage();
    assertTrue(otherAnswers.contains("other answers"), otherAnswers);
    assertTrue(otherAnswers.contains("200 words") && otherAnswers.contains("199"), otherAnswers);
    String otherGuesses =
        refusedAtBuild(
                text,
                Solver.builder(ANSWERS, WordList.union(ANSWERS, EngineTestSupport.allowed(41))))
            .getMessage();
    assertTrue(otherGuesses.contains("other guesses"), otherGuesses);
    String otherScorer =
        refusedAtBuild(text, Solver.builder(ANSWERS, GUESSES).scorer(Scorers.entropy()))
            .getMessage();
    assertTrue(otherScorer.contains("scorer") && otherScorer.contains("entropy"), otherScorer);
    String otherLookahead =
        refusedAtBuild(text, Solver.builder(ANSWERS, GUESSES).scorer(Scorers.lookahead(2, 24, 6)))
            .getMessage();
    assertTrue(otherLookahead.contains("depth 2"), otherLookahead);
    String otherLimit =
        refusedAtBuild(text, Solver.builder(ANSWERS, GUESSES).maxGuesses(7)).getMessage();
    assertTrue(otherLimit.contains("6 guesses") && otherLimit.contains("7"), otherLimit);
    // The setters' order does not matter: checked at build.
    OpeningRanking ranking = read(text);
    assertEquals(
        ranking.suggestions().subList(0, 3),
        Solver.builder(ANSWERS, GUESSES)
            .openingRanking(ranking)
            .scorer(Scorers.lookahead())
            .build()
            .newGame()
            .suggest(3));
  }

  @Test
  void wrongContentIsRefusedAtBuildNamingTheGuess() throws Exception {
    String text = exported();
    Solver.Builder builder = Solver.builder(ANSWERS, GUESSES);
    // A figure changed: the guess's worst case.
    String figures =
        withEntries(
            text,
            e -> {
              String[] f = e.get(2).split("\t");
              f[3] = Integer.toString(Integer.parseInt(f[3]) + 1);
              e.set(2, String.join("\t", f));
              return e;
            });
    String why = refusedAtBuild(figures, builder).getMessage();
    assertTrue(why.contains("guess 3") && why.contains("figures"), why);
    // Two guesses of the shortlist swapped: out of ranking order.
    String swapped =
        withEntries(
            text,
            e -> {
              String first = e.get(0);
              e.set(0, e.get(1));
              e.set(1, first);
              return e;
            });
    why = refusedAtBuild(swapped, Solver.builder(ANSWERS, GUESSES)).getMessage();
    assertTrue(why.contains("guess 2") && why.contains("order"), why);
    // A word twice, and a word outside the guess list.
    String twice =
        withEntries(
            text,
            e -> {
              e.add(e.get(0));
              return e;
            });
    why = refusedAtBuild(twice, Solver.builder(ANSWERS, GUESSES)).getMessage();
    assertTrue(why.contains("twice"), why);
    String outside =
        withEntries(
            text,
            e -> {
              e.set(e.size() - 1, "zzzzz" + e.get(e.size() - 1).substring(5));
              return e;
            });
    why = refusedAtBuild(outside, Solver.builder(ANSWERS, GUESSES)).getMessage();
    assertTrue(why.contains("'zzzzz'") && why.contains("not in the guess list"), why);
  }

  @Test
  void aDamagedFileIsRefusedAtReadNamingTheLine() throws Exception {
    String text = exported();
    // A score edited without the digest: damaged.
    String edited = text.replaceFirst("\n([a-z]{5})\t([0-9]+)", "\n$1\t9$2");
    assertNotEquals(text, edited);
    String why = assertThrows(IllegalArgumentException.class, () -> read(edited)).getMessage();
    assertTrue(why.startsWith("saved.ranking: ") && why.contains("digest"), why);
    // Cut short, or longer than the header says.
    String cut = text.substring(0, text.lastIndexOf('\n', text.length() - 2) + 1);
    why = assertThrows(IllegalArgumentException.class, () -> read(cut)).getMessage();
    assertTrue(why.contains("entries as the header says"), why);
    String longer = text + text.substring(text.lastIndexOf('\n', text.length() - 2) + 1);
    why = assertThrows(IllegalArgumentException.class, () -> read(longer)).getMessage();
    assertTrue(why.contains("the end of the file"), why);
    // Header lines out of place or wrong, each named by its line (the comment is line 1).
    why =
        assertThrows(
                IllegalArgumentException.class,
                () -> read(text.replace("mode normal", "mode easy")))
            .getMessage();
    assertTrue(why.contains("line 3") && why.contains("'mode hard'"), why);
    why =
        assertThrows(
                IllegalArgumentException.class,
                () -> read(text.replace("wordle-opening-ranking 1", "wordle-opening-ranking 2")))
            .getMessage();
    assertTrue(why.contains("line 2") && why.contains("wordle-opening-ranking 1"), why);
    why =
        assertThrows(
                IllegalArgumentException.class,
                () -> read(text.replace("max-guesses 6", "max-guesses six")))
            .getMessage();
    assertTrue(why.contains("line 4") && why.contains("'six'"), why);
    why = assertThrows(IllegalArgumentException.class, () -> read("")).getMessage();
    assertTrue(why.contains("found the end"), why);
    // A bad entry, named by its line and quoted.
    String bad =
        withEntries(
            text,
            e -> {
              e.set(0, e.get(0).replace("\ttrue", "\tmaybe").replace("\tfalse", "\tmaybe"));
              return e;
            });
    why = assertThrows(IllegalArgumentException.class, () -> read(bad)).getMessage();
    assertTrue(why.contains("line 9") && why.contains("maybe"), why);
    // Memory stays bounded: a line of a million characters is refused at the limit.
    String huge = "# " + "x".repeat(1_000_000) + "\n" + text;
    why = assertThrows(IllegalArgumentException.class, () -> read(huge)).getMessage();
    assertTrue(why.contains("line 1") && why.contains("1000 characters"), why);
  }

  private static Gen<List<Suggestion>> suggestions() {
    Gen<Double> doubles =
        Generate.pick(List.of(0.0, 1.0 / 3, 1e-300, 7920.0, Math.PI, 123456.789e10, -0.5))
            .mix(Generate.range(0, 1_000_000).map(i -> i / 7.0), 50);
    return in -> {
      int n = Generate.range(1, 30).generate(in);
      List<Suggestion> out = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        out.add(
            Suggestion.of(
                GUESSES.get(Generate.range(0, GUESSES.size() - 1).generate(in)),
                doubles.generate(in),
                doubles.generate(in),
                Generate.range(0, 200).generate(in),
                doubles.generate(in),
                Generate.range(0, 243).generate(in),
                Generate.booleans().generate(in)));
      }
      return out;
    };
  }

  /** Every figure reads back exactly as written, whatever its value. */
  @Test
  void theTextRoundTripsExactly() {
    Solver solver = Solver.of(ANSWERS, GUESSES);
    qt().withFixedSeed(0x0FE41L)
        .withExamples(300)
        .forAll(suggestions(), Generate.enumValues(Mode.class))
        .checkAssert(
            (list, mode) -> {
              OpeningRanking ranking = OpeningRanking.of(solver, mode, list);
              try {
                OpeningRanking back = read(text(ranking));
                assertEquals(ranking, back);
                assertEquals(list, back.suggestions());
                assertEquals(mode, back.mode());
              } catch (IOException e) {
                throw new AssertionError(e);
              }
            });
  }
}
