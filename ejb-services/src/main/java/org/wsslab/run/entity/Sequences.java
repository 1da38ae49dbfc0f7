package org.wsslab.run.entity;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import org.wsslab.refusal.Refusal;

/**
 * A sequences run: L calls on a new port and session, the session's first call included, timed as one
 * total; each sequence made {@code repeats} times (001 and 002 took the best of several). Either every
 * length at every size of the run ({@code lengths}), or only the (length, size) {@code pairs} given
 * (001 Fig 11: 1,000 requests of 5 records … 10 of 15,000), the run's sizes then the pairs' sizes. The
 * run's warm-up calls come first at each size, on ports of their own.
 */
public record Sequences(List<Integer> lengths, int repeats, List<Pair> pairs) implements RunMode {

    public static final int MAX_LENGTHS = 10;
    /** As many pairs as a run may have sizes (each pair may have a size of its own). */
    public static final int MAX_PAIRS = 20;
    public static final int MAX_LENGTH = 100_000;
    public static final int MAX_REPEATS = 100;
    /** Calls of all sequences of one cell: keeps a cell's plan within what a run may hold. */
    public static final int MAX_CELL_CALLS = 100_000;

    /** One sequence length at one size: the size in the run's shape's unit (bytes or records). */
    public record Pair(int length, int size) {
    }

    public Sequences {
        lengths = lengths == null ? null : List.copyOf(lengths);
        pairs = pairs == null ? null : List.copyOf(pairs);
    }

    /** Every length at every size of the run. */
    public Sequences(List<Integer> lengths, int repeats) {
        this(lengths, repeats, null);
    }

    /** Only these (length, size) pairs. */
    public static Sequences paired(List<Pair> pairs, int repeats) {
        return new Sequences(null, repeats, pairs);
    }

    @Override
    public String id() {
        return "sequences";
    }

    /** Whether the run measures only its pairs, rather than every length at every size. */
    public boolean paired() {
        return pairs != null;
    }

    /**
     * Refuses sequences no run can make, saying what is allowed; a pair's size is the request's to check
     * against its shape ({@link #pairSizes}).
     */
    public Sequences check() {
        if (paired()) {
            checkPairs();
        } else {
            checkLengths();
        }
        if (repeats < 1 || repeats > MAX_REPEATS) {
            throw Refusal.at("mode.sequences.repeats", repeats + " is not allowed; each sequence is made 1 to "
                    + MAX_REPEATS + " times");
        }
        int most = cellCalls().stream().mapToInt(Integer::intValue).max().orElse(0);
        if ((long) most * repeats > MAX_CELL_CALLS) {
            throw Refusal.at("mode.sequences", (long) most * repeats + " calls per mechanism and size (lengths added up × repeats);"
                    + " at most " + MAX_CELL_CALLS);
        }
        return this;
    }

    private void checkLengths() {
        if (lengths == null || lengths.isEmpty() || lengths.size() > MAX_LENGTHS) {
            throw Refusal.at("mode.sequences.lengths",
                    "give 1 to " + MAX_LENGTHS + " sequence lengths (calls per session), e.g. [10, 250, 1000], or pairs");
        }
        for (Integer length : lengths) {
            checkLength("mode.sequences.lengths", length);
        }
        Refusal.ifRepeated("mode.sequences.lengths", lengths);
    }

    private void checkPairs() {
        if (lengths != null) {
            throw Refusal.at("mode.sequences.pairs", "give either pairs ([length, size], …) or lengths (each made at every"
                    + " size of the run), not both");
        }
        if (pairs.isEmpty() || pairs.size() > MAX_PAIRS) {
            throw Refusal.at("mode.sequences.pairs", "give 1 to " + MAX_PAIRS + " [length, size] pairs, e.g. [[1000, 5], [10, 500]]");
        }
        for (Pair pair : pairs) {
            checkLength("mode.sequences.pairs", pair.length());
        }
        Refusal.ifRepeated("mode.sequences.pairs", pairs.stream().map(p -> List.of(p.length(), p.size())).toList());
    }

    private static void checkLength(String field, Integer length) {
        if (length == null || length < 1 || length > MAX_LENGTH) {
            throw Refusal.at(field, length + " is not allowed; a sequence is 1 to " + MAX_LENGTH + " calls");
        }
    }

    /** The distinct sizes of the pairs, in the order they are first given: a paired run's sizes. */
    public List<Integer> pairSizes() {
        return List.copyOf(new LinkedHashSet<>(pairs.stream().map(Pair::size).toList()));
    }

    /** The lengths made at a size, in the order they are made: every length, or a paired run's at that size. */
    public List<Integer> lengthsAt(int size) {
        if (!paired()) {
            return lengths;
        }
        return pairs.stream().filter(p -> p.size() == size).map(Pair::length).toList();
    }

    /** The longest sequence made at a size (the one its cumulative cost is read from). */
    public int longestAt(int size) {
        return lengthsAt(size).stream().max(Comparator.naturalOrder()).orElseThrow();
    }

    /** Calls one cell at this size makes in all its sequences (warm-up not included). */
    public int callsAt(int size) {
        return lengthsAt(size).stream().mapToInt(Integer::intValue).sum() * repeats;
    }

    /**
     * The calls of one endpoint's cells at these sizes, each warm-up included: a paired run's progress, as its
     * sizes' cells differ from the largest's, which its plan holds.
     */
    public long cellCalls(List<Integer> sizes, int warmup) {
        return sizes.stream().mapToLong(size -> warmup + callsAt(size)).sum();
    }

    /** The sessions a cell at this size opens: one per sequence. */
    public int sessionsAt(int size) {
        return lengthsAt(size).size() * repeats;
    }

    /**
     * The calls per cell a run stores: its cells' calls, which a run that crosses lengths with sizes
     * makes alike at every size; a paired run's largest cell's (its cells differ: {@link #callsAt}).
     */
    public int callsPerCell() {
        return cellCalls().stream().mapToInt(Integer::intValue).max().orElse(0) * repeats;
    }

    /** Each size's lengths added up, once per repetition. */
    private List<Integer> cellCalls() {
        List<Integer> calls = new ArrayList<>();
        if (paired()) {
            pairSizes().forEach(size -> calls.add(lengthsAt(size).stream().mapToInt(Integer::intValue).sum()));
        } else {
            calls.add(lengths.stream().mapToInt(Integer::intValue).sum());
        }
        return calls;
    }
}
