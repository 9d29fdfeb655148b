package io.github.wordlesolver.tree;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.solver.Solver;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tree files and trees that must be accepted or rejected, with the right line; the format. */
class TreeVerifierTest {
  /**
   * Against salet: cigar -Y---, rebut ---YG, sissy G----, awake -Y-Y-, and humph and humor both
   * ----- (humph then gives humor GGG--). So the only shared history is salet ----- .
   */
  static final WordList ANSWERS = WordList.of("cigar", "rebut", "sissy", "humph", "awake", "humor");

  static final WordList GUESSES =
      WordList.union(ANSWERS, WordList.of("salet", "pious", "crane", "beret"));
  static final List<String> VALID =
      List.of(
          "salet cigar",
          "salet rebut",
          "salet sissy",
          "salet humph",
          "salet awake",
          "salet humph humor");

  static DecisionTree read(String text, Mode mode, int maxGuesses) {
    return TreeFormat.read(
        new StringReader(text),
        "t.txt",
        TreeFormat.ReadOptions.of(ANSWERS, GUESSES).withMode(mode).withMaxGuesses(maxGuesses));
  }

  static String lines(List<String> lines) {
    return String.join("\n", lines) + "\n";
  }

  /** The valid lines with line {@code number} (1-based) replaced; an empty text drops it. */
  static String with(int number, String text) {
    List<String> lines = new ArrayList<>(VALID);
    lines.set(number - 1, text);
    return lines(lines);
  }

  static InvalidTreeException rejected(
      int line, String text, Mode mode, int maxGuesses, String... fragments) {
    InvalidTreeException e =
        assertThrows(InvalidTreeException.class, () -> read(text, mode, maxGuesses), text);
    assertEquals("t.txt", e.source());
    assertEquals(line, e.line(), e::getMessage);
    assertTrue(
        e.getMessage().startsWith("t.txt" + (line > 0 ? ", line " + line : "") + ": "),
        e::getMessage);
    for (String fragment : fragments) {
      assertTrue(e.getMessage().contains(fragment), () -> "missing " + fragment + ": " + e);
    }
    return e;
  }

  static List<List<String>> plays(DecisionTree tree) {
    List<List<String>> plays = new ArrayList<>();
    for (int a = 0; a < tree.answers().size(); a++) {
      plays.add(tree.play(a));
    }
    return plays;
  }

  @Test
  void premisesOfTheSmallTree() {
    assertEquals("-Y---", Feedback.compute("salet", "cigar").toString());
    assertEquals("---YG", Feedback.compute("salet", "rebut").toString());
    assertEquals("G----", Feedback.compute("salet", "sissy").toString());
    assertEquals("-----", Feedback.compute("salet", "humph").toString());
    assertEquals("-Y-Y-", Feedback.compute("salet", "awake").toString());
    assertEquals("-----", Feedback.compute("salet", "humor").toString());
    assertEquals("GGG--", Feedback.compute("humph", "humor").toString());
  }

  @Test
  void readsAValidTree() {
    DecisionTree tree = read(lines(VALID), Mode.NORMAL, 0);
    assertEquals("salet", tree.opener());
    assertEquals(Mode.NORMAL, tree.mode());
    assertEquals(13, tree.totalGuesses());
    assertEquals(13.0 / 6, tree.average(), 1e-12);
    assertEquals(3, tree.mostGuesses());
    assertArrayEquals(new int[] {0, 0, 5, 1}, tree.histogram());
    assertEquals(List.of("salet", "humph", "humor"), tree.play(5));
    assertEquals(List.of("salet", "cigar"), tree.play(0));
    assertEquals(13, read(lines(VALID), Mode.NORMAL, 3).totalGuesses());
    assertEquals(13, read(lines(VALID), Mode.HARD, 3).totalGuesses());
    assertEquals(13, read(lines(VALID), Mode.STRICT, 3).totalGuesses());
  }

  @Test
  void lastWordNotAnAnswer() {
    rejected(2, with(2, "salet crane"), Mode.NORMAL, 0, "'crane'", "not an answer");
    rejected(2, with(2, "salet beret"), Mode.NORMAL, 0, "'beret'", "not an answer");
  }

  @Test
  void anAnswerWithTwoPlaysNamesTheEarlierLine() {
    List<String> lines = new ArrayList<>(VALID);
    lines.add("salet humph humor");
    rejected(7, lines(lines), Mode.NORMAL, 0, "'humor'", "already has a play on line 6");
    lines.add(0, "salet cigar");
    rejected(2, lines(lines), Mode.NORMAL, 0, "'cigar'", "line 1");
  }

