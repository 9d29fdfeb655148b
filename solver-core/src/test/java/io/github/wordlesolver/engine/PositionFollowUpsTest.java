package io.github.wordlesolver.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * A deep scorer (one with a shortlist) follows up with the pre-scorer's best 300 guesses and the
 * bucket's own answers, not with every allowed guess: on a list of more than 300 guesses, the
 * follow-ups a scorer sees are exactly that union, computed here from the pre-scorer's ranking.
 */
class PositionFollowUpsTest {
  @Test
  void aDeepScorerFollowsUpWithThePreScorersBestThreeHundredAndTheBucket() {
    WordList answers = EngineTestSupport.answers(300);
    Set<String> all = new LinkedHashSet<>(answers.asList());
    all.addAll(EngineTestSupport.allowedWords(25));
    WordList guesses = WordList.of(List.copyOf(all));
    assertTrue(guesses.size() > 600, "guesses " + guesses.size());
    Engine engine = new Engine(GameRules.of(guesses), answers, guesses);
    int[] everyAnswer = new int[answers.size()];
    Arrays.setAll(everyAnswer, i -> i);
    Position at = engine.position(Mode.NORMAL, everyAnswer, engine.rules().noConstraints(), 5);
    assertEquals(answers.size(), at.size());

    // What the scorer sees: per guess it costs, the follow-ups of its largest bucket.
    Map<String, Set<String>> seen = new ConcurrentHashMap<>();
    Map<String, Set<String>> bucketOf = new ConcurrentHashMap<>();
    Scorer probe =
        new Scorer() {
          @Override
          public String name() {
            return "probe";
          }

          @Override
          public int shortlist() {
            return 3;
          }

          @Override
          public double cost(Partition p) {
            int largest = 0;
            for (int k = 1; k < p.patterns(); k++) {
              largest = p.size(k) > p.size(largest) ? k : largest;
            }
            Set<String> words = new TreeSet<>();
            for (Partition f : p.followUps(largest, Scorers.entropy(), 100_000)) {
              words.add(f.word());
            }
            seen.put(p.word(), words);
            bucketOf.put(p.word(), new TreeSet<>(p.bucket(largest).words()));
            return -p.entropyBits();
          }
        };
    Ranker.Ranking ranking = Ranker.rank(at, probe, 3);
    assertEquals(3, ranking.size());
    Ranker.Ranking pre = Ranker.rank(at, Scorers.entropy(), 300);
    Set<String> best300 = new TreeSet<>();
    for (int i = 0; i < pre.size(); i++) {
      best300.add(guesses.get(pre.guess(i)));
    }
    assertEquals(300, best300.size());
    assertEquals(3, seen.size());
    for (Map.Entry<String, Set<String>> e : seen.entrySet()) {
      Set<String> expected = new TreeSet<>(best300);
      expected.addAll(bucketOf.get(e.getKey()));
      assertEquals(expected, e.getValue(), e.getKey());
    }
  }
}
