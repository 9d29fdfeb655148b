package io.github.wordlesolver.tree;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Samples of the real word lists, copied into the test resources (solver-core cannot depend on
 * solver-wordlists): every third original answer (772 words) and every eighth other allowed guess
 * (1,333 words), in list order.
 */
final class TreeTestLists {
  private TreeTestLists() {}

  static final List<String> ANSWERS = read("answers-sample.txt");
  static final List<String> ALLOWED = read("allowed-sample.txt");

  private static List<String> read(String resource) {
    try (InputStream in = TreeTestLists.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + resource);
      }
      List<String> words = new ArrayList<>();
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (!line.isBlank()) {
          words.add(line.strip());
        }
      }
      return List.copyOf(words);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Marks by the game's rule, G/Y/-, written here independently of the library. */
  static String marks(String guess, String answer) {
    int n = guess.length();
    char[] marks = new char[n];
    int[] unused = new int[26];
    for (int i = 0; i < n; i++) {
      if (guess.charAt(i) == answer.charAt(i)) {
        marks[i] = 'G';
      } else {
        unused[answer.charAt(i) - 'a']++;
      }
    }
    for (int i = 0; i < n; i++) {
      if (marks[i] == 'G') {
        continue;
      }
      int c = guess.charAt(i) - 'a';
      if (unused[c] > 0) {
        marks[i] = 'Y';
        unused[c]--;
      } else {
        marks[i] = '-';
      }
    }
    return new String(marks);
  }
}
