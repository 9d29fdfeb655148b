package io.github.wordlesolver.engine;

import io.github.wordlesolver.Constraints;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.jspecify.annotations.Nullable;

/**
 * A bounded, thread-safe transposition table for the tree search: what is known of a node (its
 * answer set, guesses left and, in hard modes, what its path revealed), as an exact value with its
 * best guess or a lower bound ({@link Entry}), or of a set's feasibility ({@link Verdict}): any
 * {@link Stored} value, merged with what is learnt of its key later.
 *
 * <h2>Policy</h2>
 *
 * An array of slots in pairs; a node hashes to one pair. The array starts small and doubles while
 * it is more than half full, up to the capacity (entries written during a doubling may be lost: a
 * cache may forget). The first slot of a pair keeps the entry with the larger set (more work to
 * recompute), the second takes whatever the first refuses, so new entries are always stored and old
 * ones evicted: memory never grows past the capacity. For one node the table only ever improves: an
 * exact value is never replaced by a bound, and a bound only by a higher bound or an exact value.
 * Updates are compare-and-set, so that holds under any interleaving of threads.
 *
 * <p>Which entries survive depends on timing, but a search's result never depends on the table,
 * only its speed (see {@link TreeSearch}).
 */
final class Memo<E extends Memo.Stored<E>> {
  private static final int INITIAL = 1 << 10;

  private final int capacity;
  private final AtomicInteger used = new AtomicInteger();

  /**
   * Read into {@code var} locals: with an explicit {@code AtomicReferenceArray<@Nullable E>} local,
   * NullAway's strict JSpecify mode (0.12.10) reads the field's type without the annotation.
   */
  private volatile AtomicReferenceArray<@Nullable E> slots;

  /** Creates a table of at most about {@code capacity} entries (a power of two, at least 2). */
  Memo(long capacity) {
    this.capacity = (int) Math.min(1 << 28, Long.highestOneBit(Math.max(2, capacity - 1)) << 1);
    this.slots = new AtomicReferenceArray<>(Math.min(INITIAL, this.capacity));
  }

  private static int pair(Key key, AtomicReferenceArray<?> slots) {
    return key.hash & (slots.length() - 1) & ~1;
  }

  /**
   * A node of a search: the exact set, the guesses left and, in hard modes, what is revealed. What
   * the table stores ({@link Stored}) is its own key, so that a table entry is one object (fewer
   * objects for the collector to copy as the table fills).
   */
  static class Key {
    final int[] set;
    final int depth;
    final @Nullable Constraints revealed;
    private final int hash;

    Key(int[] set, int depth, @Nullable Constraints revealed) {
      this.set = set;
      this.depth = depth;
      this.revealed = revealed;
      this.hash = hash(set, 0, set.length, depth, revealed);
    }

    /** The hash of the key of {@code set[from..to)}, as {@link Key#hashCode} gives it. */
    static int hash(int[] set, int from, int to, int depth, @Nullable Constraints revealed) {
      int h = 1;
      for (int i = from; i < to; i++) {
        h = 31 * h + set[i];
      }
      h = (h * 31 + depth) * 31 + Objects.hashCode(revealed);
      // MurmurHash3's finalizer: a pair is found by the low bits, which the sum above leaves
      // clustered for sets that share most members (the buckets of like guesses).
      h ^= h >>> 16;
      h *= 0x85ebca6b;
      h ^= h >>> 13;
      h *= 0xc2b2ae35;
      return h ^ (h >>> 16);
    }

    /** A copy of {@code key}, hash included. */
    Key(Key key) {
      this.set = key.set;
      this.depth = key.depth;
      this.revealed = key.revealed;
      this.hash = key.hash;
    }

    @Override
    public final boolean equals(@Nullable Object o) {
      return o instanceof Key k
          && hash == k.hash
          && depth == k.depth
          && Arrays.equals(set, k.set)
          && Objects.equals(revealed, k.revealed);
    }

    @Override
    public final int hashCode() {
      return hash;
    }

    /** Whether this is the key of {@code set[from..to)}, whose hash is {@code hash}. */
    final boolean is(
        int hash, int[] set, int from, int to, int depth, @Nullable Constraints revealed) {
      return this.hash == hash
          && this.depth == depth
          && Arrays.equals(this.set, 0, this.set.length, set, from, to)
          && Objects.equals(this.revealed, revealed);
    }
  }

  /**
   * What a table stores: a node, as its own {@link Key}, with what is known of it. A class, not an
   * interface: the table casts every slot it reads to it, and with an interface here the Absurdle
   * search ran 1.3 times slower on Java 17 (not on Java 25).
   */
  abstract static class Stored<E extends Stored<E>> extends Key {
    /** A stored value of the node {@code key}. */
    Stored(Key key) {
      super(key);
    }

