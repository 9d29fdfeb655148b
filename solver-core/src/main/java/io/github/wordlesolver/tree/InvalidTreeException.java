package io.github.wordlesolver.tree;

/**
 * Thrown when plays do not form a valid decision tree; the message names the source and the line,
 * and can be shown to a user as it is. The fields it adds are final.
 */
public final class InvalidTreeException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String source;
  private final int line;

  /**
   * Creates the exception.
   *
   * @param source the file (or "tree") the plays came from
   * @param line the 1-based line, or 0 when the problem is not on one line
   * @param problem what is wrong
   */
  public InvalidTreeException(String source, int line, String problem) {
    super(source + (line > 0 ? ", line " + line : "") + ": " + problem);
    this.source = source;
    this.line = line;
  }

  /** Returns the file (or "tree") the plays came from. */
  public String source() {
    return source;
  }

  /** Returns the 1-based line, or 0 when the problem is not on one line. */
  public int line() {
    return line;
  }
}
