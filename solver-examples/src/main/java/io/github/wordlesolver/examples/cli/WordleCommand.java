package io.github.wordlesolver.examples.cli;

import java.io.BufferedWriter;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
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
 *
 * Command names, arguments, output formats and exit codes are a public interface; new options may
 * be added, existing ones are never renamed:
 *
 * <ul>
 *   <li>{@code wordle assist}: the interactive assistant ({@link AssistCommand}).
 *   <li>{@code wordle rank [--scorer NAME] [--top N] [--hard] [--json] [--exact]}: the best openers
 *       ({@link RankCommand}).
 *   <li>{@code wordle suggest [--scorer NAME] [--hard] [--top N] [--json] GUESS:MARKS...}: the best
 *       next guesses ({@link SuggestCommand}).
 *   <li>{@code wordle simulate [--scorer NAME] [--opener WORD] [--hard] [--json] [--games-out
 *       FILE]}: self-play over every answer ({@link SimulateCommand}).
 *   <li>{@code wordle tree --opener WORD [--exact] [--hard] [--max-guesses N] [--out FILE]
 *       [--json]} and {@code wordle tree --verify FILE}: decision trees ({@link TreeCommand}).
 *   <li>{@code wordle feedback GUESS ANSWER} prints the marks, e.g. {@code --Y-Y}; {@code wordle
 *       feedback -} marks {@code GUESS ANSWER} lines from standard input ({@link FeedbackCommand}).
 *   <li>{@code wordle filter GUESS:MARKS...} prints the answers still possible ({@link
 *       FilterCommand}).
 *   <li>{@code wordle rate GUESS:MARKS... [--answer WORD] [--hard] [--json]}: a played game rated
 *       turn by turn ({@link RateCommand}).
 *   <li>{@code wordle play} ({@link PlayCommand}) and {@code wordle serve} ({@link ServeCommand}).
 *   <li>{@code wordle absurdle [--solver] [--solve [--json]] [--from GUESS,GUESS] [--target WORD]}:
 *       the adversarial variant ({@link AbsurdleCommand}).
 *   <li>{@code wordle bot [--state DIR] [--json]}: a bot hosting games for the users of {@code USER
 *       MESSAGE} lines ({@link BotCommand}).
 * </ul>
 *
 * The word lists are chosen with {@code --list}, {@code --answers}, {@code --guesses} ({@link
 * ListOptions}). Results go to standard output, one item a line. Every error is one line on
 * standard error, {@code wordle COMMAND: MESSAGE}, naming the bad value, never a stack trace. Exit
 * status: {@value #EXIT_OK} success, {@value #EXIT_NO_ANSWER} valid input but no answer fits it,
 * {@value #EXIT_USAGE} usage error or bad input (bad word, bad marks, inconsistent marks,
 * unreadable or malformed word list), {@value #EXIT_INTERNAL} internal error (a bug).
 *
 * <p>Embedding: {@link #newCommandLine(WordleCommand)} gives a {@link CommandLine} with the error
 * handlers installed, whose output and error writers may be replaced before {@code execute}. A
 * {@code WordleCommand} and its {@code CommandLine} serve one thread at a time.
 */
@Command(
    name = "wordle",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description =
        "Wordle solver tools: an assistant, rankings, self-play, optimal decision trees,"
            + " marks, filtering, a game and an HTTP service.",
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

  /**
   * The subcommands by name, in the order help lists them. Each name is its class's
   * {@code @Command} name (tested); they are added in code rather than by the annotation so that a
   * run of one subcommand need not reflect over the others.
   */
  static final Map<String, Class<?>> SUBCOMMANDS = subcommands();

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
    return newCommandLine(command, SUBCOMMANDS.keySet());
  }

  /**
   * As {@link #newCommandLine(WordleCommand)}, with only the subcommand {@code args} start with
   * when they start with one (other than {@code help}): picocli reflects over every registered
   * command class, which for all of them is a good part of the tool's start-up time.
   */
  static CommandLine newCommandLine(WordleCommand command, String[] args) {
    boolean one = args.length > 0 && SUBCOMMANDS.containsKey(args[0]) && !"help".equals(args[0]);
    return newCommandLine(command, one ? Set.of(args[0]) : SUBCOMMANDS.keySet());
  }

  private static CommandLine newCommandLine(WordleCommand command, Set<String> names) {
    CommandLine commandLine = new CommandLine(command);
    for (Map.Entry<String, Class<?>> sub : SUBCOMMANDS.entrySet()) {
      if (names.contains(sub.getKey())) {
        commandLine.addSubcommand(sub.getKey(), sub.getValue());
      }
    }
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
   * Runs the tool on the process's standard streams and exits with the documented status. Output is
   * buffered and flushed before each wait for input and at the end.
   */
  public static void main(String[] args) {
    CommandLine commandLine = newCommandLine(new WordleCommand(), args);
    PrintWriter out =
        new PrintWriter(
            new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16),
            false);
    commandLine.setOut(out);
    int status = commandLine.execute(args);
    out.flush();
    System.exit(status);
  }

  private static Map<String, Class<?>> subcommands() {
    Map<String, Class<?>> map = new LinkedHashMap<>();
    map.put("assist", AssistCommand.class);
    map.put("rank", RankCommand.class);
    map.put("bound", BoundCommand.class);
    map.put("suggest", SuggestCommand.class);
    map.put("simulate", SimulateCommand.class);
    map.put("tree", TreeCommand.class);
    map.put("feedback", FeedbackCommand.class);
    map.put("filter", FilterCommand.class);
    map.put("play", PlayCommand.class);
    map.put("serve", ServeCommand.class);
    map.put("rate", RateCommand.class);
    map.put("worker", WorkerCommand.class);
    map.put("absurdle", AbsurdleCommand.class);
    map.put("bot", BotCommand.class);
    map.put("help", CommandLine.HelpCommand.class);
    return Collections.unmodifiableMap(map);
  }

  /** Called when no subcommand is given: a usage error. */
  @Override
  public Integer call() {
    throw new ParameterException(
        spec.commandLine(),
        "missing command: give one of " + String.join(", ", spec.subcommands().keySet()));
  }
}
