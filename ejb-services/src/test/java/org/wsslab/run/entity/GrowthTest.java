package org.wsslab.run.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;
import org.wsslab.workload.entity.Shape;

/** A growth series' wire probes: after which calls, by default how often, and what is refused. */
class GrowthTest {

    @Test
    void theWireIsProbedAfterTheFirstCallEveryKthAndTheLast() {
        Growth growth = new Growth(12, 12, 30, 10);
        // Calls from 0: the first, the 10th, 20th and 30th (counted from 1), the last being the 30th.
        assertEquals(List.of(0, 9, 19, 29), growth.probedCalls());
        assertEquals(List.of(12, 120, 240, 360), growth.probedSizes());
        assertEquals(growth.probedCalls(), IntStream.range(0, 30).filter(growth::probesAfter).boxed().toList());
    }

    @Test
    void aLastCallOffTheStepIsProbedToo() {
        Growth growth = new Growth(100, 50, 25, 10);
        assertEquals(List.of(0, 9, 19, 24), growth.probedCalls());
        assertEquals(growth.probedCalls(), IntStream.range(0, 25).filter(growth::probesAfter).boxed().toList());
    }

    @Test
    void everyCallOrOnlyTheEnds() {
        assertEquals(List.of(0, 1, 2, 3, 4), new Growth(1, 1, 5, 1).probedCalls());
        assertEquals(List.of(0, 4), new Growth(1, 1, 5, 5).probedCalls());
        assertEquals(List.of(0, 1), new Growth(1, 1, 2, 2).probedCalls());
        assertEquals(List.of(0, 1), new Growth(1, 1, 2, 1).probedCalls());
    }

    @Test
    void byDefaultASeriesGetsAboutTwentyProbes() {
        Growth fig2 = new Growth(12, 12, 10_000);
        assertEquals(500, fig2.wireEvery());
        // The first call, then every 500th: 12 (the first), 6,000, 12,000 … 120,000 (the last).
        assertEquals(21, fig2.probedCalls().size());
        assertEquals(6_000, fig2.probedSizes().get(1));
        assertEquals(120_000, fig2.probedSizes().get(20));
        assertEquals(1, new Growth(12, 12, 30).wireEvery(), "a short series is probed at every call");
        assertEquals(1, Growth.defaultWireEvery(2));
        assertEquals(2, Growth.defaultWireEvery(59));
    }

    @Test
    void aProbeRateOutsideTheSeriesIsRefusedSayingWhatIsAllowed() {
        for (int wireEvery : new int[]{0, -3, 31}) {
            Refusal refusal = assertThrows(Refusal.class, () -> new Growth(12, 12, 30, wireEvery).check(Shape.BYTES));
            assertEquals(List.of("mode.growth.wire_every"), refusal.fields().stream().map(RefusedField::path).toList());
            assertEquals("mode.growth.wire_every: " + wireEvery + " is not allowed; the wire is probed every 1 to 30 calls of the"
                    + " series (its calls; by default calls / 20, at least 1: 1)", refusal.getMessage());
        }
        new Growth(12, 12, 30, 30).check(Shape.BYTES);
        new Growth(12, 12, 30, 1).check(Shape.BYTES);
    }
}
