package io.github.wordlesolver.benchmarks;

import io.github.wordlesolver.GameRules;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.engine.Buckets;
import io.github.wordlesolver.engine.Engine;
import io.github.wordlesolver.engine.MarkTable;
import io.github.wordlesolver.engine.Node;
import io.github.wordlesolver.engine.OverBudgetException;
import io.github.wordlesolver.engine.Rule;
import io.github.wordlesolver.engine.TreeSearch;
import io.github.wordlesolver.wordlists.ListPair;
import io.github.wordlesolver.wordlists.WordLists;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * Which first guesses lose some answer in hard mode: for each opener of a bundled list (or the
 * openers named), checks its buckets smallest first with {@code TreeSearch.canFinish}, each with
 * its own budget of nodes, and stops at the first bucket proved lost. A lost bucket is a proof that
 * no hard-mode play after that opener finds every answer within the guesses allowed; an opener none
 * of whose buckets is proved lost is undecided (some ran out of budget) or wins. Each opener gets a
 * fresh search, so the verdicts do not depend on the number of threads; they run on all cores.
 *
 * <p>{@code java -cp solver-examples/benchmarks/target/benchmarks.jar
 * io.github.wordlesolver.benchmarks.HardOpenerLosses LIST NODES [WORD...]}: prints one line per
 * opener ({@code word lost BUCKET_SIZE}, {@code word undecided OVER_BUDGET_BUCKETS} or {@code word
 * wins}), in list order, then a summary.
 */
public final class HardOpenerLosses {
  private HardOpenerLosses() {}

  /** Runs the check: {@code LIST NODES [WORD...]}. */
  public static void main(String[] args) {
    if (args.length < 2) {
      System.err.println(
          "usage: HardOpenerLosses LIST NODES [WORD...]   (LIST: "
              + String.join(", ", WordLists.names())
              + ")");
      System.exit(2);
    }
    ListPair lists = WordLists.named(args[0]);
    long budget = Long.parseLong(args[1]);
    Engine engine = Engine.shared(GameRules.of(lists.guesses()), lists.answers(), lists.guesses());
    MarkTable table = engine.table();
    Rule rule = engine.rule(Mode.HARD);
    List<Integer> openers = new ArrayList<>();
    for (int i = 2; i < args.length; i++) {
      int g = lists.guesses().indexOf(args[i]);
      if (g < 0) {
        System.err.println("'" + args[i] + "' is not a guess of the " + args[0] + " list");
        System.exit(2);
      }
      openers.add(g);
    }
    if (openers.isEmpty()) {
      IntStream.range(0, lists.guesses().size()).forEach(openers::add);
    }
    int[] all = IntStream.range(0, lists.answers().size()).toArray();
    Node root = new Node(all, engine.rules().maxGuesses(), null);
    long start = System.nanoTime();
    String[] verdicts = new String[openers.size()];
    IntStream.range(0, openers.size())
        .parallel()
        .forEach(
            i -> {
              int g = openers.get(i);
              TreeSearch search =
                  new TreeSearch(table, rule, Integer.MAX_VALUE, 1 << 18, () -> false);
              int over = 0;
              String verdict = null;
              for (int[] bucket : Buckets.smallestFirst(table, g, all)) {
                try {
                  if (!search.canFinish(root.child(table, rule, g, bucket), budget)) {
                    verdict = "lost " + bucket.length;
                    break;
                  }
                } catch (OverBudgetException e) {
                  over++;
                }
              }
              verdicts[i] =
                  lists.guesses().get(g)
                      + " "
                      + (verdict != null ? verdict : over > 0 ? "undecided " + over : "wins");
            });
    int lost = 0;
    int undecided = 0;
    for (String v : verdicts) {
      System.out.println(v);
      lost += v.contains(" lost ") ? 1 : 0;
      undecided += v.contains(" undecided ") ? 1 : 0;
    }
    System.out.printf(
        Locale.ROOT,
        "%d openers: %d lose some answer, %d undecided, %d win; " + "%d nodes per bucket, %.0f s%n",
        verdicts.length,
        lost,
        undecided,
        verdicts.length - lost - undecided,
        budget,
        (System.nanoTime() - start) / 1e9);
  }
}
