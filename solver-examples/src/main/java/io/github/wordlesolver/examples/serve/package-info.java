/**
 * A JSON-over-HTTP service for bots and a web app on Eclipse Jetty, {@link
 * io.github.wordlesolver.examples.serve.WordleServer}: the service behind {@code wordle serve}. One
 * shared solver, a game per request; one package-private class a job (the route table, the
 * dispatcher, the request reader, the refusals, one class per endpoint), listed in WordleServer's
 * class comment. Uses the solver set up by {@code examples.setup}; the {@code cli} package runs it.
 */
package io.github.wordlesolver.examples.serve;
