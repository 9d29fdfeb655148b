package io.github.wordlesolver.internal;

import io.github.wordlesolver.scoring.Partition;
import io.github.wordlesolver.scoring.Scorer;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The built-in scorers; reached through {@code io.github.wordlesolver.scoring.Scorers}. */
public final class BuiltInScorers {
  public static final Scorer ENTROPY = new Simple("entropy") {
    @Override
    public double cost(Partition p) {
      return -p.entropyBits();
    }
  };
  public static final Scorer MINIMAX = new Simple("minimax") {
    @Override
    public double cost(Partition p) {
      return p.largest();
    }
  };
  public static final Scorer EXPECTED = new Simple("expected") {
    @Override
    public double cost(Partition p) {
      return p.expectedRemaining();
    }
  };
  public static final Scorer PARTS = new Simple("parts") {
    @Override
    public double cost(Partition p) {
      return -p.patterns();
    }
  };
  public static final Scorer LOOKAHEAD = Lookahead.DEFAULT;

  public static final List<String> NAMES =
      List.of("entropy", "expected", "lookahead", "minimax", "parts");

  private BuiltInScorers() {}

  public static @Nullable Scorer byName(String name) {
    return switch (name) {
      case "entropy" -> ENTROPY;
      case "minimax" -> MINIMAX;
      case "expected" -> EXPECTED;
      case "parts" -> PARTS;
      case "lookahead" -> LOOKAHEAD;
      default -> null;
    };
  }

  public static Scorer lookahead(int depth, int shortlist, int breadth) {
    return new Lookahead(depth, shortlist, breadth);
  }

  private abstract static class Simple implements Scorer {
    private final String name;

    Simple(String name) {
      this.name = name;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public String toString() {
      return name;
    }
  }
}
