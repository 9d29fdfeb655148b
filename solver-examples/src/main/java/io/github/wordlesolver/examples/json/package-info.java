/**
 * The JSON that every front end writes ({@code wordle … --json} and {@code wordle serve}): one
 * owner for each object's fields, so that the command line and the HTTP service agree.
 */
@NullMarked
package io.github.wordlesolver.examples.json;

import org.jspecify.annotations.NullMarked;
