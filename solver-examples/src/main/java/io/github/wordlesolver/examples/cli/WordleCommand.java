package io.github.wordlesolver.examples.cli;

import java.io.BufferedWriter;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code wordle} command line tool: the top command, whose subcommands do the work.
 *
 * <h2>Contract for scripts and bots</h2>
 * Command names, arguments, output formats and exit codes are a public interface; new options may
 * be added, existing ones are never renamed:
 * <ul>
 *   <li>{@code wordle assist}: the interactive assistant ({@link AssistCommand}).
 *   <li>{@code wordle rank [--scorer NAME] [--top N] [--hard] [--json] [--exact]}: the best
 *       openers ({@link RankCommand}).
 *   <li>{@code wordle suggest [--scorer NAME] [--hard] [--top N] [--json] GUESS:MARKS...}: the
 *       best next guesses ({@link SuggestCommand}).
 *   <li>{@code wordle simulate [--scorer NAME] [--opener WORD] [--hard] [--json] [--games-out
 *       FILE]}: self-play over every answer ({@link SimulateCommand}).
 *   <li>{@code wordle tree --opener WORD [--exact] [--hard] [--max-guesses N] [--out FILE]
 *       [--json]} and {@code wordle tree --verify FILE}: decision trees ({@link TreeCommand}).
 *   <li>{@code wordle feedback GUESS ANSWER} prints the marks, e.g. {@code --Y-Y}; {@code wordle
 *       feedback -} marks {@code GUESS ANSWER} lines from standard input ({@link
 *       FeedbackCommand}).
 *   <li>{@code wordle filter GUESS:MARKS...} prints the answers still possible ({@link
 *       FilterCommand}).
 *   <li>{@code wordle rate GUESS:MARKS... [--answer WORD] [--hard] [--json]}: a played game rated
 *       turn by turn ({@link RateCommand}).
 *   <li>{@code wordle play} ({@link PlayCommand}) and {@code wordle serve} ({@link
 *       ServeCommand}).
 *   <li>{@code wordle absurdle [--solver] [--solve [--json]] [--from GUESS,GUESS] [--target
 *       WORD]}: the adversarial variant ({@link AbsurdleCommand}).
 * </ul>
 * The word lists are chosen with {@code --list}, {@code --answers}, {@code --guesses} ({@link
 * ListOptions}).
 * Results go to standard output, one item a line. Every error is one line on standard error,
 * {@code wordle COMMAND: MESSAGE}, naming the bad value, never a stack trace. Exit status:
 * {@value #EXIT_OK} success, {@value #EXIT_NO_ANSWER} valid input but no answer fits it, {@value
 * #EXIT_USAGE} usage error or bad input (bad word, bad marks, inconsistent marks, unreadable or
 * malformed word list), {@value #EXIT_INTERNAL} internal error (a bug).
 *
 * <p>Embedding: {@link #newCommandLine(WordleCommand)} gives a {@link CommandLine} with the error
 * handlers installed, whose output and error writers may be replaced before {@code execute}. A
 * {@code WordleCommand} and its {@code CommandLine} serve one thread at a time.
 */
@Command(
    name = "wordle",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "Wordle solver tools: an assistant, rankings, self-play, optimal decision trees,"
        + " marks, filtering, a game and an HTTP service.",
    subcommands = {AssistCommand.class, RankCommand.class, SuggestCommand.class,
        SimulateCommand.class, TreeCommand.class, FeedbackCommand.class, FilterCommand.class,
        PlayCommand.class, ServeCommand.class, RateCommand.class, WorkerCommand.class,
        AbsurdleCommand.class,
        CommandLine.HelpCommand.class},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:success",
      "1:the marks are valid but no answer fits them",
      "2:usage error or bad input (word, marks, word list)",
      "3:internal error"
    })
public final class WordleCommand implements Callable<Integer> {
  /** Exit status of a successful run. */
  public static final int EXIT_OK = 0;
  /** Exit status when the input is valid but no answer of the list fits it. */
  public static final int EXIT_NO_ANSWER = 1;
  /** Exit status of a usage error or bad input. */
  public static final int EXIT_USAGE = 2;
  /** Exit status of an unexpected internal error. */
  public static final int EXIT_INTERNAL = 3;

  private final InputStream stdin;

  @Spec
  @SuppressWarnings("NullAway.Init")
  private CommandSpec spec;

  /** Creates the command reading standard input from {@link System#in}. */
  public WordleCommand() {
    this(System.in);
  }

  /**
   * Creates the command reading "standard input" (for {@code wordle feedback -}) from {@code
   * stdin}, which it does not close.
   */
  public WordleCommand(InputStream stdin) {
    this.stdin = stdin;
  }

  /** Returns the stream the subcommands read as standard input. */
  InputStream stdin() {
    return stdin;
  }

  /**
   * Returns a command line for {@code command} with the tool's error handlers installed: parse
   * errors and failures become one line on the error writer and the documented exit status. O(1)
   * apart from picocli's reflection over the command classes.
   */
  public static CommandLine newCommandLine(WordleCommand command) {
    CommandLine commandLine = new CommandLine(command);
    ErrorHandler handler = new ErrorHandler();
    commandLine.setParameterExceptionHandler(handler);
    commandLine.setExecutionExceptionHandler(handler);
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    // Marks such as -Y--- are arguments of these commands, not options.
    for (String name : new String[] {"suggest", "filter", "rate"}) {
      CommandLine sub = commandLine.getSubcommands().get(name);
      if (sub != null) {
        sub.setUnmatchedOptionsArePositionalParams(true);
      }
    }
    return commandLine;
  }

  /**
   * Runs the tool on the process's standard streams and exits with the documented status. Output
   * is buffered and flushed before each wait for input and at the end.
   */
  public static void main(String[] args) {
    CommandLine commandLine = newCommandLine(new WordleCommand());
    PrintWriter out =
        new PrintWriter(new BufferedWriter(
            new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16), false);
    commandLine.setOut(out);
    int status = commandLine.execute(args);
    out.flush();
    System.exit(status);
  }

  /** Called when no subcommand is given: a usage error. */
  @Override
  public Integer call() {
    throw new ParameterException(spec.commandLine(),
        "missing command: give one of " + String.join(", ", spec.subcommands().keySet()));
  }
}
