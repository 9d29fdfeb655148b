package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.Mode;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.wordlists.ListPair;
import io.github.wordlesolver.wordlists.WordLists;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whole openers' exact trees on today's NYT lists, each in a fresh process, timed by {@code
 * /usr/bin/time} (wall, CPU, peak RSS), and, given the reference solver's directory, the reference
 * (github.com/alex1770/wordle, built with its Makefile) on the same opener beside it, the two in
 * alternating order each round: the work that grows with an opener's rank, not only the best case.
 *
 * <pre>
 * java -cp solver-examples/benchmarks/target/benchmarks.jar \
 *     io.github.wordlesolver.benchmarks.OpenerTimes [--hard] [--rounds N] [--reference DIR] \
 *     [--java-opts "OPTS"] [WORD...]
 * </pre>
 *
 * The openers default to tarse (rank 1 of 14,855 in normal mode), sarod (413), laund (1,301) and
 * vilde (6,007). Prints one line per run and, per opener, the ratio of our CPU to the reference's
 * in each round; exits 1 if a total differs from the reference's. Ours runs as {@code java -cp
 * <this class path> OpenerTimes --child [--hard] WORD} (the exact tree on all cores, as {@code
 * wordle tree --opener WORD --exact} builds it), with the JVM's defaults unless {@code --java-opts}
 * says otherwise. A measurement, not part of the library; nothing else should run beside it.
 */
public final class OpenerTimes {
  private OpenerTimes() {}

  private static final List<String> DEFAULT_OPENERS = List.of("tarse", "sarod", "laund", "vilde");

  /** What one timed process printed and used. */
  private record Run(int total, double wall, double cpu, long rssKb) {}

