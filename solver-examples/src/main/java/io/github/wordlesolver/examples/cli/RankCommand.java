package io.github.wordlesolver.examples.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Progress;
import io.github.wordlesolver.examples.cluster.ClusterRunner;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.proof.OpenerProver;
import io.github.wordlesolver.proof.OpenerResult;
import io.github.wordlesolver.proof.ProvenRanking;
import io.github.wordlesolver.scoring.Scorer;
import io.github.wordlesolver.solver.Game;
import io.github.wordlesolver.solver.Solver;
import io.github.wordlesolver.solver.Suggestion;
import io.github.wordlesolver.tree.DecisionTree;
import io.github.wordlesolver.tree.OpenerLosesException;
import io.github.wordlesolver.tree.TreeBuilder;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code wordle rank}: prints the best first guesses by a scorer, best first, as a table or (with
 * {@code --json}) one JSON object in the form {@link SuggestionOutput} describes.
 *
 * <p>Ranks every word of the guess list over every answer: builds the mark table (guesses × answers
 * bytes; 47 MB and a fraction of a second on today's NYT lists) and scores each guess; {@code
 * lookahead} then looks deeper at the best 24 by entropy.
 *
 * <p>{@code --exact} solves the scorer's best {@code --pool} openers exactly (a proved-optimal tree
 * each, seconds per opener on two cores) and ranks them by total guesses. {@code --exact --proven}
 * finds the true best {@code --top} openers among all allowed guesses and proves every other one
 * worse ({@link ProvenRanking}); JSON: {@code {"proven":true, "mode":…, "openers":[{"word":…,
 * "totalGuesses":…, "average":…}, …], "boundedOut":…, "millis":…}}. {@code --exact --all --bound T}
 * prints every opener's exact total below T, one {@code word total} line each ({@code word >=T} for
 * the others). {@code --checkpoint FILE} records each finished opener and resumes from the file.
 */
