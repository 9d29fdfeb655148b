/**
 * Helpers that belong to no layer of the game; not exported: {@link
 * io.github.wordlesolver.internal.Texts} quotes user input in error messages. A leaf: it uses no
 * other package of the project, so any package may use it.
 */
package io.github.wordlesolver.internal;