    /**
     * Returns what is known once {@code next}, of the same key, is learnt too: all of {@code next},
     * and of this what a bounded value has room for.
     */
    abstract E merge(E next);
  }

  /**
   * What is known of a node: an exact value, with its guess or with -1 when the search did not need
   * one, or a lower bound (guess -1).
   */
  static final class Entry extends Stored<Entry> {
    final int value;
    final boolean exact;
    final int guess;

    Entry(Key key, int value, boolean exact, int guess) {
      super(key);
      this.value = value;
      this.exact = exact;
      this.guess = guess;
    }

    /** An exact value with its guess over one without, over a bound; the higher bound. */
    @Override
    Entry merge(Entry next) {
      if (exact) {
        return next.exact && guess < 0 && next.guess >= 0 ? next : this;
      }
      return !next.exact && next.value <= value ? this : next;
    }
  }

  /** Returns what is known of {@code key}, or null. */
  @Nullable E get(Key key) {
    var slots = this.slots;
    int i = pair(key, slots);
    E first = slots.get(i);
    E second = slots.get(i + 1);
    E found = first != null && first.equals(key) ? first : null;
    if (second != null && second.equals(key)) {
      found = found == null ? second : found.merge(second);
    }
    return found;
  }

  /**
   * Returns what is known of the node whose set is {@code set[from..to)} (ascending), with {@code
   * depth} guesses left and {@code revealed}, or null: {@link #get(Key)} without a key's copy of
   * the set, for bounding a split's buckets before any of them is made an array.
   */
  @Nullable E get(int[] set, int from, int to, int depth, @Nullable Constraints revealed) {
    var slots = this.slots;
    int hash = Key.hash(set, from, to, depth, revealed);
    int i = hash & (slots.length() - 1) & ~1;
    E first = slots.get(i);
    E second = slots.get(i + 1);
    E found = first != null && first.is(hash, set, from, to, depth, revealed) ? first : null;
    if (second != null && second.is(hash, set, from, to, depth, revealed)) {
      found = found == null ? second : found.merge(second);
    }
    return found;
  }

  /** Records what was learnt of a node, merging with what the table knows of it. */
  void record(E entry) {
    var slots = this.slots;
    Key key = entry;
    int i = pair(key, slots);
    while (true) {
      E first = slots.get(i);
      E second = slots.get(i + 1);
      if (first != null && first.equals(key)) {
        E merged = first.merge(entry);
        if (merged == first || slots.compareAndSet(i, first, merged)) {
          return;
        }
      } else if (second != null && second.equals(key)) {
        E merged = second.merge(entry);
        if (merged == second || slots.compareAndSet(i + 1, second, merged)) {
          return;
        }
      } else if (first == null || key.set.length >= first.set.length) {
        if (slots.compareAndSet(i, first, entry)) {
          if (first != null) {
            slots.compareAndSet(i + 1, second, first); // demote; skipped if the slot changed
          }
          added(slots, first == null || second == null);
          return;
        }
      } else if (slots.compareAndSet(i + 1, second, entry)) {
        added(slots, second == null);
        return;
      }
    }
  }

  /** Counts a slot that was empty, and doubles the array once it is more than half full. */
  private void added(AtomicReferenceArray<?> full, boolean newSlot) {
    if (newSlot && used.incrementAndGet() > full.length() / 2 && full.length() < capacity) {
      grow(full);
    }
  }

  private synchronized void grow(AtomicReferenceArray<?> doubling) {
    var full = this.slots;
    if (full != doubling) {
      return;
    }
    AtomicReferenceArray<@Nullable E> bigger = new AtomicReferenceArray<>(full.length() * 2);
    int n = 0;
    for (int i = 0; i < full.length(); i++) {
      E e = full.get(i);
      if (e != null) {
        int j = pair(e, bigger);
        if (bigger.get(j) == null) {
          bigger.set(j, e);
          n++;
        } else if (bigger.get(j + 1) == null) {
          bigger.set(j + 1, e);
          n++;
        }
      }
    }
    used.set(n);
    slots = bigger;
  }

  /** Calls {@code action} with every stored value (a scan: for tests). */
  void forEach(java.util.function.Consumer<E> action) {
    var slots = this.slots;
    for (int i = 0; i < slots.length(); i++) {
      E e = slots.get(i);
      if (e != null) {
        action.accept(e);
      }
    }
  }

  /** Returns the number of slots in use (a scan: for tests and statistics). */
  int size() {
    var slots = this.slots;
    int n = 0;
    for (int i = 0; i < slots.length(); i++) {
      n += slots.get(i) == null ? 0 : 1;
    }
    return n;
  }

  /** Returns the most slots the table will use. */
  int capacity() {
    return capacity;
  }
}
