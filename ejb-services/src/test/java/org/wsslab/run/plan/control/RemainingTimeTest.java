package org.wsslab.run.plan.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;

/** The time left counts each cell's remaining calls at that cell's pace: this run's, else the latest stored. */
class RemainingTimeTest {

    private static final List<Integer> SIZES = List.of(100, 1_024, 1_048_576);
    private static final List<Endpoint> TWO = List.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint());
    private static final RemainingTime.Paces NONE = (m, s) -> OptionalDouble.empty();

    @Test
    void nothingMeasuredOrStoredGivesNoEstimate() {
        assertTrue(RemainingTime.estimate(new RemainingTime.Plan(TWO, SIZES, 10, false), 0, NONE, NONE).isEmpty());
    }

    @Test
    void theFirstEstimateIsThePlanPricedWithTheStoredPaces() {
        Map<String, Double> stored = Map.of("plain@100", 1e6, "mutual-certificates@100", 5e6, "plain@1024", 2e6,
                "mutual-certificates@1024", 6e6, "plain@1048576", 40e6, "mutual-certificates@1048576", 400e6);
        RemainingTime.Paces paces = (m, s) -> {
            Double pace = stored.get(m.id() + "@" + s);
            return pace == null ? OptionalDouble.empty() : OptionalDouble.of(pace);
        };
        for (boolean blocks : new boolean[]{true, false}) {
            Duration first = RemainingTime.estimate(new RemainingTime.Plan(TWO, SIZES, 10, blocks), 0, NONE, paces).orElseThrow();
            assertEquals(Duration.ofNanos((long) (10 * stored.values().stream().mapToDouble(Double::doubleValue).sum())), first);
        }
    }

    @Test
    void inBlocksTheRemainingCallsOfASizeAreItsLastCells() {
        RemainingTime.Paces measured = (m, s) -> OptionalDouble.of(m.equals(Mechanism.PLAIN.endpoint()) ? 1e6 : 5e6);
        // 4 of plain's 10 calls at 100 B made: 6 plain calls and all 10 of mutual-certificates are left at 100 B.
        Duration left = RemainingTime.estimate(new RemainingTime.Plan(TWO, List.of(100), 10, true), 4, measured, NONE).orElseThrow();
        assertEquals(Duration.ofMillis(6 * 1 + 10 * 5), left);
        // Interleaved, 4 calls made are 2 of each: 8 and 8 left.
        left = RemainingTime.estimate(new RemainingTime.Plan(TWO, List.of(100), 10, false), 4, measured, NONE).orElseThrow();
        assertEquals(Duration.ofMillis(8 * 1 + 8 * 5), left);
    }

    @Test
    void aCellNeitherMeasuredNorStoredIsScaledFromItsMechanismsLargestKnownSize() {
        RemainingTime.Paces measured = (m, s) -> s == 1_024 ? OptionalDouble.of(m.equals(Mechanism.PLAIN.endpoint()) ? 2e6 : 4e6)
                : OptionalDouble.empty();
        Duration left = RemainingTime.estimate(new RemainingTime.Plan(TWO, SIZES, 10, false), 20, measured, NONE).orElseThrow();
        // 100 B done; 1 KB: 10 + 10 calls at 2 and 4 ms; 1 MB scaled ×1024.
        assertEquals(Duration.ofMillis(10 * 2 + 10 * 4 + 10 * 2 * 1024 + 10 * 4 * 1024), left);
    }

    /**
     * A mechanism no run measured before: its first estimate is the slowest other mechanism's pace
     * per size; once its small cells are measured, its large ones grow from there as the others' grew
     * (sign-only at 8 ms at 100 B: × 80 as mutual-certificates grew to 1 MB, not × 10,486 as the bytes).
     */
    @Test
    void aNewMechanismIsPricedFromTheOthersNotScaledByBytesFromItsSmallestCell() {
        Map<String, Double> stored = Map.of("plain@100", 1e6, "mutual-certificates@100", 5e6,
                "plain@1048576", 40e6, "mutual-certificates@1048576", 400e6);
        RemainingTime.Paces paces = (m, s) -> {
            Double pace = stored.get(m.id() + "@" + s);
            return pace == null ? OptionalDouble.empty() : OptionalDouble.of(pace);
        };
        List<Endpoint> three = List.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint(),
                Mechanism.SIGN_ONLY.endpoint());
        RemainingTime.Plan plan = new RemainingTime.Plan(three, List.of(100, 1_048_576), 10, true);
        assertEquals(Duration.ofMillis(10 * (1 + 5 + 5) + 10 * (40 + 400 + 400)),
                RemainingTime.estimate(plan, 0, NONE, paces).orElseThrow());
        RemainingTime.Paces measured = (m, s) -> m.equals(Mechanism.SIGN_ONLY.endpoint()) && s == 100 ? OptionalDouble.of(8e6)
                : OptionalDouble.empty();
        assertEquals(Duration.ofMillis(10 * (40 + 400 + 8 * 80)), RemainingTime.estimate(plan, 30, measured, paces).orElseThrow());
    }

    /**
     * Cells under load at 1, 2 and 4 clients on 2 cores, 10 calls per thread: a cell makes 10 + 20 + 40
     * calls, and its wall time is 10 paces alone, 20 ÷ 2 side by side, 40 ÷ 2 queued for the cores: 40
     * paces of 1 ms per endpoint (the estimate was 10, priced as one thread's calls).
     */
    @Test
    void cellsUnderLoadArePricedForEveryThreadsCallsOnTheCoresThereAre() {
        RemainingTime.Paces stored = (m, s) -> OptionalDouble.of(1e6);
        RemainingTime.Plan plan = new RemainingTime.Plan(TWO, List.of(100), 10, true, 0, null,
                new RemainingTime.Plan.Load(List.of(1, 2, 4), 2));
        assertEquals(Duration.ofMillis(2 * 40), RemainingTime.estimate(plan, 0, NONE, stored).orElseThrow());
        assertEquals(Duration.ZERO, RemainingTime.estimate(plan, 2 * 70, NONE, stored).orElseThrow(), "every thread's calls made");
        RemainingTime.Plan manyCores = new RemainingTime.Plan(TWO, List.of(100), 10, true, 0, null,
                new RemainingTime.Plan.Load(List.of(1, 2, 4), 8));
        assertEquals(Duration.ofMillis(2 * 30), RemainingTime.estimate(manyCores, 0, NONE, stored).orElseThrow(),
                "on 8 cores, 4 threads run side by side: 10 paces a level");
    }

    @Test
    void aFinishedPlanNeedsNoMoreTime() {
        RemainingTime.Paces measured = (m, s) -> OptionalDouble.of(1e6);
        assertEquals(Duration.ZERO, RemainingTime.estimate(new RemainingTime.Plan(TWO, SIZES, 10, true), 60, measured, NONE).orElseThrow());
    }

    // --- A growth or sequences run priced for what it does (issue 39: 624 s estimated, 4 s taken). ---

    /** Paces stored for 100 B and 1 KB only, listed as the lab's paces list theirs. */
    private static final RemainingTime.Paces STORED_SMALL = new RemainingTime.Paces() {
        private final Map<String, Double> paces = Map.of("plain@100", 1e6, "plain@1024", 2e6, "mutual-certificates@100", 5e6,
                "mutual-certificates@1024", 6e6);

        @Override
        public OptionalDouble nanos(Endpoint endpoint, int size) {
            Double pace = paces.get(endpoint.id() + "@" + size);
            return pace == null ? OptionalDouble.empty() : OptionalDouble.of(pace);
        }

        @Override
        public java.util.Optional<java.util.Set<Integer>> sizes(Endpoint endpoint) {
            return java.util.Optional.of(java.util.Set.of(100, 1_024));
        }
    };

    /**
     * A growth series of 10 calls, 100 to 1,000 B: each call priced on the line between the stored 100 B
     * and 1 KB paces (a round trip is a fixed cost and a cost per byte), not 100 B's pace times the bytes.
     */
    @Test
    void aGrowthSeriesIsPricedBetweenTheStoredSizesOneCallPerSize() {
        List<Integer> series = java.util.stream.IntStream.rangeClosed(1, 10).map(k -> 100 * k).boxed().toList();
        double nanos = 0;
        for (int size : series) {
            double share = (size - 100) / 924.0;
            nanos += (1e6 + share * 1e6) + (5e6 + share * 1e6);
        }
        assertEquals(Duration.ofNanos((long) nanos),
                RemainingTime.estimate(new RemainingTime.Plan(TWO, series, 1, false), 0, NONE, STORED_SMALL).orElseThrow());
    }

    /** A series that starts below every stored size (12, 24 … 96 B) is priced at the smallest one's pace, not left without an estimate. */
    @Test
    void aGrowthSeriesBelowTheSmallestStoredSizeTakesItsPace() {
        List<Integer> series = java.util.stream.IntStream.rangeClosed(1, 8).map(k -> 12 * k).boxed().toList();
        assertEquals(Duration.ofMillis(8 * (1 + 5)),
                RemainingTime.estimate(new RemainingTime.Plan(TWO, series, 1, false), 0, NONE, STORED_SMALL).orElseThrow());
    }

    /** A sequences run's cell: its calls, and each session's set-up priced as one more call of the cell. */
    @Test
    void aSequencesRunIsPricedForItsCallsAndTheSetUpOfEachSession() {
        // Lengths 1 and 2, repeated 3 times, no warm-up: 9 calls and 6 sessions per cell.
        assertEquals(Duration.ofMillis((9 + 6) * (1 + 5)),
                RemainingTime.estimate(new RemainingTime.Plan(TWO, List.of(100), 9, false, 6), 0, NONE, STORED_SMALL).orElseThrow());
        // A third of the calls made: a third of the sessions opened too.
        assertEquals(Duration.ofMillis((6 + 4) * (1 + 5)),
                RemainingTime.estimate(new RemainingTime.Plan(TWO, List.of(100), 9, false, 6), 6, NONE, STORED_SMALL).orElseThrow());
    }

    /**
     * A mechanism never measured is priced at another's pace only where that one's sizes reach: a growth
     * run's 100 to 650 B grown by bytes to 1 MB is no ground for every other mechanism's 1 MB cells.
     */
    @Test
    void aMechanismNeverMeasuredTakesNoPaceGrownForAnotherBeyondItsSizes() {
        RemainingTime.Plan plan = new RemainingTime.Plan(List.of(Mechanism.PLAIN.endpoint(), Mechanism.SIGN_ONLY.endpoint()),
                List.of(100, 1_048_576), 10, true);
        RemainingTime.Paces plainAt100 = (m, s) -> m.equals(Mechanism.PLAIN.endpoint()) && s == 100 ? OptionalDouble.of(1e6)
                : OptionalDouble.empty();
        assertTrue(RemainingTime.estimate(plan, 0, NONE, plainAt100).isEmpty(), "no estimate rather than one grown by bytes");
    }
}
