package org.wsslab.run.execution.control;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.entity.Sample;

/**
 * A rule by which a run leaves planned calls out as its calls come in: a precision run's stopped cells
 * ({@link CellStops}), a steady cell's remaining warm-up ({@link SteadyWarmups}). The plan stays
 * computed ({@link CallOrder}); the rule says which of its calls are no longer needed and, for a resumed
 * run, which were made, from the calls stored before.
 */
interface PlanSkips {

    /** Takes in a call just made, or one stored before (a resumed run's: {@link #recordStored}). */
    void record(Sample sample);

    /** Whether a planned call is no longer needed. */
    boolean skips(CallOrder.Call call);

    /** Whether a planned call was made already (a resumed run's stored calls). */
    boolean made(CallOrder.Call call);

    /**
     * Takes in one cell's stored calls in the order they were made: segment by segment, each in its
     * sequence (a resumed block's repeated warm-up comes in the later segment, from seq 0 again).
     */
    default void recordStored(List<Sample> cell) {
        cell.stream().sorted(Comparator.comparingInt(Sample::segment).thenComparingInt(Sample::seq)).forEach(this::record);
    }

    /** Where a resumed run continues: its plan's first call neither made nor skipped (stored calls are then no prefix). */
    default int continueAt(CallOrder order) {
        int next = 0;
        while (next < order.size() && (made(order.get(next)) || skips(order.get(next)))) {
            next++;
        }
        return next;
    }

    /** The rules given (nulls are none) as one; null if there is none. */
    static PlanSkips of(PlanSkips... rules) {
        List<PlanSkips> all = Arrays.stream(rules).filter(Objects::nonNull).toList();
        if (all.size() < 2) {
            return all.isEmpty() ? null : all.get(0);
        }
        return new PlanSkips() {
            @Override
            public void record(Sample sample) {
                all.forEach(rule -> rule.record(sample));
            }

            @Override
            public boolean skips(CallOrder.Call call) {
                return all.stream().anyMatch(rule -> rule.skips(call));
            }

            @Override
            public boolean made(CallOrder.Call call) {
                return all.stream().anyMatch(rule -> rule.made(call));
            }
        };
    }
}
