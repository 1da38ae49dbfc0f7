package org.wsslab.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class MedianIntervalTest {

    private final MedianInterval interval = new MedianInterval();

    @Test
    void fiveCallsHaveNoIntervalSixHaveTheirExtremes() {
        // P(all of 5 below the median) = 1/32 > 2.5%; of 6, 1/64 < 2.5%: the interval is (min, max).
        assertEquals(0, interval.lowerRank(5));
        assertNull(interval.halfWidthPct(new long[]{1, 2, 3, 4, 5}));
        assertEquals(1, interval.lowerRank(6));
        // Median 35; min 10 and max 100: the larger side, 65, is 185.7% of it.
        assertEquals(65.0 / 35 * 100, interval.halfWidthPct(new long[]{100, 10, 30, 40, 20, 50}), 1e-9);
    }

    @Test
    void ranksFollowTheBinomialTables() {
        // Conover's table of the sign test: n = 10 -> 2nd smallest, n = 20 -> 6th, n = 100 -> 40th.
        assertEquals(2, interval.lowerRank(10));
        assertEquals(6, interval.lowerRank(20));
        assertEquals(40, interval.lowerRank(100));
    }

    @Test
    void equalCallsHaveNoWidth() {
        assertEquals(0.0, interval.halfWidthPct(new long[]{7, 7, 7, 7, 7, 7, 7}));
    }
}