@Command(
    name = "rank",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the best first guesses by a scorer, with how each splits the answers.",
      "Columns: the scorer's cost (lower is better), entropy in bits, expected answers left,"
          + " answers left at worst, distinct mark patterns, whether it can be the answer."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:success", "2:usage error or bad input (scorer, word list)"})
final class RankCommand implements Callable<Integer> {
  /** The number of suggestions when {@code --top} is not given. */
  static final int DEFAULT_TOP = 10;

  /** The most suggestions {@code --top} may ask for, as in the assistant and the server. */
  static final int MAX_TOP = 100;

  @Option(
      names = "--top",
      paramLabel = "N",
      defaultValue = "" + DEFAULT_TOP,
      description = "how many guesses to print, 1 to " + MAX_TOP + " (default: ${DEFAULT-VALUE})")
  int top = DEFAULT_TOP;

  @Option(names = "--json", description = "print one JSON object instead of a table")
  boolean json;

  @Option(
      names = "--exact",
      description =
          "rank the --pool best openers by the proved minimum"
              + " total of guesses over all answers (an exact tree each: seconds per opener)")
  boolean exact;

  @Option(
      names = "--pool",
      paramLabel = "M",
      defaultValue = "10",
      description =
          "with --exact, how many of the scorer's best openers to solve exactly"
              + " (default: ${DEFAULT-VALUE})")
  int pool;

  @Option(
      names = "--proven",
      description =
          "with --exact: the true best --top openers among"
              + " all allowed guesses, with a proof that every other opener is worse (long: see"
              + " docs/proofs.md)")
  boolean proven;

  @Option(
      names = "--all",
      description =
          "with --exact: every opener's exact total below"
              + " --bound, one 'word total' line each ('word >=B' for the others)")
  boolean all;

  @Option(
      names = "--bound",
      paramLabel = "T",
      description = "with --all: the total at or" + " above which openers are only bounded")
  @Nullable Integer bound;

  @Option(
      names = "--checkpoint",
      paramLabel = "FILE",
      description =
          "with --proven or --all:" + " record each finished opener in FILE, and resume from it")
  @Nullable Path checkpoint;

  @Option(
      names = "--cluster",
      paramLabel = "HOST:PORT",
      split = ",",
      description =
          "with"
              + " --proven or --all: run the job on the wordle workers at these addresses (see wordle"
              + " worker), not on this machine's cores")
  @Nullable List<String> cluster;

  @Mixin StrategyOptions strategy = new StrategyOptions();

  @Mixin ListOptions lists = new ListOptions();

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    checkTop(spec, top);
    Mode mode = strategy.mode(spec.commandLine());
    Scorer scorer = strategy.scorerOrNull();
    ListOptions.Lists chosen = lists.load();
    Solver solver = chosen.solver(SolverSetup.Choice.rankingBy(scorer));
    Game game = solver.newGame(mode);
    if ((proven || all) && !exact) {
      throw new ParameterException(spec.commandLine(), "--proven and --all go with --exact");
    }
    if (proven && all) {
      throw new ParameterException(spec.commandLine(), "give --proven or --all, not both");
    }
    Integer limit = bound;
    if (all != (limit != null)) {
      throw new ParameterException(
          spec.commandLine(), "--all needs --bound T, and --bound goes" + " with --all");
    }
    if (checkpoint != null && !proven && !all) {
      throw new ParameterException(spec.commandLine(), "--checkpoint goes with --proven or --all");
    }
    if (cluster != null) {
      if (!proven && !all) {
        throw new ParameterException(spec.commandLine(), "--cluster goes with --proven or --all");
      }
      WorkerCommand.checkAddresses(spec, "--cluster", cluster);
    }
    if (proven || all) {
      return prove(chosen, solver, game, mode, limit);
    }
    if (exact) {
      return rankExactly(solver, game, mode);
    }
    List<Suggestion> best = game.suggest(top);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      SuggestionOutput.printJson(
          out, SuggestionOutput.json(solver.scorer().name(), game.candidates().size(), best));
    } else {
      out.print(
          "best first guesses by "
              + solver.scorer().name()
              + ", "
              + StrategyOptions.describe(mode)
              + ": "
              + SuggestionOutput.count(game.candidates().size(), "answer", "answers")
              + " ("
              + chosen.answersName()
              + "), "
              + SuggestionOutput.count(solver.guesses().size(), "guess", "guesses")
              + " ("
              + chosen.guessesName()
              + ")");
      out.print(System.lineSeparator());
      SuggestionOutput.printTable(out, best);
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }

  /**
   * Solves the scorer's best {@code --pool} openers exactly and prints the best {@code --top} by
   * total guesses (ties: the scorer's order). Openers with no tree within six guesses are left out.
   * JSON: the usual object with {@code "scorer":"exact"}, each suggestion's {@code score} its
   * total, plus {@code totalGuesses}, {@code average}, {@code maxGuesses} and {@code millis}.
   */
  private Integer rankExactly(Solver solver, Game game, Mode mode) {
    if (pool < 1) {
      throw new ParameterException(spec.commandLine(), "--pool must be at least 1, got " + pool);
    }
    List<Suggestion> openers = game.suggest(Math.max(pool, top));
    List<ExactOpener> solved = new ArrayList<>();
    // One builder for the pool: one mark table and one memo serve every opener.
    TreeBuilder builder = solver.treeBuilder().mode(mode).exact();
    for (Suggestion opener : openers.subList(0, Math.min(pool, openers.size()))) {
      long start = System.nanoTime();
      try (ProgressBar bar = ProgressBar.onTerminal(opener.word())) {
        DecisionTree tree = builder.opener(opener.word()).progress(bar).build();
        solved.add(new ExactOpener(opener, tree, (System.nanoTime() - start) / 1_000_000));
      } catch (OpenerLosesException e) {
        // No tree within six guesses from this opener: not ranked.
      }
    }
    solved.sort(Comparator.comparingLong(o -> o.tree.totalGuesses()));
    List<ExactOpener> best = solved.subList(0, Math.min(top, solved.size()));
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      List<Suggestion> words = new ArrayList<>();
      for (ExactOpener o : best) {
        Suggestion s = o.opener;
        words.add(
            Suggestion.of(
                s.word(),
                o.tree.totalGuesses(),
                s.entropyBits(),
                s.worstCase(),
                s.expectedRemaining(),
                s.patterns(),
                s.possibleAnswer()));
      }
      JsonObject object = SuggestionOutput.json("exact", game.candidates().size(), words);
      JsonArray items = object.getAsJsonArray("suggestions");
      for (int i = 0; i < best.size(); i++) {
        JsonObject item = items.get(i).getAsJsonObject();
        item.addProperty("totalGuesses", best.get(i).tree.totalGuesses());
        item.add("average", SuggestionOutput.number(best.get(i).tree.average()));
        item.addProperty("maxGuesses", best.get(i).tree.mostGuesses());
        item.addProperty("millis", best.get(i).millis);
      }
      SuggestionOutput.printJson(out, object);
    } else {
      out.printf(
          Locale.ROOT,
          "best first guesses by exact total, %s: the %d best by %s solved" + " exactly%n",
          StrategyOptions.describe(mode),
          Math.min(pool, openers.size()),
          solver.scorer().name());
      out.printf(
          Locale.ROOT,
          "%3s  %-8s %7s %8s %4s %9s%n",
          "#",
          "guess",
          "total",
          "average",
          "max",
          "seconds");
      for (int i = 0; i < best.size(); i++) {
        ExactOpener o = best.get(i);
        out.printf(
            Locale.ROOT,
            "%3d  %-8s %7d %8.4f %4d %9.1f%n",
            i + 1,
            o.opener.word(),
            o.tree.totalGuesses(),
            o.tree.average(),
            o.tree.mostGuesses(),
            o.millis / 1000.0);
      }
    }
    out.flush();
    return WordleCommand.EXIT_OK;
  }

  /**
   * {@code --exact --proven} and {@code --exact --all}: a proof over every opener ({@link
   * ProvenRanking}), on all cores, recorded in the checkpoint file if one is given.
   */
  private Integer prove(
      ListOptions.Lists chosen, Solver solver, Game game, Mode mode, @Nullable Integer limit)
      throws IOException {
    long start = System.nanoTime();
    OpenerProver prover =
        new OpenerProver(chosen.answers(), chosen.guesses(), solver.rules().withMode(mode));
    List<String> members = cluster;
    ClusterRunner remote = null;
    if (members != null) {
      try {
        remote = ClusterRunner.connect(members);
      } catch (IllegalStateException e) {
        throw new CommandFailure(WordleCommand.EXIT_USAGE, String.valueOf(e.getMessage()));
      }
    }
    Path file = checkpoint;
    try (FileCheckpoint saved = file == null ? null : FileCheckpoint.open(file, prover.job());
        Bars bars = new Bars()) {
      // On this machine's cores unless a cluster is given; recorded in the file if one is given.
      ProvenRanking ranking = ProvenRanking.of(prover).withProgress(bars);
      if (remote != null) {
        ranking = ranking.withRunner(remote);
      }
      if (saved != null) {
        ranking = ranking.withCheckpoint(saved);
      }
      PrintWriter out = spec.commandLine().getOut();
      if (limit != null) {
        // A bound above T is printed as T: how far above depends on what the shared memo held.
        for (OpenerResult r : ranking.all(limit)) {
          out.println(r.opener() + " " + (r.exact() ? "" + r.total() : ">=" + limit));
        }
        out.flush();
        return WordleCommand.EXIT_OK;
      }
      // Seeds fix the cutoff: the N-th best of their totals. Three times as many seeds as openers
      // asked for make it tight (the scorer's 10th best opener is far from the true 10th best),
      // and every opener the bounds leave below it costs a search. In hard modes most of the
      // scorer's best openers lose some answer (27 of its best 30 on today's lists), which costs
      // them milliseconds and leaves no total, so the seeds are its best 100 there.
      int seedCount = mode == Mode.NORMAL ? 3 * Math.max(top, 10) : Math.max(3 * top, 100);
      List<String> seeds = new ArrayList<>();
      for (Suggestion s : game.suggest(seedCount)) {
        seeds.add(s.word());
      }
      ProvenRanking.Result result = ranking.top(top, seeds);
      bars.close();
      long millis = (System.nanoTime() - start) / 1_000_000;
      int answers = chosen.answers().size();
      if (json) {
        JsonObject object = new JsonObject();
        object.addProperty("proven", true);
        object.addProperty("mode", mode.name().toLowerCase(Locale.ROOT));
        JsonArray openers = new JsonArray();
        for (OpenerResult r : result.openers()) {
          JsonObject o = new JsonObject();
          o.addProperty("word", r.opener());
          o.addProperty("totalGuesses", r.total());
          o.add("average", SuggestionOutput.number((double) r.total() / answers));
          openers.add(o);
        }
        object.add("openers", openers);
        object.addProperty("boundedOut", result.boundedOut());
        object.addProperty("millis", millis);
        SuggestionOutput.printJson(out, object);
      } else {
        out.printf(
            Locale.ROOT,
            "the proven %d best openers, %s: every other opener is proved at"
                + " %d or more (%d by a bound alone, %d searched), in %.1f s%n",
            result.openers().size(),
            StrategyOptions.describe(mode),
            result.bound(),
            result.boundedOut(),
            result.searched(),
            millis / 1000.0);
        for (int i = 0; i < result.openers().size(); i++) {
          OpenerResult r = result.openers().get(i);
          out.printf(
              Locale.ROOT,
              "%3d  %-8s %7d %8.4f%n",
              i + 1,
              r.opener(),
              r.total(),
              (double) r.total() / answers);
        }
      }
      out.flush();
      return WordleCommand.EXIT_OK;
    } catch (IllegalStateException e) {
      if (remote == null) {
        throw e;
      }
      // A task the workers could not run (other lists, every attempt lost): the user's setup.
      throw new CommandFailure(WordleCommand.EXIT_USAGE, "on the cluster: " + e.getMessage());
    } finally {
      if (remote != null) {
        remote.close();
      }
    }
  }

  /** One progress bar per phase of a proof, on a terminal only. */
  private static final class Bars implements Progress, AutoCloseable {
    private @Nullable ProgressBar bar;
    private String phase = "";

    @Override
    public synchronized void update(String name, int done, int total) {
      ProgressBar current = bar;
      if (current == null || !name.equals(phase)) {
        if (current != null) {
          current.close();
        }
        current = ProgressBar.onTerminal(name);
        bar = current;
        phase = name;
      }
      current.update(done, total);
    }

    @Override
    public synchronized void close() {
      ProgressBar current = bar;
      if (current != null) {
        current.close();
      }
      bar = null;
    }
  }

  /** An opener with its optimal tree and the time it took. */
  private static final class ExactOpener {
    final Suggestion opener;
    final DecisionTree tree;
    final long millis;

    ExactOpener(Suggestion opener, DecisionTree tree, long millis) {
      this.opener = opener;
      this.tree = tree;
      this.millis = millis;
    }
  }

  /**
   * Checks a {@code --top} value.
   *
   * @throws ParameterException if it is outside 1..{@value #MAX_TOP}
   */
  static void checkTop(CommandSpec spec, int top) {
    if (top < 1 || top > MAX_TOP) {
      throw new ParameterException(
          spec.commandLine(), "--top must be 1 to " + MAX_TOP + ", got " + top);
    }
  }
}
