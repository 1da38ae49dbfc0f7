package org.wsslab.run.store.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.CellKey;
import org.wsslab.run.plan.control.RemainingTime;
import org.wsslab.run.store.entity.Sample;

class RunPaceTest {

    private static final Instant T = Instant.parse("2026-11-23T00:00:00Z");

    @Test
    void storedCallsAndEachNewBatchMakeTheMeanPerCellAndFailuresCountForNothing() {
        RunPace pace = new RunPace();
        // a resumed run: 10 calls of plain at 100 B stored before, 2 ms on average
        pace.begin(7, Map.of(new CellKey(Mechanism.PLAIN.endpoint(), 100), new RunPace.Total(20_000_000, 10)));
        pace.record(7, List.of(
                Sample.measured(7, Mechanism.PLAIN.endpoint(), 100, 11, 1, false, false, 13_000_000, 1, T),
                Sample.measured(7, Mechanism.PLAIN.endpoint(), 1024, 0, 1, true, true, 4_000_000, 1, T),
                Sample.measured(7, Mechanism.PLAIN.endpoint(), 1024, 1, 1, false, false, 6_000_000, 1, T),
                Sample.failed(7, Mechanism.PLAIN.endpoint(), 1024, 2, 1, false, false, "refused", T),
                Sample.measured(7, Mechanism.MUTUAL_CERTIFICATES.endpoint(), 1024, 0, 1, true, true, 9_000_000, 1, T)));

        RemainingTime.Paces mean = pace.of(7);
        assertEquals(3_000_000, mean.nanos(Mechanism.PLAIN.endpoint(), 100).orElseThrow(), 1e-6, "(20 ms + 13 ms) / 11 calls");
        assertEquals(5_000_000, mean.nanos(Mechanism.PLAIN.endpoint(), 1024).orElseThrow(), 1e-6, "a failed call has no round trip");
        assertEquals(9_000_000, mean.nanos(Mechanism.MUTUAL_CERTIFICATES.endpoint(), 1024).orElseThrow(), 1e-6, "each cell its own");
        assertTrue(pace.of(8).nanos(Mechanism.PLAIN.endpoint(), 100).isEmpty(), "a run not being measured has no pace");

        pace.end(7);
        assertTrue(pace.of(7).nanos(Mechanism.PLAIN.endpoint(), 100).isEmpty(), "a stopped run has no pace");
    }
}
