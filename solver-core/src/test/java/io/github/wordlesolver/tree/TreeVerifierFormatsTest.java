package io.github.wordlesolver.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link TreeFormat#read} on trees made here by a plain strategy (a fixed opener, then always the
 * first answer still possible, which every hard-mode rule allows), written here in each of the
 * three text formats: words only (lines of one to many words, three and five included), words with
 * marks, and the field's indented format. What is read must be exactly the plays written, in every
 * mode.
 */
class TreeVerifierFormatsTest {
  private static final List<String> ANSWERS = TreeTestLists.ANSWERS.subList(0, 150);
  private static final String OPENER = "qajaq";
  private static final WordList ANSWER_LIST = WordList.of(ANSWERS);
  private static final WordList GUESS_LIST;

  static {
    Set<String> guesses = new LinkedHashSet<>(ANSWERS);
    guesses.add(OPENER);
    guesses.addAll(TreeTestLists.ALLOWED.subList(0, 40));
    GUESS_LIST = WordList.of(new ArrayList<>(guesses));
  }

  /** The plays of the strategy, one per answer in answer order: a poor opener makes them long. */
  private static List<List<String>> plays() {
    List<List<String>> plays = new ArrayList<>();
    for (String answer : ANSWERS) {
      List<String> play = new ArrayList<>();
      List<String> left = new ArrayList<>(ANSWERS);
      String guess = OPENER;
      while (true) {
        play.add(guess);
        if (guess.equals(answer)) {
          break;
        }
        String marks = TreeTestLists.marks(guess, answer);
        String g = guess;
        left.removeIf(w -> !TreeTestLists.marks(g, w).equals(marks));
        guess = left.get(0);
      }
      plays.add(play);
    }
    return plays;
  }

  private static String plain(List<List<String>> plays) {
    StringBuilder sb = new StringBuilder();
    for (List<String> play : plays) {
      sb.append(String.join(" ", play)).append('\n');
    }
    return sb.toString();
  }

  private static String marked(List<List<String>> plays) {
    StringBuilder sb = new StringBuilder();
    for (List<String> play : plays) {
      String answer = play.get(play.size() - 1);
      for (int k = 0; k < play.size() - 1; k++) {
        sb.append(play.get(k))
            .append(' ')
            .append(TreeTestLists.marks(play.get(k), answer))
            .append(' ');
      }
      sb.append(answer).append('\n');
    }
    return sb.toString();
  }

  private static String indentedMarks(String guess, String answer, int number) {
    return TreeTestLists.marks(guess, answer).replace('-', 'B') + number;
  }

  /** The indented format: each line continues the previous one where their paths part. */
  private static String indented(List<List<String>> plays) {
    StringBuilder sb = new StringBuilder();
    List<String> previous = List.of();
    for (List<String> play : plays) {
      String answer = play.get(play.size() - 1);
      String before = previous.isEmpty() ? "" : previous.get(previous.size() - 1);
      // The longest d such that both share guesses 1..d and the marks of guesses 1..d-1.
      int d = 0;
      while (d < play.size()
          && d < previous.size()
          && play.get(d).equals(previous.get(d))
          && (d == 0
              || TreeTestLists.marks(play.get(d - 1), answer)
                  .equals(TreeTestLists.marks(previous.get(d - 1), before)))) {
        d++;
      }
      List<String> tokens = new ArrayList<>();
      if (d == 0) {
        tokens.add(play.get(0));
        d = 1;
      } else {
        sb.append("      ".repeat(d - 1));
      }
      for (int k = d - 1; k < play.size(); k++) {
        if (k > d - 1) {
          tokens.add(play.get(k));
        }
        tokens.add(indentedMarks(play.get(k), answer, k + 1));
      }
      sb.append(String.join(" ", tokens)).append('\n');
      previous = play;
    }
    return sb.toString();
  }

  private static DecisionTree read(String text, Mode mode, int cap) {
    return TreeFormat.read(
        new StringReader(text),
        "t.txt",
        TreeFormat.ReadOptions.of(ANSWER_LIST, GUESS_LIST).withMode(mode).withMaxGuesses(cap));
  }