  @Test
  void aMissingAnswerIsNamed() {
    List<String> lines = new ArrayList<>(VALID);
    lines.remove(3);
    // humph still appears inside humor's play, but has no play of its own.
    rejected(0, lines(lines), Mode.NORMAL, 0, "1 answer has no play: humph");
    rejected(
        0,
        "# nothing\n",
        Mode.NORMAL,
        0,
        "6 answers have no play: cigar, rebut, sissy, humph, awake, ...");
  }

  @Test
  void aGuessNotInTheGuessList() {
    rejected(1, with(1, "salet zzzzz cigar"), Mode.NORMAL, 0, "'zzzzz' is not in the guess list");
    rejected(1, with(1, "salet sal3t cigar"), Mode.NORMAL, 0, "not in the guess list");
    rejected(1, with(1, "salet toolong cigar"), Mode.NORMAL, 0, "not in the guess list");
  }

  @Test
  void aPlayThatGoesOnAfterFindingItsAnswer() {
    rejected(
        3,
        with(3, "salet sissy sissy"),
        Mode.NORMAL,
        0,
        "'sissy' is found at guess 2 but the play goes on");
    rejected(
        6,
        with(6, "salet humph humor humor"),
        Mode.NORMAL,
        0,
        "'humor' is found at guess 3 but the play goes on");
  }

  @Test
  void aPlayCutShortIsRejected() {
    // The last word is the answer, so a play cut short is read as a play for its last guess:
    // here another play for humph, or a play for a word that is no answer.
    rejected(6, with(6, "salet humph"), Mode.NORMAL, 0, "'humph' already has a play on line 4");
    rejected(1, with(1, "salet pious"), Mode.NORMAL, 0, "'pious' is not an answer");
  }

  @Test
  void twoAnswersWithTheSameHistoryButDifferentNextGuessesNameBothLines() {
    rejected(
        6,
        with(6, "salet humor"),
        Mode.NORMAL,
        0,
        "after 'salet -----' plays 'humor' but line 4 plays 'humph'");
    rejected(
        2,
        with(2, "crane rebut"),
        Mode.NORMAL,
        0,
        "after 'the start' plays 'crane' but line 1 plays 'salet'");
    rejected(6, with(6, "salet pious humor"), Mode.NORMAL, 0, "line 4", "'pious'", "'humph'");
  }

  @Test
  void writtenMarksMustBeTheRealOnes() {
    rejected(
        1,
        with(1, "salet -G--- cigar"),
        Mode.NORMAL,
        0,
        "marks -G--- after 'salet' should be -Y--- for answer 'cigar'");
    rejected(
        6,
        with(6, "salet ----- humph GGGG- humor"),
        Mode.NORMAL,
        0,
        "after 'humph' should be GGG--");
    rejected(6, with(6, "salet ----- humph GGG- humor"), Mode.NORMAL, 0, "should be GGG--");
  }

  @Test
  void malformedMarksInTheMarkedFormNameTheLine() {
    rejected(6, with(6, "salet ----- humph GGZ-- humor"), Mode.NORMAL, 0, "GGZ--");
  }

  @Test
  void hardModeViolationOnlyInHardMode() {
    // pious drops the yellow a that salet revealed for cigar.
    String text = with(1, "salet pious cigar");
    assertEquals(14, read(text, Mode.NORMAL, 0).totalGuesses());
    rejected(1, text, Mode.HARD, 0, "guess 2 'pious' breaks the hard-mode rule (NYT)");
    rejected(1, text, Mode.STRICT, 0, "guess 2 'pious' breaks the strict hard-mode rule");
  }

  @Test
  void hardModeLetsAYellowStayInPlaceButStrictModeDoesNot() {
    // salet gives rebut ---YG; beret keeps the t and holds an e, at the place it was yellow.
    String text = with(2, "salet beret rebut");
    assertEquals(14, read(text, Mode.HARD, 0).totalGuesses());
    rejected(2, text, Mode.STRICT, 0, "guess 2 'beret' breaks the strict hard-mode rule");
  }

  @Test
  void tooManyGuessesForTheCap() {
    rejected(6, lines(VALID), Mode.NORMAL, 2, "'humor' takes 3 guesses, more than 2");
    assertEquals(13, read(lines(VALID), Mode.NORMAL, 3).totalGuesses());
    assertEquals(13, read(lines(VALID), Mode.NORMAL, 0).totalGuesses());
  }

