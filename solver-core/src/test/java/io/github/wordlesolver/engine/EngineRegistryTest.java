package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The registry behind {@link Engine#shared}: shares while held, and stays bounded. */
class EngineRegistryTest {
  private static WordList words(int k) {
    // Distinct lists of two-letter words: "a?" for every letter, plus one more word each.
    List<String> out = new ArrayList<>();
    for (char c = 'a'; c <= 'z'; c++) {
      out.add("a" + c);
    }
    out.add(String.valueOf((char) ('b' + k % 25)) + (char) ('a' + k / 25));
    return WordList.of(out);
  }

  @Test
  void equalRulesAndListsShareOneEngineWhatEverTheMode() {
    WordList words = words(0);
    GameRules rules = GameRules.of(words);
    Engine a = Engine.shared(rules, words, words);
    Engine b = Engine.shared(rules.withMode(Mode.HARD), words, words);
    assertSame(a, b);
    assertNotSame(a, Engine.shared(rules.withMaxGuesses(3), words, words));
  }

  @Test
  void registryIsBoundedWhileEveryEngineIsHeld() {
    List<Engine> held = new ArrayList<>();
    for (int k = 0; k < Engine.MAX_SHARED * 2; k++) {
      WordList words = words(k);
      held.add(Engine.shared(GameRules.of(words), words, words));
      assertTrue(Engine.sharedCount() <= Engine.MAX_SHARED, "after " + (k + 1) + " engines");
    }
    // The most recent ones are still shared.
    WordList last = words(Engine.MAX_SHARED * 2 - 1);
    assertSame(held.get(held.size() - 1), Engine.shared(GameRules.of(last), last, last));
  }
}
