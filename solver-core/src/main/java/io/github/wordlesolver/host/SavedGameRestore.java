package io.github.wordlesolver.host;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.RefusalException;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.internal.Texts;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.multi.MultiTurn;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.ImpossibleMarksException;
import io.github.wordlesolver.solver.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Restores a {@link SavedGame} on a solver: checks what needs the word lists (the fingerprints, the
 * rules, each word as the guess list writes it, a hosted game's marks against its secrets) and
 * replays the turns on the games' own code, naming the line and column of what it refuses. One per
 * restore; not thread-safe.
 */
final class SavedGameRestore {
  private final SavedGame saved;

  SavedGameRestore(SavedGame saved) {
    this.saved = saved;
  }

  /** See {@link SavedGame#toGame(Solver)}. */
  Game toGame(Solver solver) {
    checkLists(solver);
    checkOneBoard(solver);
    Game game = solver.newGame(saved.mode());
    for (int i = 0; i < saved.history().size(); i++) {
      MultiTurn turn = saved.history().get(i);
      checkSpelling(solver.guesses(), turn.guess(), turnLine(i), GUESS_COLUMN);
      try {
        game = game.apply(turn.guess(), turn.marks().get(0));
      } catch (ImpossibleMarksException e) {
        throw turnError(i, markColumn(i, 0), "marks that fit the turns before", e);
      } catch (IllegalArgumentException | IllegalStateException e) {
        throw turnError(i, GUESS_COLUMN, "a guess the game allows", e);
      }
    }
    return game;
  }

  /** See {@link SavedGame#toMultiGame(MultiSolver)}. */
  MultiGame toMultiGame(MultiSolver solver) {
    checkLists(solver.solver());
    checkMulti(solver);
    MultiGame game = solver.newGame(saved.boards(), saved.maxGuesses());
    for (int i = 0; i < saved.history().size(); i++) {
      checkSpelling(
          solver.solver().guesses(), saved.history().get(i).guess(), turnLine(i), GUESS_COLUMN);
      try {
        game = game.apply(saved.history().get(i));
      } catch (ImpossibleMarksException e) {
        int k = position(game, e.board().orElse(0));
        throw turnError(i, markColumn(i, k), "marks that fit the turns before", e);
      } catch (IllegalArgumentException | IllegalStateException e) {
        throw turnError(i, GUESS_COLUMN, "a guess the game allows", e);
      }
    }
    return game;
  }

  /** Returns the place of board {@code b} among the boards of {@code game} still unsolved. */
  private static int position(MultiGame game, int b) {
    int k = 0;
    for (int open : game.unsolvedBoards()) {
      if (open == b) {
        return k;
      }
      k++;
    }
    return 0;
  }

  /** See {@link SavedGame#toHostedGame(Solver)}. */
  HostedGame toHostedGame(Solver solver) {
    checkLists(solver);
    checkOneBoard(solver);
    List<String> words = checkSecrets(solver.guesses());
    HostedGame game;
    try {
      game = HostedGame.of(solver, saved.mode(), words.get(0));
    } catch (RefusalException e) {
      throw new InvalidSavedGameException(
          secretsLine(), 9, "a word of the guess list", Texts.quote(words.get(0)), e);
    }
    return replay(game);
  }

  /** See {@link SavedGame#toHostedGame(MultiSolver)}. */
  HostedGame toHostedGame(MultiSolver solver) {
    checkLists(solver.solver());
    checkMulti(solver);
    List<String> words = checkSecrets(solver.solver().guesses());
    HostedGame game;
    try {
      game = HostedGame.of(solver, words, saved.maxGuesses());
    } catch (IllegalArgumentException e) {
      throw new InvalidSavedGameException(
          secretsLine(),
          9,
          "different secrets, one per board",
          Texts.quote(String.join(" ", saved.secrets())),
          e);
    }
    return replay(game);
  }

  private HostedGame replay(HostedGame start) {
    HostedGame game = saved.title().map(start::withTitle).orElse(start);
    for (int i = 0; i < saved.history().size(); i++) {
      MultiTurn turn = saved.history().get(i);
      checkSpelling(game.solver().guesses(), turn.guess(), turnLine(i), GUESS_COLUMN);
      Move move = game.guess(turn.guess());
      if (!move.isPlayed()) {
        String why = move.refusal().map(Refusal::message).orElse("");
        throw new InvalidSavedGameException(
            turnLine(i),
            GUESS_COLUMN,
            "a guess the game allows (" + why + ")",
            Texts.quote(turn.guess()),
            null);
      }
      for (int b = 0, k = 0; b < game.boards(); b++) {
        if (!game.isSolved(b)) {
          Feedback real = move.marks().get(b);
          Feedback saved = turn.marks().get(k);
          if (!real.equals(saved)) {
            throw new InvalidSavedGameException(
                turnLine(i),
                markColumn(i, k),
                real
                    + ", the marks of '"
                    + move.guess()
                    + "' against "
                    + (game.boards() == 1 ? "the secret" : "board " + (b + 1) + "'s secret"),
                Texts.quote(saved.toString()),
                null);
          }
          k++;
        }
      }
      game = move.game();
    }
    return saved.isGivenUp() ? game.giveUp() : game;
  }

  private List<String> checkSecrets(WordList guessList) {
    if (saved.secrets().isEmpty()) {
      throw new InvalidSavedGameException(
          4 + (saved.title().isPresent() ? 1 : 0),
          1,
          "the line 'secrets W1 … WN' of a hosted game",
          "a player's game, without secrets",
          null);
    }
    List<String> words = new ArrayList<>(saved.secrets().size());
    int column = 9;
    for (String secret : saved.secrets()) {
      int index = guessList.indexOf(secret);
      if (index < 0) {
        throw new InvalidSavedGameException(
            secretsLine(), column, "a word of the guess list", Texts.quote(secret), null);
      }
      checkSpelling(guessList, secret, secretsLine(), column);
      words.add(guessList.get(index));
      column += secret.length() + 1;
    }
    return words;
  }

  /** Refuses a word of the guess list that the text does not write as the list does. */
  private static void checkSpelling(WordList guesses, String word, int line, int column) {
    int index = guesses.indexOf(word);
    if (index >= 0 && !guesses.get(index).equals(word)) {
      throw new InvalidSavedGameException(
          line,
          column,
          "'" + guesses.get(index) + "', as the guess list writes it",
          Texts.quote(word),
          null);
    }
  }

  private void checkLists(Solver solver) {
    String theirs = SavedGame.fingerprint(solver.answers());
    if (!theirs.equals(saved.answersFingerprint())) {
      throw new InvalidSavedGameException(
          2,
          7,
          "the fingerprint of this solver's answer list, " + theirs,
          Texts.quote(saved.answersFingerprint()),
          null);
    }
    theirs = SavedGame.fingerprint(solver.guesses());
    if (!theirs.equals(saved.guessesFingerprint())) {
      throw new InvalidSavedGameException(
          2,
          8 + SavedGame.FINGERPRINT_DIGITS,
          "the fingerprint of this solver's guess list, " + theirs,
          Texts.quote(saved.guessesFingerprint()),
          null);
    }
  }

  private void checkOneBoard(Solver solver) {
    if (saved.boards() != 1) {
      throw new InvalidSavedGameException(
          3,
          rulesColumn("boards="),
          "boards=1 for a game of one board",
          "boards=" + saved.boards(),
          null);
    }
    int allowed = solver.rules().maxGuesses();
    if (saved.maxGuesses() != allowed) {
      throw new InvalidSavedGameException(
          3,
          rulesColumn("maxGuesses="),
          "maxGuesses=" + allowed + ", the solver's rules",
          "maxGuesses=" + saved.maxGuesses(),
          null);
    }
  }

  private void checkMulti(MultiSolver solver) {
    if (saved.mode() != Mode.NORMAL) {
      throw new InvalidSavedGameException(
          3, 7, "mode=NORMAL: a multi-board game has no hard mode", "mode=" + saved.mode(), null);
    }
    Optional<Refusal> refusal = solver.refusal(saved.boards(), saved.maxGuesses());
    if (refusal.isPresent()) {
      throw new InvalidSavedGameException(
          3,
          rulesColumn("boards="),
          "boards and guesses the solver plays (" + refusal.get().message() + ")",
          "boards=" + saved.boards() + " maxGuesses=" + saved.maxGuesses(),
          null);
    }
  }

  private static final int GUESS_COLUMN = 6;

  private int rulesColumn(String field) {
    return saved.toString().lines().skip(2).findFirst().orElse("").indexOf(field) + 1;
  }

  private int secretsLine() {
    return 4 + (saved.title().isPresent() ? 1 : 0);
  }

  private int turnLine(int i) {
    return 4 + (saved.title().isPresent() ? 1 : 0) + (saved.secrets().isEmpty() ? 0 : 1) + i;
  }

  /** Returns the column of the {@code k}th marks of turn {@code i} in the text as written. */
  private int markColumn(int i, int k) {
    MultiTurn turn = saved.history().get(i);
    int column = GUESS_COLUMN + turn.guess().length() + 1;
    for (int j = 0; j < k; j++) {
      column += turn.marks().get(j).length() + 1;
    }
    return column;
  }

  private InvalidSavedGameException turnError(
      int i, int column, String expected, RuntimeException e) {
    String message = Objects.requireNonNullElse(e.getMessage(), e.getClass().getSimpleName());
    return new InvalidSavedGameException(
        turnLine(i),
        column,
        expected + " (" + message + ")",
        Texts.quote(saved.history().get(i).toString()),
        e);
  }
}
