package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.RefusalException;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * What the games refuse, they say as data: the kind and its facts, the turn and the board, with the
 * English message as one rendering; and they refuse what they accepted without a word before 1.2 (a
 * guess after the win, a mode the history breaks).
 */
class ErrorsAsDataTest {
  private static final Solver SOLVER =
      Solver.of(EngineTestSupport.answers(2315), EngineTestSupport.allowed(1));

  private static Feedback marks(String guess, String answer) {
    return Feedback.of(EngineTestSupport.referenceCode(guess, answer), 5);
  }

  @Test
  void theNewKindsHaveStableCodesAndFacts() {
    Refusal length = Refusal.wrongMarksLength(4, 5);
    assertEquals("wrong_marks_length", length.kind().code());
    assertEquals("the marks have 4 positions, expected 5", length.message());
    assertEquals(OptionalInt.of(4), length.count());
    assertEquals(OptionalInt.of(5), length.min());
    assertEquals(OptionalInt.of(5), length.max());
    Refusal where = length.withBoard(2).withTurnNumber(3);
    assertEquals("turn 3: board 3: the marks have 4 positions, expected 5", where.message());
    assertEquals(OptionalInt.of(2), where.board());
    assertEquals(OptionalInt.of(3), where.turnNumber());
    assertEquals(length.withBoard(2).withTurnNumber(3), where);
    assertFalse(length.equals(where));
    assertEquals(OptionalInt.empty(), length.board());
    assertThrows(IllegalArgumentException.class, () -> length.withTurnNumber(0));
    assertThrows(IllegalArgumentException.class, () -> length.withBoard(-1));
    assertEquals("no_guesses_left", Refusal.noGuessesLeft(6, 6).kind().code());
    assertEquals("game_over", Refusal.gameOver().kind().code());
  }

  @Test
  void aSolvedGameRefusesTheNextGuessAsData() {
    Game game = SOLVER.newGame().apply("cigar", Feedback.allGreen(5));
    assertEquals(Optional.of(Refusal.gameWon()), game.refusal("crane"));
    assertTrue(game.isOver() && game.isWon());
    assertThrows(IllegalStateException.class, () -> game.apply("crane", marks("crane", "cigar")));
    Game fresh = SOLVER.newGame();
    assertFalse(fresh.isOver());
    assertEquals(Optional.empty(), fresh.refusal("crane"));
  }

  @Test
  void aGameOutOfGuessesIsOverButMayGoOnAsAPlayerLooksForTheAnswer() {
    Game game = SOLVER.newGame();
    for (int i = 0; i < 6; i++) {
      game = game.apply("rebut", marks("rebut", "cigar"));
    }
    assertTrue(game.isOver());
    assertFalse(game.isWon());
    assertEquals(Optional.empty(), game.refusal("cigar"));
    Game found = game.apply("cigar", Feedback.allGreen(5));
    assertTrue(found.isSolved() && found.isOver() && !found.isWon());
  }

  @Test
  void marksOfTheWrongLengthAreARefusal() {
    Game game = SOLVER.newGame();
    Feedback four = Feedback.parse("GY--");
    assertEquals(Optional.of(Refusal.wrongMarksLength(4, 5)), game.refusal("crane", four));
    assertEquals(Optional.of(Refusal.notInGuessList("xyzzy")), game.refusal("xyzzy", four));
    assertEquals(Optional.empty(), game.refusal("crane", Feedback.parse("G----")));
    RefusalException e = assertThrows(RefusalException.class, () -> game.apply("crane", four));
    assertEquals(Refusal.wrongMarksLength(4, 5), e.refusal().orElseThrow());
    assertEquals("the marks have 4 positions, expected 5", e.getMessage());

    MultiGame multi = MultiSolver.of(SOLVER).newGame(2);
    RefusalException board =
        assertThrows(
            RefusalException.class,
            () -> multi.apply("crane", List.of(Feedback.parse("G----"), four)));
    assertEquals(OptionalInt.of(1), board.refusal().orElseThrow().board());
    assertEquals("board 2: the marks have 4 positions, expected 5", board.getMessage());
  }

