package org.wsslab.run.control;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;
import org.wsslab.catalog.entity.Mechanism;

/**
 * The order in which a run makes its calls. Sizes one after another; within a size, rounds of one
 * call per mechanism, the mechanism that starts each round rotating. So every mechanism's n-th call
 * at a size happens within one round of every other's: slow drift of a shared machine (other load,
 * GC, JIT) lands on all mechanisms alike, and none always follows the same neighbour.
 *
 * <p>Computed, not materialised: a run of 100,000 calls per cell over eleven mechanisms and several
 * sizes would otherwise hold millions of planned calls in the heap it is measuring.
 */
public final class CallOrder extends AbstractList<CallOrder.Call> implements RandomAccess {

    /** One planned call: the cell it belongs to and its place in that cell (warm-up first). */
    public record Call(Mechanism mechanism, int size, int seq, boolean warmup) {
    }

    private final List<Mechanism> mechanisms;
    private final List<Integer> sizes;
    private final int warmup;
    private final int rounds;

    private CallOrder(List<Mechanism> mechanisms, List<Integer> sizes, int warmup, int calls) {
        this.mechanisms = List.copyOf(mechanisms);
        this.sizes = List.copyOf(sizes);
        this.warmup = warmup;
        this.rounds = warmup + calls;
    }

    public static CallOrder of(List<Mechanism> mechanisms, List<Integer> sizes, int warmup, int calls) {
        long total = (long) mechanisms.size() * sizes.size() * (warmup + calls);
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a run of " + total + " calls is too long");
        }
        return new CallOrder(mechanisms, sizes, warmup, calls);
    }

    @Override
    public Call get(int index) {
        int perSize = rounds * mechanisms.size();
        int size = sizes.get(index / perSize);
        int inSize = index % perSize;
        int round = inSize / mechanisms.size();
        Mechanism mechanism = mechanisms.get((inSize % mechanisms.size() + round) % mechanisms.size());
        return new Call(mechanism, size, round, round < warmup);
    }

    @Override
    public int size() {
        return rounds * mechanisms.size() * sizes.size();
    }

    /**
     * Where a resumed run continues after {@code committed} stored calls: right there, unless that is
     * inside a size's warm-up, which {@link #warmupBefore} then repeats whole.
     */
    public int continueAt(int committed) {
        int perSize = rounds * mechanisms.size();
        int sizeStart = committed - committed % perSize;
        int warmupEnd = sizeStart + warmup * mechanisms.size();
        return committed > sizeStart && committed < warmupEnd ? warmupEnd : committed;
    }

    /**
     * The warm-up to repeat in a resumed run that has {@code committed} calls stored: the warm-up
     * rounds of the size it continues in, unless it continues at the start of a size (whose own
     * warm-up then comes anyway).
     * Fresh ports on a restarted server are as cold as the run's first calls were.
     */
    public List<Call> warmupBefore(int committed) {
        List<Call> again = new ArrayList<>();
        if (committed >= size() || committed % (rounds * mechanisms.size()) == 0) {
            return again;
        }
        int sizeStart = committed - committed % (rounds * mechanisms.size());
        for (int i = sizeStart; i < sizeStart + warmup * mechanisms.size(); i++) {
            again.add(get(i));
        }
        return again;
    }
}
