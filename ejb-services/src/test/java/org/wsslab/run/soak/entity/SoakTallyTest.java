package org.wsslab.run.soak.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;

/** A soak's counts: exact under concurrent threads, a few error texts kept, totals and rates made from them. */
class SoakTallyTest {

    private static final List<Mechanism> TWO = List.of(Mechanism.PLAIN, Mechanism.TRANSPORT_SSL);

    @Test
    void rowsFollowTheGivenOrderAndStartAtZero() {
        SoakTally tally = new SoakTally(List.of(Mechanism.TRANSPORT_SSL, Mechanism.PLAIN));
        List<SoakTally.Row> rows = tally.rows();
        assertEquals(List.of("transport-ssl", "plain"), rows.stream().map(SoakTally.Row::mechanism).toList());
        assertEquals(0, rows.get(0).calls());
        assertNull(rows.get(0).meanRttMillis(), "no answered call, no mean");
    }

    @Test
    void countsFromManyThreadsAddUpExactly() throws InterruptedException {
        SoakTally tally = new SoakTally(TWO);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            threads.add(Thread.ofPlatform().start(() -> {
                for (int i = 0; i < 10_000; i++) {
                    tally.answered(Mechanism.PLAIN, 2);
                    tally.answered(Mechanism.TRANSPORT_SSL, 3);
                    if (i % 1_000 == 0) {
                        tally.failed(Mechanism.TRANSPORT_SSL, "refused " + i);
                    }
                }
            }));
        }
        for (Thread thread : threads) {
            thread.join();
        }
        List<SoakTally.Row> rows = tally.rows();
        assertEquals(40_000, rows.get(0).calls());
        assertEquals(80_000, rows.get(0).rttNanos());
        assertEquals(0, rows.get(0).errors());
        assertEquals(40_000, rows.get(1).calls());
        assertEquals(120_000, rows.get(1).rttNanos());
        assertEquals(40, rows.get(1).errors());
        assertEquals(SoakTally.KEPT_ERRORS, rows.get(1).firstErrors().size(), "only the first few texts are kept");
    }

    @Test
    void theTotalAddsTheRowsAndRatesComeFromTheCounts() {
        SoakTally tally = new SoakTally(TWO);
        tally.answered(Mechanism.PLAIN, 1_000_000);
        tally.answered(Mechanism.PLAIN, 3_000_000);
        tally.answered(Mechanism.TRANSPORT_SSL, 6_000_000);
        tally.failed(Mechanism.TRANSPORT_SSL, "the echo differs from the payload (3 bytes)");

        List<SoakTally.Row> rows = tally.rows();
        SoakTally.Row total = SoakTally.total(rows);
        assertEquals("total", total.mechanism());
        assertEquals(3, total.calls());
        assertEquals(1, total.errors());
        assertEquals(10_000_000, total.rttNanos());
        assertEquals(List.of("the echo differs from the payload (3 bytes)"), rows.get(1).firstErrors());

        assertEquals(2.0, rows.get(0).meanRttMillis(), 1e-9);
        assertEquals(0.5, rows.get(0).callsPerSecond(Duration.ofSeconds(4)), 1e-9);
        assertEquals(0.75, total.callsPerSecond(Duration.ofSeconds(4)), 1e-9);
        assertNull(total.callsPerSecond(Duration.ZERO), "no time measured yet, no rate");
    }

    @Test
    void attemptsCountEveryCallSoAMechanismWhoseEveryCallFailedShowsErrorsEqualToAttempts() {
        SoakTally tally = new SoakTally(TWO);
        // plain: an opening call answered (outside the clock, so not among the calls), two answered in it.
        for (int i = 0; i < 3; i++) {
            tally.attempted(Mechanism.PLAIN);
        }
        tally.answered(Mechanism.PLAIN, 1_000);
        tally.answered(Mechanism.PLAIN, 1_000);
        // transport-ssl: every call refused, the opening one too.
        for (int i = 0; i < 4; i++) {
            tally.attempted(Mechanism.TRANSPORT_SSL);
            tally.failed(Mechanism.TRANSPORT_SSL, "refused");
        }

        List<SoakTally.Row> rows = tally.rows();
        assertEquals(3, rows.get(0).attempts());
        assertEquals(2, rows.get(0).calls());
        assertEquals(0, rows.get(0).errors());
        assertEquals(4, rows.get(1).attempts());
        assertEquals(0, rows.get(1).calls());
        assertEquals(4, rows.get(1).errors());
        assertEquals(7, SoakTally.total(rows).attempts());
    }

    @Test
    void aMechanismOutsideTheSoakIsRefused() {
        SoakTally tally = new SoakTally(TWO);
        assertThrows(IllegalArgumentException.class, () -> tally.answered(Mechanism.MUTUAL_CERTIFICATES, 1));
        assertThrows(IllegalArgumentException.class, () -> tally.attempted(Mechanism.MUTUAL_CERTIFICATES));
    }
}
