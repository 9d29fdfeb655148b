package io.github.wordlesolver.examples.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mark;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.absurdle.Absurdle;
import io.github.wordlesolver.absurdle.AbsurdleGame;
import io.github.wordlesolver.examples.play.PlaySession;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.multi.MultiGame;
import io.github.wordlesolver.multi.MultiSelfPlay;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.multi.MultiTurn;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.SelfPlay;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.solver.TurnRating;
import io.github.wordlesolver.wordlists.WordLists;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The web app in a real browser (headless Chromium on loopback): every mark, suggestion and figure
 * the page shows is checked against the library. Read through the automation contract: tiles'
 * {@code data-row}, {@code data-col}, {@code data-letter}, {@code data-state}; keys' {@code
 * data-key}; the board's {@code data-status}.
 *
 * <p>Needs Debian's Chromium and chromedriver ({@code /usr/bin/chromium}, {@code
 * /usr/bin/chromedriver}, or the paths {@code -Dwordle.chromium=PATH} and {@code
 * -Dwordle.chromedriver=PATH} give). Where either is missing every test fails, with a message that
 * says what to install: a build without a browser does not pass silently. {@code
 * -Dwordle.browser=skip} skips them on purpose (each is then reported skipped, with that reason);
 * any other value of that property fails them.
 */
@Timeout(value = 5, unit = java.util.concurrent.TimeUnit.MINUTES)
class WebAppBrowserTest {
  /** As {@code wordle serve} sets up: today's lists, the original ones for the variants. */
  private static final Solver SOLVER = SolverSetup.bundled(WordLists.NYT);

  private static final Solver VARIANTS = SolverSetup.bundled(WordLists.ORIGINAL);
  private static final Map<String, Character> MARK =
      Map.of("correct", 'G', "present", 'Y', "absent", '-');
  private static final Dimension DESKTOP = new Dimension(1100, 1000);
  private static final Dimension PHONE = new Dimension(360, 740);

  private static WordleServer server;
  private static Browser browser;
  private static WebDriver driver;
  private static WebDriverWait wait;
  private static int loads;

  /** Why the tests are skipped ({@code -Dwordle.browser=skip}), or null when they run. */
  private static @Nullable String skipped;

