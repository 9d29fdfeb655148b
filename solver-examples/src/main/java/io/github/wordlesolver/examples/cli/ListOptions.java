package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.examples.setup.KnownAnswer;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.ListPair;
import io.github.wordlesolver.wordlists.WordListReader;
import io.github.wordlesolver.wordlists.WordLists;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * The word list options every command that needs lists shares, as a picocli mixin: {@code --list
 * NAME}, {@code --answers FILE}, {@code --guesses FILE}.
 *
 * <ul>
 *   <li>Answers: the {@code --answers} file if given, otherwise the answers of the bundled list
 *       {@code --list}: by default {@code nyt} (today's game) for single-board games, {@code
 *       original} for multi-board games and Absurdle, whose own games use those lists.
 *   <li>Guesses: always the answers first, then the other words of the {@code --guesses} file if
 *       given; otherwise of the bundled {@code --list} guesses, unless {@code --answers} was given
 *       without {@code --list} (then the answers alone are the guess list).
 * </ul>
 *
 * Files are read with {@link WordListReader#strict()} (and {@link WordListReader#withAccentFolding}
 * with {@code --fold-accents}): UTF-8, any alphabet of up to 32 letters; a malformed line is an
 * error naming the file and the line, and the guesses file must have the answers' word length.
 *
 * <p>Not thread-safe: picocli fills the fields, then the command calls {@link #load()} once.
 */
final class ListOptions {
  @Option(
      names = "--list",
      paramLabel = "NAME",
      description =
          "bundled word lists: nyt (today's NYT game: 3158 answers, 14855 guesses;"
              + " the default, except for --boards and absurdle), nyt-2022 (2309 answers, 14855"
              + " guesses), original (2315 answers, 12972 guesses; the default of --boards and"
              + " absurdle) or es (Spanish: 4718 words, accents folded, ñ kept)")
  @Nullable String list;

  @Option(
      names = "--answers",
      paramLabel = "FILE",
      description =
          "the possible answers, one word a line (UTF-8, # comments); replaces the"
              + " bundled answers. Without --list or --guesses the answers alone are the guesses;"
              + " add allowed guesses with --guesses FILE or --list NAME")
  @Nullable Path answers;

  @Option(
      names = "--guesses",
      paramLabel = "FILE",
      description =
          "more allowed guesses, one word a line; the guess list is the answers plus"
              + " these words")
  @Nullable Path guesses;

  @Option(
      names = "--fold-accents",
      description =
          "fold accents in --answers and --guesses files as Spanish and Portuguese"
              + " games do (á→a, ç→c, ü→u; ñ stays a letter); words equal after folding are one")
  boolean foldAccents;

  /**
   * The lists chosen, with names for messages.
   *
   * @param pair the answers and guesses
   * @param answersName where the answers came from, e.g. {@code original answers} or a path
   * @param guessesName where the guesses came from, e.g. {@code original guesses}
   * @param bundledName the bundled pair's name when the lists are just that pair, else null
   * @param bundledAnswers the bundled pair's name when the answers are its answers (more guesses
   *     may come from a file), else null
   */
  record Lists(
      ListPair pair,
      String answersName,
      String guessesName,
      @Nullable String bundledName,
      @Nullable String bundledAnswers) {
    /** Returns the solver every front end uses for these lists and {@code choice}. */
    Solver solver(SolverSetup.Choice choice) {
      return SolverSetup.solver(pair, bundledName, choice);
    }

    WordList answers() {
      return pair.answers();
    }

    WordList guesses() {
      return pair.guesses();
    }

    /**
     * Parses a game's history given as arguments: {@code GUESS:MARKS} tokens or {@code GUESS MARKS}
     * pairs, or, when {@code answer} is given, bare guesses whose marks are computed against it
     * (marks given are then checked against it). Messages quote the bad argument. (A turn after an
     * all-green one is refused where the history is played, by {@link Solver#resume} and {@link
     * Solver#rate}.)
     *
     * @throws IllegalArgumentException naming the bad argument and what is wrong
     */
    List<Turn> turns(List<String> arguments, @Nullable String answer) {
      List<Turn> turns = new ArrayList<>();
      for (int i = 0; i < arguments.size(); i++) {
        String text = arguments.get(i).strip();
        Turn turn;
        if (text.indexOf(':') < 0 && i + 1 < arguments.size() && isMarks(arguments.get(i + 1))) {
          turn = turn(text + ":" + arguments.get(++i).strip());
        } else if (text.indexOf(':') < 0 && answer != null) {
          turn = turn(text + ":" + marksAgainst(text, answer));
        } else {
          turn = turn(text);
        }
        if (answer != null) {
          try {
            KnownAnswer.turn(guesses(), turn.guess(), turn.marks(), answer);
          } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + turn + "': " + e.getMessage(), e);
          }
        }
        turns.add(turn);
      }
      return List.copyOf(turns);
    }

    private String marksAgainst(String guess, String answer) {
      if (!guesses().contains(guess)) {
        turn(guess + ":" + "-".repeat(guesses().wordLength())); // names the bad word
      }
      return KnownAnswer.turn(guesses(), guess, null, answer).marks().toString();
    }

    private static boolean isMarks(String token) {
      try {
        Feedback.parse(token.strip());
        return true;
      } catch (IllegalArgumentException e) {
        return false;
      }
    }

    /**
     * Parses a {@code GUESS:MARKS} argument and checks it against these lists: marks of the word
     * length, a guess of the guess list. Messages quote the argument.
     *
     * @throws IllegalArgumentException naming the bad argument and what is wrong
     */
    Turn turn(String text) {
      Turn turn;
      try {
        turn = Turn.parse(text.strip());
      } catch (IllegalArgumentException e) {
        String message = e.getMessage();
        throw message != null && message.contains("'" + text.strip() + "'")
            ? e
            : new IllegalArgumentException("bad turn '" + text + "': " + message, e);
      }
      int length = guesses().wordLength();
      if (turn.marks().length() != length) {
        throw new IllegalArgumentException(
            "'"
                + text
                + "' has "
                + turn.marks().length()
                + " marks but the words of "
                + guessesName
                + " have "
                + length
                + " letters");
      }
      if (!guesses().contains(turn.guess())) {
        throw new IllegalArgumentException(
            "'"
                + turn.guess()
                + "' is not in the guess list in use ("
                + guessesName
                + ", "
                + guesses().size()
                + " words)"
                + (bundledName == null
                    ? "; add allowed guesses with --guesses FILE or --list NAME"
                    : ""));
      }
      return turn;
    }
  }

  /**
   * Reads or picks the lists the options name for a single-board game: {@code nyt}, today's game,
   * unless they name others. Bundled lists are shared; files are read anew.
   *
   * @throws IllegalArgumentException if {@code --list} names no bundled list, a file is malformed
   *     (a {@link io.github.wordlesolver.wordlists.WordListFormatException} naming file and line),
   *     or the lists have different word lengths
   * @throws java.io.UncheckedIOException if a file cannot be read; the message names it
   */
  Lists load() {
    return load(WordLists.NYT);
  }

  /**
   * As {@link #load()}, for multi-board games and Absurdle: {@code original}, the lists those games
   * use, unless the options name others.
   */
  Lists loadForVariants() {
    return load(WordLists.ORIGINAL);
  }

  private Lists load(String defaultList) {
    String listName = list == null ? defaultList : list.strip().toLowerCase(Locale.ROOT);
    Path answersFile = answers;
    Path guessesFile = guesses;
    if (answersFile == null) {
      ListPair bundled = WordLists.named(listName);
      if (guessesFile == null) {
        return new Lists(bundled, listName + " answers", listName + " guesses", listName, listName);
      }
      WordList more = read(guessesFile, bundled.wordLength());
      return new Lists(
          new ListPair(bundled.answers(), WordList.union(bundled.answers(), more)),
          listName + " answers",
          listName + " answers + " + guessesFile,
          null,
          listName);
    }
    // Checks the name even when both files make the bundled lists unnecessary.
    ListPair bundled = list == null ? null : WordLists.named(listName);
    WordList answerList = reader().read(answersFile).words();
    String answersName = answersFile.toString();
    if (guessesFile != null) {
      WordList more = read(guessesFile, answerList.wordLength());
      return new Lists(
          new ListPair(answerList, WordList.union(answerList, more)),
          answersName,
          answersName + " + " + guessesFile,
          null,
          null);
    }
    if (bundled == null) {
      return new Lists(new ListPair(answerList, answerList), answersName, answersName, null, null);
    }
    if (bundled.wordLength() != answerList.wordLength()) {
      throw new IllegalArgumentException(
          "the answers in "
              + answersFile
              + " have "
              + answerList.wordLength()
              + " letters but the "
              + listName
              + " guesses have "
              + bundled.wordLength());
    }
    return new Lists(
        new ListPair(answerList, WordList.union(answerList, bundled.guesses())),
        answersName,
        answersName + " + " + listName + " guesses",
        null,
        null);
  }

  private WordList read(Path file, int length) {
    return reader().withRequiredLength(length).read(file).words();
  }

  private WordListReader reader() {
    return foldAccents ? WordListReader.strict().withAccentFolding(true) : WordListReader.strict();
  }
}