  private static void checkTree(DecisionTree tree, List<List<String>> plays, Mode mode) {
    assertEquals(mode, tree.mode());
    assertEquals(OPENER, tree.opener());
    long total = 0;
    int most = 0;
    for (int a = 0; a < plays.size(); a++) {
      List<String> play = plays.get(a);
      assertEquals(play, tree.play(a), ANSWERS.get(a));
      total += play.size();
      most = Math.max(most, play.size());
      // nextGuess follows the play from its start to its end.
      List<Turn> history = new ArrayList<>();
      for (String guess : play) {
        assertEquals(guess, tree.nextGuess(history), history.toString());
        history.add(new Turn(guess, Feedback.compute(guess, play.get(play.size() - 1))));
      }
    }
    assertEquals(total, tree.totalGuesses());
    assertEquals(most, tree.mostGuesses());
    assertEquals((double) total / plays.size(), tree.average(), 1e-12);
  }

  @Test
  void premises() {
    List<List<String>> plays = plays();
    Set<Integer> lengths = new LinkedHashSet<>();
    plays.forEach(p -> lengths.add(p.size()));
    assertTrue(lengths.contains(3) && lengths.contains(5), lengths.toString());
    assertTrue(indented(plays).lines().filter(l -> l.startsWith(" ")).count() > 10);
  }

  @Test
  void linesOfWordsOnlyAreReadInEveryMode() {
    List<List<String>> plays = plays();
    for (Mode mode : Mode.values()) {
      checkTree(read(plain(plays), mode, 0), plays, mode);
    }
  }

  @Test
  void linesWithMarksAreReadInEveryMode() {
    List<List<String>> plays = plays();
    for (Mode mode : Mode.values()) {
      checkTree(read(marked(plays), mode, 0), plays, mode);
    }
  }

  @Test
  void aFileIsReadInEitherFormatAndItsFirstByteThatIsNotUtf8IsNamed(@TempDir Path dir)
      throws IOException {
    List<List<String>> plays = plays();
    TreeFormat.ReadOptions hard =
        TreeFormat.ReadOptions.of(ANSWER_LIST, GUESS_LIST).withMode(Mode.HARD);
    for (String text : List.of(plain(plays), marked(plays), indented(plays))) {
      Path file = Files.writeString(dir.resolve("tree.txt"), text);
      checkTree(TreeFormat.read(file, hard), plays, Mode.HARD);
    }
    // Comments first, so that the bad byte lies beyond the decoder's first block of 8,192.
    String text = "# a comment\n".repeat(1000) + plain(plays);
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    int offset = text.indexOf('\n', 12_500) + 3;
    bytes[offset] = (byte) 0xFF;
    Path bad = Files.write(dir.resolve("bad.txt"), bytes);
    long line = 1 + text.substring(0, offset).chars().filter(c -> c == '\n').count();
    InvalidTreeException e =
        assertThrows(InvalidTreeException.class, () -> TreeFormat.read(bad, hard));
    assertEquals(
        bad + ", line " + line + ": not valid UTF-8 (byte 0xFF at offset " + offset + ")",
        e.getMessage());
    assertEquals(line, e.line());
    assertThrows(
        java.nio.file.NoSuchFileException.class,
        () -> TreeFormat.read(dir.resolve("missing.txt"), hard));
  }

  @Test
  void theIndentedFormatIsReadInEveryMode() {
    List<List<String>> plays = plays();
    for (Mode mode : Mode.values()) {
      checkTree(read(indented(plays), mode, 0), plays, mode);
    }
  }

  @Test
  void onlyTheThreeWordLinesOfAValidTree() {
    // A tree of three-word plays alone: the first guess of each is the opener.
    List<List<String>> plays = plays();
    List<String> threes = new ArrayList<>();
    for (List<String> play : plays) {
      if (play.size() == 3) {
        threes.add(String.join(" ", play));
      }
    }
    InvalidTreeException e =
        assertThrows(
            InvalidTreeException.class, () -> read(String.join("\n", threes), Mode.NORMAL, 0));
    // All lines are read as plays of words: only the answers without a line are missing.
    assertTrue(e.getMessage().contains("have no play"), e.getMessage());
    assertEquals(0, e.line());
  }

  @Test
  void theCapIsTheLongestPlay() {
    List<List<String>> plays = plays();
    int most = plays.stream().mapToInt(List::size).max().orElseThrow();
    assertEquals(most, read(plain(plays), Mode.NORMAL, most).mostGuesses());
    InvalidTreeException e =
        assertThrows(InvalidTreeException.class, () -> read(plain(plays), Mode.NORMAL, most - 1));
    int line = 1;
    while (plays.get(line - 1).size() < most) {
      line++;
    }
    assertEquals(line, e.line());
    assertTrue(
        e.getMessage().contains("takes " + most + " guesses, more than " + (most - 1)),
        e.getMessage());
  }

