package io.github.wordlesolver.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Reading and writing the files the commands name, with errors that say what went wrong in the
 * user's terms: the path, and the reason (no such file or directory, permission denied, a
 * directory, the line and byte of text that is not UTF-8). Stateless.
 */
final class Files2 {
  /** The largest text file read whole (a tree file of a big list is a few megabytes). */
  static final long MAX_TEXT = 256L << 20;

  private Files2() {}

  /**
   * Returns the text of {@code file}, checked to be UTF-8.
   *
   * @param what how to name the file, e.g. {@code tree}
   * @throws java.io.UncheckedIOException naming the file and the reason, for a file that cannot be
   *     read, is too large, or is not UTF-8 (then with the line and byte offset)
   */
  static String readUtf8(Path file, String what) {
    byte[] bytes;
    try {
      if (Files.isDirectory(file)) {
        throw new IOException("it is a directory");
      }
      long size = Files.size(file);
      if (size > MAX_TEXT) {
        throw new IOException(
            "it has "
                + size
                + " bytes, more than the "
                + MAX_TEXT
                + " a "
                + what
                + " file may have");
      }
      try (InputStream in = Files.newInputStream(file)) {
        bytes = in.readAllBytes();
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(
          "cannot read " + what + " " + file + ": " + reason(e, file), e);
    }
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (result.isError()) {
      int offset = in.position();
      int line = 1;
      for (int i = 0; i < offset; i++) {
        line += bytes[i] == '\n' ? 1 : 0;
      }
      throw new java.io.UncheckedIOException(
          "cannot read "
              + what
              + " "
              + file
              + ": line "
              + line
              + " is not valid UTF-8 (byte 0x"
              + String.format(Locale.ROOT, "%02X", bytes[offset] & 0xFF)
              + " at offset "
              + offset
              + ")",
          new IOException("malformed UTF-8"));
    }
    out.flip();
    return out.toString();
  }

  /** Returns why an operation on {@code file} failed, in words, without exception class names. */
  static String reason(IOException e, Path file) {
    if (e instanceof NoSuchFileException) {
      Path parent = file.toAbsolutePath().getParent();
      return parent != null && !Files.isDirectory(parent)
          ? "there is no directory " + parent
          : "no such file";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      String why = f.getReason();
      return "Is a directory".equals(why) ? "it is a directory" : why.toLowerCase(Locale.ROOT);
    }
    String message = e.getMessage();
    return message == null || message.isBlank() ? "an I/O error" : message;
  }
}
