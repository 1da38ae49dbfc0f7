package org.wsslab.run.execution.control;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.CellKey;
import org.wsslab.run.entity.Precision;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.statistics.MedianInterval;

/**
 * A precision run's cells as their calls come in: after each counted call, whether the 95% interval
 * of the cell's median is now within the rule's ±pct% (then the cell stops: "precision"), or the cell
 * has made its maximum of calls ("max_calls"). A stopped cell leaves the rotation: its remaining
 * planned calls are skipped. Runs between calls, outside the clock: one sorted insertion and two
 * look-ups per call.
 */
final class CellStops implements PlanSkips {

    static final String PRECISION = "precision";
    static final String MAX_CALLS = "max_calls";

    /** One cell's counted round trips, kept sorted, and the calls it made after its warm-up. */
    private static final class State {
        private long[] sorted = new long[64];
        private int n;
        private int made;
        private int nextSeq;
        private String stopped;

        void add(long rtt) {
            if (n == sorted.length) {
                sorted = Arrays.copyOf(sorted, n * 2);
            }
            int at = Arrays.binarySearch(sorted, 0, n, rtt);
            at = at < 0 ? -at - 1 : at;
            System.arraycopy(sorted, at, sorted, at + 1, n - at);
            sorted[at] = rtt;
            n++;
        }
    }

    private final Precision rule;
    private final MedianInterval interval;
    private final Map<CellKey, State> cells = new HashMap<>();

    private CellStops(Precision rule) {
        this.rule = rule;
        // Every rank the run can need, before its first call rather than between calls.
        this.interval = new MedianInterval(rule.maxCalls());
    }

    /** The stops of a run following {@code rule}; a resumed run's stored calls are then {@link #record recorded}, in order. */
    static CellStops of(Precision rule) {
        return new CellStops(rule);
    }

    /** Takes in a call just made (or stored earlier); a counted one may stop its cell. */
    @Override
    public void record(Sample sample) {
        State state = cells.computeIfAbsent(new CellKey(sample.endpoint(), sample.size()), c -> new State());
        state.nextSeq = Math.max(state.nextSeq, sample.seq() + 1);
        if (sample.warmup() || state.stopped != null) {
            return;
        }
        state.made++;
        if (sample.counted()) {
            state.add(sample.rttNanos());
        }
        if (state.n >= rule.minCalls()) {
            Double halfWidth = interval.halfWidthPct(state.sorted, state.n);
            if (halfWidth != null && halfWidth <= rule.pct()) {
                state.stopped = PRECISION;
                return;
            }
        }
        if (state.made >= rule.maxCalls()) {
            state.stopped = MAX_CALLS;
        }
    }

    /** Whether a planned call is no longer needed: its cell stopped. */
    @Override
    public boolean skips(CallOrder.Call call) {
        State state = cells.get(new CellKey(call.endpoint(), call.size()));
        return state != null && state.stopped != null;
    }

    /** Whether a planned call was made already (a resumed run's stored calls). */
    @Override
    public boolean made(CallOrder.Call call) {
        State state = cells.get(new CellKey(call.endpoint(), call.size()));
        return state != null && call.seq() < state.nextSeq;
    }

    /** Why a cell stopped: {@value #PRECISION}, {@value #MAX_CALLS}, or null while it goes on. */
    String stopReason(Endpoint endpoint, int size) {
        State state = cells.get(new CellKey(endpoint, size));
        return state == null ? null : state.stopped;
    }
}