  @Test
  void verifyingTheTreeInMemoryAgainGivesTheSamePlays() {
    List<List<String>> plays = plays();
    for (Mode mode : Mode.values()) {
      DecisionTree tree = TreeVerifier.verify(read(plain(plays), mode, 0), 0);
      checkTree(tree, plays, mode);
    }
  }

  @Test
  void offTheTreeThereIsNoNextGuess() {
    DecisionTree tree = read(plain(plays()), Mode.NORMAL, 0);
    assertNull(tree.nextGuess(List.of(new Turn("cigar", Feedback.compute("cigar", "rebut")))));
  }

  /** Sorts plays depth first, a guess's found answer before its other branches. */
  private static List<List<String>> depthFirst(List<List<String>> plays) {
    List<List<String>> sorted = new ArrayList<>(plays);
    sorted.sort(java.util.Comparator.comparing(TreeVerifierFormatsTest::pathKey));
    return sorted;
  }

  private static String pathKey(List<String> play) {
    String answer = play.get(play.size() - 1);
    StringBuilder sb = new StringBuilder();
    for (String guess : play) {
      sb.append(guess)
          .append(' ')
          .append(
              TreeTestLists.marks(guess, answer)
                  .replace('G', '0')
                  .replace('Y', '1')
                  .replace('-', '2'))
          .append(' ');
    }
    return sb.toString();
  }

  @Test
  void theIndentedFormatDepthFirstWithTheAnswerFirstAndEveryLineInFull() {
    List<List<String>> plays = depthFirst(plays());
    String text = indented(plays);
    // Lines that continue at the last guess of the line above: the found answer came first.
    assertTrue(text.lines().anyMatch(l -> l.startsWith(" ")));
    for (Mode mode : Mode.values()) {
      DecisionTree tree = read(text, mode, 0);
      for (List<String> play : plays) {
        assertEquals(play, tree.play(ANSWERS.indexOf(play.get(play.size() - 1))));
      }
    }
    // Every line written in full, each starting again from the opener.
    StringBuilder full = new StringBuilder();
    for (List<String> play : plays) {
      full.append(indented(List.of(play)));
    }
    DecisionTree tree = read(full.toString(), Mode.NORMAL, 0);
    for (List<String> play : plays) {
      assertEquals(play, tree.play(ANSWERS.indexOf(play.get(play.size() - 1))));
    }
  }

  @Test
  void longPlaysContinueAtGuessTenAndBeyond() {
    // Twelve words ?ight guessed one by one: plays of up to thirteen guesses.
    List<String> family = new ArrayList<>();
    for (char c : "bfhkmnprstwz".toCharArray()) {
      family.add(c + "ight");
    }
    WordList answers = WordList.of(family);
    WordList guesses = WordList.union(answers, WordList.of("light"));
    List<List<String>> plays = new ArrayList<>();
    for (int a = 0; a < family.size(); a++) {
      List<String> play = new ArrayList<>();
      play.add("light");
      play.addAll(family.subList(0, a + 1));
      plays.add(play);
    }
    String text = indented(plays);
    assertTrue(text.contains("BGGGG10 "), text);
    assertTrue(text.contains("GGGGG13"), text);
    DecisionTree tree =
        TreeFormat.read(
            new StringReader(text),
            "family",
            TreeFormat.ReadOptions.of(answers, guesses).withMode(Mode.HARD));
    for (int a = 0; a < family.size(); a++) {
      assertEquals(plays.get(a), tree.play(a));
    }
    assertEquals(13, tree.mostGuesses());
  }

  @Test
  void anAnswerOpenerMakesAFirstLineOfTwoTokens() {
    // The opener is the first answer: the indented file starts "cigar GGGGG1".
    String opener = ANSWERS.get(0);
    List<List<String>> plays = new ArrayList<>();
    for (String answer : ANSWERS) {
      List<String> play = new ArrayList<>();
      List<String> left = new ArrayList<>(ANSWERS);
      String guess = opener;
      while (true) {
        play.add(guess);
        if (guess.equals(answer)) {
          break;
        }
        String marks = TreeTestLists.marks(guess, answer);
        String g = guess;
        left.removeIf(w -> !TreeTestLists.marks(g, w).equals(marks));
        guess = left.get(0);
      }
      plays.add(play);
    }
    String text = indented(plays);
    assertEquals(opener + " GGGGG1", text.lines().findFirst().orElseThrow());
    DecisionTree tree = read(text, Mode.NORMAL, 0);
    for (int a = 0; a < plays.size(); a++) {
      assertEquals(plays.get(a), tree.play(a));
    }
  }

