package org.wsslab.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Overheads on samples whose answer is known by hand or by construction of their distributions. */
class ComparisonTest {

    private static final long MS = 1_000_000L;
    private static final long SEED = 20_240_611L;

    private static long[] constant(int n, long value) {
        long[] values = new long[n];
        Arrays.fill(values, value);
        return values;
    }

    /** Exponential round trips of the given mean (in ms), drawn by inversion from a seeded generator. */
    private static long[] exponential(int n, double meanMillis, SplittableRandom random) {
        long[] values = new long[n];
        for (int i = 0; i < n; i++) {
            values[i] = Math.round(-meanMillis * MS * Math.log(1 - random.nextDouble()));
        }
        return values;
    }

    /** Normal round trips (Box-Muller), with a spread small enough never to go below 0 here. */
    private static long[] normal(int n, double meanMillis, double sdMillis, SplittableRandom random) {
        long[] values = new long[n];
        for (int i = 0; i < n; i++) {
            double z = Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
            values[i] = Math.round((meanMillis + sdMillis * z) * MS);
        }
        return values;
    }

    @Test
    void mechanismAtFifteenOverBaselineAtTenIsFiftyPercentWithoutSpread() {
        long[] plain = constant(100, 10 * MS);
        long[] mechanism = constant(100, 15 * MS);

        assertEquals(Optional.of(new Overhead(50, 50, 50)), Comparison.of(mechanism, plain, Statistic.MEAN, SEED));
        assertEquals(Optional.of(new Overhead(50, 50, 50)), Comparison.of(mechanism, plain, Statistic.MEDIAN, SEED));
    }

    @Test
    void meanAndMedianOverheadsFollowTheirOwnStatistic() {
        long[] reference = {9 * MS, 10 * MS, 11 * MS}; // mean 10, median 10
        long[] measured = {14 * MS, 15 * MS, 1_000 * MS}; // mean 343, median 15

        assertEquals((1_029.0 / 3 - 10) / 10 * 100,
                Comparison.of(measured, reference, Statistic.MEAN, SEED).orElseThrow().pct(), 1e-9);
        assertEquals(50.0, Comparison.of(measured, reference, Statistic.MEDIAN, SEED).orElseThrow().pct(), 1e-12);
    }

    @Test
    void fasterMechanismHasANegativeOverhead() {
        assertEquals(-20.0, Comparison.of(constant(10, 8 * MS), constant(10, 10 * MS), Statistic.MEAN, SEED)
                .orElseThrow().pct(), 1e-12);
    }

    @Test
    void baselineComparedWithItselfIsExactlyZero() {
        long[] plain = exponential(100, 10, new SplittableRandom(1));
        for (Statistic statistic : Statistic.values()) {
            assertEquals(0.0, Comparison.of(plain, plain, statistic, SEED).orElseThrow().pct(), statistic.name());
            assertEquals(0.0, Comparison.of(plain.clone(), plain, statistic, SEED).orElseThrow().pct(), statistic.name());
        }
    }

    @Test
    void anEmptySideGivesNoOverhead() {
        long[] some = constant(5, 10 * MS);
        assertEquals(Optional.empty(), Comparison.of(new long[0], some, Statistic.MEAN, SEED));
        assertEquals(Optional.empty(), Comparison.of(some, new long[0], Statistic.MEDIAN, SEED));
        assertEquals(Optional.empty(), Comparison.of(new long[0], new long[0], Statistic.MEAN, SEED));
    }

    @Test
    void intervalContainsTheTrueOverheadOfKnownDistributions() {
        // Exponential means 10 and 13 ms: +30% on the mean, and on the median (mean·ln 2) alike.
        SplittableRandom random = new SplittableRandom(42);
        long[] reference = exponential(2_000, 10, random);
        long[] measured = exponential(2_000, 13, random);

        for (Statistic statistic : Statistic.values()) {
            Overhead overhead = Comparison.of(measured, reference, statistic, SEED).orElseThrow();
            assertTrue(overhead.ciLow() < 30 && 30 < overhead.ciHigh(), statistic + " " + overhead);
            assertTrue(overhead.ciLow() < overhead.pct() && overhead.pct() < overhead.ciHigh(), statistic + " " + overhead);
            // the mean ratio's standard error is about 1.3·√2/√2000 ≈ 4%, so 95% spans some 16 points
            assertTrue(overhead.ciHigh() - overhead.ciLow() < 25, statistic + " " + overhead);
        }
    }

