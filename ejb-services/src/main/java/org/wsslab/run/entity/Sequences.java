package org.wsslab.run.entity;

import java.util.List;
import org.wsslab.refusal.Refusal;

/**
 * A sequences run: for each size and each length L, L calls on a new port and session, the session's
 * first call included, timed as one total; each sequence made {@code repeats} times (001 and 002
 * took the best of several). The run's warm-up calls come first at each size, on ports of their own.
 */
public record Sequences(List<Integer> lengths, int repeats) implements RunMode {

    public static final int MAX_LENGTHS = 10;
    public static final int MAX_LENGTH = 100_000;
    public static final int MAX_REPEATS = 100;
    /** Calls of all sequences of one cell: keeps a cell's plan within what a run may hold. */
    public static final int MAX_CELL_CALLS = 100_000;

    public Sequences {
        lengths = lengths == null ? null : List.copyOf(lengths);
    }

    @Override
    public String id() {
        return "sequences";
    }

    /** Refuses sequences no run can make, saying what is allowed. */
    public Sequences check() {
        if (lengths == null || lengths.isEmpty() || lengths.size() > MAX_LENGTHS) {
            throw Refusal.at("mode.sequences.lengths",
                    "give 1 to " + MAX_LENGTHS + " sequence lengths (calls per session), e.g. [10, 250, 1000]");
        }
        for (Integer length : lengths) {
            if (length == null || length < 1 || length > MAX_LENGTH) {
                throw Refusal.at("mode.sequences.lengths", length + " is not allowed; a sequence is 1 to " + MAX_LENGTH + " calls");
            }
        }
        Refusal.ifRepeated("mode.sequences.lengths", lengths);
        if (repeats < 1 || repeats > MAX_REPEATS) {
            throw Refusal.at("mode.sequences.repeats", repeats + " is not allowed; each sequence is made 1 to "
                    + MAX_REPEATS + " times");
        }
        if (callsPerCell() > MAX_CELL_CALLS) {
            throw Refusal.at("mode.sequences", callsPerCell() + " calls per mechanism and size (lengths added up × repeats);"
                    + " at most " + MAX_CELL_CALLS);
        }
        return this;
    }

    /** Calls one cell makes in all its sequences (warm-up not included). */
    public int callsPerCell() {
        return lengths.stream().mapToInt(Integer::intValue).sum() * repeats;
    }
}
