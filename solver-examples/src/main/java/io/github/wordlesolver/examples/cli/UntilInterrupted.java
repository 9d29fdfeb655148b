package io.github.wordlesolver.examples.cli;

import java.io.PrintWriter;
import java.util.concurrent.CountDownLatch;

/**
 * How {@code wordle serve} and {@code wordle worker} run: print that the service is up, then wait
 * until the calling thread is interrupted (an embedding caller) or the JVM shuts down (Ctrl-C),
 * closing the service either way.
 */
final class UntilInterrupted {
  private UntilInterrupted() {}

  /**
   * Prints {@code ready}, then blocks until interrupted; a shutdown hook named {@code hookName}
   * closes {@code service} if the JVM stops first. The caller closes it after a normal return.
   */
  static void await(AutoCloseable service, String hookName, PrintWriter out, String ready) {
    Thread hook =
        new Thread(
            () -> {
              try {
                service.close();
              } catch (Exception e) {
                // The JVM is stopping: nothing more to do.
              }
            },
            hookName);
    Runtime.getRuntime().addShutdownHook(hook);
    out.println(ready);
    out.flush();
    try {
      new CountDownLatch(1).await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException e) {
        // The JVM is shutting down; the hook closes the service.
      }
    }
  }
}
