package io.github.wordlesolver.examples.cli;

import io.github.wordlesolver.examples.bot.HostBot;
import io.github.wordlesolver.examples.setup.SolverSetup;
import io.github.wordlesolver.examples.text.Excerpt;
import io.github.wordlesolver.solver.Solver;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code wordle bot [--list NAME] [--state DIR] [--json]}: a bot that hosts games ({@link
 * HostBot}), reading {@code USER MESSAGE} lines from standard input and answering each with one
 * line on standard output; {@code play day N} plays puzzle N of {@link HostBot#dailyPuzzles} of the
 * lists' answers. With {@code --state DIR} every game is saved there at every move, so a bot killed
 * at any moment goes on where it was when started again. What an operator should know (a damaged
 * file set aside) goes to standard error, {@code wordle bot: ...}. Exit status 0 at the end of the
 * input, 2 for bad options or a directory that cannot be used.
 */
@Command(
    name = "bot",
    mixinStandardHelpOptions = true,
    description = {
      "Hosts Wordle games for chat users: reads lines 'USER MESSAGE' and answers each with one"
          + " line. Messages: play [hard] [seed N|day N], a word to guess (or guess WORD), hint,"
          + " share; anything else gets a short help.",
      "day N plays puzzle N (from 0, on 2021-06-19) of the library's daily order of the"
          + " answers: WordLists.daily(NAME) for a bundled list, DailyPuzzles.of(\"wordle bot\","
          + " answers, 2021-06-19) for answers from a file.",
      "--state DIR saves every game at every move (atomically); --json answers in JSON."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:the input ended", "2:usage error, bad word list or state directory"})
final class BotCommand implements Callable<Integer> {
  @Mixin ListOptions lists = new ListOptions();

  @Option(
      names = "--state",
      paramLabel = "DIR",
      description = "keep every game in DIR, saved at every move (created if missing)")
  @Nullable Path state;

  @Option(names = "--json", description = "answer with one JSON object a line")
  boolean json;

  @ParentCommand
  @SuppressWarnings("NullAway.Init")
  WordleCommand parent;

  @Spec
  @SuppressWarnings("NullAway.Init")
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    Path dir = state;
    if (dir != null && Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new ParameterException(
          spec.commandLine(), "--state '" + Excerpt.of(dir.toString()) + "' is not a directory");
    }
    ListOptions.Lists chosen = lists.load();
    Solver solver = chosen.solver(SolverSetup.Choice.DEFAULT);
    PrintWriter err = spec.commandLine().getErr();
    HostBot bot;
    try {
      bot =
          HostBot.open(
              solver,
              HostBot.dailyPuzzles(chosen.bundledAnswers(), chosen.answers()),
              dir,
              json,
              line -> {
                err.println("wordle bot: " + line);
                err.flush();
              });
    } catch (IOException e) {
      throw new ParameterException(
          spec.commandLine(),
          "--state '" + Excerpt.of(String.valueOf(dir)) + "' cannot be used: " + e.getMessage());
    }
    bot.run(parent.stdin(), spec.commandLine().getOut());
    return WordleCommand.EXIT_OK;
  }
}
