package io.github.wordlesolver.solver;

import io.github.wordlesolver.Alphabet;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.tree.DecisionTree;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A solver's decision tree for one mode: its opener, known from the start, and the tree, given or
 * loaded the first time a game reaches it. Thread-safe: concurrent first uses call the loader once.
 */
final class TreeSlot {
  private final Mode mode;
  private final String opener;
  private @Nullable Supplier<DecisionTree> loader;
  private volatile @Nullable DecisionTree tree;

  private TreeSlot(Mode mode, String opener, @Nullable Supplier<DecisionTree> loader) {
    this.mode = mode;
    this.opener = opener;
    this.loader = loader;
  }

  /** A slot holding {@code tree}, already checked against the solver's lists. */
  static TreeSlot of(DecisionTree tree) {
    TreeSlot slot = new TreeSlot(tree.mode(), tree.opener(), null);
    slot.tree = tree;
    return slot;
  }

  /** A slot whose tree {@code loader} gives on first use; {@code opener} as the builder got it. */
  static TreeSlot lazy(Mode mode, String opener, Supplier<DecisionTree> loader) {
    return new TreeSlot(mode, Alphabet.normalize(opener), loader);
  }

  /** The tree's first guess, normalized; known without loading the tree. */
  String opener() {
    return opener;
  }

  /** Whether the tree, if it is known (given, or loaded and checked), was built for these lists. */
  boolean fitsIfKnown(WordList answers, WordList guesses) {
    DecisionTree known = tree;
    return known == null || fits(known, answers, guesses);
  }

  /** Whether a game with this history may be on the tree: it is empty or opened with its opener. */
  boolean mayHold(List<Turn> history) {
    return history.isEmpty() || history.get(0).guess().equals(opener);
  }

  /**
   * Returns the tree, loading it on the first call.
   *
   * @throws IllegalStateException if the loader fails or gives a tree for another mode, opener or
   *     lists than {@code answers} and {@code guesses}
   */
  DecisionTree get(WordList answers, WordList guesses) {
    DecisionTree known = tree;
    if (known != null) {
      return known;
    }
    synchronized (this) {
      if (tree == null) {
        DecisionTree loaded;
        try {
          loaded = Objects.requireNonNull(loader).get(); // set until the tree is
        } catch (RuntimeException e) {
          throw new IllegalStateException("the " + this + " failed to load: " + e, e);
        }
        if (loaded == null) {
          throw new IllegalStateException("the loader of the " + this + " gave null");
        }
        if (loaded.mode() != mode || !loaded.opener().equals(opener)) {
          throw new IllegalStateException(
              "the loader of the " + this + " gave the " + name(loaded.mode(), loaded.opener()));
        }
        if (!fits(loaded, answers, guesses)) {
          throw new IllegalStateException(
              "the loader of the " + this + " gave a tree for other word lists");
        }
        tree = loaded;
        loader = null;
      }
      return tree;
    }
  }

  /** Names the tree for messages: {@code hard-mode tree of opener salet}. */
  @Override
  public String toString() {
    return name(mode, opener);
  }

  private static String name(Mode mode, String opener) {
    return mode.name().toLowerCase(Locale.ROOT) + "-mode tree of opener " + opener;
  }

  /** Whether {@code tree} was built for these lists: the answers, and the answers then the rest. */
  static boolean fits(DecisionTree tree, WordList answers, WordList guesses) {
    return tree.answers().equals(answers) && tree.guesses().equals(guesses);
  }
}
