package io.github.wordlesolver.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The decoder against the JDK's on text whose characters straddle its blocks, fed in small reads;
 * the offset and value of the first bad byte when strict, U+FFFD when lenient; and the quoting of
 * {@link Texts}.
 */
class Utf8DecoderTest {

  /** Collects what it is given; throws an exception naming the bad byte. */
  private static final class Collect implements Utf8Decoder.Sink {
    final StringBuilder text = new StringBuilder();

    @Override
    public void accept(CharBuffer chars) {
      chars.flip();
      text.append(chars);
      chars.clear();
    }

    @Override
    public RuntimeException notUtf8(long offset, byte value) {
      return new IllegalStateException(offset + ":" + (value & 0xFF) + " after " + text.length());
    }
  }

  /** A stream that hands out at most 100 bytes a read, as pipes and sockets may. */
  private static InputStream trickle(byte[] bytes) {
    return new ByteArrayInputStream(bytes) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, 100));
      }
    };
  }

  private static String decode(byte[] bytes, boolean lenient) throws IOException {
    Collect sink = new Collect();
    Utf8Decoder.decode(trickle(bytes), lenient, sink);
    return sink.text.toString();
  }

  @Test
  void decodesAsTheJdkAcrossBlocks() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; sb.length() < 5 * Utf8Decoder.BLOCK; i++) {
      sb.append(i % 3 == 0 ? "añ" : i % 3 == 1 ? "€x" : "\uD83D\uDE00").append('\n');
    }
    String text = sb.toString();
    assertEquals(text, decode(text.getBytes(StandardCharsets.UTF_8), false));
    assertEquals("", decode(new byte[0], false));
  }

  @Test
  void strictStopsAtTheFirstBadByteWithItsOffset() {
    byte[] good = "é".repeat(Utf8Decoder.BLOCK).getBytes(StandardCharsets.UTF_8);
    byte[] bytes = new byte[good.length + 3];
    System.arraycopy(good, 0, bytes, 0, good.length);
    bytes[good.length] = 'a';
    bytes[good.length + 1] = (byte) 0xFF;
    bytes[good.length + 2] = 'b';
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> decode(bytes, false));
    assertEquals((good.length + 1) + ":255 after " + (Utf8Decoder.BLOCK + 1), e.getMessage());
  }

  @Test
  void lenientReplacesBadBytes() throws IOException {
    byte[] bytes = {'a', (byte) 0xC3, 'b', (byte) 0xE2, (byte) 0x82};
    assertEquals("a\uFFFDb\uFFFD", decode(bytes, true));
  }

  @Test
  void quotesShortAndVisible() {
    assertEquals("'abc'", Texts.quote("abc"));
    assertEquals("'a\\u0009b\\u00A0c'", Texts.quote("a\tb\u00A0c"));
    assertEquals("'" + "x".repeat(Texts.SHOWN) + "…'", Texts.quote("x".repeat(100)));
  }
}
