package io.github.wordlesolver.examples.setup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import org.junit.jupiter.api.Test;

/** Marks from a known answer, and given marks checked against it, repeated letters included. */
class KnownAnswerTest {
  private static final WordList GUESSES = WordList.of("hello", "world", "cigar");

  @Test
  void marksComeFromTheAnswerAndGivenOnesMustBeThose() {
    // Hand-checked: the second l of hello finds no unused l in world's one.
    assertEquals(
        new Turn("hello", Feedback.parse("---GY")),
        KnownAnswer.turn(GUESSES, "hello", null, "world"));
    assertEquals(
        new Turn("hello", Feedback.parse("---GY")),
        KnownAnswer.turn(GUESSES, "hello", Feedback.parse("---GY"), "world"));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> KnownAnswer.turn(GUESSES, "hello", Feedback.parse("---YG"), "world"));
    assertEquals("hello gets ---GY against 'world', not ---YG", e.getMessage());
  }

  @Test
  void aTypedAccentIsReadAsTheListReadsItNeverAsAnotherLetter() {
    // á is not a letter of a-z: the list reads cigár as cigar, and so are its marks.
    assertEquals(
        new Turn("cigar", Feedback.allGreen(5)), KnownAnswer.turn(GUESSES, "CIGÁR", null, "cigar"));
    assertEquals(
        new Turn("cigar", Feedback.allGreen(5)), KnownAnswer.turn(GUESSES, "cigar", null, "cígar"));
  }
}
