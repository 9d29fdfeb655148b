package io.github.wordlesolver.examples.bot;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a chat-bot author writes to answer Wordle messages: one {@link Solver} for the whole bot,
 * one {@link Game} per message. A message may hold
 *
 * <ul>
 *   <li>{@code GUESS MARKS} lines: {@code salet --Y-G} or {@code salet ⬛⬛🟨⬛🟩};
 *   <li>or the guesses on one line ({@code salet crony}) and the rows of a pasted share grid, whose
 *       header ({@code Wordle 1,234 3/6}, {@code *} for hard mode) is optional.
 * </ul>
 *
 * The reply says how many answers fit and what to guess next. Thread-safe: the solver is shared and
 * each reply builds its own game.
 *
 * <pre>{@code
 * WordleBot bot = new WordleBot(SolverSetup.bundled("nyt"));   // today's NYT game
 * bot.reply("salet --Y-G");   // "13 answers fit. Try bling: 3.55 bits, ..."
 * }</pre>
 */
public final class WordleBot {
  private final Solver solver;

  /** The header of a share grid: "Wordle 1,234 4/6", with "*" after it in hard mode. */
  private final Pattern header;

  /** Creates a bot; share one solver among all bots and threads (it is thread-safe). */
  public WordleBot(Solver solver) {
    this.solver = solver;
    int allowed = solver.rules().maxGuesses();
    this.header =
        Pattern.compile("(?i)wordle\\s+(?:#?[\\d,.]+\\s+)?(?:\\d+|x)/" + allowed + "(\\*?)");
  }

  /** Returns the bot's answer to one chat message. Never throws for bad input. */
  public String reply(String message) {
    List<Turn> turns = new ArrayList<>(); // from "GUESS MARKS" lines
    List<String> words = new ArrayList<>(); // from a line of guesses
    List<Feedback> rows = new ArrayList<>(); // from the rows of a share grid
    boolean hard = false;
    for (String text : message.lines().toList()) {
      String line = text.strip();
      if (line.isEmpty()) {
        continue;
      }
      Matcher grid = header.matcher(line);
      if (grid.matches()) {
        hard = !grid.group(1).isEmpty();
        continue;
      }
      String[] parts = line.split("\\s+");
      try {
        if (parts.length == 2 && isWord(parts[0]) && !isWord(parts[1])) {
          turns.add(new Turn(parts[0], Feedback.parse(parts[1]))); // salet --Y-G
        } else if (List.of(parts).stream().allMatch(WordleBot::isWord)) {
          words.addAll(List.of(parts)); // salet crony
        } else {
          rows.add(Feedback.parse(line.replace(" ", ""))); // ⬛⬛🟨⬛🟩
        }
      } catch (IllegalArgumentException e) {
        return "I could not read \"" + line + "\": " + e.getMessage();
      }
    }
    if (words.size() != rows.size() || (turns.isEmpty() && words.isEmpty())) {
      return rows.isEmpty() || words.isEmpty()
          ? "Send your guesses on one line (like: salet crony) with the rows of squares, or one"
              + " GUESS MARKS line per guess (like: salet --Y-G)."
          : "I see " + words.size() + " guesses but " + rows.size() + " rows of squares.";
    }

    // The whole solver API a bot needs: resume the game, then ask for a suggestion.
    Game game;
    try {
      for (int i = 0; i < words.size(); i++) {
        turns.add(new Turn(words.get(i), rows.get(i))); // checks the lengths agree
      }
      game = solver.resume(hard ? Mode.HARD : Mode.NORMAL, turns);
    } catch (IllegalArgumentException e) { // unknown word, impossible marks, hard-mode breach
      return "That does not add up: " + e.getMessage();
    }
    if (game.isSolved()) {
      return "Solved in " + turns.size() + ". Well played!";
    }
    // An answer outside the list: the game goes on with the other accepted words that fit.
    String note = game.widenedNote();
    String widened =
        note == null ? "" : Character.toUpperCase(note.charAt(0)) + note.substring(1) + ". ";
    int left = game.candidates().size();
    if (left == 1) {
      return widened + "It must be " + game.candidates().words().get(0) + ".";
    }
    Suggestion best = game.suggest(1).get(0);
    return widened + left + " answers fit. Try " + best.explain() + ".";
  }

  /** Returns whether a token is a word rather than marks (marks use only g and y as letters). */
  private static boolean isWord(String token) {
    return token.codePoints().allMatch(Character::isLetter)
        && token.codePoints().map(Character::toLowerCase).anyMatch(c -> c != 'g' && c != 'y');
  }

  /**
   * Answers the message given as arguments (joined by newlines), or read from standard input, with
   * the lists of today's NYT game.
   */
  public static void main(String[] args) throws IOException {
    String message =
        args.length > 0
            ? String.join("\n", args)
            : new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
    WordleBot bot = new WordleBot(SolverSetup.bundled(WordLists.NYT));
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    out.println(bot.reply(message));
  }
}
