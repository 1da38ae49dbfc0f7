package org.wsslab.run.plan.control;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.Rounds;

/**
 * Where the calls of one size go in a paired order ({@code rounds}, {@code rounds-gc}): first each
 * cell's warm-up, one cell after another in the run's order; then {@link Rounds#count()} rounds, in
 * each of which every cell is visited once, in a random order drawn afresh for every round from the
 * run's seed (so a rerun of the same request with the same seed calls in the same order, and the
 * order of a resumed run is the one it started with). A visit is the cell's settle calls, then its
 * share of the round's counted calls.
 *
 * <p>Random rather than rotating: with a fixed rotation a cell always follows the same neighbour,
 * whose left-overs its settle calls would then absorb in the same way round after round.
 */
final class VisitLayout {

    private final List<Endpoint> endpoints;
    private final int warmup;
    private final int calls;
    private final Rounds rounds;
    private final long seed;
    /** The order drawn last: a run asks for the same round's order call after call (immutable, so safe to share). */
    private volatile Drawn last;

    VisitLayout(List<Endpoint> endpoints, int warmup, int calls, Rounds rounds, long seed) {
        if (calls < rounds.count()) {
            throw new IllegalArgumentException(rounds.count() + " rounds need at least as many counted calls per cell, not " + calls);
        }
        this.endpoints = List.copyOf(endpoints);
        this.warmup = warmup;
        this.calls = calls;
        this.rounds = rounds;
        this.seed = seed;
    }

    /** The calls of one cell at a size: warm-up, and every round's settle and counted calls. */
    int perCell() {
        return rounds.perCell(warmup, calls);
    }

    /** The call at {@code inSize}, counted from the first call of its size. */
    CallOrder.Call get(int size, int inSize) {
        int m = endpoints.size();
        if (inSize < warmup * m) {
            return new CallOrder.Call(endpoints.get(inSize / warmup), size, inSize % warmup, true);
        }
        Visit visit = visitAt(size, inSize);
        int inVisit = inSize - visit.start();
        return new CallOrder.Call(visit.endpoint(), size, rounds.visitStart(visit.round(), warmup, calls) + inVisit,
                inVisit < rounds.settle());
    }

    /** The visit the call at {@code inSize} belongs to (past the size's warm-up); its cell is drawn for {@code size}. */
    Visit visitAt(int size, int inSize) {
        Slot slot = slotAt(inSize);
        return new Visit(slot.round(), orderOf(size, slot.round()).get(slot.index()), slot.start(), slot.length());
    }

    /** Where in its round the call at {@code inSize} is (past the size's warm-up): no order is drawn for it. */
    private Slot slotAt(int inSize) {
        int m = endpoints.size();
        int after = inSize - warmup * m;
        int round = rounds.roundOf(warmup + after / m, warmup, calls).orElseThrow();
        // All cells' visits of a round have the same length: the round's first call is m visits of
        // the rounds before in.
        int roundStart = (rounds.visitStart(round, warmup, calls) - warmup) * m;
        int length = rounds.visit(round, calls);
        int index = (after - roundStart) / length;
        return new Slot(round, index, warmup * m + roundStart + index * length, length);
    }

    /** Whether the call at {@code inSize} is the first of a visit (a cell's warm-up counts as one). */
    boolean startsVisit(int inSize) {
        int m = endpoints.size();
        if (inSize < warmup * m) {
            return inSize % warmup == 0;
        }
        return inSize == slotAt(inSize).start();
    }

    /** The settle calls of each visit. */
    int settle() {
        return rounds.settle();
    }

    /**
     * Where a resumed size continues after {@code inSize} of its calls are stored: past its visit's
     * settle calls if it stopped among them (they are made again before), else right there.
     */
    int settledAt(int inSize) {
        Slot slot = slotAt(inSize);
        int settled = slot.start() + rounds.settle();
        return inSize > slot.start() && inSize < settled ? settled : inSize;
    }

    /** The cells in the order round {@code round} of size {@code size} visits them. */
    List<Endpoint> orderOf(int size, int round) {
        Drawn drawn = last;
        if (drawn == null || drawn.size() != size || drawn.round() != round) {
            drawn = new Drawn(size, round, draw(size, round));
            last = drawn;
        }
        return drawn.order();
    }

    private List<Endpoint> draw(int size, int round) {
        List<Endpoint> order = new ArrayList<>(endpoints);
        // java.util.Random's sequence is specified, so the same seed shuffles alike on every JVM; but it
        // keeps only 48 bits of its seed and its first draws from nearby seeds are alike, so each
        // (size, round) gets a seed scrambled by SplitMix64's finaliser.
        Collections.shuffle(order, new Random(mix(mix(seed ^ size) + round)));
        return List.copyOf(order);
    }

    /** SplitMix64's finaliser (Steele, Lea and Flood, 2014): nearby inputs give unrelated outputs. */
    private static long mix(long value) {
        long z = value + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private record Drawn(int size, int round, List<Endpoint> order) {
    }

    /** A visit's place: its round, its turn in the round, where in its size its first call is, and its length. */
    private record Slot(int round, int index, int start, int length) {
    }

    /** One visit: the cell, its round, where in its size its first call is, and how many calls it makes. */
    record Visit(int round, Endpoint endpoint, int start, int length) {
    }
}
