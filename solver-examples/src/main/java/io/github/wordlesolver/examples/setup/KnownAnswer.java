package io.github.wordlesolver.examples.setup;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Turn;
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
   * which must equal {@code marks} if those are given.
   *
   * @throws IllegalArgumentException if {@code marks} are given and the guess gets others, e.g.
   *     {@code salet gets -Y--- against 'cigar', not GGGGG}; or if the words cannot be compared
   *     ({@link Feedback#compute})
   */
  public static Turn turn(String guess, @Nullable Feedback marks, String answer) {
    Feedback real = Feedback.compute(guess, answer);
    if (marks != null && !marks.equals(real)) {
      throw new IllegalArgumentException(
          guess + " gets " + real + " against '" + answer + "', not " + marks);
    }
    return new Turn(guess, real);
  }
}
