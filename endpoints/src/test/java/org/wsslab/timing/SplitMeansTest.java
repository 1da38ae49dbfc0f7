package org.wsslab.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class SplitMeansTest {

    @Test
    void theMeansOfTheWhollySplitCallsAddUpToTheirMeanRoundTrip() {
        SplitMeans.Sums sums = new SplitMeans.Sums();
        sums.add(10_000, new CallSplit(4_000L, 3_000L, null, 7_000L, null));
        sums.add(20_000, new CallSplit(8_000L, null, null, 16_000L, "another thread"));
        sums.add(99_000, new CallSplit(null, null, null, 50_000L, "the server timed none of the call's requests"));
        sums.add(99_000, null);

        SplitMeans means = sums.means();
        assertEquals(2, means.n(), "only calls whose every share is known");
        assertEquals((3_000 + 4_000) / 2.0, means.clientNanos());
        assertEquals((4_000 + 8_000) / 2.0, means.serverNanos());
        assertEquals((3_000 + 8_000) / 2.0, means.transportNanos());
        assertEquals((10_000 + 20_000) / 2.0, means.clientNanos() + means.serverNanos() + means.transportNanos());
        assertEquals(3_000.0, means.serverCpuNanos(), "over the calls whose CPU is known");
        assertEquals(40.0, means.serverSharePct(), 1e-9);
    }

    @Test
    void noSplitCallMeansNoFigures() {
        SplitMeans means = new SplitMeans.Sums().means();
        assertEquals(SplitMeans.NONE, means);
        assertNull(means.serverSharePct());
    }
}