  @Test
  void commentsBlankLinesBomAndUpperCaseAreAccepted() {
    String text =
        "\uFEFF# a tree\n\n  SALET Cigar  \n\tsalet rebut\n# between\nSalet SISSY\n\n"
            + "salet humph\r\nsalet awake\nSALET HUMPH HUMOR\n# the end";
    DecisionTree tree = read(text, Mode.NORMAL, 0);
    assertEquals(plays(read(lines(VALID), Mode.NORMAL, 0)), plays(tree));
    // A BOM before a play on the first line.
    assertEquals(13, read("\uFEFF" + lines(VALID), Mode.NORMAL, 0).totalGuesses());
    // Line numbers count the comments and blank lines.
    rejected(9, text.replace("salet awake", "salet crane"), Mode.NORMAL, 0, "'crane'");
  }

  @Test
  void theMarkedFormIsReadCorrectly() {
    DecisionTree plain = read(lines(VALID), Mode.NORMAL, 0);
    String marked =
        lines(
            List.of(
                "salet -Y--- cigar",
                "salet ---YG rebut",
                "salet G---- sissy",
                "salet ----- humph",
                "salet -Y-Y- awake",
                "salet ----- humph GGG-- humor"));
    assertEquals(plays(plain), plays(read(marked, Mode.NORMAL, 0)));
    // Other mark notations, upper case, and marked and plain lines mixed.
    String mixed =
        lines(
            List.of(
                "SALET -y--- CIGAR",
                "salet 00012 rebut",
                "salet sissy",
                "salet ⬛⬛⬛⬛⬛ humph",
                "salet .Y.Y. awake",
                "salet ----- HUMPH 🟩🟩🟩⬛⬛ humor"));
    assertEquals(plays(plain), plays(read(mixed, Mode.NORMAL, 0)));
  }

  @Test
  void theMarkedFormChecksWordsToo() {
    rejected(1, with(1, "salet -Y--- crane"), Mode.NORMAL, 0, "'crane' is not an answer");
    rejected(1, with(1, "zzzzz ----- cigar"), Mode.NORMAL, 0, "not in the guess list");
  }

  private static String write(DecisionTree tree, boolean marks) throws IOException {
    StringWriter out = new StringWriter();
    TreeFormat.write(tree, out, marks);
    return out.toString();
  }

  @Test
  void writeThenReadGivesTheSamePlays() throws IOException {
    DecisionTree tree = read(lines(VALID), Mode.NORMAL, 0);
    for (boolean marks : new boolean[] {false, true}) {
      String text = write(tree, marks);
      List<String> lines = text.lines().toList();
      assertEquals(2 + ANSWERS.size(), lines.size(), text);
      assertTrue(lines.get(0).startsWith("# ") && lines.get(1).startsWith("# "), text);
      assertTrue(lines.get(0).contains("salet") && lines.get(0).contains("13 guesses"), text);
      assertEquals(marks ? "salet ----- humph GGG-- humor" : "salet humph humor", lines.get(7));
      DecisionTree again = read(text, Mode.NORMAL, 0);
      assertEquals(plays(tree), plays(again));
      assertEquals(tree.totalGuesses(), again.totalGuesses());
    }
  }

  @Test
  void writeThenReadBuiltTreesInEveryMode() throws IOException {
    Solver solver =
        Solver.of(
            WordList.of(TreeTestLists.ANSWERS.subList(0, 200)),
            WordList.of(TreeTestLists.ALLOWED.subList(0, 200)));
    for (Mode mode : Mode.values()) {
      DecisionTree tree = solver.treeBuilder().opener("crate").mode(mode).heuristic(2).build();
      for (boolean marks : new boolean[] {false, true}) {
        DecisionTree again =
            TreeFormat.read(
                new StringReader(write(tree, marks)),
                "w",
                TreeFormat.ReadOptions.of(solver.answers(), solver.guesses())
                    .withMode(mode)
                    .withMaxGuesses(tree.mostGuesses()));
        assertEquals(plays(tree), plays(again), mode + " marks=" + marks);
        assertEquals(mode, again.mode());
      }
    }
  }

  @Test
  void verifyingATreeInMemoryNamesTheAnswer() {
    DecisionTree tree = read(lines(VALID), Mode.NORMAL, 0);
    assertEquals(13, TreeVerifier.verify(tree, 3).totalGuesses());
    InvalidTreeException e =
        assertThrows(InvalidTreeException.class, () -> TreeVerifier.verify(tree, 2));
    assertEquals("tree", e.source());
    assertEquals(6, e.line());
    assertTrue(e.getMessage().contains("'humor'"), e::getMessage);
  }

