package io.github.wordlesolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.nio.CharBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** {@link WordList}: construction, lookup, packing, union and the list view. */
class WordListTest {
  private static final long SEED = 0x3012D5L;

  /**
   * Distinct random words of one length 2..10, letters a-z or a small alphabet, in random order.
   */
  static Gen<List<String>> wordLists() {
    return in -> {
      int n = Gens.between(in, 2, 10);
      int letters = Gens.between(in, 0, 1) == 0 ? 26 : Gens.between(in, 2, 4);
      int size = Gens.between(in, 1, 200);
      Set<String> words = new LinkedHashSet<>();
      for (int i = 0; i < size; i++) {
        words.add(Gens.word(in, n, letters));
      }
      return new ArrayList<>(words);
    };
  }

  /** Packs as the class comment says: first letter in the highest bits, 5 bits a letter. */
  private static long referencePack(String word) {
    long p = 0;
    for (int i = 0; i < word.length(); i++) {
      p = p * 32 + (word.charAt(i) - 'a');
    }
    return p;
  }

  @Test
  void keepsOrderAndFoldsCase() {
    WordList list = WordList.of("Crane", "ABIDE", "speed");
    assertEquals(3, list.size());
    assertEquals(5, list.wordLength());
    assertEquals(List.of("crane", "abide", "speed"), list.asList());
    assertEquals("abide", list.get(1));
    assertEquals(0, list.indexOf("crane"));
    assertEquals(0, list.indexOf("CRANE"));
    assertEquals(1, list.indexOf("aBiDe"));
    assertEquals(2, list.indexOf(CharBuffer.wrap("SPEED")));
    assertEquals(-1, list.indexOf("steal"));
    assertEquals(-1, list.indexOf("cran"));
    assertEquals(-1, list.indexOf("cranes"));
    assertEquals(-1, list.indexOf("cr4ne"));
    assertEquals(-1, list.indexOf(""));
    assertTrue(list.contains("Speed"));
    assertFalse(list.contains("steal"));
    assertEquals('b' - 'a', list.letter(1, 1));
    assertEquals('d' - 'a', list.letter(2, 4));
    assertEquals("3 words of 5 letters [crane, abide, speed]", list.toString());
    assertEquals(
        "4 words of 2 letters [ab, cd, ef, ...]", WordList.of("ab", "cd", "ef", "gh").toString());
  }

  @Test
  void wordThatPacksToZeroIsFound() {
    WordList list = WordList.of("bb", "aa", "ab");
    assertEquals(0L, list.packedAt(1));
    assertEquals(1, list.indexOf("aa"));
    assertEquals(-1, WordList.of("bb").indexOf("aa"));
    assertEquals(
        List.of("bb", "aa", "ab", "ba"), WordList.union(list, WordList.of("aa", "ba")).asList());
  }

  @Test
  void ofCollectionOfCharSequences() {
    List<CharSequence> words = List.of(CharBuffer.wrap("ab"), "CD", CharBuffer.wrap("ef"));
    assertEquals(List.of("ab", "cd", "ef"), WordList.of(words).asList());
  }

