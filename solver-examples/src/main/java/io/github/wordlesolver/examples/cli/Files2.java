package io.github.wordlesolver.examples.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Checks on the files the commands read and write, with errors that say what went wrong in the
 * user's terms: the path, and the reason (no such file or directory, permission denied, a
 * directory, too large). Stateless; the library reads the files (and names a byte that is not
 * UTF-8, with its line and offset).
 */
final class Files2 {
  /** The largest text file read whole (a tree file of a big list is a few megabytes). */
  static final long MAX_TEXT = 256L << 20;

  private Files2() {}

  /**
   * Checks that {@code file} is a file of at most {@link #MAX_TEXT} bytes, so that reading it whole
   * keeps memory bounded.
   *
   * @param what how to name the file, e.g. {@code tree}
   * @throws java.io.UncheckedIOException naming the file and the reason, for a directory, a file
   *     that cannot be read or one that is too large
   */
  static void checkReadable(Path file, String what) {
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
    } catch (IOException e) {
      throw cannotRead(e, what, file);
    }
  }

  /** Returns the exception that says {@code file} could not be read, and why. */
  static java.io.UncheckedIOException cannotRead(IOException e, String what, Path file) {
    return new java.io.UncheckedIOException(
        "cannot read " + what + " " + file + ": " + reason(e, file), e);
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