  @Test
  void anIndentedLineThatStopsBeforeAllGreensIsNamed() {
    String text = "qajaq BBBBB1\n";
    InvalidTreeException e =
        assertThrows(InvalidTreeException.class, () -> read(text, Mode.NORMAL, 0));
    assertEquals(1, e.line());
    assertTrue(e.getMessage().contains("the line ends before all greens"), e.getMessage());
  }

  @Test
  void aGuessThatLooksLikeMarksIsReadAsAWord() {
    // "gyg" parses as marks (g green, y yellow) but it is a word of the guess list.
    WordList answers = WordList.of("abc", "abd", "abe");
    WordList guesses = WordList.union(answers, WordList.of("gyg"));
    String text = "abc\nabc gyg abd\nabc gyg abd abe\n";
    DecisionTree tree =
        TreeFormat.read(new StringReader(text), "gyg", TreeFormat.ReadOptions.of(answers, guesses));
    assertEquals(List.of("abc", "gyg", "abd"), tree.play(1));
    assertEquals(List.of("abc", "gyg", "abd", "abe"), tree.play(2));
    // Marks of the wrong length are not marks: a word that is not in the list.
    InvalidTreeException e =
        assertThrows(
            InvalidTreeException.class,
            () ->
                TreeFormat.read(
                    new StringReader("abc\nabc GG abd\nabc gyg abd abe\n"),
                    "gg",
                    TreeFormat.ReadOptions.of(answers, guesses)));
    assertEquals("gg, line 2: 'gg' is not in the guess list", e.getMessage());
  }

  @Test
  void missingAnswersAreNamedUpToFive() {
    List<List<String>> plays = plays();
    for (int missing = 4; missing <= 6; missing++) {
      int m = missing;
      InvalidTreeException e =
          assertThrows(
              InvalidTreeException.class,
              () -> read(plain(plays.subList(m, plays.size())), Mode.NORMAL, 0));
      List<String> names = ANSWERS.subList(0, Math.min(5, m));
      assertTrue(
          e.getMessage()
              .endsWith(
                  m
                      + " answers have no play: "
                      + String.join(", ", names)
                      + (m > 5 ? ", ..." : "")),
          e.getMessage());
    }
    InvalidTreeException one =
        assertThrows(
            InvalidTreeException.class,
            () -> read(plain(plays.subList(1, plays.size())), Mode.NORMAL, 0));
    assertTrue(
        one.getMessage().endsWith("1 answer has no play: " + ANSWERS.get(0)), one.getMessage());
  }

  @Test
  void aHardModeBreachNamesTheGuessAndTheRule() {
    // After the opener's marks against the answer, a guess that drops a green breaks hard mode.
    List<List<String>> plays = plays();
    String answer = null;
    String breach = null;
    for (List<String> play : plays) {
      String a = play.get(play.size() - 1);
      String m = TreeTestLists.marks(OPENER, a);
      if (play.size() >= 3 && m.indexOf('G') >= 0) {
        for (String w : GUESS_LIST.asList()) {
          if (w.charAt(m.indexOf('G')) != OPENER.charAt(m.indexOf('G'))
              && !TreeTestLists.marks(w, a).equals("GGGGG")) {
            answer = a;
            breach = w;
            break;
          }
        }
      }
      if (answer != null) {
        break;
      }
    }
    assertTrue(answer != null && breach != null);
    List<String> lines = new ArrayList<>();
    int line = 0;
    for (int i = 0; i < plays.size(); i++) {
      List<String> play = plays.get(i);
      if (play.get(play.size() - 1).equals(answer)) {
        lines.add(OPENER + " " + breach + " " + answer);
        line = i + 1;
      } else {
        lines.add(String.join(" ", play));
      }
    }
    String text = String.join("\n", lines);
    for (Mode mode : List.of(Mode.HARD, Mode.STRICT)) {
      InvalidTreeException e = assertThrows(InvalidTreeException.class, () -> read(text, mode, 0));
      assertEquals(line, e.line(), mode.name());
      assertTrue(e.getMessage().contains("guess 2 '" + breach + "' breaks the"), e.getMessage());
    }
  }
}
