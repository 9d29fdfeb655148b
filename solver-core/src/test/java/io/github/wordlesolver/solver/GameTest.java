package io.github.wordlesolver.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.InconsistentFeedbackException;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.engine.TreeSearch;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.scoring.Scorers;
import io.github.wordlesolver.testing.EngineTestSupport;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class GameTest {
  private static final double EPS = 1e-9;
  private static final WordList ANSWERS = EngineTestSupport.answers(150);
  private static final WordList EXTRA =
      WordList.union(EngineTestSupport.allowed(40), WordList.of("salet", "crate", "tears"));

  /** A fast solver (entropy) for most tests. */
  private static final Solver SOLVER =
      Solver.builder(ANSWERS, EXTRA).scorer(Scorers.entropy()).build();

  private static final List<Scorer> SIMPLE =
      List.of(Scorers.entropy(), Scorers.minimax(), Scorers.expected(), Scorers.parts());

  /** A handful of game states: the start, and one or two turns into a few games. */
  private static List<Game> states(Solver solver, Mode mode) {
    List<Game> states = new ArrayList<>();
    Game start = solver.newGame(mode);
    states.add(start);
    String[][] games = {
      {"crate", "essay"}, {"salet", "humph"}, {"tears", "dwarf"}, {"crate", "feign"}
    };
    for (String[] g : games) {
      Game one = start.apply(g[0], Feedback.compute(g[0], g[1]));
      states.add(one);
      String next = one.suggest(1, Scorers.entropy()).get(0).word();
      Game two = one.apply(next, Feedback.compute(next, g[1]));
      if (!two.isSolved()) {
        states.add(two);
      }
    }
    return states;
  }

  private static List<String> bruteForce(WordList answers, List<Turn> history) {
    List<String> left = new ArrayList<>();
    for (String word : answers.asList()) {
      boolean fits = true;
      for (Turn turn : history) {
        fits &= Feedback.compute(turn.guess(), word).equals(turn.marks());
      }
      if (fits) {
        left.add(word);
      }
    }
    return left;
  }

  // ---------------------------------------------------------------- apply and candidates

  @Test
  void applyKeepsExactlyTheAnswersThatFitEveryTurn() {
    Random random = new Random(20240601);
    WordList guesses = SOLVER.guesses();
    for (int game = 0; game < 40; game++) {
      String secret = ANSWERS.get(random.nextInt(ANSWERS.size()));
      Game state = SOLVER.newGame();
      assertEquals(ANSWERS.asList(), state.candidates().words());
      List<Turn> turns = new ArrayList<>();
      for (int t = 0; t < 3 && !state.isSolved(); t++) {
        String guess = guesses.get(random.nextInt(guesses.size()));
        Turn turn = new Turn(guess, Feedback.compute(guess, secret));
        Game before = state;
        state = state.apply(turn);
        turns.add(turn);
        assertEquals(bruteForce(ANSWERS, turns), state.candidates().words(), turns.toString());
        assertTrue(state.candidates().contains(secret));
        assertEquals(turns, state.history());
        assertEquals(turns.size(), state.constraints().turns());
        // The earlier state is untouched.
        assertEquals(turns.size() - 1, before.history().size());
        assertEquals(
            bruteForce(ANSWERS, turns.subList(0, turns.size() - 1)), before.candidates().words());
      }
    }
    assertThrows(
        UnsupportedOperationException.class,
        () ->
            SOLVER.newGame().apply("crate", Feedback.compute("crate", "humph")).history().clear());
  }

  @Test
  void resumeEqualsStepByStepApply() {
    for (Mode mode : Mode.values()) {
      for (String secret : List.of("essay", "humph", "crate", "spicy")) {
        Game stepped = SOLVER.newGame(mode);
        List<Turn> history = new ArrayList<>();
        while (!stepped.isSolved()) {
          // Join after every turn and compare with the game played so far.
          Game resumed = SOLVER.resume(mode, history);
          assertEquals(stepped.mode(), resumed.mode());
          assertEquals(stepped.history(), resumed.history());
          assertEquals(stepped.candidates(), resumed.candidates());
          assertEquals(stepped.constraints(), resumed.constraints());
          assertEquals(stepped.suggest(5), resumed.suggest(5));
          String guess = stepped.bestGuess();
          Turn turn = new Turn(guess, Feedback.compute(guess, secret));
          history.add(turn);
          stepped = stepped.apply(turn);
        }
        Game resumed = SOLVER.resume(mode, history);
        assertTrue(resumed.isSolved());
        assertEquals(stepped.history(), resumed.history());
        assertEquals(List.of(secret), resumed.candidates().words());
      }
    }
  }

  @Test
  void resumeRejectsAnIllegalHistory() {
    List<Turn> history = List.of(Turn.parse("tears:YYGY-"), Turn.parse("crane:GGG-G"));
    assertEquals(Feedback.compute("crane", "crate"), history.get(1).marks());
    assertEquals(
        List.of("crate", "grate"),
        hardSolver().resume(Mode.NORMAL, history.subList(0, 1)).candidates().words());
    // Normal mode takes the whole history ...
    assertEquals(List.of("crate"), hardSolver().resume(Mode.NORMAL, history).candidates().words());
    // ... hard mode rejects crane for dropping the revealed T.
    assertThrows(IllegalGuessException.class, () -> hardSolver().resume(Mode.HARD, history));
  }

  // ---------------------------------------------------------------- suggestions

  @Test
  void suggestionFieldsMatchIndependentBucketing() {
    for (Game game : states(SOLVER, Mode.NORMAL)) {
      List<String> candidates = game.candidates().words();
      int n = candidates.size();
      for (Scorer scorer : SIMPLE) {
        List<Suggestion> suggestions = game.suggest(25, scorer);
        assertEquals(25, suggestions.size());
        for (Suggestion s : suggestions) {
          Map<Feedback, List<String>> buckets = EngineTestSupport.buckets(s.word(), candidates);
          List<Integer> sizes =
              buckets.values().stream().map(List::size).collect(Collectors.toList());
          int worst = Collections.max(sizes);
          double expected = sizes.stream().mapToDouble(x -> (double) x * x).sum() / n;
          double bits = EngineTestSupport.entropyBits(sizes);
          String where = game + ": " + s;
          assertEquals(buckets.size(), s.patterns(), where);
          assertEquals(worst, s.worstCase(), where);
          assertEquals(expected, s.expectedRemaining(), EPS, where);
          assertEquals(bits, s.entropyBits(), EPS, where);
          assertEquals(candidates.contains(s.word()), s.possibleAnswer(), where);
          double cost =
              switch (scorer.name()) {
                case "entropy" -> -bits;
                case "minimax" -> worst;
                case "expected" -> expected;
                default -> -buckets.size();
              };
          assertEquals(cost, s.score(), EPS, scorer.name() + " " + where);
          assertTrue(s.explain().startsWith(s.word() + ": "), s.explain());
          assertTrue(s.explain().contains(s.worstCase() + " at worst"), s.explain());
          assertEquals(
              s.possibleAnswer(), s.explain().contains("could be the answer"), s.explain());
        }
      }
    }
  }

  /** Asserts the documented order: cost, then a possible answer first, then guess-list index. */
  private static void assertBestFirst(Solver solver, List<Suggestion> ranking, String where) {
    for (int i = 1; i < ranking.size(); i++) {
      Suggestion a = ranking.get(i - 1);
      Suggestion b = ranking.get(i);
      String pair = where + ": " + a + " before " + b;
      assertTrue(a.score() <= b.score(), pair);
      if (a.score() == b.score()) {
        assertTrue(a.possibleAnswer() || !b.possibleAnswer(), pair);
        if (a.possibleAnswer() == b.possibleAnswer()) {
          assertTrue(solver.guesses().indexOf(a.word()) < solver.guesses().indexOf(b.word()), pair);
        }
      }
    }
  }

  @Test
  void fullRankingIsEveryGuessBestFirstWithTheTieRule() {
    int all = SOLVER.guesses().size();
    for (Game game : states(SOLVER, Mode.NORMAL)) {
      for (Scorer scorer : SIMPLE) {
        List<Suggestion> ranking = game.suggest(all + 10, scorer);
        assertEquals(all, ranking.size());
        Set<String> words = ranking.stream().map(Suggestion::word).collect(Collectors.toSet());
        assertEquals(new HashSet<>(SOLVER.guesses().asList()), words);
        assertBestFirst(SOLVER, ranking, scorer.name() + " " + game);
        // Asking for fewer gives a prefix.
        assertEquals(ranking.subList(0, 7), game.suggest(7, scorer), scorer.name() + " " + game);
      }
    }
  }

  @Test
  void tieRuleOnAConstructedCase() {
    // Guess list: zzc abc abd (answers), then abx xxd xxx.
    Solver solver = Solver.of(WordList.of("zzc", "abc", "abd"), WordList.of("abx", "xxd", "xxx"));
    Game game = solver.newGame().apply("abx", Feedback.parse("GG-"));
    assertEquals(List.of("abc", "abd"), game.candidates().words());
    // zzc, abc, abd and xxd all split {abc, abd} into two singletons (same cost); abx and xxx
    // do not split it. Among equals: possible answers first (abc, abd before zzc, though zzc
    // comes first in the guess list), then guess-list order.
    List<String> expected = List.of("abc", "abd", "zzc", "xxd", "abx", "xxx");
    for (Scorer scorer : SIMPLE) {
      List<Suggestion> ranking = game.suggest(6, scorer);
      assertEquals(
          expected,
          ranking.stream().map(Suggestion::word).collect(Collectors.toList()),
          scorer.name());
      assertEquals(ranking.get(0).score(), ranking.get(3).score(), scorer.name());
      assertTrue(ranking.get(3).score() < ranking.get(4).score(), scorer.name());
      assertTrue(ranking.get(0).possibleAnswer());
      assertFalse(ranking.get(2).possibleAnswer(), "zzc is an answer but no longer possible");
    }
    assertEquals("abc", game.bestGuess());
    assertEquals("abc", game.suggest(1, Scorers.lookahead()).get(0).word());
  }

  @Test
  void equalSplitsGetEqualEntropyCosts() {
    Solver solver =
        Solver.builder(EngineTestSupport.answers(300), EngineTestSupport.allowed(20))
            .scorer(Scorers.entropy())
            .build();
    Game game = solver.newGame().apply("crate", Feedback.compute("crate", "wooer"));
    List<String> candidates = game.candidates().words();
    assertEquals(16, candidates.size());
    List<Suggestion> ranking = game.suggest(solver.guesses().size(), Scorers.entropy());
    Map<String, Suggestion> byWord =
        ranking.stream().collect(Collectors.toMap(Suggestion::word, s -> s));
    assertEquals(sortedSizes("delos", candidates), sortedSizes("floss", candidates));
    assertEquals(List.of(1, 1, 1, 1, 2, 2, 4, 4), sortedSizes("floss", candidates));
    assertTrue(solver.guesses().indexOf("floss") < solver.guesses().indexOf("delos"));
    assertFalse(byWord.get("floss").possibleAnswer());
    assertFalse(byWord.get("delos").possibleAnswer());
    // Actual: delos -2.75, floss -2.7499999999999996, so delos is ranked first.
    assertEquals(byWord.get("delos").score(), byWord.get("floss").score());
    // And in general: every two guesses with the same bucket sizes cost the same.
    Map<List<Integer>, Set<Double>> costs = new java.util.HashMap<>();
    for (Suggestion s : ranking) {
      costs.computeIfAbsent(sortedSizes(s.word(), candidates), k -> new HashSet<>()).add(s.score());
    }
    costs.forEach((sizes, set) -> assertEquals(1, set.size(), sizes + " -> " + set));
  }

  private static List<Integer> sortedSizes(String guess, List<String> candidates) {
    List<Integer> sizes =
        EngineTestSupport.buckets(guess, candidates).values().stream()
            .map(List::size)
            .sorted()
            .collect(Collectors.toList());
    return sizes;
  }

  @Test
  void suggestIsAPrefixOfALongerSuggestEvenWithAShortlist() {
    Solver solver = Solver.of(ANSWERS, EngineTestSupport.allowed(40));
    Game game = solver.newGame().apply("crate", Feedback.compute("crate", "essay"));
    Suggestion one = game.suggest(1).get(0);
    Suggestion first = game.suggest(40).get(0);
    // Actual: one = repay (10.0, not a possible answer), first = panel (10.0, possible answer).
    assertEquals(first, one);
  }

  @Test
  void openingRankingIsCachedConsistently() {
    Solver solver = Solver.of(ANSWERS, EXTRA);
    Game start = solver.newGame();
    List<Suggestion> three = start.suggest(3);
    List<Suggestion> sixty = start.suggest(60);
    assertEquals(60, sixty.size());
    assertEquals(three, sixty.subList(0, 3));
    assertEquals(three, solver.newGame().suggest(3));
    assertEquals(three.get(0).word(), solver.newGame().bestGuess());
    // No marks yet, so hard mode allows the same first guesses.
    assertEquals(three, solver.newGame(Mode.HARD).suggest(3));
    assertEquals(three, solver.newGame(Mode.STRICT).suggest(3));
    // Lookahead ranks its shortlist (24) by cost; further guesses follow in entropy order.
    assertBestFirst(solver, sixty.subList(0, Scorers.lookahead().shortlist()), "opening");
    // An equal scorer that is not the solver's own instance is ranked afresh: same top guess.
    assertEquals(three.get(0), start.suggest(1, Scorers.lookahead(1, 24, 6)).get(0));
  }

  @Test
  void bestGuessIsTheTopSuggestionOrTheOpener() {
    for (Game game : states(SOLVER, Mode.NORMAL)) {
      assertEquals(game.suggest(1).get(0).word(), game.bestGuess(), game.toString());
    }
    Solver withOpener =
        Solver.builder(ANSWERS, EXTRA).scorer(Scorers.minimax()).opener("SALET").build();
    assertEquals("salet", withOpener.opener());
    Game start = withOpener.newGame();
    assertEquals("salet", start.bestGuess());
    assertEquals("salet", withOpener.newGame(Mode.HARD).bestGuess());
    // The opener is only for the first guess; suggestions still rank normally.
    assertEquals(start.suggest(1, Scorers.minimax()), start.suggest(1));
    Game later = start.apply("salet", Feedback.compute("salet", "humph"));
    assertEquals(later.suggest(1).get(0).word(), later.bestGuess());
    assertThrows(
        IllegalArgumentException.class,
        () -> Solver.builder(ANSWERS, EXTRA).opener("qqqqq").build());
    assertThrows(
        IllegalArgumentException.class, () -> Solver.builder(ANSWERS, EXTRA).opener("sale"));
    assertThrows(
        IllegalArgumentException.class, () -> Solver.builder(ANSWERS, EXTRA).opener("sal3t"));
  }

  @Test
  void solverListsAndSettings() {
    assertEquals(ANSWERS.size(), SOLVER.answers().size());
    assertEquals(ANSWERS.asList(), SOLVER.guesses().asList().subList(0, ANSWERS.size()));
    Set<String> union = new java.util.LinkedHashSet<>(ANSWERS.asList());
    union.addAll(EXTRA.asList());
    assertEquals(new ArrayList<>(union), SOLVER.guesses().asList());
    assertTrue(union.size() < ANSWERS.size() + EXTRA.size(), "crate is in both lists");
    assertEquals(5, SOLVER.wordLength());
    assertSame(Scorers.entropy(), SOLVER.scorer());
    assertNull(SOLVER.opener());
    assertSame(Scorers.lookahead(), Solver.of(ANSWERS, EXTRA).scorer());
    // Answers in the guess list are not repeated.
    Solver overlap = Solver.of(WordList.of("abc", "abd"), WordList.of("abd", "xyz"));
    assertEquals(List.of("abc", "abd", "xyz"), overlap.guesses().asList());
    assertThrows(
        IllegalArgumentException.class, () -> Solver.builder(ANSWERS, WordList.of("abcd")));
  }

  // ---------------------------------------------------------------- errors

  @Test
  void guessNotInTheListIsRejectedByName() {
    Game game = SOLVER.newGame();
    IllegalGuessException e =
        assertThrows(
            IllegalGuessException.class, () -> game.apply("qzqzq", Feedback.parse("-----")));
    assertTrue(e.getMessage().contains("qzqzq"), e.getMessage());
    assertNotNull(game.whyIllegal("qzqzq"));
    e =
        assertThrows(
            IllegalGuessException.class, () -> game.apply("cigars", Feedback.parse("-----")));
    assertTrue(e.getMessage().contains("cigars"), e.getMessage());
    assertNull(game.whyIllegal("cigar"));
    assertNull(game.whyIllegal("CIGAR"), "either case");
    assertTrue(game.history().isEmpty(), "a rejected guess leaves the game as it was");
  }

  @Test
  void marksNoRemainingAnswerGivesAreRejected() {
    Game game = SOLVER.newGame();
    // cigar is the only answer of the list with c, i, g, a at their places; "GGGG-" would need
    // another one.
    ImpossibleMarksException e =
        assertThrows(
            ImpossibleMarksException.class, () -> game.apply("cigar", Feedback.parse("GGGG-")));
    assertEquals(
        "nothing fits after turn 1 (cigar:GGGG-): none of the "
            + SOLVER.guesses().size()
            + " accepted words gives all the marks so far; check them",
        e.getMessage());
    // Marks that fit some word, but none of the answers still left.
    Game later = game.apply("crate", Feedback.compute("crate", "humph"));
    assertEquals("-----", later.history().get(0).marks().toString());
    e =
        assertThrows(
            ImpossibleMarksException.class, () -> later.apply("humph", Feedback.parse("GGGG-")));
    assertTrue(
        e.getMessage().startsWith("nothing fits after turn 2 (humph:GGGG-)"), e.getMessage());
  }

  @Test
  void contradictoryMarksAreRejected() {
    Game game = SOLVER.newGame().apply("crate", Feedback.compute("crate", "cigar"));
    assertEquals("GYY--", game.history().get(0).marks().toString());
    // C was green at position 1; now S is green there.
    ImpossibleMarksException e =
        assertThrows(
            ImpossibleMarksException.class, () -> game.apply("sissy", Feedback.parse("G----")));
    assertTrue(
        e.getMessage().startsWith("impossible marks at turn 2 (sissy:G----)"), e.getMessage());
    assertTrue(
        e.getMessage().endsWith("no word gives all these marks; check them"), e.getMessage());
    assertEquals(ImpossibleMarksException.Reason.CONTRADICTION, e.reason());
    assertInstanceOf(InconsistentFeedbackException.class, e.getCause());
    // The same guess with other marks.
    e =
        assertThrows(
            ImpossibleMarksException.class, () -> game.apply("crate", Feedback.parse("G----")));
    assertTrue(e.getMessage().contains("check them"), e.getMessage());
    // Marks no guess can get: a yellow E after a gray E; all green but one yellow.
    Game start = SOLVER.newGame();
    e =
        assertThrows(
            ImpossibleMarksException.class, () -> start.apply("bleed", Feedback.parse("---Y-")));
    assertTrue(e.getMessage().contains("check them"), e.getMessage());
    e =
        assertThrows(
            ImpossibleMarksException.class, () -> start.apply("crate", Feedback.parse("GGGGY")));
    assertTrue(e.getMessage().contains("check them"), e.getMessage());
  }

  @Test
  void marksOfTheWrongLengthAreRejected() {
    Game game = SOLVER.newGame();
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> game.apply("crate", Feedback.parse("G--G")));
    assertFalse(e instanceof ImpossibleMarksException, e.toString());
    assertTrue(e.getMessage().contains("4") && e.getMessage().contains("5"), e.getMessage());
    assertThrows(
        IllegalArgumentException.class, () -> game.apply("crate", Feedback.parse("G--G--")));
  }

  // ---------------------------------------------------------------- hard mode

  private static Solver hardSolver() {
    return Solver.builder(
            WordList.of(
                "crate", "grate", "trace", "react", "stare", "crane", "rates", "tears", "sheep",
                "sleep", "spell", "geese", "plate"),
            WordList.of("abcde"))
        .scorer(Scorers.entropy())
        .build();
  }

  @Test
  void hardModeKeepsGreensAndRevealedLetters() {
    Solver solver = hardSolver();
    assertEquals(Feedback.parse("YYGY-"), Feedback.compute("tears", "crate"));
    Game hard = solver.newGame(Mode.HARD).apply("tears", Feedback.parse("YYGY-"));
    // Yellow letters may stay where they were, gray letters may come back.
    for (String ok : List.of("tears", "trace", "stare", "react", "crate", "grate")) {
      assertNull(hard.whyIllegal(ok), ok);
      assertNotNull(hard.apply(ok, Feedback.compute(ok, "crate")));
    }
    // rates moves the green A; crane lacks T; plate lacks R.
    Map<String, String> rejected =
        Map.of("rates", "must be A", "crane", "contain T", "plate", "contain R");
    rejected.forEach(
        (word, letter) -> {
          String why = hard.whyIllegal(word);
          assertNotNull(why, word);
          assertTrue(why.contains("hard-mode") && why.contains(word) && why.contains(letter), why);
          IllegalGuessException e =
              assertThrows(
                  IllegalGuessException.class,
                  () -> hard.apply(word, Feedback.compute(word, "crate")));
          assertEquals(why, e.getMessage());
        });
    // Normal mode takes them all.
    Game normal = hard.withMode(Mode.NORMAL);
    for (String word : solver.guesses().asList()) {
      assertNull(normal.whyIllegal(word), word);
    }
  }

  @Test
  void hardModeCountsRepeatedLetters() {
    Solver solver = hardSolver();
    assertEquals(Feedback.parse("-YGY-"), Feedback.compute("geese", "sheep"));
    Game hard = solver.newGame(Mode.HARD).apply("geese", Feedback.parse("-YGY-"));
    assertEquals(2, hard.constraints().minCount('e'));
    assertNull(hard.whyIllegal("sleep"));
    assertNull(hard.whyIllegal("sheep"));
    assertNull(hard.whyIllegal("geese"), "gray G and a third E are allowed in hard mode");
    String why = hard.whyIllegal("spell");
    assertNotNull(why);
    assertTrue(why.contains("hard-mode") && why.contains("contain E") && why.contains("2"), why);
    Game strict = hard.withMode(Mode.STRICT);
    assertNotNull(strict.whyIllegal("geese"), "strict: E is known to occur exactly twice");
    assertNull(strict.whyIllegal("sheep"));
  }

  @Test
  void strictModeAlsoRejectsYellowsInPlaceAndGrayLetters() {
    Solver solver = hardSolver();
    Game strict = solver.newGame(Mode.STRICT).apply("tears", Feedback.parse("YYGY-"));
    for (String word : List.of("tears", "trace", "stare", "react", "rates", "crane", "plate")) {
      String why = strict.whyIllegal(word);
      assertNotNull(why, word);
      assertTrue(why.contains("hard-mode") && why.contains(word), why);
      assertThrows(
          IllegalGuessException.class, () -> strict.apply(word, Feedback.compute(word, "crate")));
    }
    assertNull(strict.whyIllegal("crate"));
    assertNull(strict.whyIllegal("grate"));
    // Strict legality is exactly "could still be the answer" when every guess is an answer.
    Set<String> legal =
        solver.answers().asList().stream()
            .filter(w -> strict.whyIllegal(w) == null)
            .collect(Collectors.toSet());
    assertEquals(new HashSet<>(strict.candidates().words()), legal);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void everySuggestionIsLegal(Mode mode) {
    int all = SOLVER.guesses().size();
    for (Game game : states(SOLVER, mode)) {
      Set<String> legal =
          SOLVER.guesses().asList().stream()
              .filter(w -> game.whyIllegal(w) == null)
              .collect(Collectors.toSet());
      boolean revealed =
          game.history().stream().anyMatch(t -> t.marks().greens() + t.marks().yellows() > 0);
      if ((mode == Mode.STRICT && !game.history().isEmpty()) || (mode == Mode.HARD && revealed)) {
        assertTrue(legal.size() < all, "the rule should bite: " + game);
      }
      for (Scorer scorer : List.of(Scorers.entropy(), Scorers.minimax())) {
        List<Suggestion> ranking = game.suggest(all, scorer);
        Set<String> ranked = ranking.stream().map(Suggestion::word).collect(Collectors.toSet());
        assertEquals(legal, ranked, mode + " " + scorer.name() + " " + game);
        assertEquals(legal.size(), ranking.size());
        assertBestFirst(SOLVER, ranking, mode + " " + scorer.name());
      }
      if (!game.history().isEmpty()) {
        for (Suggestion s : game.suggest(5, Scorers.lookahead())) {
          assertNull(game.whyIllegal(s.word()), mode + " lookahead " + s);
        }
      }
    }
  }

  // ---------------------------------------------------------------- mode and end of game

  @Test
  void withModeKeepsTheHistory() {
    Game normal = SOLVER.newGame().apply("tears", Feedback.compute("tears", "crate"));
    Game hard = normal.withMode(Mode.HARD);
    assertNotSame(normal, hard);
    assertEquals(Mode.NORMAL, normal.mode());
    assertEquals(Mode.HARD, hard.mode());
    assertEquals(normal.history(), hard.history());
    assertEquals(normal.candidates(), hard.candidates());
    assertEquals(normal.constraints(), hard.constraints());
    assertSame(SOLVER, hard.solver());
    assertNull(normal.whyIllegal("humph"));
    assertNotNull(hard.whyIllegal("humph"));
    assertEquals(Mode.NORMAL, hard.withMode(Mode.NORMAL).mode());
  }

  @Test
  void solvedGame() {
    Game game = SOLVER.newGame();
    assertFalse(game.isSolved());
    game = game.apply("crate", Feedback.compute("crate", "essay"));
    assertFalse(game.isSolved());
    Game solved = game.apply("essay", Feedback.allGreen(5));
    assertTrue(solved.isSolved());
    assertEquals(List.of("essay"), solved.candidates().words());
    assertThrows(IllegalStateException.class, () -> solved.suggest(1));
    assertThrows(IllegalStateException.class, () -> solved.suggest(3, Scorers.minimax()));
    assertThrows(IllegalStateException.class, solved::bestGuess);
    assertTrue(SOLVER.newGame().apply("cigar", Feedback.allGreen(5)).isSolved());
    Game game2 = game;
    assertThrows(IllegalArgumentException.class, () -> game2.suggest(0));
  }

  @Test
  void lastCandidateIsSuggestedFirst() {
    Solver solver = Solver.of(WordList.of("abc", "abd", "xyz"), WordList.of("qqq"));
    Game game = solver.newGame().apply("abc", Feedback.parse("GG-"));
    assertEquals(List.of("abd"), game.candidates().words());
    assertFalse(game.isSolved(), "one candidate left is not solved until it is guessed");
    for (Scorer scorer : SIMPLE) {
      List<Suggestion> ranking = game.suggest(4, scorer);
      Suggestion s = ranking.get(0);
      assertEquals("abd", s.word(), scorer.name());
      assertTrue(s.possibleAnswer());
      assertEquals(1, s.patterns());
      assertEquals(1, s.worstCase());
      assertEquals(0, s.entropyBits(), EPS);
      assertEquals(
          List.of("abd", "abc", "xyz", "qqq"),
          ranking.stream().map(Suggestion::word).collect(Collectors.toList()),
          scorer.name());
    }
    assertEquals("abd", game.bestGuess());
  }

  @Test
  void evaluateGivesTheSameSuggestionAsTheRanking() {
    for (Mode mode : Mode.values()) {
      for (Game game : states(SOLVER, mode)) {
        if (game.isSolved()) {
          continue;
        }
        for (io.github.wordlesolver.scoring.Scorer scorer :
            List.of(Scorers.lookahead(), Scorers.entropy(), Scorers.minimax())) {
          for (Suggestion s : game.suggest(3, scorer)) {
            assertEquals(s, game.evaluate(s.word(), scorer), mode + " " + game + " " + scorer);
          }
        }
      }
    }
  }

  @Test
  void lookaheadPlaysEndgamesOptimally() {
    Solver lookahead = Solver.of(ANSWERS, EXTRA);
    int checked = 0;
    for (Mode mode : Mode.values()) {
      for (String opener : List.of("crate", "salet", "tears")) {
        for (int a = 0; a < ANSWERS.size(); a += 5) {
          Game game =
              lookahead.newGame(mode).apply(opener, Feedback.compute(opener, ANSWERS.get(a)));
          int n = game.candidates().size();
          if (game.isSolved() || n < 3 || n > Scorers.lookahead().exactEndgame()) {
            continue;
          }
          // Play every remaining answer with bestGuess and add up the guesses.
          int total = 0;
          for (String answer : game.candidates().words()) {
            Game g = game;
            while (!g.isSolved()) {
              String guess = g.bestGuess();
              g = g.apply(guess, Feedback.compute(guess, answer));
              total++;
            }
          }
          TreeSearch exact =
              new TreeSearch(
                  lookahead.engine().table(),
                  lookahead.engine().rule(mode),
                  Integer.MAX_VALUE,
                  1 << 16,
                  () -> false);
          int optimum =
              exact.solve(
                  lookahead
                      .engine()
                      .rule(mode)
                      .node(game.candidates().toArray(), 5, game.constraints()),
                  TreeSearch.INFEASIBLE);
          assertEquals(optimum, total, mode + " after " + opener + " " + game);
          checked++;
        }
      }
    }
    assertTrue(checked >= 20, "endgames checked: " + checked);
  }
}
