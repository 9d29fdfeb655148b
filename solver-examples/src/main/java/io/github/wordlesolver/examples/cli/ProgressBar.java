package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.Progress;
import io.github.wordlesolver.examples.assist.LineInput;
import java.io.PrintStream;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A one-line progress bar on standard error, drawn only when the process has a terminal, so pipes
 * and scripts see nothing. {@link #update} may be called from many threads; it redraws at most once
 * per percent.
 */
final class ProgressBar implements Progress, AutoCloseable {
  private static final int WIDTH = 30;

  private final @Nullable PrintStream err;
  private final String label;
  private int shownPercent = -1;

  private ProgressBar(@Nullable PrintStream err, String label) {
    this.err = err;
    this.label = label;
  }

  /** Returns a bar drawn on standard error if there is a terminal, otherwise a silent one. */
  static ProgressBar onTerminal(String label) {
    return new ProgressBar(LineInput.hasTerminal() ? System.err : null, label);
  }

  /** Shows {@code done} of {@code total}; the label, not the phase, names the work. */
  @Override
  public void update(String phase, int done, int total) {
    update(done, total);
  }

  /** Shows {@code done} of {@code total}. */
  synchronized void update(int done, int total) {
    PrintStream stream = err;
    int percent = total == 0 ? 100 : (int) (100L * done / total);
    if (stream == null || percent == shownPercent) {
      return;
    }
    shownPercent = percent;
    int filled = percent * WIDTH / 100;
    stream.printf(
        Locale.ROOT,
        "\r%s [%s%s] %3d%%",
        label,
        "#".repeat(filled),
        " ".repeat(WIDTH - filled),
        percent);
    stream.flush();
  }

  /** Clears the bar's line. */
  @Override
  public synchronized void close() {
    PrintStream stream = err;
    if (stream != null && shownPercent >= 0) {
      stream.print("\r" + " ".repeat(label.length() + WIDTH + 8) + "\r");
      stream.flush();
    }
  }
}
