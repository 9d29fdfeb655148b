package io.github.wordlesolver.internal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Decodes UTF-8 from a stream block by block into a {@link Sink}: the project's one UTF-8 decoder
 * of users' files. Strict, a byte that is not UTF-8 stops the decoding with the sink's exception,
 * which knows the byte and its offset in the input; lenient, such bytes become U+FFFD.
 *
 * <p>Reads and decodes blocks of {@value #BLOCK} bytes: memory for one block of bytes and one of
 * characters, whatever the input's size. Stateless and thread-safe; each call has its own buffers.
 */
public final class Utf8Decoder {
  /** The bytes read, and the characters decoded, at a time. */
  static final int BLOCK = 8192;

  private Utf8Decoder() {}

  /** Where the characters go. */
  public interface Sink {
    /**
     * Consumes the characters of {@code chars}, a buffer in write mode (flip it to read), and
     * clears it.
     */
    void accept(CharBuffer chars);

    /**
     * Returns the exception to throw for the byte {@code value} at {@code offset} (0-based) of the
     * input, which is not UTF-8; the characters before it have been accepted.
     */
    RuntimeException notUtf8(long offset, byte value);
  }

  /**
   * Decodes {@code in} up to its end into {@code sink}; the stream is not closed.
   *
   * @param lenient whether bytes that are not UTF-8 become U+FFFD, rather than an error
   * @throws IOException if reading fails
   * @throws RuntimeException the sink's {@link Sink#notUtf8} for the first byte that is not UTF-8
   *     (strict only), or what the sink throws
   */
  public static void decode(InputStream in, boolean lenient, Sink sink) throws IOException {
    CodingErrorAction onError = lenient ? CodingErrorAction.REPLACE : CodingErrorAction.REPORT;
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(onError)
            .onUnmappableCharacter(onError);
    ByteBuffer bytes = ByteBuffer.allocate(BLOCK);
    bytes.flip();
    CharBuffer chars = CharBuffer.allocate(BLOCK);
    long read = 0;
    boolean end = false;
    while (!end) {
      bytes.compact();
      int n = in.read(bytes.array(), bytes.arrayOffset() + bytes.position(), bytes.remaining());
      if (n < 0) {
        end = true;
      } else {
        bytes.position(bytes.position() + n);
        read += n;
      }
      bytes.flip();
      CoderResult result;
      do {
        result = decoder.decode(bytes, chars, end);
        sink.accept(chars);
        if (result.isError()) {
          throw sink.notUtf8(read - bytes.remaining(), bytes.get(bytes.position()));
        }
      } while (result.isOverflow());
    }
    while (decoder.flush(chars).isOverflow()) {
      sink.accept(chars);
    }
    sink.accept(chars);
  }
}
