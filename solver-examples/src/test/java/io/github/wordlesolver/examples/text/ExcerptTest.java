package io.github.wordlesolver.examples.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.wordlesolver.Turn;
import org.junit.jupiter.api.Test;

class ExcerptTest {
  @Test
  void aValueOfAtMostTheLimitIsQuotedWhole() {
    assertEquals("", Excerpt.of(""));
    assertEquals("salet", Excerpt.of(new StringBuilder("salet")));
    String forty = "x".repeat(Excerpt.MAX_CHARS);
    assertEquals(forty, Excerpt.of(forty));
  }

  @Test
  void aLongerValueIsCutToTheLimitAndMarkedAsCut() {
    assertEquals("x".repeat(40) + "…", Excerpt.of("x".repeat(41)));
    assertEquals("y".repeat(40) + "…", Excerpt.of("y".repeat(1_000_000)));
  }

  @Test
  void aSurrogatePairIsNotCutInHalf() {
    String pair = "\uD83D\uDFE9"; // a green square, two chars
    String text = "a".repeat(39) + pair + "b";
    assertEquals("a".repeat(39) + "…", Excerpt.of(text));
    String whole = "a".repeat(38) + pair + "b";
    assertEquals("a".repeat(38) + pair + "…", Excerpt.of(whole));
  }

  /** The examples quote a bad value as the library's own messages do. */
  @Test
  void quotesAsTheLibraryDoes() {
    String bad = "z".repeat(100);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Turn.parse(bad));
    assertEquals(
        "'" + Excerpt.of(bad) + "' is not GUESS:MARKS (for example salet:--Y-G)", e.getMessage());
  }
}
