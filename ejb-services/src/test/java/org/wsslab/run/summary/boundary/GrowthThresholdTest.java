package org.wsslab.run.summary.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Growth;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.Threshold;
import org.wsslab.statistics.Threshold.Side;

/**
 * Thresholds along a growth series, worked out by hand. b's calls take 1,000 ns each, so a call's ratio
 * is a's round trip ÷ 1,000; with windows of three calls the t quantile is t(0.975, 2) = 4.3026527, and
 * "about the same" is a's over b's from -9.0909% (b ÷ 1.1) to +10%.
 */
class GrowthThresholdTest {

    private static final double SIMILAR = 10;
    private static final Long[] B = {1_000L, 1_000L, 1_000L, 1_000L, 1_000L, 1_000L, 1_000L, 1_000L, 1_000L, 1_000L, 1_000L, 1_000L};

    @Test
    void aSeriesThatLeavesTheBandHasItsThresholdBetweenTwoWindowsCentres() {
        // 12 calls of 100, 200 … 1,200 B in four windows centred on 200, 500, 800 and 1,100 B.
        Long[] a = {1_000L, 1_010L, 990L, 1_020L, 1_000L, 1_040L, 1_500L, 1_550L, 1_450L, 1_600L, 1_650L, 1_700L};
        GrowthThreshold threshold = GrowthThreshold.of(new Growth(100, 100, 12), a, B, 3, SIMILAR);

        assertEquals(3, threshold.window());
        assertEquals(4, threshold.windows().size());
        assertWindow(threshold.windows().get(0), 1, 3, 100, 300, 200, 3, -0.0033334, -2.4568795, 2.5119277, Side.SAME);
        // ln 1.02, ln 1.00, ln 1.04: mean 0.0196744, sd 0.0196107; ± 4.3026527 × 0.0196129 ÷ √3.
        assertWindow(threshold.windows().get(1), 4, 6, 400, 600, 500, 3, 1.9869264, -2.8623518, 7.0782890, Side.SAME);
        assertWindow(threshold.windows().get(2), 7, 9, 700, 900, 800, 3, 49.9444239, 38.0237266, 62.8946761, Side.HIGHER);
        assertWindow(threshold.windows().get(3), 10, 12, 1_000, 1_200, 1_100, 3, 64.9494795, 52.9844689, 77.8502810, Side.HIGHER);
        // The low end goes from -2.8623518 at 500 B to 38.0237266 at 800 B and crosses 10 at
        // t = 12.8623518 / 40.8860784 = 0.3145900: 500 × (800 / 500)^0.3145900 = 579.67439 B.
        Threshold cost = threshold.cost();
        assertEquals(new Threshold(500, Side.SAME, 800, Side.HIGHER, cost.size()), cost);
        assertEquals(579.67439, cost.size(), 1e-5);
    }

    @Test
    void aSeriesThatNeverLeavesTheBandHasNoThreshold() {
        Long[] a = {1_000L, 1_010L, 990L, 1_020L, 1_000L, 1_040L, 980L, 1_000L, 1_030L};
        GrowthThreshold threshold = GrowthThreshold.of(new Growth(100, 100, 9), a, B, 3, SIMILAR);
        assertEquals(List.of(Side.SAME, Side.SAME, Side.SAME), threshold.windows().stream().map(GrowthThreshold.Window::side).toList());
        assertEquals(0.3123567, threshold.windows().get(2).difference().pct(), 1e-6);
        assertNull(threshold.cost());
    }

    @Test
    void aCallWhereEitherFailedGivesNoRatio() {
        // Window 1: a's second call failed: ratios 1.0 and 1.1, t(0.975, 1) = 12.7062047. Window 2: b's first
        // call and a's third failed: one ratio, no interval. Window 3: all three.
        Long[] a = {1_000L, null, 1_100L, 900L, 1_000L, null, 1_500L, 1_550L, 1_450L};
        Long[] b = {1_000L, 1_000L, 1_000L, null, 1_000L, 1_000L, 1_000L, 1_000L, 1_000L};
        GrowthThreshold threshold = GrowthThreshold.of(new Growth(100, 100, 9), a, b, 3, SIMILAR);
        assertWindow(threshold.windows().get(0), 1, 3, 100, 300, 200, 2, 4.8808848, -42.7567377, 92.1623533, Side.SAME);
        GrowthThreshold.Window none = threshold.windows().get(1);
        assertEquals(1, none.calls());
        assertNull(none.difference());
        assertNull(none.side());
        assertEquals(Side.HIGHER, threshold.windows().get(2).side());
        // The window without an interval is passed over: the threshold lies between the first and the third.
        assertEquals(200, threshold.cost().below());
        assertEquals(800, threshold.cost().above());
    }

