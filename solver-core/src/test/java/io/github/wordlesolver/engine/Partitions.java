package io.github.wordlesolver.engine;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Partition;
import java.util.Arrays;

/** The engine's partitions, for tests of scorers in other packages. */
public final class Partitions {
  private Partitions() {}

  /**
   * Returns how {@code word} splits every answer at the start of a game in {@code mode}, with
   * {@code guessesLeft} guesses after it; the guesses are {@code guesses}, which must hold every
   * answer.
   */
  public static Partition split(
      WordList answers, WordList guesses, Mode mode, int guessesLeft, String word) {
    Engine engine = new Engine(GameRules.of(guesses), answers, guesses);
    int[] all = new int[answers.size()];
    Arrays.setAll(all, i -> i);
    Position at = engine.position(mode, all, engine.rules().noConstraints(), guessesLeft);
    int g = guesses.indexOf(word);
    if (g < 0) {
      throw new IllegalArgumentException(word);
    }
    return at.split(g);
  }
}
