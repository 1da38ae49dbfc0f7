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
import org.wsslab.timing.AllocationMeans;
import org.wsslab.timing.CallSplit;
import org.wsslab.timing.ThreadAllocation;

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
    void allocationPerCallIsTheMeanOfTheCountedCallsOnEachSideWhereKnown() {
        CellCalls cell = CellCalls.of(M, 100, List.of(
                measured(0, true, true, 9_000_000L, 8_000_000L),
                measured(1, true, false, 500_000L, 400_000L),
                measured(2, false, false, 120_000L, 90_000L),
                Sample.failed(1, M, 100, 3, 0, false, false, "refused", T),
                measured(4, false, false, 80_000L, null),
                measured(5, false, false, null, 60_000L),
                measured(6, false, false, 130_000L, 75_000L)));

        AllocationMeans alloc = cell.alloc();
        assertEquals(3, alloc.clientN(), "counted calls whose client allocation is known: seqs 2, 4, 6");
        assertEquals((120_000 + 80_000 + 130_000) / 3.0, alloc.clientBytes(), 1e-9);
        assertEquals(3, alloc.serverN(), "counted calls whose server allocation is known: seqs 2, 5, 6");
        assertEquals((90_000 + 60_000 + 75_000) / 3.0, alloc.serverBytes(), 1e-9);
        assertEquals(AllocationMeans.NONE, CellCalls.of(M, 100, List.of(measured(0, false, false, null, null))).alloc(),
                "calls stored before the lab counted allocation: nothing to show");
    }

    private static Sample measured(int seq, boolean warmup, boolean initial, Long clientBytes, Long serverBytes) {
        return Sample.measured(1, M, 100, seq, 0, warmup, initial, 1_000_000, 1, clientBytes, T,
                new CallSplit(400_000L, 300_000L, serverBytes, 900_000L, serverBytes == null ? ThreadAllocation.UNSUPPORTED : null));
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
