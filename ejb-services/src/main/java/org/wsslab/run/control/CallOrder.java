package org.wsslab.run.control;

import java.util.ArrayList;
import java.util.List;
import org.wsslab.catalog.entity.Mechanism;

/**
 * The order in which a run makes its calls. Sizes one after another; within a size, rounds of one
 * call per mechanism, the mechanism that starts each round rotating. So every mechanism's n-th call
 * at a size happens within one round of every other's: slow drift of a shared machine (other load,
 * GC, JIT) lands on all mechanisms alike, and none always follows the same neighbour.
 */
public final class CallOrder {

    /** One planned call: the cell it belongs to and its place in that cell (warm-up first). */
    public record Call(Mechanism mechanism, int size, int seq, boolean warmup) {
    }

    private CallOrder() {
    }

    public static List<Call> of(List<Mechanism> mechanisms, List<Integer> sizes, int warmup, int calls) {
        List<Call> order = new ArrayList<>(mechanisms.size() * sizes.size() * (warmup + calls));
        int count = mechanisms.size();
        for (int size : sizes) {
            for (int round = 0; round < warmup + calls; round++) {
                for (int k = 0; k < count; k++) {
                    order.add(new Call(mechanisms.get((k + round) % count), size, round, round < warmup));
                }
            }
        }
        return order;
    }
}