  private static List<Turn> history(String... guessesAndAnswer) {
    String answer = guessesAndAnswer[guessesAndAnswer.length - 1];
    List<Turn> turns = new ArrayList<>();
    for (int i = 0; i < guessesAndAnswer.length - 1; i++) {
      turns.add(new Turn(guessesAndAnswer[i], Feedback.compute(guessesAndAnswer[i], answer)));
    }
    return turns;
  }

  @Test
  void nextGuessFollowsThePlays() {
    DecisionTree tree = read(lines(VALID), Mode.NORMAL, 0);
    for (int a = 0; a < ANSWERS.size(); a++) {
      List<String> play = tree.play(a);
      String answer = ANSWERS.get(a);
      List<Turn> turns = new ArrayList<>();
      for (String guess : play) {
        assertEquals(guess, tree.nextGuess(turns), () -> answer + " after " + turns);
        turns.add(new Turn(guess, Feedback.compute(guess, answer)));
      }
      // Found: the tree goes no further.
      assertNull(tree.nextGuess(turns), answer);
    }
    assertEquals("salet", tree.nextGuess(List.of()));
    assertEquals("humph", tree.nextGuess(history("salet", "humor")));
  }

  @Test
  void nextGuessIsNullOffTheTree() {
    DecisionTree tree = read(lines(VALID), Mode.NORMAL, 0);
    assertNull(tree.nextGuess(history("crane", "cigar")), "another opener");
    assertNull(tree.nextGuess(List.of(new Turn("salet", Feedback.parse("GGGGG")))), "all green");
    assertNull(
        tree.nextGuess(List.of(new Turn("salet", Feedback.parse("YYYYY")))),
        "marks no answer gives");
    assertNull(tree.nextGuess(List.of(new Turn("zzzzz", Feedback.parse("-----")))), "not a guess");
    assertNull(tree.nextGuess(history("salet", "pious", "humor")), "a guess off the tree");
    assertNull(tree.nextGuess(history("salet", "humph", "pious", "humor")), "off, deeper");
  }

  /** The valid tree in the field's indented format, as the C++ reference solver writes it. */
  static final String INDENTED =
      String.join(
              "\n",
              "salet BBBBB1 humph GGGBB2 humor GGGGG3",
              "                   GGGGG2",
              "      BBBYG1 rebut GGGGG2",
              "      BYBBB1 cigar GGGGG2",
              "      BYBYB1 awake GGGGG2",
              "      GBBBB1 sissy GGGGG2")
          + "\n";

  @Test
  void theIndentedFormatIsWrittenAsTheFieldWritesItAndReadBack() throws IOException {
    DecisionTree tree = read(lines(VALID), Mode.NORMAL, 0);
    StringWriter out = new StringWriter();
    TreeFormat.writeIndented(tree, out);
    assertEquals(INDENTED, out.toString());
    DecisionTree back = read(INDENTED, Mode.NORMAL, 0);
    assertEquals(plays(tree), plays(back));
    assertEquals(tree.totalGuesses(), back.totalGuesses());
    // Lower-case marks and extra spaces are read too.
    assertEquals(
        plays(tree),
        plays(
            read(
                INDENTED.replace("BBBYG1", "bbbyg1").replace("rebut ", "rebut    "),
                Mode.NORMAL,
                0)));
  }

  @Test
  void badIndentedLinesNameTheLine() {
    String[] lines = INDENTED.split("\n");
    // Continuing a guess the line above does not have.
    lines[2] = "      BBBYG3 rebut GGGGG4";
    rejected(3, String.join("\n", lines), Mode.NORMAL, 0, "continues guess 3");
    // Inherited marks are checked too: sissy does not get BBBBB against salet.
    lines = INDENTED.split("\n");
    lines[5] = "      BBBBB1 sissy GGGGG2";
    rejected(6, String.join("\n", lines), Mode.NORMAL, 0, "BBBBB1", "should be GBBBB1", "sissy");
    // No all-green end.
    lines = INDENTED.split("\n");
    lines[3] = "      BYBBB1 cigar";
    rejected(4, String.join("\n", lines), Mode.NORMAL, 0, "without its marks");
    lines[3] = "      BYBBB1 cigar BBBBB2 cigar";
    rejected(4, String.join("\n", lines), Mode.NORMAL, 0, "without its marks");
    lines[3] = "      BYBBB1 cigar GGGGG3";
    rejected(4, String.join("\n", lines), Mode.NORMAL, 0, "expected the marks of guess 2");
    lines[3] = "      BYBBB1 cigar GGGGG2 rebut";
    rejected(4, String.join("\n", lines), Mode.NORMAL, 0, "goes on after all greens");
  }
}
