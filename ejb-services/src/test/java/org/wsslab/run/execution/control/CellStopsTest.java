package org.wsslab.run.execution.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Precision;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.entity.Sample;

class CellStopsTest {

    private static final Instant T = Instant.parse("2026-11-23T00:00:00Z");
    private static final Precision TWO_PCT = new Precision(2, 50, 10);

    @Test
    void aCellOfEqualRoundTripsStopsAtTheMinimumForPrecision() {
        CellStops stops = CellStops.of(TWO_PCT);
        int calls = 0;
        while (stops.stopReason(Mechanism.PLAIN.endpoint(), 100) == null) {
            stops.record(call(Mechanism.PLAIN.endpoint(), 2 + calls++, 1_000_000));
        }
        assertEquals(TWO_PCT.minCalls(), calls);
        assertEquals(CellStops.PRECISION, stops.stopReason(Mechanism.PLAIN.endpoint(), 100));
        assertTrue(stops.skips(new CallOrder.Call(Mechanism.PLAIN.endpoint(), 100, 2 + calls, false)),
                "a stopped cell leaves the rotation");
        assertFalse(stops.skips(new CallOrder.Call(Mechanism.MUTUAL_CERTIFICATES.endpoint(), 100, 0, true)), "the others go on");
    }

    @Test
    void aCellThatNeverSettlesStopsAtItsMaximum() {
        CellStops stops = CellStops.of(TWO_PCT);
        int calls = 0;
        while (stops.stopReason(Mechanism.PLAIN.endpoint(), 100) == null) {
            // Alternating 1 ms and 2 ms: the median's interval spans both, ±33% or more, forever.
            stops.record(call(Mechanism.PLAIN.endpoint(), 2 + calls, calls++ % 2 == 0 ? 1_000_000 : 2_000_000));
        }
        assertEquals(TWO_PCT.maxCalls(), calls);
        assertEquals(CellStops.MAX_CALLS, stops.stopReason(Mechanism.PLAIN.endpoint(), 100));
    }

    @Test
    void warmupCallsCountTowardsNeither() {
        CellStops stops = CellStops.of(TWO_PCT);
        for (int seq = 0; seq < 60; seq++) {
            stops.record(Sample.measured(1, Mechanism.PLAIN.endpoint(), 100, seq, 0, true, seq == 0, 1_000_000, 1, T));
        }
        assertNull(stops.stopReason(Mechanism.PLAIN.endpoint(), 100));
    }

    @Test
    void aResumedRunContinuesAtItsFirstCallNeitherMadeNorSkipped() {
        CallOrder order = CallOrder.of(Order.INTERLEAVED, List.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint()),
                List.of(100),
                2, TWO_PCT.maxCalls());
        List<Sample> stored = new ArrayList<>();
        // Interleaved rounds: plain settles after its 10 counted calls; mutual-certificates varies and goes on.
        for (int round = 0; round < 2 + 12; round++) {
            stored.add(Sample.measured(1, Mechanism.PLAIN.endpoint(), 100, round, 0, round < 2, false, 1_000_000, 1, T));
            stored.add(Sample.measured(1, Mechanism.MUTUAL_CERTIFICATES.endpoint(), 100, round, 0, round < 2, false,
                    round % 2 == 0 ? 1_000_000 : 3_000_000, 1, T));
        }
        CellStops stops = CellStops.of(TWO_PCT);
        stored.forEach(stops::record);
        assertEquals(CellStops.PRECISION, stops.stopReason(Mechanism.PLAIN.endpoint(), 100));
        int next = stops.continueAt(order);
        assertEquals(new CallOrder.Call(Mechanism.MUTUAL_CERTIFICATES.endpoint(), 100, 14, false), order.get(next));
    }

    private static Sample call(Endpoint mechanism, int seq, long rtt) {
        return Sample.measured(1, mechanism, 100, seq, 0, false, false, rtt, 1, T);
    }
}
