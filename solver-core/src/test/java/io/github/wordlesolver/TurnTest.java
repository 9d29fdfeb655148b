package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link Turn}: the GUESS:MARKS form and its checks. */
class TurnTest {
  @Test
  void parseAndToStringRoundTrip() {
    Turn t = Turn.parse("SALET:--y-g");
    assertEquals("salet", t.guess());
    assertEquals("--Y-G", t.marks().toString());
    assertEquals("salet:--Y-G", t.toString());
    assertEquals(t, Turn.parse(t.toString()));
    assertEquals(t, new Turn("Salet", Feedback.parse("00102")));
  }

  @Test
  void errorsNameTheBadPart() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Turn.parse("salet--Y-G"));
    assertTrue(e.getMessage().contains("salet--Y-G"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Turn.parse("salet:--Z-G"));
    assertTrue(
        e.getMessage().contains("'Z'") && e.getMessage().contains("position 3"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Turn.parse("sa1et:--Y-G"));
    assertTrue(
        e.getMessage().contains("sa1et") && e.getMessage().contains("position 3"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Turn.parse("sale:--Y-G"));
    assertTrue(e.getMessage().contains("sale"), e.getMessage());
  }
}
