package org.wsslab.run.store.control;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.store.entity.Sample;

class CellCallsTest {

    private static final Instant T = Instant.parse("2026-11-23T00:00:00Z");
    private static final Endpoint M = Mechanism.TRANSPORT_SSL.endpoint();

    @Test
    void keepsTheCountedCallsInOrderAndCountsTheRest() {
        CellCalls cell = CellCalls.of(M, 100, List.of(
                Sample.measured(1, M, 100, 0, 0, true, true, 90_000_000, 9, T),
                Sample.measured(1, M, 100, 1, 0, true, false, 5_000_000, 5, T),
                Sample.measured(1, M, 100, 2, 0, false, false, 3_000_000, 3, T),
                Sample.failed(1, M, 100, 3, 0, false, false, "refused", T),
                Sample.measured(1, M, 100, 4, 0, false, false, 2_000_000, 2, T),
                Sample.measured(1, M, 100, 0, 1, true, true, 70_000_000, 7, T)));

        assertArrayEquals(new long[]{3_000_000, 2_000_000}, cell.rttNanos(), "not warm-up, not initial, not failed");
        assertArrayEquals(new long[]{3, 2}, cell.cpuNanos(), "the same calls' CPU times");
        assertEquals(1, cell.errors());
        assertEquals(80_000_000, cell.initialNanos(), 1e-6, "the mean of both segments' initial calls");
        assertEquals(6, cell.stored(), "every stored call, warm-up and failures included");
    }

    @Test
    void aCellWithoutCallsHasNothingToSummarise() {
        CellCalls cell = CellCalls.of(M, 100, List.of());
        assertEquals(0, cell.rttNanos().length);
        assertEquals(0, cell.cpuNanos().length);
        assertNull(cell.initialNanos());
        assertEquals(0, cell.stored());
    }
}
