package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.examples.text.Excerpt;
import io.github.wordlesolver.proof.Checkpoint;
import io.github.wordlesolver.proof.OpenerResult;
import io.github.wordlesolver.proof.OpenerTask;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A proof job's checkpoint in a text file ({@code --checkpoint FILE}): a header line naming the job
 * ({@link OpenerTask#job()}: list fingerprints, mode, guess limit), then one line per finished
 * task, {@code opener bound total exact}, appended and forced to the disk before the job goes on;
 * {@code exact} is {@code true} or {@code false} for a search and {@code deep2} for a {@linkplain
 * OpenerTask#isDeepBound() deep bound} (two guesses deep where one is not enough, from 1.2; the
 * lines of 1.1's bounds, marked {@code deep}, are read and no longer answer a task). A search is
 * answered from any search line of its opener that settles it (an exact total, or a bound at or
 * above the task's), so a job whose cutoffs changed still reuses what was proved; a deep bound only
 * from the line of the same opener and bound. A job killed at any moment (even mid-line) and
 * started again with the same file resumes: complete lines are read back, a torn last line is
 * ignored. A file written for other lists or options is refused. Thread-safe.
 */
final class FileCheckpoint implements Checkpoint, AutoCloseable {
  /** The last field of a deep bound's line. */
  private static final String DEEP = "deep2";

  /** The last field of a deep bound's line written by 1.1, one guess deep only: read, not used. */
  private static final String DEEP_1_1 = "deep";

  private final Path file;
  private final String header;
  private final Map<String, OpenerResult> done = new HashMap<>();

  /** Deep bounds by {@link #deepKey}. */
  private final Map<String, Integer> deep = new HashMap<>();

  private final FileChannel channel;

  private FileCheckpoint(Path file, String header, FileChannel channel) {
    this.file = file;
    this.header = header;
    this.channel = channel;
  }

  /**
   * Opens (or creates) the checkpoint of {@code job} ({@link
   * io.github.wordlesolver.proof.OpenerProver#job()}).
   *
   * @throws IllegalArgumentException if the file holds another job's checkpoint
   * @throws UncheckedIOException if the file cannot be read or written
   */
  static FileCheckpoint open(Path file, String job) {
    String header = "# wordle proof checkpoint v1 " + job;
    try {
      FileChannel channel =
          FileChannel.open(
              file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
      FileCheckpoint checkpoint = new FileCheckpoint(file, header, channel);
      checkpoint.load();
      return checkpoint;
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot open checkpoint " + file + ": " + Files2.reason(e, file), e);
    }
  }

  private void load() throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    boolean complete = Files.size(file) == 0 || endsWithNewline();
    if (lines.isEmpty()) {
      append(header + "\n");
      return;
    }
    if (!lines.get(0).equals(header)) {
      throw new IllegalArgumentException(
          "checkpoint "
              + file
              + " was written for another job ("
              + Excerpt.of(lines.get(0))
              + "); use another file for these lists and options");
    }
    int last = complete ? lines.size() : lines.size() - 1;
    for (int i = 1; i < last; i++) {
      String[] parts = lines.get(i).split(" ");
      if (parts.length != 4
          || !isNumber(parts[1])
          || !isNumber(parts[2])
          || !List.of("true", "false", DEEP, DEEP_1_1).contains(parts[3])) {
        throw new IllegalArgumentException(
            "checkpoint "
                + file
                + ", line "
                + (i + 1)
                + ": not 'opener bound total exact': '"
                + Excerpt.of(lines.get(i))
                + "'");
      }
      if (parts[3].equals(DEEP)) {
        deep.put(deepKey(parts[0], Integer.parseInt(parts[1])), Integer.parseInt(parts[2]));
      } else if (!parts[3].equals(DEEP_1_1)) {
        remember(
            new OpenerResult(parts[0], Integer.parseInt(parts[2]), Boolean.parseBoolean(parts[3])));
      }
    }
    if (!complete) {
      // A torn last line (killed while writing): cut it off before appending.
      long keep = Files.size(file);
      byte[] bytes = Files.readAllBytes(file);
      while (keep > 0 && bytes[(int) keep - 1] != '\n') {
        keep--;
      }
      channel.truncate(keep);
    }
  }

  /** Keeps the most that is known of the opener: an exact total, else the highest bound. */
  private void remember(OpenerResult result) {
    done.merge(
        result.opener(),
        result,
        (old, next) -> old.exact() || (!next.exact() && next.total() <= old.total()) ? old : next);
  }

  /** Whether {@code text} is a non-negative int as this class writes them. */
  private static boolean isNumber(String text) {
    return text.length() >= 1
        && text.length() <= 10
        && text.chars().allMatch(c -> c >= '0' && c <= '9')
        && Long.parseLong(text) <= Integer.MAX_VALUE;
  }

  private boolean endsWithNewline() throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    return bytes.length > 0 && bytes[bytes.length - 1] == '\n';
  }

  /**
   * Returns what the file knows of the task's opener: for a search, its exact total, under whatever
   * bound it was found, or its best lower bound if that reaches the task's bound; for a deep bound,
   * the line of the same opener and bound.
   */
  @Override
  public synchronized @Nullable OpenerResult known(OpenerTask task) {
    if (task.isDeepBound()) {
      Integer bound = deep.get(deepKey(task.opener(), task.bound()));
      return bound == null ? null : new OpenerResult(task.opener(), bound, false);
    }
    OpenerResult best = done.get(task.opener());
    if (best == null || !(best.exact() || best.total() >= task.bound())) {
      return null;
    }
    return new OpenerResult(
        best.opener(), best.total(), best.exact() && best.total() < task.bound());
  }

  /** The key of a deep bound's result: its opener and the bound it was cut short at. */
  private static String deepKey(String opener, int bound) {
    return opener + " " + bound;
  }

  @Override
  public synchronized void record(OpenerTask task, OpenerResult result) {
    boolean bound = task.isDeepBound();
    if (bound) {
      deep.put(deepKey(task.opener(), task.bound()), result.total());
    } else {
      remember(result);
    }
    try {
      append(
          result.opener()
              + " "
              + task.bound()
              + " "
              + result.total()
              + " "
              + (bound ? DEEP : String.valueOf(result.exact()))
              + "\n");
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot write checkpoint " + file + ": " + Files2.reason(e, file), e);
    }
  }

  private void append(String line) throws IOException {
    ByteBuffer bytes = ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8));
    channel.position(channel.size());
    while (bytes.hasRemaining()) {
      channel.write(bytes);
    }
    channel.force(false);
  }

  @Override
  public void close() throws IOException {
    channel.close();
  }
}
