/**
 * The values and rules of the game: the bottom layer of the core module, which every other package
 * builds on. It uses no other package of the project but the leaf helpers of {@code
 * io.github.wordlesolver.internal}.
 *
 * <ul>
 *   <li>Marks: {@link Mark}, {@link Feedback} (the marks of one guess, packed in base 3; {@link
 *       Feedback#compute} applies the marking rule) and {@link Turn} (a guess and its marks).
 *   <li>Words: {@link Alphabet} and {@link WordList} (ordered, packed five bits a letter, indexed).
 *   <li>What a history reveals: {@link Constraints} (exactly the consistency predicate) and {@link
 *       CandidateSet} (the answers still possible).
 *   <li>Rules: {@link Mode} (the hard-mode rule, the one place guess legality is decided) and
 *       {@link GameRules} (word length, alphabet, guesses allowed, mode).
 *   <li>A puzzle a day: {@link DailyPuzzles}, a fixed order of any answer list.
 * </ul>
 *
 * <p>The marking rule on packed words is written once, in a package-private class, and the engine's
 * faster table kernel is tested against it. All values are immutable and thread-safe.
 */
@org.jspecify.annotations.NullMarked
package io.github.wordlesolver;
