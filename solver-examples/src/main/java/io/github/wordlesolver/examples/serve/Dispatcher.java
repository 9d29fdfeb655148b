package io.github.wordlesolver.examples.serve;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Promise;
import org.eclipse.jetty.util.thread.Invocable.InvocationType;
import org.eclipse.jetty.util.thread.Scheduler;
import org.jspecify.annotations.Nullable;

/**
 * Jetty's handler of every request: reads the body without holding a thread, then answers on the
 * pool from the {@link Routes route table}, every failure turned into a reply by {@link Refusals}.
 * A body is refused with 413 from its {@code Content-Length} before it is read, as soon as a chunk
 * declares more than the limit ({@link ChunkLimitedConnections}), or once the limit is passed. An
 * answer that waits on a computation ({@link Pending}) waits without a thread too, and is asked for
 * once more when the computation ends or the wait is over, timed by the server's own scheduler: not
 * by {@code CompletableFuture.completeOnTimeout}, whose timeouts run on the common fork-join pool
 * from Java 24 on, where a busy computation (the self-play itself) holds them up. Thread-safe: it
 * keeps no state of its own between requests.
 */
final class Dispatcher extends Handler.Abstract {
  private final Routes routes;
  private final int maxBody;
  private final Executor pool;
  private final Scheduler scheduler;

  /**
   * Answers from {@code routes}, bodies up to {@code maxBody} bytes, on {@code pool}; waits are
   * timed by {@code scheduler}.
   */
  Dispatcher(Routes routes, int maxBody, Executor pool, Scheduler scheduler) {
    this.routes = routes;
    this.maxBody = maxBody;
    this.pool = pool;
    this.scheduler = scheduler;
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    String method = request.getMethod();
    String path = request.getHttpURI().getPath();
    Exchange head =
        new Exchange(method, path == null ? "" : path, request.getHeaders(), new byte[0]);
    if (request.getLength() > maxBody) {
      later(() -> respond(head, Refusals.tooLarge(maxBody), response, callback), callback);
    } else {
      // The body arrives without holding a thread; the answer is computed on the pool.
      Content.Source.asByteArrayAsync(
          request,
          maxBody + 1,
          Promise.Invocable.from(
              InvocationType.NON_BLOCKING,
              (byte @Nullable [] bytes, @Nullable Throwable failure) -> {
                boolean chunkTooLarge = ChunkLimitedConnections.refusedChunk(request);
                later(
                    () -> read(head, bytes, failure, chunkTooLarge, response, callback), callback);
              }));
    }
    return true;
  }

  private void read(
      Exchange head,
      byte @Nullable [] bytes,
      @Nullable Throwable failure,
      boolean chunkTooLarge,
      Response response,
      Callback callback) {
    if (failure != null || bytes == null) {
      respond(head, Refusals.unreadable(failure, maxBody, chunkTooLarge), response, callback);
    } else if (bytes.length > maxBody) {
      respond(head, Refusals.tooLarge(maxBody), response, callback);
    } else {
      answer(
          new Exchange(head.method(), head.path(), head.headers(), bytes),
          response,
          callback,
          true);
    }
  }

  /** Answers from the routes; a {@link Pending} answer is asked for again, once, if it may wait. */
  @SuppressWarnings("FutureReturnValueIgnored") // the continuation handles every outcome
  private void answer(Exchange exchange, Response response, Callback callback, boolean mayWait) {
    Reply reply;
    try {
      reply = routes.reply(exchange);
    } catch (Pending pending) {
      if (!mayWait) {
        reply = Refusals.reply(pending);
      } else {
        CompletableFuture<?> waited = pending.ready().copy();
        Scheduler.Task timer =
            scheduler.schedule(
                () -> waited.complete(null), pending.waitFor().toMillis(), TimeUnit.MILLISECONDS);
        waited.whenComplete(
            (done, failure) -> {
              timer.cancel();
              later(() -> answer(exchange, response, callback, false), callback);
            });
        return;
      }
    } catch (RuntimeException e) {
      reply = Refusals.reply(e);
    }
    reply.send(response, HttpMethod.HEAD.is(exchange.method()), callback);
  }

  private static void respond(
      Exchange head, Refusal refusal, Response response, Callback callback) {
    Refusals.reply(refusal).send(response, HttpMethod.HEAD.is(head.method()), callback);
  }

  /** Runs {@code task} on the pool; fails the request if the pool refuses (the server stops). */
  private void later(Runnable task, Callback callback) {
    try {
      pool.execute(task);
    } catch (RejectedExecutionException e) {
      callback.failed(e);
    }
  }
}
