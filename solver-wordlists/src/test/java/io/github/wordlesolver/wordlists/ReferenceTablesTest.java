package io.github.wordlesolver.wordlists;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.proof.OpenerProver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The proofs' lower bound ({@link OpenerProver#lowerBound}) against the reference solver's complete
 * tables of today's lists ({@code reference/SOURCES.md}): never above an opener's exact total, for
 * the table's best five openers and every 1,000th opener that wins every answer, in normal and in
 * hard mode. The tables are the truth other tests and docs/proofs.md measure the bound against.
 */
class ReferenceTablesTest {
  /** One line of a table: an opener and its exact total. */
  private record Row(String opener, long total) {}

  private static List<Row> table(Mode mode) throws IOException {
    String name = mode == Mode.HARD ? "results_hard_nyt20230701" : "results_easy_nyt20230701";
    List<Row> rows = new ArrayList<>();
    try (InputStream in =
            Objects.requireNonNull(
                ReferenceTablesTest.class.getResourceAsStream("reference/" + name), name);
        BufferedReader reader =
            new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        String[] fields = line.strip().split("\\s+");
        rows.add(new Row(fields[0], Long.parseLong(fields[2])));
      }
    }
    return rows;
  }

  @ParameterizedTest
  @EnumSource(
      value = Mode.class,
      names = {"NORMAL", "HARD"})
  void theLowerBoundNeverLiesAboveTheExactTotal(Mode mode) throws IOException {
    List<Row> rows = table(mode);
    assertEquals(WordLists.nytGuesses().size(), rows.size(), "one line per opener");
    OpenerProver prover =
        new OpenerProver(
            WordLists.nytAnswers(),
            WordLists.nytGuesses(),
            GameRules.of(WordLists.nytGuesses()).withMode(mode));
    int checked = 0;
    for (int i = 0; i < rows.size(); i++) {
      Row row = rows.get(i);
      if (row.total() >= 1_000_000_000L || (i >= 5 && i % 1000 != 0)) {
        continue; // an opener that loses some answer has no total to be below
      }
      int bound = prover.lowerBound(row.opener());
      assertTrue(
          bound <= row.total(),
          mode + " " + row.opener() + ": bound " + bound + " above the total " + row.total());
      // Every answer is found at the first guess at best, the rest at the second at best.
      assertTrue(bound > 2 * prover.answers().size(), row.opener() + ": bound " + bound);
      checked++;
    }
    assertTrue(checked >= 12, "openers checked: " + checked);
  }
}