    @Test
    void sameSeedGivesTheSameIntervalAndAnotherSeedASlightlyDifferentOne() {
        SplittableRandom random = new SplittableRandom(7);
        long[] reference = exponential(100, 10, random);
        long[] measured = exponential(100, 13, random);

        Overhead first = Comparison.of(measured, reference, Statistic.MEDIAN, SEED).orElseThrow();
        Overhead again = Comparison.of(measured, reference, Statistic.MEDIAN, SEED).orElseThrow();
        Overhead other = Comparison.of(measured, reference, Statistic.MEDIAN, SEED + 1).orElseThrow();

        assertEquals(first, again);
        assertEquals(first.pct(), other.pct());
        assertNotEquals(first.ciLow(), other.ciLow());
        assertNotEquals(first.ciHigh(), other.ciHigh());
        double width = first.ciHigh() - first.ciLow();
        assertEquals(first.ciLow(), other.ciLow(), width / 5);
        assertEquals(first.ciHigh(), other.ciHigh(), width / 5);
    }

    @Test
    void intervalCoversTheTrueOverheadAboutNineteenTimesInTwenty() {
        // 200 experiments of 100 calls a side, normal with 20% spread, true mean overhead +30%: a
        // 95% interval should miss about 10 times. The percentile bootstrap runs a little short at n = 100.
        SplittableRandom random = new SplittableRandom(2024);
        int experiments = 200;
        int covered = 0;
        for (int i = 0; i < experiments; i++) {
            long[] reference = normal(100, 10, 2, random);
            long[] measured = normal(100, 13, 2.6, random);
            Overhead overhead = Comparison.of(measured, reference, Statistic.MEAN, i).orElseThrow();
            if (overhead.ciLow() <= 30 && 30 <= overhead.ciHigh()) {
                covered++;
            }
        }
        assertTrue(covered >= 0.88 * experiments && covered <= 0.99 * experiments, covered + " of " + experiments);
    }

    @Test
    void anOverheadThatMovedFromFiftyToEightyPercentChangedByThirtyPointsWhateverPlainDid() {
        // Plain itself doubled between the runs; the mechanism's overhead over it rose from 50% to 80%.
        long[] referencePlain = constant(50, 10 * MS);
        long[] referenceMechanism = constant(50, 15 * MS);
        long[] laterPlain = constant(50, 20 * MS);
        long[] laterMechanism = constant(50, 36 * MS);

        Overhead delta = Comparison.delta(laterMechanism, laterPlain, referenceMechanism, referencePlain, Statistic.MEAN, SEED)
                .orElseThrow();
        assertEquals(30.0, delta.pct(), 1e-9);
        assertEquals(30.0, delta.ciLow(), 1e-9, "no spread, no interval");
        assertEquals(30.0, delta.ciHigh(), 1e-9);
    }

    @Test
    void theSameRunAgainstItselfChangedByExactlyNothingAndItsIntervalHoldsNothing() {
        SplittableRandom random = new SplittableRandom(3);
        long[] plain = normal(200, 10, 1, random);
        long[] mechanism = normal(200, 14, 2, random);

        Overhead delta = Comparison.delta(mechanism, plain, mechanism, plain, Statistic.MEDIAN, SEED).orElseThrow();
        assertEquals(0.0, delta.pct());
        assertTrue(delta.ciLow() < 0 && delta.ciHigh() > 0, "resampled independently, the interval spans 0: " + delta);
    }

    @Test
    void noDeltaWhereASampleIsEmptyOrABaselineIsZero() {
        long[] some = constant(5, 10 * MS);
        assertEquals(Optional.empty(), Comparison.delta(some, new long[0], some, some, Statistic.MEAN, SEED));
        assertEquals(Optional.empty(), Comparison.delta(some, some, some, constant(5, 0), Statistic.MEAN, SEED));
    }
}
