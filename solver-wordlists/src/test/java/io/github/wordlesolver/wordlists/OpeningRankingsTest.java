package io.github.wordlesolver.wordlists;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.engine.Node;
import io.github.wordlesolver.engine.TreeSearch;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import java.io.IOException;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The bundled opening rankings against a ranking computed now, and a solver given them against one
 * that ranks. With {@code -Dopenings.write=true} the test writes the files anew instead (see
 * SOURCES.md).
 */
class OpeningRankingsTest {
  private static final Path RESOURCES =
      Path.of("src/main/resources/io/github/wordlesolver/wordlists");

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "original, NORMAL",
    "original, HARD",
    "original, STRICT",
    "nyt, NORMAL",
    "nyt, HARD",
    "nyt-2022, NORMAL",
    "nyt-2022, HARD",
    "es, NORMAL",
    "es, HARD"
  })
  void theBundledRankingIsWhatTheScorerRanks(String list, Mode mode) throws IOException {
    ListPair lists = WordLists.named(list);
    List<Suggestion> ranked =
        Solver.of(lists.answers(), lists.guesses()).newGame(mode).suggest(OpeningRankings.RANKED);
    if (Boolean.getBoolean("openings.write")) {
      Path file = RESOURCES.resolve(OpeningRankings.resource(list, mode));
      try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
        OpeningRankings.writeRanking(
            ranked,
            "The best "
                + OpeningRankings.RANKED
                + " first guesses of the "
                + list
                + " lists in "
                + mode
                + " mode by the lookahead scorer, six guesses allowed",
            out);
      }
    }
    List<Suggestion> bundled = OpeningRankings.forLists(lists).get(mode);
    assertEquals(ranked, bundled);
    // A solver given the ranking suggests the same, without ranking anything.
    Solver quick =
        OpeningRankings.install(Solver.builder(lists.answers(), lists.guesses())).build();
    assertEquals(ranked, quick.newGame(mode).suggest(OpeningRankings.RANKED));
    assertEquals(ranked.subList(0, 7), quick.newGame(mode).suggest(7));
  }

  @Test
  void onlyTheBundledListsHaveRankings() {
    assertEquals(3, OpeningRankings.forLists(WordLists.original()).size());
    assertEquals(2, OpeningRankings.forLists(WordLists.nyt()).size());
    assertEquals(2, OpeningRankings.forLists(WordLists.nyt2022()).size());
    assertEquals(2, OpeningRankings.forLists(WordLists.spanish()).size());
    ListPair other =
        new ListPair(
            WordList.of(List.of("crane", "slate")),
            WordList.of(List.of("crane", "slate", "trace")));
    assertEquals(Map.of(), OpeningRankings.forLists(other));
    assertEquals(Set.of(), OpeningRankings.everyOpenerLoses(other));
    assertEquals(Set.of(), OpeningRankings.everyOpenerLoses(WordLists.original()));
    assertEquals(Set.of(), OpeningRankings.everyOpenerLoses(WordLists.nyt()));
    assertEquals(
        Set.of(Mode.HARD, Mode.STRICT), OpeningRankings.everyOpenerLoses(WordLists.spanish()));
  }

  /**
   * {@link OpeningRankings#install} gives the bundled hints only where they hold: for a bundled
   * pair exactly, the rankings with the {@code lookahead} scorer and six guesses, the declarations
   * with six guesses; nothing for other lists, a mixed pair or another guess limit.
   */
  @Test
  void installGivesTheBundledHintsOnlyWhereTheyHold() {
    ListPair es = WordLists.spanish();
    OpeningRankings.Hints all =
        OpeningRankings.hints(es.answers(), es.guesses(), Scorers.lookahead(), 6);
    assertEquals(OpeningRankings.forLists(es), all.rankings());
    assertEquals(Set.of(Mode.HARD, Mode.STRICT), all.everyOpenerLoses());
    OpeningRankings.Hints entropy =
        OpeningRankings.hints(es.answers(), es.guesses(), Scorers.entropy(), 6);
    assertEquals(Map.of(), entropy.rankings());
    assertEquals(Set.of(Mode.HARD, Mode.STRICT), entropy.everyOpenerLoses());
    ListPair original = WordLists.original();
    assertEquals(
        OpeningRankings.forLists(original),
        OpeningRankings.hints(original.answers(), original.guesses(), Scorers.lookahead(), 6)
            .rankings());
    OpeningRankings.Hints none = new OpeningRankings.Hints(Map.of(), Set.of());
    assertEquals(none, OpeningRankings.hints(es.answers(), es.guesses(), Scorers.lookahead(), 7));
    assertEquals(none, OpeningRankings.hints(es.answers(), es.guesses(), Scorers.lookahead(), 5));
    assertEquals(
        none,
        OpeningRankings.hints(
            original.answers(), WordLists.nyt().guesses(), Scorers.lookahead(), 6));
    WordList few = WordList.of(List.of("crane", "slate"));
    assertEquals(none, OpeningRankings.hints(few, few, Scorers.lookahead(), 6));
  }

  /**
   * The claim that every Spanish opener loses in hard mode, checked for the ten that the bundled
   * ranking puts first (the whole list takes minutes: {@code HardOpenerLosses}, see the README):
   * each has a bucket that no hard-mode play finishes within the guesses left. And a solver told so
   * plays the ranking's best opener, as a solver that searched in vain would.
   */
  @Test
  void theBestRankedSpanishOpenersLoseInHardMode() {
    ListPair lists = WordLists.spanish();
    Engine engine = Engine.shared(GameRules.of(lists.guesses()), lists.answers(), lists.guesses());
    int[] all = IntStream.range(0, lists.answers().size()).toArray();
    Node root = new Node(all, GameRules.DEFAULT_MAX_GUESSES, null);
    List<Suggestion> ranking = OpeningRankings.forLists(lists).get(Mode.HARD);
    for (Suggestion opener : ranking.subList(0, 10)) {
      TreeSearch search =
          new TreeSearch(
              engine.table(), engine.rule(Mode.HARD), Integer.MAX_VALUE, 1 << 16, () -> false);
      assertFalse(
          search.canFinishAfter(
              root, lists.guesses().indexOf(opener.word()), new TreeSearch.Budget(2_000_000)),
          opener.word());
    }
    Solver solver =
        OpeningRankings.install(Solver.builder(lists.answers(), lists.guesses())).build();
    assertEquals(ranking.get(0).word(), solver.newGame(Mode.HARD).bestGuess());
    assertEquals(ranking.subList(0, 5), solver.newGame(Mode.HARD).suggest(5));
  }

  @Test
  void aRankingRoundTripsAndABadLineIsNamed() throws IOException {
    List<Suggestion> ranking =
        List.of(
            Suggestion.of("salet", 7940.944444444444, 5.835, 221, 71.27, 148, false),
            Suggestion.of("slate", 1.0 / 3, 5.856, 221, 0.1, 147, true));
    StringBuilder text = new StringBuilder();
    OpeningRankings.writeRanking(ranking, "two", text);
    assertEquals(ranking, OpeningRankings.readRanking(new StringReader(text.toString()), "t"));
    WordListFormatException e =
        assertThrows(
            WordListFormatException.class,
            () ->
                OpeningRankings.readRanking(
                    new StringReader("# c\nsalet\t1.0\t2.0\t3\t4.0\t5\tmaybe\n"), "ranks.tsv"));
    assertTrue(e.getMessage().startsWith("ranks.tsv, line 2: 'salet"), e.getMessage());
    String huge = "x".repeat(100_000);
    e =
        assertThrows(
            WordListFormatException.class,
            () -> OpeningRankings.readRanking(new StringReader(huge), "big.tsv"));
    assertTrue(e.getMessage().length() < 200, e.getMessage());
  }

  /** The deprecated read, write and SIZE still answer as the package's own. */
  @Test
  @SuppressWarnings("deprecation") // the test of the deprecated members
  void theDeprecatedMembersAnswerAsBefore() throws IOException {
    assertEquals(OpeningRankings.RANKED, OpeningRankings.SIZE);
    List<Suggestion> ranking = OpeningRankings.forLists(WordLists.original()).get(Mode.NORMAL);
    StringBuilder viaPublic = new StringBuilder();
    OpeningRankings.write(ranking, "c", viaPublic);
    StringBuilder viaPackage = new StringBuilder();
    OpeningRankings.writeRanking(ranking, "c", viaPackage);
    assertEquals(viaPackage.toString(), viaPublic.toString());
    assertEquals(ranking, OpeningRankings.read(new StringReader(viaPublic.toString()), "t"));
  }
}
