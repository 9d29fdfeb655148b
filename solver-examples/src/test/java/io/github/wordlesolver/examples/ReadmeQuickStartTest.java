package io.github.wordlesolver.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Compiles and runs the README's quick start, so the README cannot drift from the API. */
class ReadmeQuickStartTest {
  @Test
  void readmeQuickStartCompilesAndSolvesTheGame(@TempDir Path dir) throws Exception {
    String source = ReadmeJava.block("Quick start");
    assertTrue(source.lines().count() <= 20, "the quick start stays short");
    List<String> lines = ReadmeJava.run(dir, "QuickStart", source, "");
    assertTrue(lines.size() >= 1 && lines.size() <= 6, lines.toString());
    assertTrue(lines.get(0).startsWith("tarse "), lines.toString());
    assertEquals("cigar GGGGG", lines.get(lines.size() - 1));
    for (String line : lines) {
      String[] parts = line.split(" ");
      assertEquals(Feedback.compute(parts[0], "cigar").toString(), parts[1], line);
    }
  }

  /**
   * The hosting bot of the README: its answers to a few users, their refusals as the library's
   * codes, and the share grids, as a player sees them (the marks written out by hand).
   */
  @Test
  void readmeHostingBotCompilesAndHostsGames(@TempDir Path dir) throws Exception {
    String source = ReadmeJava.block("A bot that hosts the game");
    assertTrue(source.lines().count() <= 32, "the bot stays short");
    List<String> lines =
        ReadmeJava.run(
            dir,
            "HostBot",
            source,
            "ann crane\nann xyzzy\nbob cigar\nann sissy\nann cigar\nann crane\n");
    assertEquals(
        List.of(
            "ann: 🟩🟨🟨⬛⬛ PLAYING",
            "ann: not_in_guess_list: 'xyzzy' is not in the guess list",
            "bob: 🟩🟩🟩🟩🟩 WON",
            "Wordle 1/6*",
            "",
            "🟩🟩🟩🟩🟩",
            "ann: green_not_kept: 'sissy' breaks the hard-mode rule (NYT): letter 1 must be C",
            "ann: 🟩🟩🟩🟩🟩 WON",
            "Wordle 2/6*",
            "",
            "🟩🟨🟨⬛⬛",
            "🟩🟩🟩🟩🟩",
            "ann: game_won: the game is won: start a new one"),
        lines);
  }
}