  @Test
  void theWrongNumberOfMarksIsARefusalWithItsCounts() {
    Refusal fresh = Refusal.wrongMarksCount(1, 3, 3);
    assertEquals("wrong_marks_count", fresh.kind().code());
    assertEquals("expected the marks of 3 boards, got 1", fresh.message());
    assertEquals(OptionalInt.of(1), fresh.count());
    assertEquals(OptionalInt.of(3), fresh.min());
    assertEquals(OptionalInt.of(3), fresh.max());
    assertThrows(IllegalArgumentException.class, () -> Refusal.wrongMarksCount(1, 0, 3));
    assertThrows(IllegalArgumentException.class, () -> Refusal.wrongMarksCount(1, 4, 3));

    MultiGame game = MultiSolver.of(SOLVER).newGame(3);
    List<Feedback> one = List.of(marks("crane", "cigar"));
    assertEquals(Optional.of(fresh), game.refusal("crane", one));
    RefusalException e = assertThrows(RefusalException.class, () -> game.apply("crane", one));
    assertEquals(fresh, e.refusal().orElseThrow());
    assertEquals("expected the marks of 3 boards, got 1", e.getMessage());

    // Board 1 solved: the marks of the 2 unsolved boards, or of all 3, and nothing else.
    MultiGame solved =
        game.apply(
            "cigar",
            List.of(Feedback.allGreen(5), marks("cigar", "rebut"), marks("cigar", "sissy")));
    Feedback rebut2 = marks("crane", "rebut");
    Feedback sissy3 = marks("crane", "sissy");
    Refusal partly = Refusal.wrongMarksCount(1, 2, 3);
    assertEquals("expected the marks of 3 boards (or of the 2 unsolved), got 1", partly.message());
    assertEquals(Optional.of(partly), solved.refusal("crane", List.of(rebut2)));
    assertEquals(
        partly,
        assertThrows(RefusalException.class, () -> solved.apply("crane", List.of(rebut2)))
            .refusal()
            .orElseThrow());
    List<Feedback> four = List.of(rebut2, rebut2, sissy3, sissy3);
    assertEquals(Optional.of(Refusal.wrongMarksCount(4, 2, 3)), solved.refusal("crane", four));
    assertEquals(Optional.empty(), solved.refusal("crane", List.of(rebut2, sissy3)));
    assertEquals(
        Optional.empty(), solved.refusal("crane", List.of(Feedback.allGreen(5), rebut2, sissy3)));
    assertEquals(
        solved.apply("crane", List.of(rebut2, sissy3)).history(),
        solved.apply("crane", List.of(Feedback.allGreen(5), rebut2, sissy3)).history());
    // The guess is looked at first, then the count, then each board's marks.
    assertEquals(
        Optional.of(Refusal.notInGuessList("xyzzy")), solved.refusal("xyzzy", List.of(rebut2)));
    assertEquals(
        Optional.of(Refusal.wrongMarksLength(4, 5).withBoard(2)),
        solved.refusal("crane", List.of(rebut2, Feedback.parse("G---"))));
  }

  /**
   * {@code MultiGame.refusal(guess, marks)} says what {@code apply} throws: the refusal of its
   * {@link IllegalGuessException} or {@link RefusalException}, or empty when it plays the turn.
   */
  @Test
  void aMultiBoardTurnsRefusalIsWhatApplyThrows() {
    MultiSolver multi = MultiSolver.of(SOLVER);
    List<String> words = SOLVER.answers().asList();
    qt().withFixedSeed(0x3A7C4L)
        .withExamples(300)
        .forAll(integers().between(1, 4), integers().between(0, 1_000_000), integers().all())
        .checkAssert(
            (boards, pick, seed) -> {
              java.util.Random random = new java.util.Random(seed);
              List<String> secrets = new java.util.ArrayList<>();
              while (secrets.size() < boards) {
                String w = words.get(random.nextInt(words.size()));
                if (!secrets.contains(w)) {
                  secrets.add(w);
                }
              }
              // A first turn that may solve board 1, played with its true marks.
              String first = random.nextBoolean() ? secrets.get(0) : words.get(pick % 100);
              List<Feedback> firstMarks = new java.util.ArrayList<>();
              secrets.forEach(secret -> firstMarks.add(Feedback.compute(first, secret)));
              MultiGame game = multi.newGame(boards).apply(first, firstMarks);
              if (game.isSolved()) {
                return;
              }
              String guess =
                  random.nextInt(8) == 0 ? "xyzzy" : words.get(random.nextInt(words.size()));
              int count =
                  switch (random.nextInt(4)) {
                    case 0 -> game.unsolvedBoards().length;
                    case 1 -> boards;
                    default -> random.nextInt(6);
                  };
              List<Feedback> marks = new java.util.ArrayList<>();
              for (int i = 0; i < count; i++) {
                String secret = secrets.get(Math.min(i, boards - 1));
                marks.add(
                    random.nextInt(6) == 0
                        ? Feedback.parse("G".repeat(4 + 2 * random.nextInt(2)))
                        : Feedback.compute(guess.equals("xyzzy") ? first : guess, secret));
              }
              Optional<Refusal> said = game.refusal(guess, marks);
              Optional<Refusal> thrown;
              try {
                game.apply(guess, marks);
                thrown = Optional.empty();
              } catch (IllegalGuessException e) {
                thrown = e.refusal();
              } catch (RefusalException e) {
                thrown = e.refusal();
              } catch (ImpossibleMarksException e) {
                // Marks of one board given to another: not a refusal of the turn's shape.
                assertEquals(Optional.empty(), said, e.getMessage());
                return;
              }
              assertEquals(thrown, said, guess + " " + marks + " on " + game);
            });
  }

