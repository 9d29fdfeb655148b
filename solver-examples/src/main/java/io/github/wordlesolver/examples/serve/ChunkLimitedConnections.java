package io.github.wordlesolver.examples.serve;

import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpCompliance;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.http.HttpParser;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.internal.HttpConnection;

/**
 * HTTP/1.1 connections whose parser refuses a chunked body as soon as a chunk's size line declares
 * more than what is left of the body limit, instead of waiting for its bytes.
 *
 * <p>Why: a chunked request has no {@code Content-Length}, so a handler learns its size only from
 * the bytes that arrive. Jetty's parser accepts a chunk of up to 15 hex digits (2<sup>60</sup>
 * bytes) and then waits for its data; a client that declares {@code 1000000000000} (2<sup>48</sup>)
 * and sends a few bytes held its request until the idle timeout, 10 s, before it was answered.
 *
 * <p>How: the parser is Jetty's, fed the framing bytes of a chunked body (each chunk's size line
 * and the line end after its data) one at a time and each chunk's data in one piece, so that it
 * stops after every size line; the size is read from those bytes as the parser reads them. A size
 * over the rest of the limit ends the parse with 413 at once, and the {@link Dispatcher} answers
 * {@code the request body is over the limit} ({@link #refusedChunk}). Bodies with a {@code
 * Content-Length}, headers and everything else are parsed as Jetty parses them. This subclasses
 * Jetty's {@code HttpConnection}, which its module does not export: the examples module is compiled
 * with that package exported to it and runs on the class path.
 *
 * <p>Thread-safe as Jetty's factory is; each connection's parser is confined to its connection.
 */
final class ChunkLimitedConnections extends HttpConnectionFactory {
  private final int maxBody;

  /** Connections configured by {@code configuration}, bodies limited to {@code maxBody} bytes. */
  ChunkLimitedConnections(HttpConfiguration configuration, int maxBody) {
    super(configuration);
    this.maxBody = maxBody;
  }

  @Override
  public Connection newConnection(Connector connector, EndPoint endPoint) {
    LimitedConnection connection =
        new LimitedConnection(getHttpConfiguration(), connector, endPoint);
    connection.setTransferEncodingChunkMaxLength(getTransferEncodingChunkMaxLength());
    return configure(connection, connector, endPoint);
  }

  /**
   * Returns whether the body of {@code request} was refused because a chunk declared more than the
   * limit.
   */
  static boolean refusedChunk(Request request) {
    return request.getConnectionMetaData() instanceof LimitedConnection connection
        && connection.getParser() instanceof LimitedParser parser
        && parser.refused;
  }

  /** Jetty's connection with a {@link LimitedParser}. */
  private final class LimitedConnection extends HttpConnection {
    LimitedConnection(HttpConfiguration configuration, Connector connector, EndPoint endPoint) {
      super(configuration, connector, endPoint);
    }

    /** Called by Jetty's constructor: the outer factory is set, this connection's fields not. */
    @Override
    protected HttpParser newHttpParser(HttpCompliance compliance) {
      HttpParser stock = super.newHttpParser(compliance);
      LimitedParser parser =
          new LimitedParser(
              (HttpParser.RequestHandler) stock.getHandler(),
              getHttpConfiguration().getRequestHeaderSize(),
              compliance,
              maxBody);
      parser.setHeaderCacheSize(stock.getHeaderCacheSize());
      parser.setHeaderCacheCaseSensitive(stock.isHeaderCacheCaseSensitive());
      return parser;
    }
  }

  /** Jetty's parser, which sees each chunk's size before it waits for the chunk's data. */
  private static final class LimitedParser extends HttpParser {
    private final int maxBody;

    /** The size the current size line declares so far, at most {@code 16 * maxBody}. */
    private long size;

    /** Whether the current size line has a digit yet, and is still in its digits. */
    private boolean digits;

    private boolean inDigits = true;

    /** The size of the chunk whose data is being parsed, and the content read before it. */
    private long chunk;

    private long chunkStart;

    /** Whether a chunk was refused: the parse then ended with 413. */
    volatile boolean refused;

    LimitedParser(
        RequestHandler handler, int maxHeaderBytes, HttpCompliance compliance, int maxBody) {
      super(handler, maxHeaderBytes, compliance);
      this.maxBody = maxBody;
    }

    @Override
    public boolean parseNext(ByteBuffer buffer) {
      while (buffer.hasRemaining() && isChunking() && inContentState()) {
        State state = getState();
        int position = buffer.position();
        int length;
        if (state == State.CHUNK) {
          long left = chunk - (getContentRead() - chunkStart);
          length = (int) Math.max(1, Math.min(left, buffer.remaining()));
        } else if (state == State.CHUNKED_CONTENT
            || state == State.CHUNK_SIZE
            || state == State.CHUNK_END) {
          read(state, buffer.get(position));
          length = 1;
        } else {
          break;
        }
        int limit = buffer.limit();
        buffer.limit(position + length);
        boolean handled;
        try {
          handled = super.parseNext(buffer);
        } finally {
          buffer.limit(limit);
        }
        if (handled) {
          return true;
        }
        if (buffer.position() == position && getState() == state) {
          break; // nothing consumed: the rest goes to Jetty as it is
        }
      }
      return super.parseNext(buffer);
    }

    /** Reads one byte of framing: the digits of a size line, before any extension or its end. */
    private void read(State state, byte b) {
      if (state == State.CHUNK_END) {
        size = 0;
        digits = false;
        inDigits = true;
        return;
      }
      int digit = Character.digit(b, 16);
      if (inDigits && digit >= 0) {
        size = Math.min(size * 16 + digit, 16L * maxBody + 16);
        digits = true;
      } else if (digits || (b != '\r' && b != '\n')) {
        inDigits = false;
      }
    }

    @Override
    protected void setState(State state) {
      if (state == State.CHUNK) {
        chunk = size;
        chunkStart = getContentRead();
        size = 0;
        digits = false;
        inDigits = true;
        if (chunk > maxBody - chunkStart) {
          refused = true;
          throw new HttpException.RuntimeException(
              413, "a chunk of more than the " + maxBody + " bytes a body may hold");
        }
      }
      super.setState(state);
    }

    @Override
    public void reset() {
      super.reset();
      size = 0;
      digits = false;
      inDigits = true;
      chunk = 0;
      chunkStart = 0;
    }
  }
}
