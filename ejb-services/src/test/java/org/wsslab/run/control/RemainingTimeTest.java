package org.wsslab.run.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The time left counts each size's remaining calls at that size's pace, not the run's average. */
class RemainingTimeTest {

    private static final List<Integer> SIZES = List.of(100, 1_024, 1_048_576);

    @Test
    void nothingMeasuredYetGivesNoEstimate() {
        assertTrue(RemainingTime.estimate(SIZES, 10, 0, Map.of()).isEmpty());
    }

    @Test
    void remainingCallsOfMeasuredSizesGoAtTheirOwnPace() {
        // 4 calls left at 100 B (1 ms), 10 at 1 KB (2 ms), 10 at 1 MB (2 ms × 1024, scaled from 1 KB)
        Duration left = RemainingTime.estimate(SIZES, 10, 6, Map.of(100, 1e6, 1_024, 2e6)).orElseThrow();
        assertEquals(Duration.ofMillis(4 * 1 + 10 * 2 + 10 * 2 * 1024), left);
    }

    @Test
    void aFinishedPlanNeedsNoMoreTime() {
        assertEquals(Duration.ZERO, RemainingTime.estimate(SIZES, 10, 30, Map.of(100, 1e6)).orElseThrow());
    }
}