  /** Runs the comparison, or with {@code --child} one opener's tree in this process. */
  public static void main(String[] args) throws IOException, InterruptedException {
    boolean hard = false;
    boolean child = false;
    int rounds = 1;
    Path reference = null;
    String javaOpts = "";
    List<String> openers = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--hard" -> hard = true;
        case "--child" -> child = true;
        case "--rounds" -> rounds = Integer.parseInt(value(args, ++i, "--rounds"));
        case "--reference" -> reference = Path.of(value(args, ++i, "--reference"));
        case "--java-opts" -> javaOpts = value(args, ++i, "--java-opts");
        default -> {
          if (args[i].startsWith("-")) {
            usage("unknown option '" + args[i] + "'");
          }
          openers.add(args[i]);
        }
      }
    }
    Mode mode = hard ? Mode.HARD : Mode.NORMAL;
    if (child) {
      if (openers.size() != 1) {
        usage("--child takes one opener");
      }
      ListPair lists = WordLists.nyt();
      Solver solver = Solver.of(lists.answers(), lists.guesses());
      DecisionTree tree = solver.treeBuilder().opener(openers.get(0)).mode(mode).exact().build();
      System.out.println("total " + tree.totalGuesses());
      return;
    }
    if (!Files.isExecutable(Path.of(TIME))) {
      usage(TIME + " is needed (Debian's package 'time')");
    }
    if (openers.isEmpty()) {
      openers = DEFAULT_OPENERS;
    }
    if (reference != null && !Files.isExecutable(reference.resolve("wordle"))) {
      usage("no executable 'wordle' in " + reference + " (build it with make)");
    }
    boolean mismatch = false;
    System.out.printf(
        Locale.ROOT,
        "%-8s %-5s %-9s %7s %9s %9s %8s%n",
        "opener",
        "round",
        "who",
        "total",
        "wall s",
        "CPU s",
        "RSS MB");
    for (String opener : openers) {
      List<String> ratios = new ArrayList<>();
      for (int round = 1; round <= rounds; round++) {
        Run ours = null;
        Run theirs = null;
        for (int turn = 0; turn < 2; turn++) {
          boolean oursNow = (turn == 0) == (round % 2 == 1);
          if (oursNow) {
            ours = time(ourCommand(opener, hard, javaOpts), TOTAL_OURS);
            print(opener, round, "ours", ours);
          } else if (reference != null) {
            theirs = time(referenceCommand(reference, opener, hard), TOTAL_REFERENCE);
            print(opener, round, "reference", theirs);
          }
        }
        if (ours != null && theirs != null) {
          ratios.add(String.format(Locale.ROOT, "%.2f", ours.cpu / theirs.cpu));
          mismatch |= ours.total != theirs.total;
        }
      }
      if (!ratios.isEmpty()) {
        System.out.println(opener + ": our CPU / the reference's, per round: " + ratios);
      }
    }
    if (mismatch) {
      System.out.println("TOTALS DIFFER from the reference's");
      System.exit(1);
    }
  }

  private static final String TIME = "/usr/bin/time";
  private static final Pattern TOTAL_OURS = Pattern.compile("^total (\\d+)$", Pattern.MULTILINE);
  private static final Pattern TOTAL_REFERENCE =
      Pattern.compile("^Best first guess score = (\\d+)$", Pattern.MULTILINE);
  private static final Pattern TIMES =
      Pattern.compile("^TIMES ([0-9.]+) ([0-9.]+) ([0-9.]+) (\\d+)$", Pattern.MULTILINE);

  private static List<String> ourCommand(String opener, boolean hard, String javaOpts) {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    for (String opt : javaOpts.trim().split("\\s+")) {
      if (!opt.isEmpty()) {
        command.add(opt);
      }
    }
    // The child runs in a scratch directory: its class path as absolute paths.
    List<String> classPath = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      classPath.add(Path.of(entry).toAbsolutePath().toString());
    }
    command.addAll(
        List.of("-cp", String.join(File.pathSeparator, classPath), OpenerTimes.class.getName()));
    command.add("--child");
    if (hard) {
      command.add("--hard");
    }
    command.add(opener);
    return command;
  }

  private static List<String> referenceCommand(Path dir, String opener, boolean hard) {
    List<String> command = new ArrayList<>();
    command.add(dir.resolve("wordle").toString());
    command.addAll(
        List.of(
            "-a",
            dir.resolve("wordlist_nyt20220830_all").toString(),
            "-h",
            dir.resolve("wordlist_nyt20230701_hidden").toString(),
            "-w",
            opener));
    if (hard) {
      command.add("-H");
    }
    return command;
  }

  /** Runs {@code command} under {@code /usr/bin/time}, in a scratch directory. */
  private static Run time(List<String> command, Pattern total)
      throws IOException, InterruptedException {
    List<String> timed = new ArrayList<>(List.of(TIME, "-f", "TIMES %e %U %S %M"));
    timed.addAll(command);
    Path scratch = Files.createTempDirectory("opener-times");
    Path out = scratch.resolve("out.txt");
    Process process =
        new ProcessBuilder(timed)
            .directory(scratch.toFile())
            .redirectErrorStream(true)
            .redirectOutput(out.toFile())
            .start();
    int status = process.waitFor();
    String text = Files.readString(out, StandardCharsets.UTF_8);
    try (var files = Files.walk(scratch)) {
      for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
    Matcher times = TIMES.matcher(text);
    Matcher sum = total.matcher(text);
    if (status != 0 || !times.find() || !sum.find()) {
      String tail = text.length() > 2000 ? text.substring(text.length() - 2000) : text;
      throw new IllegalStateException(
          String.join(" ", command) + " exited " + status + ":\n" + tail);
    }
    return new Run(
        Integer.parseInt(sum.group(1)),
        Double.parseDouble(times.group(1)),
        Double.parseDouble(times.group(2)) + Double.parseDouble(times.group(3)),
        Long.parseLong(times.group(4)));
  }

  private static void print(String opener, int round, String who, Run run) {
    System.out.printf(
        Locale.ROOT,
        "%-8s %-5d %-9s %7d %9.1f %9.1f %8d%n",
        opener,
        round,
        who,
        run.total,
        run.wall,
        run.cpu,
        run.rssKb / 1024);
  }

  private static String value(String[] args, int i, String option) {
    if (i >= args.length) {
      usage(option + " needs a value");
    }
    return args[i];
  }

  private static void usage(String problem) {
    System.err.println("OpenerTimes: " + problem);
    System.err.println(
        "usage: OpenerTimes [--hard] [--rounds N] [--reference DIR] [--java-opts \"OPTS\"]"
            + " [WORD...]");
    System.exit(2);
  }
}
