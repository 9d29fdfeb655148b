/**
 * A JSON-over-HTTP service for bots on the JDK's HTTP server, {@link
 * io.github.wordlesolver.examples.serve.WordleServer}: the service behind {@code wordle serve}. One
 * shared solver, a game per request. Uses the solver set up by {@code examples.assist}; the {@code
 * cli} package runs it.
 */
package io.github.wordlesolver.examples.serve;
