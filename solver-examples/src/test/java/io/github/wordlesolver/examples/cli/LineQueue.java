package io.github.wordlesolver.examples.cli;

import java.io.Writer;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A writer that hands each complete line to a reader on another thread: how a test talks to an
 * interactive command, one reply at a time.
 */
final class LineQueue extends Writer {
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final StringBuilder partial = new StringBuilder();

  @Override
  public synchronized void write(char[] chars, int off, int len) {
    for (int i = off; i < off + len; i++) {
      char c = chars[i];
      if (c == '\n') {
        int end = partial.length();
        if (end > 0 && partial.charAt(end - 1) == '\r') {
          partial.setLength(end - 1);
        }
        lines.add(partial.toString());
        partial.setLength(0);
      } else {
        partial.append(c);
      }
    }
  }

  @Override
  public void flush() {}

  @Override
  public void close() {}

  /** Returns the next line, waiting up to {@code seconds}; fails the test on time out. */
  String next(int seconds) throws InterruptedException {
    String line = lines.poll(seconds, TimeUnit.SECONDS);
    if (line == null) {
      throw new AssertionError("no output line within " + seconds + " s");
    }
    return line;
  }
}
