package io.github.wordlesolver.examples.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.WordList;
import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.wordlists.WordLists;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The server's work runs on its own threads: a {@code /suggest} ranking and the strategy's
 * self-play call the scorer only on the request threads and the server's pools ({@code wordle-…}),
 * never on the common fork-join pool.
 */
@Timeout(120)
class ServerThreadsTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(60);

  /** Scores as {@code lookahead} and records the threads that called it (pre-scorer too). */
  private static final class Recording implements Scorer {
    final Scorer scorer;
    final Set<String> threads;

    Recording(Scorer scorer, Set<String> threads) {
      this.scorer = scorer;
      this.threads = threads;
    }

    @Override
    public String name() {
      return "recording";
    }

    @Override
    public double cost(Partition partition) {
      threads.add(Thread.currentThread().getName());
      return scorer.cost(partition);
    }

    @Override
    public int shortlist() {
      return scorer.shortlist();
    }

    @Override
    public Scorer preScorer() {
      return new Recording(scorer.preScorer(), threads);
    }
  }

  @Test
  void rankingsAndTheStrategyRunOnTheServersThreads() throws Exception {
    WordList answers = WordList.of(WordLists.originalAnswers().asList().subList(0, 150));
    WordList guesses = WordList.of(WordLists.originalAllowed().asList().subList(0, 150));
    Set<String> threads = ConcurrentHashMap.newKeySet();
    Solver solver =
        Solver.builder(answers, guesses)
            .scorer(new Recording(Scorers.lookahead(), threads))
            .build();
    HttpClient client = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    try (WordleServer server =
        WordleServer.start(solver, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
      HttpResponse<String> suggest =
          client.send(
              HttpRequest.newBuilder(server.uri().resolve("/suggest"))
                  .timeout(TIMEOUT)
                  .POST(BodyPublishers.ofString("{\"top\":3}"))
                  .header("Content-Type", "application/json")
                  .build(),
              BodyHandlers.ofString());
      assertEquals(200, suggest.statusCode(), suggest::body);
      URI strategy = server.uri().resolve("/strategy");
      HttpResponse<String> played;
      do {
        played =
            client.send(
                HttpRequest.newBuilder(strategy).timeout(TIMEOUT).build(), BodyHandlers.ofString());
      } while (played.statusCode() != 200 && played.body().contains("under way"));
      assertEquals(200, played.statusCode(), played::body);
    }
    assertFalse(threads.isEmpty());
    assertTrue(threads.stream().anyMatch(t -> t.startsWith("wordle-strategy-")), threads::toString);
    for (String name : threads) {
      assertTrue(name.startsWith("wordle-"), "the scorer ran on " + name + ": " + threads);
    }
  }
}
