package io.github.wordlesolver.examples.cli;

import com.google.gson.GsonBuilder;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.OpenerLosesException;
import io.github.wordlesolver.tree.TreeBuilder;
import io.github.wordlesolver.tree.TreeFormat;
import io.github.wordlesolver.tree.TreeVerifier;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code wordle tree}: builds, verifies and writes a decision tree for an opener, or verifies a
 * tree file.
 *
 * <ul>
 *   <li>{@code wordle tree --opener WORD [--exact] [--hard|--strict] [--max-guesses N]
 *       [--guesses-per-node K] [--out FILE] [--marks] [--json]}: heuristic by default (the best
 *       {@code K} guesses per node, seconds), proved optimal with {@code --exact}.
 *   <li>{@code wordle tree --verify FILE [--hard|--strict] [--max-guesses N] [--json]}: checks the
 *       file (format: {@link TreeFormat}) and prints its figures; a bad file is an error naming the
 *       line (exit status 2).
 * </ul>
 *
 * {@code --json} prints {@code {"opener":…, "exact":…, "hard":…, "totalGuesses":…, "average":…,
 * "maxGuesses":…, "histogram":{"1":…, …}, "millis":…}}. No tree within the guess cap: exit status
 * 1. A progress bar goes to standard error when it is a terminal.
 */
@Command(
    name = "tree",
    mixinStandardHelpOptions = true,
    description = {
      "Builds a decision tree for an opener (heuristic, or proved optimal with --exact),"
          + " verifies it and writes it; or verifies a tree file with --verify.",
      "Tree files hold one line per answer: the guesses in order, the last being the answer."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:success",
      "1:no tree finds every answer within --max-guesses",
      "2:usage error or bad input (word, word list, tree file)"
    })
final class TreeCommand implements Callable<Integer> {
  @ArgGroup(multiplicity = "1")
  Task task = new Task();

  /** Exactly one of building from an opener or verifying a file. */
  static final class Task {
    @Option(names = "--opener", paramLabel = "WORD", description = "the first guess of the tree")
    @Nullable String opener;

    @Option(names = "--verify", paramLabel = "FILE", description = "check a tree file instead")
    @Nullable Path verify;
  }

  @Option(names = "--exact", description = "prove the minimum total number of guesses")
  boolean exact;

  @ArgGroup(exclusive = true)
  @Nullable HardMode hardMode;

  /** The hard-mode rule, if any. */
  static final class HardMode {
    @Option(
        names = "--hard",
        description = "hard mode, NYT rule: keep greens, reuse revealed" + " letters")
    boolean hard;

    @Option(names = "--strict", description = "strict hard mode: every guess fits all marks")
    boolean strict;
  }

  @Option(
      names = "--max-guesses",
      paramLabel = "N",
      defaultValue = "6",
      description = "the most guesses any answer may take (default: ${DEFAULT-VALUE})")
  int maxGuesses;

  @Option(
      names = "--guesses-per-node",
      paramLabel = "K",
      defaultValue = "10",
      description = "guesses tried per node by the heuristic (default: ${DEFAULT-VALUE})")
  int guessesPerNode;

  @Option(names = "--out", paramLabel = "FILE", description = "write the tree to FILE")
  @Nullable Path out;

