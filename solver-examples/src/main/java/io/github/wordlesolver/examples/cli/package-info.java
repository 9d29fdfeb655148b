/**
 * The {@code wordle} command line tool, on picocli: the top command {@link
 * io.github.wordlesolver.examples.cli.WordleCommand} (the main class of {@code wordle.jar}), one
 * package-private class per subcommand, and the options and output they share. Its commands,
 * options, outputs and exit codes are a stable interface for scripts.
 *
 * <p>The top of the examples module: it uses the {@code assist}, {@code play} and {@code serve}
 * packages and the library's API. The module opens this package to picocli, which fills the
 * commands' fields by reflection.
 */
package io.github.wordlesolver.examples.cli;
