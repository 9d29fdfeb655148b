package io.github.wordlesolver.engine;

import org.jspecify.annotations.Nullable;

/**
 * The guesses a node of the exact search passes down to its children, of which each child's allowed
 * guesses are a subset, and, when known, how many parts each splits some set above the children
 * into: as a subset never splits into more parts than its superset, a guess with too few parts
 * there cannot bring a child below its cutoff and is dropped from the child's scan unread.
 *
 * @param guesses guess indices in ascending order
 * @param parts null, or {@code parts[i]} at least the parts {@code guesses[i]} splits any child
 *     below into
 */
@SuppressWarnings("ArrayRecordComponent") // never modified
record Pool(int[] guesses, int @Nullable [] parts) {}
