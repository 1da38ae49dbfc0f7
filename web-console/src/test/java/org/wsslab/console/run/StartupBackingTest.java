package org.wsslab.console.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.wsslab.run.summary.boundary.StartupView;

/** How the run page writes a startup run's figures: medians in ms with their n, ratios with their interval. */
class StartupBackingTest {

    @Test
    void timesAreMillisecondsWithTheirCountsAndFailures() {
        assertEquals("65.00 (n 2)", StartupBacking.times(new StartupView.Times(2, 0, 65e6, 40e6, 90e6)));
        assertEquals("80.00 (n 1, 1 failed)", StartupBacking.times(new StartupView.Times(1, 1, 80e6, 80e6, 80e6)));
        assertEquals("– (n 0)", StartupBacking.times(new StartupView.Times(0, 0, null, null, null)));
    }

    @Test
    void ratiosCarryTheirIntervalFromTwoRepetitions() {
        assertEquals("4.90× (0.37–64.39)", StartupBacking.ratio(new StartupView.Ratio(2, 4.898979, 0.372718, 64.391926)));
        assertEquals("4.00×", StartupBacking.ratio(new StartupView.Ratio(1, 4.0, null, null)));
        assertEquals("–", StartupBacking.ratio(new StartupView.Ratio(0, null, null, null)));
    }
}
