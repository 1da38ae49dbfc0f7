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

    @Test
    void aPairedSequencesRunIsPlannedSizeBySizeAsItsPairsAndRefusesBadPairsAtTheirField() {
        Sequences paired = Sequences.paired(List.of(new Sequences.Pair(30, 5), new Sequences.Pair(2, 500)), 2);
        RemainingTime.Plan plan = RunPlanning.of(new RunRequest(ONE, null, null, 5, null, paired, null, "books", null, null).check());
        assertEquals(List.of(5, 500), plan.sizes(), "the pairs' sizes");
        assertEquals(List.of(new RemainingTime.Plan.Cell(5 + 30 * 2, 2), new RemainingTime.Plan.Cell(5 + 2 * 2, 2)), plan.bySize());

        assertEquals("mode.sequences.pairs", refused(Sequences.paired(List.of(new Sequences.Pair(3, 100_001)), 2), null));
        assertEquals("mode.sequences.pairs", refused(Sequences.paired(List.of(new Sequences.Pair(0, 5)), 2), null));
        assertEquals("mode.sequences.pairs",
                refused(Sequences.paired(List.of(new Sequences.Pair(3, 5), new Sequences.Pair(3, 5)), 2), null));
        assertEquals("mode.sequences.pairs", refused(new Sequences(List.of(3), 2, List.of(new Sequences.Pair(3, 5))), null));
        assertEquals("sizes", refused(paired, List.of(5)));
    }

    private static String refused(Sequences sequences, List<Integer> sizes) {
        try {
            new RunRequest(ONE, sizes, null, null, null, sequences, null, "books", null, null).check();
            throw new AssertionError("not refused: " + sequences);
        } catch (org.wsslab.refusal.Refusal refusal) {
            return refusal.fields().get(0).path();
        }
    }
}
