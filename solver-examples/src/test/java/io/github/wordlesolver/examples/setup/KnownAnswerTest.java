package io.github.wordlesolver.examples.setup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Turn;
import org.junit.jupiter.api.Test;

/** Marks from a known answer, and given marks checked against it, repeated letters included. */
class KnownAnswerTest {
  @Test
  void marksComeFromTheAnswerAndGivenOnesMustBeThose() {
    // Hand-checked: the second l of hello finds no unused l in world's one.
    assertEquals(
        new Turn("hello", Feedback.parse("---GY")), KnownAnswer.turn("hello", null, "world"));
    assertEquals(
        new Turn("hello", Feedback.parse("---GY")),
        KnownAnswer.turn("hello", Feedback.parse("---GY"), "world"));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> KnownAnswer.turn("hello", Feedback.parse("---YG"), "world"));
    assertEquals("hello gets ---GY against 'world', not ---YG", e.getMessage());
  }
}