  /**
   * Starts the browser and the server, unless the tests are skipped on request; fails the class
   * when there is no browser.
   */
  @BeforeAll
  static void start() throws IOException {
    skipped = Browser.skipped();
    if (skipped != null) {
      return;
    }
    String missing = Browser.missing();
    if (missing != null) {
      fail(missing);
    }
    browser = Browser.start(DESKTOP.width, DESKTOP.height);
    driver = browser.driver();
    wait = new WebDriverWait(driver, Duration.ofSeconds(60));
    // A board is drawn again after each answer: an element read meanwhile is read again.
    wait.ignoring(StaleElementReferenceException.class);
    server =
        WordleServer.start(
            SOLVER, VARIANTS, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
  }

  @AfterAll
  static void stop() throws IOException {
    if (server != null) {
      server.close();
    }
    if (browser != null) {
      browser.close();
    }
  }

  /** On request ({@code -Dwordle.browser=skip}) each test is reported skipped, with the reason. */
  @BeforeEach
  void unlessSkipped() {
    Assumptions.assumeTrue(skipped == null, skipped);
  }

  /** Loads the app afresh (a new document, not just a new fragment) at {@code #fragment}. */
  private static void open(String fragment) {
    loads++;
    driver.get(server.uri() + "/?load=" + loads + "#" + fragment);
    wait.until(
        d ->
            !d.findElements(
                    By.cssSelector(
                        ".page:not([hidden]) .tile, " + ".page:not([hidden]) #rate-form"))
                .isEmpty());
  }

  private static Object js(String script, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(script, args);
  }

  /** Types on the physical keyboard, into whatever has the focus. */
  private static void type(CharSequence... keys) {
    new Actions(driver).sendKeys(keys).perform();
  }

  /** Clicks the on-screen keys of {@code word}'s letters, then Enter. */
  private static void click(String board, String word) {
    for (int i = 0; i < word.length(); i++) {
      driver
          .findElement(
              By.cssSelector("#" + board + "-keyboard [data-key='" + word.charAt(i) + "']"))
          .click();
    }
    driver.findElement(By.cssSelector("#" + board + "-keyboard [data-key='enter']")).click();
  }

  private static List<WebElement> row(String board, int row) {
    List<WebElement> tiles =
        new ArrayList<>(
            driver.findElements(By.cssSelector("#" + board + " .tile[data-row='" + row + "']")));
    tiles.sort(
        (a, b) ->
            Integer.compare(
                Integer.parseInt(a.getDomAttribute("data-col")),
                Integer.parseInt(b.getDomAttribute("data-col"))));
    return tiles;
  }

  private static String letters(List<WebElement> tiles) {
    return tiles.stream().map(t -> t.getDomAttribute("data-letter")).collect(Collectors.joining());
  }

  /** Returns a row's marks read from its tiles' states, or null while a tile has none. */
  private static String marks(List<WebElement> tiles) {
    StringBuilder marks = new StringBuilder();
    for (WebElement tile : tiles) {
      Character mark = MARK.get(tile.getDomAttribute("data-state"));
      if (mark == null) {
        return null;
      }
      marks.append(mark);
    }
    return marks.toString();
  }

  /** Waits for a row to be marked and returns its marks. */
  private static String awaitMarks(String board, int row) {
    return wait.until(d -> marks(row(board, row)));
  }

  private static String status(String board) {
    return driver.findElement(By.id(board)).getDomAttribute("data-status");
  }

  private static String text(String id) {
    return driver.findElement(By.id(id)).getText();
  }

  private static String answerOf(LocalDate date) {
    return WordLists.originalAnswer(WordLists.originalPuzzle(date).orElseThrow());
  }

  /** Returns guesses of the list that are not {@code answer}, from the ones given. */
  private static List<String> wrongGuesses(String answer, String... words) {
    List<String> out = new ArrayList<>();
    for (String w : words) {
      assertTrue(SOLVER.guesses().contains(w), w);
      if (!w.equals(answer)) {
        out.add(w);
      }
    }
    return out;
  }

  @Test
  void playsAWholeGameByTypingAndRatesIt() {
    LocalDate date = LocalDate.of(2022, 3, 14);
    String answer = answerOf(date);
    open("play?date=" + date);
    assertEquals("playing", status("play-board"));
    List<String> guesses = new ArrayList<>(wrongGuesses(answer, "salet", "crony", "dumpy"));
    guesses.add(answer);
    for (int r = 0; r < guesses.size(); r++) {
      String guess = guesses.get(r);
      if (r == guesses.size() - 1) {
        assertFalse(
            driver
                .findElement(By.tagName("body"))
                .getText()
                .contains(answer.toUpperCase(Locale.ROOT)),
            "the answer is on the page before the game ends");
        assertFalse(driver.findElement(By.id("play-result")).isDisplayed());
      }
      if (r % 2 == 0) {
        // A typo put right with Backspace; a sixth letter is refused.
        type(guess.substring(0, 4) + "x", Keys.BACK_SPACE, guess.substring(4) + "q", Keys.ENTER);
      } else {
        click("play", guess);
      }
      String marks = awaitMarks("play-board", r);
      assertEquals(guess, letters(row("play-board", r)));
      assertEquals(Feedback.compute(guess, answer).toString(), marks, guess);
    }
    wait.until(d -> !"playing".equals(status("play-board")));
    assertEquals("won", status("play-board"));
    // The keyboard's colours: each letter's best mark.
    String first = guesses.get(0);
    for (int i = 0; i < first.length(); i++) {
      String key =
          driver
              .findElement(By.cssSelector("#play-keyboard [data-key='" + first.charAt(i) + "']"))
              .getDomAttribute("data-state");
      assertTrue(MARK.containsKey(key), key);
    }
    // The share grid and the strategy's figure for this answer.
    StringBuilder grid = new StringBuilder();
    for (String guess : guesses) {
      grid.append('\n').append(Feedback.compute(guess, answer).toEmoji());
    }
    int number = WordLists.originalPuzzle(date).orElseThrow();
    // Named after the list the day comes from, never as the NYT's puzzle of that number.
    assertEquals(
        String.format(Locale.US, "Original list, day %,d", number), text("play-title-line"));
    assertEquals(
        String.format(Locale.US, "Original list, day %,d %d/6%n", number, guesses.size()) + grid,
        text("play-share"));
    int strategyGuesses = SelfPlay.of(SOLVER).withMode(Mode.NORMAL).play(answer).size();
    assertTrue(
        text("play-strategy").contains(" in " + strategyGuesses + " guesses"),
        text("play-strategy"));
    assertFalse(driver.findElements(By.cssSelector("#play-chart svg rect.bar.mark")).isEmpty());

    // Rate my game: the turns of the game just played, rated as the library rates them.
    driver.findElement(By.id("play-rate")).click();
    List<Turn> turns = guesses.stream().map(g -> new Turn(g, Feedback.compute(g, answer))).toList();
    assertRating(SOLVER.rate(Mode.NORMAL, turns));
  }

  @Test
  void hardModeRefusesWhatTheLibraryRefusesAndALostGameShowsTheAnswer() {
    int seed = 4242;
    String answer = SOLVER.answers().get(PlaySession.pick(seed, SOLVER.answers().size()));
    open("play?seed=" + seed + "&hard=1");
    String opener = wrongGuesses(answer, "salet", "crony").get(0);
    type(opener, Keys.ENTER);
    awaitMarks("play-board", 0);
    Game game = SOLVER.newGame(Mode.HARD).apply(opener, Feedback.compute(opener, answer));
    String illegal = null;
    for (String word : SOLVER.guesses().asList()) {
      if (game.whyIllegal(word) != null) {
        illegal = word;
        break;
      }
    }
    assertNotNull(illegal);
    type(illegal, Keys.ENTER);
    String why = game.whyIllegal(illegal);
    wait.until(d -> !text("play-message").isEmpty());
    assertEquals(why, text("play-message"));
    assertEquals("tbd", row("play-board", 1).get(0).getDomAttribute("data-state"));
    assertEquals("playing", status("play-board"));
    // Five more legal wrong guesses lose the game: the answer only then.
    for (int r = 1; r < 6; r++) {
      type(Keys.BACK_SPACE, Keys.BACK_SPACE, Keys.BACK_SPACE, Keys.BACK_SPACE, Keys.BACK_SPACE);
      String next = null;
      for (String word : SOLVER.guesses().asList()) {
        if (!word.equals(answer) && game.whyIllegal(word) == null) {
          next = word;
          break;
        }
      }
      assertNotNull(next, "no legal wrong guess is left");
      assertFalse(
          driver
              .findElement(By.tagName("body"))
              .getText()
              .toLowerCase(Locale.ROOT)
              .contains(answer),
          "the answer is on the page before the game ends");
      type(next, Keys.ENTER);
      assertEquals(Feedback.compute(next, answer).toString(), awaitMarks("play-board", r));
      game = game.apply(next, Feedback.compute(next, answer));
    }
    wait.until(d -> !"playing".equals(status("play-board")));
    assertEquals("lost", status("play-board"));
    assertTrue(text("play-message").contains(answer.toUpperCase(Locale.ROOT)));
    // A game of today's lists drawn at random has no number.
    assertTrue(text("play-share").startsWith("Wordle X/6*"), text("play-share"));
  }

  @Test
  void theSolverPlaysThePageToAWin() {
    LocalDate date = LocalDate.of(2023, 7, 1);
    open("play?date=" + date);
    Game game = SOLVER.newGame(Mode.NORMAL);
    int r = 0;
    while ("playing".equals(status("play-board"))) {
      assertTrue(r < 6, "the solver did not win within six guesses");
      String guess = game.bestGuess();
      type(guess, Keys.ENTER);
      // What the page says, read back through the data-* contract, is all the solver learns.
      String marks = awaitMarks("play-board", r);
      assertEquals(guess, letters(row("play-board", r)));
      game = game.apply(guess, Feedback.parse(marks));
      r++;
      int played = r;
      wait.until(
          d ->
              !"playing".equals(status("play-board"))
                  || row("play-board", played).stream()
                      .allMatch(t -> "empty".equals(t.getDomAttribute("data-state"))));
    }
    assertEquals("won", status("play-board"));
    assertTrue(game.isSolved());
    assertEquals(answerOf(date), game.history().get(game.history().size() - 1).guess());
    assertTrue(text("play-strategy").contains(" in " + r + " guesses"), text("play-strategy"));
  }

  @Test
  void theAssistantShowsTheBestFirstGuessesWhenItOpens() {
    open("assist");
    wait.until(d -> !d.findElements(By.cssSelector("#assist-output tr[data-word]")).isEmpty());
    assertEquals(
        String.valueOf(SOLVER.answers().size()),
        driver.findElement(By.id("assist-remaining")).getDomAttribute("data-remaining"));
    List<String> shown =
        driver.findElements(By.cssSelector("#assist-output tr[data-word]")).stream()
            .map(e -> e.getDomAttribute("data-word"))
            .toList();
    assertEquals(SOLVER.newGame().suggest(5).stream().map(Suggestion::word).toList(), shown);
    assertEquals("tarse", shown.get(0));
  }

  /**
   * An answer outside today's list, played through the assistant to the end: the page says so when
   * the marks leave the list, and its suggestions stay the library's.
   */
  @Test
  void theAssistantFindsAnAnswerOutsideTheList() {
    playThroughTheAssistant("melas", true);
  }

  @Test
  void theAssistantSuggestsWhatTheLibrarySuggests() {
    playThroughTheAssistant(WordLists.originalAnswer(200), false);
  }

  private static void playThroughTheAssistant(String answer, boolean widens) {
    open("assist");
    wait.until(d -> !d.findElements(By.cssSelector("#assist-output tr[data-word]")).isEmpty());
    boolean noted = false;
    Game game = SOLVER.newGame(Mode.NORMAL);
    String guess = "salet";
    type(guess);
    for (int r = 0; r < 6 && !game.isSolved(); r++) {
      Feedback feedback = Feedback.compute(guess, answer);
      List<WebElement> tiles = row("assist-board", r);
      assertEquals(guess, letters(tiles));
      for (int c = 0; c < tiles.size(); c++) {
        // A click cycles: no colour yet -> yellow -> green -> grey.
        int clicks =
            switch (feedback.mark(c)) {
              case YELLOW -> 1;
              case GREEN -> 2;
              case GRAY -> 3;
            };
        for (int k = 0; k < clicks; k++) {
          tiles.get(c).click();
        }
      }
      assertEquals(feedback.toString(), marks(row("assist-board", r)));
      String before =
          js("const e = document.getElementById('assist-remaining');"
                  + " return e ? e.dataset.remaining + e.textContent : '';")
              .toString();
      type(Keys.ENTER);
      game = game.apply(guess, feedback);
      if (game.isSolved()) {
        wait.until(d -> text("assist-output").contains("Solved"));
        assertEquals("won", status("assist-board"));
        break;
      }
      Game now = game;
      wait.until(
          d -> {
            Object after =
                js(
                    "const e = document.getElementById('assist-remaining');"
                        + " return e ? e.dataset.remaining + e.textContent : '';");
            return !after.equals(before) && !after.toString().isEmpty();
          });
      assertEquals(
          String.valueOf(now.candidates().size()),
          driver.findElement(By.id("assist-remaining")).getDomAttribute("data-remaining"));
      List<WebElement> note = driver.findElements(By.id("assist-note"));
      assertEquals(now.isWidened(), !note.isEmpty());
      if (now.isWidened()) {
        noted = true;
        assertEquals(
            now.widenedNote().substring(1),
            note.get(0).getText().substring(1, note.get(0).getText().length() - 1));
      }
      List<String> shown =
          driver.findElements(By.cssSelector("#assist-output tr[data-word]")).stream()
              .map(e -> e.getDomAttribute("data-word"))
              .toList();
      assertEquals(now.suggest(5).stream().map(Suggestion::word).toList(), shown);
      List<WebElement> answers = driver.findElements(By.cssSelector("#assist-answers li"));
      if (now.candidates().size() <= 50) {
        assertEquals(
            now.candidates().words(),
            answers.stream().map(e -> e.getDomAttribute("data-word")).toList());
      } else {
        assertTrue(answers.isEmpty());
      }
      // Play the first suggestion: its button types it on the board.
      guess = shown.get(0);
      driver.findElement(By.cssSelector("#assist-output tr[data-rank='1'] button")).click();
    }
    assertTrue(game.isSolved(), "the assistant's suggestions did not find " + answer);
    assertEquals(widens, game.isWidened());
    assertEquals(widens, noted);
  }

  @Test
  void theAssistantReadsAPastedShareGrid() {
    String answer = WordLists.originalAnswer(321);
    List<String> guesses = wrongGuesses(answer, "salet", "crony");
    StringBuilder paste =
        new StringBuilder(String.join("\n", guesses)).append("\nWordle 321 X/6\n");
    List<Turn> turns = new ArrayList<>();
    for (String g : guesses) {
      Feedback f = Feedback.compute(g, answer);
      paste.append('\n').append(f.toEmoji());
      turns.add(new Turn(g, f));
    }
    open("assist");
    driver.findElement(By.cssSelector("#page-assist details summary")).click();
    js("document.getElementById('assist-paste').value = arguments[0];", paste.toString());
    driver.findElement(By.id("assist-load")).click();
    wait.until(d -> !d.findElements(By.cssSelector("#assist-output tr[data-word]")).isEmpty());
    for (int r = 0; r < turns.size(); r++) {
      assertEquals(turns.get(r).guess(), letters(row("assist-board", r)));
      assertEquals(turns.get(r).marks().toString(), marks(row("assist-board", r)));
    }
    Game game = SOLVER.resume(Mode.NORMAL, turns);
    assertEquals(
        game.suggest(1).get(0).word(),
        driver
            .findElement(By.cssSelector("#assist-output tr[data-rank='1']"))
            .getDomAttribute("data-word"));
  }

  @Test
  void theRatingPageShowsTheLibrarysRating() {
    String answer = WordLists.originalAnswer(777);
    List<Turn> turns = new ArrayList<>();
    Game game = SOLVER.newGame(Mode.HARD);
    for (String g : wrongGuesses(answer, "crane")) {
      game = game.apply(g, Feedback.compute(g, answer));
    }
    while (!game.isSolved()) {
      String g = game.bestGuess();
      game = game.apply(g, Feedback.compute(g, answer));
    }
    turns.addAll(game.history());
    open("rate");
    String lines =
        turns.stream().map(t -> t.guess() + " " + t.marks()).collect(Collectors.joining("\n"));
    driver.findElement(By.id("rate-input")).sendKeys(lines);
    driver.findElement(By.id("rate-hard")).click();
    driver.findElement(By.id("rate-go")).click();
    assertRating(SOLVER.rate(Mode.HARD, turns));
    // The strategy's histogram (hard mode) with this game's length marked.
    wait.until(d -> !d.findElements(By.cssSelector("#rate-strategy-chart rect.bar")).isEmpty());
    int[] histogram = SelfPlay.of(SOLVER).withMode(Mode.HARD).run().histogram();
    List<WebElement> bars = driver.findElements(By.cssSelector("#rate-strategy-chart rect.bar"));
    for (WebElement bar : bars) {
      int k = Integer.parseInt(bar.getDomAttribute("data-label"));
      assertEquals(
          k < histogram.length ? histogram[k] : 0,
          Integer.parseInt(bar.getDomAttribute("data-value")));
      assertEquals(k == turns.size(), bar.getDomAttribute("class").contains("alt"), "bar " + k);
    }
  }

  @Test
  void theRatingPageRatesAGameOutsideTheList() {
    String answer = "melas";
    List<Turn> turns =
        SelfPlay.of(SOLVER).withMode(Mode.NORMAL).play(answer).stream()
            .map(g -> new Turn(g, Feedback.compute(g, answer)))
            .toList();
    open("rate");
    driver
        .findElement(By.id("rate-input"))
        .sendKeys(
            turns.stream().map(t -> t.guess() + " " + t.marks()).collect(Collectors.joining("\n")));
    driver.findElement(By.id("rate-go")).click();
    assertRating(SOLVER.rate(Mode.NORMAL, turns));
    wait.until(d -> !d.findElements(By.id("rate-note")).isEmpty());
    assertTrue(
        text("rate-note").startsWith("The answer is not in the likely answers"), text("rate-note"));
  }

  /** Checks the rating table against the library's ratings. */
  private static void assertRating(List<TurnRating> expected) {
    wait.until(
        d -> d.findElements(By.cssSelector("#rate-table tbody tr")).size() == expected.size());
    for (int i = 0; i < expected.size(); i++) {
      TurnRating t = expected.get(i);
      WebElement row =
          driver.findElement(By.cssSelector("#rate-table tr[data-turn='" + (i + 1) + "']"));
      assertEquals(
          t.guess().toUpperCase(Locale.ROOT) + " " + t.marks(),
          row.findElement(By.cssSelector("[data-field='guess'] .mini"))
              .getDomAttribute("aria-label"));
      assertEquals(String.valueOf(t.answersBefore()), field(row, "answersBefore"));
      assertEquals(String.valueOf(t.answersAfter()), field(row, "answersAfter"));
      assertEquals(t.best().toUpperCase(Locale.ROOT), field(row, "best"));
      assertEquals(String.valueOf(t.skill()), field(row, "skill"));
      assertEquals(String.valueOf(t.luck()), field(row, "luck"));
      assertClose(t.expectedRemaining(), field(row, "expectedRemaining"), 2);
      assertClose(t.expectedGuesses(), field(row, "expectedGuesses"), 3);
      assertClose(t.bestExpectedRemaining(), field(row, "bestExpectedRemaining"), 2);
      assertClose(t.bestExpectedGuesses(), field(row, "bestExpectedGuesses"), 3);
    }
    assertEquals(
        expected.size() * 2,
        driver.findElements(By.cssSelector("#rate-turn-chart rect.bar")).size());
  }

  private static String field(WebElement row, String name) {
    return row.findElement(By.cssSelector("[data-field='" + name + "']")).getText();
  }

  /** The page shows {@code digits} decimals: the value must round to what it shows. */
  private static void assertClose(double expected, String shown, int digits) {
    double tolerance = 0.5 * Math.pow(10, -digits) + 1e-9;
    assertTrue(
        Math.abs(expected - Double.parseDouble(shown)) <= tolerance,
        () -> "expected " + expected + ", the page shows " + shown);
  }

  @Test
  void absurdleMarksAreTheHosts() {
    Absurdle absurdle = Absurdle.of(VARIANTS.answers(), VARIANTS.guesses());
    AbsurdleGame game = absurdle.start();
    open("absurdle");
    for (String guess : List.of("raise", "yauld")) {
      type(guess, Keys.ENTER);
      game = game.guess(guess);
      int r = game.history().size() - 1;
      assertEquals(String.valueOf(game.lastMarks()), awaitMarks("absurdle-board", r));
      int left = game.remaining();
      wait.until(
          d ->
              d.findElements(By.cssSelector("#absurdle-board .row-note"))
                  .get(r)
                  .getText()
                  .equals(left + " left"));
    }
    driver.findElement(By.id("absurdle-hint")).click();
    String hint = absurdle.solver().nextGuess(game);
    wait.until(d -> text("absurdle-message").startsWith("Try "));
    assertTrue(
        text("absurdle-message").startsWith("Try " + hint.toUpperCase(Locale.ROOT)),
        text("absurdle-message"));
    assertEquals("playing", status("absurdle-board"));
  }

  @Test
  void multiBoardMarksAndHintAreTheLibrarys() {
    open("boards");
    wait.until(d -> d.findElement(By.id("boards-grid")).getDomAttribute("data-seed") != null);
    long seed =
        Long.parseLong(driver.findElement(By.id("boards-grid")).getDomAttribute("data-seed"));
    int boards = driver.findElements(By.cssSelector("#boards-grid > .board")).size();
    assertEquals(4, boards);
    List<String> answers =
        MultiSelfPlay.of(SolverSetup.multi(VARIANTS), boards).withSeed(seed).answers(0);
    String guess = wrongGuesses(answers.get(0), "salet", "crony").get(0);
    type(guess, Keys.ENTER);
    List<Feedback> marks = new ArrayList<>();
    for (int b = 0; b < boards; b++) {
      Feedback f = Feedback.compute(guess, answers.get(b));
      marks.add(f);
      if (!f.isSolved()) {
        assertEquals(f.toString(), awaitMarks("boards-board-" + b, 0), "board " + b);
      }
    }
    // A key is grey when its letter is of no use on any board still open.
    for (int i = 0; i < guess.length(); i++) {
      char letter = guess.charAt(i);
      boolean useless = true;
      for (int b = 0; b < boards; b++) {
        Feedback f = marks.get(b);
        if (f.isSolved()) {
          continue; // a board solved is no longer open
        }
        for (int j = 0; j < guess.length(); j++) {
          if (guess.charAt(j) == letter && f.mark(j) != Mark.GRAY) {
            useless = false;
          }
        }
      }
      String state =
          driver
              .findElement(By.cssSelector("#boards-keyboard [data-key='" + letter + "']"))
              .getDomAttribute("data-state");
      assertEquals(useless ? "absent" : "empty", state, String.valueOf(letter));
    }
    MultiSolver multi = SolverSetup.multi(VARIANTS);
    MultiGame game =
        multi.resume(
            boards, MultiSolver.defaultGuesses(boards), List.of(new MultiTurn(guess, marks)));
    driver.findElement(By.id("boards-hint")).click();
    wait.until(d -> text("boards-message").startsWith("Try "));
    assertTrue(
        text("boards-message").startsWith("Try " + game.bestGuess().toUpperCase(Locale.ROOT)),
        text("boards-message"));
  }

  @Test
  void highContrastChangesTheTileColours() {
    LocalDate date = LocalDate.of(2022, 1, 1);
    String answer = answerOf(date);
    open("play?date=" + date);
    type(answer, Keys.ENTER);
    awaitMarks("play-board", 0);
    WebElement tile = row("play-board", 0).get(0);
    assertEquals("correct", tile.getDomAttribute("data-state"));
    String green = tile.getCssValue("background-color");
    String yellow =
        js("return getComputedStyle(document.documentElement)"
                + ".getPropertyValue('--present').trim();")
            .toString();
    WebElement toggle = driver.findElement(By.id("contrast"));
    assertEquals("false", toggle.getDomAttribute("aria-pressed"));
    toggle.click();
    assertEquals("true", toggle.getDomAttribute("aria-pressed"));
    assertTrue(
        driver.findElement(By.tagName("html")).getDomAttribute("class").contains("high-contrast"));
    String orange = tile.getCssValue("background-color");
    assertNotEquals(green, orange);
    assertEquals("rgba(245, 121, 58, 1)", orange);
    assertNotEquals(
        yellow,
        js("return getComputedStyle(document.documentElement)"
                + ".getPropertyValue('--present').trim();")
            .toString());
    // The choice is kept for the next visit, and undone by a second click.
    open("play?date=" + date);
    assertEquals("true", driver.findElement(By.id("contrast")).getDomAttribute("aria-pressed"));
    driver.findElement(By.id("contrast")).click();
    assertFalse(
        driver.findElement(By.tagName("html")).getDomAttribute("class").contains("high-contrast"));
  }

  @Test
  void aPhoneWidthWindowHasNoHorizontalScrollbar() {
    try {
      driver.manage().window().setSize(PHONE);
      for (String page : List.of("play", "assist", "rate", "absurdle", "boards")) {
        open(page);
        if (page.equals("rate")) {
          // The widest content: a rated game's table.
          driver.findElement(By.id("rate-input")).sendKeys(gameLines(WordLists.originalAnswer(5)));
          driver.findElement(By.id("rate-go")).click();
          wait.until(d -> !d.findElements(By.cssSelector("#rate-table tbody tr")).isEmpty());
        }
        long inner = ((Number) js("return window.innerWidth;")).longValue();
        long scroll = ((Number) js("return document.documentElement.scrollWidth;")).longValue();
        assertTrue(inner <= PHONE.width, "viewport " + inner);
        assertTrue(scroll <= inner, page + ": content " + scroll + " px wide in " + inner);
      }
    } finally {
      driver.manage().window().setSize(DESKTOP);
    }
  }

  @Test
  void nothingIsLoadedFromElsewhere() {
    String origin = server.uri().toString();
    for (String page : List.of("play", "assist", "rate", "absurdle", "boards")) {
      open(page);
      @SuppressWarnings("unchecked")
      List<Object> urls =
          (List<Object>)
              js(
                  "return performance.getEntriesByType('resource')"
                      + ".map(e => e.name).concat(Array.from(document.querySelectorAll('[src], [href]'),"
                      + " e => e.src || e.href));");
      assertFalse(urls.isEmpty());
      for (Object url : urls) {
        assertTrue(url.toString().startsWith(origin + "/"), page + ": " + url);
      }
      // No script error and nothing the Content-Security-Policy refused.
      List<String> errors =
          driver.manage().logs().get(LogType.BROWSER).getAll().stream()
              .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue())
              .map(LogEntry::getMessage)
              .toList();
      assertEquals(List.of(), errors, page);
    }
  }

