package org.wsslab.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.statistics.Threshold.AtSize;
import org.wsslab.statistics.Threshold.Side;

/**
 * Thresholds on fixed per-size differences, worked out by hand. With ±10%, "about the same" is a's
 * figure over b's from -9.0909% (b ÷ 1.1) to +10%.
 */
class ThresholdTest {

    @Test
    void anIntervalLeavingTheBandUpwardsCrossesWhereItsLowEndPassesTheEdge() {
        // 100 and 1,000: the interval touches the band; 10,000: wholly above it. The low end goes from 4 to 22,
        // crossing 10 a third of the way: 1,000 × 10^(1/3) = 2,154.43469 B.
        Threshold threshold = Threshold.ofIntervals(List.of(new AtSize(100, -3d, 6d), new AtSize(10_000, 22d, 38d),
                new AtSize(1_000, 4d, 12d)), 10).orElseThrow();
        assertEquals(new Threshold(1_000, Side.SAME, 10_000, Side.HIGHER, threshold.size()), threshold);
        assertEquals(2_154.43469, threshold.size(), 1e-5);
    }

    @Test
    void anIntervalGoingFromBelowToAboveCrossesTheHighEdge() {
        // Below the band at 100 (high end -15), above at 1,000 (low end 15): the low end goes from -25 to 15 and
        // crosses 10 at t = 35/40 = 0.875: 100 × 10^0.875 = 749.89421 B.
        Threshold threshold = Threshold.ofIntervals(List.of(new AtSize(100, -25d, -15d), new AtSize(1_000, 15d, 30d)), 10)
                .orElseThrow();
        assertEquals(Side.LOWER, threshold.from());
        assertEquals(Side.HIGHER, threshold.to());
        assertEquals(749.89421, threshold.size(), 1e-5);
    }

    @Test
    void anIntervalLeavingTheBandDownwardsCrossesTheLowEdge() {
        // The high end goes from 0.9090909 to -19.0909091 and crosses -9.0909091 halfway: 1,000 × 10^0.5 = 3,162.27766 B.
        double edge = 100 / 1.1 - 100;
        Threshold threshold = Threshold.ofIntervals(List.of(new AtSize(1_000, -20d, edge + 10), new AtSize(10_000, -40d, edge - 10)),
                10).orElseThrow();
        assertEquals(Side.LOWER, threshold.to());
        assertEquals(3_162.27766, threshold.size(), 1e-5);
    }

    @Test
    void noThresholdWhenEverySizeIsOnOneSideOrAboutTheSame() {
        assertTrue(Threshold.ofIntervals(List.of(new AtSize(100, -5d, 5d), new AtSize(1_000, -8d, 9d)), 10).isEmpty());
        assertTrue(Threshold.ofIntervals(List.of(new AtSize(100, 20d, 30d), new AtSize(1_000, 40d, 60d)), 10).isEmpty());
        // A size not measured is passed over; one size alone has nothing to cross from.
        assertTrue(Threshold.ofIntervals(List.of(new AtSize(100, null, null), new AtSize(1_000, 40d, 60d)), 10).isEmpty());
    }

    @Test
    void exactDifferencesCrossWhereTheyChangeSign() {
        // a - b: -300, -100, +500 bytes: from -100 to +500 crosses 0 at t = 1/6: 1,000 × 10^(1/6) = 1,467.79927 B.
        Threshold threshold = Threshold.ofDifferences(List.of(new AtSize(100, -300d, -300d), new AtSize(1_000, -100d, -100d),
                new AtSize(10_000, 500d, 500d))).orElseThrow();
        assertEquals(new Threshold(1_000, Side.LOWER, 10_000, Side.HIGHER, threshold.size()), threshold);
        assertEquals(1_467.79927, threshold.size(), 1e-5);
        assertTrue(Threshold.ofDifferences(List.of(new AtSize(100, 80d, 80d), new AtSize(1_000, 900d, 900d))).isEmpty());
    }

    @Test
    void eachSizesSideAgainstTheBand() {
        assertEquals(Side.SAME, Threshold.side(new AtSize(100, 9d, 30d), 10));
        assertEquals(Side.HIGHER, Threshold.side(new AtSize(100, 10.5, 30d), 10));
        assertEquals(Side.LOWER, Threshold.side(new AtSize(100, -30d, -9.1), 10));
    }
}
