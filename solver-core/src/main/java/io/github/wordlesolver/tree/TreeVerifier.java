package io.github.wordlesolver.tree;

import io.github.wordlesolver.Constraints;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Refusal;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.RuleKernels;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks that plays form a valid decision tree and builds it. A tree is valid when:
 *
 * <ul>
 *   <li>every answer has exactly one play, and every play ends with its answer, found there and not
 *       before;
 *   <li>every guess is in the guess list, and in hard mode legal after the turns before it;
 *   <li>the guess after a history is the same for every answer sharing that history (the marks a
 *       guess gets are computed, never trusted; marks written in a file must equal them);
 *   <li>no play is longer than the cap, if one is given.
 * </ul>
 *
 * Errors name the line (for files) or the answer, as {@link InvalidTreeException}s. Stateless and
 * thread-safe.
 *
 * <p><b>Tooling, not library.</b> It serves the project's tree commands and tests ({@code wordle
 * tree --verify}, the checks of the bundled trees); a program that plays needs none of it, since
 * {@link TreeFormat#read(Reader, String, TreeFormat.ReadOptions)} verifies every tree it reads and
 * {@link TreeBuilder} builds valid ones. It stays exported and compatible through 1.x and moves to
 * a tooling module of its own in 2.0 (docs/dev/architecture.md, "Library and tooling").
 */
public final class TreeVerifier {
  private TreeVerifier() {}

  /**
   * Reads and verifies a tree in one of the {@link TreeFormat} text formats.
   *
   * @param source the file name used in error messages
   * @param maxGuesses the longest play allowed, or 0 for no cap
   * @throws InvalidTreeException naming the source, line and problem
   * @throws UncheckedIOException if reading fails
   * @deprecated use {@link TreeFormat#read(Reader, String, TreeFormat.ReadOptions)} instead, where
   *     the format is also written: {@code TreeFormat.read(in, source,
   *     TreeFormat.ReadOptions.of(answers, guesses).withMode(mode).withMaxGuesses(maxGuesses))}
   */
  @Deprecated(since = "1.1")
  public static DecisionTree read(
      Reader in, String source, WordList answers, WordList guesses, Mode mode, int maxGuesses) {
    return TreeFormat.read(
        in,
        source,
        TreeFormat.ReadOptions.of(answers, guesses).withMode(mode).withMaxGuesses(maxGuesses));
  }

  /**
   * Verifies an in-memory tree again, against its own lists and mode.
   *
   * @throws InvalidTreeException naming the answer whose play is wrong
   */
  public static DecisionTree verify(DecisionTree tree, int maxGuesses) {
    List<List<String>> plays = new ArrayList<>();
    List<Integer> lines = new ArrayList<>();
    for (int a = 0; a < tree.answers().size(); a++) {
      plays.add(tree.play(a));
      lines.add(a + 1);
    }
    return verify(plays, lines, "tree", tree.answers(), tree.guesses(), tree.mode(), maxGuesses);
  }

  /** Verifies plays read from {@code source}, their line numbers in {@code lines}. */
  static DecisionTree verify(
      List<List<String>> plays,
      List<Integer> lines,
      String source,
      WordList answers,
      WordList guesses,
      Mode mode,
      int maxGuesses) {
    int length = answers.wordLength();
    int[][] paths = new int[answers.size()][];
    int[] lineOf = new int[answers.size()];
    Map<String, int[]> nextAt = new HashMap<>();
    for (int p = 0; p < plays.size(); p++) {
      List<String> play = plays.get(p);
      int line = lines.get(p);
      String answer = play.get(play.size() - 1);
      int a = answers.indexOf(answer);
      if (a < 0) {
        throw new InvalidTreeException(source, line, "last word '" + answer + "' is not an answer");
      }
      if (paths[a] != null) {
        throw new InvalidTreeException(
            source, line, "answer '" + answer + "' already has a play on" + " line " + lineOf[a]);
      }
      if (maxGuesses > 0 && play.size() > maxGuesses) {
        throw new InvalidTreeException(
            source,
            line,
            "'" + answer + "' takes " + play.size() + " guesses, more than " + maxGuesses);
      }
      int[] path = new int[play.size()];
      Constraints so = Constraints.none(guesses.alphabet(), length);
      StringBuilder history = new StringBuilder();
      for (int k = 0; k < play.size(); k++) {
        String guess = play.get(k);
        int g = guesses.indexOf(guess);
        if (g < 0) {
          throw new InvalidTreeException(source, line, "'" + guess + "' is not in the guess list");
        }
        if (!RuleKernels.allows(mode, so, guesses, g)) {
          Optional<Refusal> refusal = mode.refusal(so, guess);
          if (refusal.isPresent()) {
            throw new InvalidTreeException(
                source, line, "guess " + (k + 1) + " " + refusal.get().message());
          }
        }
        int[] before = nextAt.putIfAbsent(history.toString(), new int[] {g, line});
        if (before != null && before[0] != g) {
          throw new InvalidTreeException(
              source,
              line,
              "after '"
                  + describe(history)
                  + "' plays '"
                  + guess
                  + "' but line "
                  + before[1]
                  + " plays '"
                  + guesses.get(before[0])
                  + "'");
        }
        Feedback feedback = Feedback.compute(guess, answer);
        if (feedback.isSolved() != (k == play.size() - 1)) {
          throw new InvalidTreeException(
              source,
              line,
              feedback.isSolved()
                  ? "'" + answer + "' is found at guess " + (k + 1) + " but the play goes on"
                  : "the play ends without finding '" + answer + "'");
        }
        path[k] = g;
        history.append(guess).append(' ').append(feedback).append(' ');
        so = so.after(guess, feedback);
      }
      paths[a] = path;
      lineOf[a] = line;
    }
    List<String> missing = new ArrayList<>();
    for (int a = 0; a < paths.length; a++) {
      if (paths[a] == null) {
        missing.add(answers.get(a));
      }
    }
    if (!missing.isEmpty()) {
      throw new InvalidTreeException(
          source,
          0,
          missing.size()
              + " answer"
              + (missing.size() == 1 ? " has" : "s have")
              + " no play: "
              + String.join(", ", missing.subList(0, Math.min(5, missing.size())))
              + (missing.size() > 5 ? ", ..." : ""));
    }
    return new DecisionTree(guesses, answers, mode, paths);
  }

  private static String describe(StringBuilder history) {
    String text = history.toString().strip();
    return text.isEmpty() ? "the start" : text;
  }
}
