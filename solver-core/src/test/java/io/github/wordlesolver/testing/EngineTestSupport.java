package io.github.wordlesolver.testing;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Shared fixtures for the engine tests: small slices of the original word lists (copied into {@code
 * src/test/resources/wordlists}, provenance in {@code SOURCES.md} there), random words over small
 * alphabets, and an obviously-correct marking rule written independently of the main code.
 */
public final class EngineTestSupport {
  private static final List<String> ANSWERS = load("/wordlists/answers.txt");
  private static final List<String> ALLOWED = load("/wordlists/allowed.txt");

  private EngineTestSupport() {}

  private static List<String> load(String resource) {
    InputStream in = EngineTestSupport.class.getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalStateException("missing test resource " + resource);
    }
    List<String> words = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (!line.isBlank()) {
          words.add(line.strip());
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return Collections.unmodifiableList(words);
  }

  /** The first {@code n} original answers, in puzzle order. */
  public static List<String> answerWords(int n) {
    return ANSWERS.subList(0, n);
  }

  /** Every {@code step}-th word of the original extra allowed guesses (alphabetical list). */
  public static List<String> allowedWords(int step) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < ALLOWED.size(); i += step) {
      out.add(ALLOWED.get(i));
    }
    return out;
  }

  /** The first {@code n} original answers as a word list. */
  public static WordList answers(int n) {
    return WordList.of(answerWords(n));
  }

  /** Every {@code step}-th extra allowed guess as a word list. */
  public static WordList allowed(int step) {
    return WordList.of(allowedWords(step));
  }

  /**
   * The marks of {@code guess} against {@code answer} by the rule of docs/dev/DOMAIN.md, written as
   * plainly as possible: greens first, each using up its copy; then left to right, yellow while an
   * unused copy remains. Returns the code: position 0 is the most significant base-3 digit, green
   * 2, yellow 1, gray 0.
   */
  public static int referenceCode(String guess, String answer) {
    int n = guess.length();
    if (answer.length() != n) {
      throw new IllegalArgumentException(guess + " / " + answer);
    }
    int[] marks = new int[n];
    int[] unused = new int[128];
    for (int i = 0; i < n; i++) {
      if (guess.charAt(i) == answer.charAt(i)) {
        marks[i] = 2;
      } else {
        unused[answer.charAt(i)]++;
      }
    }
    for (int i = 0; i < n; i++) {
      if (marks[i] != 2 && unused[guess.charAt(i)] > 0) {
        marks[i] = 1;
        unused[guess.charAt(i)]--;
      }
    }
    int code = 0;
    for (int i = 0; i < n; i++) {
      code = code * 3 + marks[i];
    }
    return code;
  }

  /** A random word of {@code length} letters drawn from the first {@code alphabet} letters. */
  public static String randomWord(Random random, int length, int alphabet) {
    char[] chars = new char[length];
    for (int i = 0; i < length; i++) {
      chars[i] = (char) ('a' + random.nextInt(alphabet));
    }
    return new String(chars);
  }

  /**
   * Up to {@code count} distinct random words of {@code length} letters over the first {@code
   * alphabet} letters (fewer if the alphabet has fewer words), in generation order.
   */
  public static List<String> randomWords(Random random, int count, int length, int alphabet) {
    double possible = Math.pow(alphabet, length);
    int wanted = (int) Math.min(count, possible);
    Set<String> words = new LinkedHashSet<>();
    while (words.size() < wanted) {
      words.add(randomWord(random, length, alphabet));
    }
    return new ArrayList<>(words);
  }

  /**
   * Groups {@code candidates} by the marks {@code guess} gets against each, in first-seen order.
   */
  public static Map<Feedback, List<String>> buckets(String guess, List<String> candidates) {
    Map<Feedback, List<String>> buckets = new LinkedHashMap<>();
    for (String answer : candidates) {
      buckets.computeIfAbsent(Feedback.compute(guess, answer), f -> new ArrayList<>()).add(answer);
    }
    return buckets;
  }

  /** Shannon entropy in bits of a split into buckets of the given sizes. */
  public static double entropyBits(List<Integer> sizes) {
    double n = sizes.stream().mapToInt(Integer::intValue).sum();
    double bits = 0;
    for (int s : sizes) {
      double p = s / n;
      bits -= p * (Math.log(p) / Math.log(2));
    }
    return bits;
  }

  /**
   * Plays of a plain strategy that every mode allows, by answer in list order: the opener, then the
   * first answer still possible. The lines of a tree file, for tests that need a tree.
   */
  public static Map<String, List<String>> plainPlays(WordList answers, String opener) {
    Map<String, List<String>> plays = new LinkedHashMap<>();
    for (String answer : answers.asList()) {
      List<String> play = new ArrayList<>();
      List<String> left = new ArrayList<>(answers.asList());
      String guess = opener;
      while (true) {
        play.add(guess);
        if (guess.equals(answer)) {
          break;
        }
        String g = guess;
        Feedback marks = Feedback.compute(g, answer);
        left.removeIf(w -> !Feedback.compute(g, w).equals(marks));
        guess = left.get(0);
      }
      plays.put(answer, play);
    }
    return plays;
  }

  /** Plays {@code answer} to the end with {@link Game#bestGuess()}; returns the guesses. */
  public static List<String> playOut(Solver solver, Mode mode, String answer) {
    Game game = solver.newGame(mode);
    List<String> guesses = new ArrayList<>();
    while (!game.isSolved()) {
      if (guesses.size() >= 20) {
        throw new AssertionError("no solution for " + answer + " after " + guesses);
      }
      String guess = game.bestGuess();
      guesses.add(guess);
      game = game.apply(guess, Feedback.compute(guess, answer));
    }
    return guesses;
  }

  /**
   * Whether one turn ({@code guess} got {@code code}) allows {@code word} next under {@code mode}:
   * the hard-mode rules from their definitions (the model the oracle tests share).
   */
  public static boolean turnAllows(Mode mode, String guess, int code, String word) {
    if (mode == Mode.NORMAL) {
      return true;
    }
    if (mode == Mode.STRICT) {
      return referenceCode(guess, word) == code;
    }
    int n = guess.length();
    int[] revealed = new int[128];
    for (int i = n - 1, c = code; i >= 0; i--, c /= 3) {
      int mark = c % 3;
      if (mark == 2 && word.charAt(i) != guess.charAt(i)) {
        return false;
      }
      if (mark > 0) {
        revealed[guess.charAt(i)]++;
      }
    }
    for (int i = 0; i < n; i++) {
      char ch = guess.charAt(i);
      if (word.chars().filter(x -> x == ch).count() < revealed[ch]) {
        return false;
      }
    }
    return true;
  }
}
