package org.wsslab.run.summary.boundary;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.store.control.SampleStore.StoredCalls;
import org.wsslab.run.store.entity.Sample;

/** The call a cell settles at, by 000's definition and the robust one, against values worked out by hand (window 9, ±10%). */
class ConvergenceTest {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();

    /** Four slow first calls, then twelve at 100. */
    private static final long[] WARMING = {900, 400, 200, 150, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100};

    @Test
    void theFirstCallAtOrBelowTheMeanIsWhere000SaysTheCellSettles() {
        // Mean 2850 / 16 = 178.125: 900, 400 and 200 lie above it, 150 (call 4) is the first below.
        assertEquals(4, Convergence.meanCall(WARMING));
    }

    @Test
    void theMovingMedianIsOfTheNineCallsCentredOnEachCall() {
        // Call 1: calls 1–5 → 200; call 2: 1–6 → (150 + 200) / 2; call 3: 1–7 → 150; call 4: 1–8 → (100 + 150) / 2; call 5: 1–9 → 100.
        double[] moving = Convergence.movingMedian(WARMING);
        assertArrayEquals(new double[]{200, 175, 150, 125, 100, 100}, Arrays.copyOf(moving, 6));
    }

    @Test
    void theRobustCallIsTheFirstFromWhichTheMovingMedianStaysWithinTenPercentOfTheMedian() {
        // Median of the series 100, band 90–110: calls 1–4's moving medians (200, 175, 150, 125) lie outside, call 5's on are 100.
        assertEquals(5, Convergence.bandCall(WARMING));
    }

    @Test
    void aSeriesLevelFromItsFirstCallSettlesAtCallOneByBoth() {
        long[] level = {100, 104, 96, 100, 102, 98, 100, 101, 99, 100, 103, 97};
        // Mean 1200 / 12 = 100, call 1 is 100; every value, so every median, lies within 90–110 of the median 100.
        assertEquals(1, Convergence.meanCall(level));
        assertEquals(1, Convergence.bandCall(level));
    }

    @Test
    void aDriftingSeriesNeverSettlesByTheRobustDefinitionThough000sFindsACall() {
        long[] drifting = {100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210};
        // Median (150 + 160) / 2 = 155, band 139.5–170.5; the last call's moving median (calls 8–12) is 190.
        assertNull(Convergence.bandCall(drifting));
        // Mean 155: call 1 (100) is below it already.
        assertEquals(1, Convergence.meanCall(drifting));
    }

    @Test
    void aResumedCellsRepeatedWarmUpComesAfterTheCallsMadeBeforeIt() {
        Instant at = Instant.EPOCH;
        // Segment 0 warmed up (seq 0) and made seq 1; resumed, segment 1 warmed up again (seq 0) and made seq 2.
        List<Sample> bySeq = List.of(Sample.measured(1, PLAIN, 100, 0, 0, true, true, 900, 1, at),
                Sample.measured(1, PLAIN, 100, 0, 1, true, true, 800, 1, at),
                Sample.measured(1, PLAIN, 100, 1, 0, false, false, 100, 1, at),
                Sample.measured(1, PLAIN, 100, 2, 1, false, false, 110, 1, at));
        assertArrayEquals(new long[]{900, 100, 800, 110}, Convergence.of(new StoredCalls(PLAIN, 100, 1, bySeq)).rttNanos());
    }

    @Test
    void aCellsSeriesIsEveryMeasuredCallInSeqOrderWarmUpIncludedAndFailedCallsLeftOut() {
        Instant at = Instant.EPOCH;
        List<Sample> calls = List.of(Sample.measured(1, PLAIN, 100, 0, 0, true, true, 900, 1, at),
                Sample.measured(1, PLAIN, 100, 1, 0, true, false, 400, 1, at),
                Sample.failed(1, PLAIN, 100, 2, 0, false, false, "refused", at),
                Sample.measured(1, PLAIN, 100, 3, 0, false, false, 100, 1, at),
                Sample.measured(1, PLAIN, 100, 4, 0, false, false, 100, 1, at));
        Convergence.Cell cell = Convergence.of(new StoredCalls(PLAIN, 100, 1, calls));
        assertArrayEquals(new long[]{900, 400, 100, 100}, cell.rttNanos());
        assertEquals(2, cell.counted(), "as the summary's n: neither warm-up, nor initial, nor failed");
        assertEquals(1, cell.failed());
        // Mean 1500 / 4 = 375: call 3. Fewer calls than a window: each call's moving median is that of all four,
        // (100 + 400) / 2 = 250, the series' median: in the band from call 1.
        assertEquals(375, cell.meanNanos());
        assertEquals(3, cell.meanCall());
        assertEquals(250, cell.medianNanos());
        assertEquals(1, cell.bandCall());
    }
}
