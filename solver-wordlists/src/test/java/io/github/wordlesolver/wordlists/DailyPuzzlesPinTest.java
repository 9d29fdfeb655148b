package io.github.wordlesolver.wordlists;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.DailyPuzzles;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The daily puzzles of the bundled lists are a promise for every 1.x version: their first puzzles
 * of the first two rounds are pinned here. The words were computed outside Java, with Python's
 * {@code hashlib} over the resource files, from the rule in {@link DailyPuzzles}'s comment.
 */
class DailyPuzzlesPinTest {
  @ParameterizedTest
  @CsvSource({
    "nyt, 0, pager heart spicy yahoo venal torah jihad plaza",
    "nyt, 1, swine slope found tubal elate breed keyed yeesh",
    "original, 0, drier mania pubic lilac cocoa quash motel wrong",
    "original, 1, flick mucky beard graze shunt rajah chasm manic",
    "nyt-2022, 0, enema satin slosh wound tilde wheat swish motif",
    "nyt-2022, 1, scrap inlet fetal tally drawn froth snake enter",
    "es, 0, aovar vasca larra galio tamba afila buceo ajebe",
    "es, 1, picol roten cuneo humus calza acion agora yermo",
  })
  void theFirstPuzzlesOfEachRoundArePinned(String name, int round, String words) {
    DailyPuzzles daily = WordLists.daily(name);
    int n = daily.answers().size();
    List<String> expected = List.of(words.split(" "));
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(
          expected.get(i), daily.answer(round * n + i), name + " puzzle " + (round * n + i));
    }
    assertEquals(expected, daily.round(round).subList(0, expected.size()));
  }

  @Test
  void theBundledDailyPuzzlesStartOnTheNytsFirstDay() {
    DailyPuzzles nyt = WordLists.daily(" NYT ");
    assertSame(nyt, WordLists.daily("nyt"));
    assertEquals("nyt", nyt.name());
    assertEquals(WordLists.nytAnswers(), nyt.answers());
    assertEquals(WordLists.ORIGINAL_FIRST_DAY, nyt.epoch());
    assertEquals("pager", nyt.answer(LocalDate.of(2021, 6, 19)));
    assertEquals("heart", nyt.answer(LocalDate.of(2021, 6, 20)));
    // Days past the original list's last puzzle (2027-10-20) still have one.
    assertTrue(WordLists.nytAnswers().contains(nyt.answer(LocalDate.of(2040, 1, 1))));
    IllegalArgumentException unknown =
        assertThrows(IllegalArgumentException.class, () -> WordLists.daily("klingon"));
    assertTrue(unknown.getMessage().contains("klingon"), unknown.getMessage());
  }
}
