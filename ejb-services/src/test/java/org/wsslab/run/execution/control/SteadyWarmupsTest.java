package org.wsslab.run.execution.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.SteadyWarmup;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.WarmupEnd;

/**
 * The steadiness rule on seeded series, against a naive reference (sorted copies of each window), and
 * a resumed run's plan against an uninterrupted one's.
 */
class SteadyWarmupsTest {

    private static final Instant T = Instant.parse("2026-11-26T00:00:00Z");
    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();
    private static final Endpoint MUTUAL = Mechanism.MUTUAL_CERTIFICATES.endpoint();
    private static final SteadyWarmup RULE = new SteadyWarmup(2, 10, 300);

    /** Feeds a cell's warm-up call after call until it ends; its round trips are {@code rtt} of the seq. */
    private static WarmupEnd warmUp(SteadyWarmups warmups, Endpoint endpoint, LongUnaryOperator rtt) {
        for (int seq = 0; warmups.end(endpoint, 100) == null; seq++) {
            warmups.record(warmup(endpoint, seq, 0, rtt.applyAsLong(seq)));
        }
        return warmups.end(endpoint, 100);
    }

    /** The naive rule: the first call count n (timed calls) at which three adjacent windows' medians each lie within pct of the one before. */
    private static int naiveSteadyAt(List<Long> rtts, SteadyWarmup rule) {
        int w = rule.window();
        for (int n = 3 * w; n <= rtts.size(); n++) {
            double a = median(rtts.subList(n - 3 * w, n - 2 * w));
            double b = median(rtts.subList(n - 2 * w, n - w));
            double c = median(rtts.subList(n - w, n));
            if (Math.abs(b - a) <= a * rule.withinPct() / 100 && Math.abs(c - b) <= b * rule.withinPct() / 100) {
                return n;
            }
        }
        return -1;
    }

    private static double median(List<Long> window) {
        List<Long> sorted = new ArrayList<>(window);
        sorted.sort(null);
        int m = sorted.size();
        return m % 2 == 1 ? sorted.get(m / 2) : (sorted.get(m / 2 - 1) + sorted.get(m / 2)) / 2.0;
    }

    /** 1 ms, plus a warm-up excess that halves every 12 calls from +80%, times seeded noise of ±1%. */
    private static LongUnaryOperator decaying(long seed) {
        List<Long> series = new ArrayList<>();
        Random random = new Random(seed);
        for (int k = 0; k < 1_000; k++) {
            series.add(Math.round(1_000_000 * (1 + 0.8 * Math.pow(0.5, k / 12.0)) * (1 + (random.nextDouble() - 0.5) / 50)));
        }
        return seq -> series.get((int) seq);
    }

