package org.wsslab.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A group's pooled overhead against figures computed by hand (the steps are written beside each). */
class PooledRatioTest {

    private static final double CLOSE = 1e-4;

    /**
     * Three replicates at +10%, +20%, +30%: ratios 1.1, 1.2, 1.3; ln r = 0.0953102, 0.1823216, 0.2623643,
     * mean 0.1799987, sd 0.0835512; exp(mean) = 1.1972158. t(0.975, 2) = 4.3026527, so the half-width on
     * the log scale is 4.3026527 × 0.0835512 / √3 = 0.2075510: exp(−0.0275523) = 0.9728220 and
     * exp(0.3875497) = 1.4733688. CV of the ratios: sd 0.1 over mean 1.2 = 8.3333%.
     */
    @Test
    void threeReplicatesPoolToTheGeometricMeanWithATIntervalOnTheLogRatios() {
        PooledRatio pooled = PooledRatio.of(List.of(new Overhead(10, 9, 11), new Overhead(20, 19, 21), new Overhead(30, 29, 31)));

        assertEquals(19.72158, pooled.pct(), CLOSE);
        assertEquals(-2.71780, pooled.ciLow(), CLOSE);
        assertEquals(47.33688, pooled.ciHigh(), CLOSE);
        assertEquals(8.33333, pooled.cvPct(), CLOSE);
        assertEquals(3, pooled.k());
        assertFalse(pooled.withinRun());
    }

    /**
     * Two replicates at +50% and 0%: ratios 1.5 and 1.0; ln r = 0.4054651 and 0, mean 0.2027326, sd
     * 0.2867071; exp(mean) = 1.2247449 (√1.5). t(0.975, 1) = 12.7062047: half-width 12.7062047 × 0.2867071
     * / √2 = 2.5759613; exp(−2.3732288) = 0.0931794 and exp(2.7786939) = 16.0979815. CV: sd 0.3535534
     * over mean 1.25 = 28.2843%. Two replicates give a wide interval, and it says so.
     */
    @Test
    void twoReplicatesGiveTheWideIntervalOfOneDegreeOfFreedom() {
        PooledRatio pooled = PooledRatio.of(List.of(new Overhead(50, 45, 55), new Overhead(0, -2, 2)));

        assertEquals(22.47449, pooled.pct(), CLOSE);
        assertEquals(-90.68206, pooled.ciLow(), 1e-3);
        assertEquals(1509.7982, pooled.ciHigh(), 1e-2);
        assertEquals(28.28427, pooled.cvPct(), CLOSE);
    }

    @Test
    void oneReplicateIsItsOwnFigureWithItsOwnWithinRunIntervalAndNoSpread() {
        PooledRatio pooled = PooledRatio.of(List.of(new Overhead(12.5, 10, 15)));

        assertEquals(new PooledRatio(12.5, 10, 15, null, 1, true), pooled);
        assertTrue(pooled.withinRun());
        assertNull(PooledRatio.of(List.of()));
    }
}
