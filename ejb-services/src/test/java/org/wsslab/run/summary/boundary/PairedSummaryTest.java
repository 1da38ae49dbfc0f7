package org.wsslab.run.summary.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.entity.Sample;

/** A paired run's summary: each counted call's round read from its seq, each cell's ratio to plain taken within a round. */
class PairedSummaryTest {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();
    private static final Endpoint MC = Mechanism.MUTUAL_CERTIFICATES.endpoint();
    private static final Instant T0 = Instant.parse("2026-11-26T10:00:00Z");

    /** One warm-up call, then 2 rounds of a settle call (5 s: never counted) and two counted calls. */
    private static List<Sample> cell(Endpoint endpoint, long round0, long round1) {
        List<Sample> calls = new ArrayList<>();
        long[] rtts = {100, 5_000, round0, round0, 5_000, round1, round1};
        for (int seq = 0; seq < rtts.length; seq++) {
            boolean counted = seq != 0 && seq != 1 && seq != 4;
            calls.add(Sample.measured(1, endpoint, 100, seq, 0, !counted, seq == 0, rtts[seq] * 1_000_000, 1, T0.plusSeconds(seq)));
        }
        return calls;
    }

    private static Run run(Order order) {
        Run run = new Run(List.of(PLAIN, MC), List.of(AlgorithmSuite.DEFAULT), List.of(100), 4, 1, order, 7, T0);
        if (order.paired()) {
            run.pair(new Rounds(2, 1));
        }
        return run;
    }

    @Test
    void eachRoundsRatioIsTakenWithinTheRoundAndTheirGeometricMeanIsTheOverhead() {
        List<Sample> samples = new ArrayList<>(cell(PLAIN, 10, 20));
        // Round 0: 15 / 10 = 1.5; round 1: 24 / 20 = 1.2. Geometric mean √1.8 = 1.341641.
        samples.addAll(cell(MC, 15, 24));
        List<CellSummary> summary = new RunSummarizer(run(Order.ROUNDS), samples, List.of()).summary();
        CellSummary mc = summary.stream().filter(c -> c.endpoint().equals(MC)).findFirst().orElseThrow();
        assertEquals(34.1641, mc.paired().overhead().pct(), 1e-4);
        assertEquals(2, mc.paired().rounds());
        assertEquals(35.0, mc.paired().medianPct(), 1e-9);
        assertEquals(4, mc.statistics().n(), "settle calls are not counted");
        CellSummary plain = summary.stream().filter(c -> c.endpoint().equals(PLAIN)).findFirst().orElseThrow();
        assertEquals(0.0, plain.paired().overhead().pct());
    }

    @Test
    void aRunInAnotherOrderHasNoPairedOverhead() {
        List<Sample> samples = new ArrayList<>(cell(PLAIN, 10, 20));
        samples.addAll(cell(MC, 15, 24));
        new RunSummarizer(run(Order.BLOCKS_GC), samples, List.of()).summary().forEach(cell -> assertNull(cell.paired()));
    }
}
