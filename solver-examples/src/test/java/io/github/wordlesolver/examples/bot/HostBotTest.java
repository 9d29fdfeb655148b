package io.github.wordlesolver.examples.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@link HostBot} does when its directory fails it, and its stand-in order of days. */
class HostBotTest {
  private static final Solver ORIGINAL = SolverSetup.bundled(WordLists.ORIGINAL);

  @Test
  void aMoveThatCannotBeSavedIsNotMade(@TempDir Path dir) throws Exception {
    List<String> reports = new ArrayList<>();
    HostBot bot = HostBot.open(ORIGINAL, WordLists.ORIGINAL, dir, false, reports::add);
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

  @Test
  void theDayOfTheOriginalListIsItsPuzzleAndOtherListsHaveAFixedOrder() {
    assertEquals("cigar", DayOrder.answer(ORIGINAL.answers(), WordLists.ORIGINAL, 0));
    Solver nyt = SolverSetup.bundled(WordLists.NYT);
    List<String> days = new ArrayList<>();
    for (int day = 0; day < nyt.answers().size(); day++) {
      days.add(DayOrder.answer(nyt.answers(), WordLists.NYT, day));
    }
    assertEquals(nyt.answers().size(), days.stream().distinct().count(), "every answer once");
    assertEquals(days.get(17), DayOrder.answer(nyt.answers(), WordLists.NYT, 17));
  }
}
