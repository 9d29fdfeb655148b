package io.github.wordlesolver.examples.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.DailyPuzzles;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@link HostBot} does when its directory fails it, and the puzzles of its days. */
class HostBotTest {
  private static final Solver ORIGINAL = SolverSetup.bundled(WordLists.ORIGINAL);

  @Test
  void aMoveThatCannotBeSavedIsNotMade(@TempDir Path dir) throws Exception {
    List<String> reports = new ArrayList<>();
    HostBot bot =
        HostBot.open(ORIGINAL, WordLists.daily(WordLists.ORIGINAL), dir, false, reports::add);
    String secret = ORIGINAL.answers().get(PlaySession.pick(5, ORIGINAL.answers().size()));
    assertEquals("zoe: new game: 6 guesses left", bot.answer("zoe play seed 5"));
    Path file = dir.resolve(GameStore.fileName("zoe"));
    String saved = Files.readString(file);
    Files.delete(file);
    Files.createDirectories(file.resolve("in-the-way")); // a save cannot replace it
    assertEquals(
        "zoe: the game could not be saved, so the move was not made", bot.answer("zoe crane"));
    assertEquals(1, reports.size(), reports::toString);
    assertTrue(reports.get(0).startsWith("cannot save the game of user 'zoe'"), reports.get(0));
    Files.delete(file.resolve("in-the-way"));
    Files.delete(file);
    String marks = Feedback.compute("crane", secret).toEmoji();
    assertEquals("zoe: crane " + marks + ", 5 guesses left", bot.answer("zoe crane"));
    assertTrue(Files.readString(file).startsWith(saved.substring(0, saved.indexOf("end"))));
  }

  /** The JSON answer of a guess that wins at once: the secret was {@code word}. */
  private static String wonAtOnce(String user, String word) {
    return "{\"user\":\"" + user + "\",\"marks\":\"GGGGG\",\"status\":\"won\",\"guessesLeft\":0}";
  }

  @Test
  void playDayNStartsTheGameOfTheListsDailyPuzzleN() throws Exception {
    DailyPuzzles daily = WordLists.daily(WordLists.ORIGINAL);
    HostBot bot = HostBot.open(ORIGINAL, daily, null, true, report -> {});
    // Past the first round, and at the end of the int range, still a day.
    for (int day : new int[] {0, 1, 17, 2315, 5000, Integer.MAX_VALUE}) {
      String secret = daily.answer(day);
      assertEquals(
          "{\"user\":\"ann\",\"status\":\"playing\",\"guessesLeft\":6}",
          bot.answer("ann play day " + day));
      assertEquals(wonAtOnce("ann", secret), bot.answer("ann " + secret), "day " + day);
    }
    // The library's order, not the original list's own (cigar was its puzzle 0).
    assertEquals("drier", daily.answer(0));
    bot.answer("bob play hard day 0");
    assertEquals(wonAtOnce("bob", "drier"), bot.answer("bob drier"));
    bot.answer("cy play day 0");
    assertTrue(bot.answer("cy cigar").contains("\"status\":\"playing\""));
    for (String bad : List.of("-1", "2147483648", "99999999999999999999", "two")) {
      assertTrue(
          bot.answer("dee play day " + bad).contains("\"code\":\"bad_command\""), "day " + bad);
    }
    assertTrue(bot.answer("dee play day -1").contains("0 (2021-06-19) to 2147483647"));
  }

  @Test
  void theDailyPuzzlesOfABotAreTheBundledOnesOrTheCustomOrderOfItsAnswers() {
    assertSame(WordLists.daily(WordLists.NYT), HostBot.dailyPuzzles("nyt", WordLists.nytAnswers()));
    WordList mine = WordList.of("cigar", "rebut", "sissy", "humph", "awake");
    DailyPuzzles custom = HostBot.dailyPuzzles(null, mine);
    assertEquals(DailyPuzzles.of("wordle bot", mine, LocalDate.of(2021, 6, 19)), custom);
    // The order of the file does not count, only its words.
    WordList shuffled = WordList.of("awake", "sissy", "cigar", "humph", "rebut");
    assertEquals(custom.round(3), HostBot.dailyPuzzles(null, shuffled).round(3));
  }
}
