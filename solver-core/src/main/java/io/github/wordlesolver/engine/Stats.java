package io.github.wordlesolver.engine;

import java.util.concurrent.atomic.AtomicLongArray;

/** Temporary experiment counters. */
public final class Stats {
  private Stats() {}

  static long reads;
  public static final boolean ON = Boolean.getBoolean("wordle.x.stats");
  // [depth][sizeClass][kind]: kind 0 nodes, 1 scan cells, 2 guesses tried, 3 exits early (2n), 4 exits after scan (no options)
  static final AtomicLongArray C = new AtomicLongArray(8 * 8 * 8);

  static int cls(int n) {
    return n <= 4 ? 0 : n <= 8 ? 1 : n <= 16 ? 2 : n <= 32 ? 3 : n <= 64 ? 4 : n <= 128 ? 5 : 6;
  }

  static void add(int depth, int n, int kind, long v) {
    if (ON) {
      C.addAndGet((Math.min(depth, 7) * 8 + cls(n)) * 8 + kind, v);
    }
  }

  public static void print() {
    String[] names = {"<=4", "<=8", "<=16", "<=32", "<=64", "<=128", ">128"};
    long scan = 0, pool = 0;
    for (int i = 0; i < 64; i++) { scan += C.get(i * 8 + 1); pool += C.get(i * 8 + 5); }
    System.out.printf("reads+pools %.1f M; work: scan %.1f M cells, pools %.1f M cells, total %.1f M%n", (reads + pool) / 1e6, scan / 1e6, pool / 1e6, (scan + pool) / 1e6);
    if (!Boolean.getBoolean("wordle.x.table")) return;
    System.out.println("depth size nodes scanCells(M) tried early noOpt poolCells(M)");
    for (int d = 0; d < 8; d++) {
      for (int c = 0; c < 7; c++) {
        int b = (d * 8 + c) * 8;
        if (C.get(b) == 0) continue;
        System.out.printf("%d %5s %9d %10.1f %9d %8d %8d %8.1f%n", d, names[c], C.get(b), C.get(b + 1) / 1e6, C.get(b + 2), C.get(b + 3), C.get(b + 4), C.get(b + 5) / 1e6);
      }
    }
  }
}