  @Test
  void theKeyboardReachesEveryControlWithAVisibleFocus() {
    open("play?date=2022-01-01");
    Set<String> focusable = Set.of("A", "BUTTON", "SELECT", "INPUT", "TEXTAREA", "SUMMARY");
    Set<String> seen = new java.util.HashSet<>();
    for (int i = 0; i < 40; i++) {
      type(Keys.TAB);
      WebElement active = driver.switchTo().activeElement();
      String tag = active.getTagName().toUpperCase(Locale.ROOT);
      assertTrue(focusable.contains(tag), tag);
      if (!"date".equals(active.getDomAttribute("type"))) {
        // (A date field shows which of its parts has the focus itself.)
        assertNotEquals("none", active.getCssValue("outline-style"), tag);
      }
      String name =
          active.getDomAttribute("data-key") != null
              ? "key"
              : active.getDomAttribute("id") != null ? active.getDomAttribute("id") : tag;
      seen.add(name);
      if (tag.equals("BUTTON")) {
        String label = active.getDomAttribute("aria-label");
        assertTrue((label != null && !label.isBlank()) || !active.getText().isBlank(), name);
      }
    }
    // The page's own controls and the on-screen keys are all on the way.
    assertTrue(
        seen.containsAll(Set.of("contrast", "play-kind", "play-hard", "play-new", "key")),
        seen::toString);
  }

