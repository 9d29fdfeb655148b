package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The independent test suite of github.com/yukosgiti/wordle-tests (MIT, see {@code
 * src/test/resources/wordle-tests/SOURCE.md}), read from the class path.
 */
class IndependentSuiteTest {
  private static final String DIR = "/wordle-tests/";

  private static List<String> lines(String name) throws IOException {
    InputStream in = IndependentSuiteTest.class.getResourceAsStream(DIR + name);
    assertNotNull(in, "missing test resource " + DIR + name);
    List<String> lines = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (!line.isBlank()) {
          lines.add(line.strip());
        }
      }
    }
    return lines;
  }

  /** The suite's notation (c correct, m misplaced, w wrong) from a feedback. */
  private static String cmw(Feedback f) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < f.length(); i++) {
      sb.append(f.mark(i) == Mark.GREEN ? 'c' : f.mark(i) == Mark.YELLOW ? 'm' : 'w');
    }
    return sb.toString();
  }

  @Test
  void everyLineOfTestsTxt() throws IOException {
    List<String> lines = lines("tests.txt");
    List<String> failures = new ArrayList<>();
    int checked = 0;
    for (String line : lines) {
      String[] parts = line.split(",", -1);
      assertEquals(3, parts.length, line);
      String answer = parts[0];
      String guess = parts[1];
      String expected = parts[2];
      String actual = cmw(Feedback.compute(guess, answer));
      if (!actual.equals(expected)) {
        failures.add(line + " got " + actual);
      }
      checked++;
    }
    assertEquals(
        List.of(),
        failures.subList(0, Math.min(20, failures.size())),
        failures.size() + " of " + checked + " lines fail");
    assertEquals(76_607, checked);
  }

  @Test
  void referenceAgreesWithTestsTxtToo() throws IOException {
    int checked = 0;
    for (String line : lines("tests.txt")) {
      String[] parts = line.split(",", -1);
      String expected = parts[2].replace('c', 'G').replace('m', 'Y').replace('w', '-');
      assertEquals(expected, ReferenceMarks.marks(parts[1], parts[0]), line);
      checked++;
    }
    assertEquals(76_607, checked);
  }

  @Test
  void impossibleResultsAreExactlyTheUnreachableOnes() throws IOException {
    List<String> possible = lines("possible_results.txt");
    assertEquals(243, possible.size());
    assertEquals(243, new HashSet<>(possible).size());

    Map<String, Set<String>> impossibleByAnswer = new LinkedHashMap<>();
    List<String> impossibleLines = lines("impossible_results.txt");
    for (String line : impossibleLines) {
      String[] parts = line.split(",", -1);
      assertEquals(2, parts.length, line);
      assertTrue(possible.contains(parts[1]), line);
      impossibleByAnswer.computeIfAbsent(parts[0], k -> new HashSet<>()).add(parts[1]);
    }
    assertEquals(52, impossibleByAnswer.size());
    assertEquals(2_511, impossibleByAnswer.values().stream().mapToInt(Set::size).sum());

    char[] guess = new char[5];
    CharBuffer guessText = CharBuffer.wrap(guess);
    int answersChecked = 0;
    for (Map.Entry<String, Set<String>> e : impossibleByAnswer.entrySet()) {
      String answer = e.getKey();
      boolean[] reached = new boolean[243];
      for (int n = 0; n < 100_000; n++) {
        for (int i = 4, rest = n; i >= 0; i--, rest /= 10) {
          guess[i] = (char) ('a' + rest % 10);
        }
        reached[Feedback.compute(guessText, answer).code()] = true;
      }
      Set<String> reachable = new HashSet<>();
      for (int code = 0; code < 243; code++) {
        if (reached[code]) {
          reachable.add(cmw(Feedback.of(code, 5)));
        }
      }
      for (String result : e.getValue()) {
        assertTrue(
            !reachable.contains(result),
            answer + ": listed as impossible but reachable: " + result);
      }
      for (String result : possible) {
        if (!e.getValue().contains(result)) {
          assertTrue(reachable.contains(result), answer + ": not reachable: " + result);
        }
      }
      assertEquals(243, reachable.size() + e.getValue().size(), answer);
      answersChecked++;
    }
    assertEquals(52, answersChecked);
  }

  @Test
  void provenanceFilesShipBesideTheData() throws IOException {
    assertTrue(lines("LICENSE").get(0).contains("MIT"));
    assertTrue(String.join("\n", lines("SOURCE.md")).contains("yukosgiti/wordle-tests"));
  }
}
