package org.wsslab.run.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.plan.control.RemainingTime;

/** What the form's estimate prices is what the mode does: a growth run's series, a sequences run's calls and sessions. */
class RunPlanningTest {

    private static final List<String> ONE = List.of("plain", "mutual-certificates");

    @Test
    void aGrowthRunIsPlannedAsItsSeriesOneCallPerSizeAndMechanism() {
        RemainingTime.Plan plan = RunPlanning.of(new RunRequest(ONE, null, null, null, null, new Growth(12, 12, 1_000), null, null,
                null, null).check());
        assertEquals(1_000, plan.sizes().size(), "growthCalls sizes");
        assertEquals(List.of(12, 24, 12_000), List.of(plan.sizes().get(0), plan.sizes().get(1), plan.sizes().get(999)));
        assertEquals(1, plan.callsPerCell(), "one call per size, no warm-up");
        assertEquals(0, plan.sessionsPerCell());
    }

    @Test
    void aSequencesRunIsPlannedAsItsLengthsTimesRepeatsAndOneSessionPerSequence() {
        RemainingTime.Plan plan = RunPlanning.of(new RunRequest(ONE, List.of(100, 1_024), null, 5, null,
                new Sequences(List.of(10, 250), 3), null, null, null, null).check());
        assertEquals(List.of(100, 1_024), plan.sizes());
        assertEquals((10 + 250) * 3 + 5, plan.callsPerCell(), "the sequences' calls and the warm-up, per size and mechanism");
        assertEquals(2 * 3, plan.sessionsPerCell(), "a session per sequence");
    }
}
