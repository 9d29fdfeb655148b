/**
 * The sessions behind {@code wordle play --boards N} and {@code wordle assist --boards N}:
 * multi-board games (Dordle, Quordle, Octordle) driven line by line, without a terminal.
 */
package io.github.wordlesolver.examples.multi;
