package io.github.wordlesolver;

import java.util.ArrayList;
import java.util.List;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/** QuickTheories generators and small helpers shared by the property tests. */
final class Gens {
  private Gens() {}

  /** Returns a uniform integer in {@code lo..hi} drawn from {@code in}. */
  static int between(RandomnessSource in, int lo, int hi) {
    return Generate.range(lo, hi).generate(in);
  }

  /** Returns a random word of {@code length} letters from the first {@code letters} of a-z. */
  static String word(RandomnessSource in, int length, int letters) {
    char[] chars = new char[length];
    for (int i = 0; i < length; i++) {
      chars[i] = (char) ('a' + between(in, 0, letters - 1));
    }
    return new String(chars);
  }

  /** Words of {@code length} letters over the first {@code letters} letters of the alphabet. */
  static Gen<String> words(int length, int letters) {
    return in -> word(in, length, letters);
  }

  /** A random permutation of {@code items}, drawn from {@code in} (Fisher-Yates). */
  static <T> List<T> permutation(RandomnessSource in, List<T> items) {
    List<T> out = new ArrayList<>(items);
    for (int i = out.size() - 1; i > 0; i--) {
      int j = between(in, 0, i);
      T t = out.get(i);
      out.set(i, out.get(j));
      out.set(j, t);
    }
    return out;
  }

  /** Returns all words of {@code length} letters over the first {@code letters} letters, sorted. */
  static List<String> allWords(int length, int letters) {
    List<String> out = new ArrayList<>();
    char[] w = new char[length];
    fill(w, 0, letters, out);
    return out;
  }

  private static void fill(char[] w, int pos, int letters, List<String> out) {
    if (pos == w.length) {
      out.add(new String(w));
      return;
    }
    for (int c = 0; c < letters; c++) {
      w[pos] = (char) ('a' + c);
      fill(w, pos + 1, letters, out);
    }
  }

  /** Returns the packed form of a word, via the public API. */
  static long pack(String word) {
    return WordList.of(word).packedAt(0);
  }

  /** Returns {@code 3^n}. */
  static int pow3(int n) {
    int p = 1;
    for (int i = 0; i < n; i++) {
      p *= 3;
    }
    return p;
  }
}
