package io.github.wordlesolver.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Tasks: the job they name, equality, the serialised form a cluster ships, and the prover refusing
 * another job's task.
 */
class OpenerTaskTest {
  private static final WordList ANSWERS = EngineTestSupport.answers(40);
  private static final WordList GUESSES = WordList.union(ANSWERS, EngineTestSupport.allowed(100));
  private static final OpenerProver NORMAL =
      new OpenerProver(ANSWERS, GUESSES, GameRules.of(GUESSES));
  private static final OpenerProver HARD =
      new OpenerProver(ANSWERS, GUESSES, GameRules.of(GUESSES).withMode(Mode.HARD));

  /** The SHA-256 of the words, each followed by a line feed, computed here independently. */
  private static String sha256(WordList words) throws NoSuchAlgorithmException {
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    sha.update((String.join("\n", words.asList()) + "\n").getBytes(StandardCharsets.UTF_8));
    return HexFormat.of().formatHex(sha.digest());
  }

  @Test
  void theJobNamesBothListsTheModeAndTheGuessLimit() throws NoSuchAlgorithmException {
    String job =
        "answers="
            + sha256(NORMAL.answers())
            + " guesses="
            + sha256(NORMAL.guesses())
            + " mode=NORMAL maxGuesses=6";
    assertEquals(job, NORMAL.job());
    OpenerTask task = NORMAL.task(ANSWERS.get(3), 120);
    assertEquals(job, task.job());
    assertEquals(job, NORMAL.boundTask(ANSWERS.get(3), 120).job());
    assertEquals(Mode.NORMAL, task.mode());
    assertEquals(6, task.maxGuesses());
    assertEquals(ANSWERS.get(3), task.opener());
    assertEquals(120, task.bound());
    assertFalse(task.isDeepBound());
    assertTrue(NORMAL.boundTask(ANSWERS.get(3), 120).isDeepBound());
    OpenerProver four =
        new OpenerProver(
            ANSWERS, GUESSES, GameRules.of(GUESSES).withMode(Mode.STRICT).withMaxGuesses(4));
    assertEquals(job.replace("mode=NORMAL maxGuesses=6", "mode=STRICT maxGuesses=4"), four.job());
    assertEquals(HARD.job(), HARD.task(GUESSES.get(0), 7).job());
    assertNotEquals(NORMAL.job(), HARD.job());
    // Another answer list, the same guesses: another job.
    WordList fewer = WordList.of(ANSWERS.asList().subList(0, 39));
    assertNotEquals(NORMAL.job(), new OpenerProver(fewer, GUESSES, GameRules.of(GUESSES)).job());
  }

  @Test
  void tasksAreEqualWhenEverythingIsEqual() {
    String opener = ANSWERS.get(0);
    OpenerTask task = NORMAL.task(opener, 100);
    OpenerTask same = NORMAL.task(opener, 100);
    OpenerProver twin = new OpenerProver(ANSWERS, GUESSES, GameRules.of(GUESSES));
    assertNotSame(task, same);
    assertEquals(task, same);
    assertEquals(task.hashCode(), same.hashCode());
    assertEquals(task, twin.task(opener, 100), "equal lists and rules, another prover");
    assertEquals(task.toString(), same.toString());
    for (OpenerTask other :
        List.of(
            NORMAL.task(opener, 101),
            NORMAL.task(ANSWERS.get(1), 100),
            NORMAL.boundTask(opener, 100),
            HARD.task(opener, 100))) {
      assertNotEquals(task, other, other.toString());
    }
    assertTrue(task.toString().contains(opener), task.toString());
    assertTrue(task.toString().contains(NORMAL.job()), task.toString());
  }

  private static OpenerTask roundTrip(OpenerTask task) throws IOException, ClassNotFoundException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(task);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      return (OpenerTask) in.readObject();
    }
  }

  @Test
  void aSerialisedTaskProvesTheSameOnAnotherProverOfTheJob() throws Exception {
    OpenerProver worker = new OpenerProver(ANSWERS, GUESSES, GameRules.of(GUESSES));
    for (String opener : GUESSES.asList().subList(0, 12)) {
      for (OpenerTask task :
          List.of(
              NORMAL.task(opener, OpenerTask.NO_BOUND),
              NORMAL.task(opener, 90),
              NORMAL.boundTask(opener, 100))) {
        OpenerTask shipped = roundTrip(task);
        assertNotSame(task, shipped);
        assertEquals(task, shipped);
        assertEquals(task.hashCode(), shipped.hashCode());
        assertEquals(task.job(), shipped.job());
        assertEquals(NORMAL.prove(task), worker.prove(shipped), task.toString());
      }
    }
    OpenerTask exact = roundTrip(NORMAL.task(ANSWERS.get(5), OpenerTask.NO_BOUND));
    assertTrue(worker.prove(exact).exact(), "a task without a bound is solved exactly");
  }

  @Test
  void aProverRefusesATaskOfAnotherJobNamingTheOpener() {
    String opener = ANSWERS.get(0);
    for (OpenerTask task : List.of(NORMAL.task(opener, 100), NORMAL.boundTask(opener, 100))) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> HARD.prove(task));
      assertTrue(e.getMessage().contains("'" + opener + "'"), e.getMessage());
      assertTrue(e.getMessage().contains("another job"), e.getMessage());
      assertTrue(e.getMessage().contains("mode=HARD"), e.getMessage());
    }
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> NORMAL.prove("zzzzz", 10));
    assertTrue(e.getMessage().contains("'zzzzz'"), e.getMessage());
  }

  @Test
  void proveByOpenerAndBoundIsTheSearchTask() {
    for (String opener : GUESSES.asList().subList(0, 20)) {
      for (int bound : new int[] {40, 80, 100, 200}) {
        assertEquals(NORMAL.prove(NORMAL.task(opener, bound)), NORMAL.prove(opener, bound));
      }
      OpenerResult exact = NORMAL.prove(opener, Integer.MAX_VALUE);
      assertTrue(exact.exact(), exact.toString());
      assertFalse(exact.losesSomeAnswer(), exact.toString());
      assertEquals(exact, NORMAL.prove(NORMAL.task(opener, OpenerTask.NO_BOUND)));
      OpenerResult cut = NORMAL.prove(opener, exact.total());
      assertFalse(cut.exact(), "at its own total the opener is only bounded");
      assertTrue(cut.total() >= exact.total(), cut.toString());
      assertFalse(cut.losesSomeAnswer(), cut.toString());
    }
  }

  @Test
  void aDeepBoundTaskAnswersWhatTheCutLowerBoundDoesNeverExact() {
    for (String opener : GUESSES.asList().subList(0, 20)) {
      for (int target : new int[] {60, 150, 200, OpenerTask.NO_BOUND}) {
        OpenerResult bound = NORMAL.prove(NORMAL.boundTask(opener, target));
        assertEquals(new OpenerResult(opener, NORMAL.lowerBound(opener, target), false), bound);
      }
    }
  }

  /** The deprecated bounds still answer: deepBound as lowerBound, quickBound at most that. */
  @Test
  @SuppressWarnings("deprecation") // the test of the deprecated members
  void theDeprecatedBoundsAnswerAsTheirReplacements() {
    for (OpenerProver prover : List.of(NORMAL, HARD)) {
      for (String opener : GUESSES.asList().subList(0, 20)) {
        int bound = prover.lowerBound(opener);
        assertEquals(bound, prover.deepBound(opener), opener);
        assertEquals(prover.lowerBound(opener, 60), prover.deepBound(opener, 60), opener);
        assertTrue(prover.quickBound(opener) <= bound, opener);
      }
    }
  }
}
