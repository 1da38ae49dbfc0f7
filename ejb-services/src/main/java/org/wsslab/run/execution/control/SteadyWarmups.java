package org.wsslab.run.execution.control;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.CellKey;
import org.wsslab.run.entity.SteadyWarmup;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.WarmupEnd;

/**
 * The warm-ups of a run whose cells warm up until steady, as their calls come in: after each warm-up
 * call, whether the medians of the cell's last three windows of timed warm-up calls (measured, not a
 * port's first call) each lie within ±pct% of the one before; then the cell is steady and the rest of
 * its planned warm-up is skipped, else its warm-up goes on to the cap (the plan's warm-up calls).
 * Runs between calls, outside the clock: three medians of a window each.
 *
 * <p>A cell's warm-up that begins again (a resumed run repeats the warm-up of the block it continues
 * in, from seq 0 on fresh ports) is judged afresh. A resumed run's stored calls, recorded in the order
 * they were made, bring each cell back to where it was: the same calls are skipped as had the run not
 * stopped.
 */
final class SteadyWarmups implements PlanSkips {

    /** One cell's warm-up: its timed round trips in order, the places made, and how it ended (null while it goes on). */
    private static final class State {
        private long[] timed = new long[64];
        private int n;
        private int made;
        private int nextSeq;
        private WarmupEnd end;

        void begin() {
            n = 0;
            made = 0;
            end = null;
        }

        void add(long rtt) {
            if (n == timed.length) {
                timed = Arrays.copyOf(timed, n * 2);
            }
            timed[n++] = rtt;
        }
    }

    private final SteadyWarmup rule;
    private final Map<CellKey, State> cells = new HashMap<>();
    private final long[] scratch;

    private SteadyWarmups(SteadyWarmup rule) {
        this.rule = rule;
        this.scratch = new long[rule.window()];
    }

    /** The warm-ups of a run following {@code rule}; a resumed run's stored calls are then {@link #recordStored recorded}. */
    static SteadyWarmups of(SteadyWarmup rule) {
        return new SteadyWarmups(rule);
    }

    @Override
    public void record(Sample sample) {
        State state = cells.computeIfAbsent(new CellKey(sample.endpoint(), sample.size()), c -> new State());
        state.nextSeq = Math.max(state.nextSeq, sample.seq() + 1);
        if (!sample.warmup()) {
            if (state.end == null) {
                // A counted call ends any warm-up: one stored without a judgement ended at its cap.
                state.end = new WarmupEnd(state.made, false);
            }
            return;
        }
        if (sample.seq() == 0) {
            state.begin();
        }
        if (state.end != null) {
            return;
        }
        state.made = sample.seq() + 1;
        if (sample.ok() && !sample.initial()) {
            state.add(sample.rttNanos());
            if (steady(state)) {
                state.end = new WarmupEnd(state.made, true);
                return;
            }
        }
        if (state.made >= rule.max()) {
            state.end = new WarmupEnd(state.made, false);
        }
    }

    /** Whether the last three windows' medians each lie within ±pct% of the window's before. */
    private boolean steady(State state) {
        int w = rule.window();
        if (state.n < SteadyWarmup.WINDOWS * w) {
            return false;
        }
        double oldest = median(state, state.n - 3 * w);
        double middle = median(state, state.n - 2 * w);
        double last = median(state, state.n - w);
        return within(middle, oldest) && within(last, middle);
    }

    private boolean within(double median, double before) {
        return Math.abs(median - before) <= before * rule.withinPct() / 100;
    }

    private double median(State state, int from) {
        int w = rule.window();
        System.arraycopy(state.timed, from, scratch, 0, w);
        Arrays.sort(scratch);
        return w % 2 == 1 ? scratch[w / 2] : (scratch[w / 2 - 1] + scratch[w / 2]) / 2.0;
    }

    /** Whether a planned call is no longer needed: a warm-up call after its cell became steady. */
    @Override
    public boolean skips(CallOrder.Call call) {
        State state = cells.get(new CellKey(call.endpoint(), call.size()));
        return call.warmup() && state != null && state.end != null && call.seq() >= state.end.calls();
    }

    @Override
    public boolean made(CallOrder.Call call) {
        State state = cells.get(new CellKey(call.endpoint(), call.size()));
        return state != null && call.seq() < state.nextSeq;
    }

    /** How a cell's (latest) warm-up ended; null while it goes on, or before it began. */
    WarmupEnd end(Endpoint endpoint, int size) {
        State state = cells.get(new CellKey(endpoint, size));
        return state == null ? null : state.end;
    }
}
