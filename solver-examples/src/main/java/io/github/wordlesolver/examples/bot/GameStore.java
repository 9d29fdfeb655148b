package io.github.wordlesolver.examples.bot;

import io.github.wordlesolver.examples.text.Excerpt;
import io.github.wordlesolver.host.HostedGame;
import io.github.wordlesolver.host.SavedGame;
import io.github.wordlesolver.solver.Solver;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.HexFormat;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The games of {@code wordle bot --state DIR}: one file a user, {@code HEX.game} (the user's name
 * in UTF-8, as hex digits, so that any name is a safe file name on any file system), holding the
 * library's saved form of the game ({@link SavedGame}).
 *
 * <p>A save writes {@code HEX.game.tmp}, forces it to the disk and moves it over {@code HEX.game}
 * with {@link StandardCopyOption#ATOMIC_MOVE}: a process killed at any moment leaves the old file
 * or the new one, never a part of one. A temporary file left by such a kill is deleted when the
 * store opens. A file that cannot be read as a game of this solver's lists is reported and set
 * aside, renamed {@code HEX.game.damaged} (or {@code .damaged-2}, ...), never read again. Not
 * thread-safe.
 */
final class GameStore {
  /** A saved game is a few hundred bytes; a file past this is damaged, never read whole. */
  static final int MAX_FILE_BYTES = 1 << 16;

  private static final String SUFFIX = ".game";
  private static final String TEMPORARY = ".tmp";

  private final Path dir;
  private final Solver solver;
  private final Consumer<String> report;

  /** What {@link #load} found: a game, nothing, or a damaged file (set aside). */
  record Loaded(@Nullable HostedGame game, boolean damaged) {}

  /**
   * Opens the store in {@code dir}, creating it if needed, and deletes the temporary files a killed
   * process left; {@code report} gets one line for each such file and each damaged file.
   *
   * @throws IOException if the directory cannot be created or read
   */
  GameStore(Path dir, Solver solver, Consumer<String> report) throws IOException {
    this.dir = Files.createDirectories(dir);
    this.solver = solver;
    this.report = report;
    try (DirectoryStream<Path> stale = Files.newDirectoryStream(dir, "*" + SUFFIX + TEMPORARY)) {
      for (Path file : stale) {
        Files.deleteIfExists(file);
        report.accept(
            file.getFileName() + ": an unfinished save, deleted (the game before it stays)");
      }
    }
  }

  /** Returns the file name of {@code user}'s game. */
  static String fileName(String user) {
    return HexFormat.of().formatHex(user.getBytes(StandardCharsets.UTF_8)) + SUFFIX;
  }

  /**
   * Returns {@code user}'s saved game, none, or the news that its file was damaged, reported and
   * set aside.
   *
   * @throws IOException if the file exists but cannot be read or set aside
   */
  Loaded load(String user) throws IOException {
    Path file = dir.resolve(fileName(user));
    if (!Files.exists(file)) {
      return new Loaded(null, false);
    }
    String why;
    try {
      return new Loaded(SavedGame.parse(read(file)).toHostedGame(solver), false);
    } catch (IllegalArgumentException e) { // InvalidSavedGameException, or the size or the bytes
      why = String.valueOf(e.getMessage());
    }
    Path aside = aside(file);
    Files.move(file, aside, StandardCopyOption.ATOMIC_MOVE);
    report.accept(
        file.getFileName()
            + " (user '"
            + Excerpt.of(user)
            + "'): damaged ("
            + why
            + "); set aside as "
            + aside.getFileName());
    return new Loaded(null, true);
  }

  /** Reads a game file as strict UTF-8, refusing one that is too large or not UTF-8. */
  private static String read(Path file) throws IOException {
    long size = Files.size(file);
    if (size > MAX_FILE_BYTES) {
      throw new IllegalArgumentException(
          "the file has " + size + " bytes, more than a game's " + MAX_FILE_BYTES);
    }
    byte[] bytes = Files.readAllBytes(file);
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException e) {
      throw new IllegalArgumentException("the file is not UTF-8 text", e);
    }
  }

  private static Path aside(Path file) {
    Path aside = file.resolveSibling(file.getFileName() + ".damaged");
    for (int n = 2; Files.exists(aside); n++) {
      aside = file.resolveSibling(file.getFileName() + ".damaged-" + n);
    }
    return aside;
  }

  /**
   * Saves {@code game} as {@code user}'s, atomically (see the class comment).
   *
   * @throws IOException if it cannot be written or moved in place (the old file then stays)
   */
  void save(String user, HostedGame game) throws IOException {
    Path file = dir.resolve(fileName(user));
    Path temporary = file.resolveSibling(file.getFileName() + TEMPORARY);
    byte[] bytes = SavedGame.of(game).toString().getBytes(StandardCharsets.UTF_8);
    try (FileChannel out =
        FileChannel.open(
            temporary,
            StandardOpenOption.CREATE,
            StandardOpenOption.TRUNCATE_EXISTING,
            StandardOpenOption.WRITE)) {
      ByteBuffer buffer = ByteBuffer.wrap(bytes);
      while (buffer.hasRemaining()) {
        out.write(buffer);
      }
      out.force(true);
    }
    Files.move(
        temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
  }
}