  @Option(names = "--marks", description = "write the marks between the guesses")
  boolean marks;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "plain",
      description =
          "the format of --out: plain (a line per answer; the default) or selby (the"
              + " indented format of the field's published trees); --verify reads both")
  String format = "plain";

  @Option(names = "--json", description = "print the figures as one JSON object")
  boolean json;

  @Mixin ListOptions lists = new ListOptions();

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    if (maxGuesses < 1 || maxGuesses > 20) {
      throw new IllegalArgumentException("--max-guesses must be 1..20: " + maxGuesses);
    }
    String style = format.strip().toLowerCase(Locale.ROOT);
    if (!style.equals("plain") && !style.equals("selby")) {
      throw new IllegalArgumentException("--format must be plain or selby, got '" + format + "'");
    }
    ListOptions.Lists chosen = lists.load();
    Solver solver = Solver.of(chosen.answers(), chosen.guesses());
    Mode mode = hardMode == null ? Mode.NORMAL : hardMode.strict ? Mode.STRICT : Mode.HARD;
    Path target = out;
    // Opened before the search, so that a bad path fails at once, not after minutes.
    try (Writer writer = target == null ? null : open(target)) {
      long start = System.nanoTime();
      DecisionTree tree;
      Path file = task.verify;
      if (file != null) {
        tree = read(file, solver, mode);
      } else {
        tree = build(solver, mode, String.valueOf(task.opener));
      }
      long millis = (System.nanoTime() - start) / 1_000_000;
      if (writer != null) {
        try {
          if (style.equals("selby")) {
            TreeFormat.writeIndented(tree, writer);
          } else {
            TreeFormat.write(tree, writer, marks);
          }
        } catch (IOException e) {
          throw new UncheckedIOException(
              "cannot write "
                  + target
                  + ": "
                  + Files2.reason(e, java.util.Objects.requireNonNull(target)),
              e);
        }
      }
      print(tree, mode, millis, file == null && exact);
    }
    return WordleCommand.EXIT_OK;
  }

  private static Writer open(Path target) {
    try {
      return Files.newBufferedWriter(target, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + target + ": " + Files2.reason(e, target), e);
    }
  }

  private DecisionTree build(Solver solver, Mode mode, String opener) {
    if (!solver.guesses().contains(opener)) {
      throw new IllegalArgumentException("opener '" + opener + "' is not in the guess list");
    }
    TreeBuilder builder = solver.treeBuilder().opener(opener).mode(mode).maxGuesses(maxGuesses);
    if (exact) {
      builder.exact();
    } else {
      builder.heuristic(guessesPerNode);
    }
    ProgressBar bar = ProgressBar.onTerminal(exact ? "exact tree" : "tree");
    builder.progress(bar);
    try {
      return TreeVerifier.verify(builder.build(), maxGuesses);
    } catch (OpenerLosesException e) {
      throw new CommandFailure(WordleCommand.EXIT_NO_ANSWER, String.valueOf(e.getMessage()));
    } finally {
      bar.close();
    }
  }

  private DecisionTree read(Path file, Solver solver, Mode mode) {
    Files2.checkReadable(file, "tree");
    try {
      return TreeFormat.read(
          file,
          TreeFormat.ReadOptions.of(solver.answers(), solver.guesses())
              .withMode(mode)
              .withMaxGuesses(maxGuesses));
    } catch (IOException e) {
      throw Files2.cannotRead(e, "tree", file);
    }
  }

  private void print(DecisionTree tree, Mode mode, long millis, boolean proved) {
    PrintWriter stdout = spec.commandLine().getOut();
    int[] histogram = tree.histogram();
    if (json) {
      Map<String, Object> figures = new LinkedHashMap<>();
      figures.put("opener", tree.opener());
      figures.put("exact", proved);
      figures.put("hard", mode != Mode.NORMAL);
      figures.put("totalGuesses", tree.totalGuesses());
      figures.put("average", tree.average());
      figures.put("maxGuesses", tree.mostGuesses());
      Map<String, Integer> bars = new LinkedHashMap<>();
      for (int k = 1; k < histogram.length; k++) {
        bars.put(Integer.toString(k), histogram[k]);
      }
      figures.put("histogram", bars);
      figures.put("millis", millis);
      stdout.println(new GsonBuilder().disableHtmlEscaping().create().toJson(figures));
    } else {
      stdout.printf(
          Locale.ROOT,
          "%s, %s mode: %d guesses for %d answers, average %.4f, at most" + " %d%s%n",
          tree.opener(),
          mode.name().toLowerCase(Locale.ROOT),
          tree.totalGuesses(),
          tree.answers().size(),
          tree.average(),
          tree.mostGuesses(),
          proved ? " (proved optimal)" : "");
      HistogramPrinter.printTree(stdout, histogram);
      stdout.printf(
          Locale.ROOT,
          "verified in %.1f s%s%n",
          millis / 1000.0,
          out == null ? "" : ", written to " + out);
    }
    stdout.flush();
  }
}
