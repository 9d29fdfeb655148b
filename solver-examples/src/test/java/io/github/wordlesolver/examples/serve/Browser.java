package io.github.wordlesolver.examples.serve;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's Chromium, headless, through Debian's chromedriver: nothing is downloaded (Selenium
 * Manager is never asked, both paths are given). One per test class, as starting one costs about a
 * second. Other paths: {@code -Dwordle.chromium=PATH} and {@code -Dwordle.chromedriver=PATH}.
 *
 * <p>The browser tests are part of every build: where either program is missing they fail, with
 * {@link #missing}'s message, rather than pass without running. A machine that cannot run them says
 * so on purpose with {@code -Dwordle.browser=skip} ({@link #SKIP}): they are then reported skipped,
 * with that reason.
 */
final class Browser implements AutoCloseable {
  /**
   * The system property that skips the browser tests when it is {@code skip}: {@code
   * -Dwordle.browser=skip}. Unset, they run; any other value is refused, so that a misspelt skip
   * does not pass for one.
   */
  static final String SKIP = "wordle.browser";

  /** Debian's Chromium, or {@code -Dwordle.chromium=PATH}. */
  static final Path CHROMIUM = Path.of(System.getProperty("wordle.chromium", "/usr/bin/chromium"));

  /** Debian's chromedriver (Chromium's version), or {@code -Dwordle.chromedriver=PATH}. */
  static final Path CHROMEDRIVER =
      Path.of(System.getProperty("wordle.chromedriver", "/usr/bin/chromedriver"));

  /**
   * Selenium looks for DevTools bindings of the browser's version on start, and warns when it has
   * none (Chromium is newer than Selenium 4.49's): the tests do not use DevTools.
   */
  private static final Logger CDP_FINDER =
      Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

  static {
    CDP_FINDER.setLevel(Level.SEVERE);
  }

  private final ChromeDriver driver;
  private final Path profile;

  private Browser(ChromeDriver driver, Path profile) {
    this.driver = driver;
    this.profile = profile;
  }

  /**
   * Returns why the browser tests are skipped ({@code -Dwordle.browser=skip}), or null when they
   * are to run (the property is unset).
   *
   * @throws IllegalArgumentException if the property has another value
   */
  static @Nullable String skipped() {
    String value = System.getProperty(SKIP);
    if (value == null) {
      return null;
    }
    if (!value.equals("skip")) {
      throw new IllegalArgumentException(
          "-D" + SKIP + "=" + value + ": the only value is skip (to skip the browser tests)");
    }
    return "browser tests skipped on request (-D" + SKIP + "=skip)";
  }

  /**
   * Returns why the browser tests cannot run here (Chromium or chromedriver is missing), naming
   * what to install, the properties that give other paths and the one that skips the tests; null
   * when both programs are there.
   */
  static @Nullable String missing() {
    for (Path program : new Path[] {CHROMIUM, CHROMEDRIVER}) {
      if (!Files.isExecutable(program)) {
        return "no browser for the web app's tests: "
            + program
            + " is missing or not executable. Install Debian's chromium and chromium-driver"
            + " packages (.ci/run does), give other paths with -Dwordle.chromium=PATH and"
            + " -Dwordle.chromedriver=PATH, or skip these tests on purpose with -D"
            + SKIP
            + "=skip";
      }
    }
    return null;
  }

  /**
   * Starts Chromium with a fresh profile and the given window size; call it only when {@link
   * #missing} is null.
   */
  static Browser start(int width, int height) throws IOException {
    Path profile = Files.createTempDirectory("wordle-chromium-");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments(
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--user-data-dir=" + profile,
        "--window-size=" + width + "," + height);
    // The page's console, read by the tests: an error there (a script, a refused load) fails.
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    options.setCapability(ChromeOptions.LOGGING_PREFS, logs);
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(CHROMEDRIVER.toFile())
            .usingAnyFreePort()
            .build();
    ChromeDriver driver = new ChromeDriver(service, options);
    driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
    return new Browser(driver, profile);
  }

  ChromeDriver driver() {
    return driver;
  }

  @Override
  public void close() throws IOException {
    try {
      driver.quit();
    } finally {
      try (Stream<Path> files = Files.walk(profile)) {
        files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }
}