  @Test
  void impossibleMarksNameTheirTurnAndBoard() {
    Game game = SOLVER.newGame().apply("rebut", marks("rebut", "cigar"));
    ImpossibleMarksException e =
        assertThrows(
            ImpossibleMarksException.class, () -> game.apply("rebut", Feedback.parse("-----")));
    assertEquals(ImpossibleMarksException.Reason.CONTRADICTION, e.reason());
    assertEquals(OptionalInt.of(2), e.turnNumber());
    assertEquals(Optional.of(new Turn("rebut", Feedback.parse("-----"))), e.turn());
    assertEquals(OptionalInt.empty(), e.board());

    // The second turn's green R contradicts the first's gray R.
    Game other = SOLVER.newGame().apply("cigar", Feedback.parse("-----"));
    ImpossibleMarksException none =
        assertThrows(
            ImpossibleMarksException.class, () -> other.apply("rebut", Feedback.parse("GGGG-")));
    assertEquals(OptionalInt.of(2), none.turnNumber());

    MultiGame multi =
        MultiSolver.of(SOLVER)
            .newGame(2)
            .apply("rebut", List.of(marks("rebut", "cigar"), marks("rebut", "sissy")));
    ImpossibleMarksException onBoard =
        assertThrows(
            ImpossibleMarksException.class,
            () -> multi.apply("rebut", List.of(marks("rebut", "cigar"), Feedback.parse("Y----"))));
    assertEquals(OptionalInt.of(1), onBoard.board());
    assertEquals(OptionalInt.of(2), onBoard.turnNumber());
    assertTrue(onBoard.getMessage().startsWith("board 2: "), onBoard.getMessage());
  }

  @Test
  void aModeTheHistoryBreaksIsRefusedNamingTheTurn() {
    // sissy -G--- against cigar keeps I in place; crane then drops it: legal only in normal mode.
    Game game =
        SOLVER
            .newGame()
            .apply("sissy", marks("sissy", "cigar"))
            .apply("crane", marks("crane", "cigar"));
    Refusal refusal = game.refusal(Mode.HARD).orElseThrow();
    assertEquals(Refusal.Kind.GREEN_NOT_KEPT, refusal.kind());
    assertEquals(OptionalInt.of(2), refusal.turnNumber());
    assertEquals(
        "turn 2: 'crane' breaks the hard-mode rule (NYT): letter 2 must be I", refusal.message());
    IllegalGuessException e =
        assertThrows(IllegalGuessException.class, () -> game.withMode(Mode.HARD));
    assertEquals(Optional.of(refusal), e.refusal());
    assertEquals(Optional.empty(), game.refusal(Mode.NORMAL));

    // Legal in hard mode (a yellow may stay in place) but not in strict hard mode.
    Game yellow =
        SOLVER
            .newGame()
            .apply("rebut", marks("rebut", "cigar"))
            .apply("rebut", marks("rebut", "cigar"));
    assertEquals(Mode.HARD, yellow.withMode(Mode.HARD).mode());
    assertEquals(Refusal.Kind.MARKS_NOT_FIT, yellow.refusal(Mode.STRICT).orElseThrow().kind());
    assertEquals(Mode.NORMAL, yellow.withMode(Mode.HARD).withMode(Mode.NORMAL).mode());
  }

  @Test
  void aMultiBoardGameRefusesAGuessOnlyOnceEveryBoardIsSolved() {
    MultiSolver multi = MultiSolver.of(SOLVER);
    MultiGame game =
        multi.newGame(2).apply("cigar", List.of(Feedback.allGreen(5), marks("cigar", "rebut")));
    assertEquals(Optional.empty(), game.refusal("crane"), "board 1 solved, board 2 not");
    MultiGame won = game.apply("rebut", List.of(Feedback.allGreen(5)));
    assertEquals(Optional.of(Refusal.gameWon()), won.refusal("crane"));
    assertTrue(won.isWon());
    assertEquals(
        List.of(
            new io.github.wordlesolver.multi.MultiTurn(
                "cigar", List.of(Feedback.allGreen(5), marks("cigar", "rebut"))),
            new io.github.wordlesolver.multi.MultiTurn("rebut", List.of(Feedback.allGreen(5)))),
        won.history());
    RefusalException count = assertThrows(RefusalException.class, () -> multi.newGame(33));
    assertEquals(Refusal.boardCount(33, 32), count.refusal().orElseThrow());
    assertEquals("the number of boards must be 1 to 32, got 33", count.getMessage());
  }

  @Test
  void exceptionsKeepTheirMessageWhenSerialized() throws Exception {
    RefusalException e = new RefusalException(Refusal.gameOver());
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(e);
      out.writeObject(
          new ImpossibleMarksException(
              ImpossibleMarksException.Reason.NO_ANSWER,
              "m",
              null,
              new Turn("crane", Feedback.parse("-----")),
              3));
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      RefusalException back = (RefusalException) in.readObject();
      assertEquals(e.getMessage(), back.getMessage());
      assertEquals(Optional.empty(), back.refusal());
      ImpossibleMarksException marks = (ImpossibleMarksException) in.readObject();
      assertEquals(OptionalInt.of(3), marks.turnNumber());
      assertEquals(Optional.empty(), marks.turn());
    }
  }
}
