package org.wsslab.statistics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * Cell summaries against values worked out by hand or by the obvious loop. HdrHistogram keeps values to
 * 3 significant digits, so its percentiles are asserted to within 0.1% of the exact nearest-rank value.
 */
class CellStatisticsTest {

    private static final long MS = 1_000_000L;
    private static final double HDR_TOLERANCE = 0.001;

    /** 1..100 ms, in a scrambled order (37 is coprime with 100, so i·37 mod 100 visits every value). */
    private static long[] oneToHundredMillis() {
        long[] values = new long[100];
        for (int i = 0; i < 100; i++) {
            values[i] = ((i * 37L) % 100 + 1) * MS;
        }
        return values;
    }

    @Test
    void oneToHundredMillisecondsHaveTheirKnownStatistics() {
        long[] rtt = oneToHundredMillis();
        long[] cpu = new long[100];
        java.util.Arrays.fill(cpu, 2 * MS);
        cpu[0] = 102 * MS; // mean (99·2 + 102) / 100 = 3 ms

        CellStatistics cell = CellStatistics.of(rtt, cpu, 4);

        assertEquals(100, cell.n());
        assertEquals(50.5 * MS, cell.meanNanos());
        assertEquals(50.5 * MS, cell.medianNanos());
        // sample variance of 1..n is n(n+1)/12; also checked against the two-pass loop
        assertEquals(Math.sqrt(100 * 101 / 12.0) * MS, cell.stdDevNanos(), 1e-6);
        assertEquals(naiveSampleStdDev(rtt), cell.stdDevNanos(), 1e-6);
        assertEquals(MS, cell.minNanos());
        assertEquals(100 * MS, cell.maxNanos());
        assertEquals(MS, cell.bestNanos());
        // nearest rank: the 90th and 99th smallest of 100
        assertEquals(90 * MS, cell.p90Nanos(), 90 * MS * HDR_TOLERANCE);
        assertEquals(99 * MS, cell.p99Nanos(), 99 * MS * HDR_TOLERANCE);
        assertEquals(3.0 * MS, cell.cpuMeanNanos());
        assertEquals(4, cell.errors());
    }

    @Test
    void medianOfAnOddSetIsTheMiddleAndOfAnEvenSetTheMeanOfTheTwoMiddles() {
        assertEquals(20.0, CellStatistics.of(new long[]{30, 10, 20}, new long[3], 0).medianNanos());
        assertEquals(25.0, CellStatistics.of(new long[]{40, 10, 30, 20}, new long[4], 0).medianNanos());
    }

    @Test
    void emptyCellHasItsErrorsAndNoStatistics() {
        CellStatistics cell = CellStatistics.of(new long[0], new long[0], 7);

        assertEquals(new CellStatistics(0, null, null, null, null, null, null, null, null, null, 7), cell);
    }

    @Test
    void singleCallIsEveryStatisticButHasNoStandardDeviation() {
        long rtt = 1_234_567;
        CellStatistics cell = CellStatistics.of(new long[]{rtt}, new long[]{345}, 0);

        assertEquals(1, cell.n());
        assertEquals(rtt, cell.meanNanos());
        assertEquals(rtt, cell.medianNanos());
        assertNull(cell.stdDevNanos());
        assertEquals(rtt, cell.minNanos());
        assertEquals(rtt, cell.maxNanos());
        assertEquals(rtt, cell.bestNanos());
        // exact, not within 0.1%: the bucket top (1,235,967 here) is capped at the maximum
        assertEquals(rtt, cell.p90Nanos());
        assertEquals(rtt, cell.p99Nanos());
        assertEquals(345.0, cell.cpuMeanNanos());
    }

    @Test
    void twoCallsHaveASampleStandardDeviation() {
        // values 10 and 20: mean 15, squared deviations 25 + 25, over n - 1 = 1
        assertEquals(Math.sqrt(50), CellStatistics.of(new long[]{10, 20}, new long[2], 0).stdDevNanos(), 1e-12);
    }

    @Test
    void roundTripsOfMinutesKeepTheirPercentilesToAThousandth() {
        long[] rtt = new long[100];
        for (int i = 0; i < 100; i++) {
            rtt[i] = (i + 1) * 3_000 * MS; // 3 s .. 300 s
        }
        CellStatistics cell = CellStatistics.of(rtt, new long[100], 0);

        assertEquals(270_000 * MS, cell.p90Nanos(), 270_000 * MS * HDR_TOLERANCE);
        assertEquals(297_000 * MS, cell.p99Nanos(), 297_000 * MS * HDR_TOLERANCE);
        assertEquals(300_000 * MS, cell.maxNanos());
    }

    @Test
    void inputsAreLeftUnchanged() {
        // commons' Median and Quantile select in place by default; the cell must not reorder its caller's data
        long[] rtt = oneToHundredMillis();
        long[] cpu = oneToHundredMillis();
        CellStatistics.of(rtt, cpu, 0);

        assertArrayEquals(oneToHundredMillis(), rtt);
        assertArrayEquals(oneToHundredMillis(), cpu);
    }

    @Test
    void refusesMismatchedOrNegativeInput() {
        assertThrows(IllegalArgumentException.class, () -> CellStatistics.of(new long[]{1, 2}, new long[]{1}, 0));
        assertThrows(IllegalArgumentException.class, () -> CellStatistics.of(new long[]{1, -2}, new long[2], 0));
        assertThrows(IllegalArgumentException.class, () -> CellStatistics.of(new long[]{1}, new long[]{-1}, 0));
        assertThrows(IllegalArgumentException.class, () -> CellStatistics.of(new long[0], new long[0], -1));
    }

    private static double naiveSampleStdDev(long[] values) {
        double sum = 0;
        for (long v : values) {
            sum += v;
        }
        double mean = sum / values.length;
        double squares = 0;
        for (long v : values) {
            squares += (v - mean) * (v - mean);
        }
        return Math.sqrt(squares / (values.length - 1));
    }
}
