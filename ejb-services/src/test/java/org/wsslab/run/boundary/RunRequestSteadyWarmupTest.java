package org.wsslab.run.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Precision;
import org.wsslab.run.entity.RunMode;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.entity.SteadyWarmup;

/** A warm-up until steady: its fields' ranges, and the runs that cannot use it, each refused with what is allowed. */
class RunRequestSteadyWarmupTest {

    private static final SteadyWarmup DEFAULTS = new SteadyWarmup(SteadyWarmup.DEFAULT_WITHIN_PCT, SteadyWarmup.DEFAULT_WINDOW,
            SteadyWarmup.DEFAULT_MAX);

    private static RunRequest asking(String order, RunMode mode, List<Integer> clients, SteadyWarmup rule) {
        return new RunRequest(null, mode instanceof Growth ? null : List.of(100), null, null, order, mode, null, null, null, null, clients)
                .warmingUntilSteady(rule);
    }

    private static Refusal refused(RunRequest request) {
        return assertThrows(Refusal.class, request::check);
    }

    @Test
    void theCapIsThePlansWarmup() {
        assertEquals(SteadyWarmup.DEFAULT_MAX, asking(null, null, null, DEFAULTS).check().warmupOrDefault());
        assertEquals(60, asking("blocks", null, null, new SteadyWarmup(2, 5, 60)).check().warmupOrDefault());
        assertEquals(RunRequest.DEFAULT_WARMUP, asking(null, null, null, null).check().warmupOrDefault(), "a number stays as it was");
    }

    @Test
    void blocksAndPrecisionRunsMayUseIt() {
        asking("blocks-gc", null, null, DEFAULTS).check();
        asking("blocks", new Precision(2, 500, 10), List.of(1), DEFAULTS).check();
    }

    @Test
    void eachFieldOutOfRangeIsRefusedByItsPathWithItsRange() {
        Refusal pct = refused(asking(null, null, null, new SteadyWarmup(0, 10, 300)));
        assertEquals("warmup.until_steady.within_pct", pct.fields().get(0).path());
        assertTrue(pct.getMessage().contains("above 0 and at most 50"), pct.getMessage());
        assertEquals("warmup.until_steady.within_pct",
                refused(asking(null, null, null, new SteadyWarmup(51, 10, 300))).fields().get(0).path());
        Refusal window = refused(asking(null, null, null, new SteadyWarmup(2, 2, 300)));
        assertEquals("warmup.until_steady.window: 2 is not allowed; the calls whose median is compared are from 3 to 1000",
                window.getMessage());
        Refusal max = refused(asking(null, null, null, new SteadyWarmup(2, 10, 29)));
        assertEquals("warmup.until_steady.max: 29 is not allowed; the most warm-up calls per cell are from 3 × window (30, the calls"
                + " the first judgement needs) to " + RunRequest.MAX_WARMUP, max.getMessage());
        assertEquals("warmup.until_steady.max",
                refused(asking(null, null, null, new SteadyWarmup(2, 10, RunRequest.MAX_WARMUP + 1))).fields().get(0).path());
    }

    @Test
    void runsThatCannotUseItAreRefusedSayingWhatIsAllowed() {
        for (RunRequest cannot : List.of(asking("interleaved", null, null, DEFAULTS), asking("interleaved-paused", null, null, DEFAULTS),
                asking("short-blocks", null, null, DEFAULTS), asking(null, null, List.of(1, 4), DEFAULTS),
                asking(null, new Growth(100, 100, 10), null, DEFAULTS), asking(null, new Sequences(List.of(10), 2), null, DEFAULTS))) {
            Refusal refusal = refused(cannot);
            assertEquals("warmup.until_steady", refusal.fields().get(0).path(), refusal.getMessage());
            assertTrue(
                    refusal.getMessage()
                            .contains("one call at a time, in an order that makes each cell's warm-up in one piece: blocks-gc, blocks"),
                    refusal.getMessage());
        }
    }

    @Test
    void aNumberAndARuleTogetherAreRefused() {
        Refusal both = refused(new RunRequest(null, List.of(100), null, 50, null).warmingUntilSteady(DEFAULTS));
        assertEquals("warmup", both.fields().get(0).path());
    }
}
