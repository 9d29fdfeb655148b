package io.github.wordlesolver.examples.assist;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The words every interactive session takes as commands before anything else: one vocabulary for
 * {@code wordle assist}, {@code wordle play} and their multi-board forms. A word of the guess list
 * that is also a command (say {@code help} in a four-letter game) is read as the command.
 */
public enum SessionCommand {
  /** Leave the session (a game gives up and shows the answer). */
  QUIT("quit", "exit", "q"),
  /** Show the session's help again. */
  HELP("help", "?");

  private final List<String> words;

  SessionCommand(String... words) {
    this.words = List.of(words);
  }

  /**
   * Answers a game's line if it is not a guess: {@code ""} for an empty line, {@code quit}'s or
   * {@code help}'s reply for those commands, otherwise null (the line is a guess).
   */
  public static @Nullable String answer(String line, Supplier<String> quit, Supplier<String> help) {
    if (line.isBlank()) {
      return "";
    }
    SessionCommand command = of(line);
    return command == QUIT ? quit.get() : command == HELP ? help.get() : null;
  }

  /** Returns the command {@code word} names, in any case and ignoring spaces around it, or null. */
  public static @Nullable SessionCommand of(String word) {
    String key = word.strip().toLowerCase(Locale.ROOT);
    for (SessionCommand command : values()) {
      if (command.words.contains(key)) {
        return command;
      }
    }
    return null;
  }
}
