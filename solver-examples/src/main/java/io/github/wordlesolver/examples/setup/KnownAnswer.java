package io.github.wordlesolver.examples.setup;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import org.jspecify.annotations.Nullable;

/**
 * Turns played against a known answer, as {@code wordle rate --answer} and {@code POST /rate} take
 * them: the marks a guess gets from the answer where none are given, and given marks checked
 * against them. The one place that does both, so every front end says the same. Stateless.
 */
public final class KnownAnswer {
  private KnownAnswer() {}

  /**
   * Returns the turn {@code guess} plays against {@code answer}: with the marks it gets there,
   * which must equal {@code marks} if those are given. Both words are marked as {@code guesses}
   * writes them when it has them (a word typed with an accent the list's alphabet lacks is the word
   * without it, as the games read it), so a typed accent never changes the marks; the turn's guess
   * is the list's spelling.
   *
   * @throws IllegalArgumentException if {@code marks} are given and the guess gets others, e.g.
   *     {@code salet gets -Y--- against 'cigar', not GGGGG}; or if the words cannot be compared
   *     ({@link Feedback#compute})
   */
  public static Turn turn(WordList guesses, String guess, @Nullable Feedback marks, String answer) {
    String word = spelled(guesses, guess);
    String secret = spelled(guesses, answer);
    Feedback real = Feedback.compute(word, secret);
    if (marks != null && !marks.equals(real)) {
      throw new IllegalArgumentException(
          guess + " gets " + real + " against '" + answer + "', not " + marks);
    }
    return new Turn(word, real);
  }

  /** Returns {@code word} as {@code list} writes it, or as given if the list lacks it. */
  private static String spelled(WordList list, String word) {
    int index = list.indexOf(word);
    return index >= 0 ? list.get(index) : word;
  }
}