  @Test
  void duplicateNamesTheWordAndBothPositions() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> WordList.of("crane", "abide", "speed", "CRANE"));
    assertTrue(e.getMessage().contains("'crane'"), e.getMessage());
    assertTrue(e.getMessage().contains("1") && e.getMessage().contains("4"), e.getMessage());
    assertTrue(e.getMessage().contains("positions 1 and 4"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> WordList.of("ab", "cd", "cd"));
    assertTrue(
        e.getMessage().contains("'cd'") && e.getMessage().contains("positions 2 and 3"),
        e.getMessage());
  }

  @Test
  void badCharacterNamesTheWordItsPositionAndTheCharacter() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> WordList.of("crane", "abide", "sp-ed"));
    String m = e.getMessage();
    assertTrue(
        m.contains("word 3")
            && m.contains("'sp-ed'")
            && m.contains("'-'")
            && m.contains("position 3"),
        m);
    e = assertThrows(IllegalArgumentException.class, () -> WordList.of("abid1", "crane"));
    m = e.getMessage();
    assertTrue(m.contains("word 1") && m.contains("'abid1'") && m.contains("position 5"), m);
    // A word outside a given alphabet names the letter.
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> WordList.of(Alphabet.ENGLISH, List.of("crane", "abidé")));
    m = e.getMessage();
    assertTrue(
        m.contains("word 2")
            && m.contains("'abidé'")
            && m.contains("'é'")
            && m.contains("position 5")
            && m.contains("a-z"),
        m);
  }

  @Test
  void otherErrors() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> WordList.of("crane", "abide", "spee"));
    assertTrue(
        e.getMessage().contains("word 3") && e.getMessage().contains("spee"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> WordList.of());
    assertThrows(IllegalArgumentException.class, () -> WordList.of(List.of()));
    assertThrows(IllegalArgumentException.class, () -> WordList.of("a", "b"));
    assertThrows(IllegalArgumentException.class, () -> WordList.of("abcdefghijk"));
    assertEquals(10, WordList.of("abcdefghij").wordLength());
    assertEquals(2, WordList.of("ab").wordLength());
  }

  @Test
  void listViewIsUnmodifiable() {
    WordList list = WordList.of("crane", "abide");
    List<String> view = list.asList();
    assertThrows(UnsupportedOperationException.class, () -> view.add("speed"));
    assertThrows(UnsupportedOperationException.class, () -> view.set(0, "speed"));
    assertThrows(UnsupportedOperationException.class, () -> view.remove(0));
    assertThrows(UnsupportedOperationException.class, view::clear);
    assertThrows(IndexOutOfBoundsException.class, () -> view.get(2));
    assertTrue(view.contains("abide"));
    assertFalse(view.contains("steal"));
    List<?> untyped = view;
    assertFalse(untyped.contains(42));
    assertEquals(1, view.indexOf("abide"));
    assertEquals(-1, untyped.indexOf(42));
    assertEquals(List.of("crane", "abide"), view);
    assertEquals(view, List.of("crane", "abide"));
    assertEquals(List.of("crane", "abide").hashCode(), view.hashCode());
  }

  @Test
  void lookupProperty() {
    qt().withFixedSeed(SEED)
        .withExamples(300)
        .forAll(wordLists())
        .checkAssert(
            words -> {
              WordList list = WordList.of(words);
              assertEquals(words, list.asList());
              assertEquals(words.size(), list.size());
              for (int i = 0; i < words.size(); i++) {
                String w = words.get(i);
                assertEquals(w, list.get(i));
                assertEquals(i, list.indexOf(w));
                assertEquals(i, list.indexOf(w.toUpperCase(Locale.ROOT)));
                assertEquals(i, list.asList().indexOf(w));
                assertEquals(referencePack(w), list.packedAt(i), w);
                for (int p = 0; p < w.length(); p++) {
                  assertEquals(w.charAt(p) - 'a', list.letter(i, p));
                }
              }
              // A word just outside the list is not found.
              String first = words.get(0);
              String other = (first.charAt(0) == 'z' ? "y" : "z") + first.substring(1);
              assertEquals(words.indexOf(other), list.indexOf(other));
            });
  }

  @Test
  void packedOrderIsAlphabetical() {
    qt().withFixedSeed(SEED)
        .withExamples(300)
        .forAll(wordLists())
        .checkAssert(
            words -> {
              WordList list = WordList.of(words);
              for (int i = 0; i < list.size(); i++) {
                int j = (i * 7 + 3) % list.size();
                int byPacked = Long.signum(Long.compare(list.packedAt(i), list.packedAt(j)));
                int byText = Integer.signum(list.get(i).compareTo(list.get(j)));
                assertEquals(byText, byPacked, list.get(i) + " vs " + list.get(j));
              }
              List<String> sorted = new ArrayList<>(words);
              Collections.sort(sorted);
              List<Long> packed = new ArrayList<>();
              for (String w : sorted) {
                packed.add(list.packedAt(list.indexOf(w)));
              }
              List<Long> sortedPacked = new ArrayList<>(packed);
              Collections.sort(sortedPacked);
              assertEquals(sortedPacked, packed);
            });
    assertTrue(Gens.pack("az") < Gens.pack("ba"));
    assertTrue(Gens.pack("zzzzy") < Gens.pack("zzzzz"));
  }

  @Test
  void unionKeepsFirstThenAddsTheRest() {
    WordList first = WordList.of("crane", "abide", "speed");
    WordList second = WordList.of("steal", "SPEED", "eerie", "crane", "geese");
    WordList union = WordList.union(first, second);
    assertEquals(List.of("crane", "abide", "speed", "steal", "eerie", "geese"), union.asList());
    assertEquals(first, WordList.union(first, first));
    assertEquals(first, WordList.union(first, WordList.of("abide")));
    assertEquals(4, union.indexOf("eerie"));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> WordList.union(first, WordList.of("ab")));
    assertTrue(e.getMessage().contains("5") && e.getMessage().contains("2"), e.getMessage());
  }

  @Test
  void unionProperty() {
    Gen<List<List<String>>> pairs =
        in -> {
          List<String> a = wordLists().generate(in);
          int n = a.get(0).length();
          Set<String> b = new LinkedHashSet<>();
          int size = Gens.between(in, 1, 100);
          for (int i = 0; i < size; i++) {
            b.add(
                Gens.between(in, 0, 2) == 0
                    ? a.get(Gens.between(in, 0, a.size() - 1))
                    : Gens.word(in, n, Gens.between(in, 2, 26)));
          }
          return List.of(a, new ArrayList<>(b));
        };
    qt().withFixedSeed(SEED)
        .withExamples(200)
        .forAll(pairs)
        .checkAssert(
            pair -> {
              List<String> a = pair.get(0);
              List<String> b = pair.get(1);
              List<String> expected = new ArrayList<>(a);
              for (String w : b) {
                if (!a.contains(w)) {
                  expected.add(w);
                }
              }
              WordList union = WordList.union(WordList.of(a), WordList.of(b));
              assertEquals(expected, union.asList());
              for (int i = 0; i < expected.size(); i++) {
                assertEquals(i, union.indexOf(expected.get(i)));
              }
            });
  }

  @Test
  void asListKeepsTheListContract() {
    WordList list = WordList.of("salet", "crane");
    List<String> view = list.asList();
    assertTrue(list.contains("SALET"), "the list's own look-up folds case");
    assertFalse(view.contains("SALET"), "no element equals SALET");
    assertEquals(-1, view.indexOf("Salet"));
    assertEquals(-1, view.lastIndexOf("CRANE"));
    assertEquals(0, view.indexOf("salet"));
    assertEquals(1, view.lastIndexOf("crane"));
    assertFalse(view.contains("salét"), "no element equals salét either");
    assertTrue(list.contains("salét"), "but the list reads é as e: a-z has no é");
  }

  @Test
  void equalsAndHashCode() {
    WordList a = WordList.of("crane", "abide");
    WordList b = WordList.of("CRANE", "abide");
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(a, WordList.of("abide", "crane"));
    assertNotEquals(a, WordList.of("crane"));
    assertNotEquals(a, (Object) a.asList());
    // Same packed values, different lengths: "ab" packs like "aab".
    assertEquals(WordList.of("ab").packedAt(0), WordList.of("aab").packedAt(0));
    assertNotEquals(WordList.of("ab"), WordList.of("aab"));
  }
}
