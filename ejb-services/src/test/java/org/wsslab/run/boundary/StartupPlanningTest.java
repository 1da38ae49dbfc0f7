package org.wsslab.run.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.wsslab.run.entity.Startup;
import org.wsslab.run.plan.control.RemainingTime;

/**
 * What a startup run's time left prices: its visits' calls, two new ports per visit, and each restart left
 * at the mean the lab has timed; no estimate before a restart was timed (no guess).
 */
class StartupPlanningTest {

    private static final Startup K2_N3 = new Startup(2, 3);
    private static final RunRequest REQUEST = new RunRequest(List.of("plain", "sign-only"), null, null, null, null, K2_N3, null, null,
            null, null).check();

    @Test
    void itsCallsAreItsVisitsWithTwoNewPortsEachInterleaved() {
        RemainingTime.Plan plan = RunPlanning.of(REQUEST);
        assertEquals(List.of(100), plan.sizes());
        assertEquals(2 * 5, plan.callsPerCell());
        assertEquals(2 * 2 - 1, plan.sessionsPerCell(), "a visit's two new ports, the cell's first counted as its first call");
        assertFalse(plan.blocks(), "repetitions visit every mechanism in turn");
    }

    @Test
    void eachRestartLeftIsPricedAtTheMeanTimed() {
        RemainingTime.Plan plan = RunPlanning.of(REQUEST);
        Optional<Duration> calls = Optional.of(Duration.ofSeconds(1));
        Optional<Double> mean = Optional.of(2e9);
        assertEquals(Optional.of(Duration.ofSeconds(1 + 4 * 2)), RunPlanning.withRestarts(calls, K2_N3, plan, 0, mean), "2 × 2 visits");
        assertEquals(Optional.of(Duration.ofSeconds(1 + 3 * 2)), RunPlanning.withRestarts(calls, K2_N3, plan, 1, mean),
                "a visit begun has had its restart");
        assertEquals(Optional.of(Duration.ofSeconds(1 + 3 * 2)), RunPlanning.withRestarts(calls, K2_N3, plan, 5, mean));
        assertEquals(calls, RunPlanning.withRestarts(calls, K2_N3, plan, 20, mean), "none left");
        assertEquals(Optional.empty(), RunPlanning.withRestarts(calls, K2_N3, plan, 0, Optional.empty()), "no restart timed yet");
        assertEquals(calls, RunPlanning.withRestarts(calls, null, plan, 0, Optional.empty()), "another run has none");
    }
}
