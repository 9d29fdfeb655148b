package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The opening ranking's text form is stable across 1.x (docs/dev/releasing.md): a ranking over four
 * answers and six guesses pinned byte for byte, with its fingerprints and its entries' digest
 * computed outside Java (Python's {@code hashlib}) and figures worked out by hand (splits of 1, 1,
 * 1, 1 and 2, 1, 1 answers, so that every number has one spelling); the pinned text reads back as
 * the same ranking, and a solver of those lists accepts it.
 */
class OpeningRankingFormatTest {
  private static final WordList ANSWERS = WordList.of("cigar", "rebut", "sissy", "humph");
  private static final WordList GUESSES = WordList.union(ANSWERS, WordList.of("blush", "awake"));

  private static final String PINNED =
      "# the first guesses a solver ranked, read by OpeningRanking.read\n"
          + "wordle-opening-ranking 1\n"
          + "mode normal\n"
          + "max-guesses 6\n"
          + "scorer lookahead(depth 1, shortlist 24, breadth 6)\n"
          + "answers 4 46592591cc2b76695638d4cf1f100a5d114597915a13bee9aaae688255e1575f\n"
          + "guesses 6 321f4a2db309ba2dbd893cd64019a43e539bece9bf7453935933734a91e84acc\n"
          + "entries 5 83f2bbd9e323b5b2140aa4245deee964accf9bdb5afc61805b2e008c5070da3b\n"
          + "cigar\t1.75\t2.0\t1\t1.0\t4\ttrue\n"
          + "rebut\t1.75\t2.0\t1\t1.0\t4\ttrue\n"
          + "blush\t2.0\t2.0\t1\t1.0\t4\tfalse\n"
          + "sissy\t2.25\t1.5\t2\t1.5\t3\ttrue\n"
          + "awake\t2.5\t1.5\t2\t1.5\t3\tfalse\n";

  /** The ranking of {@link #PINNED}: cigar, rebut and blush split the answers into singletons. */
  private static final List<Suggestion> RANKED =
      List.of(
          Suggestion.of("cigar", 1.75, 2.0, 1, 1.0, 4, true),
          Suggestion.of("rebut", 1.75, 2.0, 1, 1.0, 4, true),
          Suggestion.of("blush", 2.0, 2.0, 1, 1.0, 4, false),
          Suggestion.of("sissy", 2.25, 1.5, 2, 1.5, 3, true),
          Suggestion.of("awake", 2.5, 1.5, 2, 1.5, 3, false));

  @Test
  void theFormIsPinnedByteForByte() throws IOException {
    assertEquals(List.of("cigar", "rebut", "sissy", "humph", "blush", "awake"), GUESSES.asList());
    Solver solver = Solver.of(ANSWERS, GUESSES);
    OpeningRanking ranking = OpeningRanking.of(solver, Mode.NORMAL, RANKED);
    StringBuilder text = new StringBuilder();
    ranking.write(text);
    assertEquals(PINNED, text.toString());

    OpeningRanking read = OpeningRanking.read(new StringReader(PINNED), "pinned");
    assertEquals(ranking, read);
    assertEquals(RANKED, read.suggestions());
    // The figures are the lists' own: a solver of these lists takes the file (its build checks
    // them, and the order). Serving an imported ranking is OpeningRankingImportTest's.
    Solver.builder(ANSWERS, GUESSES).openingRanking(read).build();
    // CR LF line ends and comment lines anywhere read as the same ranking.
    String crlf = PINNED.replace("\n", "\r\n").replace("mode normal", "# a comment\r\nmode normal");
    assertEquals(ranking, OpeningRanking.read(new StringReader(crlf), "crlf"));
    assertTrue(PINNED.lines().allMatch(line -> line.length() <= OpeningRanking.MAX_LINE));
  }
}