    private static List<Long> first(LongUnaryOperator rtt, int n) {
        List<Long> calls = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            calls.add(rtt.applyAsLong(k));
        }
        return calls;
    }

    @Test
    void aDecayingSeriesBecomesSteadyAtTheCallTheRuleComputes() {
        LongUnaryOperator rtt = decaying(4);
        int expected = naiveSteadyAt(first(rtt, 300), RULE);
        WarmupEnd end = warmUp(SteadyWarmups.of(RULE), PLAIN, rtt);
        assertEquals(new WarmupEnd(expected, true), end);
        // The excess is still 8% at call 46: the median moves by more than 2% a window until well past the 30 calls of three windows.
        assertTrue(expected > 60 && expected < 150, "steady at " + expected);
    }

    @Test
    void aNoisyFlatSeriesBecomesSteadyWithinTheCap() {
        Random random = new Random(11);
        List<Long> series = new ArrayList<>();
        for (int k = 0; k < 300; k++) {
            // 1 ms with a 10% spread: each window's median moves by a few %, and now and then by less than 2% twice running.
            series.add(Math.round(1_000_000 * (1 + 0.1 * random.nextGaussian())));
        }
        int expected = naiveSteadyAt(series, RULE);
        assertTrue(expected > 0, "the reference finds it steady within 300");
        assertEquals(new WarmupEnd(expected, true), warmUp(SteadyWarmups.of(RULE), PLAIN, seq -> series.get((int) seq)));
    }

    @Test
    void aSeriesThatNeverSettlesHitsTheCap() {
        // A drift of 5% a window: no two windows' medians ever within 2%.
        WarmupEnd end = warmUp(SteadyWarmups.of(RULE), PLAIN, seq -> Math.round(1_000_000 * Math.pow(1.005, seq)));
        assertEquals(new WarmupEnd(RULE.max(), false), end);
    }

    @Test
    void aPortsFirstCallAndFailedCallsAreNotTimedButCountAsWarmupCalls() {
        SteadyWarmups warmups = SteadyWarmups.of(RULE);
        warmups.record(Sample.measured(1, PLAIN, 100, 0, 0, true, true, 900_000_000, 1, T));
        warmups.record(Sample.failed(1, PLAIN, 100, 1, 0, true, false, "refused", T));
        for (int seq = 2; warmups.end(PLAIN, 100) == null; seq++) {
            warmups.record(warmup(PLAIN, seq, 0, 1_000_000));
        }
        assertEquals(new WarmupEnd(2 + 3 * RULE.window(), true), warmups.end(PLAIN, 100), "30 equal timed calls after the two untimed");
    }

    @Test
    void aSteadyCellSkipsTheRestOfItsWarmupOnly() {
        SteadyWarmups warmups = SteadyWarmups.of(RULE);
        WarmupEnd end = warmUp(warmups, PLAIN, seq -> 1_000_000);
        assertEquals(30, end.calls());
        assertFalse(warmups.skips(new CallOrder.Call(PLAIN, 100, 29, true)), "made");
        assertTrue(warmups.skips(new CallOrder.Call(PLAIN, 100, 30, true)));
        assertTrue(warmups.skips(new CallOrder.Call(PLAIN, 100, 299, true)));
        assertFalse(warmups.skips(new CallOrder.Call(PLAIN, 100, 300, false)), "counted calls are all made");
        assertFalse(warmups.skips(new CallOrder.Call(MUTUAL, 100, 30, true)), "another cell warms up on its own");
        assertNull(warmups.end(MUTUAL, 100));
    }

    /**
     * A blocks run of plain and mutual-certificates, warm-up until steady (cap 60, window 5), 5 counted calls:
     * stopped at every call of its plan and resumed, it ends with the same calls made, the same skipped
     * and each cell's warm-up ended alike, the resumption adding only the repeated warm-up of its block.
     */
    @Test
    void aResumedPlanSkipsTheSameCallsAsAnUninterruptedOne() {
        SteadyWarmup rule = new SteadyWarmup(2, 5, 60);
        CallOrder order = CallOrder.of(Order.BLOCKS_GC, List.of(PLAIN, MUTUAL), List.of(100), rule.max(), 5);
        Map<Endpoint, LongUnaryOperator> rtts = Map.of(PLAIN, decaying(1), MUTUAL, seq -> 3 * decaying(2).applyAsLong(seq));
        Walk whole = new Walk(rule, rtts);
        whole.from(order, 0, List.of(), Integer.MAX_VALUE);
        assertTrue(whole.skipped.size() > 0 && whole.skipped.size() < 2 * rule.max(), "some warm-up skipped: " + whole.skipped.size());
        for (int stop = 1; stop < order.size(); stop++) {
            Walk first = new Walk(rule, rtts);
            first.from(order, 0, List.of(), stop);
            SteadyWarmups resumed = SteadyWarmups.of(rule);
            for (Endpoint endpoint : List.of(PLAIN, MUTUAL)) {
                resumed.recordStored(first.stored.stream().filter(s -> s.endpoint().equals(endpoint)).toList());
            }
            int committed = resumed.continueAt(order);
            Walk second = new Walk(rule, rtts);
            second.warmups = resumed;
            second.segment = 1;
            second.from(order, order.continueAt(committed), order.warmupBefore(committed), Integer.MAX_VALUE);
            Set<String> made = new TreeSet<>(first.made);
            made.addAll(second.made);
            assertEquals(whole.made, made, "stopped before call " + stop);
            for (Endpoint endpoint : List.of(PLAIN, MUTUAL)) {
                assertEquals(whole.warmups.end(endpoint, 100), second.warmups.end(endpoint, 100), "stopped before call " + stop);
            }
            long counted = first.stored.stream().filter(s -> !s.warmup()).count() + second.stored.stream().filter(s -> !s.warmup()).count();
            assertEquals(2 * 5, counted, "every counted call made once, stopped before call " + stop);
        }
    }

    /** Walks a plan as RunExecution does: the repeated warm-up first, then the plan from {@code next}, skipping what the rule skips. */
    private static final class Walk {
        private final Map<Endpoint, LongUnaryOperator> rtts;
        private SteadyWarmups warmups;
        private int segment;
        private final List<Sample> stored = new ArrayList<>();
        private final Set<String> made = new TreeSet<>();
        private final Set<Integer> skipped = new TreeSet<>();

        Walk(SteadyWarmup rule, Map<Endpoint, LongUnaryOperator> rtts) {
            this.rtts = new HashMap<>(rtts);
            this.warmups = SteadyWarmups.of(rule);
        }

        void from(CallOrder order, int next, List<CallOrder.Call> repeated, int stopBefore) {
            for (int i = 0; i < repeated.size() + order.size() - next && next + i - repeated.size() < stopBefore; i++) {
                CallOrder.Call call = i < repeated.size() ? repeated.get(i) : order.get(next + i - repeated.size());
                if (warmups.skips(call)) {
                    if (i >= repeated.size()) {
                        skipped.add(next + i - repeated.size());
                    }
                    continue;
                }
                Sample sample = Sample.measured(1, call.endpoint(), call.size(), call.seq(), segment, call.warmup(), call.seq() == 0,
                        rtts.get(call.endpoint()).applyAsLong(call.seq()), 1, T);
                stored.add(sample);
                made.add(call.endpoint().id() + " " + call.seq());
                warmups.record(sample);
            }
        }
    }

    private static Sample warmup(Endpoint endpoint, int seq, int segment, long rtt) {
        return Sample.measured(1, endpoint, 100, seq, segment, true, false, rtt, 1, T);
    }
}
