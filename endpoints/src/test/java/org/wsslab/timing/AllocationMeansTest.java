package org.wsslab.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AllocationMeansTest {

    @Test
    void eachSideIsAveragedOverTheCallsWhereItIsKnown() {
        AllocationMeans.Sums sums = new AllocationMeans.Sums();
        sums.add(100_000L, 40_000L);
        sums.add(140_000L, null);
        sums.add(null, null);
        sums.add(90_000L, 60_000L);

        // By hand: client (100 000 + 140 000 + 90 000) / 3 = 110 000; server (40 000 + 60 000) / 2 = 50 000.
        assertEquals(new AllocationMeans(3, 110_000.0, 2, 50_000.0), sums.means());
    }

    @Test
    void noCallKnownMeansNoFigures() {
        AllocationMeans.Sums sums = new AllocationMeans.Sums();
        sums.add(null, null);
        assertEquals(AllocationMeans.NONE, sums.means());
        assertEquals(AllocationMeans.NONE, new AllocationMeans.Sums().means());
    }
}