  /**
   * With -Dwordle.screenshots=DIR, saves each page at two widths and both contrasts, and checks
   * each picture: as wide as the window's page, not one colour, and the high-contrast one different
   * from the other.
   */
  @Test
  void screenshots() throws IOException {
    String dir = System.getProperty("wordle.screenshots");
    Assumptions.assumeTrue(dir != null, "screenshots only with -Dwordle.screenshots=DIR");
    Path out = Files.createDirectories(Path.of(dir));
    Set<String> pages = Set.of("play", "assist", "rate", "absurdle", "boards");
    Map<String, int[]> plain = new HashMap<>();
    try {
      for (Dimension size : List.of(DESKTOP, PHONE)) {
        driver.manage().window().setSize(size);
        for (boolean contrast : List.of(false, true)) {
          for (String page : pages) {
            open(page.equals("play") ? "play?date=2022-01-01" : page);
            boolean on =
                "true"
                    .equals(driver.findElement(By.id("contrast")).getDomAttribute("aria-pressed"));
            if (on != contrast) {
              driver.findElement(By.id("contrast")).click();
            }
            fill(page);
            // The whole page: a window as tall as it.
            long height =
                ((Number) js("return document.documentElement.scrollHeight;")).longValue();
            driver
                .manage()
                .window()
                .setSize(new Dimension(size.width, (int) Math.min(4000, height + 120)));
            String name = page + "-" + size.width;
            byte[] png =
                ((org.openqa.selenium.TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
            Files.write(out.resolve(name + (contrast ? "-hc" : "") + ".png"), png);
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
            assertNotNull(image, name);
            long width = ((Number) js("return window.innerWidth;")).longValue();
            assertEquals(width, image.getWidth(), name);
            assertTrue(colours(image) > 1, name + " is one colour");
            int[] pixels =
                image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
            if (contrast) {
              assertFalse(Arrays.equals(plain.get(name), pixels), name + ": contrast unchanged");
            } else {
              plain.put(name, pixels);
            }
            driver.manage().window().setSize(size);
          }
        }
      }
    } finally {
      driver.manage().window().setSize(DESKTOP);
    }
  }

  /** Returns how many distinct colours {@code image} has, up to 2. */
  private static int colours(BufferedImage image) {
    int first = image.getRGB(0, 0);
    for (int y = 0; y < image.getHeight(); y++) {
      for (int x = 0; x < image.getWidth(); x++) {
        if (image.getRGB(x, y) != first) {
          return 2;
        }
      }
    }
    return 1;
  }

  /** Returns "guess marks" lines of the solver's game against {@code answer}. */
  private static String gameLines(String answer) {
    Game game = SOLVER.newGame(Mode.NORMAL);
    while (!game.isSolved()) {
      String g = game.bestGuess();
      game = game.apply(g, Feedback.compute(g, answer));
    }
    return game.history().stream()
        .map(t -> t.guess() + " " + t.marks())
        .collect(Collectors.joining("\n"));
  }

  /** Plays a little on a page, for a screenshot worth looking at. */
  private static void fill(String page) {
    switch (page) {
      case "play" -> {
        type("salet", Keys.ENTER);
        awaitMarks("play-board", 0);
        type("crony", Keys.ENTER);
        awaitMarks("play-board", 1);
        type(answerOf(LocalDate.of(2022, 1, 1)), Keys.ENTER);
        wait.until(d -> !"playing".equals(status("play-board")));
      }
      case "assist" -> {
        type("salet");
        row("assist-board", 0).get(1).click();
        row("assist-board", 0).get(4).click();
        row("assist-board", 0).get(4).click();
        type(Keys.ENTER);
        wait.until(d -> !d.findElements(By.cssSelector("#assist-output tr")).isEmpty());
      }
      case "rate" -> {
        driver.findElement(By.id("rate-input")).sendKeys(gameLines(WordLists.originalAnswer(9)));
        driver.findElement(By.id("rate-go")).click();
        wait.until(d -> !d.findElements(By.cssSelector("#rate-strategy-chart rect")).isEmpty());
      }
      case "absurdle" -> {
        type("raise", Keys.ENTER);
        awaitMarks("absurdle-board", 0);
      }
      default -> {
        type("salet", Keys.ENTER);
        wait.until(
            d ->
                d.findElements(By.cssSelector("#boards-grid .tile[data-row='0']")).stream()
                    .noneMatch(t -> "tbd".equals(t.getDomAttribute("data-state"))));
      }
    }
  }
}