    @Test
    void callsLeftOverGoToTheLastWindow() {
        Long[] a = {1_000L, 1_010L, 990L, 1_020L, 1_000L, 1_040L, 980L, 1_000L, 1_030L, 1_000L, 1_000L};
        GrowthThreshold threshold = GrowthThreshold.of(new Growth(12, 12, 11), a, B, 3, SIMILAR);
        assertEquals(3, threshold.windows().size());
        GrowthThreshold.Window last = threshold.windows().get(2);
        assertEquals(List.of(7, 11, 84, 132, 108, 5), List.of(last.firstCall(), last.lastCall(), last.firstSize(), last.lastSize(),
                last.centreSize(), last.calls()));
    }

    @Test
    void theDefaultWindowCutsAboutFiftyWindowsOfTenCallsOrMore() {
        assertEquals(10, GrowthThreshold.defaultWindow(60));
        assertEquals(10, GrowthThreshold.defaultWindow(500));
        assertEquals(200, GrowthThreshold.defaultWindow(10_000));
        assertEquals(10, GrowthThreshold.check(20, null));
        assertEquals(3, GrowthThreshold.check(6, 3));
    }

    @Test
    void aWindowTooSmallOrLeavingFewerThanTwoWindowsIsRefusedAtWindow() {
        assertRefusedAtWindow(60, 2, "window: 2 is not allowed; for a series of 60 calls a window is 3 to 30 calls");
        assertRefusedAtWindow(60, 31, "window: 31 is not allowed; for a series of 60 calls a window is 3 to 30 calls");
        assertRefusedAtWindow(15, null, "window: the default window of 10 calls leaves fewer than 2 windows; for a series of 15 calls"
                + " a window is 3 to 7 calls");
        assertRefusedAtWindow(5, 3, "window: 3 is not allowed; a series of 5 calls is too short");
    }

    @Test
    void anEndpointNotInTheSeriesIsRefusedAtItsParameter() {
        Endpoint plain = Mechanism.PLAIN.endpoint();
        Endpoint signOnly = Endpoint.byId("sign-only").orElseThrow();
        Endpoint encryptOnly = Endpoint.byId("encrypt-only").orElseThrow();
        GrowthSeries series = new GrowthSeries(new Growth(100, 100, 12), List.of(
                new GrowthSeries.Line(plain, B, null, null, 0, null), new GrowthSeries.Line(signOnly, B, null, null, 0, null)));
        assertEquals(0, GrowthThreshold.of(series, signOnly, plain, 3, SIMILAR).windows().get(0).difference().pct(), 1e-12);
        Refusal refusal = assertThrows(Refusal.class, () -> GrowthThreshold.of(series, plain, encryptOnly, 3, SIMILAR));
        assertEquals("b", refusal.fields().get(0).path());
    }

    private static void assertRefusedAtWindow(int calls, Integer window, String start) {
        Refusal refusal = assertThrows(Refusal.class, () -> GrowthThreshold.check(calls, window));
        assertEquals("window", refusal.fields().get(0).path());
        assertTrue(refusal.getMessage().startsWith(start), refusal.getMessage());
    }

    private static void assertWindow(GrowthThreshold.Window window, int firstCall, int lastCall, int firstSize, int lastSize, int centre,
            int calls, double pct, double low, double high, Side side) {
        assertEquals(List.of(firstCall, lastCall, firstSize, lastSize, centre, calls), List.of(window.firstCall(), window.lastCall(),
                window.firstSize(), window.lastSize(), window.centreSize(), window.calls()));
        Overhead difference = window.difference();
        assertEquals(pct, difference.pct(), 1e-6);
        assertEquals(low, difference.ciLow(), 1e-6);
        assertEquals(high, difference.ciHigh(), 1e-6);
        assertEquals(side, window.side());
    }
}
